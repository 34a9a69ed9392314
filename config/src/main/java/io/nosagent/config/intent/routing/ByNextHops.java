package io.nosagent.config.intent.routing;

import java.net.InetAddress;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * A map keyed by next-hop set, for the work done once per distinct set of a large route table (a few
 * thousand sets behind a hundred thousand routes). Keys hash by {@link NextHopAddresses#spreadHash}, so a
 * look-up stays one bucket where {@code Set.hashCode} of IPv6 link peers would pile the sets into a few.
 * Keys compare by set equality. Not thread-safe.
 *
 * @param <V> what is kept per set
 */
public final class ByNextHops<V> {

    /** A set with its spread hash. */
    private record Key(Set<InetAddress> set, int hash) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.hash == hash && k.set.equals(set);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    private final Map<Key, V> map = new HashMap<>();

    private static Key key(Set<InetAddress> set) {
        return new Key(set, NextHopAddresses.spreadHash(set));
    }

    public V get(Set<InetAddress> set) {
        return map.get(key(set));
    }

    public void put(Set<InetAddress> set, V value) {
        map.put(key(set), value);
    }

    public boolean contains(Set<InetAddress> set) {
        return map.containsKey(key(set));
    }

    public V computeIfAbsent(Set<InetAddress> set, Function<Set<InetAddress>, V> make) {
        return map.computeIfAbsent(key(set), k -> make.apply(k.set()));
    }

    /** Each set with its value, in no set order. */
    public void forEach(BiConsumer<Set<InetAddress>, V> each) {
        map.forEach((k, v) -> each.accept(k.set(), v));
    }
}
