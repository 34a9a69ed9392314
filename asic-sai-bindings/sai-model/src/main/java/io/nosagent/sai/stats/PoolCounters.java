package io.nosagent.sai.stats;

/**
 * One buffer pool's fill, as polled.
 *
 * @param poolId         the pool's SAI id
 * @param sizeBytes      its size (BUFFER_POOL SIZE, read when it was first watched)
 * @param occupancyBytes bytes in use at the poll
 * @param watermarkBytes the most in use since the ASIC last cleared the watermark
 */
public record PoolCounters(long poolId, long sizeBytes, long occupancyBytes, long watermarkBytes) {

    /** Occupancy as a share of the size, 0..1 (0 for a pool of no size). */
    public double utilisation() {
        return sizeBytes <= 0 ? 0 : (double) occupancyBytes / sizeBytes;
    }
}
