package io.nosagent.routing.nexthops;

import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.net.Cidr;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.NextHopKey;
import io.nosagent.sai.store.key.RouterInterfaceKey;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The subnets of the interfaces that have a router interface on the ASIC, which is where a configured
 * next-hop address finds its interface: the interface whose subnet holds it (the longest if several
 * do). An interface counts only once its router interface is programmed, so a next hop never points at
 * a router interface that is not there.
 */
public final class ConnectedSubnets {

    private record Subnet(Cidr network, InetAddress own, String interfaceName, boolean downlink) {
    }

    private final List<Subnet> subnets;

    private ConnectedSubnets(List<Subnet> subnets) {
        this.subnets = subnets;
    }

    /** The subnets of {@code intent}'s interfaces whose router interface {@code store} holds. */
    public static ConnectedSubnets of(SwitchIntent intent, SwitchHandle sw, SaiStore store) {
        var subnets = new ArrayList<Subnet>();
        for (InterfaceIntent i : intent.interfaces().values()) {
            if (i.addresses().isEmpty() || !store.contains(new RouterInterfaceKey(i.name()))) {
                continue;
            }
            boolean downlink = sw.platform().port(i.name()).map(p -> p.role() == Platform.PortRole.DOWNLINK).orElse(false);
            for (InterfaceAddress a : i.addresses()) {
                subnets.add(new Subnet(new Cidr(a.ip(), a.prefixLength()).network(), a.ip(), i.name(), downlink));
            }
        }
        subnets.sort(Comparator.comparingInt((Subnet s) -> -s.network().length()));
        return new ConnectedSubnets(List.copyOf(subnets));
    }

    /** The next hop {@code ip} is: the address on the interface whose subnet holds it; empty when none does. */
    public Optional<NextHopKey> resolve(InetAddress ip) {
        for (Subnet s : subnets) {
            // The switch's own address is no next hop.
            if (s.network().contains(ip) && !s.own().equals(ip)) {
                return Optional.of(new NextHopKey(ip, new RouterInterfaceKey(s.interfaceName())));
            }
        }
        return Optional.empty();
    }

    /** Whether {@code prefix} lies inside a downlink's subnet (a task VIP's host route does). */
    public boolean insideDownlink(Cidr prefix) {
        for (Subnet s : subnets) {
            if (s.downlink() && s.network().length() <= prefix.length() && s.network().contains(prefix.address())) {
                return true;
            }
        }
        return false;
    }

    /** The downlink subnets, to tell whether a commit changed which host routes are VIPs. */
    public Set<Cidr> downlinkSubnets() {
        return subnets.stream().filter(Subnet::downlink).map(Subnet::network).collect(Collectors.toUnmodifiableSet());
    }
}
