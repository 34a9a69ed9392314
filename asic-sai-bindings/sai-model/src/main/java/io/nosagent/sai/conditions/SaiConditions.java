package io.nosagent.sai.conditions;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.ValueType;
import io.nosagent.sai.meta.SaiMetadata;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The conditions of SAI 1.18.1's conditional attributes, from the committed table
 * {@value #RESOURCE} next to this class: every line as written, and for the object types the
 * generated tables describe ({@link SaiMetadata#describedTypes()}) the line resolved to the tables'
 * {@link AttrSpec}s and enum numbers. Lines of other object types stay names only: without their
 * tables there is nothing to resolve them to, and nothing in the agent creates such objects.
 *
 * <p>A name that does not resolve, or a value outside its attribute's enum, fails {@link #load()}:
 * the table and the generated tables disagree, which is a build error, not something to skip.
 */
public final class SaiConditions {

    /** The table's resource name, next to this class. */
    public static final String RESOURCE = "sai-1.18.1-conditions.txt";

    private final List<ConditionLine> lines;
    private final Map<ConditionLine, AttrCondition> resolved;
    private final Map<ObjectType, List<AttrCondition>> byType;

    private SaiConditions(List<ConditionLine> lines) {
        this.lines = List.copyOf(lines);
        var seen = new HashSet<String>();
        var resolved = new LinkedHashMap<ConditionLine, AttrCondition>();
        var byType = new EnumMap<ObjectType, List<AttrCondition>>(ObjectType.class);
        for (ConditionLine line : lines) {
            if (!seen.add(line.attribute())) {
                throw new IllegalArgumentException(line.attribute() + " has two conditions");
            }
            if (SaiMetadata.describedTypes().contains(line.objectType())) {
                AttrCondition c = resolve(line);
                resolved.put(line, c);
                byType.computeIfAbsent(line.objectType(), t -> new ArrayList<>()).add(c);
            }
        }
        this.resolved = Collections.unmodifiableMap(resolved);
        byType.replaceAll((t, list) -> List.copyOf(list));
        this.byType = Collections.unmodifiableMap(byType);
    }

    /** The committed SAI 1.18.1 table. */
    public static SaiConditions load() {
        try (InputStream in = SaiConditions.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the classpath");
            }
            var reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            return parse(reader.lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(RESOURCE + " does not match the generated tables: " + e.getMessage(), e);
        }
    }

    /**
     * A table in the committed format (blank lines and {@code #} comments skipped), for tests that
     * need a condition SAI does not have; refuses names the generated tables do not resolve.
     */
    public static SaiConditions parse(List<String> text) {
        var lines = new ArrayList<ConditionLine>();
        for (String raw : text) {
            String line = raw.strip();
            if (!line.isEmpty() && !line.startsWith("#")) {
                lines.add(ConditionLine.parse(line));
            }
        }
        return new SaiConditions(lines);
    }

    /** Every line, in table order. */
    public List<ConditionLine> lines() {
        return lines;
    }

    /** Every resolved condition, in table order. */
    public List<AttrCondition> resolved() {
        return List.copyOf(resolved.values());
    }

    /** {@code line} resolved, or empty when its object type has no generated table. */
    public Optional<AttrCondition> resolved(ConditionLine line) {
        return Optional.ofNullable(resolved.get(line));
    }

    /** The conditions on attributes of {@code type}, in attribute order; empty for a type without tables. */
    public List<AttrCondition> of(ObjectType type) {
        return byType.getOrDefault(type, List.of());
    }

    /** The condition of {@code attribute} (matched by type and id), if it has one. */
    public Optional<AttrCondition> of(AttrSpec attribute) {
        return of(attribute.objectType()).stream().filter(c -> c.attribute().id() == attribute.id()).findFirst();
    }

    private static AttrCondition resolve(ConditionLine line) {
        ObjectType type = line.objectType();
        var clauses = new ArrayList<AttrCondition.Clause>();
        for (ConditionLine.Comparison c : line.clauses()) {
            AttrSpec on = attribute(type, c.attribute());
            clauses.add(new AttrCondition.Clause(on, value(on, c.value())));
        }
        return new AttrCondition(attribute(type, line.attribute()), line.join(), clauses);
    }

    private static AttrSpec attribute(ObjectType type, String name) {
        return SaiMetadata.attributes(type).stream().filter(s -> s.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(name + " is not an attribute of " + type));
    }

    private static AttrValue value(AttrSpec on, String name) {
        if (on.valueType() == ValueType.BOOL) {
            return switch (name) {
                case "true" -> AttrValue.Bool.TRUE;
                case "false" -> AttrValue.Bool.FALSE;
                default -> throw new IllegalArgumentException(on.name() + " is a bool; it cannot equal " + name);
            };
        }
        if (on.enumType() == null) {
            throw new IllegalArgumentException(on.name() + " takes neither an enum nor a bool; a condition cannot compare it to " + name);
        }
        Integer number = on.enumType().values().get(name);
        if (number == null) {
            throw new IllegalArgumentException(name + " is not a member of " + on.enumType().name() + " (" + on.name() + ")");
        }
        return new AttrValue.S32(number);
    }
}
