package io.nosagent.feature;

import java.time.Instant;
import java.util.Objects;

/**
 * A fault a feature holds against a resource now (the watchdog's open cases): the platform component the
 * resource belongs to (the PORT of an interface, else the ASIC) is UNHEALTHY while one is held.
 *
 * @param id       the fault's id ({@code case-<n>})
 * @param resource the gNMI path of what it is about
 * @param since    when it began
 */
public record ComponentFault(String id, String resource, Instant since) {

    public ComponentFault {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(resource, "resource");
        Objects.requireNonNull(since, "since");
    }
}
