package io.nosagent.sai.vasic.nic;

import io.nosagent.sai.vasic.packet.Ethernet;
import io.nosagent.sai.vasic.packet.Frames;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Packet;

import java.util.Arrays;

/**
 * A host kernel's answer to ICMP echo (RFC 792) and ICMPv6 echo (RFC 4443) for its own address: the request's
 * identifier, sequence and data sent back to where it came from, TTL (hop limit) 64, to the MAC it came from (the
 * gateway's). Requests to another address, and anything else, get no answer.
 */
final class EchoResponder {

    private static final int L3 = Ethernet.HEADER;
    private static final int ICMP = 1;
    private static final int HOST_TTL = 64;

    private EchoResponder() {
    }

    /** The echo reply to {@code p} if it is an echo request for {@code ipHi/ipLo} (the host's address), else null. */
    static byte[] replyTo(Packet p, long ipHi, long ipLo) {
        byte[] f = p.frame;
        if (f == null || p.etherType != 0 || p.dstIpHi != ipHi || p.dstIpLo != ipLo) {
            return null;
        }
        return p.ipv6 ? v6(f) : v4(f);
    }

    private static byte[] v4(byte[] request) {
        int ihl = (request[L3] & 0x0F) * 4;
        int total = u16(request, L3 + 2);
        int icmp = L3 + ihl;
        if ((request[L3 + 9] & 0xFF) != ICMP || request.length < L3 + total || total < ihl + 8 || request[icmp] != 8) {
            return null;
        }
        byte[] f = Arrays.copyOf(request, L3 + total);
        swap(f, 0, 6, 6);
        swap(f, L3 + 12, L3 + 16, 4);
        f[L3 + 8] = HOST_TTL;
        put16(f, L3 + 10, 0);
        put16(f, L3 + 10, checksum(f, L3, ihl));
        f[icmp] = 0;
        put16(f, icmp + 2, 0);
        put16(f, icmp + 2, checksum(f, icmp, total - ihl));
        return f;
    }

    private static byte[] v6(byte[] request) {
        int icmp = L3 + Ip.V6_HEADER;
        int length = u16(request, L3 + 4);
        if ((request[L3 + 6] & 0xFF) != Ip.ICMPV6 || request.length < icmp + length || length < 8 || (request[icmp] & 0xFF) != 128) {
            return null;
        }
        byte[] f = Arrays.copyOf(request, icmp + length);
        swap(f, 0, 6, 6);
        swap(f, L3 + 8, L3 + 24, 16);
        f[L3 + 7] = HOST_TTL;
        f[icmp] = (byte) 129;
        put16(f, icmp + 2, 0);
        put16(f, icmp + 2, Frames.icmpv6Checksum(f, icmp, length));
        return f;
    }

    private static void swap(byte[] f, int a, int b, int length) {
        for (int i = 0; i < length; i++) {
            byte t = f[a + i];
            f[a + i] = f[b + i];
            f[b + i] = t;
        }
    }

    /** The Internet checksum (RFC 1071) of {@code length} bytes from {@code from}. */
    private static int checksum(byte[] f, int from, int length) {
        long sum = 0;
        for (int i = from; i < from + length; i += 2) {
            sum += i + 1 < from + length ? u16(f, i) : (f[i] & 0xFF) << 8;
        }
        while ((sum >>> 16) != 0) {
            sum = (sum & 0xFFFF) + (sum >>> 16);
        }
        return (int) (~sum & 0xFFFF);
    }

    private static int u16(byte[] f, int at) {
        return ((f[at] & 0xFF) << 8) | (f[at + 1] & 0xFF);
    }

    private static void put16(byte[] f, int at, int v) {
        f[at] = (byte) (v >>> 8);
        f[at + 1] = (byte) v;
    }
}
