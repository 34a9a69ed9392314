package io.nosagent.config.intent.copp;

import io.nosagent.config.intent.SectionKey;
import io.nosagent.config.intent.SwitchIntent;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * What the config changes of the shipped CoPP profile: CPU queues (a queue the profile has takes the
 * leaves set; another is added and must set them all) and traps moved to another queue. Nothing
 * configured ({@link #NONE}) is the shipped profile.
 *
 * @param queues by index
 * @param traps  each moved trap's queue index
 */
public record CoppIntent(NavigableMap<Integer, QueueOverride> queues, Map<TrapName, Integer> traps) {

    public static final CoppIntent NONE = new CoppIntent(new TreeMap<>(), Map.of());

    /** This section's key in a {@link SwitchIntent}: nothing configured is {@link #NONE}. */
    public static final SectionKey<CoppIntent> SECTION = SectionKey.of("copp", NONE);

    /** The CoPP section of {@code intent}. */
    public static CoppIntent of(SwitchIntent intent) {
        return intent.get(SECTION);
    }

    public CoppIntent {
        var sorted = new TreeMap<Integer, QueueOverride>();
        queues.forEach((index, queue) -> {
            if (index != queue.index()) {
                throw new IllegalArgumentException("CPU queue keyed " + index + " has index " + queue.index());
            }
            sorted.put(index, queue);
        });
        queues = Collections.unmodifiableNavigableMap(sorted);
        var byTrap = new EnumMap<TrapName, Integer>(TrapName.class);
        byTrap.putAll(traps);
        traps = Collections.unmodifiableMap(byTrap);
    }

    /**
     * The profile in effect: {@code shipped} with these overrides. Throws if a queue added here lacks a leaf
     * or a trap names a queue neither has (the validator refuses both first, at their paths).
     */
    public CoppProfile over(CoppProfile shipped) {
        var effective = new TreeMap<>(shipped.queues());
        queues.forEach((index, o) -> effective.put(index, o.over(shipped.queues().get(index)).orElseThrow(
                () -> new IllegalArgumentException("CPU queue " + index + " is not in the shipped profile and lacks name, rate or burst"))));
        var traps = new EnumMap<TrapName, Integer>(TrapName.class);
        traps.putAll(shipped.traps());
        traps.putAll(this.traps);
        return new CoppProfile(effective, traps);
    }

    /** A copy with {@code value} added, or replacing the queue of the same index. */
    public CoppIntent withQueue(QueueOverride value) {
        var map = new TreeMap<>(queues);
        map.put(value.index(), value);
        return new CoppIntent(map, traps);
    }

    /** A copy with trap {@code trap} on queue {@code queue}. */
    public CoppIntent withTrap(TrapName trap, int queue) {
        var map = new EnumMap<TrapName, Integer>(TrapName.class);
        map.putAll(traps);
        map.put(trap, queue);
        return new CoppIntent(queues, map);
    }
}
