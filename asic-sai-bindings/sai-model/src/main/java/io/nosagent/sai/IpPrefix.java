package io.nosagent.sai;

import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;

import java.net.InetAddress;

/**
 * An IPv4 or IPv6 prefix with its host bits cleared, as a route destination ({@code sai_ip_prefix_t}).
 * Parsing, printing and the bit arithmetic are {@link Cidr}'s, shared with config.
 *
 * <p>A value with record semantics ({@code equals} is address and length). A class rather than a record
 * to hold the prefix as its {@link Cidr} (the bits as two longs): a route key is hashed and compared in
 * several maps per route, and {@link InetAddress#hashCode} of an IPv6 address walks its 16 bytes at every
 * look, and a caller that has the prefix as a {@code Cidr} already ({@link #of}) costs no second one.
 */
public final class IpPrefix {

    private final Cidr network;

    /**
     * @param address an address inside the prefix (host bits are cleared)
     * @param length  prefix length, 0..32 for IPv4 and 0..128 for IPv6
     */
    public IpPrefix(InetAddress address, int length) {
        this(new Cidr(address, length));
    }

    private IpPrefix(Cidr cidr) {
        this.network = cidr.network();
    }

    /** The prefix of {@code cidr}, host bits cleared. */
    public static IpPrefix of(Cidr cidr) {
        return new IpPrefix(cidr);
    }

    /**
     * Parses {@code 10.0.0.0/24} or {@code 2001:db8::/64}, clearing host bits ({@code 10.1.2.3/24} is
     * {@code 10.1.2.0/24}); a bare address is a host prefix. Text is read by {@link Cidr#parse}.
     */
    public static IpPrefix parse(String text) {
        Cidr cidr = text.indexOf('/') < 0 ? Cidr.host(IpAddresses.parse(text)) : Cidr.parse(text);
        return new IpPrefix(cidr);
    }

    /** The network address (host bits zero). */
    public InetAddress address() {
        return network.address();
    }

    public int length() {
        return network.length();
    }

    public boolean isIpv4() {
        return network.isIpv4();
    }

    /** The mask as an address of the same family ({@code 255.255.255.0} for /24). */
    public InetAddress mask() {
        return network.mask();
    }

    /** Whether {@code candidate} is of the same family and lies inside this prefix. */
    public boolean contains(InetAddress candidate) {
        return network.contains(candidate);
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof IpPrefix p && p.network.equals(network);
    }

    @Override
    public int hashCode() {
        return network.hashCode();
    }

    /** Canonical text, e.g. {@code 2001:db8::/64}. */
    @Override
    public String toString() {
        return network.toString();
    }
}
