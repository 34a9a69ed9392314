package io.nosagent.control.kernel;

import io.nosagent.sai.MacAddress;

import java.nio.ByteBuffer;

/**
 * IPv4 packets a host sends to the switch, as whole Ethernet frames with valid checksums (the kernel that answers
 * checks them): an ICMP echo request and a TCP SYN; and the fields a test reads from the answers.
 */
final class HostPackets {

    static final int ICMP = 1;
    static final int TCP = 6;
    static final int ECHO_REPLY = 0;
    static final int TCP_SYN = 0x02;
    static final int TCP_RST = 0x04;
    static final int TCP_ACK = 0x10;
    private static final int L3 = 14;

    private HostPackets() {
    }

    static byte[] echoRequest(MacAddress from, MacAddress to, int srcIp, int dstIp, int id, int seq, byte[] data) {
        ByteBuffer icmp = ByteBuffer.allocate(8 + data.length);
        icmp.put((byte) 8).put((byte) 0).putShort((short) 0).putShort((short) id).putShort((short) seq).put(data);
        byte[] body = icmp.array();
        putChecksum(body, 2, checksum(body, 0, body.length, 0));
        return ipv4(from, to, srcIp, dstIp, ICMP, body);
    }

    static byte[] tcpSyn(MacAddress from, MacAddress to, int srcIp, int dstIp, int srcPort, int dstPort, int seq) {
        ByteBuffer tcp = ByteBuffer.allocate(20);
        tcp.putShort((short) srcPort).putShort((short) dstPort).putInt(seq).putInt(0)
                .put((byte) 0x50).put((byte) TCP_SYN).putShort((short) 64240).putShort((short) 0).putShort((short) 0);
        byte[] body = tcp.array();
        long pseudo = (srcIp >>> 16) + (srcIp & 0xFFFF) + (dstIp >>> 16) + (dstIp & 0xFFFF) + TCP + body.length;
        putChecksum(body, 16, checksum(body, 0, body.length, pseudo));
        return ipv4(from, to, srcIp, dstIp, TCP, body);
    }

    private static byte[] ipv4(MacAddress from, MacAddress to, int srcIp, int dstIp, int protocol, byte[] body) {
        ByteBuffer f = ByteBuffer.allocate(L3 + 20 + body.length);
        putMac(f, to);
        putMac(f, from);
        f.putShort((short) 0x0800);
        f.put((byte) 0x45).put((byte) 0).putShort((short) (20 + body.length)).putShort((short) 1).putShort((short) 0x4000)
                .put((byte) 64).put((byte) protocol).putShort((short) 0).putInt(srcIp).putInt(dstIp).put(body);
        byte[] frame = f.array();
        putChecksum(frame, L3 + 10, checksum(frame, L3, 20, 0));
        return frame;
    }

    static int protocol(byte[] frame) {
        return frame[L3 + 9] & 0xFF;
    }

    static int srcIp(byte[] frame) {
        return ByteBuffer.wrap(frame).getInt(L3 + 12);
    }

    static int dstIp(byte[] frame) {
        return ByteBuffer.wrap(frame).getInt(L3 + 16);
    }

    static MacAddress srcMac(byte[] frame) {
        long mac = 0;
        for (int i = 6; i < 12; i++) {
            mac = mac << 8 | (frame[i] & 0xFF);
        }
        return new MacAddress(mac);
    }

    /** The byte at {@code offset} into the IPv4 packet's payload. */
    static int l4(byte[] frame, int offset) {
        return frame[L3 + (frame[L3] & 0x0F) * 4 + offset] & 0xFF;
    }

    static int l4u16(byte[] frame, int offset) {
        return l4(frame, offset) << 8 | l4(frame, offset + 1);
    }

    private static void putMac(ByteBuffer b, MacAddress mac) {
        for (int i = 5; i >= 0; i--) {
            b.put((byte) (mac.bits() >>> (8 * i)));
        }
    }

    private static int checksum(byte[] b, int from, int length, long initial) {
        long sum = initial;
        for (int i = from; i < from + length; i += 2) {
            sum += (b[i] & 0xFF) << 8 | (i + 1 < from + length ? b[i + 1] & 0xFF : 0);
        }
        while ((sum >>> 16) != 0) {
            sum = (sum & 0xFFFF) + (sum >>> 16);
        }
        return (int) (~sum & 0xFFFF);
    }

    private static void putChecksum(byte[] b, int at, int sum) {
        b[at] = (byte) (sum >>> 8);
        b[at + 1] = (byte) sum;
    }
}
