package io.nosagent.control.packet;

import io.nosagent.sai.MacAddress;

import java.net.Inet6Address;
import java.nio.ByteBuffer;
import java.util.Objects;
import java.util.Optional;

/**
 * IPv6 neighbor solicitations and advertisements (RFC 4861) in their frames. Reading checks what RFC 4861
 * section 7.1 asks a receiver to check (hop limit 255, ICMPv6 checksum, code 0, length, options of non-zero
 * length within the message); other ICMPv6 types read as {@link Other}.
 */
public sealed interface NeighborDiscovery {

    int SOLICITATION = 135;
    int ADVERTISEMENT = 136;

    /** Its IPv6 source and destination. */
    Inet6Address source();

    Inet6Address destination();

    /**
     * A neighbor solicitation.
     *
     * @param sourceLinkLayer the option of that name; absent from an address being checked for duplicates (source ::)
     */
    record Solicitation(Inet6Address source, Inet6Address destination, Inet6Address target, Optional<MacAddress> sourceLinkLayer)
            implements NeighborDiscovery {
        public Solicitation {
            Objects.requireNonNull(target, "target");
        }
    }

    /** A neighbor advertisement with its flags (R, S, O) and target link-layer address option. */
    record Advertisement(Inet6Address source, Inet6Address destination, Inet6Address target, boolean router, boolean solicited,
                         boolean override, Optional<MacAddress> targetLinkLayer) implements NeighborDiscovery {
        public Advertisement {
            Objects.requireNonNull(target, "target");
        }
    }

    /** Another ICMPv6 message the neighbor discovery trap delivers (router solicitation, ...): not the agent's. */
    record Other(Inet6Address source, Inet6Address destination, int type) implements NeighborDiscovery {
    }

    int IPV6 = Frame.HEADER;
    int ICMP = Frame.HEADER + 40;
    int NEXT_HEADER_ICMPV6 = 58;

    /** The neighbor discovery message {@code frame} carries. */
    static NeighborDiscovery parse(Frame frame) throws MalformedFrame {
        byte[] b = frame.bytes();
        if (frame.etherType() != Frame.TYPE_IPV6 || b.length < ICMP + 4) {
            throw new MalformedFrame("not an IPv6 packet long enough for an ICMPv6 header (" + b.length + " bytes)");
        }
        if ((Bytes.u8(b, IPV6) >>> 4) != 6 || Bytes.u8(b, IPV6 + 6) != NEXT_HEADER_ICMPV6) {
            throw new MalformedFrame("IPv6 version " + (Bytes.u8(b, IPV6) >>> 4) + ", next header " + Bytes.u8(b, IPV6 + 6)
                    + ": not ICMPv6 without extension headers");
        }
        int length = Bytes.u16(b, IPV6 + 4);
        if (length < 4 || ICMP + length > b.length) {
            throw new MalformedFrame("IPv6 payload length " + length + " does not fit the " + (b.length - ICMP) + " bytes there");
        }
        var source = (Inet6Address) Bytes.ip(b, IPV6 + 8, 16);
        var destination = (Inet6Address) Bytes.ip(b, IPV6 + 24, 16);
        int type = Bytes.u8(b, ICMP);
        if (type != SOLICITATION && type != ADVERTISEMENT) {
            return new Other(source, destination, type);
        }
        if (Bytes.u8(b, IPV6 + 7) != 255) {
            throw new MalformedFrame("hop limit " + Bytes.u8(b, IPV6 + 7) + ": neighbor discovery comes with 255 (from the link itself)");
        }
        if (checksum(b, ICMP, length) != 0) {
            throw new MalformedFrame("ICMPv6 checksum does not verify");
        }
        if (Bytes.u8(b, ICMP + 1) != 0 || length < 24) {
            throw new MalformedFrame("ICMPv6 type " + type + " code " + Bytes.u8(b, ICMP + 1) + ", " + length + " bytes: needs code 0 and 24 bytes");
        }
        var target = (Inet6Address) Bytes.ip(b, ICMP + 8, 16);
        if (target.isMulticastAddress()) {
            throw new MalformedFrame("target " + target.getHostAddress() + " is a multicast address");
        }
        Optional<MacAddress> linkLayer = Optional.empty();
        int want = type == SOLICITATION ? 1 : 2;
        for (int at = ICMP + 24; at < ICMP + length; ) {
            if (at + 2 > ICMP + length) {
                throw new MalformedFrame("option header past the message's end");
            }
            int optionLength = Bytes.u8(b, at + 1) * 8;
            if (optionLength == 0 || at + optionLength > ICMP + length) {
                throw new MalformedFrame("option of length " + optionLength + " at byte " + (at - ICMP));
            }
            if (Bytes.u8(b, at) == want && optionLength >= 8) {
                linkLayer = Optional.of(Bytes.mac(b, at + 2));
            }
            at += optionLength;
        }
        if (type == SOLICITATION) {
            return new Solicitation(source, destination, target, linkLayer);
        }
        int flags = Bytes.u8(b, ICMP + 4);
        return new Advertisement(source, destination, target, (flags & 0x80) != 0, (flags & 0x40) != 0, (flags & 0x20) != 0, linkLayer);
    }

    private static int checksum(byte[] b, int from, int length) {
        return Bytes.icmpv6Checksum(b, from, length);
    }

    /**
     * A solicitation from {@code mac}/{@code source} for {@code target}, to its solicited-node multicast group
     * (ff02::1:ffXX:XXXX, MAC 33:33:ff:XX:XX:XX), with the source link-layer address.
     */
    static byte[] solicitation(MacAddress mac, Inet6Address source, Inet6Address target) {
        byte[] t = target.getAddress();
        byte[] group = new byte[16];
        group[0] = (byte) 0xFF;
        group[1] = 2;
        group[11] = 1;
        group[12] = (byte) 0xFF;
        group[13] = t[13];
        group[14] = t[14];
        group[15] = t[15];
        var groupMac = MacAddress.of(new byte[]{0x33, 0x33, (byte) 0xFF, t[13], t[14], t[15]});
        return message(groupMac, mac, source.getAddress(), group, SOLICITATION, 0, t, 1, mac);
    }

    /** A solicited advertisement (router and override set) of {@code target} at {@code mac}, to {@code to}. */
    static byte[] advertisement(MacAddress mac, Inet6Address target, MacAddress toMac, Inet6Address to) {
        return message(toMac, mac, target.getAddress(), to.getAddress(), ADVERTISEMENT, 0xE0, target.getAddress(), 2, mac);
    }

    private static byte[] message(MacAddress dstMac, MacAddress srcMac, byte[] src, byte[] dst, int type, int flags, byte[] target,
                                  int option, MacAddress optionMac) {
        int length = 32;
        ByteBuffer b = ByteBuffer.allocate(ICMP + length);
        Bytes.put(b, dstMac);
        Bytes.put(b, srcMac);
        b.putShort((short) Frame.TYPE_IPV6);
        b.putInt(0x6000_0000).putShort((short) length).put((byte) NEXT_HEADER_ICMPV6).put((byte) 255).put(src).put(dst);
        b.put((byte) type).put((byte) 0).putShort((short) 0).put((byte) flags).put(new byte[3]).put(target);
        b.put((byte) option).put((byte) 1);
        Bytes.put(b, optionMac);
        byte[] f = b.array();
        int sum = checksum(f, ICMP, length);
        f[ICMP + 2] = (byte) (sum >>> 8);
        f[ICMP + 3] = (byte) sum;
        return f;
    }
}
