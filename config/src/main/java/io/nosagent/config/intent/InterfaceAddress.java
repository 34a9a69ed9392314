package io.nosagent.config.intent;

import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Objects;

/**
 * An IP address configured on an interface together with its subnet's prefix length
 * ({@code 10.1.1.0/31}). Unlike a route prefix, the host bits are kept: they are this switch's address.
 * Text is read and printed by {@link Cidr}, shared with the SAI model.
 *
 * @param ip           IPv4 or IPv6 address
 * @param prefixLength subnet length, 0..32 (IPv4) or 0..128 (IPv6)
 */
public record InterfaceAddress(InetAddress ip, int prefixLength) implements Comparable<InterfaceAddress> {

    private static final Comparator<InterfaceAddress> ORDER = Comparator
            .comparingInt((InterfaceAddress a) -> a.ip.getAddress().length)
            .thenComparing((a, b) -> Arrays.compareUnsigned(a.ip.getAddress(), b.ip.getAddress()))
            .thenComparingInt(InterfaceAddress::prefixLength);

    public InterfaceAddress {
        Objects.requireNonNull(ip, "ip");
        new Cidr(ip, prefixLength); // refuses a length past the family's 32 / 128, naming the address
    }

    /** Parses {@code 10.1.1.0/31} or {@code 2001:db8::1/127}. */
    public static InterfaceAddress parse(String text) {
        Cidr cidr = Cidr.parse(text);
        return new InterfaceAddress(cidr.address(), cidr.length());
    }

    public boolean isIpv4() {
        return ip instanceof Inet4Address;
    }

    /** The subnet's network address (host bits cleared). */
    public InetAddress network() {
        return cidr().network().address();
    }

    /** The subnet's last address (host bits set): the IPv4 broadcast address. */
    public InetAddress lastAddress() {
        return cidr().lastAddress();
    }

    /** Whether the two subnets share any address (same family, and one contains the other). */
    public boolean overlaps(InterfaceAddress other) {
        return cidr().overlaps(other.cidr());
    }

    @Override
    public int compareTo(InterfaceAddress o) {
        return ORDER.compare(this, o);
    }

    @Override
    public String toString() {
        return cidr().toString();
    }

    /** 32 for IPv4, 128 for IPv6. */
    public static int maxLength(InetAddress ip) {
        return IpAddresses.bitLength(ip);
    }

    private Cidr cidr() {
        return new Cidr(ip, prefixLength);
    }
}
