package io.nosagent.sai.vasic.packet;

import java.nio.ByteBuffer;

/**
 * Frames as bytes, for what the simulation sends or receives as a host or a CPU does rather than as traffic:
 * ARP (RFC 826) and IPv6 neighbor discovery (RFC 4861) built into a {@link Packet} with its {@link Packet#frame},
 * any frame's header parsed into a packet's fields (frames the switch's CPU sends), and the bytes of a packet the
 * switch traps to its CPU (its frame, or its header fields written out by {@link HeaderBytes}).
 *
 * <p>Frames are untagged Ethernet II; IPv4 headers carry no options. Bytes are network order.
 */
public final class Frames {

    /** Shortest frame without FCS: shorter ones are padded with zeros. */
    public static final int MIN_FRAME = Ethernet.MIN_FRAME - Ethernet.FCS;
    public static final int ARP_REQUEST = 1;
    public static final int ARP_REPLY = 2;
    public static final int NEIGHBOR_SOLICITATION = 135;
    public static final int NEIGHBOR_ADVERTISEMENT = 136;

    private static final int ARP = Ethernet.HEADER;
    private static final int L3 = Ethernet.HEADER;
    private static final int ICMPV6 = Ethernet.HEADER + Ip.V6_HEADER;

    private Frames() {
    }

    // ---- ARP ---------------------------------------------------------------------------------------------

    /** Makes {@code p} an ARP packet: {@code op} 1 request, 2 reply; addresses as packets hold them. */
    public static void arp(Packet p, int op, long srcMac, long dstMac, long senderMac, long senderIp, long targetMac, long targetIp) {
        ByteBuffer b = ByteBuffer.allocate(MIN_FRAME);
        ethernet(b, dstMac, srcMac, Ethernet.TYPE_ARP);
        b.putShort((short) 1).putShort((short) Ethernet.TYPE_IPV4).put((byte) 6).put((byte) 4).putShort((short) op);
        mac(b, senderMac);
        b.putInt((int) senderIp);
        mac(b, targetMac);
        b.putInt((int) targetIp);
        parse(b.array(), p);
    }

    public static int arpOp(Packet p) {
        return u16(p.frame, ARP + 6);
    }

    public static long arpSenderMac(Packet p) {
        return mac(p.frame, ARP + 8);
    }

    public static long arpSenderIp(Packet p) {
        return u32(p.frame, ARP + 14);
    }

    public static long arpTargetIp(Packet p) {
        return u32(p.frame, ARP + 24);
    }

    /** An Ethernet/IPv4 ARP packet of the right length. */
    public static boolean isArp(Packet p) {
        return p.etherType == Ethernet.TYPE_ARP && p.frame != null && p.frame.length >= ARP + 28
                && u16(p.frame, ARP) == 1 && u16(p.frame, ARP + 2) == Ethernet.TYPE_IPV4;
    }

    // ---- LLDP ----------------------------------------------------------------------------------------

    /** LLDP's nearest-bridge group address, 01:80:c2:00:00:0e. */
    public static final long LLDP_NEAREST_BRIDGE = 0x0180_C200_000EL;

    /**
     * Makes {@code p} an LLDPDU as a host's lldpd sends it: to the nearest-bridge address from {@code srcMac},
     * chassis id that MAC, port id {@code portId} (interface-name subtype), {@code ttl} seconds, the port id again
     * as port description, and {@code systemName}.
     */
    public static void lldp(Packet p, long srcMac, String portId, int ttl, String systemName) {
        byte[] port = portId.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        byte[] name = systemName.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        ByteBuffer b = ByteBuffer.allocate(Math.max(MIN_FRAME, Ethernet.HEADER + 9 + 3 + port.length + 4 + 2 + port.length + 2 + name.length + 2));
        ethernet(b, LLDP_NEAREST_BRIDGE, srcMac, Ethernet.TYPE_LLDP);
        b.putShort((short) (1 << 9 | 7)).put((byte) 4);
        mac(b, srcMac);
        b.putShort((short) (2 << 9 | (port.length + 1))).put((byte) 5).put(port);
        b.putShort((short) (3 << 9 | 2)).putShort((short) ttl);
        b.putShort((short) (4 << 9 | port.length)).put(port);
        b.putShort((short) (5 << 9 | name.length)).put(name);
        b.putShort((short) 0);
        parse(b.array(), p);
    }

    // ---- IPv6 neighbor discovery -------------------------------------------------------------------------

    /**
     * Makes {@code p} a neighbor solicitation from {@code src} (MAC and address) for {@code target}, to the
     * target's solicited-node multicast group, with the source link-layer address option.
     */
    public static void neighborSolicitation(Packet p, long srcMac, long srcHi, long srcLo, long targetHi, long targetLo) {
        long groupHi = 0xFF02_0000_0000_0000L;
        long groupLo = 0x0000_0001_FF00_0000L | (targetLo & 0xFF_FFFFL);
        long groupMac = 0x3333_FF00_0000L | (targetLo & 0xFF_FFFFL);
        icmpv6(p, srcMac, groupMac, srcHi, srcLo, groupHi, groupLo, NEIGHBOR_SOLICITATION, 0, targetHi, targetLo, 1, srcMac);
    }

    /** Makes {@code p} a solicited neighbor advertisement of {@code src} (override set) with its link-layer address. */
    public static void neighborAdvertisement(Packet p, long srcMac, long dstMac, long srcHi, long srcLo, long dstHi, long dstLo) {
        icmpv6(p, srcMac, dstMac, srcHi, srcLo, dstHi, dstLo, NEIGHBOR_ADVERTISEMENT, 0x6000_0000, srcHi, srcLo, 2, srcMac);
    }

    private static void icmpv6(Packet p, long srcMac, long dstMac, long srcHi, long srcLo, long dstHi, long dstLo, int type, int flags,
                               long targetHi, long targetLo, int option, long optionMac) {
        int icmpLength = 32;
        ByteBuffer b = ByteBuffer.allocate(ICMPV6 + icmpLength);
        ethernet(b, dstMac, srcMac, Ethernet.TYPE_IPV6);
        b.putInt(0x6000_0000).putShort((short) icmpLength).put((byte) Ip.ICMPV6).put((byte) 255);
        b.putLong(srcHi).putLong(srcLo).putLong(dstHi).putLong(dstLo);
        b.put((byte) type).put((byte) 0).putShort((short) 0).putInt(flags).putLong(targetHi).putLong(targetLo);
        b.put((byte) option).put((byte) 1);
        mac(b, optionMac);
        byte[] f = b.array();
        int sum = icmpv6Checksum(f, ICMPV6, icmpLength);
        f[ICMPV6 + 2] = (byte) (sum >>> 8);
        f[ICMPV6 + 3] = (byte) sum;
        parse(f, p);
    }

    /** The ICMPv6 type of a packet carrying its frame, else -1. */
    public static int icmpv6Type(Packet p) {
        if (p.frame == null || !p.ipv6 || p.protocol != Ip.ICMPV6 || p.frame.length <= ICMPV6) {
            return -1;
        }
        return p.frame[ICMPV6] & 0xFF;
    }

    /** The target address of a solicitation or advertisement: high, low half. */
    public static long ndTargetHi(Packet p) {
        return u64(p.frame, ICMPV6 + 8);
    }

    public static long ndTargetLo(Packet p) {
        return u64(p.frame, ICMPV6 + 16);
    }

    /** Whether a neighbor discovery packet is long enough for its target and one link-layer option. */
    public static boolean isNeighborDiscovery(Packet p) {
        int type = icmpv6Type(p);
        return (type == NEIGHBOR_SOLICITATION || type == NEIGHBOR_ADVERTISEMENT) && p.frame.length >= ICMPV6 + 32;
    }

    /** The MAC in the first link-layer address option, or 0. */
    public static long ndLinkLayerAddress(Packet p) {
        int at = ICMPV6 + 24;
        return p.frame.length >= at + 8 && (p.frame[at] == 1 || p.frame[at] == 2) && p.frame[at + 1] == 1 ? mac(p.frame, at + 2) : 0;
    }

    /** RFC 4443's checksum: the IPv6 pseudo-header (addresses, length, next header) and the message. */
    public static int icmpv6Checksum(byte[] f, int from, int length) {
        long sum = 0;
        for (int i = L3 + 8; i < L3 + 40; i += 2) {
            sum += u16(f, i);
        }
        sum += length + Ip.ICMPV6;
        for (int i = from; i < from + length; i += 2) {
            sum += i + 1 < from + length ? u16(f, i) : (f[i] & 0xFF) << 8;
        }
        while ((sum >>> 16) != 0) {
            sum = (sum & 0xFFFF) + (sum >>> 16);
        }
        return (int) (~sum & 0xFFFF);
    }

    // ---- any frame -----------------------------------------------------------------------------------------

    /**
     * Makes {@code p} the frame {@code bytes} (kept, not copied): MACs and EtherType; for IPv4 and IPv6 the
     * addresses, protocol, TTL, DSCP/ECN, flow label and the TCP/UDP ports; size with FCS (at least 64).
     */
    public static void parse(byte[] bytes, Packet p) {
        p.frame = bytes;
        p.size = Math.max(bytes.length, MIN_FRAME) + Ethernet.FCS;
        p.dstMac = mac(bytes, 0);
        p.srcMac = mac(bytes, 6);
        int type = u16(bytes, 12);
        int l4;
        if (type == Ethernet.TYPE_IPV4 && bytes.length >= L3 + Ip.V4_HEADER) {
            p.etherType = 0;
            p.ipv6 = false;
            p.dscp = (bytes[L3 + 1] & 0xFF) >>> 2;
            p.ecn = bytes[L3 + 1] & 3;
            p.ttl = bytes[L3 + 8] & 0xFF;
            p.protocol = bytes[L3 + 9] & 0xFF;
            p.srcIpHi = 0;
            p.srcIpLo = u32(bytes, L3 + 12);
            p.dstIpHi = 0;
            p.dstIpLo = u32(bytes, L3 + 16);
            l4 = L3 + (bytes[L3] & 0x0F) * 4;
        } else if (type == Ethernet.TYPE_IPV6 && bytes.length >= L3 + Ip.V6_HEADER) {
            p.etherType = 0;
            p.ipv6 = true;
            int tclass = (u16(bytes, L3) >>> 4) & 0xFF;
            p.dscp = tclass >>> 2;
            p.ecn = tclass & 3;
            p.flowLabel = (int) (u32(bytes, L3) & 0xF_FFFF);
            p.protocol = bytes[L3 + 6] & 0xFF;
            p.ttl = bytes[L3 + 7] & 0xFF;
            p.srcIpHi = u64(bytes, L3 + 8);
            p.srcIpLo = u64(bytes, L3 + 16);
            p.dstIpHi = u64(bytes, L3 + 24);
            p.dstIpLo = u64(bytes, L3 + 32);
            l4 = L3 + Ip.V6_HEADER;
        } else {
            p.etherType = type;
            return;
        }
        if ((p.protocol == Ip.TCP || p.protocol == Ip.UDP) && bytes.length >= l4 + 4) {
            p.srcPort = u16(bytes, l4);
            p.dstPort = u16(bytes, l4 + 2);
        }
    }

    /**
     * The bytes of {@code p} as the switch holds it now, FCS off: a copy of its frame, or its header fields
     * written out (the payload reads as zeros).
     */
    public static byte[] bytes(Packet p) {
        if (p.frame != null) {
            return p.frame.clone();
        }
        byte[] out = new byte[p.size - Ethernet.FCS];
        int header = Math.min(out.length, HeaderBytes.HEADERS);
        for (int i = 0; i < header; i++) {
            out[i] = (byte) HeaderBytes.byteAt(p, HeaderBytes.L2, i);
        }
        return out;
    }

    /** A router rewrote {@code p}'s MACs and TTL: its frame, if it has one, says so too. */
    public static void rewritten(Packet p) {
        byte[] f = p.frame;
        if (f == null) {
            return;
        }
        putMac(f, 0, p.dstMac);
        putMac(f, 6, p.srcMac);
        if (p.etherType == 0 && !p.ipv6 && f.length >= L3 + Ip.V4_HEADER) {
            f[L3 + 8] = (byte) p.ttl;
            // The IPv4 header checksum follows the TTL (RFC 1624: the sum changes by the TTL's change).
            f[L3 + 10] = 0;
            f[L3 + 11] = 0;
            int words = (f[L3] & 0x0F) * 2;
            long sum = 0;
            for (int i = 0; i < words; i++) {
                sum += u16(f, L3 + 2 * i);
            }
            while ((sum >>> 16) != 0) {
                sum = (sum & 0xFFFF) + (sum >>> 16);
            }
            int checksum = (int) (~sum & 0xFFFF);
            f[L3 + 10] = (byte) (checksum >>> 8);
            f[L3 + 11] = (byte) checksum;
        } else if (p.etherType == 0 && p.ipv6 && f.length >= L3 + Ip.V6_HEADER) {
            f[L3 + 7] = (byte) p.ttl;
        }
    }

    // ---- bytes -----------------------------------------------------------------------------------------

    private static void ethernet(ByteBuffer b, long dstMac, long srcMac, int type) {
        mac(b, dstMac);
        mac(b, srcMac);
        b.putShort((short) type);
    }

    private static void mac(ByteBuffer b, long mac) {
        for (int i = 5; i >= 0; i--) {
            b.put((byte) (mac >>> (8 * i)));
        }
    }

    private static void putMac(byte[] f, int at, long mac) {
        for (int i = 0; i < 6; i++) {
            f[at + i] = (byte) (mac >>> (8 * (5 - i)));
        }
    }

    private static long mac(byte[] f, int at) {
        long v = 0;
        for (int i = 0; i < 6; i++) {
            v = (v << 8) | (f[at + i] & 0xFF);
        }
        return v;
    }

    private static int u16(byte[] f, int at) {
        return ((f[at] & 0xFF) << 8) | (f[at + 1] & 0xFF);
    }

    private static long u32(byte[] f, int at) {
        return ((long) u16(f, at) << 16) | u16(f, at + 2);
    }

    private static long u64(byte[] f, int at) {
        return (u32(f, at) << 32) | u32(f, at + 4);
    }
}
