package io.nosagent.sai.vasic.link;

/**
 * Serialises frames onto a link at its speed: when each one finishes, carrying the sub-nanosecond
 * remainder from frame to frame so a long run keeps exact line rate.
 */
public final class Transmitter {

    private long speedMbps;
    private long busyUntil;
    /** Leftover of bits * 1000 that did not make a whole nanosecond, in units of 1/speedMbps ns. */
    private long carry;

    public Transmitter(long speedMbps) {
        setSpeed(speedMbps);
    }

    public void setSpeed(long speedMbps) {
        if (speedMbps <= 0) {
            throw new IllegalArgumentException("speed must be positive: " + speedMbps + " Mb/s");
        }
        this.speedMbps = speedMbps;
    }

    public long speedMbps() {
        return speedMbps;
    }

    /** Whether a frame is still being sent at {@code now}. */
    public boolean busyAt(long now) {
        return busyUntil > now;
    }

    public long busyUntil() {
        return busyUntil;
    }

    /** Starts sending {@code wireBytes} (preamble and gap included) at {@code now}; returns when the last bit leaves. */
    public long send(long now, long wireBytes) {
        long start = Math.max(now, busyUntil);
        long numerator = wireBytes * 8 * 1000 + carry;
        busyUntil = start + numerator / speedMbps;
        carry = numerator % speedMbps;
        return busyUntil;
    }

    /** How long {@code wireBytes} take at this speed, without sending them. */
    public long durationNs(long wireBytes) {
        return wireBytes * 8 * 1000 / speedMbps;
    }
}
