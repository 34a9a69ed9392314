package io.nosagent.sai;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * An IPv4 or IPv6 prefix with its host bits cleared, as a route destination ({@code sai_ip_prefix_t}).
 *
 * @param address the network address (host bits zero)
 * @param length  prefix length, 0..32 for IPv4 and 0..128 for IPv6
 */
public record IpPrefix(InetAddress address, int length) {

    public IpPrefix {
        int max = address instanceof Inet4Address ? 32 : 128;
        if (length < 0 || length > max) {
            throw new IllegalArgumentException("prefix length " + length + " out of 0.." + max);
        }
        address = masked(address, length);
    }

    /** Parses {@code 10.0.0.0/24} or {@code 2001:db8::/64}; a bare address is a host prefix. */
    public static IpPrefix parse(String text) {
        int slash = text.indexOf('/');
        InetAddress addr = IpLiterals.parse(slash < 0 ? text : text.substring(0, slash));
        int len;
        if (slash < 0) {
            len = addr instanceof Inet4Address ? 32 : 128;
        } else {
            try {
                len = Integer.parseInt(text.substring(slash + 1));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a prefix length: '" + text + "'");
            }
        }
        return new IpPrefix(addr, len);
    }

    public boolean isIpv4() {
        return address instanceof Inet4Address;
    }

    /** The mask as an address of the same family ({@code 255.255.255.0} for /24). */
    public InetAddress mask() {
        byte[] m = new byte[address.getAddress().length];
        for (int i = 0; i < length; i++) {
            m[i / 8] |= (byte) (0x80 >>> (i % 8));
        }
        return toAddress(m);
    }

    /** Whether {@code candidate} lies inside this prefix. */
    public boolean contains(InetAddress candidate) {
        return candidate.getClass() == address.getClass() && masked(candidate, length).equals(address);
    }

    private static InetAddress masked(InetAddress a, int len) {
        byte[] b = a.getAddress();
        for (int i = 0; i < b.length * 8; i++) {
            if (i >= len) {
                b[i / 8] &= (byte) ~(0x80 >>> (i % 8));
            }
        }
        return toAddress(b);
    }

    private static InetAddress toAddress(byte[] bytes) {
        try {
            return InetAddress.getByAddress(bytes);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(e);
        }
    }

    @Override
    public String toString() {
        return IpLiterals.format(address) + "/" + length;
    }
}
