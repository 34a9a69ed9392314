package io.nosagent.watchdog.alarm;

import io.nosagent.watchdog.event.Severity;

import java.time.Instant;
import java.util.Objects;

/**
 * One active alarm.
 *
 * @param id          unique while active ({@code case-12})
 * @param resource    the gNMI path of what is alarmed
 * @param text        the operator's line (a case's suggested root cause)
 * @param timeCreated when it was raised
 * @param severity    how bad
 * @param typeId      what kind ({@code PFC_STORM}, {@code LINK_DOWN}, ...)
 */
public record Alarm(String id, String resource, String text, Instant timeCreated, Severity severity, String typeId) {
    public Alarm {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(resource, "resource");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(timeCreated, "timeCreated");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(typeId, "typeId");
    }
}
