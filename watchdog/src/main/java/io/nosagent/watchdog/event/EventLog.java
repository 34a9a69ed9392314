package io.nosagent.watchdog.event;

import io.nosagent.sai.observe.Published;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Numbers every event, keeps the last {@code capacity} for snapshots and gNMI, logs it, and hands it to
 * its subscribers on the caller's thread. Monitors call it from the poll thread, the link monitor from
 * the port-event thread: it is thread-safe and events are numbered in the order they arrive.
 */
public final class EventLog implements EventSink {

    private static final Logger log = LoggerFactory.getLogger(EventLog.class);

    private final int capacity;
    private final ArrayDeque<Event> recent = new ArrayDeque<>();
    private final Published<Event> events = new Published<>("watchdog events");
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
            // Published inside the lock: the correlator sees events in their numbering order.
            events.publish(numbered);
        }
    }

    /** The events still held, oldest first. */
    public synchronized List<Event> recent() {
        return new ArrayList<>(recent);
    }

    /** Every event, numbered, published on the caller's thread. */
    public Published<Event> events() {
        return events;
    }
}
