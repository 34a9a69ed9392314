package io.nosagent.sai.vasic;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatId;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The counters of one object: every stat its type has in the SAI metadata, all zero until the data
 * plane counts. Safe for a simulator thread incrementing while the stats collector reads.
 */
public final class ObjectCounters {

    private final ObjectType type;
    /** The type's stat ids, ascending; shared by every object of the type. */
    private final int[] statIds;
    private final AtomicLongArray values;

    ObjectCounters(ObjectType type, int[] statIds) {
        this.type = type;
        this.statIds = statIds;
        this.values = new AtomicLongArray(statIds.length);
    }

    /** Whether the object's type has this counter. */
    public boolean supports(StatId stat) {
        return slot(stat) >= 0;
    }

    /** Counts {@code delta} more into {@code stat} (the data plane's hook). */
    public void add(StatId stat, long delta) {
        values.addAndGet(requireSlot(stat), delta);
    }

    /** Sets a gauge (current occupancy) to {@code value}: the data plane's hook for levels, not counts. */
    public void set(StatId stat, long value) {
        values.set(requireSlot(stat), value);
    }

    /** Raises a watermark to {@code value} if it is below; a clear in between starts it again from the next value. */
    public void raiseTo(StatId stat, long value) {
        values.accumulateAndGet(requireSlot(stat), value, Math::max);
    }

    public long get(StatId stat) {
        return values.get(requireSlot(stat));
    }

    /**
     * The values of {@code stats}, in order, cleared as read when {@code clear}: one call for a whole
     * stats read, each stat looked up once. Nothing is read or cleared unless every stat is one of
     * the type's.
     *
     * @throws IllegalArgumentException naming the first stat the type does not have
     */
    long[] read(java.util.List<StatId> stats, boolean clear) {
        var slots = new int[stats.size()];
        for (int i = 0; i < slots.length; i++) {
            slots[i] = slot(stats.get(i));
            if (slots[i] < 0) {
                throw new IllegalArgumentException(stats.get(i) + " is not a counter of " + type);
            }
        }
        var out = new long[slots.length];
        for (int i = 0; i < slots.length; i++) {
            out[i] = clear ? values.getAndSet(slots[i], 0) : values.get(slots[i]);
        }
        return out;
    }

    long getAndClear(StatId stat) {
        return values.getAndSet(requireSlot(stat), 0);
    }

    void clear(StatId stat) {
        values.set(requireSlot(stat), 0);
    }

    private int slot(StatId stat) {
        return stat.objectType() == type ? Arrays.binarySearch(statIds, stat.id()) : -1;
    }

    private int requireSlot(StatId stat) {
        int slot = slot(stat);
        if (slot < 0) {
            throw new IllegalArgumentException(type + " has no counter " + stat);
        }
        return slot;
    }
}
