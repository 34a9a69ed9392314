package io.nosagent.control.packet;

import java.util.Arrays;

/** Neighbor discovery frames changed as a sender might have sent them: an option added, a length that lies. */
public final class NdFrames {

    private NdFrames() {
    }

    /** {@code frame} with an option of {@code type} and {@code units} times 8 bytes added, lengths and checksum right. */
    public static byte[] withOption(byte[] frame, int type, int units) {
        byte[] f = Arrays.copyOf(frame, frame.length + units * 8);
        f[frame.length] = (byte) type;
        f[frame.length + 1] = (byte) units;
        int length = f.length - NeighborDiscovery.ICMP;
        f[NeighborDiscovery.IPV6 + 4] = (byte) (length >>> 8);
        f[NeighborDiscovery.IPV6 + 5] = (byte) length;
        return withChecksum(f, length);
    }

    /** {@code frame} whose IPv6 payload length says {@code length}, its checksum over that many bytes. */
    public static byte[] withPayloadLength(byte[] frame, int length) {
        byte[] f = frame.clone();
        f[NeighborDiscovery.IPV6 + 4] = (byte) (length >>> 8);
        f[NeighborDiscovery.IPV6 + 5] = (byte) length;
        return withChecksum(f, Math.min(length, f.length - NeighborDiscovery.ICMP));
    }

    private static byte[] withChecksum(byte[] f, int length) {
        int at = NeighborDiscovery.ICMP;
        f[at + 2] = 0;
        f[at + 3] = 0;
        long sum = length + NeighborDiscovery.NEXT_HEADER_ICMPV6;
        for (int i = NeighborDiscovery.IPV6 + 8; i < NeighborDiscovery.IPV6 + 40; i += 2) {
            sum += Bytes.u16(f, i);
        }
        int checksum = Bytes.checksum(sum, f, at, length);
        f[at + 2] = (byte) (checksum >>> 8);
        f[at + 3] = (byte) checksum;
        return f;
    }
}
