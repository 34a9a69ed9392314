package io.nosagent.config.validate;

import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.schema.IntentPaths;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.Bgp;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.IpAddresses;

import java.util.HashMap;

/**
 * A host sidecar's interfaces ({@code nosagent-bgp:host-interfaces}) against the interfaces: each is a
 * configured interface with an address (its subnet is where the host's VIPs and NICs are), a downlink
 * when the port roles are known, and no interface belongs to two neighbors, since one NIC belongs to one
 * host and a VIP's legitimate announcer must be unambiguous.
 */
public final class BgpHostsValidator implements IntentValidator {

    @Override
    public void validate(SwitchIntent intent, ValidationContext context, ConfigErrors errors) {
        var owner = new HashMap<String, Neighbor>();
        for (Neighbor n : BgpIntent.of(intent).neighbors().values()) {
            var at = IntentPaths.bgpNeighbor(n.address()).child(Bgp.Neighbors.Neighbor.CONFIG).child(Bgp.Neighbors.Neighbor.Config.HOST_INTERFACES);
            for (String name : n.hostInterfaces()) {
                InterfaceIntent i = intent.interfaces().get(name);
                if (i == null || i.addresses().isEmpty()) {
                    errors.add(ConfigError.Kind.CONSTRAINT, at, "host interface " + name + " of neighbor "
                            + IpAddresses.format(n.address()) + " is not a configured interface with an address");
                } else if (context.knowsPortRoles() && !context.downlinks().contains(name)) {
                    errors.add(ConfigError.Kind.CONSTRAINT, at, "host interface " + name + " of neighbor "
                            + IpAddresses.format(n.address()) + " is not a downlink: hosts' NICs are on downlinks");
                }
                Neighbor earlier = owner.putIfAbsent(name, n);
                if (earlier != null) {
                    errors.add(ConfigError.Kind.CONSTRAINT, at, "host interface " + name + " is already neighbor "
                            + IpAddresses.format(earlier.address()) + "'s: a NIC belongs to one host");
                }
            }
        }
    }
}
