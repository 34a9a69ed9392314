package io.nosagent.sai.vasic.dataplane.route;

/**
 * An open-addressing hash map keyed by a 128-bit value (two longs: an IPv6 address, or an IPv4 address
 * in the low word), so lookups on the forwarding path neither allocate nor box. Linear probing with
 * backward-shift deletion; iteration is never needed on the forwarding path, so there is none.
 */
public final class KeyMap<V> {

    private long[] his = new long[16];
    private long[] los = new long[16];
    private Object[] values = new Object[16];
    private int size;

    public int size() {
        return size;
    }

    @SuppressWarnings("unchecked")
    public V get(long hi, long lo) {
        int mask = values.length - 1;
        for (int i = slot(hi, lo, mask); ; i = (i + 1) & mask) {
            Object v = values[i];
            if (v == null) {
                return null;
            }
            if (his[i] == hi && los[i] == lo) {
                return (V) v;
            }
        }
    }

    /** Maps the key to {@code value} (not null); returns the value it replaced, or null. */
    @SuppressWarnings("unchecked")
    public V put(long hi, long lo, V value) {
        if (value == null) {
            throw new IllegalArgumentException("null value");
        }
        if ((size + 1) * 4 > values.length * 3) {
            resize(values.length * 2);
        }
        int mask = values.length - 1;
        for (int i = slot(hi, lo, mask); ; i = (i + 1) & mask) {
            Object v = values[i];
            if (v == null) {
                his[i] = hi;
                los[i] = lo;
                values[i] = value;
                size++;
                return null;
            }
            if (his[i] == hi && los[i] == lo) {
                values[i] = value;
                return (V) v;
            }
        }
    }

    @SuppressWarnings("unchecked")
    public V remove(long hi, long lo) {
        int mask = values.length - 1;
        int i = slot(hi, lo, mask);
        while (true) {
            Object v = values[i];
            if (v == null) {
                return null;
            }
            if (his[i] == hi && los[i] == lo) {
                deleteAt(i, mask);
                size--;
                return (V) v;
            }
            i = (i + 1) & mask;
        }
    }

    /** Closes the gap at {@code hole} by pulling back later members of the probe run. */
    private void deleteAt(int hole, int mask) {
        int i = hole;
        while (true) {
            i = (i + 1) & mask;
            if (values[i] == null) {
                break;
            }
            int home = slot(his[i], los[i], mask);
            // Move i into the hole if its home is not cyclically within (hole, i].
            boolean stays = hole <= i ? (home > hole && home <= i) : (home > hole || home <= i);
            if (!stays) {
                his[hole] = his[i];
                los[hole] = los[i];
                values[hole] = values[i];
                hole = i;
            }
        }
        values[hole] = null;
    }

    private void resize(int capacity) {
        long[] oldHis = his;
        long[] oldLos = los;
        Object[] oldValues = values;
        his = new long[capacity];
        los = new long[capacity];
        values = new Object[capacity];
        int mask = capacity - 1;
        for (int j = 0; j < oldValues.length; j++) {
            if (oldValues[j] != null) {
                int i = slot(oldHis[j], oldLos[j], mask);
                while (values[i] != null) {
                    i = (i + 1) & mask;
                }
                his[i] = oldHis[j];
                los[i] = oldLos[j];
                values[i] = oldValues[j];
            }
        }
    }

    private static int slot(long hi, long lo, int mask) {
        long h = hi * 0x9E37_79B9_7F4A_7C15L + lo;
        h ^= h >>> 33;
        h *= 0xFF51_AFD7_ED55_8CCDL;
        h ^= h >>> 33;
        return (int) h & mask;
    }
}
