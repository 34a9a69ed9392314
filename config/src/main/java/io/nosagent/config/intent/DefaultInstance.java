package io.nosagent.config.intent;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;

import java.util.NavigableMap;
import java.util.Objects;

/**
 * What the operator configures in the DEFAULT network instance: its static routes and its BGP protocol.
 * They share one document member ({@code openconfig-network-instance:network-instances}) and so one
 * config section, while the intent keeps them apart ({@link SwitchIntent#routing()} and {@link SwitchIntent#bgp()}).
 *
 * @param staticRoutes static routes by prefix
 * @param bgp          the BGP protocol
 */
public record DefaultInstance(NavigableMap<Cidr, StaticRoute> staticRoutes, BgpIntent bgp) {

    public DefaultInstance {
        Objects.requireNonNull(staticRoutes, "staticRoutes");
        Objects.requireNonNull(bgp, "bgp");
    }

    /** The DEFAULT instance of {@code intent}. */
    public static DefaultInstance of(SwitchIntent intent) {
        return new DefaultInstance(RoutingIntent.of(intent).staticRoutes(), BgpIntent.of(intent));
    }
}
