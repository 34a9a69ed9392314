package io.nosagent.config.intent.routing;

import io.nosagent.config.intent.SectionKey;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.net.Cidr;

import java.util.Collection;
import java.util.Collections;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The routing section of the intent: static routes of the DEFAULT network instance (OpenConfig
 * local-routing) and what OpenConfig has no model for (project YANG {@code nosagent-routing}): load
 * balancing with RoCE QP hashing, flowlets, fine-grained ECMP for task VIPs, drain and TE overrides.
 *
 * @param staticRoutes  by prefix, in {@link PrefixOrder}
 * @param loadBalancing the ECMP hash
 * @param flowlets      flowlet switching
 * @param fineGrained   consistent hashing for VIP groups
 * @param drain         uplinks out of ECMP
 * @param teOverrides   by (ingress port, prefix)
 */
public record RoutingIntent(NavigableMap<Cidr, StaticRoute> staticRoutes, LoadBalancing loadBalancing, Flowlets flowlets,
                            FineGrainedEcmp fineGrained, Drain drain, NavigableMap<TeOverride.Key, TeOverride> teOverrides) {

    /** Nothing routed beyond connected subnets, defaults everywhere else. */
    public static final RoutingIntent NONE = new RoutingIntent(new TreeMap<>(PrefixOrder.INSTANCE), LoadBalancing.DEFAULT,
            Flowlets.OFF, FineGrainedEcmp.DEFAULT, Drain.NONE, new TreeMap<>());

    /** This section's key in a {@link SwitchIntent}: nothing configured is {@link #NONE}. */
    public static final SectionKey<RoutingIntent> SECTION = SectionKey.of("routing", NONE);

    /** The routing section of {@code intent}. */
    public static RoutingIntent of(SwitchIntent intent) {
        return intent.get(SECTION);
    }

    public RoutingIntent {
        // A map already in prefix order is copied in linear time (128k routes: no comparisons).
        var routes = staticRoutes.comparator() == PrefixOrder.INSTANCE ? new TreeMap<>(staticRoutes)
                : new TreeMap<Cidr, StaticRoute>(PrefixOrder.INSTANCE);
        if (routes.isEmpty()) {
            routes.putAll(staticRoutes);
        }
        routes.forEach((prefix, route) -> {
            if (!prefix.equals(route.prefix())) {
                throw new IllegalArgumentException("route keyed " + prefix + " is for " + route.prefix());
            }
        });
        staticRoutes = Collections.unmodifiableNavigableMap(routes);
        Objects.requireNonNull(loadBalancing, "loadBalancing");
        Objects.requireNonNull(flowlets, "flowlets");
        Objects.requireNonNull(fineGrained, "fineGrained");
        Objects.requireNonNull(drain, "drain");
        var overrides = new TreeMap<TeOverride.Key, TeOverride>();
        teOverrides.forEach((key, o) -> {
            if (!key.equals(o.key())) {
                throw new IllegalArgumentException("override keyed " + key + " is for " + o.key());
            }
            overrides.put(key, o);
        });
        teOverrides = Collections.unmodifiableNavigableMap(overrides);
    }

    public RoutingIntent withStaticRoute(StaticRoute route) {
        var map = new TreeMap<>(staticRoutes);
        map.put(route.prefix(), route);
        return new RoutingIntent(map, loadBalancing, flowlets, fineGrained, drain, teOverrides);
    }

    public RoutingIntent withoutStaticRoute(Cidr prefix) {
        var map = new TreeMap<>(staticRoutes);
        map.remove(prefix);
        return new RoutingIntent(map, loadBalancing, flowlets, fineGrained, drain, teOverrides);
    }

    public RoutingIntent withStaticRoutes(Collection<StaticRoute> routes) {
        var map = new TreeMap<Cidr, StaticRoute>(PrefixOrder.INSTANCE);
        routes.forEach(r -> map.put(r.prefix(), r));
        return new RoutingIntent(map, loadBalancing, flowlets, fineGrained, drain, teOverrides);
    }

    /** A copy with exactly {@code routes}; a map in {@link PrefixOrder} is copied in linear time. */
    public RoutingIntent withStaticRoutes(NavigableMap<Cidr, StaticRoute> routes) {
        return new RoutingIntent(routes, loadBalancing, flowlets, fineGrained, drain, teOverrides);
    }

    public RoutingIntent withLoadBalancing(LoadBalancing value) {
        return new RoutingIntent(staticRoutes, value, flowlets, fineGrained, drain, teOverrides);
    }

    public RoutingIntent withFlowlets(Flowlets value) {
        return new RoutingIntent(staticRoutes, loadBalancing, value, fineGrained, drain, teOverrides);
    }

    public RoutingIntent withFineGrained(FineGrainedEcmp value) {
        return new RoutingIntent(staticRoutes, loadBalancing, flowlets, value, drain, teOverrides);
    }

    public RoutingIntent withDrain(Drain value) {
        return new RoutingIntent(staticRoutes, loadBalancing, flowlets, fineGrained, value, teOverrides);
    }

    public RoutingIntent withTeOverride(TeOverride value) {
        var map = new TreeMap<>(teOverrides);
        map.put(value.key(), value);
        return new RoutingIntent(staticRoutes, loadBalancing, flowlets, fineGrained, drain, map);
    }

    public RoutingIntent withoutTeOverride(TeOverride.Key key) {
        var map = new TreeMap<>(teOverrides);
        map.remove(key);
        return new RoutingIntent(staticRoutes, loadBalancing, flowlets, fineGrained, drain, map);
    }
}
