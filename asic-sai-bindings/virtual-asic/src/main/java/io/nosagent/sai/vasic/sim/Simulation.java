package io.nosagent.sai.vasic.sim;

import io.nosagent.sai.vasic.packet.PacketPool;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A discrete-event simulation: a nanosecond {@link SimClock}, the {@link EventQueue}, one seeded
 * random source split per component, and the packet pool. Single-threaded: whoever runs it (a test,
 * a benchmark, the {@link RealTimeRunner}'s thread) is the only thread that touches what it simulates;
 * other threads hand work over with {@link #submit}.
 *
 * <p>Repeatable: events run in (time, scheduling order); randomness comes only from
 * {@link #newRandom()}, split from the seed in the order components ask; nothing reads the wall
 * clock. The same inputs and seed give the same results, bit for bit.
 */
public final class Simulation {

    private final long seed;
    private final SplittableRandom root;
    private final SimClock clock = new SimClock();
    private final EventQueue events = new EventQueue();
    private final PacketPool packets = new PacketPool();
    private final List<BatchListener> batchListeners = new ArrayList<>();
    private final ConcurrentLinkedQueue<Runnable> submitted = new ConcurrentLinkedQueue<>();
    /** The thread inside {@link #runUntil} now, else null. */
    private final AtomicReference<Thread> runner = new AtomicReference<>();
    private long eventsRun;

    public Simulation(long seed) {
        this.seed = seed;
        this.root = new SplittableRandom(seed);
    }

    public long seed() {
        return seed;
    }

    /** Simulated time, ns. */
    public long now() {
        return clock.now();
    }

    /** A random source of its own for one component; components must ask in a fixed order. */
    public SplittableRandom newRandom() {
        return root.split();
    }

    public PacketPool packets() {
        return packets;
    }

    /** Runs {@code handler.onEvent(kind, arg, subject)} at simulated time {@code at} (not before now). */
    public void schedule(long at, EventHandler handler, int kind, long arg, Object subject) {
        if (at < clock.now()) {
            throw new IllegalArgumentException("cannot schedule at " + at + " ns, before now (" + clock.now() + " ns)");
        }
        events.add(at, handler, kind, arg, subject);
    }

    public void scheduleIn(long delayNs, EventHandler handler, int kind, long arg, Object subject) {
        schedule(clock.now() + delayNs, handler, kind, arg, subject);
    }

    public void addBatchListener(BatchListener listener) {
        batchListeners.add(listener);
    }

    public void removeBatchListener(BatchListener listener) {
        batchListeners.remove(listener);
    }

    /** Queues work from any thread; it runs on the simulation's thread before the next batch. */
    public void submit(Runnable work) {
        submitted.add(work);
    }

    /**
     * Runs every event up to and including {@code time}, then leaves the clock at {@code time}. One batch.
     * Refused from inside the simulation (an event, submitted work, a batch listener) and while another
     * thread runs it: either would run events out of order.
     */
    public void runUntil(long time) {
        if (time < clock.now()) {
            throw new IllegalArgumentException("cannot run back to " + time + " ns from " + clock.now() + " ns");
        }
        Thread me = Thread.currentThread();
        if (!runner.compareAndSet(null, me)) {
            Thread other = runner.get();
            throw new IllegalStateException(other == me
                    ? "runUntil called from inside the simulation; schedule an event instead"
                    : "the simulation is already running on thread " + (other == null ? "?" : other.getName()));
        }
        try {
            beginBatch();
            while (!events.isEmpty() && events.peekTime() <= time) {
                events.fireNext(clock);
                eventsRun++;
            }
            clock.advanceTo(time);
            endBatch();
        } finally {
            runner.set(null);
        }
    }

    /** Whether the calling thread is the one running this simulation right now (inside {@link #runUntil}). */
    public boolean onSimulationThread() {
        return runner.get() == Thread.currentThread();
    }

    /** Whether some thread is inside {@link #runUntil} now. */
    public boolean isRunning() {
        return runner.get() != null;
    }

    /** Simulated time of the earliest pending event, ns; {@link Long#MAX_VALUE} when none is pending. */
    public long nextEventAt() {
        return events.isEmpty() ? Long.MAX_VALUE : events.peekTime();
    }

    public void runFor(long durationNs) {
        runUntil(clock.now() + durationNs);
    }

    public void runFor(Duration duration) {
        runFor(duration.toNanos());
    }

    /** Events run since the start: the simulator's unit of work. */
    public long eventsRun() {
        return eventsRun;
    }

    public int pendingEvents() {
        return events.size();
    }

    private void beginBatch() {
        Runnable work;
        while ((work = submitted.poll()) != null) {
            work.run();
        }
        long now = clock.now();
        for (int i = 0; i < batchListeners.size(); i++) {
            batchListeners.get(i).beforeBatch(now);
        }
    }

    private void endBatch() {
        long now = clock.now();
        for (int i = 0; i < batchListeners.size(); i++) {
            batchListeners.get(i).afterBatch(now);
        }
    }
}
