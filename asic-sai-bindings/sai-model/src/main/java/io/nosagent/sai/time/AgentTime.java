package io.nosagent.sai.time;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The agent's one time source: what time it is, and when timed work runs (stats polls, commit-confirmed
 * timers, the update loop's turns). In production it is the wall clock ({@link WallClock}); on the
 * virtual ASIC in simulation mode the simulation's clock drives it, so a whole scenario runs
 * deterministically and faster than real time. Agent code takes one by constructor and never reads
 * {@code System.nanoTime()}, {@code Clock.systemUTC()} or starts timer threads of its own.
 */
public interface AgentTime {

    /** The current instant. */
    Instant now();

    /**
     * A monotonic reading in nanoseconds, for measuring how long work took. Simulated time does not
     * pass while work runs, so there it measures zero: measurements stay deterministic.
     */
    long nanoTime();

    /** Runs {@code task} once, {@code delay} (zero or more) from now. A task that throws is logged. */
    Timer schedule(Duration delay, Runnable task);

    /**
     * Runs {@code task} after {@code initialDelay}, then every {@code period}. Runs never overlap; a run
     * that ends late pushes the next one back instead of causing a burst of catch-up runs. A task that
     * throws is logged and keeps its schedule.
     */
    Timer scheduleAtFixedRate(Duration initialDelay, Duration period, Runnable task);

    /**
     * Starts a worker that runs {@code turn} whenever it is {@linkplain Worker#wake() woken}, one turn
     * at a time: on a thread of its own called {@code name} on the wall clock; as an event at the
     * current instant on the simulation's thread in simulation mode.
     */
    Worker startWorker(String name, Runnable turn);

    /**
     * Waits for {@code future}, for the one who owns the agent's lifecycle (startup, tests, scenarios):
     * on the wall clock it blocks; in simulation mode it runs the simulation until the future is done,
     * so it may only be called by the thread that drives the simulation, never from inside it. Gives up
     * with an {@link IllegalStateException} after a bound fixed by the implementation.
     *
     * @return the future's value
     * @throws RuntimeException the future's own failure, unwrapped when unchecked
     */
    <T> T await(CompletableFuture<T> future);

    /** This time source as a UTC {@link Clock}, for code written against {@code java.time}. */
    default Clock clock() {
        return new AgentTimeClock(this);
    }

    /**
     * The outcome of a completed future: its value, or its failure (unchecked ones as they are, so
     * callers can catch their own exception types; checked ones in a {@link CompletionException}).
     */
    static <T> T outcome(CompletableFuture<T> done) {
        try {
            return done.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw e;
        }
    }
}
