package io.nosagent.config.intent;

import io.nosagent.net.IpAddresses;
import io.nosagent.net.MacAddresses;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Objects;

/**
 * A neighbor whose link-layer address is configured, not learned ({@code .../ipv4|ipv6/neighbors/neighbor[ip]}):
 * the switch can forward to it from the first packet. Used for hosts whose NICs must be reachable
 * before any discovery, and by the simulated NICs of the virtual ASIC.
 *
 * @param ip               the neighbor's address on the interface's subnet
 * @param linkLayerAddress its MAC, lower-case {@code aa:bb:cc:dd:ee:ff}
 */
public record StaticNeighbor(InetAddress ip, String linkLayerAddress) implements Comparable<StaticNeighbor> {

    private static final Comparator<StaticNeighbor> ORDER = Comparator
            .comparingInt((StaticNeighbor n) -> n.ip.getAddress().length)
            .thenComparing((a, b) -> Arrays.compareUnsigned(a.ip.getAddress(), b.ip.getAddress()));

    public StaticNeighbor {
        Objects.requireNonNull(ip, "ip");
        linkLayerAddress = MacAddresses.canonical(linkLayerAddress);
    }

    public static StaticNeighbor of(String ip, String mac) {
        return new StaticNeighbor(IpAddresses.parse(ip), mac);
    }

    public boolean isIpv4() {
        return ip instanceof Inet4Address;
    }

    /** Whether the MAC is a group (multicast/broadcast) address, which no neighbor can have. */
    public boolean isGroupAddress() {
        return (MacAddresses.parse(linkLayerAddress) & (1L << 40)) != 0; // I/G bit of the first octet
    }

    @Override
    public int compareTo(StaticNeighbor o) {
        return ORDER.compare(this, o);
    }

    @Override
    public String toString() {
        return IpAddresses.format(ip) + " at " + linkLayerAddress;
    }
}
