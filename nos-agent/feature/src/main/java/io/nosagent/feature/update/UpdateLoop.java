package io.nosagent.feature.update;

import io.nosagent.sai.time.AgentTime;
import io.nosagent.sai.time.Worker;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Where every ASIC write runs: queued work, one item at a time, in submission order, except urgent
 * work (fast failover on a port going down, a watchdog action), which runs before anything still
 * waiting. The work runs on a {@link Worker} of the agent's {@link AgentTime}: the update thread in
 * production; in simulation mode events on the simulation's thread at the current instant. Background
 * work on other threads (snapshot compression) can {@linkplain #yieldToUrgentWork() step aside} while urgent
 * work waits or runs, so failover has the CPU to itself; and while urgent work is queued or running the update
 * thread runs at the highest CPU priority the host grants ({@link Worker#urgent}), raised before it is woken, so
 * neither the agent's other threads nor the rest of the machine (on the virtual ASIC: its simulation, the JIT still
 * compiling) hold the failover back.
 */
public final class UpdateLoop implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(UpdateLoop.class);

    private final PriorityBlockingQueue<Task<?>> queue = new PriorityBlockingQueue<>();
    private final AtomicLong sequence = new AtomicLong();
    private final Worker worker;
    /** The thread running a turn now, else null. */
    private volatile Thread turnThread;
    private volatile boolean running = true;
    /** Urgent work queued or running; background work waits while it is above 0. */
    private final AtomicInteger urgent = new AtomicInteger();
    private final Object urgentDone = new Object();

    private record Task<T>(boolean urgent, long seq, Callable<T> work, CompletableFuture<T> result)
            implements Comparable<Task<?>> {
        @Override
        public int compareTo(Task<?> o) {
            if (urgent != o.urgent) {
                return urgent ? -1 : 1;
            }
            return Long.compare(seq, o.seq);
        }

        void run() {
            try {
                result.complete(work.call());
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        }
    }

    public UpdateLoop(AgentTime time) {
        this.worker = time.startWorker("nos-update", this::drain);
    }

    /** Queues work behind everything already submitted. */
    public <T> CompletableFuture<T> submit(Callable<T> work) {
        return enqueue(false, work);
    }

    /**
     * Queues {@code work} nobody waits for (a packet to act on, a timer's turn): a failure is logged as
     * {@code what} failed, never lost.
     */
    public void run(String what, Runnable work) {
        submit(() -> {
            work.run();
            return null;
        }).whenComplete((ok, failure) -> {
            if (failure != null) {
                log.error("{} failed", what, failure);
            }
        });
    }

    /** Queues work ahead of all non-urgent work still waiting. */
    public <T> CompletableFuture<T> submitUrgent(Callable<T> work) {
        return enqueue(true, work);
    }

    /**
     * Blocks the calling (background) thread while urgent work is queued or running; returns at once
     * otherwise, and on the update thread itself. Cheap to call often: one volatile read when nothing is urgent.
     */
    public void yieldToUrgentWork() {
        if (urgent.get() == 0 || isUpdateThread()) {
            return;
        }
        synchronized (urgentDone) {
            try {
                while (urgent.get() > 0 && running) {
                    urgentDone.wait(100); // bounded: a missed wake-up costs at most this
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Whether work is still taken: false once {@link #close} began (work submitted then fails). */
    public boolean isRunning() {
        return running;
    }

    /** Whether the caller is running update-loop work right now. */
    public boolean isUpdateThread() {
        return Thread.currentThread() == turnThread;
    }

    private <T> CompletableFuture<T> enqueue(boolean urgent, Callable<T> work) {
        var result = new CompletableFuture<T>();
        if (!running) {
            result.completeExceptionally(new IllegalStateException("update loop stopped"));
            return result;
        }
        if (urgent && this.urgent.incrementAndGet() == 1) {
            worker.urgent(true);
        }
        queue.add(new Task<>(urgent, sequence.incrementAndGet(), work, result));
        worker.wake();
        return result;
    }

    /** One turn: everything queued, urgent first, including work queued meanwhile. */
    private void drain() {
        turnThread = Thread.currentThread();
        try {
            Task<?> task;
            while ((task = queue.poll()) != null) {
                task.run();
                if (task.urgent() && urgent.decrementAndGet() == 0) {
                    worker.urgent(false);
                    if (urgent.get() > 0) {
                        worker.urgent(true); // queued between the count reaching 0 and the line above
                    }
                    synchronized (urgentDone) {
                        urgentDone.notifyAll();
                    }
                }
            }
        } finally {
            turnThread = null;
        }
    }

    /** Runs what is queued, then stops; work queued too late to run fails. */
    @Override
    public void close() {
        running = false;
        worker.close();
        Task<?> late;
        while ((late = queue.poll()) != null) {
            late.result().completeExceptionally(new IllegalStateException("update loop stopped"));
        }
        urgent.set(0);
        synchronized (urgentDone) {
            urgentDone.notifyAll();
        }
    }
}
