package io.nosagent.sai.vasic.packet;

import java.util.Arrays;

/**
 * Recycles {@link Packet}s so steady-state forwarding allocates nothing. Single-threaded, like the
 * simulation that owns it. A packet is released exactly once, by whoever ends its life (a receiver, a
 * drop).
 */
public final class PacketPool {

    private Packet[] free = new Packet[1024];
    private int size;
    private long inUse;

    /** A packet with every field zero (count 1). */
    public Packet acquire() {
        inUse++;
        if (size == 0) {
            return new Packet();
        }
        Packet p = free[--size];
        free[size] = null;
        return p;
    }

    public void release(Packet p) {
        p.reset();
        inUse--;
        if (size == free.length) {
            free = Arrays.copyOf(free, size * 2);
        }
        free[size++] = p;
    }

    /** Packets handed out and not yet released: on the wire, in queues or in NIC buffers. */
    public long inUse() {
        return inUse;
    }
}
