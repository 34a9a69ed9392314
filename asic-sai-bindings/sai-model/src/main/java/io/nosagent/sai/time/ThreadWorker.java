package io.nosagent.sai.time;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

/**
 * A {@link Worker} on a thread of its own. Not a daemon: the JVM waits for work it was given
 * (a commit being persisted) unless the worker is closed. While its work is {@linkplain #urgent urgent} (a failover's
 * group updates: short and bounded) the thread runs {@linkplain CpuPriority#realTime real-time} where the host allows,
 * else at the nice value it started with.
 */
final class ThreadWorker implements Worker {

    private static final Logger log = LoggerFactory.getLogger(ThreadWorker.class);

    private final Runnable turn;
    private final AtomicBoolean owed = new AtomicBoolean();
    private final Thread thread;
    private final CpuPriority cpu;
    /** What a refused priority change names, made once: urgent(true) runs on the failover's path. */
    private final String urgentWork;
    private volatile boolean running = true;
    /** The thread's kernel id and nice value as it started: known once it runs (0 before). */
    private volatile int tid;
    private volatile int ownNice;
    private volatile boolean urgent;

    ThreadWorker(String name, Runnable turn, CpuPriority cpu) {
        this.turn = turn;
        this.cpu = cpu;
        this.urgentWork = name + "'s urgent work";
        this.thread = Thread.ofPlatform().name(name).daemon(false).unstarted(this::loop);
        thread.start();
    }

    @Override
    public void wake() {
        if (running) {
            owed.set(true);
            LockSupport.unpark(thread);
        }
    }

    @Override
    public void urgent(boolean urgent) {
        this.urgent = urgent;
        int t = tid;
        if (t > 0) {
            if (urgent) {
                cpu.realTime(t, urgentWork);
            } else {
                cpu.setNice(t, ownNice, urgentWork);
            }
        }
    }

    private void loop() {
        int t = cpu.currentThreadId();
        ownNice = cpu.nice(t).orElse(0);
        tid = t;
        if (urgent) {
            urgent(true); // asked before the thread knew its id
        }
        while (true) {
            if (owed.getAndSet(false)) {
                try {
                    turn.run();
                } catch (RuntimeException e) {
                    log.error("{} turn failed", thread.getName(), e);
                }
            } else if (!running) {
                return;
            } else {
                LockSupport.park(this);
            }
        }
    }

    @Override
    public void close() {
        running = false;
        LockSupport.unpark(thread);
        if (Thread.currentThread() != thread) {
            try {
                thread.join(TimeUnit.SECONDS.toMillis(30));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
