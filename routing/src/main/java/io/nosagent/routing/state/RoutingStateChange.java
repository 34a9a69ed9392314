package io.nosagent.routing.state;

import io.nosagent.config.intent.routing.TeOverride;
import io.nosagent.net.Cidr;

import java.util.Set;

/**
 * One published change, for gNMI ON_CHANGE: the snapshots before and after and the keys that changed
 * in each part (added, changed or removed: an absent key in {@code current} was removed).
 */
public record RoutingStateChange(RoutingState previous, RoutingState current, Set<Cidr> routes, Set<Long> groups,
                                 Set<Long> nextHops, Set<TeOverride.Key> teOverrides) {

    public RoutingStateChange {
        routes = Set.copyOf(routes);
        groups = Set.copyOf(groups);
        nextHops = Set.copyOf(nextHops);
        teOverrides = Set.copyOf(teOverrides);
    }
}
