package io.nosagent.feature;

import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Why a fault snapshot is taken: an operator's request, or what a feature saw (the watchdog's cases).
 *
 * @param kind     {@code request} (an operator), or the kind of the case that triggered it ({@code pfc-storm}, ...)
 * @param resource the gNMI path of what it is about (the rate limit is per kind and resource)
 * @param caseId   the case, when a case triggered it
 * @param reason   one line: the case's root cause, or the operator's words
 * @param ports    the ports involved (their counter history is captured; none: every port's)
 */
public record SnapshotTrigger(String kind, String resource, Optional<String> caseId, String reason, Set<String> ports) {

    public static final String REQUEST = "request";

    public SnapshotTrigger {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(resource, "resource");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(reason, "reason");
        ports = Set.copyOf(ports);
    }

    /** An operator's request. */
    public static SnapshotTrigger request(String reason) {
        return new SnapshotTrigger(REQUEST, "operator", Optional.empty(), reason, Set.of());
    }

    public boolean isRequest() {
        return kind.equals(REQUEST);
    }
}
