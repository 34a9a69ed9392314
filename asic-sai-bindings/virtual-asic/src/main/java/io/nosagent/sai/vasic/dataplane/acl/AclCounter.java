package io.nosagent.sai.vasic.dataplane.acl;

/**
 * An ACL_COUNTER: packets and bytes of the entries that count into it. SAI reads them as the
 * counter's PACKETS / BYTES attributes and resets them by setting those, so the counts are published
 * for other threads after every batch.
 */
public final class AclCounter {

    private long packets;
    private long bytes;
    private volatile long publishedPackets;
    private volatile long publishedBytes;

    public void count(int packets, long bytes) {
        this.packets += packets;
        this.bytes += bytes;
    }

    /** The agent set PACKETS (and/or BYTES) to a value, normally 0. */
    public void resetPackets(long value) {
        packets = value;
        publishedPackets = value;
    }

    public void resetBytes(long value) {
        bytes = value;
        publishedBytes = value;
    }

    public long packets() {
        return packets;
    }

    public long bytes() {
        return bytes;
    }

    public void publish() {
        publishedPackets = packets;
        publishedBytes = bytes;
    }

    public long publishedPackets() {
        return publishedPackets;
    }

    public long publishedBytes() {
        return publishedBytes;
    }
}
