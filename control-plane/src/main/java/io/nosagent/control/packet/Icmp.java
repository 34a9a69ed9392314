package io.nosagent.control.packet;

import io.nosagent.sai.MacAddress;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * ICMP (RFC 792) and ICMPv6 (RFC 4443) as the switch's CPU speaks them: echo requests it sends, the answers to them
 * it reads (an echo reply, or a time-exceeded or unreachable error quoting its request), and the time-exceeded
 * error a router owes the source of a packet whose TTL ran out (RFC 1812 4.3.2.2; quoting the IPv4 header and 8
 * bytes, as RFC 792 asks, or as much of the IPv6 packet as fits a 1280-byte error, as RFC 4443 asks).
 */
public final class Icmp {

    /** An echo request to send: {@code size} bytes of data after the 8-byte ICMP header. */
    public record Echo(InetAddress source, InetAddress destination, int id, int sequence, int ttl, int size, boolean dontFragment) {
        public Echo {
            Objects.requireNonNull(source, "source");
            if ((source instanceof Inet4Address) != (destination instanceof Inet4Address)) {
                throw new IllegalArgumentException("source " + source.getHostAddress() + " and destination "
                        + destination.getHostAddress() + " are of different families");
            }
            if (ttl < 1 || ttl > 255 || size < 0 || size > MAX_DATA || id < 0 || id > 0xFFFF || sequence < 0 || sequence > 0xFFFF) {
                throw new IllegalArgumentException("ttl " + ttl + " (1..255), size " + size + " (0.." + MAX_DATA + "), id " + id
                        + " and sequence " + sequence + " (0..65535)");
            }
        }
    }

    /** An answer to one of the switch's echo requests, which {@code id} and {@code sequence} name. */
    public sealed interface Answer {
        InetAddress from();

        int id();

        int sequence();
    }

    /** The destination answered: its reply's TTL (hop limit) as it arrived and the data's length. */
    public record EchoReply(InetAddress from, int id, int sequence, int ttl, int size) implements Answer {
    }

    /** A router on the way ({@code from}) said the request's TTL ran out. */
    public record TimeExceeded(InetAddress from, int id, int sequence) implements Answer {
    }

    /** {@code from} said the destination cannot be reached, with its ICMP code. */
    public record Unreachable(InetAddress from, int code, int id, int sequence) implements Answer {
    }

    /** An echo request as it is on the wire: to whom, with which identifier and sequence. */
    public record Request(InetAddress destination, int id, int sequence) {
    }

    /** The most data an echo request carries: what fits a 9216-byte jumbo frame's IPv6 packet. */
    public static final int MAX_DATA = 9216 - Frame.HEADER - 40 - 8;
    private static final int IP = Frame.HEADER;
    private static final int V4_HEADER = 20;
    private static final int V6_HEADER = 40;
    private static final int PROTOCOL_ICMP = 1;
    private static final int PROTOCOL_ICMPV6 = 58;
    private static final int V6_MIN_MTU = 1280;
    private static final int ROUTER_TTL = 64;

    private Icmp() {
    }

    /** The frame of {@code echo}, addressed to the switch's own MAC so the pipeline routes it. */
    public static byte[] echoRequest(MacAddress switchMac, Echo echo) {
        byte[] message = new byte[8 + echo.size()];
        message[0] = (byte) (echo.source() instanceof Inet4Address ? 8 : 128);
        put16(message, 4, echo.id());
        put16(message, 6, echo.sequence());
        for (int i = 8; i < message.length; i++) {
            message[i] = (byte) i; // the data's bytes say where they are: a reply cut or changed shows
        }
        return packet(switchMac, echo.source(), echo.destination(), echo.ttl(), echo.sequence(), echo.dontFragment(), message);
    }

    /**
     * The answer {@code frame} carries to an echo request of the switch, if it is one: an echo reply with a correct
     * checksum, or an error quoting an echo request; anything else is empty.
     */
    public static Optional<Answer> answer(Frame frame) {
        byte[] b = frame.bytes();
        if (frame.etherType() == Frame.TYPE_IPV4 && b.length >= IP + V4_HEADER && Bytes.u8(b, IP) >>> 4 == 4
                && Bytes.u8(b, IP + 9) == PROTOCOL_ICMP) {
            int icmp = IP + (Bytes.u8(b, IP) & 0x0F) * 4;
            int end = Math.min(b.length, IP + Bytes.u16(b, IP + 2));
            if (end - icmp < 8 || Bytes.checksum(0, b, icmp, end - icmp) != 0) {
                return Optional.empty();
            }
            InetAddress from = Bytes.ip(b, IP + 12, 4);
            return switch (Bytes.u8(b, icmp)) {
                case 0 -> Optional.of(new EchoReply(from, Bytes.u16(b, icmp + 4), Bytes.u16(b, icmp + 6), Bytes.u8(b, IP + 8), end - icmp - 8));
                case 11 -> quotedV4(b, icmp + 8, end).map(q -> new TimeExceeded(from, q[0], q[1]));
                case 3 -> quotedV4(b, icmp + 8, end).map(q -> new Unreachable(from, Bytes.u8(b, icmp + 1), q[0], q[1]));
                default -> Optional.empty();
            };
        }
        if (frame.etherType() == Frame.TYPE_IPV6 && b.length >= IP + V6_HEADER + 8 && Bytes.u8(b, IP) >>> 4 == 6
                && Bytes.u8(b, IP + 6) == PROTOCOL_ICMPV6) {
            int icmp = IP + V6_HEADER;
            int end = Math.min(b.length, icmp + Bytes.u16(b, IP + 4));
            if (end - icmp < 8 || Bytes.icmpv6Checksum(b, icmp, end - icmp) != 0) {
                return Optional.empty();
            }
            InetAddress from = Bytes.ip(b, IP + 8, 16);
            return switch (Bytes.u8(b, icmp)) {
                case 129 -> Optional.of(new EchoReply(from, Bytes.u16(b, icmp + 4), Bytes.u16(b, icmp + 6), Bytes.u8(b, IP + 7), end - icmp - 8));
                case 3 -> quotedV6(b, icmp + 8, end).map(q -> new TimeExceeded(from, q[0], q[1]));
                case 1 -> quotedV6(b, icmp + 8, end).map(q -> new Unreachable(from, Bytes.u8(b, icmp + 1), q[0], q[1]));
                default -> Optional.empty();
            };
        }
        return Optional.empty();
    }

    /** The echo request {@code frame} carries (ICMP type 8, ICMPv6 type 128), if it carries one; the checksum is not checked. */
    public static Optional<Request> request(Frame frame) {
        byte[] b = frame.bytes();
        if (frame.etherType() == Frame.TYPE_IPV4 && b.length >= IP + V4_HEADER && Bytes.u8(b, IP) >>> 4 == 4
                && Bytes.u8(b, IP + 9) == PROTOCOL_ICMP) {
            int icmp = IP + (Bytes.u8(b, IP) & 0x0F) * 4;
            return b.length - icmp >= 8 && Bytes.u8(b, icmp) == 8
                    ? Optional.of(new Request(Bytes.ip(b, IP + 16, 4), Bytes.u16(b, icmp + 4), Bytes.u16(b, icmp + 6)))
                    : Optional.empty();
        }
        if (frame.etherType() == Frame.TYPE_IPV6 && b.length >= IP + V6_HEADER + 8 && Bytes.u8(b, IP) >>> 4 == 6
                && Bytes.u8(b, IP + 6) == PROTOCOL_ICMPV6) {
            int icmp = IP + V6_HEADER;
            return Bytes.u8(b, icmp) == 128
                    ? Optional.of(new Request(Bytes.ip(b, IP + 24, 16), Bytes.u16(b, icmp + 4), Bytes.u16(b, icmp + 6)))
                    : Optional.empty();
        }
        return Optional.empty();
    }

    /** Id and sequence of the echo request quoted at {@code at} (an IPv4 header and at least 8 bytes after it). */
    private static Optional<int[]> quotedV4(byte[] b, int at, int end) {
        if (end - at < V4_HEADER) {
            return Optional.empty();
        }
        int icmp = at + (Bytes.u8(b, at) & 0x0F) * 4;
        return Bytes.u8(b, at + 9) == PROTOCOL_ICMP && end - icmp >= 8 && Bytes.u8(b, icmp) == 8
                ? Optional.of(new int[]{Bytes.u16(b, icmp + 4), Bytes.u16(b, icmp + 6)}) : Optional.empty();
    }

    private static Optional<int[]> quotedV6(byte[] b, int at, int end) {
        int icmp = at + V6_HEADER;
        return end - icmp >= 8 && Bytes.u8(b, at + 6) == PROTOCOL_ICMPV6 && Bytes.u8(b, icmp) == 128
                ? Optional.of(new int[]{Bytes.u16(b, icmp + 4), Bytes.u16(b, icmp + 6)}) : Optional.empty();
    }

    /**
     * The time-exceeded error (code 0, in transit) that the router at {@code from} sends the source of {@code expired};
     * empty for what must not be answered: an ICMP error (no error about an error, RFC 1122 3.2.2), a packet that
     * is not IP of {@code from}'s family.
     */
    public static Optional<byte[]> timeExceeded(MacAddress switchMac, InetAddress from, Frame expired) {
        byte[] b = expired.bytes();
        boolean v4 = from instanceof Inet4Address;
        if (v4 && (expired.etherType() != Frame.TYPE_IPV4 || b.length < IP + V4_HEADER)
                || !v4 && (expired.etherType() != Frame.TYPE_IPV6 || b.length < IP + V6_HEADER)) {
            return Optional.empty();
        }
        int headerLength = v4 ? (Bytes.u8(b, IP) & 0x0F) * 4 : V6_HEADER;
        int protocol = Bytes.u8(b, IP + (v4 ? 9 : 6));
        int l4 = IP + headerLength;
        if (l4 < b.length && (v4 && protocol == PROTOCOL_ICMP && !isInformational(Bytes.u8(b, l4), 0, 8)
                || !v4 && protocol == PROTOCOL_ICMPV6 && Bytes.u8(b, l4) < 128)) {
            return Optional.empty();
        }
        int end = Math.min(b.length, IP + (v4 ? Bytes.u16(b, IP + 2) : V6_HEADER + Bytes.u16(b, IP + 4)));
        int quoted = v4 ? Math.min(end - IP, headerLength + 8) : Math.min(end - IP, V6_MIN_MTU - V6_HEADER - 8);
        byte[] message = new byte[8 + quoted];
        message[0] = (byte) (v4 ? 11 : 3);
        System.arraycopy(b, IP, message, 8, quoted);
        InetAddress to = Bytes.ip(b, IP + (v4 ? 12 : 8), v4 ? 4 : 16);
        return Optional.of(packet(switchMac, from, to, ROUTER_TTL, 0, false, message));
    }

    /** The IP source of {@code frame}, if it carries an IPv4 or IPv6 header. */
    public static Optional<InetAddress> sourceOf(Frame frame) {
        byte[] b = frame.bytes();
        if (frame.etherType() == Frame.TYPE_IPV4 && b.length >= IP + V4_HEADER) {
            return Optional.of(Bytes.ip(b, IP + 12, 4));
        }
        if (frame.etherType() == Frame.TYPE_IPV6 && b.length >= IP + V6_HEADER) {
            return Optional.of(Bytes.ip(b, IP + 8, 16));
        }
        return Optional.empty();
    }

    private static boolean isInformational(int type, int... informational) {
        return Arrays.stream(informational).anyMatch(t -> t == type);
    }

    /** An IP packet of {@code from}'s family carrying the ICMP {@code message} (checksum filled in), in a frame to {@code mac}. */
    private static byte[] packet(MacAddress mac, InetAddress from, InetAddress to, int ttl, int ipId, boolean dontFragment, byte[] message) {
        boolean v4 = from instanceof Inet4Address;
        int header = v4 ? V4_HEADER : V6_HEADER;
        ByteBuffer b = ByteBuffer.allocate(Math.max(Frame.MIN_LENGTH, IP + header + message.length));
        Bytes.put(b, mac);
        Bytes.put(b, mac);
        if (v4) {
            b.putShort((short) Frame.TYPE_IPV4).put((byte) 0x45).put((byte) 0).putShort((short) (header + message.length))
                    .putShort((short) ipId).putShort((short) (dontFragment ? 0x4000 : 0)).put((byte) ttl).put((byte) PROTOCOL_ICMP)
                    .putShort((short) 0).put(from.getAddress()).put(to.getAddress());
        } else {
            b.putShort((short) Frame.TYPE_IPV6).putInt(0x6000_0000).putShort((short) message.length).put((byte) PROTOCOL_ICMPV6)
                    .put((byte) ttl).put(from.getAddress()).put(to.getAddress());
        }
        b.put(message);
        byte[] f = b.array();
        int icmp = IP + header;
        if (v4) {
            put16(f, IP + 10, Bytes.checksum(0, f, IP, header));
            put16(f, icmp + 2, Bytes.checksum(0, f, icmp, message.length));
        } else {
            put16(f, icmp + 2, Bytes.icmpv6Checksum(f, icmp, message.length));
        }
        return f;
    }

    private static void put16(byte[] b, int at, int value) {
        b[at] = (byte) (value >>> 8);
        b[at + 1] = (byte) value;
    }
}
