package io.nosagent.routing.routes;

import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.delta.Programmer;
import io.nosagent.config.intent.routing.PrefixOrder;
import io.nosagent.config.intent.routing.RoutingIntent;
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
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.store.BulkEnsureException;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.NextHopGroupKey;
import io.nosagent.sai.store.key.NextHopKey;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Static routes: each route's next hops resolve through the connected subnets to (address, router
 * interface); one next hop makes the route point at it, several at a group shared by every route with
 * the same set ({@link NextHopGroups}): a fine-grained group for a task VIP (a host route inside a
 * downlink's subnet), an ECMP group otherwise. A route whose next hops do not all resolve is not
 * programmed (it is reported, with the reason) until they do: a next hop on no connected subnet is more
 * likely a mistake than a wish to send that route's traffic to the others alone.
 *
 * <p>Each commit looks at the routes it names, plus the routes whose next hops resolve differently after
 * an interface change; new routes go in one bulk call, changed ones with one set each, removed ones in
 * one bulk call. It reconciles each route from what it programmed, so the reversed delta of a commit the
 * ASIC refused half way puts back what was there.
 */
public final class StaticRouteProgrammer implements Programmer {

    /** What this programmer knows of one configured route. */
    private static final class Route {
        StaticRoute config;
        /** What the route points at on the ASIC; null while it is not programmed. */
        RouteTarget target;
        SaiHandle handle;
    }

    /** One route to bring from what it is to what it should be. */
    private record Step(Cidr prefix, Route route, RouteTarget wanted) {
    }

    private final SaiStore store;
    private final SwitchHandle sw;
    private final NextHops nextHops;
    private final NextHopGroups groups;
    private final RoutingStates states;
    private final Map<Cidr, Route> routes = new HashMap<>();
    /** Each next-hop address configured, with how many routes name it. */
    private final Map<InetAddress, Integer> addresses = new HashMap<>();
    /** How each address resolved when its routes were last brought in line. */
    private final Map<InetAddress, Optional<NextHopKey>> resolvedAs = new HashMap<>();
    private Set<Cidr> downlinkSubnets = Set.of();

    public StaticRouteProgrammer(SaiStore store, SwitchHandle sw, NextHops nextHops, NextHopGroups groups, RoutingStates states) {
        this.store = store;
        this.sw = sw;
        this.nextHops = nextHops;
        this.groups = groups;
        this.states = states;
    }

    @Override
    public void apply(IntentDelta delta) {
        var routing = delta.routing();
        boolean interfacesChanged = !delta.interfaces().isEmpty();
        if (routing.staticRoutes().isEmpty() && routing.fineGrained().isEmpty() && !interfacesChanged) {
            return;
        }
        var subnets = ConnectedSubnets.of(delta.desired(), sw, store);
        var todo = new TreeSet<Cidr>(PrefixOrder.INSTANCE);
        todo.addAll(routing.staticRoutes().keys());
        if (interfacesChanged) {
            todo.addAll(resolvedDifferently(subnets));
        }
        if (routing.fineGrained().isPresent() || !subnets.downlinkSubnets().equals(downlinkSubnets)) {
            // The bucket count, or which host routes are VIPs, may have changed.
            routes.forEach((prefix, r) -> {
                if (r.config.isHostRoute()) {
                    todo.add(prefix);
                }
            });
            delta.desired().routing().staticRoutes().values().stream().filter(StaticRoute::isHostRoute)
                    .forEach(r -> todo.add(r.prefix()));
        }
        downlinkSubnets = subnets.downlinkSubnets();
        if (!todo.isEmpty()) {
            reconcile(todo, delta.desired().routing(), subnets);
        }
    }

    /** Routes with a next hop whose resolution differs from the one they were programmed with. */
    private Set<Cidr> resolvedDifferently(ConnectedSubnets subnets) {
        var moved = new HashSet<InetAddress>();
        for (InetAddress a : addresses.keySet()) {
            var now = subnets.resolve(a);
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
            for (InetAddress nh : r.config.nextHops()) {
                if (moved.contains(nh)) {
                    affected.add(prefix);
                    break;
                }
            }
        });
        return affected;
    }

    private void reconcile(Set<Cidr> todo, RoutingIntent desired, ConnectedSubnets subnets) {
        var resolved = new HashMap<InetAddress, Optional<NextHopKey>>();
        // Thousands of routes share each next-hop set: build each group key once per reconcile.
        var ecmpKeys = new HashMap<List<NextHopKey>, NextHopGroupKey>();
        var steps = new ArrayList<Step>();
        for (Cidr prefix : todo) {
            StaticRoute config = desired.staticRoutes().get(prefix);
            Route r = routes.get(prefix);
            if (r == null && config == null) {
                continue;
            }
            if (r == null) {
                r = new Route();
                routes.put(prefix, r);
            }
            configure(r, config);
            RouteTarget wanted = config == null ? null : target(config, r, subnets, desired.fineGrained().buckets(), resolved, ecmpKeys);
            if (wanted != null && wanted.equals(r.target)) {
                continue;
            }
            steps.add(new Step(prefix, r, wanted));
        }
        if (steps.isEmpty()) {
            return;
        }
        try {
            write(steps);
        } finally {
            groups.sweep();
            nextHops.sweep();
            for (Step s : steps) {
                record(s);
            }
        }
    }

    /** Keeps the per-address counts in line with the route's next hops. */
    private void configure(Route r, StaticRoute config) {
        if (r.config != null && (config == null || !r.config.nextHops().equals(config.nextHops()))) {
            for (InetAddress a : r.config.nextHops()) {
                if (addresses.merge(a, -1, Integer::sum) == 0) {
                    addresses.remove(a);
                    resolvedAs.remove(a);
                }
            }
        }
        if (config != null && (r.config == null || !r.config.nextHops().equals(config.nextHops()))) {
            for (InetAddress a : config.nextHops()) {
                addresses.merge(a, 1, Integer::sum);
            }
        }
        r.config = config;
    }

    private RouteTarget target(StaticRoute config, Route r, ConnectedSubnets subnets, int buckets,
                               Map<InetAddress, Optional<NextHopKey>> resolved,
                               Map<List<NextHopKey>, NextHopGroupKey> ecmpKeys) {
        // Held by someone else (a connected route). Known but unheld is a route a warm restart reloaded: ours to claim.
        if (r.handle == null && store.references(entry(config.prefix())) > 0) {
            return new RouteTarget.Unresolved("the prefix is a connected route of an interface");
        }
        var hops = new ArrayList<NextHopKey>(config.nextHops().size());
        List<String> missing = List.of();
        for (InetAddress a : config.nextHops()) {
            Optional<NextHopKey> nh = resolved.get(a);
            if (nh == null) {
                nh = subnets.resolve(a);
                resolved.put(a, nh);
            }
            resolvedAs.put(a, nh);
            if (nh.isPresent()) {
                hops.add(nh.get());
            } else {
                missing = missing.isEmpty() ? new ArrayList<>() : missing;
                missing.add(IpAddresses.format(a));
            }
        }
        if (!missing.isEmpty()) {
            return new RouteTarget.Unresolved("no connected subnet holds next hop " + String.join(", ", missing));
        }
        if (hops.size() == 1) {
            return new RouteTarget.Direct(hops.getFirst());
        }
        if (config.isHostRoute() && subnets.insideDownlink(config.prefix())) {
            return new RouteTarget.ViaGroup(NextHopGroupKey.fineGrained(buckets, hops));
        }
        return new RouteTarget.ViaGroup(ecmpKeys.computeIfAbsent(hops, NextHopGroupKey::ecmp));
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
        groups.prepare(steps.stream().map(Step::wanted).filter(t -> t instanceof RouteTarget.ViaGroup)
                .map(t -> ((RouteTarget.ViaGroup) t).group()).collect(Collectors.toCollection(LinkedHashSet::new)));
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
            if (failure != null) {
                break;
            }
            long oid = retain(s.wanted());
            try {
                s.route().handle.update(attributes(oid));
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
        var wanted = new LinkedHashMap<RouteEntry, List<Attribute>>();
        var retained = new ArrayList<Step>();
        try {
            for (Step s : creates) {
                wanted.put(entry(s.prefix()), attributes(retain(s.wanted())));
                retained.add(s);
            }
        } catch (RuntimeException e) {
            retained.forEach(s -> release(s.wanted()));
            return e;
        }
        List<SaiHandle> handles;
        RuntimeException failure = null;
        try {
            handles = store.ensureRoutes(wanted);
        } catch (BulkEnsureException e) {
            handles = e.handles();
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

    /** Publishes the route as it now is, and forgets it when it is neither configured nor programmed. */
    private void record(Step s) {
        Route r = s.route();
        RoutingState.Route state;
        if (r.handle != null) {
            state = new RoutingState.Route(s.prefix(), switch (r.target) {
                case RouteTarget.Direct d -> new RoutingState.ViaNextHop(nextHops.oid(d.nextHop()));
                case RouteTarget.ViaGroup g -> new RoutingState.ViaGroup(groups.oid(g.group()));
                default -> throw new IllegalStateException("programmed without a target: " + s.prefix());
            });
        } else if (r.config != null) {
            String reason = s.wanted() instanceof RouteTarget.Unresolved u ? u.reason() : "not programmed: the ASIC refused the commit";
            state = new RoutingState.Route(s.prefix(), new RoutingState.Unresolved(reason));
        } else {
            routes.remove(s.prefix());
            state = null;
        }
        states.route(s.prefix(), state);
    }

    private static boolean isProgrammable(RouteTarget t) {
        return t instanceof RouteTarget.Direct || t instanceof RouteTarget.ViaGroup;
    }

    private static List<Attribute> attributes(long target) {
        return List.of(RouteEntryAttr.NEXT_HOP_ID.oid(target));
    }

    private RouteEntry entry(Cidr prefix) {
        return new RouteEntry(sw.switchId(), sw.defaultVrId(), new IpPrefix(prefix.address(), prefix.length()));
    }
}
