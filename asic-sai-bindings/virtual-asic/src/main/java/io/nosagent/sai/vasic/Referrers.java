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
 * squeezed out once they outnumber the references left, so both stay linear overall.
 */
final class Referrers {

    /** Lists longer than this keep an index from referrer to slot. */
    private static final int INDEXED_ABOVE = 16;

    private long[] oids = new long[4];
    /** Slots used, holes included. */
    private int end;
    /** References held. */
    private int size;
    /** Referrer to {slot of its first reference, references it holds}; null while the list is short. */
    private OidMap<int[]> index;

    void add(long oid) {
        if (end == oids.length) {
            if (end - size >= size) {
                squeeze();
            } else {
                oids = Arrays.copyOf(oids, end * 2);
            }
        }
        if (index != null) {
            int[] at = index.get(oid);
            if (at == null) {
                index.put(oid, new int[] {end, 1});
            } else {
                at[1]++;
            }
        }
        oids[end++] = oid;
        size++;
        if (index == null && size > INDEXED_ABOVE) {
            reindex();
        }
    }

    /** Drops the first reference from {@code oid}, keeping the order of the rest. */
    void remove(long oid) {
        int slot = index == null ? find(oid, 0) : takeIndexed(oid);
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

    /** The slot of {@code oid}'s first reference, with the index moved on to its next one. */
    private int takeIndexed(long oid) {
        int[] at = index.get(oid);
        if (at == null) {
            return -1;
        }
        int slot = at[0];
        if (--at[1] == 0) {
            index.remove(oid);
        } else {
            at[0] = find(oid, slot + 1);
        }
        return slot;
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
        index = new OidMap<>();
        for (int i = 0; i < end; i++) {
            long oid = oids[i];
            if (oid != 0) {
                int[] at = index.get(oid);
                if (at == null) {
                    index.put(oid, new int[] {i, 1});
                } else {
                    at[1]++;
                }
            }
        }
    }
}
