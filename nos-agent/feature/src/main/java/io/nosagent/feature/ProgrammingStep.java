package io.nosagent.feature;

import java.util.Objects;
import java.util.Set;

/**
 * One programmer of a feature, with its place among all programmers said as data: the names of the
 * steps whose objects it refers to and so must run after ({@code routes} after {@code router-interfaces}).
 * The agent orders every feature's steps from these declarations ({@link ProgrammingOrder}).
 *
 * @param name       unique among every feature's steps ({@code ports}, {@code qos}, {@code routes})
 * @param after      the steps that must have run before this one in a commit
 * @param programmer the work
 */
public record ProgrammingStep(String name, Set<String> after, Programmer programmer) {

    public ProgrammingStep {
        Objects.requireNonNull(programmer, "programmer");
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a programming step needs a name");
        }
        after = Set.copyOf(after);
        if (after.contains(name)) {
            throw new IllegalArgumentException("programming step '" + name + "' cannot run after itself");
        }
    }

    /** A step that runs after {@code after}. */
    public static ProgrammingStep of(String name, Programmer programmer, String... after) {
        return new ProgrammingStep(name, Set.of(after), programmer);
    }
}
