package io.nosagent.agent.gnmi.subscribe;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs one stream's tasks one at a time on shared pools, so its work never overlaps. Ordinary work
 * (samples, syncs, requests) runs on the worker pool in submission order. Urgent work (a change to
 * send) runs before any ordinary task of the stream not yet started, and is started from a pool of
 * its own: it does not wait behind other streams' samples queued on the worker pool.
 */
final class SerialExecutor implements Executor {

    private final Executor pool;
    private final Executor urgentPool;
    private final Queue<Runnable> tasks = new ConcurrentLinkedQueue<>();
    private final Queue<Runnable> urgent = new ConcurrentLinkedQueue<>();
    /** A runner is waiting to start on the pool / on the urgent pool (at most one of each). */
    private final AtomicBoolean scheduled = new AtomicBoolean();
    private final AtomicBoolean urgentScheduled = new AtomicBoolean();
    /** A runner holds the stream: only it runs the stream's tasks. */
    private final AtomicBoolean running = new AtomicBoolean();
    private final Thread.UncaughtExceptionHandler onFailure;

    SerialExecutor(Executor pool, Executor urgentPool, Thread.UncaughtExceptionHandler onFailure) {
        this.pool = pool;
        this.urgentPool = urgentPool;
        this.onFailure = onFailure;
    }

    @Override
    public void execute(Runnable task) {
        tasks.add(task);
        schedule(false);
    }

    /** Runs {@code task} before the ordinary tasks still waiting, started from the urgent pool. */
    void executeUrgent(Runnable task) {
        urgent.add(task);
        schedule(true);
    }

    private void schedule(boolean onUrgentPool) {
        AtomicBoolean flag = onUrgentPool ? urgentScheduled : scheduled;
        if (flag.compareAndSet(false, true)) {
            try {
                (onUrgentPool ? urgentPool : pool).execute(() -> run(onUrgentPool));
            } catch (RejectedExecutionException e) {
                // The engine is stopping: nothing more will run for this stream.
                tasks.clear();
                urgent.clear();
                flag.set(false);
            }
        }
    }

    /**
     * Runs what the stream has waiting while no other runner holds it. A runner on the urgent pool runs
     * urgent tasks only (ordinary work stays on the worker pool); one on the worker pool runs both,
     * urgent first. Whoever lets go checks the queues again, so a task added meanwhile is never left.
     */
    private void run(boolean onUrgentPool) {
        (onUrgentPool ? urgentScheduled : scheduled).set(false);
        while (running.compareAndSet(false, true)) {
            try {
                Runnable task;
                while ((task = urgent.poll()) != null || (!onUrgentPool && (task = tasks.poll()) != null)) {
                    try {
                        task.run();
                    } catch (RuntimeException e) {
                        onFailure.uncaughtException(Thread.currentThread(), e);
                    }
                }
            } finally {
                running.set(false);
            }
            if (urgent.isEmpty() && (onUrgentPool || tasks.isEmpty())) {
                break;
            }
        }
        if (onUrgentPool && !tasks.isEmpty()) {
            schedule(false);
        }
    }
}
