package io.nosagent.sai.vasic.packet;

/**
 * What a RoCE packet is for the transport: data (RDMA writes of a message), the responder's RC
 * Acknowledge (BTH opcode 17, sent back to the requester), or a receiver's clear-to-send (a small RDMA
 * write that lets the sender put its next chunk on the wire), or a DCQCN congestion notification (CNP, BTH
 * opcode 0x81, from a receiver that got ECN-marked data back to the sender). Switches see only the headers; the kind
 * is simulation metadata, so a receiver can say what queued how long.
 */
public enum PacketKind {
    DATA, ACK, CTS, CNP;

    private static final PacketKind[] BY_ORDINAL = values();

    public static PacketKind of(int ordinal) {
        return BY_ORDINAL[ordinal];
    }
}
