package io.nosagent.config.validate;

import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.config.intent.routing.TeOverride;
import io.nosagent.config.schema.RoutingSchema;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;

import static io.nosagent.config.schema.NetworkInstancesSchema.nextHopIndex;
import static io.nosagent.config.schema.NetworkInstancesSchema.nextHopPath;
import static io.nosagent.config.schema.NetworkInstancesSchema.staticPath;

/**
 * Routes against the interfaces: every next hop (of a static route or a TE override) is a neighbor on
 * a connected subnet (an address on subinterface 0 of a configured interface) and not the switch's
 * own address, since the switch resolves next hops on its links and does not recurse; and a static
 * route does not take the prefix of a connected subnet or of the switch's own address, which the
 * router interfaces already install (the ASIC holds one route per prefix).
 */
public final class ConnectedNextHopsValidator implements IntentValidator {

    /** One address of the switch, with the interface it is on. */
    private record Connected(String interfaceName, InterfaceAddress address) {
        Cidr subnet() {
            return new Cidr(address.ip(), address.prefixLength()).network();
        }
    }

    @Override
    public void validate(SwitchIntent intent, ValidationContext context, ConfigErrors errors) {
        var connected = new ArrayList<Connected>();
        for (InterfaceIntent i : intent.interfaces().values()) {
            i.addresses().forEach(a -> connected.add(new Connected(i.name(), a)));
        }
        for (StaticRoute route : intent.routing().staticRoutes().values()) {
            Cidr prefix = route.prefix();
            if (prefix.isNetwork()) { // else refused for its host bits already
                takenPrefix(prefix, connected, staticPath(prefix).child("config").child("prefix"), errors);
            }
            for (InetAddress hop : route.nextHops()) {
                nextHop(hop, connected, nextHopPath(prefix, nextHopIndex(hop)).child("config").child("next-hop"), errors);
            }
        }
        for (TeOverride o : intent.routing().teOverrides().values()) {
            nextHop(o.nextHop(), connected, RoutingSchema.overrideLeaf(o.key(), "next-hop"), errors);
        }
    }

    private static void nextHop(InetAddress hop, List<Connected> connected, ConfigPath at, ConfigErrors errors) {
        String text = IpAddresses.format(hop);
        for (Connected c : connected) {
            if (c.address().ip().equals(hop)) {
                errors.add(ConfigError.Kind.CONSTRAINT, at, "next hop " + text + " is this switch's own address (on "
                        + c.interfaceName() + ")");
                return;
            }
        }
        if (connected.stream().noneMatch(c -> c.subnet().contains(hop))) {
            errors.add(ConfigError.Kind.CONSTRAINT, at, "next hop " + text
                    + " is on no connected subnet (no configured interface has an address on its subnet)");
        }
    }

    private static void takenPrefix(Cidr prefix, List<Connected> connected, ConfigPath at, ConfigErrors errors) {
        for (Connected c : connected) {
            if (c.subnet().equals(prefix)) {
                errors.add(ConfigError.Kind.CONSTRAINT, at, prefix + " is the connected subnet of " + c.interfaceName()
                        + "; a static route cannot replace it");
                return;
            }
            if (Cidr.host(c.address().ip()).equals(prefix)) {
                errors.add(ConfigError.Kind.CONSTRAINT, at, prefix + " is this switch's own address (on "
                        + c.interfaceName() + "); a static route cannot replace it");
                return;
            }
        }
    }
}
