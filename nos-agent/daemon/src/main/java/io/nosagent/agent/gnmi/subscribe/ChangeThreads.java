package io.nosagent.agent.gnmi.subscribe;

import io.nosagent.sai.time.CpuPriority;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongSupplier;

/**
 * The threads that send ON_CHANGE updates. Each runs its changes {@linkplain CpuPriority#realTime real-time} while it
 * stays within {@link #BUDGET_NANOS} of running in every {@link #WINDOW_NANOS}, and past that at the
 * {@linkplain CpuPriority#HIGHEST highest} time-sharing priority until the window ends. Real-time, a woken thread takes
 * a core at once; time-sharing, however high its nice value, it waited for the running thread's slice or the next
 * 4 ms tick at each hop (a link flip's p99 over 5 ms on 2 busy cores). The budget is what makes real-time safe here:
 * an AFT's pass after a large BGP change runs for seconds, and real-time for that long would keep bgpd, zebra and
 * bfdd off the cores. A change that overruns while it runs is moved to time-sharing by an overseer thread, real-time
 * above the changes, that looks every {@link #OVERSEE_NANOS} while a change runs real-time and sleeps otherwise.
 * Idle threads stay real-time (a blocked thread costs nothing), so the next change is woken real-time. Where the host
 * refuses real-time, the threads run at the highest nice value it grants.
 */
final class ChangeThreads extends ThreadPoolExecutor {

    /** The most a thread runs real-time in a window: ~10% of a core, whatever the changes. */
    static final long BUDGET_NANOS = TimeUnit.MILLISECONDS.toNanos(10);
    static final long WINDOW_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    /** How often the overseer looks while a change runs real-time: an overrun lasts at most about this long. */
    static final long OVERSEE_NANOS = TimeUnit.MILLISECONDS.toNanos(2);

    private static final Logger log = LoggerFactory.getLogger(ChangeThreads.class);
    private static final String WHAT = "ON_CHANGE sends";

    /** One thread's standing in its window. Guarded by itself. */
    private static final class Budget {
        final int tid;
        /** Whether the host lets this thread run real-time at all. */
        final boolean allowed;
        boolean realTime;
        long windowStart;
        long used;
        /** When the running change started, or -1 while idle. */
        long started = -1;

        Budget(int tid, boolean allowed, long now) {
            this.tid = tid;
            this.allowed = allowed;
            this.realTime = allowed;
            this.windowStart = now;
        }
    }

    private final CpuPriority cpu;
    private final LongSupplier clock;
    private final List<Budget> budgets = new CopyOnWriteArrayList<>();
    private final ThreadLocal<Budget> own = new ThreadLocal<>();
    private final AtomicLong overruns = new AtomicLong();
    private final Thread overseer;
    private volatile boolean overseerAsleep;

    /** {@code threads} threads from {@code factory}, overseen on a thread of their own. */
    ChangeThreads(int threads, ThreadFactory factory, CpuPriority cpu) {
        this(threads, factory, cpu, System::nanoTime, true);
    }

    /** With the clock given and, for tests that oversee by hand ({@link #oversee()}), without the overseer thread. */
    ChangeThreads(int threads, ThreadFactory factory, CpuPriority cpu, LongSupplier clock, boolean overseen) {
        super(threads, threads, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>());
        this.cpu = cpu;
        this.clock = clock;
        setThreadFactory(work -> factory.newThread(() -> {
            int tid = cpu.currentThreadId();
            boolean allowed = cpu.realTime(tid, WHAT) && cpu.isRealTime(tid); // the fallback is nice -20
            var budget = new Budget(tid, allowed, clock.getAsLong());
            own.set(budget);
            budgets.add(budget);
            work.run();
        }));
        this.overseer = overseen ? Thread.ofPlatform().name("nos-telemetry-overseer").daemon(true).unstarted(this::overseeLoop) : null;
        if (overseer != null) {
            overseer.start();
        }
    }

    /** Changes moved to time-sharing because they ran past their thread's budget. */
    long overruns() {
        return overruns.get();
    }

    @Override
    protected void beforeExecute(Thread thread, Runnable change) {
        Budget b = own.get();
        boolean watch;
        synchronized (b) {
            long now = clock.getAsLong();
            if (now - b.windowStart >= WINDOW_NANOS) {
                b.windowStart = now;
                b.used = 0;
                if (b.allowed && !b.realTime) {
                    b.realTime = cpu.realTime(b.tid, WHAT);
                }
            }
            b.started = now;
            watch = b.realTime;
        }
        if (watch && overseerAsleep) {
            LockSupport.unpark(overseer);
        }
    }

    @Override
    protected void afterExecute(Runnable change, Throwable failure) {
        Budget b = own.get();
        synchronized (b) {
            if (b.realTime) {
                b.used += clock.getAsLong() - b.started;
                if (b.used >= BUDGET_NANOS) {
                    timeSharing(b); // spent: the rest of the window's changes run time-sharing
                }
            }
            b.started = -1;
        }
    }

    /** Moves each change running real-time past its budget to time-sharing; answers whether one still runs real-time. */
    boolean oversee() {
        boolean watching = false;
        for (Budget b : budgets) {
            synchronized (b) {
                if (!b.realTime || b.started < 0) {
                    continue;
                }
                if (b.used + clock.getAsLong() - b.started >= BUDGET_NANOS) {
                    timeSharing(b);
                    overruns.incrementAndGet();
                    log.debug("an ON_CHANGE send on thread {} ran past its real-time budget: it goes on time-sharing", b.tid);
                } else {
                    watching = true;
                }
            }
        }
        return watching;
    }

    private void timeSharing(Budget b) {
        cpu.setNice(b.tid, CpuPriority.HIGHEST, WHAT);
        b.realTime = false;
    }

    private void overseeLoop() {
        cpu.realTime(cpu.currentThreadId(), CpuPriority.OVERSEER, "overseeing ON_CHANGE sends");
        while (!isTerminated()) {
            if (oversee()) {
                LockSupport.parkNanos(OVERSEE_NANOS);
                continue;
            }
            // Asleep until a change starts real-time; looked again after saying so, so no start is missed.
            overseerAsleep = true;
            if (!oversee()) {
                LockSupport.park(this);
            }
            overseerAsleep = false;
        }
    }

    @Override
    protected void terminated() {
        if (overseer != null) {
            LockSupport.unpark(overseer);
        }
    }
}
