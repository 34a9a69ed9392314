package io.nosagent.agent.gnmi.subscribe;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;

/** Runs tasks one at a time, in submission order, on a shared pool: one stream's work never overlaps. */
final class SerialExecutor implements Executor {

    private final Executor pool;
    private final Queue<Runnable> tasks = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean scheduled = new AtomicBoolean();
    private final Thread.UncaughtExceptionHandler onFailure;

    SerialExecutor(Executor pool, Thread.UncaughtExceptionHandler onFailure) {
        this.pool = pool;
        this.onFailure = onFailure;
    }

    @Override
    public void execute(Runnable task) {
        tasks.add(task);
        schedule();
    }

    private void schedule() {
        if (scheduled.compareAndSet(false, true)) {
            try {
                pool.execute(this::runAll);
            } catch (RejectedExecutionException e) {
                // The engine is stopping: nothing more will run for this stream.
                tasks.clear();
                scheduled.set(false);
            }
        }
    }

    private void runAll() {
        try {
            Runnable task;
            while ((task = tasks.poll()) != null) {
                try {
                    task.run();
                } catch (RuntimeException e) {
                    onFailure.uncaughtException(Thread.currentThread(), e);
                }
            }
        } finally {
            scheduled.set(false);
            if (!tasks.isEmpty()) {
                schedule();
            }
        }
    }
}
