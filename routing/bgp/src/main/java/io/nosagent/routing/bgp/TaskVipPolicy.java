package io.nosagent.routing.bgp;

import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.platform.Platform;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Who may announce a task VIP (FACTS "Ingress to hosts": only the legitimate job may announce its task
 * IP). A VIP is a host route (/32, /128) inside a downlink's subnet. It is accepted only from a host
 * sidecar neighbor (one with host interfaces), inside the subnets of that host's NICs, with a next hop
 * on one of them; a host sidecar may announce nothing else; any other neighbor may announce anything
 * but a VIP. Every refusal says why, naming the host the VIP belongs to when there is one.
 */
public final class TaskVipPolicy {

    /** One host sidecar: its neighbor address and the subnets of its NICs. */
    private record Host(InetAddress neighbor, List<Cidr> subnets, Set<String> interfaces) {
        boolean holds(InetAddress ip) {
            return subnets.stream().anyMatch(s -> s.contains(ip));
        }

        String describe() {
            return "neighbor " + IpAddresses.format(neighbor) + " (host interfaces " + String.join(", ", interfaces) + ")";
        }
    }

    private final List<Cidr> downlinkSubnets;
    private final Map<InetAddress, Host> hosts;

    private TaskVipPolicy(List<Cidr> downlinkSubnets, Map<InetAddress, Host> hosts) {
        this.downlinkSubnets = downlinkSubnets;
        this.hosts = hosts;
    }

    /** The policy of {@code intent} on {@code platform} (which ports are downlinks). */
    public static TaskVipPolicy of(SwitchIntent intent, Platform platform) {
        var downlinks = new ArrayList<Cidr>();
        var subnetsOf = new HashMap<String, List<Cidr>>();
        for (InterfaceIntent i : intent.interfaces().values()) {
            var subnets = i.addresses().stream().map(TaskVipPolicy::subnet).toList();
            subnetsOf.put(i.name(), subnets);
            if (platform.port(i.name()).map(p -> p.role() == Platform.PortRole.DOWNLINK).orElse(false)) {
                downlinks.addAll(subnets);
            }
        }
        var hosts = new HashMap<InetAddress, Host>();
        for (Neighbor n : BgpIntent.of(intent).neighbors().values()) {
            if (n.isHost()) {
                var subnets = n.hostInterfaces().stream().flatMap(name -> subnetsOf.getOrDefault(name, List.of()).stream()).toList();
                hosts.put(n.address(), new Host(n.address(), subnets, n.hostInterfaces()));
            }
        }
        return new TaskVipPolicy(List.copyOf(downlinks), Map.copyOf(hosts));
    }

    /** The downlinks' subnets: task VIPs are the host routes inside them. */
    public List<Cidr> downlinkSubnets() {
        return downlinkSubnets;
    }

    /** Whether {@code prefix} is a task VIP: a host route inside a downlink's subnet. */
    public boolean isTaskVip(Cidr prefix) {
        return prefix.length() == (prefix.isIpv4() ? 32 : 128)
                && downlinkSubnets.stream().anyMatch(s -> s.contains(prefix.address()));
    }

    /** Why {@code a} must not be installed; empty when it may. */
    public Optional<String> refusal(Announcement a) {
        Host host = hosts.get(a.neighbor());
        String neighbor = "neighbor " + IpAddresses.format(a.neighbor());
        if (isTaskVip(a.prefix())) {
            if (host == null) {
                return Optional.of("task VIP " + a.prefix() + " announced by " + neighbor + ", which is no host sidecar"
                        + " (it has no host interfaces)" + owner(a.prefix()));
            }
            if (!host.holds(a.prefix().address())) {
                return Optional.of("task VIP " + a.prefix() + " is outside the NIC subnets of " + host.describe()
                        + owner(a.prefix()));
            }
            if (!host.holds(a.nextHop())) {
                return Optional.of("next hop " + IpAddresses.format(a.nextHop()) + " of task VIP " + a.prefix()
                        + " is not on a NIC of " + host.describe());
            }
            return Optional.empty();
        }
        if (host != null) {
            return Optional.of(host.describe() + " is a host sidecar: it may announce only task VIPs inside its NIC"
                    + " subnets, not " + a.prefix());
        }
        return Optional.empty();
    }

    /** The NIC subnets of host sidecar {@code neighbor} (empty: it is no sidecar). */
    public List<Cidr> hostSubnets(InetAddress neighbor) {
        Host h = hosts.get(neighbor);
        return h == null ? List.of() : h.subnets();
    }

    /** The host sidecar whose NIC subnets hold {@code vip}, if any. */
    public Optional<InetAddress> ownerOf(Cidr vip) {
        return hosts.values().stream().filter(h -> h.holds(vip.address())).map(Host::neighbor).findFirst();
    }

    private String owner(Cidr vip) {
        return ownerOf(vip).map(o -> "; it is in the NIC subnets of neighbor " + IpAddresses.format(o) + "'s host")
                .orElse("");
    }

    private static Cidr subnet(InterfaceAddress a) {
        return new Cidr(a.ip(), a.prefixLength()).network();
    }

    @Override
    public String toString() {
        return "task VIPs in " + downlinkSubnets + " from " + hosts.values().stream().map(Host::describe)
                .collect(Collectors.joining("; "));
    }
}
