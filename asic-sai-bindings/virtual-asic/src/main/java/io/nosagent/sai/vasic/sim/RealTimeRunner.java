package io.nosagent.sai.vasic.sim;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;

/**
 * Runs a {@link Simulation} on its own daemon thread ({@value #THREAD_NAME}), paced to the wall clock:
 * simulated time advances in batches of at least {@code batch} (counters are published after each)
 * and the thread sleeps whenever the next batch would run ahead of the wall clock.
 * When the load is too high to keep up, the simulation does not skip or drop anything: it runs slower
 * than real time, re-anchors the pacing, and logs a warning (at most every 30 s) with the ratio it
 * achieves.
 */
public final class RealTimeRunner implements AutoCloseable {

    public static final String THREAD_NAME = "vasic-simulation";
    private static final Logger LOG = LoggerFactory.getLogger(RealTimeRunner.class);
    /** How far behind the wall clock the simulation may fall before it re-anchors and warns. */
    private static final long MAX_LAG_NS = 100_000_000;
    private static final long WARN_EVERY_NS = 30_000_000_000L;
    /** Catching up after a slow stretch goes in steps of at most this many batches, so counters keep flowing. */
    private static final long MAX_CATCH_UP_BATCHES = 10;

    private final Simulation simulation;
    private final long batchNs;
    private final Thread thread;
    private volatile boolean running = true;
    private volatile double speed = 1.0;
    private volatile Throwable failure;

    private RealTimeRunner(Simulation simulation, Duration batch) {
        this.simulation = simulation;
        this.batchNs = batch.toNanos();
        if (batchNs <= 0) {
            throw new IllegalArgumentException("batch must be positive: " + batch);
        }
        this.thread = Thread.ofPlatform().name(THREAD_NAME).daemon(true).unstarted(this::loop);
    }

    /** Starts pacing {@code simulation} in batches of 1 ms; from now on only its thread may run it. */
    public static RealTimeRunner start(Simulation simulation) {
        return start(simulation, Duration.ofMillis(1));
    }

    public static RealTimeRunner start(Simulation simulation, Duration batch) {
        var runner = new RealTimeRunner(simulation, batch);
        runner.thread.start();
        return runner;
    }

    /** Simulated time per wall time over the last second or so: 1.0 when keeping up. */
    public double speed() {
        return speed;
    }

    public boolean isRunning() {
        return running && thread.isAlive();
    }

    /** What stopped the thread, if an event failed; null while healthy. */
    public Throwable failure() {
        return failure;
    }

    private void loop() {
        long wallAnchor = System.nanoTime();
        long simAnchor = simulation.now();
        long windowWall = wallAnchor;
        long windowSim = simAnchor;
        long lastWarning = wallAnchor - WARN_EVERY_NS;
        try {
            while (running) {
                long wall = System.nanoTime();
                long target = simAnchor + (wall - wallAnchor);
                long ahead = simulation.now() + batchNs - target;
                if (ahead > 0) {
                    // A whole batch would put simulated time ahead of the wall clock: wait for it.
                    sleepNanos(ahead);
                    continue;
                }
                simulation.runUntil(Math.min(target, simulation.now() + MAX_CATCH_UP_BATCHES * batchNs));
                wall = System.nanoTime();
                if (wall - windowWall >= 1_000_000_000L) {
                    speed = (simulation.now() - windowSim) / (double) (wall - windowWall);
                    windowWall = wall;
                    windowSim = simulation.now();
                }
                long lag = simAnchor + (wall - wallAnchor) - simulation.now();
                if (lag > MAX_LAG_NS) {
                    if (wall - lastWarning >= WARN_EVERY_NS) {
                        // A stall (CPU contention, GC) can cause this with the speed of the last second near 1.
                        LOG.warn("simulation fell {} ms behind the wall clock ({}x real time over the last second); "
                                + "nothing is dropped, simulated time just runs slower",
                                lag / 1_000_000, String.format("%.2f", speed));
                        lastWarning = wall;
                    }
                    wallAnchor = wall;
                    simAnchor = simulation.now();
                }
            }
        } catch (RuntimeException | Error e) {
            failure = e;
            LOG.error("simulation stopped at {} ns: an event failed", simulation.now(), e);
        }
    }

    private static void sleepNanos(long ns) {
        try {
            Thread.sleep(Duration.ofNanos(ns));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops the thread after its current batch and waits for it. */
    @Override
    public void close() {
        running = false;
        try {
            thread.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
