package io.nosagent.watchdog.event;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * Numbers every event, keeps the last {@code capacity} for snapshots and gNMI, logs it, and hands it to
 * the listeners on the caller's thread. Monitors call it from the poll thread, the link monitor from
 * the port-event thread: it is thread-safe and events are numbered in the order they arrive.
 */
public final class EventLog implements EventSink {

    private static final Logger log = LoggerFactory.getLogger(EventLog.class);

    private final int capacity;
    private final ArrayDeque<Event> recent = new ArrayDeque<>();
    private final List<Consumer<Event>> listeners = new CopyOnWriteArrayList<>();
    private long next = 1;

    public EventLog(int capacity) {
        this.capacity = capacity;
    }

    @Override
    public void accept(Event event) {
        Event numbered;
        synchronized (this) {
            numbered = event.numbered(next++);
            recent.addLast(numbered);
            if (recent.size() > capacity) {
                recent.removeFirst();
            }
            if (numbered.raised()) {
                log.warn("event {}: {} on {} ({})", numbered.sequence(), numbered.type(), numbered.resource(), numbered.text());
            } else {
                log.info("event {}: {} on {} cleared ({})", numbered.sequence(), numbered.type(), numbered.resource(), numbered.text());
            }
            // Listeners inside the lock: the correlator sees events in their numbering order.
            for (var l : listeners) {
                try {
                    l.accept(numbered);
                } catch (RuntimeException e) {
                    log.warn("event listener failed", e);
                }
            }
        }
    }

    /** The events still held, oldest first. */
    public synchronized List<Event> recent() {
        return new ArrayList<>(recent);
    }

    public AutoCloseable onEvent(Consumer<Event> listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }
}
