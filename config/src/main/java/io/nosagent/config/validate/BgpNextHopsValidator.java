package io.nosagent.config.validate;

import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.schema.IntentPaths;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.Bgp;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.IpAddresses;

/**
 * A neighbor's advertised next hop ({@code nosagent-bgp:advertised-next-hop}) against the interfaces: it
 * must be an address of one of the switch's own interfaces, since the neighbor sends the traffic for the
 * switch's routes there and only an interface address is answered (ARP/ND) and forwarded.
 */
public final class BgpNextHopsValidator implements IntentValidator {

    @Override
    public void validate(SwitchIntent intent, ValidationContext context, ConfigErrors errors) {
        for (Neighbor n : BgpIntent.of(intent).neighbors().values()) {
            n.advertisedNextHop().ifPresent(nextHop -> {
                boolean own = intent.interfaces().values().stream().flatMap(i -> i.addresses().stream())
                        .map(InterfaceAddress::ip).anyMatch(nextHop::equals);
                if (!own) {
                    errors.add(ConfigError.Kind.CONSTRAINT, IntentPaths.bgpNeighbor(n.address()).child(Bgp.Neighbors.Neighbor.CONFIG)
                                    .child(Bgp.Neighbors.Neighbor.Config.ADVERTISED_NEXT_HOP),
                            "advertised next hop " + IpAddresses.format(nextHop) + " of neighbor "
                                    + IpAddresses.format(n.address()) + " is not an address of any of the switch's interfaces");
                }
            });
        }
    }
}
