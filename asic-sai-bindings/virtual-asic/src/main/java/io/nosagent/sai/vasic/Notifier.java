package io.nosagent.sai.vasic;

import io.nosagent.sai.SaiNotification;
import io.nosagent.sai.time.AgentTime;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Delivers notifications to subscribers in the order they were raised. By default on one daemon
 * thread ({@value #THREAD_NAME}), started with the first subscriber, as a vendor SAI does on its own
 * event thread; or, once {@linkplain #deliverOn told}, as tasks of the agent's time source, which in
 * simulation mode makes delivery a simulation event at the instant of raising, on the simulation's
 * thread. Raising only enqueues, so the store can raise while it holds its lock and subscribers never
 * run under it. A subscriber that throws is logged and keeps receiving.
 */
final class Notifier implements AutoCloseable {

    static final String THREAD_NAME = "vasic-notifier";
    private static final Logger LOG = LoggerFactory.getLogger(Notifier.class);

    private final BlockingQueue<SaiNotification> queue = new LinkedBlockingQueue<>();
    private final CopyOnWriteArrayList<Consumer<SaiNotification>> subscribers = new CopyOnWriteArrayList<>();
    /** A delivery task is scheduled on {@link #time} and has not started yet. */
    private final AtomicBoolean deliveryOwed = new AtomicBoolean();
    private volatile AgentTime time;
    private Thread dispatcher;
    private boolean closed;

    /** Delivers from now on as tasks of {@code time} instead of on a thread of its own. */
    synchronized void deliverOn(AgentTime time) {
        if (dispatcher != null) {
            throw new IllegalStateException("notifications already flow on " + THREAD_NAME + "; choose before subscribing");
        }
        this.time = time;
    }

    synchronized AutoCloseable subscribe(Consumer<SaiNotification> subscriber) {
        if (closed) {
            throw new IllegalStateException("the virtual ASIC is closed");
        }
        subscribers.add(subscriber);
        if (dispatcher == null && time == null) {
            dispatcher = Thread.ofPlatform().name(THREAD_NAME).daemon(true).start(this::dispatch);
        }
        return () -> subscribers.remove(subscriber);
    }

    /** Queues {@code n} for delivery; dropped when nobody subscribes, as an unregistered SAI callback would be. */
    void raise(SaiNotification n) {
        if (subscribers.isEmpty()) {
            return;
        }
        queue.add(n);
        AgentTime t = time;
        if (t != null && deliveryOwed.compareAndSet(false, true)) {
            t.schedule(Duration.ZERO, this::deliverQueued);
        }
    }

    private void deliverQueued() {
        deliveryOwed.set(false);
        SaiNotification n;
        while ((n = queue.poll()) != null) {
            deliver(n);
        }
    }

    private void dispatch() {
        try {
            while (true) {
                deliver(queue.take());
            }
        } catch (InterruptedException e) {
            // close(): stop delivering
        }
    }

    private void deliver(SaiNotification n) {
        for (Consumer<SaiNotification> s : subscribers) {
            try {
                s.accept(n);
            } catch (RuntimeException e) {
                LOG.warn("notification subscriber failed on {}", n, e);
            }
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
