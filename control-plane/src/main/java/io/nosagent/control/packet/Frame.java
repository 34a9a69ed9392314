package io.nosagent.control.packet;

import io.nosagent.sai.MacAddress;

/**
 * An Ethernet II frame as the CPU port hands it over (FCS off): addresses, EtherType, and its bytes.
 *
 * @param bytes the whole frame; not copied, not to be changed
 */
public record Frame(MacAddress destination, MacAddress source, int etherType, byte[] bytes) {

    public static final int HEADER = 14;
    public static final int TYPE_IPV4 = 0x0800;
    public static final int TYPE_ARP = 0x0806;
    public static final int TYPE_IPV6 = 0x86DD;
    public static final MacAddress BROADCAST = new MacAddress(0xFFFF_FFFF_FFFFL);
    /** Frames shorter than this (FCS off) are padded, as Ethernet's minimum frame asks. */
    public static final int MIN_LENGTH = 60;

    public static Frame parse(byte[] bytes) throws MalformedFrame {
        if (bytes.length < HEADER) {
            throw new MalformedFrame("a frame of " + bytes.length + " bytes has no Ethernet header (14 bytes)");
        }
        return new Frame(Bytes.mac(bytes, 0), Bytes.mac(bytes, 6), Bytes.u16(bytes, 12), bytes);
    }

    /** Bytes after the Ethernet header. */
    public int payloadLength() {
        return bytes.length - HEADER;
    }
}
