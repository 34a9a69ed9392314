package io.nosagent.sai.vasic.packet;

/** RoCEv2: RDMA transport in UDP, and the base transport header fields the simulator reads. */
public final class Roce {

    public static final int UDP_PORT = 4791;
    /** Base transport header bytes (opcode, flags, P_Key, reserved, destination QP, A bit, PSN). */
    public static final int BTH = 12;
    /** ACK extended transport header of an RC Acknowledge (syndrome, MSN). */
    public static final int AETH = 4;
    /** Invariant CRC trailer. */
    public static final int ICRC = 4;
    /** RC opcodes. */
    public static final int RC_SEND_ONLY = 0x04;
    public static final int RC_RDMA_WRITE_FIRST = 0x06;
    public static final int RC_RDMA_WRITE_MIDDLE = 0x07;
    public static final int RC_RDMA_WRITE_LAST = 0x08;
    public static final int RC_RDMA_WRITE_ONLY = 0x0A;
    public static final int RC_ACKNOWLEDGE = 0x11;
    public static final int MAX_QP = 0xFF_FFFF;
    public static final int PSN_MASK = 0xFF_FFFF;

    private Roce() {
    }

    /** Frame bytes of one RoCEv2 packet carrying {@code payload} bytes. */
    public static int frameSize(int payload, boolean ipv6) {
        return Ethernet.HEADER + (ipv6 ? Ip.V6_HEADER : Ip.V4_HEADER) + Ip.UDP_HEADER + BTH + payload + ICRC + Ethernet.FCS;
    }
}
