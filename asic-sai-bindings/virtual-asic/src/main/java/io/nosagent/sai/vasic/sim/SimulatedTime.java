package io.nosagent.sai.vasic.sim;

import io.nosagent.sai.time.AgentTime;
import io.nosagent.sai.time.Timer;
import io.nosagent.sai.time.Worker;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The agent's time in simulation mode: a {@link Simulation} drives it. Instants are a fixed epoch plus
 * simulated nanoseconds; timed tasks and the update loop's turns are simulation events, so the agent
 * runs on the simulation's thread, interleaved with the data plane in one deterministic order: the
 * same seed and inputs give the same SAI calls, counters and event times.
 *
 * <p>Whoever owns the agent's lifecycle (a test, a scenario) drives the simulation through
 * {@link #runFor}, {@link #runUntil} and {@link #await}, from one thread. It runs in batches of at most
 * {@code batch} when events are dense, as the {@link RealTimeRunner} does, because the data plane takes
 * in the agent's programming before each batch and publishes counters after it; idle stretches are
 * skipped. Scheduling from another thread goes through {@link Simulation#submit} and takes effect
 * before the next batch.
 */
public final class SimulatedTime implements AgentTime {

    /** Where simulated time starts, as an instant: fixed, so runs agree on every timestamp. */
    public static final Instant EPOCH = Instant.parse("2025-01-01T00:00:00Z");
    /** Longest batch: the real-time runner's, so a simulated run sees counters as fresh as a paced one. */
    public static final Duration DEFAULT_BATCH = Duration.ofMillis(1);
    /** How much simulated time {@link #await} gives work before calling it stuck. */
    public static final Duration DEFAULT_AWAIT_LIMIT = Duration.ofHours(1);

    private static final Logger log = LoggerFactory.getLogger(SimulatedTime.class);

    private final Simulation sim;
    private final Instant epoch;
    private final long batchNs;
    private final Duration awaitLimit;

    /** Time on {@code sim} from {@link #EPOCH}, batches of {@link #DEFAULT_BATCH}, awaits of {@link #DEFAULT_AWAIT_LIMIT}. */
    public SimulatedTime(Simulation sim) {
        this(sim, EPOCH, DEFAULT_BATCH, DEFAULT_AWAIT_LIMIT);
    }

    public SimulatedTime(Simulation sim, Instant epoch, Duration batch, Duration awaitLimit) {
        if (batch.isZero() || batch.isNegative() || awaitLimit.isZero() || awaitLimit.isNegative()) {
            throw new IllegalArgumentException("batch and await limit must be positive");
        }
        this.sim = sim;
        this.epoch = epoch;
        this.batchNs = batch.toNanos();
        this.awaitLimit = awaitLimit;
    }

    public Simulation simulation() {
        return sim;
    }

    /** The instant simulated time 0 stands for. */
    public Instant epoch() {
        return epoch;
    }

    @Override
    public Instant now() {
        return epoch.plusNanos(sim.now());
    }

    @Override
    public long nanoTime() {
        return sim.now();
    }

    @Override
    public Timer schedule(Duration delay, Runnable task) {
        requireNotNegative(delay, "delay");
        var timer = new SimTimer(task, 0);
        place(timer, delay.toNanos());
        return timer;
    }

    @Override
    public Timer scheduleAtFixedRate(Duration initialDelay, Duration period, Runnable task) {
        requireNotNegative(initialDelay, "initial delay");
        if (period.isZero() || period.isNegative()) {
            throw new IllegalArgumentException("period must be positive: " + period);
        }
        var timer = new SimTimer(task, period.toNanos());
        place(timer, initialDelay.toNanos());
        return timer;
    }

    @Override
    public Worker startWorker(String name, Runnable turn) {
        return new EventWorker(turn);
    }

    /**
     * Runs the simulation until {@code future} is done: first whatever is due now, without moving the
     * clock, then batch after batch. Only from the thread that drives the simulation.
     *
     * @throws IllegalStateException when called from inside the simulation, when nothing left to simulate
     *                               could complete it, or after {@code awaitLimit} of simulated time
     */
    @Override
    public <T> T await(CompletableFuture<T> future) {
        if (sim.onSimulationThread()) {
            throw new IllegalStateException("await from inside the simulation (an event, timer or update-loop task) "
                    + "would wait for itself; chain on the future instead");
        }
        long start = sim.now();
        long limit = start + awaitLimit.toNanos();
        sim.runUntil(start);
        while (!future.isDone()) {
            long next = sim.nextEventAt();
            if (next == Long.MAX_VALUE) {
                throw new IllegalStateException("awaited work cannot complete: nothing is left to simulate at " + now());
            }
            if (next > limit) {
                throw new IllegalStateException("awaited work not done after " + awaitLimit + " of simulated time (since "
                        + epoch.plusNanos(start) + ")");
            }
            sim.runUntil(Math.max(next, Math.min(sim.now() + batchNs, limit)));
        }
        return AgentTime.outcome(future);
    }

    /** Runs {@code duration} of simulated time. Only from the thread that drives the simulation. */
    public void runFor(Duration duration) {
        requireNotNegative(duration, "duration");
        runUntilNs(sim.now() + duration.toNanos());
    }

    /** Runs simulated time up to and including {@code at}. Only from the thread that drives the simulation. */
    public void runUntil(Instant at) {
        runUntilNs(Duration.between(epoch, at).toNanos());
    }

    private void runUntilNs(long target) {
        if (target < sim.now()) {
            throw new IllegalArgumentException("cannot run back to " + epoch.plusNanos(target) + " from " + now());
        }
        do {
            // Dense events: one batch at a time. Idle: straight to the next event.
            long step = Math.max(sim.now() + batchNs, Math.min(sim.nextEventAt(), target));
            sim.runUntil(Math.min(step, target));
        } while (sim.now() < target);
    }

    private void place(SimTimer timer, long delayNs) {
        if (sim.onSimulationThread()) {
            sim.scheduleIn(delayNs, timer, 0, 0, null);
        } else {
            sim.submit(() -> sim.scheduleIn(delayNs, timer, 0, 0, null));
        }
    }

    private static void requireNotNegative(Duration d, String what) {
        if (d.isNegative()) {
            throw new IllegalArgumentException(what + " must not be negative: " + d);
        }
    }

    /** A task as a simulation event; a periodic one schedules its next run exactly one period on. */
    private final class SimTimer implements Timer, EventHandler {
        private final Runnable task;
        private final long periodNs;
        private volatile boolean cancelled;

        SimTimer(Runnable task, long periodNs) {
            this.task = task;
            this.periodNs = periodNs;
        }

        @Override
        public void onEvent(int kind, long arg, Object subject) {
            if (cancelled) {
                return;
            }
            try {
                task.run();
            } catch (RuntimeException e) {
                log.warn("timed task failed at {}", now(), e);
            }
            if (periodNs > 0 && !cancelled) {
                sim.scheduleIn(periodNs, this, 0, 0, null);
            }
        }

        @Override
        public void cancel() {
            cancelled = true;
        }

        @Override
        public boolean isCancelled() {
            return cancelled;
        }
    }

    /** Turns as events at the current instant; one is pending at most, as a woken thread would have. */
    private final class EventWorker implements Worker {
        private final Runnable turn;
        private final AtomicBoolean owed = new AtomicBoolean();
        private volatile boolean closed;

        EventWorker(Runnable turn) {
            this.turn = turn;
        }

        @Override
        public void wake() {
            if (!closed && owed.compareAndSet(false, true)) {
                schedule(Duration.ZERO, this::take);
            }
        }

        private void take() {
            if (owed.getAndSet(false)) {
                turn.run();
            }
        }

        /** Runs an owed turn here, unless another thread is running the simulation: then its event will. */
        @Override
        public void close() {
            closed = true;
            if (!sim.isRunning() || sim.onSimulationThread()) {
                take();
            }
        }
    }
}
