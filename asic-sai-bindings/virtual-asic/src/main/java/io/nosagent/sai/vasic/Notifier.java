package io.nosagent.sai.vasic;

import io.nosagent.sai.SaiNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Consumer;

/**
 * Delivers notifications to subscribers on one daemon thread ({@value #THREAD_NAME}), in the order
 * they were raised, as a vendor SAI does on its own event thread. Raising only enqueues, so the store
 * can raise while it holds its lock and subscribers never run under it. A subscriber that throws is
 * logged and keeps receiving. The thread starts with the first subscriber.
 */
final class Notifier implements AutoCloseable {

    static final String THREAD_NAME = "vasic-notifier";
    private static final Logger LOG = LoggerFactory.getLogger(Notifier.class);

    private final BlockingQueue<SaiNotification> queue = new LinkedBlockingQueue<>();
    private final CopyOnWriteArrayList<Consumer<SaiNotification>> subscribers = new CopyOnWriteArrayList<>();
    private Thread dispatcher;
    private boolean closed;

    synchronized AutoCloseable subscribe(Consumer<SaiNotification> subscriber) {
        if (closed) {
            throw new IllegalStateException("the virtual ASIC is closed");
        }
        subscribers.add(subscriber);
        if (dispatcher == null) {
            dispatcher = Thread.ofPlatform().name(THREAD_NAME).daemon(true).start(this::dispatch);
        }
        return () -> subscribers.remove(subscriber);
    }

    /** Queues {@code n} for delivery; dropped when nobody subscribes, as an unregistered SAI callback would be. */
    void raise(SaiNotification n) {
        if (!subscribers.isEmpty()) {
            queue.add(n);
        }
    }

    private void dispatch() {
        try {
            while (true) {
                SaiNotification n = queue.take();
                for (Consumer<SaiNotification> s : subscribers) {
                    try {
                        s.accept(n);
                    } catch (RuntimeException e) {
                        LOG.warn("notification subscriber failed on {}", n, e);
                    }
                }
            }
        } catch (InterruptedException e) {
            // close(): stop delivering
        }
    }

    @Override
    public void close() {
        Thread t;
        synchronized (this) {
            closed = true;
            t = dispatcher;
        }
        subscribers.clear();
        if (t != null) {
            t.interrupt();
            try {
                t.join(1_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
