package io.nosagent.config.intent;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Objects;

/**
 * An IP address configured on an interface together with its subnet's prefix length
 * ({@code 10.1.1.0/31}). Unlike a route prefix, the host bits are kept: they are this switch's address.
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
        int max = maxLength(ip);
        if (prefixLength < 0 || prefixLength > max) {
            throw new IllegalArgumentException("prefix length " + prefixLength + " is out of range 0.." + max
                    + " for " + IpLiteral.format(ip));
        }
    }

    /** Parses {@code 10.1.1.0/31} or {@code 2001:db8::1/127}. */
    public static InterfaceAddress parse(String text) {
        int slash = text.indexOf('/');
        if (slash < 0) {
            throw new IllegalArgumentException("'" + text + "' has no prefix length (address/length)");
        }
        String len = text.substring(slash + 1);
        if (len.isEmpty() || len.length() > 3 || !len.chars().allMatch(Character::isDigit)) {
            throw new IllegalArgumentException("'" + text + "' has no valid prefix length");
        }
        return new InterfaceAddress(IpLiteral.parse(text.substring(0, slash)), Integer.parseInt(len));
    }

    public boolean isIpv4() {
        return ip instanceof Inet4Address;
    }

    /** The subnet's network address (host bits cleared). */
    public InetAddress network() {
        return IpLiteral.network(ip, prefixLength);
    }

    /** Whether the two subnets share any address (same family, and one contains the other). */
    public boolean overlaps(InterfaceAddress other) {
        if (isIpv4() != other.isIpv4()) {
            return false;
        }
        int shorter = Math.min(prefixLength, other.prefixLength);
        return IpLiteral.network(ip, shorter).equals(IpLiteral.network(other.ip, shorter));
    }

    @Override
    public int compareTo(InterfaceAddress o) {
        return ORDER.compare(this, o);
    }

    @Override
    public String toString() {
        return IpLiteral.format(ip) + "/" + prefixLength;
    }

    /** 32 for IPv4, 128 for IPv6. */
    public static int maxLength(InetAddress ip) {
        return ip instanceof Inet4Address ? 32 : 128;
    }
}
