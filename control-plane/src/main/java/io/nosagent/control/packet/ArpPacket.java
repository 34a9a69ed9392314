package io.nosagent.control.packet;

import io.nosagent.sai.MacAddress;

import java.net.Inet4Address;
import java.nio.ByteBuffer;
import java.util.Objects;

/**
 * An ARP packet for IPv4 over Ethernet (RFC 826).
 *
 * @param operation 1 request, 2 reply
 */
public record ArpPacket(int operation, MacAddress senderMac, Inet4Address senderIp, MacAddress targetMac, Inet4Address targetIp) {

    public static final int REQUEST = 1;
    public static final int REPLY = 2;
    private static final int LENGTH = 28;

    public ArpPacket {
        Objects.requireNonNull(senderMac, "senderMac");
        Objects.requireNonNull(senderIp, "senderIp");
        Objects.requireNonNull(targetMac, "targetMac");
        Objects.requireNonNull(targetIp, "targetIp");
    }

    /** The ARP packet {@code frame} carries; refused when it is not Ethernet/IPv4 ARP of the right lengths and a known operation. */
    public static ArpPacket parse(Frame frame) throws MalformedFrame {
        byte[] b = frame.bytes();
        int at = Frame.HEADER;
        if (frame.etherType() != Frame.TYPE_ARP) {
            throw new MalformedFrame("EtherType 0x" + Integer.toHexString(frame.etherType()) + " is not ARP");
        }
        if (frame.payloadLength() < LENGTH) {
            throw new MalformedFrame("ARP packet of " + frame.payloadLength() + " bytes, shorter than 28");
        }
        if (Bytes.u16(b, at) != 1 || Bytes.u16(b, at + 2) != Frame.TYPE_IPV4) {
            throw new MalformedFrame("ARP for hardware type " + Bytes.u16(b, at) + " and protocol 0x"
                    + Integer.toHexString(Bytes.u16(b, at + 2)) + ", not Ethernet and IPv4");
        }
        if (Bytes.u8(b, at + 4) != 6 || Bytes.u8(b, at + 5) != 4) {
            throw new MalformedFrame("ARP address lengths " + Bytes.u8(b, at + 4) + " and " + Bytes.u8(b, at + 5) + ", not 6 and 4");
        }
        int op = Bytes.u16(b, at + 6);
        if (op != REQUEST && op != REPLY) {
            throw new MalformedFrame("ARP operation " + op + " is neither request (1) nor reply (2)");
        }
        return new ArpPacket(op, Bytes.mac(b, at + 8), (Inet4Address) Bytes.ip(b, at + 14, 4), Bytes.mac(b, at + 18),
                (Inet4Address) Bytes.ip(b, at + 24, 4));
    }

    /** A request from {@code mac}/{@code ip} for {@code target}, broadcast. */
    public static ArpPacket request(MacAddress mac, Inet4Address ip, Inet4Address target) {
        return new ArpPacket(REQUEST, mac, ip, MacAddress.ZERO, target);
    }

    /** The reply to this request, from {@code mac}: the target's address is at {@code mac}. */
    public ArpPacket replyFrom(MacAddress mac) {
        return new ArpPacket(REPLY, mac, targetIp, senderMac, senderIp);
    }

    /** Sender and target address the same: a host announcing (or defending) its address. */
    public boolean isGratuitous() {
        return senderIp.equals(targetIp);
    }

    /** The frame: a request broadcast, a reply to its target, from the sender's MAC; padded to the minimum length. */
    public byte[] frame() {
        ByteBuffer b = ByteBuffer.allocate(Frame.MIN_LENGTH);
        Bytes.put(b, operation == REQUEST ? Frame.BROADCAST : targetMac);
        Bytes.put(b, senderMac);
        b.putShort((short) Frame.TYPE_ARP).putShort((short) 1).putShort((short) Frame.TYPE_IPV4).put((byte) 6).put((byte) 4)
                .putShort((short) operation);
        Bytes.put(b, senderMac);
        b.put(senderIp.getAddress());
        Bytes.put(b, targetMac);
        b.put(targetIp.getAddress());
        return b.array();
    }
}
