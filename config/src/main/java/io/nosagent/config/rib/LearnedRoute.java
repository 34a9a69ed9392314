package io.nosagent.config.rib;

import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;

import java.net.InetAddress;
import java.util.Collection;
import java.util.Collections;
import java.util.Objects;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A route a routing protocol learned: its prefix, its next hops (one per path of an equal-cost set) and
 * its origin.
 */
public record LearnedRoute(Cidr prefix, SortedSet<InetAddress> nextHops, RouteOrigin origin) {

    public LearnedRoute {
        Objects.requireNonNull(prefix, "prefix");
        Objects.requireNonNull(origin, "origin");
        var sorted = new TreeSet<>(StaticRoute.ADDRESS_ORDER);
        sorted.addAll(nextHops);
        if (sorted.isEmpty()) {
            throw new IllegalArgumentException("a learned route to " + prefix + " needs a next hop");
        }
        nextHops = Collections.unmodifiableSortedSet(sorted);
    }

    public static LearnedRoute of(Cidr prefix, Collection<InetAddress> nextHops, RouteOrigin origin) {
        var sorted = new TreeSet<>(StaticRoute.ADDRESS_ORDER);
        sorted.addAll(nextHops);
        return new LearnedRoute(prefix, sorted, origin);
    }
}
