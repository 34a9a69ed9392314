package io.nosagent.sai.stats;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The last {@code capacity} snapshots, oldest first: what a fault snapshot shows of the counters before
 * the fault. Written by the poll, read from any thread.
 *
 * <p>Each poll is kept as numbers in a {@code long[]} slot that is reused when the poll ten seconds later
 * overwrites it, not as the snapshot's records: a snapshot is some 1,300 objects on 64 ports and lives
 * exactly as long as the ring (10 s), long enough to be copied by every young collection and promoted,
 * short enough to die in the old generation. Kept as records, the history was most of what survived a
 * young GC under streaming load, and young pauses (which stall ON_CHANGE) grow with what survives.
 * Reading (a fault snapshot, rare) rebuilds the records.
 */
public final class CounterHistory {

    private static final QueueCounters.PauseStatus[] PAUSE = QueueCounters.PauseStatus.values();

    /** What a poll's numbers do not say: its ports' and router interfaces' names, in order. */
    private record Names(List<String> ports, List<String> routerInterfaces) {
    }

    private static final class Slot {
        long sequence;
        Instant collectedAt;
        long took;
        Names names;
        long[] numbers = new long[0];
    }

    private final Slot[] ring;
    private int next;
    private int size;
    /** Where a poll is encoded before it is copied into its slot; grows to the largest poll and stays. */
    private long[] scratch = new long[1024];
    private int length;
    private Names lastNames;

    public CounterHistory(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a counter history holds at least one poll, not " + capacity);
        }
        ring = new Slot[capacity];
        for (int i = 0; i < capacity; i++) {
            ring[i] = new Slot();
        }
    }

    synchronized void add(CounterSnapshot snapshot) {
        length = 0;
        var ports = snapshot.ports();
        for (PortCounters p : ports.values()) {
            put(p.values().length);
            for (long v : p.values()) {
                put(v);
            }
            put(p.queues().size());
            for (QueueCounters q : p.queues()) {
                put(q.index());
                put(q.packets());
                put(q.bytes());
                put(q.droppedPackets());
                put(q.droppedBytes());
                put(q.ecnMarkedPackets());
                put(q.ecnMarkedBytes());
                put(q.occupancyBytes());
                put(q.watermarkBytes());
                put(q.pause().ordinal());
            }
            put(p.priorityGroups().size());
            for (PriorityGroupCounters g : p.priorityGroups()) {
                put(g.index());
                put(g.packets());
                put(g.bytes());
                put(g.droppedPackets());
                put(g.occupancyBytes());
                put(g.sharedBytes());
                put(g.headroomBytes());
                put(g.watermarkBytes());
                put(g.sharedWatermark());
                put(g.headroomWatermark());
            }
        }
        put(snapshot.pools().size());
        for (PoolCounters pool : snapshot.pools().values()) {
            put(pool.poolId());
            put(pool.sizeBytes());
            put(pool.occupancyBytes());
            put(pool.watermarkBytes());
        }
        for (RouterInterfaceCounters r : snapshot.routerInterfaces().values()) {
            put(r.inPackets());
            put(r.inOctets());
            put(r.outPackets());
            put(r.outOctets());
        }
        Slot slot = ring[next];
        if (slot.numbers.length != length) {
            slot.numbers = new long[length];
        }
        System.arraycopy(scratch, 0, slot.numbers, 0, length);
        slot.sequence = snapshot.sequence();
        slot.collectedAt = snapshot.collectedAt();
        slot.took = snapshot.took();
        slot.names = names(snapshot);
        next = (next + 1) % ring.length;
        size = Math.min(size + 1, ring.length);
    }

    /** The poll's names, the previous poll's instance when they are the same (as they are, poll after poll). */
    private Names names(CounterSnapshot snapshot) {
        if (lastNames != null && sameOrder(lastNames.ports(), snapshot.ports().keySet())
                && sameOrder(lastNames.routerInterfaces(), snapshot.routerInterfaces().keySet())) {
            return lastNames;
        }
        lastNames = new Names(List.copyOf(snapshot.ports().keySet()), List.copyOf(snapshot.routerInterfaces().keySet()));
        return lastNames;
    }

    private static boolean sameOrder(List<String> names, java.util.Set<String> keys) {
        if (names.size() != keys.size()) {
            return false;
        }
        int i = 0;
        for (String k : keys) {
            if (!names.get(i++).equals(k)) {
                return false;
            }
        }
        return true;
    }

    private void put(long v) {
        if (length == scratch.length) {
            scratch = java.util.Arrays.copyOf(scratch, length * 2);
        }
        scratch[length++] = v;
    }

    public int capacity() {
        return ring.length;
    }

    /** Every snapshot held, oldest first. */
    public List<CounterSnapshot> snapshots() {
        return snapshots(java.util.Set.of());
    }

    /**
     * Every snapshot held, oldest first, with the counters of {@code ports} only (every port when empty). A
     * fault snapshot of one port keeps that port's history, not 64 ports' (some 10 MB, alive while the
     * snapshot is written, so copied by any young collection meanwhile).
     */
    public synchronized List<CounterSnapshot> snapshots(java.util.Set<String> ports) {
        var out = new ArrayList<CounterSnapshot>(size);
        for (int i = 0; i < size; i++) {
            out.add(decode(ring[(next - size + i + ring.length) % ring.length], ports));
        }
        return out;
    }

    private static CounterSnapshot decode(Slot slot, java.util.Set<String> only) {
        long[] n = slot.numbers;
        int at = 0;
        var ports = new LinkedHashMap<String, PortCounters>();
        for (String port : slot.names.ports()) {
            if (!only.isEmpty() && !only.contains(port)) {
                at += (int) n[at] + 1; // its values
                at += (int) n[at] * 10 + 1; // its queues
                at += (int) n[at] * 10 + 1; // its priority groups
                continue;
            }
            long[] values = new long[(int) n[at++]];
            System.arraycopy(n, at, values, 0, values.length);
            at += values.length;
            var queues = new ArrayList<QueueCounters>();
            for (int q = (int) n[at++]; q > 0; q--, at += 10) {
                queues.add(new QueueCounters((int) n[at], n[at + 1], n[at + 2], n[at + 3], n[at + 4], n[at + 5], n[at + 6],
                        n[at + 7], n[at + 8], PAUSE[(int) n[at + 9]]));
            }
            var groups = new ArrayList<PriorityGroupCounters>();
            for (int g = (int) n[at++]; g > 0; g--, at += 10) {
                groups.add(new PriorityGroupCounters((int) n[at], n[at + 1], n[at + 2], n[at + 3], n[at + 4], n[at + 5],
                        n[at + 6], n[at + 7], n[at + 8], n[at + 9]));
            }
            ports.put(port, new PortCounters(port, values, queues, groups));
        }
        var pools = new LinkedHashMap<Long, PoolCounters>();
        for (int p = (int) n[at++]; p > 0; p--, at += 4) {
            pools.put(n[at], new PoolCounters(n[at], n[at + 1], n[at + 2], n[at + 3]));
        }
        Map<String, RouterInterfaceCounters> rifs = new LinkedHashMap<>();
        for (String rif : slot.names.routerInterfaces()) {
            rifs.put(rif, new RouterInterfaceCounters(rif, n[at], n[at + 1], n[at + 2], n[at + 3]));
            at += 4;
        }
        return new CounterSnapshot(slot.sequence, slot.collectedAt, slot.took, ports, pools, rifs);
    }
}
