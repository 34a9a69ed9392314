package io.nosagent.config.intent.copp;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * The CoPP in effect: the CPU queues, each with its trap group's policer, and the queue of every trap.
 *
 * @param queues by index
 * @param traps  each trap's queue index (a key of {@code queues})
 */
public record CoppProfile(NavigableMap<Integer, CpuQueue> queues, Map<TrapName, Integer> traps) {

    public static final CoppProfile EMPTY = new CoppProfile(new TreeMap<>(), Map.of());

    public CoppProfile {
        var sorted = new TreeMap<>(queues);
        var byTrap = new EnumMap<TrapName, Integer>(TrapName.class);
        byTrap.putAll(traps);
        byTrap.forEach((trap, queue) -> {
            if (!sorted.containsKey(queue)) {
                throw new IllegalArgumentException("trap " + trap + " goes to CPU queue " + queue + ", which the profile lacks");
            }
        });
        queues = Collections.unmodifiableNavigableMap(sorted);
        traps = Collections.unmodifiableMap(byTrap);
    }

    /** The traps that go to queue {@code index}, in {@link TrapName} order. */
    public List<TrapName> trapsOn(int index) {
        return traps.entrySet().stream().filter(e -> e.getValue() == index).map(Map.Entry::getKey).toList();
    }

    /** The queue trap {@code trap} goes to. */
    public CpuQueue queueOf(TrapName trap) {
        Integer index = traps.get(trap);
        if (index == null) {
            throw new IllegalArgumentException("trap " + trap + " is not in the profile");
        }
        return queues.get(index);
    }
}
