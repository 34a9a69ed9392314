package io.nosagent.sai.vasic;

import java.util.Arrays;

/**
 * A map from object id to value with primitive keys, so the lookups on the route-programming hot
 * path neither box nor allocate. Open addressing with linear probing; 0 (SAI_NULL_OBJECT_ID) marks
 * an empty slot and is never a key.
 */
final class OidMap<V> {

    private long[] keys;
    private Object[] values;
    private int size;

    OidMap() {
        keys = new long[64];
        values = new Object[64];
    }

    int size() {
        return size;
    }

    @SuppressWarnings("unchecked")
    V get(long key) {
        int mask = keys.length - 1;
        for (int i = slot(key, mask); keys[i] != 0; i = (i + 1) & mask) {
            if (keys[i] == key) {
                return (V) values[i];
            }
        }
        return null;
    }

    /** Adds or replaces; returns the previous value or null. */
    @SuppressWarnings("unchecked")
    V put(long key, V value) {
        if (key == 0) {
            throw new IllegalArgumentException("0 is SAI_NULL_OBJECT_ID, not a key");
        }
        if ((size + 1) * 4L > keys.length * 3L) {
            grow();
        }
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (keys[i] != 0) {
            if (keys[i] == key) {
                V old = (V) values[i];
                values[i] = value;
                return old;
            }
            i = (i + 1) & mask;
        }
        keys[i] = key;
        values[i] = value;
        size++;
        return null;
    }

    /** Removes {@code key}, shifting later entries of its probe run back so lookups need no tombstones. */
    @SuppressWarnings("unchecked")
    V remove(long key) {
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (keys[i] != key) {
            if (keys[i] == 0) {
                return null;
            }
            i = (i + 1) & mask;
        }
        V old = (V) values[i];
        int gap = i;
        for (int j = (gap + 1) & mask; keys[j] != 0; j = (j + 1) & mask) {
            int home = slot(keys[j], mask);
            boolean homeInsideGapToJ = gap <= j ? gap < home && home <= j : gap < home || home <= j;
            if (!homeInsideGapToJ) {
                keys[gap] = keys[j];
                values[gap] = values[j];
                gap = j;
            }
        }
        keys[gap] = 0;
        values[gap] = null;
        size--;
        return old;
    }

    /** Every key, in ascending order. */
    long[] sortedKeys() {
        long[] out = new long[size];
        int n = 0;
        for (long k : keys) {
            if (k != 0) {
                out[n++] = k;
            }
        }
        Arrays.sort(out);
        return out;
    }

    private void grow() {
        long[] oldKeys = keys;
        Object[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new Object[oldKeys.length * 2];
        int mask = keys.length - 1;
        for (int k = 0; k < oldKeys.length; k++) {
            if (oldKeys[k] != 0) {
                int i = slot(oldKeys[k], mask);
                while (keys[i] != 0) {
                    i = (i + 1) & mask;
                }
                keys[i] = oldKeys[k];
                values[i] = oldValues[k];
            }
        }
    }

    private static int slot(long key, int mask) {
        // Sequences are dense in the low bits and types sit in the high ones: mix both into the slot.
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
    }
}
