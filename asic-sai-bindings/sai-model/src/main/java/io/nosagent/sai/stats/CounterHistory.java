package io.nosagent.sai.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * The last {@code capacity} snapshots, oldest first: what a fault snapshot shows of the counters before
 * the fault. Written by the poll, read from any thread; snapshots are immutable, so a reader only
 * copies references.
 */
public final class CounterHistory {

    private final CounterSnapshot[] ring;
    private int next;
    private int size;

    public CounterHistory(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a counter history holds at least one poll, not " + capacity);
        }
        ring = new CounterSnapshot[capacity];
    }

    synchronized void add(CounterSnapshot snapshot) {
        ring[next] = snapshot;
        next = (next + 1) % ring.length;
        size = Math.min(size + 1, ring.length);
    }

    public int capacity() {
        return ring.length;
    }

    /** Every snapshot held, oldest first. */
    public synchronized List<CounterSnapshot> snapshots() {
        var out = new ArrayList<CounterSnapshot>(size);
        for (int i = 0; i < size; i++) {
            out.add(ring[(next - size + i + ring.length) % ring.length]);
        }
        return out;
    }
}
