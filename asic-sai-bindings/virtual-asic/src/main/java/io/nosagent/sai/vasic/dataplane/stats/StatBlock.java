package io.nosagent.sai.vasic.dataplane.stats;

import io.nosagent.sai.StatId;
import io.nosagent.sai.vasic.ObjectCounters;

import java.util.Arrays;

/**
 * The counters of one SAI object as the data plane keeps them between flushes: plain longs the
 * simulation thread bumps without atomics, pushed into the virtual ASIC's counter bank (under their
 * SAI stat ids) by {@link #flush()} after every batch, where {@code getStats} and the agent's stats
 * collector read them.
 *
 * <p>Counts accumulate and are added on flush, so read-and-clear by a reader works. Levels (buffer
 * occupancy) are gauges: a flush sets the current value and raises the paired watermark to the
 * highest level seen since the previous flush.
 */
public final class StatBlock {

    private final ObjectCounters target;
    private final StatId[] counts;
    private final long[] pending;
    private final StatId[] levels;
    private final StatId[] watermarks;
    private final long[] level;
    private final long[] peak;

    /**
     * @param target     the object's counters in the bank; null when it has none (they are then dropped)
     * @param counts     the counters, by slot
     * @param levels     the gauges, by slot
     * @param watermarks each gauge's watermark (same slot), or null entries for none
     */
    public StatBlock(ObjectCounters target, StatId[] counts, StatId[] levels, StatId[] watermarks) {
        if (levels.length != watermarks.length) {
            throw new IllegalArgumentException("one watermark (or null) per level");
        }
        this.target = target;
        this.counts = counts.clone();
        this.pending = new long[counts.length];
        this.levels = levels.clone();
        this.watermarks = watermarks.clone();
        this.level = new long[levels.length];
        this.peak = new long[levels.length];
    }

    public StatBlock(ObjectCounters target, StatId... counts) {
        this(target, counts, new StatId[0], new StatId[0]);
    }

    public void add(int slot, long delta) {
        pending[slot] += delta;
    }

    public void setLevel(int slot, long value) {
        level[slot] = value;
        if (value > peak[slot]) {
            peak[slot] = value;
        }
    }

    public long level(int slot) {
        return level[slot];
    }

    /** What has been counted in {@code slot} since the last flush (tests and diagnostics). */
    public long pending(int slot) {
        return pending[slot];
    }

    public void flush() {
        if (target == null) {
            Arrays.fill(pending, 0);
            return;
        }
        for (int i = 0; i < counts.length; i++) {
            if (pending[i] != 0) {
                target.add(counts[i], pending[i]);
                pending[i] = 0;
            }
        }
        for (int i = 0; i < levels.length; i++) {
            target.set(levels[i], level[i]);
            if (watermarks[i] != null) {
                target.raiseTo(watermarks[i], peak[i]);
            }
            peak[i] = level[i];
        }
    }
}
