package io.nosagent.feature;

import io.nosagent.net.IpAddresses;

import java.net.InetAddress;
import java.util.Objects;

/**
 * A neighbor by where it is: the interface (port name) and its address on the interface's subnet.
 *
 * @param interfaceName the port ({@code eth1/1/1})
 * @param ip            the neighbor's address
 */
public record NeighborAddress(String interfaceName, InetAddress ip) {

    public NeighborAddress {
        Objects.requireNonNull(interfaceName, "interfaceName");
        Objects.requireNonNull(ip, "ip");
    }

    @Override
    public String toString() {
        return IpAddresses.format(ip) + " on " + interfaceName;
    }
}
