package io.nosagent.sai.store.key;

import io.nosagent.net.IpAddresses;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

import java.net.InetAddress;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Objects;

/** An IP next hop: the neighbor's address on a router interface. */
public record NextHopKey(InetAddress ip, RouterInterfaceKey routerInterface) implements HostKey<SaiObject.NextHop> {

    /** A total order (family, address, interface), so member sets print and persist the same way every time. */
    static final Comparator<NextHopKey> ORDER = Comparator
            .comparing((NextHopKey k) -> k.ip.getAddress(), NextHopKey::compareAddresses)
            .thenComparing(k -> k.routerInterface.interfaceName());

    public NextHopKey {
        Objects.requireNonNull(ip, "ip");
        Objects.requireNonNull(routerInterface, "routerInterface");
    }

    public static NextHopKey of(String ip, String interfaceName) {
        return new NextHopKey(IpAddresses.parse(ip), new RouterInterfaceKey(interfaceName));
    }

    @Override
    public ObjectType type() {
        return ObjectType.NEXT_HOP;
    }

    /** Record equality, first by identity: group keys compare members holding the same next-hop instances. */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof NextHopKey k && ip.equals(k.ip) && routerInterface.equals(k.routerInterface);
    }

    @Override
    public int hashCode() {
        return 31 * ip.hashCode() + routerInterface.hashCode();
    }

    /** {@code 10.0.0.1@eth1/1/1}. */
    public String label() {
        return IpAddresses.format(ip) + "@" + routerInterface.interfaceName();
    }

    @Override
    public String toString() {
        return "NEXT_HOP{" + label() + "}";
    }

    private static int compareAddresses(byte[] a, byte[] b) {
        // IPv4 (4 bytes) before IPv6 (16), then by value.
        return a.length != b.length ? Integer.compare(a.length, b.length) : Arrays.compareUnsigned(a, b);
    }
}
