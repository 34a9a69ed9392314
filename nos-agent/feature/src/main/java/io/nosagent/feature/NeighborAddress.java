package io.nosagent.feature;

import io.nosagent.net.IpAddresses;

import java.net.InetAddress;
import java.util.Objects;

/**
 * A neighbor by where it is: the interface (port name, {@code eth1/1/1}) and its address on the
 * interface's subnet.
 *
 * <p>A value with record semantics; a class only to keep its hash: failover asks whether each member's
 * neighbor is resolved, thousands per port event, and an IPv6 address hashes its 16 bytes each time.
 */
public final class NeighborAddress {

    private final String interfaceName;
    private final InetAddress ip;
    private final int hash;

    public NeighborAddress(String interfaceName, InetAddress ip) {
        this.interfaceName = Objects.requireNonNull(interfaceName, "interfaceName");
        this.ip = Objects.requireNonNull(ip, "ip");
        this.hash = 31 * interfaceName.hashCode() + ip.hashCode();
    }

    public String interfaceName() {
        return interfaceName;
    }

    public InetAddress ip() {
        return ip;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof NeighborAddress n && hash == n.hash && interfaceName.equals(n.interfaceName)
                && ip.equals(n.ip);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return IpAddresses.format(ip) + " on " + interfaceName;
    }
}
