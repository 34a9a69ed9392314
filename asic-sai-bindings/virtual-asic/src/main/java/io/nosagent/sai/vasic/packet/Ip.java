package io.nosagent.sai.vasic.packet;


import io.nosagent.net.IpAddresses;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.UnknownHostException;

/** IP constants and the conversion between {@link InetAddress} and the two-long form packets carry. */
public final class Ip {

    public static final int TCP = 6;
    public static final int UDP = 17;
    public static final int ICMPV6 = 58;
    public static final int V4_HEADER = 20;
    public static final int V6_HEADER = 40;
    public static final int UDP_HEADER = 8;
    public static final int TCP_HEADER = 20;

    private Ip() {
    }

    /** High 64 bits of an IPv6 address; 0 for IPv4. */
    public static long hi(InetAddress a) {
        return a instanceof Inet4Address ? 0 : bits(a.getAddress(), 0, 8);
    }

    /** Low 64 bits of an IPv6 address, or the IPv4 address. */
    public static long lo(InetAddress a) {
        byte[] b = a.getAddress();
        return b.length == 4 ? bits(b, 0, 4) : bits(b, 8, 8);
    }

    public static InetAddress address(boolean ipv6, long hi, long lo) {
        byte[] b = new byte[ipv6 ? 16 : 4];
        if (ipv6) {
            for (int i = 0; i < 8; i++) {
                b[i] = (byte) (hi >>> (56 - 8 * i));
                b[8 + i] = (byte) (lo >>> (56 - 8 * i));
            }
        } else {
            for (int i = 0; i < 4; i++) {
                b[i] = (byte) (lo >>> (24 - 8 * i));
            }
        }
        try {
            return InetAddress.getByAddress(b);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(e);
        }
    }

    public static String format(boolean ipv6, long hi, long lo) {
        return IpAddresses.format(address(ipv6, hi, lo));
    }

    private static long bits(byte[] b, int from, int n) {
        long v = 0;
        for (int i = 0; i < n; i++) {
            v = (v << 8) | (b[from + i] & 0xFF);
        }
        return v;
    }
}
