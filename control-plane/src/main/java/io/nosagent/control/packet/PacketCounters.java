package io.nosagent.control.packet;

import io.nosagent.config.intent.copp.TrapName;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * What the agent did with the packets its traps delivered, per trap: received, dropped as malformed (a truncated
 * frame, wrong lengths, a bad checksum), or ignored (readable but not the agent's to act on: a reply nobody asked
 * for, a gratuitous ARP claiming the switch's own address, a packet no handler takes); and the frames it sent.
 * Any thread.
 */
public final class PacketCounters {

    private final AtomicLongArray received = new AtomicLongArray(TrapName.values().length);
    private final AtomicLongArray malformed = new AtomicLongArray(TrapName.values().length);
    private final AtomicLongArray ignored = new AtomicLongArray(TrapName.values().length);
    private final AtomicLongArray sent = new AtomicLongArray(2);

    void countReceived(TrapName trap) {
        received.incrementAndGet(trap.ordinal());
    }

    /** One more packet of {@code trap} dropped as malformed. */
    public void countMalformed(TrapName trap) {
        malformed.incrementAndGet(trap.ordinal());
    }

    /** One more packet of {@code trap} readable but not the agent's to act on. */
    public void countIgnored(TrapName trap) {
        ignored.incrementAndGet(trap.ordinal());
    }

    void countSent(boolean ok) {
        sent.incrementAndGet(ok ? 0 : 1);
    }

    public long received(TrapName trap) {
        return received.get(trap.ordinal());
    }

    public long malformed(TrapName trap) {
        return malformed.get(trap.ordinal());
    }

    public long ignored(TrapName trap) {
        return ignored.get(trap.ordinal());
    }

    /** Frames sent. */
    public long sent() {
        return sent.get(0);
    }

    /** Frames the ASIC refused to send. */
    public long sendFailures() {
        return sent.get(1);
    }
}
