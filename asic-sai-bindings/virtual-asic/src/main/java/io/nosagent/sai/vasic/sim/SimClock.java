package io.nosagent.sai.vasic.sim;

/** Simulated time in nanoseconds since the simulation started. It only moves forward. */
public final class SimClock {

    private long now;

    public long now() {
        return now;
    }

    void advanceTo(long time) {
        if (time < now) {
            throw new IllegalStateException("simulated time cannot go back from " + now + " to " + time + " ns");
        }
        now = time;
    }
}
