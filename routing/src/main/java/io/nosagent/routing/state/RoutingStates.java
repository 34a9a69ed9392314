package io.nosagent.routing.state;

import io.nosagent.sai.observe.Published;
import io.nosagent.config.intent.routing.PrefixOrder;
import io.nosagent.config.intent.routing.TeOverride;
import io.nosagent.net.Cidr;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Where the routing programmers record what they programmed and from where readers take it: the update
 * thread writes entries as it programs them and {@link #publish()}es once per commit or failover turn;
 * any thread reads the latest {@link RoutingState} snapshot ({@link #current()}) or subscribes to its changes.
 *
 * <p>A publish copies only the parts that changed, so a failover turn (groups only) does not copy the
 * route table. Subscribers run on the update thread right after the publish: they should hand off, not work.
 */
public final class RoutingStates {

    private static final Logger log = LoggerFactory.getLogger(RoutingStates.class);

    private final Published<RoutingStateChange> changes = new Published<>("routing state changes");
    private final List<Runnable> sources = new ArrayList<>();
    private volatile RoutingState current = RoutingState.EMPTY;

    // The working copies, update thread only.
    private TreeMap<Cidr, RoutingState.Route> routes = new TreeMap<>(PrefixOrder.INSTANCE);
    /**
     * Whether {@link #routes} is the map the current snapshot holds (read-only there): the next change copies it
     * first. A publish then hands over the working table itself rather than a copy of it, so a first commit's
     * 128k routes are built into a tree once, not twice.
     */
    private boolean routesPublished;
    /**
     * The routes changed since the last publish are every route in the table: a first commit's, built in from
     * {@link #appended}. Kept as this rather than a set of 128k keys; the published change names the snapshot's keys.
     */
    private boolean everyRouteChanged;
    private final TreeMap<Long, RoutingState.Group> groups = new TreeMap<>();
    private final TreeMap<Long, RoutingState.NextHop> nextHops = new TreeMap<>();
    private final TreeMap<TeOverride.Key, RoutingState.TeOverrideState> teOverrides = new TreeMap<>();
    // What changed since the last publish: handed to the published change, then started afresh.
    private Set<Cidr> changedRoutes = new HashSet<>();
    private Set<Long> changedGroups = new HashSet<>();
    private Set<Long> changedNextHops = new HashSet<>();
    private Set<TeOverride.Key> changedTe = new HashSet<>();
    /**
     * Routes recorded into an empty table in prefix order (a first commit's 128k), held back and built
     * into {@link #routes} in one linear pass at the next other use, rather than a tree insert each.
     */
    private final List<Map.Entry<Cidr, RoutingState.Route>> appended = new ArrayList<>();

    /** The latest published snapshot. */
    public RoutingState current() {
        return current;
    }

    /** Every change, published on the update thread. */
    public Published<RoutingStateChange> changes() {
        return changes;
    }

    /** Something that records its entries lazily (once per publish rather than per change) before each publish. */
    public void addSource(Runnable flush) {
        sources.add(flush);
    }

    public void route(Cidr prefix, RoutingState.Route route) {
        if (route != null && routes.isEmpty()
                && (appended.isEmpty() || PrefixOrder.INSTANCE.compare(appended.getLast().getKey(), prefix) < 0)) {
            appended.add(Map.entry(prefix, route)); // changed too: noted when built in
            return;
        }
        settleAppended();
        if (route == null && !routes.containsKey(prefix)) {
            return;
        }
        if (everyRouteChanged) {
            changedRoutes = HashSet.newHashSet(routes.size() + 1);
            changedRoutes.addAll(routes.keySet());
            everyRouteChanged = false;
        }
        put(writableRoutes(), changedRoutes, prefix, route);
    }

    /** {@link #routes}, copied first if the current snapshot holds it. */
    private TreeMap<Cidr, RoutingState.Route> writableRoutes() {
        if (routesPublished) {
            routes = new TreeMap<>(routes);
            routesPublished = false;
        }
        return routes;
    }

    /** Builds the held-back routes into the (empty) table: TreeMap builds from a sorted map in linear time. */
    private void settleAppended() {
        if (!appended.isEmpty()) {
            // The table is empty here (appending starts only then): with nothing else changed, every route it will hold is new.
            if (changedRoutes.isEmpty()) {
                everyRouteChanged = true;
            } else {
                appended.forEach(e -> changedRoutes.add(e.getKey()));
            }
            writableRoutes().putAll(new Ascending<>(appended, PrefixOrder.INSTANCE));
            appended.clear();
        }
    }

    /** Entries in strictly ascending key order, seen as the sorted map {@link TreeMap#putAll} builds from. */
    private static final class Ascending<K, V> extends AbstractMap<K, V> implements SortedMap<K, V> {
        private final List<Map.Entry<K, V>> entries;
        private final Comparator<? super K> order;

        Ascending(List<Map.Entry<K, V>> entries, Comparator<? super K> order) {
            this.entries = entries;
            this.order = order;
        }

        @Override
        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<>() {
                @Override
                public Iterator<Map.Entry<K, V>> iterator() {
                    return entries.iterator();
                }

                @Override
                public int size() {
                    return entries.size();
                }
            };
        }

        @Override
        public Comparator<? super K> comparator() {
            return order;
        }

        @Override
        public K firstKey() {
            return entries.getFirst().getKey();
        }

        @Override
        public K lastKey() {
            return entries.getLast().getKey();
        }

        @Override
        public SortedMap<K, V> subMap(K from, K to) {
            throw new UnsupportedOperationException("a build source only");
        }

        @Override
        public SortedMap<K, V> headMap(K to) {
            throw new UnsupportedOperationException("a build source only");
        }

        @Override
        public SortedMap<K, V> tailMap(K from) {
            throw new UnsupportedOperationException("a build source only");
        }
    }

    public void group(long id, RoutingState.Group group) {
        put(groups, changedGroups, id, group);
    }

    public void nextHop(long id, RoutingState.NextHop nextHop) {
        put(nextHops, changedNextHops, id, nextHop);
    }

    public void teOverride(TeOverride.Key key, RoutingState.TeOverrideState state) {
        put(teOverrides, changedTe, key, state);
    }

    /** Publishes a new snapshot if anything changed since the last one. */
    public void publish() {
        sources.forEach(Runnable::run);
        settleAppended();
        boolean routesChanged = everyRouteChanged || !changedRoutes.isEmpty();
        if (!routesChanged && changedGroups.isEmpty() && changedNextHops.isEmpty() && changedTe.isEmpty()) {
            return;
        }
        RoutingState before = current;
        RoutingState after = new RoutingState(before.version() + 1,
                routesChanged ? Collections.unmodifiableNavigableMap(routes) : before.routes(),
                changedGroups.isEmpty() ? before.groups() : RoutingState.frozenCopy(groups),
                changedNextHops.isEmpty() ? before.nextHops() : RoutingState.frozenCopy(nextHops),
                changedTe.isEmpty() ? before.teOverrides() : RoutingState.frozenCopy(teOverrides));
        var change = new RoutingStateChange(before, after, everyRouteChanged ? after.routes().keySet() : handOver(changedRoutes),
                handOver(changedGroups), handOver(changedNextHops), handOver(changedTe));
        if (routesChanged) {
            changedRoutes = new HashSet<>();
            everyRouteChanged = false;
            routesPublished = true;
        }
        if (!changedGroups.isEmpty()) {
            changedGroups = new HashSet<>();
        }
        if (!changedNextHops.isEmpty()) {
            changedNextHops = new HashSet<>();
        }
        if (!changedTe.isEmpty()) {
            changedTe = new HashSet<>();
        }
        current = after;
        changes.publish(change);
    }

    /** A change set as the published change takes it: the set itself (started afresh after), or none. */
    private static <K> Set<K> handOver(Set<K> changed) {
        return changed.isEmpty() ? Set.of() : changed;
    }

    private static <K, V> void put(NavigableMap<K, V> map, Set<K> changed, K key, V value) {
        V before = value == null ? map.remove(key) : map.put(key, value);
        if (before == null ? value != null : !before.equals(value)) {
            changed.add(key);
        }
    }
}
