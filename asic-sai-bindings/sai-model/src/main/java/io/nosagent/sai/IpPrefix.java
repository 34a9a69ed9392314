package io.nosagent.sai;

import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;

import java.net.Inet4Address;
import java.net.InetAddress;

/**
 * An IPv4 or IPv6 prefix with its host bits cleared, as a route destination ({@code sai_ip_prefix_t}).
 * Parsing, printing and the bit arithmetic are {@link Cidr}'s, shared with config.
 *
 * @param address the network address (host bits zero)
 * @param length  prefix length, 0..32 for IPv4 and 0..128 for IPv6
 */
public record IpPrefix(InetAddress address, int length) {

    public IpPrefix {
        address = new Cidr(address, length).network().address();
    }

    /**
     * Parses {@code 10.0.0.0/24} or {@code 2001:db8::/64}, clearing host bits ({@code 10.1.2.3/24} is
     * {@code 10.1.2.0/24}); a bare address is a host prefix. Text is read by {@link Cidr#parse}.
     */
    public static IpPrefix parse(String text) {
        Cidr cidr = text.indexOf('/') < 0 ? Cidr.host(IpAddresses.parse(text)) : Cidr.parse(text);
        return new IpPrefix(cidr.address(), cidr.length());
    }

    public boolean isIpv4() {
        return address instanceof Inet4Address;
    }

    /** The mask as an address of the same family ({@code 255.255.255.0} for /24). */
    public InetAddress mask() {
        return cidr().mask();
    }

    /** Whether {@code candidate} is of the same family and lies inside this prefix. */
    public boolean contains(InetAddress candidate) {
        return cidr().contains(candidate);
    }

    // Written out rather than the record's generated ones, as RouteEntry's are (a route key's part).
    @Override
    public boolean equals(Object o) {
        return o instanceof IpPrefix p && p.length == length && p.address.equals(address);
    }

    @Override
    public int hashCode() {
        return address.hashCode() * 31 + length;
    }

    /** Canonical text, e.g. {@code 2001:db8::/64}. */
    @Override
    public String toString() {
        return cidr().toString();
    }

    private Cidr cidr() {
        return new Cidr(address, length);
    }
}
