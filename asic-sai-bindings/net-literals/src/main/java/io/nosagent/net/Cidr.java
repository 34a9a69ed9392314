package io.nosagent.net;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.util.Objects;

/**
 * An address with a prefix length, as written in CIDR notation ({@code 10.1.1.1/31},
 * {@code 2001:db8::/64}). The host bits are kept as given: an interface address needs them (they are
 * the switch's own address), a route destination does not; {@link #network()} clears them and
 * {@link #parseNetwork} refuses text that sets them.
 *
 * @param address IPv4 or IPv6 address
 * @param length  prefix length, 0..32 for IPv4 and 0..128 for IPv6
 */
public record Cidr(InetAddress address, int length) {

    public Cidr {
        Objects.requireNonNull(address, "address");
        int max = IpAddresses.bitLength(address);
        if (length < 0 || length > max) {
            throw new IllegalArgumentException("prefix length " + length + " is out of range 0.." + max
                    + " for " + IpAddresses.format(address));
        }
    }

    /**
     * Parses {@code address/length}, keeping the host bits. The address is read by
     * {@link IpAddresses#parse}; the length is decimal without sign or leading zeros.
     *
     * @throws IllegalArgumentException quoting the offending text
     */
    public static Cidr parse(String text) {
        int slash = text.indexOf('/');
        if (slash < 0) {
            throw new IllegalArgumentException("'" + text + "' has no prefix length (address/length)");
        }
        InetAddress address = IpAddresses.parse(text.substring(0, slash));
        String digits = text.substring(slash + 1);
        if (digits.isEmpty() || digits.length() > 3 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')
                || (digits.length() > 1 && digits.charAt(0) == '0')) {
            throw new IllegalArgumentException("'" + text + "' has no valid prefix length");
        }
        int length = Integer.parseInt(digits);
        int max = IpAddresses.bitLength(address);
        if (length > max) {
            throw new IllegalArgumentException("'" + text + "': prefix length " + length + " is out of range 0.." + max);
        }
        return new Cidr(address, length);
    }

    /**
     * Parses {@code network/length} and refuses host bits after the length, for callers where
     * {@code 10.1.2.3/24} is more likely a typo than a way of writing {@code 10.1.2.0/24}.
     *
     * @throws IllegalArgumentException quoting the offending text (and the network it may have meant)
     */
    public static Cidr parseNetwork(String text) {
        Cidr cidr = parse(text);
        if (!cidr.isNetwork()) {
            throw new IllegalArgumentException("'" + text + "' has host bits set (the network is " + cidr.network() + ")");
        }
        return cidr;
    }

    /** The host prefix of {@code address}: /32 for IPv4, /128 for IPv6. */
    public static Cidr host(InetAddress address) {
        return new Cidr(address, IpAddresses.bitLength(address));
    }

    public boolean isIpv4() {
        return address instanceof Inet4Address;
    }

    /** Whether every bit after the prefix length is zero. */
    public boolean isNetwork() {
        byte[] b = address.getAddress();
        for (int bit = length; bit < b.length * 8; bit++) {
            if ((b[bit / 8] & (0x80 >>> (bit % 8))) != 0) {
                return false;
            }
        }
        return true;
    }

    /** The same prefix with every bit after the length cleared; this one when none is set. */
    public Cidr network() {
        if (isNetwork()) {
            return this;
        }
        byte[] b = address.getAddress();
        for (int bit = length; bit < b.length * 8; bit++) {
            b[bit / 8] &= (byte) ~(0x80 >>> (bit % 8));
        }
        return new Cidr(IpAddresses.fromBytes(b), length);
    }

    /** The prefix's last address: every bit after the length set (the IPv4 broadcast address). */
    public InetAddress lastAddress() {
        byte[] b = address.getAddress();
        for (int bit = length; bit < b.length * 8; bit++) {
            b[bit / 8] |= (byte) (0x80 >>> (bit % 8));
        }
        return IpAddresses.fromBytes(b);
    }

    /** The netmask as an address of the same family ({@code 255.255.255.0} for /24). */
    public InetAddress mask() {
        byte[] m = new byte[address.getAddress().length];
        for (int bit = 0; bit < length; bit++) {
            m[bit / 8] |= (byte) (0x80 >>> (bit % 8));
        }
        return IpAddresses.fromBytes(m);
    }

    /** Whether {@code candidate} is of the same family and lies inside this prefix. */
    public boolean contains(InetAddress candidate) {
        return sameFamily(candidate) && new Cidr(candidate, length).network().address().equals(network().address());
    }

    /** Whether the two prefixes share any address: same family, and one contains the other. */
    public boolean overlaps(Cidr other) {
        if (!sameFamily(other.address)) {
            return false;
        }
        int shorter = Math.min(length, other.length);
        return new Cidr(address, shorter).network().address().equals(new Cidr(other.address, shorter).network().address());
    }

    /** Canonical text: {@link IpAddresses#format} of the address as held, {@code /}, the length. */
    @Override
    public String toString() {
        return IpAddresses.format(address) + "/" + length;
    }

    private boolean sameFamily(InetAddress other) {
        return (other instanceof Inet4Address) == isIpv4();
    }
}
