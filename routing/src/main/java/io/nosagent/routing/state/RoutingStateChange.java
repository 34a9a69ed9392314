package io.nosagent.routing.state;

import io.nosagent.config.intent.routing.TeOverride;
import io.nosagent.net.Cidr;

import java.util.Collections;
import java.util.Set;

/**
 * One published change, for gNMI ON_CHANGE: the snapshots before and after and the keys that changed
 * in each part (added, changed or removed: an absent key in {@code current} was removed). The key sets
 * are taken as given, read-only: their maker hands them over and never changes them again (a commit of
 * 128k routes names 128k keys, not worth a copy).
 */
public record RoutingStateChange(RoutingState previous, RoutingState current, Set<Cidr> routes, Set<Long> groups,
                                 Set<Long> nextHops, Set<TeOverride.Key> teOverrides) {

    public RoutingStateChange {
        routes = Collections.unmodifiableSet(routes);
        groups = Collections.unmodifiableSet(groups);
        nextHops = Collections.unmodifiableSet(nextHops);
        teOverrides = Collections.unmodifiableSet(teOverrides);
    }
}
