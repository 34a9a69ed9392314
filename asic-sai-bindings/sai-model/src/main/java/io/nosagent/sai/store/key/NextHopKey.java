package io.nosagent.sai.store.key;

import io.nosagent.net.IpAddresses;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

import java.net.InetAddress;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Objects;

/**
 * An IP next hop: the neighbor's address on a router interface.
 *
 * <p>A value with record semantics; a class only to keep its hash: failover and member bookkeeping
 * hash next hops thousands of times per port event, and an IPv6 address hashes its 16 bytes each time.
 */
public final class NextHopKey implements HostKey<SaiObject.NextHop> {

    /** A total order (family, address, interface), so member sets print and persist the same way every time. */
    static final Comparator<NextHopKey> ORDER = Comparator
            .comparing((NextHopKey k) -> k.ip.getAddress(), NextHopKey::compareAddresses)
            .thenComparing(k -> k.routerInterface.interfaceName());

    private final InetAddress ip;
    private final RouterInterfaceKey routerInterface;
    private final int hash;

    public NextHopKey(InetAddress ip, RouterInterfaceKey routerInterface) {
        this.ip = Objects.requireNonNull(ip, "ip");
        this.routerInterface = Objects.requireNonNull(routerInterface, "routerInterface");
        this.hash = 31 * ip.hashCode() + routerInterface.hashCode();
    }

    public InetAddress ip() {
        return ip;
    }

    public RouterInterfaceKey routerInterface() {
        return routerInterface;
    }

    public static NextHopKey of(String ip, String interfaceName) {
        return new NextHopKey(IpAddresses.parse(ip), new RouterInterfaceKey(interfaceName));
    }

    @Override
    public ObjectType type() {
        return ObjectType.NEXT_HOP;
    }

    /** Value equality, first by identity: group keys compare members holding the same next-hop instances. */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof NextHopKey k && hash == k.hash && ip.equals(k.ip) && routerInterface.equals(k.routerInterface);
    }

    @Override
    public int hashCode() {
        return hash;
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
