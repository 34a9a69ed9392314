package io.nosagent.config.intent.qos;

/**
 * WRED/ECN on a queue ({@code wred/uniform/config}): between the thresholds (queue depth) an
 * ECN-capable packet is marked, or, with {@code drop}, a packet that is not ECN-capable is dropped,
 * with a probability rising to {@code maxDropProbabilityPercent} at the maximum; beyond it, always.
 *
 * @param minThreshold             where marking starts, in {@code unit}
 * @param maxThreshold             where it reaches the maximum probability, in {@code unit}
 * @param unit                     bytes ({@code min-threshold}) or percent of the queue's buffer ({@code min-threshold-percent})
 * @param enableEcn                mark ECN-capable packets instead of dropping them
 * @param drop                     drop packets that are not ECN-capable
 * @param weight                   depth averaging: the average moves by 2^-weight of the difference (0: instantaneous)
 * @param maxDropProbabilityPercent the probability at the maximum threshold
 */
public record Wred(long minThreshold, long maxThreshold, Unit unit, boolean enableEcn, boolean drop, int weight,
                   int maxDropProbabilityPercent) {

    /** Defaults of the optional leaves: probability 100 %, instantaneous depth. */
    public static final int DEFAULT_PROBABILITY = 100;

    /** How the thresholds are given: the two pairs of leaves are mutually exclusive. */
    public enum Unit { BYTES, PERCENT }

    /** The minimum threshold in bytes of a queue whose buffer is {@code queueBufferBytes}. */
    public long minThresholdBytes(long queueBufferBytes) {
        return bytes(minThreshold, queueBufferBytes);
    }

    /** The maximum threshold in bytes of a queue whose buffer is {@code queueBufferBytes}. */
    public long maxThresholdBytes(long queueBufferBytes) {
        return bytes(maxThreshold, queueBufferBytes);
    }

    private long bytes(long threshold, long queueBufferBytes) {
        return unit == Unit.BYTES ? threshold : queueBufferBytes * threshold / 100;
    }
}
