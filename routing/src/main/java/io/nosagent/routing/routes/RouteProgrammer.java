package io.nosagent.routing.routes;

import io.nosagent.config.intent.routing.ByNextHops;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.delta.RoutingDelta;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.feature.Programmer;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.PrefixOrder;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.groups.NextHopGroups;
import io.nosagent.routing.nexthops.ConnectedSubnets;
import io.nosagent.routing.nexthops.NextHops;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.routing.state.RoutingStates;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.BulkEnsureException;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.NextHopGroupKey;
import io.nosagent.sai.store.key.NextHopKey;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The routes of the switch's one routing table, from two sources: static routes (the intent) and
 * {@linkplain #learn learned routes} (BGP). A prefix both have takes the static route (a static route's
 * administrative distance beats every protocol's); the learned one takes over when the static one goes.
 *
 * <p>Each route's next hops resolve through the connected subnets to (address, router interface); one
 * next hop makes the route point at it, several at a group shared by every route with the same set
 * ({@link NextHopGroups}): a fine-grained group for a task VIP (a host route inside a downlink's subnet),
 * an ECMP group otherwise. A static route whose next hops do not all resolve is not programmed (it is
 * reported, with the reason) until they do: a next hop on no connected subnet is more likely a mistake
 * than a wish to send that route's traffic to the others alone. A learned route uses the next hops that
 * resolve, as a routing protocol drops a path whose next hop is unreachable, and is unresolved only when
 * none does.
 *
 * <p>Each commit looks at the routes it names, plus the routes whose next hops resolve differently after
 * an interface change; new routes go in one bulk call, changed ones with one set each, removed ones in
 * one bulk call. It reconciles each route from what it programmed, so the reversed delta of a commit the
 * ASIC refused half way puts back what was there. A learned batch the ASIC refuses in part keeps what
 * fitted: the routes that did not fit are reported and tried again with the next change.
 */
public final class RouteProgrammer implements Programmer {

    /** What this programmer knows of one prefix. */
    private static final class Route {
        StaticRoute config;
        /** The next hops a protocol learned for the prefix; null when none did. */
        SortedSet<InetAddress> learned;
        /**
         * A learned host route's widest next-hop set since it was learned: a task VIP keeps its bucket
         * layout over these while some of them are withdrawn.
         */
        SortedSet<InetAddress> home;
        /** The next hops {@link #addresses} counts for this route. */
        SortedSet<InetAddress> counted;
        /** What the route points at on the ASIC; null while it is not programmed. */
        RouteTarget target;
        SaiHandle<SaiObject.RouteEntry> handle;
        /** The prefix as a SAI route entry, made once. */
        RouteEntry entry;

        SortedSet<InetAddress> nextHops() {
            return config != null ? config.nextHops() : learned;
        }

        /** The addresses the route's target depends on. */
        SortedSet<InetAddress> dependsOn() {
            return config != null ? config.nextHops() : home != null ? home : learned;
        }

        RoutingState.Origin origin() {
            return config != null ? RoutingState.Origin.STATIC : RoutingState.Origin.BGP;
        }

        boolean wanted() {
            return config != null || learned != null;
        }
    }

    /** One route to bring from what it is to what it should be. */
    private record Step(Cidr prefix, Route route, RouteTarget wanted) {
    }

    /**
     * How one next-hop set resolves during a reconcile: thousands of routes share each set, so each
     * distinct set is resolved (and its ECMP group key made) once, not once per route.
     */
    private static final class Resolution {
        final List<NextHopKey> hops;
        final List<String> missing;
        /** The target of the set's routes (direct or via its ECMP group), one object for all of them. */
        RouteTarget target;

        Resolution(List<NextHopKey> hops, List<String> missing) {
            this.hops = hops;
            this.missing = missing;
        }
    }

    /**
     * What one reconcile keeps per next-hop set: how the set resolves (once a route asks) and how many routes'
     * counts move onto it (positive) or off it (negative), for {@link #recount}.
     */
    private static final class PerSet {
        Resolution resolution;
        int countMoved;
    }

    private final SaiStore store;
    private final SwitchHandle sw;
    private final NextHops nextHops;
    private final NextHopGroups groups;
    private final RoutingStates states;
    private Map<Cidr, Route> routes = new HashMap<>();
    /** Each next-hop address in use, with how many routes name it. */
    private final Map<HopAddress, int[]> addresses = new HashMap<>();
    /** How each address resolved when its routes were last brought in line. */
    private final Map<HopAddress, Optional<NextHopKey>> resolvedAs = new HashMap<>();
    /** Learned routes the ASIC refused; tried again with the next change. */
    private final Set<Cidr> refused = new HashSet<>();
    private Set<Cidr> downlinkSubnets = Set.of();
    /** The intent last handed to {@link #apply}: learned routes resolve through its interfaces. */
    private SwitchIntent intent;

    public RouteProgrammer(SaiStore store, SwitchHandle sw, NextHops nextHops, NextHopGroups groups, RoutingStates states) {
        this.store = store;
        this.sw = sw;
        this.nextHops = nextHops;
        this.groups = groups;
        this.states = states;
    }

    @Override
    public void apply(IntentDelta delta) {
        intent = delta.desired();
        var routing = RoutingDelta.of(delta);
        boolean interfacesChanged = !delta.interfaces().isEmpty();
        if (routing.staticRoutes().isEmpty() && routing.fineGrained().isEmpty() && !interfacesChanged) {
            return;
        }
        var subnets = ConnectedSubnets.of(delta.desired(), sw, store);
        // Gathered in a list and sorted once: the delta's keys come mostly in prefix order already.
        var todo = new ArrayList<Cidr>(routing.staticRoutes().added().keySet());
        todo.addAll(routing.staticRoutes().removed().keySet());
        todo.addAll(routing.staticRoutes().changed().keySet());
        if (interfacesChanged) {
            todo.addAll(resolvedDifferently(subnets));
        }
        if (routing.fineGrained().isPresent() || !subnets.downlinkSubnets().equals(downlinkSubnets)) {
            // The bucket count, or which host routes are VIPs, may have changed.
            routes.forEach((prefix, r) -> {
                if (isHostRoute(prefix)) {
                    todo.add(prefix);
                }
            });
            RoutingIntent.of(delta.desired()).staticRoutes().values().stream().filter(StaticRoute::isHostRoute)
                    .forEach(r -> todo.add(r.prefix()));
        }
        downlinkSubnets = subnets.downlinkSubnets();
        if (!todo.isEmpty()) {
            reconcile(distinctInOrder(todo), subnets, false);
        }
    }

    /**
     * Learned route changes: each prefix with the next hops its protocol now uses (empty: it withdrew
     * the prefix). Programs them at once; a route the ASIC refuses (TABLE_FULL) is not programmed at all
     * (no half-made group), is reported as unresolved with the reason, and is tried again with the next
     * change. Update thread only; the caller publishes the state.
     *
     * @return the prefixes of {@code changes} the ASIC refused
     */
    public Set<Cidr> learn(Map<Cidr, ? extends Collection<InetAddress>> changes) {
        if (changes.isEmpty() && refused.isEmpty()) {
            return Set.of();
        }
        if (intent == null) {
            throw new IllegalStateException("learned routes before the first commit: no interface to resolve them through");
        }
        var todo = new TreeSet<Cidr>(PrefixOrder.INSTANCE);
        changes.forEach((prefix, hops) -> {
            Route r = routes.get(prefix);
            if (hops.isEmpty()) {
                if (r != null && r.learned != null) {
                    r.learned = null;
                    r.home = null;
                    todo.add(prefix);
                }
                return;
            }
            if (r == null) {
                r = new Route();
                routes.put(prefix, r);
            }
            var set = new TreeSet<>(StaticRoute.ADDRESS_ORDER);
            set.addAll(hops);
            if (!set.equals(r.learned)) {
                r.learned = Collections.unmodifiableSortedSet(set);
                if (isHostRoute(prefix) && (r.home == null || !r.home.containsAll(set))) {
                    r.home = r.learned;
                }
                todo.add(prefix);
            }
        });
        todo.addAll(refused);
        refused.clear();
        if (!todo.isEmpty()) {
            reconcile(todo, ConnectedSubnets.of(intent, sw, store), true);
        }
        var out = new HashSet<>(refused);
        out.retainAll(changes.keySet());
        return out;
    }

    /** Learned prefixes the ASIC refused; tried again with the next change. */
    public Set<Cidr> refusedLearned() {
        return Set.copyOf(refused);
    }

    /** {@code prefixes} in prefix order, each once. */
    private static List<Cidr> distinctInOrder(List<Cidr> prefixes) {
        prefixes.sort(PrefixOrder.INSTANCE);
        int kept = 0;
        for (int i = 0; i < prefixes.size(); i++) {
            if (kept == 0 || !prefixes.get(kept - 1).equals(prefixes.get(i))) {
                prefixes.set(kept++, prefixes.get(i));
            }
        }
        // The whole list when nothing repeated: a sublist checks for concurrent change at every element.
        return kept == prefixes.size() ? prefixes : prefixes.subList(0, kept);
    }

    /** Routes with a next hop whose resolution differs from the one they were programmed with. */
    private Set<Cidr> resolvedDifferently(ConnectedSubnets subnets) {
        var moved = new HashSet<HopAddress>();
        for (HopAddress a : addresses.keySet()) {
            var now = subnets.resolve(a.address());
            if (!now.equals(resolvedAs.get(a))) {
                moved.add(a);
                resolvedAs.put(a, now);
            }
        }
        if (moved.isEmpty()) {
            return Set.of();
        }
        var affected = new LinkedHashSet<Cidr>();
        routes.forEach((prefix, r) -> {
            if (r.counted == null) {
                return;
            }
            for (InetAddress nh : r.counted) {
                if (moved.contains(HopAddress.of(nh))) {
                    affected.add(prefix);
                    break;
                }
            }
        });
        return affected;
    }

    /**
     * Brings the routes of {@code todo} in line. A learned batch the ASIC refuses is written again group
     * by group, so one group that does not fit costs only the routes that need it.
     */
    /**
     * Looks prefixes up in the intent's static routes. A large batch asks in prefix order (a commit's
     * todo is sorted), so one walk of the table answers it rather than a tree search per prefix; a
     * prefix out of order, or a batch small against the table, is searched for.
     */
    private static final class InOrder {
        private final NavigableMap<Cidr, StaticRoute> table;
        private final Iterator<Map.Entry<Cidr, StaticRoute>> walk;
        private Map.Entry<Cidr, StaticRoute> at;
        private Cidr last;

        InOrder(NavigableMap<Cidr, StaticRoute> table, int asked) {
            this.table = table;
            // A walk costs the table's size, searches log2(size) steps each: walk when the batch is a good share.
            this.walk = asked >= table.size() / 8 ? table.entrySet().iterator() : null;
            this.at = walk != null && walk.hasNext() ? walk.next() : null;
        }

        StaticRoute get(Cidr prefix) {
            if (walk == null || (last != null && PrefixOrder.INSTANCE.compare(prefix, last) < 0)) {
                return table.get(prefix);
            }
            last = prefix;
            while (at != null && PrefixOrder.INSTANCE.compare(at.getKey(), prefix) < 0) {
                at = walk.hasNext() ? walk.next() : null;
            }
            return at != null && at.getKey().equals(prefix) ? at.getValue() : null;
        }
    }

    private void reconcile(Collection<Cidr> todo, ConnectedSubnets subnets, boolean learnedBatch) {
        var routing = RoutingIntent.of(intent);
        int buckets = routing.fineGrained().buckets();
        var staticRoutes = new InOrder(routing.staticRoutes(), todo.size());
        var resolved = new HashMap<HopAddress, Optional<NextHopKey>>();
        // Thousands of routes share each next-hop set: resolve each set, and build each group key, once per reconcile.
        var sets = new ByNextHops<PerSet>();
        var ecmpKeys = new HashMap<List<NextHopKey>, NextHopGroupKey>();
        var steps = new ArrayList<Step>(todo.size());
        if (routes.isEmpty()) {
            // A first commit brings the whole table: size the map for it once rather than rehashing it on the way.
            routes = HashMap.newHashMap(todo.size());
        }
        try {
            for (Cidr prefix : todo) {
                Route r = routes.get(prefix);
                if (r == null) {
                    r = new Route();
                    routes.put(prefix, r);
                }
                r.config = staticRoutes.get(prefix);
                PerSet countedOn = count(r, sets);
                RouteTarget wanted = r.wanted() ? target(prefix, r, countedOn, subnets, buckets, resolved, sets, ecmpKeys) : null;
                if (wanted != null && wanted.equals(r.target)) {
                    continue;
                }
                steps.add(new Step(prefix, r, wanted));
            }
        } finally {
            recount(sets);
        }
        if (steps.isEmpty()) {
            return;
        }
        RuntimeException failure = null;
        try {
            write(steps);
        } catch (RuntimeException e) {
            failure = e;
        } finally {
            groups.sweep();
            nextHops.sweep();
        }
        if (failure != null && learnedBatch) {
            failure = retryByGroup(steps);
        }
        // Routes of one next-hop set share their target object (Resolution#target): one published target each.
        var published = new IdentityHashMap<RouteTarget, RoutingState.Target>();
        for (Step s : steps) {
            record(s, failure, published);
        }
        if (failure != null && !learnedBatch) {
            throw failure;
        }
    }

    /** Writes the steps of a refused learned batch that did not reach their target, one group's routes at a time. */
    private RuntimeException retryByGroup(List<Step> steps) {
        var byTarget = new LinkedHashMap<Object, List<Step>>();
        for (Step s : steps) {
            if (!reached(s)) {
                Object cohort = s.wanted() instanceof RouteTarget.ViaGroup g ? g.group() : "direct";
                byTarget.computeIfAbsent(cohort, k -> new ArrayList<>()).add(s);
            }
        }
        RuntimeException last = null;
        for (List<Step> cohort : byTarget.values()) {
            try {
                write(cohort);
            } catch (RuntimeException e) {
                last = e;
            } finally {
                groups.sweep();
                nextHops.sweep();
            }
        }
        return last;
    }

    private static boolean reached(Step s) {
        return s.wanted() == null || !isProgrammable(s.wanted()) ? s.route().handle == null
                : s.route().handle != null && s.wanted().equals(s.route().target);
    }

    /**
     * Moves the route's count from the next hops it was counted for to those it depends on now, noted
     * per next-hop set in {@code sets} (routes share a few thousand sets) for {@link #recount} to apply.
     *
     * @return the entry of the set the route is now counted on, or null when its count did not move
     */
    private static PerSet count(Route r, ByNextHops<PerSet> sets) {
        SortedSet<InetAddress> now = r.wanted() ? r.dependsOn() : null;
        if (now == null ? r.counted == null : now.equals(r.counted)) {
            return null;
        }
        if (r.counted != null) {
            sets.computeIfAbsent(r.counted, k -> new PerSet()).countMoved--;
        }
        PerSet on = null;
        if (now != null) {
            on = sets.computeIfAbsent(now, k -> new PerSet());
            on.countMoved++;
        }
        r.counted = now;
        return on;
    }

    /** Applies the per-set count changes to the per-address counts: gains first, so an address kept in use never drops to 0. */
    private void recount(ByNextHops<PerSet> sets) {
        sets.forEach((set, per) -> {
            int by = per.countMoved;
            if (by > 0) {
                for (InetAddress a : set) {
                    // A mutable count: a million next hops in one commit box no Integer each.
                    addresses.computeIfAbsent(HopAddress.of(a), k -> new int[1])[0] += by;
                }
            }
        });
        sets.forEach((set, per) -> {
            int by = per.countMoved;
            if (by < 0) {
                for (InetAddress a : set) {
                    var key = HopAddress.of(a);
                    if ((addresses.get(key)[0] += by) == 0) {
                        addresses.remove(key);
                        resolvedAs.remove(key);
                    }
                }
            }
        });
    }

    private RouteTarget target(Cidr prefix, Route r, PerSet countedOn, ConnectedSubnets subnets, int buckets,
                               Map<HopAddress, Optional<NextHopKey>> resolved,
                               ByNextHops<PerSet> sets,
                               Map<List<NextHopKey>, NextHopGroupKey> ecmpKeys) {
        // Held by someone else (a connected route). Known but unheld is a route a warm restart reloaded: ours to claim.
        if (r.handle == null && store.references(entry(prefix, r)) > 0) {
            return new RouteTarget.Unresolved("the prefix is a connected route of an interface");
        }
        boolean learned = r.config == null;
        if (learned && r.home != null && isHostRoute(prefix) && subnets.insideDownlink(prefix)) {
            return learnedVip(r, subnets, buckets, resolved);
        }
        if (r.config != null && r.config.drops()) {
            return new RouteTarget.Drop();
        }
        SortedSet<InetAddress> hops = r.nextHops();
        // The set count() just looked up, when it is this one: one look-up per route, not two.
        PerSet per = countedOn != null && r.dependsOn() == hops ? countedOn : sets.computeIfAbsent(hops, k -> new PerSet());
        if (per.resolution == null) {
            per.resolution = resolve(hops, subnets, resolved);
        }
        Resolution res = per.resolution;
        if (res.hops.isEmpty() || (!learned && !res.missing.isEmpty())) {
            return new RouteTarget.Unresolved("no connected subnet holds next hop " + String.join(", ", res.missing));
        }
        if (res.hops.size() == 1) {
            if (res.target == null) {
                res.target = new RouteTarget.Direct(res.hops.getFirst());
            }
            return res.target;
        }
        if (isHostRoute(prefix) && subnets.insideDownlink(prefix)) {
            return new RouteTarget.ViaGroup(NextHopGroupKey.fineGrained(buckets, res.hops));
        }
        if (res.target == null) {
            res.target = new RouteTarget.ViaGroup(ecmpKeys.computeIfAbsent(res.hops, NextHopGroupKey::ecmp));
        }
        return res.target;
    }

    /** Resolves each address of {@code set} (noting how in {@link #resolvedAs}): the next hops found, in order, and those not. */
    private Resolution resolve(SortedSet<InetAddress> set, ConnectedSubnets subnets, Map<HopAddress, Optional<NextHopKey>> resolved) {
        var hops = new ArrayList<NextHopKey>(set.size());
        List<String> missing = List.of();
        for (InetAddress a : set) {
            var key = HopAddress.of(a);
            Optional<NextHopKey> nh = resolved.get(key);
            if (nh == null) {
                nh = subnets.resolve(a);
                resolved.put(key, nh);
            }
            resolvedAs.put(key, nh);
            if (nh.isPresent()) {
                hops.add(nh.get());
            } else {
                missing = missing.isEmpty() ? new ArrayList<>() : missing;
                missing.add(IpAddresses.format(a));
            }
        }
        return new Resolution(Collections.unmodifiableList(hops), missing);
    }

    /**
     * A task VIP learned with one next hop per NIC: a fine-grained group dealt over every NIC it has had
     * ({@link Route#home}), the NICs whose paths are withdrawn now kept in the layout but forwarding
     * nothing, so a withdrawal moves only that NIC's flows and its return brings them back.
     */
    private RouteTarget learnedVip(Route r, ConnectedSubnets subnets, int buckets, Map<HopAddress, Optional<NextHopKey>> resolved) {
        var home = new ArrayList<NextHopKey>();
        var withdrawn = new ArrayList<NextHopKey>();
        var missing = new ArrayList<String>();
        for (InetAddress a : r.home) {
            var key = HopAddress.of(a);
            Optional<NextHopKey> nh = resolved.computeIfAbsent(key, k -> subnets.resolve(k.address()));
            resolvedAs.put(key, nh);
            if (nh.isEmpty()) {
                missing.add(IpAddresses.format(a));
                continue;
            }
            home.add(nh.get());
            if (!r.learned.contains(a)) {
                withdrawn.add(nh.get());
            }
        }
        if (home.size() == withdrawn.size()) {
            return new RouteTarget.Unresolved("no connected subnet holds next hop " + String.join(", ", missing));
        }
        if (home.size() == 1) {
            return new RouteTarget.Direct(home.getFirst());
        }
        return new RouteTarget.ViaGroup(NextHopGroupKey.fineGrained(buckets, home, withdrawn));
    }

    /**
     * Removes, re-points and creates the routes of {@code steps}, keeping {@link Route#target} and the
     * next-hop and group counts true to what the ASIC holds whatever fails; the first failure is rethrown
     * once every step has been accounted for.
     */
    private void write(List<Step> steps) {
        var removes = new ArrayList<Step>();
        var moves = new ArrayList<Step>();
        var creates = new ArrayList<Step>();
        for (Step s : steps) {
            boolean programmed = s.route().handle != null;
            boolean wanted = isProgrammable(s.wanted());
            if (programmed && !wanted) {
                removes.add(s);
            } else if (programmed) {
                moves.add(s);
            } else if (wanted) {
                creates.add(s);
            }
        }
        // The groups the new targets need, members and all, before any route points at them.
        var needed = new LinkedHashSet<NextHopGroupKey>();
        for (Step s : steps) {
            if (s.wanted() instanceof RouteTarget.ViaGroup g) {
                needed.add(g.group());
            }
        }
        groups.prepare(needed);
        if (!removes.isEmpty()) {
            store.closeAll(removes.stream().map(s -> s.route().handle).toList());
            for (Step s : removes) {
                release(s.route().target);
                s.route().handle = null;
                s.route().target = null;
            }
        }
        RuntimeException failure = null;
        for (Step s : moves) {
            if (s.wanted().equals(s.route().target)) {
                continue; // already there (a retry)
            }
            long oid = retain(s.wanted());
            try {
                s.route().handle.update(s.route().target instanceof RouteTarget.Drop ? forwardAgain(oid) : attributes(s.wanted(), oid));
            } catch (RuntimeException e) {
                release(s.wanted());
                failure = e;
                break;
            }
            release(s.route().target);
            s.route().target = s.wanted();
        }
        if (failure == null && !creates.isEmpty()) {
            failure = create(creates);
        }
        if (failure != null) {
            throw failure;
        }
    }

    private RuntimeException create(List<Step> creates) {
        // Routes and their attribute lists side by side: the steps hold each prefix once, so no map is needed.
        var entries = new ArrayList<RouteEntry>(creates.size());
        var entryAttributes = new ArrayList<List<Attribute.Of<SaiObject.RouteEntry>>>(creates.size());
        var retained = new ArrayList<Step>(creates.size());
        // Routes with one target share one attribute list (the target's id): one list per group, not per route.
        // By identity: a next-hop set's routes share one target object (Resolution#target), and an equal one
        // that is another object costs no more than a second, equal list.
        var attributesOf = new IdentityHashMap<RouteTarget, List<Attribute.Of<SaiObject.RouteEntry>>>();
        try {
            for (Step s : creates) {
                long oid = retain(s.wanted());
                retained.add(s);
                List<Attribute.Of<SaiObject.RouteEntry>> attrs = attributesOf.get(s.wanted());
                if (attrs == null) {
                    attrs = attributes(s.wanted(), oid);
                    attributesOf.put(s.wanted(), attrs);
                }
                entries.add(entry(s.prefix(), s.route()));
                entryAttributes.add(attrs);
            }
        } catch (RuntimeException e) {
            retained.forEach(s -> release(s.wanted()));
            return e;
        }
        List<SaiHandle<SaiObject.RouteEntry>> handles;
        RuntimeException failure = null;
        try {
            handles = store.ensureRoutes(entries, entryAttributes);
        } catch (BulkEnsureException e) {
            handles = e.handles(SaiObject.RouteEntry.class);
            failure = e;
        } catch (RuntimeException e) {
            retained.forEach(s -> release(s.wanted()));
            return e;
        }
        for (int i = 0; i < creates.size(); i++) {
            Step s = creates.get(i);
            if (handles.get(i) != null) {
                s.route().handle = handles.get(i);
                s.route().target = s.wanted();
            } else {
                release(s.wanted());
            }
        }
        return failure;
    }

    private long retain(RouteTarget t) {
        return switch (t) {
            case RouteTarget.Direct d -> nextHops.retain(d.nextHop());
            case RouteTarget.ViaGroup g -> groups.retain(g.group());
            case RouteTarget.Drop d -> 0L;
            case RouteTarget.Unresolved u -> throw new IllegalArgumentException("unresolved: " + u.reason());
        };
    }

    private void release(RouteTarget t) {
        switch (t) {
            case RouteTarget.Direct d -> nextHops.release(d.nextHop());
            case RouteTarget.ViaGroup g -> groups.release(g.group());
            case null, default -> {
            }
        }
    }

    /**
     * Publishes the route as it now is, and forgets it when it is neither wanted nor programmed. A learned
     * route the ASIC refused is remembered for another try.
     */
    private void record(Step s, RuntimeException failure, Map<RouteTarget, RoutingState.Target> published) {
        Route r = s.route();
        RoutingState.Route state;
        if (r.handle != null) {
            RoutingState.Target target = published.get(r.target);
            if (target == null) {
                target = switch (r.target) {
                    case RouteTarget.Direct d -> new RoutingState.ViaNextHop(nextHops.oid(d.nextHop()));
                    case RouteTarget.ViaGroup g -> new RoutingState.ViaGroup(groups.oid(g.group()));
                    case RouteTarget.Drop d -> new RoutingState.Dropped();
                    default -> throw new IllegalStateException("programmed without a target: " + s.prefix());
                };
                published.put(r.target, target);
            }
            state = new RoutingState.Route(s.prefix(), target, r.origin());
            if (!reached(s) && r.config == null) {
                refused.add(s.prefix());
            }
        } else if (r.wanted()) {
            String reason;
            if (s.wanted() instanceof RouteTarget.Unresolved u) {
                reason = u.reason();
            } else {
                reason = "not programmed: the ASIC refused it" + (failure == null ? "" : " (" + failure.getMessage() + ")");
                if (r.config == null) {
                    refused.add(s.prefix());
                }
            }
            state = new RoutingState.Route(s.prefix(), new RoutingState.Unresolved(reason), r.origin());
        } else {
            routes.remove(s.prefix());
            state = null;
        }
        states.route(s.prefix(), state);
    }

    private static boolean isProgrammable(RouteTarget t) {
        return t instanceof RouteTarget.Direct || t instanceof RouteTarget.ViaGroup || t instanceof RouteTarget.Drop;
    }

    private static boolean isHostRoute(Cidr prefix) {
        return prefix.length() == (prefix.isIpv4() ? 32 : 128);
    }

    /** A forwarding route names its next hop or group (the action is SAI's default, FORWARD); a drop route drops. */
    private static List<Attribute.Of<SaiObject.RouteEntry>> attributes(RouteTarget t, long target) {
        return t instanceof RouteTarget.Drop
                ? List.of(RouteEntryAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.DROP), RouteEntryAttr.NEXT_HOP_ID.oid(0L))
                : List.of(RouteEntryAttr.NEXT_HOP_ID.oid(target));
    }

    /** A drop route that forwards again: its action back to FORWARD with its new target. */
    private static List<Attribute.Of<SaiObject.RouteEntry>> forwardAgain(long target) {
        return List.of(RouteEntryAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.FORWARD), RouteEntryAttr.NEXT_HOP_ID.oid(target));
    }

    private RouteEntry entry(Cidr prefix, Route r) {
        if (r.entry == null) {
            r.entry = new RouteEntry(sw.switchId(), sw.defaultVrId(), IpPrefix.of(prefix));
        }
        return r.entry;
    }
}
