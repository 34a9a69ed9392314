package io.nosagent.sai.vasic;

import java.util.Arrays;

/**
 * The objects whose attributes name one object, one element per reference and in the order the
 * references were made. It answers OBJECT_IN_USE and the member lists SAI reports as read-only
 * attributes (a next-hop group's members are the members that name it).
 */
final class Referrers {

    private long[] oids = new long[4];
    private int size;

    void add(long oid) {
        if (size == oids.length) {
            oids = Arrays.copyOf(oids, size * 2);
        }
        oids[size++] = oid;
    }

    /** Drops one reference from {@code oid}, keeping the order of the rest. */
    void remove(long oid) {
        for (int i = 0; i < size; i++) {
            if (oids[i] == oid) {
                System.arraycopy(oids, i + 1, oids, i, size - i - 1);
                size--;
                return;
            }
        }
        throw new IllegalStateException("no reference from 0x" + Long.toHexString(oid) + " to drop");
    }

    int size() {
        return size;
    }

    long get(int i) {
        return oids[i];
    }
}
