package io.nosagent.sai.stats;

/**
 * One buffer pool's occupancy.
 *
 * @param name           the pool's configured name
 * @param occupancyBytes bytes in use now
 * @param watermarkBytes the most in use so far
 */
public record PoolCounters(String name, long occupancyBytes, long watermarkBytes) {
}
