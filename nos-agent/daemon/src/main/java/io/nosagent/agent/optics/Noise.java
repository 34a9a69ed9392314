package io.nosagent.agent.optics;

/**
 * Reproducible noise for simulated readings: a function of what is read and the second it is read, so
 * two reads within a second agree and a test on a fixed clock sees fixed values.
 */
public final class Noise {

    private Noise() {
    }

    /** Noise in [-1, 1] that depends only on {@code what} and {@code second}. */
    public static double of(String what, long second) {
        long h = what.hashCode() * 0x9E3779B97F4A7C15L ^ second * 0xC2B2AE3D27D4EB4FL;
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        return (h >>> 11) / (double) (1L << 53) * 2 - 1;
    }
}
