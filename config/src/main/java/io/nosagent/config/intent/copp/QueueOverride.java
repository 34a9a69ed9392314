package io.nosagent.config.intent.copp;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * What the config sets of one CPU queue; absent leaves are the shipped profile's.
 *
 * @param index the CPU port's queue
 */
public record QueueOverride(int index, Optional<String> name, OptionalInt rate, OptionalInt burst) {

    /** The queue in effect: {@code base} (the shipped queue of this index, or null) with what this sets. */
    public Optional<CpuQueue> over(CpuQueue base) {
        Optional<String> n = name.or(() -> Optional.ofNullable(base).map(CpuQueue::name));
        OptionalInt r = rate.isPresent() || base == null ? rate : OptionalInt.of(base.rate());
        OptionalInt b = burst.isPresent() || base == null ? burst : OptionalInt.of(base.burst());
        if (n.isEmpty() || r.isEmpty() || b.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new CpuQueue(index, n.get(), r.getAsInt(), b.getAsInt()));
    }

    /** Every leaf set: a whole queue, as the shipped profile lists them. */
    public static QueueOverride of(CpuQueue queue) {
        return new QueueOverride(queue.index(), Optional.of(queue.name()), OptionalInt.of(queue.rate()), OptionalInt.of(queue.burst()));
    }
}
