package io.nosagent.config.intent.qos;

/**
 * WRED/ECN on a queue ({@code wred/uniform/config}): between the thresholds (bytes of queue depth) an
 * ECN-capable packet is marked, or, with {@code drop}, a packet that is not ECN-capable is dropped,
 * with a probability rising to {@code maxDropProbabilityPercent} at the maximum; beyond it, always.
 *
 * @param minThreshold             bytes where marking starts
 * @param maxThreshold             bytes where it reaches the maximum probability
 * @param enableEcn                mark ECN-capable packets instead of dropping them
 * @param drop                     drop packets that are not ECN-capable
 * @param weight                   depth averaging: the average moves by 2^-weight of the difference (0: instantaneous)
 * @param maxDropProbabilityPercent the probability at the maximum threshold
 */
public record Wred(long minThreshold, long maxThreshold, boolean enableEcn, boolean drop, int weight,
                   int maxDropProbabilityPercent) {

    /** Defaults of the optional leaves: probability 100 %, instantaneous depth. */
    public static final int DEFAULT_PROBABILITY = 100;
}
