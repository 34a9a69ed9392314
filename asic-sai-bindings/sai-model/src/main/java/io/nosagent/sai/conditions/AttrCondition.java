package io.nosagent.sai.conditions;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * When a conditional SAI attribute applies, resolved against the generated tables: clauses on other
 * attributes of the same object type, joined by {@code or} or {@code and}. For an attribute that is
 * mandatory on create, "applies" means a create must carry it; for the others it only says when the
 * attribute is meaningful.
 *
 * @param attribute the conditional attribute
 * @param join      how the clauses combine ({@link Join#OR} for a single clause)
 * @param clauses   at least one, each on an attribute of {@code attribute}'s object type
 */
public record AttrCondition(AttrSpec attribute, Join join, List<Clause> clauses) {

    /** How a condition's clauses combine. */
    public enum Join {
        OR, AND;

        /** The word the table writes, {@code or} / {@code and}. */
        public String keyword() {
            return name().toLowerCase(Locale.ROOT);
        }

        static Join of(String keyword, String line) {
            return switch (keyword) {
                case "or" -> OR;
                case "and" -> AND;
                default -> throw new IllegalArgumentException("clauses join with 'or' or 'and', not '" + keyword + "': " + line);
            };
        }
    }

    /**
     * {@code attribute == expected}.
     *
     * @param attribute an INT32 attribute with an enum, or a BOOL one
     * @param expected  the enum member as {@link AttrValue.S32}, or an {@link AttrValue.Bool}
     */
    public record Clause(AttrSpec attribute, AttrValue expected) {

        public Clause {
            if (!attribute.accepts(expected)) {
                throw new IllegalArgumentException(attribute.name() + " cannot equal " + expected);
            }
        }

        /** Whether an attribute reading as {@code actual} (null: no value at all) satisfies this clause. */
        public boolean holds(AttrValue actual) {
            return expected.equals(actual);
        }

        /** The clause in SAI's names, {@code SAI_NEXT_HOP_ATTR_TYPE == SAI_NEXT_HOP_TYPE_IP}. */
        public String fullText() {
            return attribute.name() + " == " + valueName();
        }

        @Override
        public String toString() {
            return ShortNames.clause(attribute.name(), valueName());
        }

        private String valueName() {
            return switch (expected) {
                case AttrValue.Bool(boolean b) -> Boolean.toString(b);
                case AttrValue.S32(int v) when attribute.enumType() != null -> attribute.enumType().nameOf(v).orElse(Integer.toString(v));
                default -> expected.toString();
            };
        }
    }

    public AttrCondition {
        clauses = List.copyOf(clauses);
        if (clauses.isEmpty()) {
            throw new IllegalArgumentException(attribute.name() + ": a condition has at least one clause");
        }
        for (Clause c : clauses) {
            if (c.attribute().objectType() != attribute.objectType()) {
                throw new IllegalArgumentException(attribute.name() + " cannot depend on " + c.attribute().name()
                        + ", an attribute of another object type");
            }
        }
    }

    /**
     * Whether the condition holds for an object whose attributes read as {@code valueOf} answers
     * (null for an attribute with no value, which satisfies no clause).
     */
    public boolean holds(Function<AttrSpec, AttrValue> valueOf) {
        return !satisfiedBy(valueOf).isEmpty();
    }

    /**
     * The clauses that make the condition hold, to say why an attribute is required: the first that
     * holds for {@code or}, all of them for {@code and}; empty when the condition does not hold.
     */
    public List<Clause> satisfiedBy(Function<AttrSpec, AttrValue> valueOf) {
        var holding = new ArrayList<Clause>(join == Join.AND ? clauses.size() : 1);
        for (Clause c : clauses) {
            if (c.holds(valueOf.apply(c.attribute()))) {
                holding.add(c);
                if (join == Join.OR) {
                    return holding;
                }
            } else if (join == Join.AND) {
                return List.of();
            }
        }
        return holding;
    }

    /** The conditional attribute without its type's prefix, {@code SHARED_DYNAMIC_TH}. */
    public String shortAttribute() {
        return ShortNames.attribute(attribute.name());
    }

    /** The condition in short names, {@code THRESHOLD_MODE == DYNAMIC}. */
    @Override
    public String toString() {
        return clauses.stream().map(Clause::toString).collect(Collectors.joining(" " + join.keyword() + " "));
    }
}
