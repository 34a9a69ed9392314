package io.nosagent.sai.vasic.dataplane.qos;

import io.nosagent.sai.StatId;
import io.nosagent.sai.meta.BufferPoolStat;
import io.nosagent.sai.vasic.ObjectCounters;
import io.nosagent.sai.vasic.dataplane.stats.StatBlock;

/** A compiled BUFFER_POOL: its size and the shared bytes the profiles drawing on it hold now. */
public final class BufferPool {

    private static final int OCCUPANCY = 0;

    private final long oid;
    private final StatBlock stats;
    private long size;
    private long used;

    public BufferPool(long oid, StatBlock stats) {
        this.oid = oid;
        this.stats = stats;
    }

    public long oid() {
        return oid;
    }

    public void setSize(long size) {
        this.size = size;
    }

    /** Levels: CURR_OCCUPANCY_BYTES with WATERMARK_BYTES. */
    public static StatBlock statBlock(ObjectCounters target) {
        return new StatBlock(target, new StatId[0],
                new StatId[]{BufferPoolStat.CURR_OCCUPANCY_BYTES},
                new StatId[]{BufferPoolStat.WATERMARK_BYTES});
    }

    public long size() {
        return size;
    }

    public long used() {
        return used;
    }

    public long free() {
        return Math.max(0, size - used);
    }

    void take(long bytes) {
        used += bytes;
        stats.setLevel(OCCUPANCY, used);
    }

    void give(long bytes) {
        used -= bytes;
        stats.setLevel(OCCUPANCY, used);
    }

    public void flush() {
        stats.flush();
    }
}
