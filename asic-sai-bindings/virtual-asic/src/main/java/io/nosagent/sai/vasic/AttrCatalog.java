package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiEnum;
import io.nosagent.sai.ZeroValues;
import io.nosagent.sai.conditions.AttrCondition;
import io.nosagent.sai.conditions.SaiConditions;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.SaiMetadata;
import io.nosagent.sai.meta.SwitchAttr;

import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The generated SAI metadata (plus the vendor attributes the platform has) arranged for checking calls quickly: per object type, its attributes
 * sorted by id (a binary search, no boxing), each with its enum as a sorted array and its allowed
 * object types as an {@link EnumSet}, plus the attributes mandatory on create and the conditions
 * under which the conditional ones are ({@link SaiConditions}).
 */
final class AttrCatalog {

    /**
     * What the rules need to know about one attribute.
     *
     * @param spec        the metadata's own spec
     * @param enumValues  the members of its enum, sorted; null when it takes no enum
     * @param objects     object types an OID value may name (empty: any)
     * @param implemented whether the virtual ASIC models its value kind at all
     */
    record AttrRule(AttrSpec spec, int[] enumValues, Set<ObjectType> objects, boolean implemented) {

        boolean enumAllows(int value) {
            return Arrays.binarySearch(enumValues, value) >= 0;
        }
    }

    private record TypeRules(int[] ids, AttrRule[] rules, AttrSpec[] mandatory, AttrCondition[] mandatoryWhen) {
    }

    private final Map<ObjectType, TypeRules> byType = new EnumMap<>(ObjectType.class);

    /**
     * Attributes of a value kind the ASIC stores but whose function it does not simulate: hardware PFC
     * deadlock detection and recovery. A chip without it answers the capability query "not implemented"
     * and refuses them, so the agent falls back to software detection here as it must there.
     */
    private static final Set<AttrSpec> NOT_MODELLED = Set.of(
            QueueAttr.ENABLE_PFC_DLDR, QueueAttr.PFC_DLR_INIT, QueueAttr.PFC_DLR_PACKET_ACTION,
            PortAttr.PFC_TC_DLD_INTERVAL, PortAttr.PFC_TC_DLR_INTERVAL,
            SwitchAttr.PFC_TC_DLD_INTERVAL, SwitchAttr.PFC_TC_DLR_INTERVAL, SwitchAttr.PFC_DLR_PACKET_ACTION);

    /**
     * @param vendor the vendor's custom attributes the platform has (ids in SAI's custom range), beside
     *               the metadata's own
     */
    AttrCatalog(SaiConditions conditions, List<AttrSpec> vendor) {
        var enums = new HashMap<String, int[]>();
        for (ObjectType type : SaiMetadata.describedTypes()) {
            AttrSpec[] specs = Stream.concat(SaiMetadata.attributes(type).stream(), vendor.stream().filter(v -> v.objectType() == type))
                    .sorted(Comparator.comparingInt(AttrSpec::id)).toArray(AttrSpec[]::new);
            int[] ids = new int[specs.length];
            AttrRule[] rules = new AttrRule[specs.length];
            for (int i = 0; i < specs.length; i++) {
                AttrSpec s = specs[i];
                ids[i] = s.id();
                int[] enumValues = s.enumType() == null ? null : enums.computeIfAbsent(s.enumType().name(), n -> sorted(s.enumType()));
                Set<ObjectType> objects = s.objects().isEmpty() ? Set.of() : EnumSet.copyOf(s.objects());
                rules[i] = new AttrRule(s, enumValues, objects, ZeroValues.of(s.valueType()) != null && !NOT_MODELLED.contains(s));
            }
            AttrSpec[] mandatory = Arrays.stream(specs)
                    .filter(s -> s.isMandatoryOnCreate() && !s.isConditional())
                    .toArray(AttrSpec[]::new);
            // A conditional attribute that is not mandatory on create is only valid under its
            // condition; SAI requires nothing of a create because of it.
            AttrCondition[] mandatoryWhen = conditions.of(type).stream()
                    .filter(c -> c.attribute().isMandatoryOnCreate())
                    .toArray(AttrCondition[]::new);
            byType.put(type, new TypeRules(ids, rules, mandatory, mandatoryWhen));
        }
    }

    /** Whether the metadata describes {@code type} (the object types the agent uses). */
    boolean describes(ObjectType type) {
        return byType.containsKey(type);
    }

    /** The rule for {@code spec} as an attribute of {@code type}, compared by id; null when {@code type} has no such attribute. */
    AttrRule rule(ObjectType type, AttrSpec spec) {
        TypeRules t = byType.get(type);
        if (t == null || spec.objectType() != type) {
            return null;
        }
        int i = Arrays.binarySearch(t.ids, spec.id());
        return i < 0 ? null : t.rules[i];
    }

    /** Attributes of {@code type} that every create must carry (the conditional ones excluded). */
    AttrSpec[] mandatory(ObjectType type) {
        TypeRules t = byType.get(type);
        return t == null ? new AttrSpec[0] : t.mandatory;
    }

    /** The conditions under which a create of {@code type} must carry a conditional attribute. */
    AttrCondition[] mandatoryWhen(ObjectType type) {
        TypeRules t = byType.get(type);
        return t == null ? new AttrCondition[0] : t.mandatoryWhen;
    }

    private static int[] sorted(SaiEnum e) {
        return e.values().values().stream().mapToInt(Integer::intValue).sorted().distinct().toArray();
    }
}
