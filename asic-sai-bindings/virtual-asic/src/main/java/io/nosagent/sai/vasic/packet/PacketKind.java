package io.nosagent.sai.vasic.packet;

/**
 * What a RoCE packet is for the transport: data (RDMA writes of a message), the responder's RC
 * Acknowledge (BTH opcode 17, sent back to the requester), or a receiver's clear-to-send (a small RDMA
 * write that lets the sender put its next chunk on the wire). Switches see only the headers; the kind
 * is simulation metadata, so a receiver can say what queued how long.
 */
public enum PacketKind {
    DATA, ACK, CTS;

    private static final PacketKind[] BY_ORDINAL = values();

    public static PacketKind of(int ordinal) {
        return BY_ORDINAL[ordinal];
    }
}
