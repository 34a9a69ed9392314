package io.nosagent.config.delta;

import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.Set;

/**
 * What changed in one keyed config section (interfaces by name, routes by prefix, ...) between the
 * running and the new intent. Each map keeps the section's key order.
 *
 * @param added   keys only the new intent has, with their new value
 * @param removed keys only the running intent has, with their old value
 * @param changed keys both have, with different values
 */
public record MapDelta<K, V>(Map<K, V> added, Map<K, V> removed, Map<K, Change<V>> changed) {

    public MapDelta {
        added = frozen(added);
        removed = frozen(removed);
        changed = frozen(changed);
    }

    /** A map {@link #between} filled and let go of: taken as it is (the first commit of 128k routes adds 128k). */
    private static final class Built<K, V> extends LinkedHashMap<K, V> {
    }

    private static <K, V> Map<K, V> frozen(Map<K, V> map) {
        return Collections.unmodifiableMap(map instanceof Built<K, V> ? map : new LinkedHashMap<>(map));
    }

    public static <K, V> MapDelta<K, V> none() {
        return new MapDelta<>(Map.of(), Map.of(), Map.of());
    }

    /**
     * Compares two sections held in maps of the same order. Entries the two intents share by reference
     * (every untouched entry: edits copy the map but keep its values) cost one identity check, so the
     * work is a walk of the keys plus a deep comparison of only what an edit replaced.
     */
    public static <K, V> MapDelta<K, V> between(NavigableMap<K, V> before, NavigableMap<K, V> after) {
        if (before == after) {
            return none();
        }
        var added = new Built<K, V>();
        var removed = new Built<K, V>();
        var changed = new Built<K, Change<V>>();
        Iterator<Map.Entry<K, V>> b = before.entrySet().iterator();
        Iterator<Map.Entry<K, V>> a = after.entrySet().iterator();
        var order = before.comparator();
        Map.Entry<K, V> x = b.hasNext() ? b.next() : null;
        Map.Entry<K, V> y = a.hasNext() ? a.next() : null;
        while (x != null || y != null) {
            int c = x == null ? 1 : y == null ? -1 : compare(order, x.getKey(), y.getKey());
            if (c < 0) {
                removed.put(x.getKey(), x.getValue());
                x = b.hasNext() ? b.next() : null;
            } else if (c > 0) {
                added.put(y.getKey(), y.getValue());
                y = a.hasNext() ? a.next() : null;
            } else {
                if (x.getValue() != y.getValue() && !Objects.equals(x.getValue(), y.getValue())) {
                    changed.put(x.getKey(), new Change<>(x.getValue(), y.getValue()));
                }
                x = b.hasNext() ? b.next() : null;
                y = a.hasNext() ? a.next() : null;
            }
        }
        return new MapDelta<>(added, removed, changed);
    }

    @SuppressWarnings("unchecked")
    private static <K> int compare(Comparator<? super K> order, K x, K y) {
        return order != null ? order.compare(x, y) : ((Comparable<? super K>) x).compareTo(y);
    }

    public boolean isEmpty() {
        return added.isEmpty() && removed.isEmpty() && changed.isEmpty();
    }

    /** Every key the delta names: added, removed or changed. */
    public Set<K> keys() {
        var keys = new LinkedHashSet<K>(added.keySet());
        keys.addAll(removed.keySet());
        keys.addAll(changed.keySet());
        return Collections.unmodifiableSet(keys);
    }

    /** The same change undone: what was added is removed and the other way round. */
    public MapDelta<K, V> reversed() {
        var back = new LinkedHashMap<K, Change<V>>();
        changed.forEach((k, c) -> back.put(k, new Change<>(c.after(), c.before())));
        return new MapDelta<>(removed, added, back);
    }
}
