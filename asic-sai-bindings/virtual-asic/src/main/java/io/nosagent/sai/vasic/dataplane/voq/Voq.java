package io.nosagent.sai.vasic.dataplane.voq;

import io.nosagent.sai.vasic.packet.Packet;

/**
 * One virtual output queue: the packets one ingress port holds for one queue of one egress port, and
 * the credit state the egress port keeps for it. Credit may go negative (a packet larger than what is
 * left goes anyway), as on credit-based fabrics.
 */
public final class Voq {

    final int ingressPort;
    final int queue;
    private Packet[] ring = new Packet[16];
    private int head;
    private int length;
    private long bytes;
    /** Credit left to spend, bytes. */
    long credit;
    /** When the VOQ last turned active (from idle), granted since then, and the last grant or start. */
    long activeSince;
    long grantedSinceActive;
    long lastGrantAt;
    /** When it last ran empty; a VOQ empty longer than the idle time starts over. */
    long emptySince = Long.MIN_VALUE;
    /** Whether it is in its scheduler's active list. */
    boolean listed;

    Voq(int ingressPort, int queue) {
        this.ingressPort = ingressPort;
        this.queue = queue;
    }

    public int ingressPort() {
        return ingressPort;
    }

    public int queue() {
        return queue;
    }

    public boolean isEmpty() {
        return length == 0;
    }

    public long bytes() {
        return bytes;
    }

    public int length() {
        return length;
    }

    void add(Packet p) {
        if (length == ring.length) {
            var bigger = new Packet[ring.length * 2];
            for (int i = 0; i < length; i++) {
                bigger[i] = ring[(head + i) % ring.length];
            }
            ring = bigger;
            head = 0;
        }
        ring[(head + length) % ring.length] = p;
        length++;
        bytes += p.bytes();
    }

    Packet head() {
        return ring[head];
    }

    Packet poll() {
        Packet p = ring[head];
        ring[head] = null;
        head = (head + 1) % ring.length;
        length--;
        bytes -= p.bytes();
        return p;
    }

    @Override
    public String toString() {
        return "VOQ from port " + ingressPort + " to queue " + queue + " (" + length + " trains, " + bytes + " B, credit " + credit + ")";
    }
}
