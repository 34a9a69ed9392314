package io.nosagent.config.validate;

import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.schema.IntentPaths;
import io.nosagent.config.yang.InterfacesYang.Interface;
import io.nosagent.net.IpAddresses;
import io.nosagent.net.MacAddresses;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Interface checks: the port exists on this switch, the MTU fits the ASIC, no two ports share an id, a configured MAC
 * is unicast, and each address is a
 * usable host address of a subnet no other address on the switch overlaps (on a routed switch every
 * interface is its own subnet; a subnet on two ports would make forwarding ambiguous).
 */
public final class InterfacesValidator implements SectionValidator<Map<String, InterfaceIntent>> {

    @Override
    public void validate(Map<String, InterfaceIntent> interfaces, ValidationContext context, ConfigErrors errors) {
        var placed = new ArrayList<Placed>();
        var ids = new java.util.HashMap<Long, String>();
        for (InterfaceIntent intf : interfaces.values()) {
            intf.id().ifPresent(id -> {
                String other = ids.putIfAbsent(id, intf.name());
                if (other != null) { // a controller addressing ports by number must reach exactly one
                    errors.add(ConfigError.Kind.CONSTRAINT, Interface.Config.path(intf.name()).child(Interface.Config.ID),
                            "id " + id + " is already " + other + "'s");
                }
            });
            if (!context.interfaceNames().contains(intf.name())) {
                errors.add(ConfigError.Kind.CONSTRAINT, Interface.path(intf.name()),
                        "unknown interface '" + intf.name() + "' (not a port of this switch)");
            }
            if (intf.mtu() < ValidationContext.MIN_MTU || intf.mtu() > context.maxMtu()) {
                errors.add(ConfigError.Kind.CONSTRAINT, Interface.Config.path(intf.name()).child(Interface.Config.MTU),
                        "mtu " + intf.mtu() + " is out of range " + ValidationContext.MIN_MTU + ".." + context.maxMtu());
            }
            intf.mac().ifPresent(mac -> checkMac(intf.name(), mac, errors));
            for (InterfaceAddress address : intf.addresses()) {
                if (usable(intf.name(), address, errors)) { // an unusable address would only add noise below
                    checkOverlap(new Placed(intf.name(), address), placed, errors);
                }
            }
            for (StaticNeighbor neighbor : intf.neighbors()) {
                checkNeighbor(intf, neighbor, errors);
            }
        }
    }

    /** A port routes from a unicast MAC: a group address or zeros as a frame's source is refused by every receiver. */
    private static void checkMac(String name, String mac, ConfigErrors errors) {
        long bits = MacAddresses.parse(mac);
        String problem = bits == 0 ? "the all-zero MAC is no interface's address"
                : (bits >>> 40 & 1) == 1 ? "'" + mac + "' is a group MAC address, not a port's" : null;
        if (problem != null) {
            errors.add(ConfigError.Kind.CONSTRAINT,
                    Interface.Ethernet.Config.path(name).child(Interface.Ethernet.Config.MAC_ADDRESS), problem);
        }
    }

    /** A static neighbor must be a unicast MAC on one of the interface's subnets, and not the switch's own address. */
    private static void checkNeighbor(InterfaceIntent intf, StaticNeighbor n, ConfigErrors errors) {
        var path = IntentPaths.interfaceNeighbor(intf.name(), n);
        if (n.isGroupAddress()) {
            errors.add(ConfigError.Kind.CONSTRAINT, path, "'" + n.linkLayerAddress() + "' is a group MAC address, not a neighbor's");
        }
        boolean own = intf.addresses().stream().anyMatch(a -> a.ip().equals(n.ip()));
        boolean onSubnet = intf.addresses().stream().anyMatch(a -> a.isIpv4() == n.isIpv4()
                && a.overlaps(new InterfaceAddress(n.ip(), InterfaceAddress.maxLength(n.ip()))));
        if (own) {
            errors.add(ConfigError.Kind.CONSTRAINT, path, "'" + IpAddresses.format(n.ip()) + "' is this interface's own address");
        } else if (!onSubnet) {
            errors.add(ConfigError.Kind.CONSTRAINT, path, "neighbor '" + IpAddresses.format(n.ip())
                    + "' is not on a subnet of " + intf.name() + " " + intf.addresses());
        }
    }

    private static boolean usable(String name, InterfaceAddress a, ConfigErrors errors) {
        InetAddress ip = a.ip();
        String problem = null;
        if (a.prefixLength() == 0) {
            problem = "prefix length 0 is not an interface subnet";
        } else if (ip.isAnyLocalAddress() || ip.isLoopbackAddress() || ip.isMulticastAddress()) {
            problem = "'" + IpAddresses.format(ip) + "' is not a unicast host address";
        } else if (a.isIpv4() && a.prefixLength() <= 30) {
            // /31 (RFC 3021) and /32 have no network or broadcast address; shorter subnets do.
            if (ip.equals(a.network())) {
                problem = "'" + a + "' is the subnet's network address, not a host address";
            } else if (ip.equals(a.lastAddress())) {
                problem = "'" + a + "' is the subnet's broadcast address, not a host address";
            }
        }
        if (problem != null) {
            errors.add(ConfigError.Kind.CONSTRAINT, IntentPaths.interfaceAddress(name, a), problem);
        }
        return problem == null;
    }

    /**
     * Pairwise against every address placed before: a switch has at most a few hundred, and the
     * message can then name the conflicting interface.
     */
    private static void checkOverlap(Placed current, List<Placed> placed, ConfigErrors errors) {
        for (Placed earlier : placed) {
            if (!earlier.address.overlaps(current.address)) {
                continue;
            }
            String where = earlier.interfaceName.equals(current.interfaceName)
                    ? "on the same interface" : "on " + earlier.interfaceName;
            String what = earlier.address.ip().equals(current.address.ip())
                    ? "address " + IpAddresses.format(current.address.ip()) + " is already configured " + where
                    + " (as " + earlier.address + ")"
                    : "subnet " + current.address + " overlaps " + earlier.address + " " + where;
            errors.add(ConfigError.Kind.CONSTRAINT,
                    IntentPaths.interfaceAddress(current.interfaceName, current.address), what);
            break;
        }
        placed.add(current);
    }

    private record Placed(String interfaceName, InterfaceAddress address) {
    }
}
