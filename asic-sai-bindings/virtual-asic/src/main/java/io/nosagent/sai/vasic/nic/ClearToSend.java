package io.nosagent.sai.vasic.nic;

/**
 * Receiver-driven admission as NCCL runs it over RDMA: the receiver cuts each posted message into
 * chunks and sends the sender a small clear-to-send (CTS) for each; the sender puts a chunk on the wire
 * only once its CTS arrived. The receiver keeps at most {@code window} chunks granted and not yet
 * received, so the data in flight towards it stays bounded however many senders there are.
 *
 * @param chunkBytes bytes a CTS admits (rounded up to whole packets; a message's last chunk may be shorter)
 * @param window     chunks granted and not yet fully received, per flow
 * @param marking    DSCP and PFC priority of the CTS packets; null: like the flow's data
 */
public record ClearToSend(long chunkBytes, int window, Marking marking) {

    /** A CTS is a small RDMA write (the receiver's FIFO entry): this much payload. */
    public static final int PAYLOAD_BYTES = 64;

    /** 64 KiB chunks, two in flight per flow, CTS marked like the data. */
    public static final ClearToSend DEFAULT = new ClearToSend(64 * 1024, 2, null);

    public ClearToSend {
        if (chunkBytes <= 0 || window <= 0) {
            throw new IllegalArgumentException("chunk bytes and window must be positive, not " + chunkBytes + " and " + window);
        }
    }

    /** The same with CTS packets marked {@code dscp} and paused on {@code pfcPriority}. */
    public ClearToSend withMarking(int dscp, int pfcPriority) {
        return new ClearToSend(chunkBytes, window, new Marking(dscp, pfcPriority));
    }

    public ClearToSend withChunkBytes(long bytes) {
        return new ClearToSend(bytes, window, marking);
    }

    public ClearToSend withWindow(int chunks) {
        return new ClearToSend(chunkBytes, chunks, marking);
    }
}
