package io.nosagent.sai.vasic.packet;

/** Ethernet framing constants. */
public final class Ethernet {

    /** Destination, source, EtherType. */
    public static final int HEADER = 14;
    public static final int FCS = 4;
    /** Preamble + SFD (8) and the minimum inter-frame gap (12): wire time every frame costs. */
    public static final int PREAMBLE_AND_GAP = 20;
    public static final int MIN_FRAME = 64;
    public static final int TYPE_IPV4 = 0x0800;
    public static final int TYPE_IPV6 = 0x86DD;
    public static final int TYPE_ARP = 0x0806;
    public static final int TYPE_LLDP = 0x88CC;
    /** Slow protocols (LACP is subtype 1). */
    public static final int TYPE_SLOW = 0x8809;
    public static final long BROADCAST = 0xFFFF_FFFF_FFFFL;
    /** LLDP's nearest-bridge group address 01:80:c2:00:00:0e. */
    public static final long LLDP_MULTICAST = 0x0180_C200_000EL;
    /** One PFC pause quantum is 512 bit times at the port's speed. */
    public static final int PAUSE_QUANTUM_BITS = 512;
    public static final int MAX_PAUSE_QUANTA = 0xFFFF;

    private Ethernet() {
    }

    /** How long {@code quanta} pause quanta last at {@code speedMbps}, ns. */
    public static long pauseNs(int quanta, long speedMbps) {
        return (long) quanta * PAUSE_QUANTUM_BITS * 1000 / speedMbps;
    }
}
