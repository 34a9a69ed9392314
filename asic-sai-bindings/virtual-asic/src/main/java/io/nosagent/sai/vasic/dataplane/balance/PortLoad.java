package io.nosagent.sai.vasic.dataplane.balance;

/**
 * One egress port's load as ARS measures it: bytes sent per sampling interval, averaged with weight
 * 2^-exponent for each new interval, brought up to date lazily when read.
 */
public final class PortLoad {

    private long intervalStart;
    private long bytesThisInterval;
    private long average;

    /** Counts {@code bytes} starting to leave the port at {@code now}. */
    public void sent(long bytes, long now, ArsProfile profile) {
        roll(now, profile);
        bytesThisInterval += bytes;
    }

    /** The averaged bytes per interval ("past" load). */
    public long past(long now, ArsProfile profile) {
        roll(now, profile);
        return average;
    }

    /** Bytes sent so far in the running interval ("current" load). */
    public long current(long now, ArsProfile profile) {
        roll(now, profile);
        return bytesThisInterval;
    }

    private void roll(long now, ArsProfile profile) {
        long interval = profile.samplingNs();
        if (now < intervalStart + interval) {
            return;
        }
        long elapsed = (now - intervalStart) / interval;
        for (long i = 0; i < Math.min(elapsed, 64); i++) {
            average += ((i == 0 ? bytesThisInterval : 0) - average) >> profile.exponent();
        }
        if (elapsed > 64) {
            average = 0;
        }
        bytesThisInterval = 0;
        intervalStart += elapsed * interval;
    }
}
