package io.nosagent.watchdog.event;

/** Where detections go. */
@FunctionalInterface
public interface EventSink {
    void accept(Event event);
}
