package io.nosagent.lab.bench;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A figure measured over several seeds: the mean and the half-width of its 95% confidence interval
 * (Student's t with n - 1 degrees of freedom, so a handful of seeds gets an honestly wide interval).
 *
 * @param mean      the samples' mean
 * @param halfWidth the 95% interval is {@code mean - halfWidth .. mean + halfWidth}; 0 for a single sample
 * @param n         how many samples
 */
public record Estimate(double mean, double halfWidth, int n) {

    /** Two-sided 95% quantiles of Student's t for 1..30 degrees of freedom; beyond, the normal's 1.96 is close enough. */
    private static final double[] T95 = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179,
            2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048,
            2.045, 2.042};

    public Estimate {
        if (n < 1 || halfWidth < 0 || Double.isNaN(mean)) {
            throw new IllegalArgumentException("an estimate of " + n + " samples, mean " + mean + ", half-width " + halfWidth);
        }
    }

    public static Estimate of(double... samples) {
        if (samples.length == 0) {
            throw new IllegalArgumentException("no samples to estimate from");
        }
        double mean = Arrays.stream(samples).average().orElseThrow();
        if (samples.length == 1) {
            return new Estimate(mean, 0, 1);
        }
        double squares = 0;
        for (double s : samples) {
            squares += (s - mean) * (s - mean);
        }
        double standardError = Math.sqrt(squares / (samples.length - 1) / samples.length);
        int df = samples.length - 1;
        return new Estimate(mean, (df <= T95.length ? T95[df - 1] : 1.96) * standardError, samples.length);
    }

    public static Estimate of(List<Double> samples) {
        return of(samples.stream().mapToDouble(Double::doubleValue).toArray());
    }

    public double low() {
        return mean - halfWidth;
    }

    public double high() {
        return mean + halfWidth;
    }

    /** Whether the whole interval lies above zero: the effect is there at 95% confidence. */
    public boolean positive() {
        return low() > 0;
    }

    /** {@code mean ± halfWidth} with {@code format} (e.g. {@code "%.1f"}) for both. */
    public String format(String format) {
        return String.format(Locale.ROOT, format + " ± " + format, mean, halfWidth);
    }
}
