package io.nosagent.sai.vasic;

import java.util.Arrays;

/**
 * The objects whose attributes name one object, one element per reference and in the order the
 * references were made. It answers OBJECT_IN_USE and the member lists SAI reports as read-only
 * attributes (a next-hop group's members are the members that name it).
 *
 * <p>A next hop shared by thousands of groups has one reference per group member: a failover removes
 * thousands of them at once, so a dropped reference leaves a hole (0, never an object id) instead of
 * shifting the rest, and a long list finds a referrer through an index instead of a scan. Holes are
 * squeezed out once they outnumber the references left, so both stay linear overall. The index is primitive
 * ({@link SlotIndex}) and rebuilt in place: removing a reference allocates nothing.
 */
final class Referrers {

    /** Lists longer than this keep an index from referrer to slot. */
    private static final int INDEXED_ABOVE = 16;

    private long[] oids = new long[4];
    /** Slots used, holes included. */
    private int end;
    /** References held. */
    private int size;
    /** Referrer to the slot of its first reference and how many it holds; null while the list is short. */
    private SlotIndex index;

    void add(long oid) {
        if (end == oids.length) {
            if (end - size >= size) {
                squeeze();
            } else {
                oids = Arrays.copyOf(oids, end * 2);
            }
        }
        if (index != null) {
            index.added(oid, end);
        }
        oids[end++] = oid;
        size++;
        if (index == null && size > INDEXED_ABOVE) {
            reindex();
        }
    }

    /** Drops the first reference from {@code oid}, keeping the order of the rest. */
    void remove(long oid) {
        int slot = index == null ? find(oid, 0) : index.take(oid, oids, end);
        if (slot < 0) {
            throw new IllegalStateException("no reference from 0x" + Long.toHexString(oid) + " to drop");
        }
        oids[slot] = 0;
        size--;
        while (end > 0 && oids[end - 1] == 0) {
            end--;
        }
        if (end - size > Math.max(INDEXED_ABOVE, size)) {
            squeeze();
        }
    }

    int size() {
        return size;
    }

    /** The first reference's referrer; the list must not be empty. */
    long first() {
        return oids[firstHeld()];
    }

    /** Every reference's referrer, in order. */
    long[] toArray() {
        long[] out = new long[size];
        int n = 0;
        for (int i = 0; i < end; i++) {
            if (oids[i] != 0) {
                out[n++] = oids[i];
            }
        }
        return out;
    }

    private int firstHeld() {
        for (int i = 0; i < end; i++) {
            if (oids[i] != 0) {
                return i;
            }
        }
        throw new IllegalStateException("no reference held");
    }

    private int find(long oid, int from) {
        for (int i = from; i < end; i++) {
            if (oids[i] == oid) {
                return i;
            }
        }
        return -1;
    }

    private void squeeze() {
        int n = 0;
        for (int i = 0; i < end; i++) {
            if (oids[i] != 0) {
                oids[n++] = oids[i];
            }
        }
        Arrays.fill(oids, n, end, 0);
        end = n;
        if (size > INDEXED_ABOVE) {
            reindex();
        } else {
            index = null;
        }
    }

    private void reindex() {
        if (index == null) {
            index = new SlotIndex(size);
        } else {
            index.clear(size);
        }
        for (int i = 0; i < end; i++) {
            if (oids[i] != 0) {
                index.added(oids[i], i);
            }
        }
    }
}
