package io.nosagent.sai.vasic.packet;

/**
 * The packet's header bytes as a parser sees them, for user-defined fields: the byte at an offset
 * from the start of the L2, L3 or L4 header. Frames are untagged Ethernet II; IPv4 headers carry no
 * options; the L4 header of a RoCEv2 packet is UDP followed by the BTH (so the destination QP sits at
 * L4 offsets 13..15). Bytes the simulator does not model (checksums, identification) read as zero,
 * as does anything past the headers.
 */
public final class HeaderBytes {

    /** {@code sai_udf_base_t} numbering: L2, L3, L4. */
    public static final int L2 = 0;
    public static final int L3 = 1;
    public static final int L4 = 2;
    /** Bytes from the start of the frame that hold headers: the parser's reach, past L2 + IPv6 + UDP + the RoCE BTH. */
    public static final int HEADERS = 128;

    private HeaderBytes() {
    }

    public static int byteAt(Packet p, int base, int offset) {
        return switch (base) {
            case L2 -> l2(p, offset);
            case L3 -> p.ipv6 ? ipv6(p, offset) : ipv4(p, offset);
            case L4 -> l4(p, offset);
            default -> 0;
        };
    }

    private static int l2(Packet p, int i) {
        if (i < 6) {
            return octet(p.dstMac, 5 - i);
        }
        if (i < 12) {
            return octet(p.srcMac, 11 - i);
        }
        int type = p.ipv6 ? Ethernet.TYPE_IPV6 : Ethernet.TYPE_IPV4;
        return switch (i) {
            case 12 -> type >>> 8;
            case 13 -> type & 0xFF;
            default -> i >= Ethernet.HEADER ? (p.ipv6 ? ipv6(p, i - Ethernet.HEADER) : ipv4(p, i - Ethernet.HEADER)) : 0;
        };
    }

    private static int ipv4(Packet p, int i) {
        int totalLength = p.size - Ethernet.HEADER - Ethernet.FCS;
        return switch (i) {
            case 0 -> 0x45;
            case 1 -> (p.dscp << 2) | p.ecn;
            case 2 -> (totalLength >>> 8) & 0xFF;
            case 3 -> totalLength & 0xFF;
            case 6 -> 0x40; // don't fragment
            case 8 -> p.ttl;
            case 9 -> p.protocol;
            case 12, 13, 14, 15 -> octet(p.srcIpLo, 15 - i);
            case 16, 17, 18, 19 -> octet(p.dstIpLo, 19 - i);
            default -> i >= Ip.V4_HEADER ? l4(p, i - Ip.V4_HEADER) : 0;
        };
    }

    private static int ipv6(Packet p, int i) {
        int tclass = (p.dscp << 2) | p.ecn;
        int payloadLength = p.size - Ethernet.HEADER - Ethernet.FCS - Ip.V6_HEADER;
        if (i >= 8 && i < 24) {
            return i < 16 ? octet(p.srcIpHi, 15 - i) : octet(p.srcIpLo, 23 - i);
        }
        if (i >= 24 && i < 40) {
            return i < 32 ? octet(p.dstIpHi, 31 - i) : octet(p.dstIpLo, 39 - i);
        }
        return switch (i) {
            case 0 -> 0x60 | (tclass >>> 4);
            case 1 -> ((tclass & 0xF) << 4) | ((p.flowLabel >>> 16) & 0xF);
            case 2 -> (p.flowLabel >>> 8) & 0xFF;
            case 3 -> p.flowLabel & 0xFF;
            case 4 -> (payloadLength >>> 8) & 0xFF;
            case 5 -> payloadLength & 0xFF;
            case 6 -> p.protocol;
            case 7 -> p.ttl;
            default -> i >= Ip.V6_HEADER ? l4(p, i - Ip.V6_HEADER) : 0;
        };
    }

    private static int l4(Packet p, int i) {
        switch (i) {
            case 0:
                return p.srcPort >>> 8;
            case 1:
                return p.srcPort & 0xFF;
            case 2:
                return p.dstPort >>> 8;
            case 3:
                return p.dstPort & 0xFF;
            default:
                break;
        }
        if (p.protocol == Ip.UDP) {
            int udpLength = p.size - Ethernet.HEADER - Ethernet.FCS - (p.ipv6 ? Ip.V6_HEADER : Ip.V4_HEADER);
            return switch (i) {
                case 4 -> (udpLength >>> 8) & 0xFF;
                case 5 -> udpLength & 0xFF;
                default -> p.isRoce() ? bth(p, i - Ip.UDP_HEADER) : 0;
            };
        }
        if (p.protocol == Ip.TCP) {
            return switch (i) {
                case 4, 5, 6, 7 -> octet(p.psn & 0xFFFF_FFFFL, 7 - i); // sequence number
                case 12 -> 0x50; // data offset: 5 words
                case 13 -> 0x10; // ACK
                default -> 0;
            };
        }
        return 0;
    }

    private static int bth(Packet p, int i) {
        return switch (i) {
            case 0 -> p.bthOpcode;
            case 2, 3 -> 0xFF; // default partition key
            case 5 -> (p.destQp >>> 16) & 0xFF;
            case 6 -> (p.destQp >>> 8) & 0xFF;
            case 7 -> p.destQp & 0xFF;
            case 9 -> (p.psn >>> 16) & 0xFF;
            case 10 -> (p.psn >>> 8) & 0xFF;
            case 11 -> p.psn & 0xFF;
            default -> 0;
        };
    }

    private static int octet(long value, int fromLeastSignificant) {
        return (int) (value >>> (8 * fromLeastSignificant)) & 0xFF;
    }
}
