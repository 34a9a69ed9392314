package io.nosagent.sai.time;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Production time: the system clock, and one daemon timer thread ({@value #THREAD_NAME}) that runs
 * every timed task. Tasks should be short (a poll, queueing a commit); a task that throws is logged and
 * does not stop the thread or its own later runs. Workers get threads of their own, which run their urgent work at
 * the highest priority the host allows ({@link CpuPriority}).
 */
public final class WallClock implements AgentTime, AutoCloseable {

    static final String THREAD_NAME = "nos-timer";
    /**
     * How long {@link #await} waits. Generous: a startup commit of a large config on a slow ASIC takes
     * seconds; only a hung backend takes this long.
     */
    public static final Duration DEFAULT_AWAIT_LIMIT = Duration.ofMinutes(10);

    private static final Logger log = LoggerFactory.getLogger(WallClock.class);

    private final Clock clock;
    private final Duration awaitLimit;
    private final ScheduledThreadPoolExecutor timers;
    /** For workers' urgent work. */
    private final CpuPriority cpu = CpuPriority.ofThisHost();

    /** The system clock in UTC, awaiting at most {@link #DEFAULT_AWAIT_LIMIT}. */
    public WallClock() {
        this(Clock.systemUTC(), DEFAULT_AWAIT_LIMIT);
    }

    public WallClock(Clock clock, Duration awaitLimit) {
        this.clock = clock;
        this.awaitLimit = awaitLimit;
        // Raised: the counter poll runs here, and on cores the simulator, the SAMPLE encoders and the collectors keep
        // busy a poll at the process's priority took 15-32 ms of wall time for a few of CPU, at times past the half
        // interval a sample waits for its read (a sample then carried the read its predecessor had). Every timer's
        // work here is short and periodic.
        ThreadFactory raised = Thread.ofPlatform().name(THREAD_NAME).daemon(true).factory();
        this.timers = new ScheduledThreadPoolExecutor(1, work -> raised.newThread(() -> {
            cpu.setNice(cpu.currentThreadId(), CpuPriority.HIGHEST, "the agent's timers (the counter poll among them)");
            work.run();
        }));
        timers.setRemoveOnCancelPolicy(true);
        timers.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
    }

    @Override
    public Instant now() {
        return clock.instant();
    }

    @Override
    public long nanoTime() {
        return System.nanoTime();
    }

    @Override
    public Timer schedule(Duration delay, Runnable task) {
        requireNotNegative(delay, "delay");
        var once = new Once(task);
        once.future = submit(once, delay.toNanos());
        return once;
    }

    @Override
    public Timer scheduleAtFixedRate(Duration initialDelay, Duration period, Runnable task) {
        requireNotNegative(initialDelay, "initial delay");
        if (period.isZero() || period.isNegative()) {
            throw new IllegalArgumentException("period must be positive: " + period);
        }
        var periodic = new Periodic(task, period.toNanos(), System.nanoTime() + initialDelay.toNanos());
        periodic.pending = submit(periodic, initialDelay.toNanos());
        return periodic;
    }

    @Override
    public Worker startWorker(String name, Runnable turn) {
        return new ThreadWorker(name, turn, cpu);
    }

    @Override
    public <T> T await(CompletableFuture<T> future) {
        try {
            future.get(awaitLimit.toNanos(), TimeUnit.NANOSECONDS);
        } catch (ExecutionException e) {
            // reported by outcome() below, unwrapped
        } catch (TimeoutException e) {
            throw new IllegalStateException("gave up waiting after " + awaitLimit.toSeconds() + " s of wall time");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting", e);
        }
        return AgentTime.outcome(future);
    }

    /** Stops the timer thread; scheduled tasks no longer run. */
    @Override
    public void close() {
        timers.shutdownNow();
    }

    private ScheduledFuture<?> submit(Runnable r, long delayNs) {
        try {
            return timers.schedule(r, delayNs, TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException e) {
            throw new IllegalStateException("the time source is closed", e);
        }
    }

    private static void requireNotNegative(Duration d, String what) {
        if (d.isNegative()) {
            throw new IllegalArgumentException(what + " must not be negative: " + d);
        }
    }

    private static void runLogged(Runnable task) {
        try {
            task.run();
        } catch (RuntimeException e) {
            log.warn("timed task failed", e);
        }
    }

    private static final class Once implements Timer, Runnable {
        private final Runnable task;
        private volatile ScheduledFuture<?> future;
        private volatile boolean cancelled;

        Once(Runnable task) {
            this.task = task;
        }

        @Override
        public void run() {
            if (!cancelled) {
                runLogged(task);
            }
        }

        @Override
        public void cancel() {
            cancelled = true;
            ScheduledFuture<?> f = future;
            if (f != null) {
                f.cancel(false);
            }
        }

        @Override
        public boolean isCancelled() {
            return cancelled;
        }
    }

    /** Re-schedules itself after each run, so a late run shifts the schedule instead of bursting. */
    private final class Periodic implements Timer, Runnable {
        private final Runnable task;
        private final long periodNs;
        /** When the next run is due, in System.nanoTime(); only the timer thread touches it after start. */
        private long due;
        private volatile ScheduledFuture<?> pending;
        private volatile boolean cancelled;

        Periodic(Runnable task, long periodNs, long due) {
            this.task = task;
            this.periodNs = periodNs;
            this.due = due;
        }

        @Override
        public void run() {
            if (cancelled) {
                return;
            }
            runLogged(task);
            due += periodNs;
            long now = System.nanoTime();
            if (due - now < 0) {
                due = now; // fell behind: run again now, once, rather than once per missed period
            }
            if (!cancelled) {
                try {
                    pending = timers.schedule(this, due - now, TimeUnit.NANOSECONDS);
                } catch (RejectedExecutionException e) {
                    cancelled = true; // the time source closed
                }
            }
        }

        @Override
        public void cancel() {
            cancelled = true;
            ScheduledFuture<?> p = pending;
            if (p != null) {
                p.cancel(false);
            }
        }

        @Override
        public boolean isCancelled() {
            return cancelled;
        }
    }
}
