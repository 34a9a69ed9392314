package io.nosagent.sai.vasic;

import java.util.Arrays;

/**
 * A long {@link Referrers} list's index: per referrer id, the slot of its first reference and how many it
 * holds, in primitive arrays (open addressing, linear probing, 0 marks an empty slot), so a failover removing
 * thousands of references to one next hop allocates nothing per reference, and a rebuild reuses the arrays.
 */
final class SlotIndex {

    private long[] keys;
    private int[] first;
    private int[] count;
    private int size;

    /** Room for about {@code expected} referrers. */
    SlotIndex(int expected) {
        allocate(capacityFor(expected));
    }

    /** Forgets every entry, for about {@code expected} to come; keeps the arrays unless far off that size. */
    void clear(int expected) {
        int capacity = capacityFor(expected);
        size = 0;
        if (capacity > keys.length || capacity * 4 < keys.length) {
            allocate(capacity);
        } else {
            Arrays.fill(keys, 0);
        }
    }

    /** One more reference from {@code oid}, at {@code slot}: its first sets where it starts. */
    void added(long oid, int slot) {
        if ((size + 1) * 4L > keys.length * 3L) {
            allocate(keys.length * 2);
        }
        int i = probe(oid);
        if (keys[i] == oid) {
            count[i]++;
        } else {
            keys[i] = oid;
            first[i] = slot;
            count[i] = 1;
            size++;
        }
    }

    /**
     * Takes away the first reference from {@code oid} in {@code list} (its first {@code end} slots); when it holds
     * more, its next one is looked for after the slot taken.
     *
     * @return the slot taken, or -1 when {@code oid} holds none
     */
    int take(long oid, long[] list, int end) {
        int i = probe(oid);
        if (keys[i] != oid) {
            return -1;
        }
        int slot = first[i];
        if (--count[i] == 0) {
            delete(i);
        } else {
            int next = slot + 1;
            while (next < end && list[next] != oid) {
                next++;
            }
            first[i] = next;
        }
        return slot;
    }

    private int probe(long oid) {
        int mask = keys.length - 1;
        int i = home(oid, mask);
        while (keys[i] != 0 && keys[i] != oid) {
            i = (i + 1) & mask;
        }
        return i;
    }

    /** Empties slot {@code gap}, moving later entries of its probe run back so lookups need no tombstones. */
    private void delete(int gap) {
        int mask = keys.length - 1;
        for (int j = (gap + 1) & mask; keys[j] != 0; j = (j + 1) & mask) {
            int home = home(keys[j], mask);
            boolean homeInsideGapToJ = gap <= j ? gap < home && home <= j : gap < home || home <= j;
            if (!homeInsideGapToJ) {
                keys[gap] = keys[j];
                first[gap] = first[j];
                count[gap] = count[j];
                gap = j;
            }
        }
        keys[gap] = 0;
        size--;
    }

    /** New arrays of {@code capacity} slots, with the {@link #size} entries held moved in. */
    private void allocate(int capacity) {
        long[] oldKeys = keys;
        int[] oldFirst = first;
        int[] oldCount = count;
        keys = new long[capacity];
        first = new int[capacity];
        count = new int[capacity];
        if (size == 0) {
            return;
        }
        for (int k = 0; k < oldKeys.length; k++) {
            if (oldKeys[k] != 0) {
                int i = probe(oldKeys[k]);
                keys[i] = oldKeys[k];
                first[i] = oldFirst[k];
                count[i] = oldCount[k];
            }
        }
    }

    private static int capacityFor(int expected) {
        return Math.max(64, Integer.highestOneBit(Math.max(1, expected) * 2 - 1) * 2);
    }

    private static int home(long key, int mask) {
        // Sequences are dense in the low bits and types sit in the high ones: mix both into the slot.
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
    }
}
