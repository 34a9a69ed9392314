package io.nosagent.routing.bgp;

import io.nosagent.sai.time.AgentTime;

import java.time.Duration;
import java.time.Instant;

/**
 * When a batch of routing messages (zebra's, over FPM) is due for programming: once the stream has paused for {@code quiet}, or
 * {@code maxHold} after the batch's first event while it does not pause. One check is scheduled at a time,
 * on the agent's time. Call {@link #event} after adding an event to the batch and {@link #taken} when the
 * batch is taken, both under the lock that guards the batch, so no event falls between two batches.
 */
public final class BatchTimer {

    private final AgentTime time;
    private final Duration quiet;
    private final Duration maxHold;
    private final Runnable due;

    private Instant first;
    private Instant last;
    private boolean scheduled;

    /** {@code due} runs on the agent's timer when a batch is due (it should hand the work over, not do it). */
    public BatchTimer(AgentTime time, Duration quiet, Duration maxHold, Runnable due) {
        this.time = time;
        this.quiet = quiet;
        this.maxHold = maxHold;
        this.due = due;
    }

    public synchronized void event() {
        last = time.now();
        if (first == null) {
            first = last;
        }
        if (!scheduled) {
            scheduled = true;
            time.schedule(quiet, this::check);
        }
    }

    /** The batch was taken: the next event starts a new one. */
    public synchronized void taken() {
        first = null;
    }

    private void check() {
        Duration wait;
        synchronized (this) {
            if (first == null) {
                scheduled = false;
                return;
            }
            Instant now = time.now();
            Duration untilQuiet = quiet.minus(Duration.between(last, now));
            Duration untilMax = maxHold.minus(Duration.between(first, now));
            wait = untilQuiet.compareTo(untilMax) < 0 ? untilQuiet : untilMax;
            if (wait.isPositive()) {
                time.schedule(wait, this::check);
                return;
            }
            scheduled = false;
        }
        due.run();
    }
}
