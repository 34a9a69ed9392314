package io.nosagent.config.intent;

import java.util.Objects;
import java.util.Optional;

/**
 * The device and port a port's cable should reach by design, as that device names itself over LLDP
 * ({@code nosagent-interfaces:expected-peer}). The interface description stays free text; this is what
 * the agent reads (the correlator names the peer in a case).
 *
 * @param systemName the peer's host name ({@code ctsw001})
 * @param portId     the peer's port at the other end, when known
 */
public record ExpectedPeer(String systemName, Optional<String> portId) {

    public ExpectedPeer {
        Objects.requireNonNull(systemName, "systemName");
        Objects.requireNonNull(portId, "portId");
    }

    /** A peer device and its port. */
    public static ExpectedPeer of(String systemName, String portId) {
        return new ExpectedPeer(systemName, Optional.of(portId));
    }

    /** A peer device whose port is not known. */
    public static ExpectedPeer device(String systemName) {
        return new ExpectedPeer(systemName, Optional.empty());
    }

    /** {@code ctsw001 eth1/1/1}, or the device alone. */
    @Override
    public String toString() {
        return portId.map(p -> systemName + " " + p).orElse(systemName);
    }
}
