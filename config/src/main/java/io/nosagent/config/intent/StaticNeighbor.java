package io.nosagent.config.intent;

import java.net.InetAddress;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A neighbor whose link-layer address is configured, not learned ({@code .../ipv4|ipv6/neighbors/neighbor[ip]}):
 * the switch can forward to it from the first packet. Used for hosts whose NICs must be reachable
 * before any discovery, and by the simulated NICs of the virtual ASIC.
 *
 * @param ip               the neighbor's address on the interface's subnet
 * @param linkLayerAddress its MAC, lower-case {@code aa:bb:cc:dd:ee:ff}
 */
public record StaticNeighbor(InetAddress ip, String linkLayerAddress) implements Comparable<StaticNeighbor> {

    private static final Pattern MAC = Pattern.compile("[0-9a-f]{2}(:[0-9a-f]{2}){5}");
    private static final Comparator<StaticNeighbor> ORDER = Comparator
            .comparingInt((StaticNeighbor n) -> n.ip.getAddress().length)
            .thenComparing((a, b) -> Arrays.compareUnsigned(a.ip.getAddress(), b.ip.getAddress()));

    public StaticNeighbor {
        Objects.requireNonNull(ip, "ip");
        linkLayerAddress = linkLayerAddress.toLowerCase(Locale.ROOT);
        if (!MAC.matcher(linkLayerAddress).matches()) {
            throw new IllegalArgumentException("'" + linkLayerAddress + "' is not a MAC address (aa:bb:cc:dd:ee:ff)");
        }
    }

    public static StaticNeighbor of(String ip, String mac) {
        return new StaticNeighbor(IpLiteral.parse(ip), mac);
    }

    public boolean isIpv4() {
        return ip instanceof java.net.Inet4Address;
    }

    /** Whether the MAC is a group (multicast/broadcast) address, which no neighbor can have. */
    public boolean isGroupAddress() {
        return (Integer.parseInt(linkLayerAddress.substring(0, 2), 16) & 1) != 0;
    }

    @Override
    public int compareTo(StaticNeighbor o) {
        return ORDER.compare(this, o);
    }

    @Override
    public String toString() {
        return IpLiteral.format(ip) + " at " + linkLayerAddress;
    }
}
