package io.nosagent.feature;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Orders the programming steps of every feature from what each declares it runs after: a step runs once
 * every step it names has run, and among the steps free to run the one declared first goes first, so the
 * same features always give the same order. A step naming one no feature declares, or steps waiting on
 * each other, make the agent refuse to start, saying which.
 */
public final class ProgrammingOrder {

    private ProgrammingOrder() {
    }

    /**
     * The steps in the order a commit runs them.
     *
     * @param steps every feature's steps, in the order the features are declared
     * @throws IllegalStateException naming a duplicate step, a missing dependency or a cycle
     */
    public static List<ProgrammingStep> of(Collection<ProgrammingStep> steps) {
        var byName = new LinkedHashMap<String, ProgrammingStep>();
        for (ProgrammingStep s : steps) {
            if (byName.putIfAbsent(s.name(), s) != null) {
                throw new IllegalStateException("two programming steps are named '" + s.name() + "'");
            }
        }
        for (ProgrammingStep s : byName.values()) {
            for (String dependency : new TreeSet<>(s.after())) {
                if (!byName.containsKey(dependency)) {
                    throw new IllegalStateException("programming step '" + s.name() + "' runs after '" + dependency
                            + "', which no feature declares (steps: " + String.join(", ", byName.keySet()) + ")");
                }
            }
        }
        var ordered = new ArrayList<ProgrammingStep>(byName.size());
        var done = new HashSet<String>();
        while (ordered.size() < byName.size()) {
            ProgrammingStep next = null;
            for (ProgrammingStep s : byName.values()) {
                if (!done.contains(s.name()) && done.containsAll(s.after())) {
                    next = s;
                    break;
                }
            }
            if (next == null) {
                throw new IllegalStateException("programming steps wait on each other: " + cycle(byName, done));
            }
            ordered.add(next);
            done.add(next.name());
        }
        return List.copyOf(ordered);
    }

    /** One cycle among the steps not yet ordered, as {@code a -> b -> a}. */
    private static String cycle(Map<String, ProgrammingStep> byName, Set<String> done) {
        String start = byName.keySet().stream().filter(n -> !done.contains(n)).findFirst().orElseThrow();
        Deque<String> path = new ArrayDeque<>();
        var seen = new HashSet<String>();
        String at = start;
        while (seen.add(at)) {
            path.addLast(at);
            at = new TreeSet<>(byName.get(at).after()).stream().filter(d -> !done.contains(d)).findFirst().orElseThrow();
        }
        var out = new ArrayList<String>();
        boolean inCycle = false;
        for (String s : path) {
            inCycle |= s.equals(at);
            if (inCycle) {
                out.add(s);
            }
        }
        out.add(at);
        // Steps run after what they name, so the cycle reads in run order when reversed.
        return String.join(" -> ", out.reversed());
    }
}
