package io.nosagent.config.validate;

import io.nosagent.config.intent.routing.ByNextHops;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.StaticRoutes.Static;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.config.intent.routing.TeOverride;
import io.nosagent.config.yang.RoutingYang;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.NavigableMap;
import java.util.Optional;

import static io.nosagent.config.schema.IntentPaths.nextHop;
import static io.nosagent.config.schema.IntentPaths.staticRoute;

/**
 * Routes against the interfaces: every next hop (of a static route or a TE override) is a neighbor on
 * a connected subnet (an address on subinterface 0 of a configured interface) and not the switch's
 * own address, since the switch resolves next hops on its links and does not recurse; and a static
 * route does not take the prefix of a connected subnet or of the switch's own address, which the
 * router interfaces already install (the ASIC holds one route per prefix).
 */
public final class ConnectedNextHopsValidator implements IntentValidator {

    /** One address of the switch, with the interface it is on and its subnet. */
    private record Connected(String interfaceName, InterfaceAddress address, Cidr subnet) {
        Connected(String interfaceName, InterfaceAddress address) {
            this(interfaceName, address, new Cidr(address.ip(), address.prefixLength()).network());
        }
    }

    /**
     * Routes share a handful of next hops (the uplinks' peers), so each distinct next hop is judged once
     * and a path is built only for a problem: a 128k-route intent costs a map lookup per next hop.
     */
    @Override
    public void validate(SwitchIntent intent, ValidationContext context, ConfigErrors errors) {
        check(intent, RoutingIntent.of(intent).staticRoutes(), true, errors);
    }

    /** Each route is judged on its own against the interfaces, which did not change: only the changed routes are looked at. */
    @Override
    public void validateRoutes(SwitchIntent intent, NavigableMap<Cidr, StaticRoute> changed, ValidationContext context,
                               ConfigErrors errors) {
        check(intent, changed, false, errors);
    }

    /** {@code routes} of {@code intent} against its interfaces, and its TE overrides when {@code overrides}. */
    private static void check(SwitchIntent intent, NavigableMap<Cidr, StaticRoute> routes, boolean overrides, ConfigErrors errors) {
        var connected = new ArrayList<Connected>();
        var taken = new HashMap<Cidr, String>();
        for (InterfaceIntent i : intent.interfaces().values()) {
            for (InterfaceAddress a : i.addresses()) {
                var c = new Connected(i.name(), a);
                connected.add(c);
                taken.putIfAbsent(c.subnet(), c.subnet() + " is the connected subnet of " + i.name());
                taken.putIfAbsent(Cidr.host(a.ip()), Cidr.host(a.ip()) + " is this switch's own address (on " + i.name() + ")");
            }
        }
        var verdicts = new HashMap<InetAddress, Optional<String>>();
        // Thousands of routes share each next-hop set: a set found sound is not walked again.
        var soundSets = new ByNextHops<Boolean>();
        for (StaticRoute route : routes.values()) {
            Cidr prefix = route.prefix();
            String conflict = prefix.isNetwork() ? taken.get(prefix) : null; // a prefix with host bits is refused already
            if (conflict != null) {
                errors.add(ConfigError.Kind.CONSTRAINT, staticRoute(prefix).child(Static.CONFIG).child(Static.Config.PREFIX),
                        conflict + "; a static route cannot replace it");
            }
            if (soundSets.contains(route.nextHops())) {
                continue;
            }
            boolean sound = true;
            for (InetAddress hop : route.nextHops()) {
                Optional<String> verdict = verdicts.get(hop);
                if (verdict == null) {
                    verdict = problem(hop, connected);
                    verdicts.put(hop, verdict);
                }
                if (verdict.isPresent()) {
                    sound = false;
                    errors.add(ConfigError.Kind.CONSTRAINT, nextHop(prefix, route.settingsOf(hop).index())
                            .child(Static.NextHops.NextHop.CONFIG).child(Static.NextHops.NextHop.Config.NEXT_HOP), verdict.get());
                }
            }
            if (sound) {
                soundSets.put(route.nextHops(), true);
            }
        }
        for (TeOverride o : overrides ? RoutingIntent.of(intent).teOverrides().values() : List.<TeOverride>of()) {
            problem(o.nextHop(), connected).ifPresent(problem -> errors.add(ConfigError.Kind.CONSTRAINT,
                    RoutingYang.TeOverrides.Override.Config.path(o.key().inPort(), o.key().prefix().toString())
                            .child(RoutingYang.TeOverrides.Override.Config.NEXT_HOP), problem));
        }
    }

    /** What is wrong with {@code hop} as a next hop, if anything. */
    private static Optional<String> problem(InetAddress hop, List<Connected> connected) {
        String text = IpAddresses.format(hop);
        for (Connected c : connected) {
            if (c.address().ip().equals(hop)) {
                return Optional.of("next hop " + text + " is this switch's own address (on " + c.interfaceName() + ")");
            }
        }
        if (connected.stream().noneMatch(c -> c.subnet().contains(hop))) {
            return Optional.of("next hop " + text + " is on no connected subnet (no configured interface has an address on its subnet)");
        }
        return Optional.empty();
    }
}
