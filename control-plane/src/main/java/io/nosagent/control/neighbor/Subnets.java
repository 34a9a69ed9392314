package io.nosagent.control.neighbor;

import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.feature.NeighborAddress;
import io.nosagent.net.Cidr;

import java.net.InetAddress;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The switch's own addresses and connected subnets in one intent: on which interface an address lives, which of
 * the interface's addresses speaks to it, which addresses are the switch's, and the configured neighbors.
 */
final class Subnets {

    /** Before the first commit: no address, no subnet. */
    static final Subnets NONE = new Subnets(SwitchIntent.named("unconfigured"));

    private final Map<String, List<InterfaceAddress>> byInterface = new HashMap<>();
    private final Set<InetAddress> own = new HashSet<>();
    private final Map<NeighborAddress, StaticNeighbor> statics = new HashMap<>();

    Subnets(SwitchIntent intent) {
        for (InterfaceIntent i : intent.interfaces().values()) {
            if (i.addresses().isEmpty()) {
                continue;
            }
            byInterface.put(i.name(), List.copyOf(i.addresses()));
            i.addresses().forEach(a -> own.add(a.ip()));
            i.neighbors().forEach(n -> statics.put(new NeighborAddress(i.name(), n.ip()), n));
        }
    }

    /** The switch's address on {@code interfaceName} in the subnet that holds {@code ip}, if one does. */
    Optional<InetAddress> source(String interfaceName, InetAddress ip) {
        for (InterfaceAddress a : byInterface.getOrDefault(interfaceName, List.of())) {
            if (new Cidr(a.ip(), a.prefixLength()).contains(ip) && !a.ip().equals(ip)) {
                return Optional.of(a.ip());
            }
        }
        return Optional.empty();
    }

    /** Whether {@code ip} is one of {@code interfaceName}'s own addresses. */
    boolean isOwn(String interfaceName, InetAddress ip) {
        return byInterface.getOrDefault(interfaceName, List.of()).stream().anyMatch(a -> a.ip().equals(ip));
    }

    /** Whether {@code ip} is an address of the switch, on any interface. */
    boolean isOwn(InetAddress ip) {
        return own.contains(ip);
    }

    /** The interface whose subnet holds {@code ip} (the longest prefix), if any. */
    Optional<String> interfaceOf(InetAddress ip) {
        String best = null;
        int length = -1;
        for (var e : byInterface.entrySet()) {
            for (InterfaceAddress a : e.getValue()) {
                if (a.prefixLength() > length && new Cidr(a.ip(), a.prefixLength()).contains(ip) && !a.ip().equals(ip)) {
                    best = e.getKey();
                    length = a.prefixLength();
                }
            }
        }
        return Optional.ofNullable(best);
    }

    Map<NeighborAddress, StaticNeighbor> statics() {
        return statics;
    }
}
