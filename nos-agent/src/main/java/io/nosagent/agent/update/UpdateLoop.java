package io.nosagent.agent.update;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The single thread that owns every ASIC write. Work is queued and run one item at a time in
 * submission order, except urgent work (fast failover on a port going down), which runs before
 * anything still waiting.
 */
public final class UpdateLoop implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(UpdateLoop.class);

    private final PriorityBlockingQueue<Task<?>> queue = new PriorityBlockingQueue<>();
    private final AtomicLong sequence = new AtomicLong();
    private final Thread thread;
    private volatile boolean running = true;

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

    public UpdateLoop() {
        thread = Thread.ofPlatform().name("nos-update").daemon(false).unstarted(this::loop);
        thread.start();
    }

    /** Queues work behind everything already submitted. */
    public <T> CompletableFuture<T> submit(Callable<T> work) {
        return enqueue(false, work);
    }

    /** Queues work ahead of all non-urgent work still waiting. */
    public <T> CompletableFuture<T> submitUrgent(Callable<T> work) {
        return enqueue(true, work);
    }

    public boolean isUpdateThread() {
        return Thread.currentThread() == thread;
    }

    private <T> CompletableFuture<T> enqueue(boolean urgent, Callable<T> work) {
        var result = new CompletableFuture<T>();
        if (!running) {
            result.completeExceptionally(new IllegalStateException("update loop stopped"));
            return result;
        }
        queue.add(new Task<>(urgent, sequence.incrementAndGet(), work, result));
        return result;
    }

    private void loop() {
        while (running || !queue.isEmpty()) {
            try {
                Task<?> task = queue.poll(100, TimeUnit.MILLISECONDS);
                if (task != null) {
                    task.run();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            } catch (RuntimeException e) {
                log.error("update loop task failed outside its future", e);
            }
        }
    }

    /** Runs what is queued, then stops the thread. */
    @Override
    public void close() {
        running = false;
        try {
            thread.join(TimeUnit.SECONDS.toMillis(30));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
