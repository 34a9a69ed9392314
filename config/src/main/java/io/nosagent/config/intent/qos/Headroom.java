package io.nosagent.config.intent.qos;

/**
 * XOFF headroom of a lossless priority group: the bytes that still arrive after the switch decides to
 * pause its peer, which the group must absorb without a drop. The operator states the cable length;
 * the bytes follow from it, the port speed and the MTU:
 *
 * <pre>
 *   in flight = 2 x MTU                        the XOFF waits behind the frame the port is sending, and
 *                                              the peer finishes the frame it is sending when XOFF lands
 *             + 2 x length x speed / (198 m/us) / 8    the cable, both ways (light in fibre or copper
 *                                                      covers about 198 m per microsecond)
 *             + quanta x 512 / 8               the peer's response time: 905 pause quanta at 400G and
 *                                              above, 453 at 200G, 394 below (IEEE 802.1Qbb figures
 *                                              SONiC uses), in bit times
 *   headroom  = in flight x cell factor, rounded up to 1 KiB
 *   cell factor = cells per MTU frame x cell bytes / MTU   (a cell holds part of one frame only)
 * </pre>
 *
 * A 400G port with 3 m of copper and MTU 9100 on 254-byte cells: 2 x 9100 + 1,516 + 57,920 = 77,636
 * bytes, x 1.0048 = 78,012, so 78,848 (77 KiB).
 */
public final class Headroom {

    /** Metres light travels per microsecond in fibre (and, near enough, in twinax copper). */
    public static final double PROPAGATION_METRES_PER_MICROSECOND = 198;
    /** Bit times per pause quantum. */
    public static final int BITS_PER_QUANTUM = 512;

    private Headroom() {
    }

    /** Pause quanta the peer may take to stop sending at {@code speedMbps}. */
    public static int peerResponseQuanta(long speedMbps) {
        if (speedMbps >= 400_000) {
            return 905;
        }
        return speedMbps >= 200_000 ? 453 : 394;
    }

    /** Bytes on the cable, both ways, at line rate. */
    public static long cableRoundTripBytes(long speedMbps, int cableMetres) {
        double seconds = 2.0 * cableMetres / (PROPAGATION_METRES_PER_MICROSECOND * 1e6);
        return (long) Math.ceil(seconds * speedMbps * 1e6 / 8);
    }

    /** Bytes the peer sends while it reacts to the pause. */
    public static long peerResponseBytes(long speedMbps) {
        return (long) peerResponseQuanta(speedMbps) * BITS_PER_QUANTUM / 8;
    }

    /** Bytes still arriving after XOFF is decided (before the cell factor). */
    public static long inFlightBytes(long speedMbps, int cableMetres, int mtu) {
        return 2L * mtu + cableRoundTripBytes(speedMbps, cableMetres) + peerResponseBytes(speedMbps);
    }

    /** The XOFF headroom in bytes; see the class comment. */
    public static long xoffBytes(long speedMbps, int cableMetres, int mtu, int cellBytes) {
        if (speedMbps <= 0 || cableMetres <= 0 || mtu <= 0 || cellBytes <= 0) {
            throw new IllegalArgumentException("speed, cable length, MTU and cell size must be positive");
        }
        long cellsPerFrame = (mtu + cellBytes - 1) / cellBytes;
        double cellFactor = (double) (cellsPerFrame * cellBytes) / mtu;
        long bytes = (long) Math.ceil(inFlightBytes(speedMbps, cableMetres, mtu) * cellFactor);
        return (bytes + 1023) / 1024 * 1024;
    }
}
