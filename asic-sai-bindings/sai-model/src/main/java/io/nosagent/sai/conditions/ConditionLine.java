package io.nosagent.sai.conditions;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.conditions.AttrCondition.Join;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One line of the conditions table, names as SAI spells them:
 * {@code SAI_NEXT_HOP_ATTR_IP: SAI_NEXT_HOP_ATTR_TYPE == SAI_NEXT_HOP_TYPE_IP or ...}. Parsing checks
 * the shape; {@link SaiConditions} resolves the names.
 *
 * @param attribute the conditional attribute
 * @param join      how the clauses combine ({@link Join#OR} for a single clause)
 * @param clauses   the comparisons, in table order
 */
public record ConditionLine(String attribute, Join join, List<Comparison> clauses) {

    /**
     * {@code attribute == value}; the value is an enum member's name, {@code true} or {@code false}.
     */
    public record Comparison(String attribute, String value) {

        @Override
        public String toString() {
            return attribute + " == " + value;
        }
    }

    public ConditionLine {
        clauses = List.copyOf(clauses);
        if (clauses.isEmpty()) {
            throw new IllegalArgumentException(attribute + " has no clause");
        }
    }

    /**
     * Parses {@code ATTRIBUTE: CLAUSE [or CLAUSE ...]} or the same with {@code and}. SAI 1.18.1 never
     * mixes {@code or} and {@code and} in one condition, so a mix is refused rather than given a
     * precedence nobody wrote down.
     */
    static ConditionLine parse(String line) {
        int colon = line.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("not 'ATTRIBUTE: condition': " + line);
        }
        String attribute = requireAttributeName(line.substring(0, colon).strip(), line);
        List<String> words = List.of(line.substring(colon + 1).strip().split("\\s+"));
        Join join = null;
        var clauses = new ArrayList<Comparison>();
        if ((words.size() + 1) % 4 != 0) {
            throw new IllegalArgumentException("a condition is 'ATTRIBUTE == VALUE' clauses joined by 'or' / 'and': " + line);
        }
        for (int i = 0; i < words.size(); i += 4) {
            if (!words.get(i + 1).equals("==")) {
                throw new IllegalArgumentException("a clause is 'ATTRIBUTE == VALUE': " + line);
            }
            clauses.add(new Comparison(requireAttributeName(words.get(i), line), words.get(i + 2)));
            if (i + 3 < words.size()) {
                Join next = Join.of(words.get(i + 3), line);
                if (join != null && next != join) {
                    throw new IllegalArgumentException("'or' and 'and' mixed in one condition: " + line);
                }
                join = next;
            }
        }
        return new ConditionLine(attribute, join == null ? Join.OR : join, clauses);
    }

    /** The object type the attribute belongs to, read from its name ({@code SAI_NEXT_HOP_ATTR_IP}: NEXT_HOP). */
    public ObjectType objectType() {
        return objectTypeOf(attribute);
    }

    /** The attribute without its type's prefix, {@code IP} for {@code SAI_NEXT_HOP_ATTR_IP}. */
    public String shortAttribute() {
        return ShortNames.attribute(attribute);
    }

    /** The condition in short names, {@code TYPE == IP or TYPE == MPLS}. */
    public String condition() {
        return clauses.stream().map(c -> ShortNames.clause(c.attribute(), c.value()))
                .collect(Collectors.joining(" " + join.keyword() + " "));
    }

    /** The line as the table writes it. */
    @Override
    public String toString() {
        return attribute + ": " + clauses.stream().map(Comparison::toString)
                .collect(Collectors.joining(" " + join.keyword() + " "));
    }

    static ObjectType objectTypeOf(String attributeName) {
        int at = attributeName.indexOf("_ATTR_");
        try {
            return ObjectType.valueOf(attributeName.substring("SAI_".length(), at));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(attributeName + " is not an attribute of a SAI object type", e);
        }
    }

    private static String requireAttributeName(String name, String line) {
        if (!name.startsWith("SAI_") || !name.contains("_ATTR_")) {
            throw new IllegalArgumentException("'" + name + "' is not a SAI attribute name: " + line);
        }
        return name;
    }
}
