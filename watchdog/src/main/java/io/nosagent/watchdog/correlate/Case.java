package io.nosagent.watchdog.correlate;

import io.nosagent.watchdog.event.Severity;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Related events with one suggested root cause.
 *
 * @param id        {@code case-<n>}, also its alarm's id
 * @param kind      which rule formed it
 * @param rootCause the suggested root cause, one line
 * @param resource  the gNMI path of the suspected cause (the stormed queue, the port, ...)
 * @param severity  the worst of its events
 * @param opened    when it opened
 * @param closed    when its last condition ended, if it has
 * @param events    the numbers of its events, in order
 * @param ports     the ports involved
 */
public record Case(String id, Kind kind, String rootCause, String resource, Severity severity, Instant opened,
                   Optional<Instant> closed, List<Long> events, Set<String> ports) {

    /** The rule that formed a case. */
    public enum Kind {
        /** A peer storming PFC, with the back-pressure and congestion it spread. */
        PFC_STORM,
        /** Several links to one peer lost together. */
        PEER_LOST,
        /** Many ports of one ASIC down together. */
        ASIC_PORTS_DOWN,
        /** Several members of one next-hop group lost together. */
        GROUP_MEMBERS_LOST,
        /** Events of one port (or one resource) only. */
        PORT;

        /** A trigger name for snapshots and the alarm type of such a case. */
        public String yangName() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    public Case {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        events = List.copyOf(events);
        ports = Set.copyOf(ports);
    }

    public boolean isOpen() {
        return closed.isEmpty();
    }
}
