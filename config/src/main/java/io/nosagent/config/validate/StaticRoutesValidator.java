package io.nosagent.config.validate;

import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.StaticRoutes.Static;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;

import static io.nosagent.config.schema.IntentPaths.nextHop;
import static io.nosagent.config.schema.IntentPaths.staticRoute;

/**
 * Static route checks a route can fail on its own: the prefix is a network (no host bits), there is
 * at least one next hop and no more than an ECMP group holds, a DROP next hop is the only one, and every
 * next hop is of the prefix's family. Whether a next hop is reachable is {@link ConnectedNextHopsValidator}'s (it needs the
 * interfaces).
 */
public final class StaticRoutesValidator implements SectionValidator<NavigableMap<Cidr, StaticRoute>> {

    @Override
    public void validate(NavigableMap<Cidr, StaticRoute> routes, ValidationContext context, ConfigErrors errors) {
        // Read once, and no lambda per route: a first table checks 128k routes.
        int ecmpLimit = context.routingLimits().ecmpMembers().orElse(Integer.MAX_VALUE);
        for (StaticRoute route : routes.values()) {
            Cidr prefix = route.prefix();
            Optional<String> hostBits = hostBits(prefix);
            if (hostBits.isPresent()) {
                errors.add(ConfigError.Kind.CONSTRAINT, staticRoute(prefix).child(Static.CONFIG).child(Static.Config.PREFIX),
                        hostBits.get());
            }
            if (route.nextHops().isEmpty() && !route.drops()) {
                errors.add(ConfigError.Kind.CONSTRAINT, staticRoute(prefix).child(Static.NEXT_HOPS),
                        "route " + prefix + " has no next hop");
            }
            if (route.drops() && !route.nextHops().isEmpty()) {
                errors.add(ConfigError.Kind.CONSTRAINT, nextHop(prefix, route.drop().get().index())
                        .child(Static.NextHops.NextHop.CONFIG).child(Static.NextHops.NextHop.Config.NEXT_HOP),
                        "route " + prefix + " cannot both drop its traffic and forward it to " + route.nextHops().size() + " next hops");
            }
            if (route.nextHops().size() > ecmpLimit) {
                errors.add(ConfigError.Kind.CONSTRAINT, staticRoute(prefix).child(Static.NEXT_HOPS), "route " + prefix
                        + " has " + route.nextHops().size() + " next hops; an ECMP group of this platform holds " + ecmpLimit);
            }
            // Next hops sort IPv4 before IPv6 (StaticRoute.ADDRESS_ORDER): all are of the prefix's family when the
            // one at the far end is, so a route is walked only to name the ones that are not.
            SortedSet<InetAddress> hops = route.nextHops();
            boolean otherFamily = !hops.isEmpty()
                    && (prefix.isIpv4() ? !(hops.last() instanceof Inet4Address) : hops.first() instanceof Inet4Address);
            for (InetAddress hop : otherFamily ? hops : Set.<InetAddress>of()) {
                if ((hop instanceof Inet4Address) != prefix.isIpv4()) {
                    errors.add(ConfigError.Kind.CONSTRAINT, nextHop(prefix, route.settingsOf(hop).index())
                            .child(Static.NextHops.NextHop.CONFIG).child(Static.NextHops.NextHop.Config.NEXT_HOP),
                            (prefix.isIpv4() ? "IPv6" : "IPv4") + " next hop " + IpAddresses.format(hop)
                                    + " cannot forward " + (prefix.isIpv4() ? "IPv4" : "IPv6") + " prefix " + prefix);
                }
            }
        }
    }

    /** The problem of a destination prefix with host bits set, in {@link Cidr#parseNetwork}'s words. */
    static Optional<String> hostBits(Cidr prefix) {
        if (prefix.isNetwork()) {
            return Optional.empty();
        }
        try {
            Cidr.parseNetwork(prefix.toString());
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
    }
}
