package io.nosagent.control.lldp;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * What the far end of a port's cable last said of itself over LLDP.
 *
 * @param port     the switch's port it was heard on
 * @param lldpdu   its last LLDPDU
 * @param firstSeen when this peer (its chassis and port id) was first heard on the port
 * @param updated  when its last LLDPDU arrived; it is forgotten {@code ttl} seconds later unless another comes
 */
public record LldpNeighbor(String port, Lldpdu lldpdu, Instant firstSeen, Instant updated) {

    public LldpNeighbor {
        Objects.requireNonNull(port, "port");
        Objects.requireNonNull(lldpdu, "lldpdu");
        Objects.requireNonNull(firstSeen, "firstSeen");
        Objects.requireNonNull(updated, "updated");
    }

    /** OpenConfig's neighbor id: the peer's chassis and port id (its MSAP identifier). */
    public String id() {
        return lldpdu.chassisId() + " " + lldpdu.portId();
    }

    public Instant expires() {
        return updated.plusSeconds(lldpdu.ttlSeconds());
    }

    /** How long it has been known on this port. */
    public Duration age(Instant now) {
        return Duration.between(firstSeen, now);
    }

    /** The peer's name and port, as an operator reads them ({@code host0 rdma0}). */
    public String peer() {
        return lldpdu.systemName().orElse(lldpdu.chassisId()) + " " + lldpdu.portId();
    }
}
