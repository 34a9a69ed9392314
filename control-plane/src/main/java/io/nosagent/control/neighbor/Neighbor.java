package io.nosagent.control.neighbor;

import io.nosagent.feature.NeighborAddress;
import io.nosagent.sai.MacAddress;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * One neighbor as the agent knows it.
 *
 * @param mac         its link-layer address; empty while INCOMPLETE
 * @param origin      configured or learned
 * @param state       a learned one's state; a static one is always REACHABLE
 * @param confirmed   when it last answered (or, static, when it was configured)
 */
public record Neighbor(NeighborAddress address, Optional<MacAddress> mac, Origin origin, NeighborState state, Instant confirmed) {

    /** Where its link-layer address comes from (OpenConfig's neighbor-origin). */
    public enum Origin { STATIC, DYNAMIC }

    public Neighbor {
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(mac, "mac");
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(confirmed, "confirmed");
    }

    /** Whether traffic to it forwards: a link-layer address programmed. */
    public boolean isResolved() {
        return mac.isPresent();
    }
}
