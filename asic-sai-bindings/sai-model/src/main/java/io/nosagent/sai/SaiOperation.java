package io.nosagent.sai;

/** The SAI call an error came from; named in {@link SaiException} messages. */
public enum SaiOperation {
    CREATE, REMOVE, SET, GET, GET_STATS, CLEAR_STATS, BULK_CREATE, BULK_REMOVE, QUERY, INITIALIZE,
    /** {@code send_hostif_packet}: a frame from the CPU. */
    SEND_PACKET
}
