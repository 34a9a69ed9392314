package io.nosagent.control.packet;

import io.nosagent.sai.MacAddress;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.util.Arrays;

/** Network-order fields of a frame's bytes. */
final class Bytes {

    private Bytes() {
    }

    static int u8(byte[] b, int at) {
        return b[at] & 0xFF;
    }

    static int u16(byte[] b, int at) {
        return (u8(b, at) << 8) | u8(b, at + 1);
    }

    static MacAddress mac(byte[] b, int at) {
        return MacAddress.of(Arrays.copyOfRange(b, at, at + 6));
    }

    static InetAddress ip(byte[] b, int at, int length) {
        try {
            return InetAddress.getByAddress(Arrays.copyOfRange(b, at, at + length));
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(e);
        }
    }

    static void put(ByteBuffer b, MacAddress mac) {
        b.put(mac.octets());
    }

    /** The Internet checksum (RFC 1071) of {@code length} bytes from {@code from}, folded into {@code sum}. */
    static int checksum(long sum, byte[] b, int from, int length) {
        for (int i = from; i < from + length; i += 2) {
            sum += i + 1 < from + length ? u16(b, i) : u8(b, i) << 8;
        }
        while ((sum >>> 16) != 0) {
            sum = (sum & 0xFFFF) + (sum >>> 16);
        }
        return (int) (~sum & 0xFFFF);
    }

    /**
     * The ICMPv6 checksum (RFC 4443) of the message of {@code length} bytes from {@code from}, over the pseudo-header
     * of the IPv6 header after the frame's Ethernet header: 0 when the message's own checksum is right.
     */
    static int icmpv6Checksum(byte[] b, int from, int length) {
        long sum = length + 58;
        for (int i = Frame.HEADER + 8; i < Frame.HEADER + 40; i += 2) {
            sum += u16(b, i);
        }
        return checksum(sum, b, from, length);
    }
}
