package io.nosagent.sai.vasic.traffic;

import java.util.Arrays;

/**
 * The load-balancing measure of SIGCOMM'24: the busiest link's load over the mean load per link
 * (flows, packets or bytes). 1.0 is a perfect spread; NaN when nothing was sent.
 */
public final class MaxMeanRatio {

    private MaxMeanRatio() {
    }

    public static double of(long[] perLink) {
        long sum = Arrays.stream(perLink).sum();
        return sum == 0 ? Double.NaN : Arrays.stream(perLink).max().orElse(0) / (sum / (double) perLink.length);
    }

    public static double of(int[] perLink) {
        return of(Arrays.stream(perLink).asLongStream().toArray());
    }
}
