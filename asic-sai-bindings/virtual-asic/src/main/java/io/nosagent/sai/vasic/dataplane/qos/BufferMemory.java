package io.nosagent.sai.vasic.dataplane.qos;

/**
 * The packet memory itself: what every buffer profile and pool draws on in the end. A shallow shared
 * buffer is one of these for the whole switch; a deep buffer carved per ingress port is one per port.
 */
public final class BufferMemory {

    private final long capacity;
    private long used;

    public BufferMemory(long capacity) {
        this.capacity = capacity;
    }

    public long capacity() {
        return capacity;
    }

    public long used() {
        return used;
    }

    public boolean fits(long bytes) {
        return used + bytes <= capacity;
    }

    void take(long bytes) {
        used += bytes;
    }

    void give(long bytes) {
        used -= bytes;
    }
}
