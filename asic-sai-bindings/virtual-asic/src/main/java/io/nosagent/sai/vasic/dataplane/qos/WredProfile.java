package io.nosagent.sai.vasic.dataplane.qos;

import java.util.SplittableRandom;

/**
 * A compiled WRED profile for green (uncoloured) traffic, applied when a packet is queued, against the
 * queue's average depth in bytes (instantaneous when WEIGHT is 0, else an average that moves 2^-WEIGHT
 * towards each new sample). For ECN-capable packets, when the mark mode covers green: no mark below the
 * ECN minimum threshold, marks with a probability rising linearly to the mark probability between the
 * minimum and maximum, and always above the maximum; marked packets are never dropped. Other packets,
 * when green WRED drop is enabled, are dropped the same way by the drop thresholds.
 */
public record WredProfile(long oid, boolean markGreen, long ecnMin, long ecnMax, int ecnProbabilityPercent,
                          boolean dropGreen, long dropMin, long dropMax, int dropProbabilityPercent, int weight) {

    public static final int PASS = 0;
    public static final int MARK = 1;
    public static final int DROP = 2;

    /** What happens to a packet arriving at a queue whose average depth is {@code depth} bytes. */
    public int decide(long depth, boolean ect, SplittableRandom random) {
        if (ect && markGreen) {
            return hit(depth, ecnMin, ecnMax, ecnProbabilityPercent, random) ? MARK : PASS;
        }
        if (dropGreen) {
            return hit(depth, dropMin, dropMax, dropProbabilityPercent, random) ? DROP : PASS;
        }
        return PASS;
    }

    private static boolean hit(long depth, long min, long max, int percent, SplittableRandom random) {
        if (depth <= min) {
            return false;
        }
        if (depth >= max) {
            return true;
        }
        double p = percent / 100.0 * (depth - min) / (double) (max - min);
        return random.nextDouble() < p;
    }
}
