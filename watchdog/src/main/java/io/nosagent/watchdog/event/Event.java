package io.nosagent.watchdog.event;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One detection: a condition that started ({@code raised}) or ended.
 *
 * @param sequence  its number in the event log (0 until logged)
 * @param type      what was seen
 * @param resource  the gNMI path of what it was seen on
 * @param port      the front-panel port involved, when there is one (topology groups events by it)
 * @param severity  how bad
 * @param time      when it was seen, on the agent's time source
 * @param raised    true when the condition starts, false when it ends
 * @param text      one line for an operator
 * @param counters  the counter values (or deltas) that showed it, by name
 */
public record Event(long sequence, EventType type, String resource, Optional<String> port, Severity severity, Instant time,
                    boolean raised, String text, Map<String, Long> counters) {

    public Event {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(resource, "resource");
        Objects.requireNonNull(port, "port");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(text, "text");
        counters = Collections.unmodifiableMap(new LinkedHashMap<>(counters));
    }

    /** A condition of {@code type} starting on {@code resource} of {@code port} at {@code time}. */
    public static Event raised(EventType type, String resource, String port, Instant time, String text, Map<String, Long> counters) {
        return new Event(0, type, resource, Optional.ofNullable(port), type.severity(), time, true, text, counters);
    }

    /** The condition of {@code type} on {@code resource} ending. */
    public static Event cleared(EventType type, String resource, String port, Instant time, String text, Map<String, Long> counters) {
        return new Event(0, type, resource, Optional.ofNullable(port), type.severity(), time, false, text, counters);
    }

    /** The condition this event starts or ends: its type on its resource. */
    public String conditionKey() {
        return type.name() + " " + resource;
    }

    Event numbered(long number) {
        return new Event(number, type, resource, port, severity, time, raised, text, counters);
    }
}
