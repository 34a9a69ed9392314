package io.nosagent.sai.vasic.dataplane.balance;

/**
 * One egress port's past load as ARS measures it: bytes sent per sampling interval, averaged with weight
 * 2^-exponent for each new interval (with PORT_LOAD_CURRENT, a sample below the average replaces it),
 * brought up to date lazily when read.
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

    private void roll(long now, ArsProfile profile) {
        long interval = profile.samplingNs();
        if (now < intervalStart + interval) {
            return;
        }
        long elapsed = (now - intervalStart) / interval;
        for (long i = 0; i < Math.min(elapsed, 64); i++) {
            long sample = i == 0 ? bytesThisInterval : 0;
            average = profile.currentEnabled() && sample < average ? sample : average + ((sample - average) >> profile.exponent());
        }
        if (elapsed > 64) {
            average = 0;
        }
        bytesThisInterval = 0;
        intervalStart += elapsed * interval;
    }
}
