package io.nosagent.sai.platform;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.ObjectType;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What one vendor's SAI implementation lacks or does not implement. Every vendor SAI implements a
 * different subset of SAI's optional objects, attributes, enum values, stats and bulk calls and answers
 * the rest NOT_SUPPORTED or NOT_IMPLEMENTED; a personality declares that subset so the virtual ASIC
 * refuses exactly it, and the agent can be seen coming up on it.
 *
 * @param name            {@code full}, {@code minimal}, or the file's own
 * @param description     one line for humans
 * @param objectTypes     object types the SAI cannot create (their attributes' capability is all false)
 * @param attributes      attributes it refuses in a create or set with ATTR_NOT_SUPPORTED
 * @param enumValues      per enum attribute, values it refuses (and leaves out of the enum values capability)
 * @param stats           counters it does not have (SAI stat names), refused NOT_SUPPORTED
 * @param bulk            whether it has the bulk calls; without, each answers NOT_IMPLEMENTED
 * @param gets            which GETs it answers NOT_IMPLEMENTED
 * @param capacityLimits  table sizes smaller than the platform's, by {@link Platform.Capacities} component name
 */
public record Personality(String name, String description, Set<ObjectType> objectTypes, Set<AttrSpec> attributes,
                          Map<AttrSpec, Set<Integer>> enumValues, Set<String> stats, boolean bulk, Gets gets,
                          Map<String, Integer> capacityLimits) {

    /**
     * The GETs a SAI does not answer.
     *
     * @param unsetNotImplemented an attribute holding no value (never given by the caller nor filled in by
     *                            the switch) answers NOT_IMPLEMENTED instead of its SAI default, as a SAI
     *                            that only keeps what it was told does
     * @param notImplemented      attributes whose GET always answers NOT_IMPLEMENTED (the capability query
     *                            says GET is not implemented)
     */
    public record Gets(boolean unsetNotImplemented, Set<AttrSpec> notImplemented) {

        /** Every GET answered. */
        public static final Gets ALL = new Gets(false, Set.of());

        public Gets {
            notImplemented = Set.copyOf(notImplemented);
        }
    }

    /** A SAI with everything the metadata describes. */
    public static final Personality FULL = new Personality("full", "every optional object, attribute, stat and bulk call",
            Set.of(), Set.of(), Map.of(), Set.of(), true, Gets.ALL, Map.of());

    public Personality {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        objectTypes = Set.copyOf(objectTypes);
        attributes = Set.copyOf(attributes);
        var values = new HashMap<AttrSpec, Set<Integer>>();
        enumValues.forEach((spec, lacked) -> values.put(spec, Set.copyOf(lacked)));
        enumValues = Map.copyOf(values);
        stats = Set.copyOf(stats);
        Objects.requireNonNull(gets, "gets");
        capacityLimits = Map.copyOf(capacityLimits);
        capacityLimits.forEach((table, limit) -> {
            if (!Platform.Capacities.NAMES.contains(table)) {
                throw new IllegalArgumentException("'" + table + "' is not a table: one of " + Platform.Capacities.NAMES);
            }
            if (limit < 1) {
                throw new IllegalArgumentException(table + " " + limit + " is not a table size");
            }
        });
    }

    /** Whether the SAI can create objects of {@code type}. */
    public boolean has(ObjectType type) {
        return !objectTypes.contains(type);
    }

    /** Whether the SAI takes {@code spec} in a create or set (and has its object type). */
    public boolean has(AttrSpec spec) {
        return has(spec.objectType()) && !attributes.contains(spec);
    }

    /** Whether the SAI implements enum value {@code value} of {@code spec}. */
    public boolean has(AttrSpec spec, int value) {
        return !enumValues.getOrDefault(spec, Set.of()).contains(value);
    }

    /** Whether the SAI has the counter named {@code stat}. */
    public boolean hasStat(String stat) {
        return !stats.contains(stat);
    }

    /** The platform's table sizes, each no larger than this SAI's limit. */
    public Platform.Capacities limit(Platform.Capacities capacities) {
        Platform.Capacities out = capacities;
        for (var e : capacityLimits.entrySet()) {
            int current = out.get(e.getKey());
            out = out.with(e.getKey(), Math.min(current, e.getValue()));
        }
        return out;
    }

    /** The name of the attribute's enum value, for messages. */
    public static String valueName(AttrSpec spec, int value) {
        return Optional.ofNullable(spec.enumType()).flatMap(e -> e.nameOf(value)).orElse(Integer.toString(value));
    }
}
