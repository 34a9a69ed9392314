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
 * <p>A value with record semantics ({@code equals} is address and length). It is a class rather than a
 * record only to keep the address's bits as two longs: route tables sort and hash hundreds of thousands
 * of prefixes, and {@link InetAddress#getAddress()} copies an array at every look.
 */
public final class Cidr implements Comparable<Cidr> {

    private final InetAddress address;
    private final int length;
    /** The address bits, left-aligned in 128 (an IPv4 address in the top 32 bits of {@code high}). */
    private final long high;
    private final long low;

    /**
     * @param address IPv4 or IPv6 address
     * @param length  prefix length, 0..32 for IPv4 and 0..128 for IPv6
     */
    public Cidr(InetAddress address, int length) {
        Objects.requireNonNull(address, "address");
        int max = IpAddresses.bitLength(address);
        if (length < 0 || length > max) {
            throw new IllegalArgumentException("prefix length " + length + " is out of range 0.." + max
                    + " for " + IpAddresses.format(address));
        }
        this.address = address;
        this.length = length;
        byte[] b = address.getAddress();
        long h = 0;
        long l = 0;
        for (int i = 0; i < 16; i++) {
            long v = i < b.length ? b[i] & 0xFF : 0;
            if (i < 8) {
                h = (h << 8) | v;
            } else {
                l = (l << 8) | v;
            }
        }
        this.high = h;
        this.low = l;
    }

    public InetAddress address() {
        return address;
    }

    public int length() {
        return length;
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
        if (digits.isEmpty() || digits.length() > 3 || !decimal(digits) || (digits.length() > 1 && digits.charAt(0) == '0')) {
            throw new IllegalArgumentException("'" + text + "' has no valid prefix length");
        }
        int length = Integer.parseInt(digits);
        int max = IpAddresses.bitLength(address);
        if (length > max) {
            throw new IllegalArgumentException("'" + text + "': prefix length " + length + " is out of range 0.." + max);
        }
        return new Cidr(address, length);
    }

    /** Whether {@code s} is ASCII digits only: a loop, as a large route Set parses every prefix (a stream per prefix showed in its profile). */
    private static boolean decimal(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
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
        return (high & ~maskHigh(length)) == 0 && (low & ~maskLow(length)) == 0;
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
        return sameFamily(candidate) && samePrefix(new Cidr(candidate, length), length);
    }

    /** Whether the two prefixes share any address: same family, and one contains the other. */
    public boolean overlaps(Cidr other) {
        return sameFamily(other.address) && samePrefix(other, Math.min(length, other.length));
    }

    /**
     * Route-table order: IPv4 before IPv6, then the address as an unsigned number, then the length
     * (shorter first). Consistent with {@code equals}.
     */
    @Override
    public int compareTo(Cidr other) {
        if (isIpv4() != other.isIpv4()) {
            return isIpv4() ? -1 : 1;
        }
        int c = Long.compareUnsigned(high, other.high);
        if (c == 0) {
            c = Long.compareUnsigned(low, other.low);
        }
        return c != 0 ? c : Integer.compare(length, other.length);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Cidr c && c.high == high && c.low == low && c.length == length && c.isIpv4() == isIpv4();
    }

    @Override
    public int hashCode() {
        long h = high * 31 + low;
        return (int) (h ^ (h >>> 32)) * 131 + length + (isIpv4() ? 0 : 1 << 8);
    }

    /** The most characters {@link #toString} prints: an IPv6 address at its longest, {@code /128}. */
    public static final int MAX_TEXT = IpAddresses.MAX_TEXT + 4;

    /** Canonical text: {@link IpAddresses#format} of the address as held, {@code /}, the length. */
    @Override
    public String toString() {
        char[] text = new char[MAX_TEXT];
        return new String(text, 0, formatTo(text, 0));
    }

    /**
     * {@link #toString} written into {@code into} from {@code at} (which has {@link #MAX_TEXT} characters
     * free), without a String: a config writer prints a whole route table's prefixes. Returns the index
     * after the last character written.
     */
    public int formatTo(char[] into, int at) {
        int n = IpAddresses.formatTo(high, low, isIpv4(), into, at);
        into[n++] = '/';
        return IpAddresses.decimal(length, into, n);
    }

    private boolean sameFamily(InetAddress other) {
        return (other instanceof Inet4Address) == isIpv4();
    }

    /** Whether the first {@code bits} bits of the two addresses agree. */
    private boolean samePrefix(Cidr other, int bits) {
        return ((high ^ other.high) & maskHigh(bits)) == 0 && ((low ^ other.low) & maskLow(bits)) == 0;
    }

    /** The top {@code bits} of 128 set, as they fall in the high long. */
    private static long maskHigh(int bits) {
        return bits >= 64 ? -1L : bits == 0 ? 0 : -1L << (64 - bits);
    }

    private static long maskLow(int bits) {
        return bits <= 64 ? 0 : bits >= 128 ? -1L : -1L << (128 - bits);
    }
}
