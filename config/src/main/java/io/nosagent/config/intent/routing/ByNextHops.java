package io.nosagent.config.intent.routing;

import java.net.InetAddress;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * A map keyed by next-hop set, for the work done once per distinct set of a large route table (a few
 * thousand sets behind a hundred thousand routes). Keys hash by {@link NextHopAddresses#spreadHash}, so a
 * look-up stays one slot where {@code Set.hashCode} of IPv6 link peers would pile the sets into a few.
 * Keys compare by set equality. An open-addressing table of the sets, their hashes and values: a look-up,
 * done once per route by the codec, the validators and the programmers, allocates nothing (a key object
 * per look-up was megabytes of garbage per 128k-route commit). Not thread-safe.
 *
 * @param <V> what is kept per set
 */
public final class ByNextHops<V> {

    private static final int FIRST_CAPACITY = 16;

    private Set<InetAddress>[] sets = newSets(FIRST_CAPACITY);
    private int[] hashes = new int[FIRST_CAPACITY];
    private Object[] values = new Object[FIRST_CAPACITY];
    private int size;

    public V get(Set<InetAddress> set) {
        int i = slot(set, NextHopAddresses.spreadHash(set));
        return sets[i] == null ? null : value(i);
    }

    public void put(Set<InetAddress> set, V value) {
        int hash = NextHopAddresses.spreadHash(set);
        int i = slot(set, hash);
        if (sets[i] == null) {
            i = add(set, hash);
        }
        values[i] = value;
    }

    public boolean contains(Set<InetAddress> set) {
        return sets[slot(set, NextHopAddresses.spreadHash(set))] != null;
    }

    /** The value kept for {@code set}, made by {@code make} (and kept, unless null) when there is none. */
    public V computeIfAbsent(Set<InetAddress> set, Function<Set<InetAddress>, V> make) {
        int hash = NextHopAddresses.spreadHash(set);
        int i = slot(set, hash);
        if (sets[i] != null && values[i] != null) {
            return value(i);
        }
        V made = make.apply(set);
        if (made != null) {
            // make may have put other sets and grown the table: look the slot up again
            int at = slot(set, hash);
            if (sets[at] == null) {
                at = add(set, hash);
            }
            values[at] = made;
        }
        return made;
    }

    /** Each set with its value, in no set order. */
    public void forEach(BiConsumer<Set<InetAddress>, V> each) {
        for (int i = 0; i < sets.length; i++) {
            if (sets[i] != null) {
                each.accept(sets[i], value(i));
            }
        }
    }

    /** The slot holding {@code set}, or the empty slot where it would go. */
    private int slot(Set<InetAddress> set, int hash) {
        int mask = sets.length - 1;
        for (int i = (hash ^ (hash >>> 16)) & mask; ; i = (i + 1) & mask) {
            Set<InetAddress> s = sets[i];
            if (s == null || (hashes[i] == hash && (s == set || s.equals(set)))) {
                return i;
            }
        }
    }

    /** Takes {@code set} in (not there yet), growing the table to stay at most half full; returns its slot. */
    private int add(Set<InetAddress> set, int hash) {
        if (2 * (size + 1) > sets.length) {
            grow();
        }
        int i = slot(set, hash);
        sets[i] = set;
        hashes[i] = hash;
        size++;
        return i;
    }

    private void grow() {
        Set<InetAddress>[] oldSets = sets;
        int[] oldHashes = hashes;
        Object[] oldValues = values;
        sets = newSets(oldSets.length * 2);
        hashes = new int[oldSets.length * 2];
        values = new Object[oldSets.length * 2];
        for (int i = 0; i < oldSets.length; i++) {
            if (oldSets[i] != null) {
                int at = slot(oldSets[i], oldHashes[i]);
                sets[at] = oldSets[i];
                hashes[at] = oldHashes[i];
                values[at] = oldValues[i];
            }
        }
    }

    @SuppressWarnings("unchecked")
    private V value(int i) {
        return (V) values[i];
    }

    @SuppressWarnings("unchecked")
    private static Set<InetAddress>[] newSets(int capacity) {
        return (Set<InetAddress>[]) new Set<?>[capacity];
    }
}
