package io.nosagent.agent.gnmi.paths;

import java.util.ArrayDeque;

/**
 * Per-second rates of a few cumulative counters over a sliding window (an interface's load interval), from
 * the samples the counter polls give it. It keeps at most {@link #KEPT} samples however long the window:
 * one per {@code window / KEPT}, plus the latest, so a rate is never older than the last poll.
 */
final class CounterRates {

    /** Samples kept per window: the oldest one is at most 1/64 of the window older than its start. */
    static final int KEPT = 64;

    /** A sample: when, and the counters' values then. */
    private record Sample(long nanos, long[] values) {
    }

    private final ArrayDeque<Sample> kept = new ArrayDeque<>();
    private Sample latest;

    /** Adds the counters' values polled at {@code nanos}, for rates over the last {@code windowNanos}. */
    void add(long nanos, long windowNanos, long... values) {
        if (latest != null && nanos <= latest.nanos()) {
            return; // the same poll again
        }
        var sample = new Sample(nanos, values.clone());
        if (latest != null && wentBack(latest, sample)) {
            kept.clear(); // the counters restarted (the port was created again): rates start over
        }
        latest = sample;
        if (kept.isEmpty() || nanos - kept.peekLast().nanos() >= windowNanos / KEPT) {
            kept.addLast(sample);
        }
        // keep one sample at or before the window's start, so the rate spans the whole window once it can
        while (kept.size() > 1 && first(1).nanos() <= nanos - windowNanos) {
            kept.removeFirst();
        }
    }

    /** Each counter's increase per second over the window so far; zeros before two polls. */
    long[] perSecond(int counters) {
        long[] out = new long[counters];
        Sample oldest = kept.peekFirst();
        if (oldest == null || latest == null || latest.nanos() <= oldest.nanos()) {
            return out;
        }
        double seconds = (latest.nanos() - oldest.nanos()) / 1e9;
        for (int i = 0; i < counters; i++) {
            out[i] = Math.round((latest.values()[i] - oldest.values()[i]) / seconds);
        }
        return out;
    }

    private Sample first(int index) {
        var it = kept.iterator();
        Sample s = it.next();
        for (int i = 0; i < index; i++) {
            s = it.next();
        }
        return s;
    }

    private static boolean wentBack(Sample before, Sample after) {
        for (int i = 0; i < before.values().length; i++) {
            if (after.values()[i] < before.values()[i]) {
                return true;
            }
        }
        return false;
    }
}
