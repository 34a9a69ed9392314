package io.nosagent.sai.vasic.dataplane.qos;

/**
 * A compiled BUFFER_PROFILE: bytes reserved for its holder (a priority group or a queue), how far into
 * the shared pool it may go (a static byte threshold, or dynamic: 2^{@code dynamicTh} times the pool's
 * free bytes), and for lossless priority groups the PFC thresholds: XOFF_TH is the headroom that
 * absorbs what is in flight after XOFF, XON_TH and XON_OFFSET_TH decide when to resume.
 */
public record BufferProfile(long oid, BufferPool pool, long reserved, boolean dynamic, int dynamicTh, long staticTh,
                            long xoffTh, long xonTh, long xonOffsetTh) {

    /** Shared bytes the holder may use now (beyond its reservation). */
    public long sharedLimit() {
        if (!dynamic) {
            return staticTh;
        }
        long free = pool == null ? 0 : pool.free();
        return dynamicTh >= 0 ? free << Math.min(dynamicTh, 20) : free >> Math.min(-dynamicTh, 62);
    }

    /** Lossless: it has headroom to absorb in-flight data after sending XOFF. */
    public boolean lossless() {
        return xoffTh > 0;
    }
}
