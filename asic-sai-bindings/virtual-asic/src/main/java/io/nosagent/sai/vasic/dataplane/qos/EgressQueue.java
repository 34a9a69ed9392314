package io.nosagent.sai.vasic.dataplane.qos;

import io.nosagent.sai.StatId;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.vasic.ObjectCounters;
import io.nosagent.sai.vasic.dataplane.stats.StatBlock;
import io.nosagent.sai.vasic.packet.Packet;

import java.util.SplittableRandom;

/**
 * One unicast egress queue of a port: a FIFO of packets (trains) with its scheduler settings, buffer
 * profile (tail-drop limit), WRED profile, PFC pause, and counters (under the QUEUE stat ids).
 *
 * <p>On a VOQ switch a packet is the queue's from admission ({@link #hold}: its bytes count for WRED,
 * the tail-drop limit and occupancy) while it still waits in a VOQ at its ingress, and joins the FIFO
 * only when credit releases it ({@link #push}); {@link #releasedBytes} is what the FIFO holds.
 *
 * <p>A packet joins the FIFO still inside the switch's pipeline (until its {@code readyAt}). It holds
 * buffer (occupancy, shared pool) from admission, but the queue as its port sees it ({@link #depth}:
 * what WRED and the tail-drop limit compare) counts it only once out of the pipeline, so an unloaded
 * switch marks and drops nothing however long its pipeline.
 */
public final class EgressQueue {

    private static final int PACKETS = 0;
    private static final int BYTES = 1;
    private static final int DROPPED_PACKETS = 2;
    private static final int DROPPED_BYTES = 3;
    private static final int WRED_DROPPED_PACKETS = 4;
    private static final int WRED_DROPPED_BYTES = 5;
    private static final int ECN_MARKED_PACKETS = 6;
    private static final int ECN_MARKED_BYTES = 7;
    private static final int GREEN_ECN_MARKED_PACKETS = 8;
    private static final int GREEN_ECN_MARKED_BYTES = 9;
    private static final int OCCUPANCY = 0;
    private static final int SHARED = 1;

    /** Outcomes of {@link #admit}. */
    public static final int ADMIT = 0;
    public static final int ADMIT_MARKED = 1;
    public static final int TAIL_DROP = 2;
    public static final int WRED_DROP = 3;

    private final int index;
    private Packet[] ring = new Packet[64];
    private int head;
    private int length;
    private long bytes;
    private long releasedBytes;
    /** FIFO packets pushed and taken off so far; those before {@code readySeq} were out of the pipeline when last looked at. */
    private long pushedSeq;
    private long poppedSeq;
    private long readySeq;
    /** Bytes of the FIFO packets from {@code readySeq} on: still in the pipeline, as far as known. */
    private long unreadyBytes;
    private boolean strict;
    private int weight = 1;
    private WredProfile wred;
    private BufferProfile profile;
    private long averageDepth;
    private long sharedUsed;
    private long pausedUntil;
    private long deficit;
    private final StatBlock stats;
    private volatile boolean pausePublished;

    public EgressQueue(int index, StatBlock stats) {
        this.index = index;
        this.stats = stats;
    }

    public static StatBlock statBlock(ObjectCounters target) {
        return new StatBlock(target,
                new StatId[]{QueueStat.PACKETS, QueueStat.BYTES, QueueStat.DROPPED_PACKETS, QueueStat.DROPPED_BYTES,
                        QueueStat.WRED_DROPPED_PACKETS, QueueStat.WRED_DROPPED_BYTES,
                        QueueStat.WRED_ECN_MARKED_PACKETS, QueueStat.WRED_ECN_MARKED_BYTES,
                        QueueStat.GREEN_WRED_ECN_MARKED_PACKETS, QueueStat.GREEN_WRED_ECN_MARKED_BYTES},
                new StatId[]{QueueStat.CURR_OCCUPANCY_BYTES, QueueStat.SHARED_CURR_OCCUPANCY_BYTES},
                new StatId[]{QueueStat.WATERMARK_BYTES, QueueStat.SHARED_WATERMARK_BYTES});
    }

    public int index() {
        return index;
    }

    public void configure(boolean strict, int weight, WredProfile wred, BufferProfile profile) {
        this.strict = strict;
        this.weight = Math.max(1, weight);
        this.wred = wred;
        this.profile = profile;
    }

    public boolean isStrict() {
        return strict;
    }

    public int weight() {
        return weight;
    }

    public boolean isEmpty() {
        return length == 0;
    }

    /** Bytes of the packets the queue holds: in its FIFO, and on a VOQ switch in VOQs too. */
    public long bytes() {
        return bytes;
    }

    /** Bytes in the FIFO: out of the pipeline or still in it. */
    public long releasedBytes() {
        return releasedBytes;
    }

    /** The queue's depth at {@code now} as its port sees it: what it holds (FIFO and VOQs) but what is still in the pipeline. */
    public long depth(long now) {
        catchUp(now);
        return bytes - unreadyBytes;
    }

    /** Moves past the FIFO packets that left the pipeline by {@code now} (each once: O(1) amortised). */
    private void catchUp(long now) {
        readySeq = Math.max(readySeq, poppedSeq);
        while (readySeq < pushedSeq) {
            Packet p = ring[(int) ((head + readySeq - poppedSeq) % ring.length)];
            if (p.readyAt > now) {
                return;
            }
            unreadyBytes -= p.bytes();
            readySeq++;
        }
    }

    public int length() {
        return length;
    }

    public Packet head() {
        return ring[head];
    }

    // ---- PFC pause ------------------------------------------------------------------------------

    public boolean pausedAt(long now) {
        return pausedUntil > now;
    }

    public long pausedUntil() {
        return pausedUntil;
    }

    public void pauseUntil(long until) {
        pausedUntil = until;
    }

    /** The pause state other threads read (SAI QUEUE PAUSE_STATUS), as of the last publish. */
    public boolean pausePublished() {
        return pausePublished;
    }

    // ---- DWRR state, kept by the scheduler ---------------------------------------------------------

    long deficit() {
        return deficit;
    }

    void setDeficit(long deficit) {
        this.deficit = deficit;
    }

    // ---- enqueue / dequeue ------------------------------------------------------------------------

    /**
     * Decides whether {@code p} may join the queue: WRED (mark or drop) first, then the buffer profile's
     * limit. Counts drops; does not enqueue. {@link #ADMIT_MARKED} asks {@link #enqueue} to mark it: a
     * packet dropped later (its ingress priority group full) was never marked, as on hardware.
     */
    public int admit(Packet p, long now, SplittableRandom random) {
        long size = p.bytes();
        long depth = depth(now);
        if (wred != null) {
            averageDepth = wred.weight() == 0 ? depth : averageDepth + ((depth - averageDepth) >> wred.weight());
            int verdict = wred.decide(averageDepth, p.isEct(), random);
            if (verdict == WredProfile.DROP) {
                stats.add(WRED_DROPPED_PACKETS, p.count);
                stats.add(WRED_DROPPED_BYTES, size);
                countDrop(p.count, size);
                return WRED_DROP;
            }
            if (profile != null && !fits(depth, size)) {
                countDrop(p.count, size);
                return TAIL_DROP;
            }
            return verdict == WredProfile.MARK ? ADMIT_MARKED : ADMIT;
        }
        if (profile != null && !fits(depth, size)) {
            countDrop(p.count, size);
            return TAIL_DROP;
        }
        return ADMIT;
    }

    private boolean fits(long depth, long size) {
        long beyondReserved = Math.max(0, depth + size - profile.reserved());
        return beyondReserved <= profile.sharedLimit();
    }

    private void countDrop(int packets, long size) {
        stats.add(DROPPED_PACKETS, packets);
        stats.add(DROPPED_BYTES, size);
    }

    /** Queues {@code p}; {@code marked} (WRED said so at admission) sets ECN CE and counts the mark. */
    public void enqueue(Packet p, boolean marked) {
        hold(p, marked);
        push(p);
    }

    /** Takes {@code p} on (counted, buffered, marked) while it waits elsewhere, in a VOQ. */
    public void hold(Packet p, boolean marked) {
        if (marked) {
            long size = p.bytes();
            p.ecn = 3;
            stats.add(ECN_MARKED_PACKETS, p.count);
            stats.add(ECN_MARKED_BYTES, size);
            stats.add(GREEN_ECN_MARKED_PACKETS, p.count);
            stats.add(GREEN_ECN_MARKED_BYTES, size);
        }
        bytes += p.bytes();
        if (profile != null) {
            long shared = Math.max(0, bytes - profile.reserved()) - sharedUsed;
            if (shared > 0) {
                sharedUsed += shared;
                if (profile.pool() != null) {
                    profile.pool().take(shared);
                }
            }
        }
        publishLevels();
    }

    /** Puts a packet already held ({@link #hold}) into the FIFO. */
    public void push(Packet p) {
        if (length == ring.length) {
            Packet[] bigger = new Packet[ring.length * 2];
            for (int i = 0; i < length; i++) {
                bigger[i] = ring[(head + i) % ring.length];
            }
            ring = bigger;
            head = 0;
        }
        ring[(head + length) % ring.length] = p;
        length++;
        releasedBytes += p.bytes();
        unreadyBytes += p.bytes();
        pushedSeq++;
    }

    /** A held packet that never reached the FIFO was deleted (the VOQ credit watchdog): counted dropped. */
    public void dropHeld(Packet p) {
        long size = p.bytes();
        bytes -= size;
        releaseShared();
        countDrop(p.count, size);
        publishLevels();
    }

    /** Takes the head packet off to transmit it; counts it sent. */
    public Packet dequeue() {
        Packet p = ring[head];
        popped(p);
        ring[head] = null;
        head = (head + 1) % ring.length;
        length--;
        long size = p.bytes();
        bytes -= size;
        releasedBytes -= size;
        releaseShared();
        stats.add(PACKETS, p.count);
        stats.add(BYTES, size);
        if (length == 0) {
            deficit = 0;
        }
        publishLevels();
        return p;
    }

    /** Empties the queue (its port went down); returns the packets for the caller to release. */
    public Packet[] flushAll() {
        Packet[] out = new Packet[length];
        for (int i = 0; i < out.length; i++) {
            out[i] = dequeueDropped();
        }
        return out;
    }

    private Packet dequeueDropped() {
        Packet p = ring[head];
        popped(p);
        ring[head] = null;
        head = (head + 1) % ring.length;
        length--;
        bytes -= p.bytes();
        releasedBytes -= p.bytes();
        releaseShared();
        countDrop(p.count, p.bytes());
        if (length == 0) {
            deficit = 0;
        }
        publishLevels();
        return p;
    }

    /** The head leaves the FIFO: if it was not known to be out of the pipeline, it no longer counts as in it. */
    private void popped(Packet p) {
        if (readySeq <= poppedSeq) {
            unreadyBytes -= p.bytes();
            readySeq = poppedSeq + 1;
        }
        poppedSeq++;
    }

    private void releaseShared() {
        if (profile == null) {
            return;
        }
        long shared = Math.max(0, bytes - profile.reserved());
        if (shared < sharedUsed) {
            if (profile.pool() != null) {
                profile.pool().give(sharedUsed - shared);
            }
            sharedUsed = shared;
        }
    }

    private void publishLevels() {
        stats.setLevel(OCCUPANCY, bytes);
        stats.setLevel(SHARED, sharedUsed);
    }

    /** Pushes counters to the bank and the pause state to readers on other threads. */
    public void flush(long now) {
        stats.flush();
        pausePublished = pausedAt(now);
    }

    @Override
    public String toString() {
        return "queue " + index + " (" + length + " trains, " + bytes + " B" + (strict ? ", strict" : ", weight " + weight) + ")";
    }
}
