package io.nosagent.routing.gnmi;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.NetworkInstancesYang;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Afts;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Afts.Ipv4Unicast.Ipv4Entry;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Afts.Ipv6Unicast.Ipv6Entry;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Afts.NextHopGroups.NextHopGroup;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Afts.NextHops.NextHop;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.routing.state.RoutingStates;
import io.nosagent.sai.bringup.SwitchHandle;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.TreeMap;

/**
 * The default network instance's AFT: the connected routes the router-interface programmer
 * installs for every interface address, derived from the running intent (committed = programmed).
 * The instance's config and state (name, type) are the config section's, served by
 * {@link ConfigHandler}.
 * A subnet points at a next-hop group of one next hop out of its interface; the switch's own
 * address points at the receive group, whose next hop has no interface: the packet is trapped to
 * the CPU. A drop route (a static route whose next hop is DROP) points at the drop group, which has no
 * next hops.
 *
 * <p>Ids are stable: the group and next hop of an interface carry its ifindex; the receive group
 * and next hop are 0; the drop group is {@value #DROP}.
 */
public final class AftHandler implements PathHandler {

    /** The OpenConfig name of the default instance. */
    public static final String DEFAULT_INSTANCE = "DEFAULT";
    private static final String CONNECTED = "openconfig-policy-types:DIRECTLY_CONNECTED";
    private static final String STATIC = "openconfig-policy-types:STATIC";
    private static final String BGP = "openconfig-policy-types:BGP";
    private static final long RECEIVE = 0;
    /**
     * The drop group: OpenConfig's AFT has no drop next hop; a group with no next hops forwards nowhere, which is
     * how a discard route shows. Its id is no ifindex and no SAI object id (those carry their type in bits 48..63).
     */
    static final long DROP = 0xFFFF_FFFFL;

    private static final List<Container> SCHEMA = List.of(Fragment.of(NetworkInstancesYang.node())
            .with(NetworkInstance.Afts.node()).build());

    private final Supplier<SwitchIntent> intent;
    private final Published<?> commits;
    private final SwitchHandle sw;
    private final RoutingStates routing;

    /**
     * @param intent  the running intent (its connected subnets are routes too)
     * @param commits its commits: the connected routes change with them
     */
    public AftHandler(Supplier<SwitchIntent> intent, Published<?> commits, SwitchHandle sw, RoutingStates routing) {
        this.intent = intent;
        this.commits = commits;
        this.sw = sw;
        this.routing = routing;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(commits, routing.changes());
    }

    /**
     * One connected route the intent programs.
     *
     * @param prefix        canonical prefix text
     * @param ipv4          IPv4 (else IPv6)
     * @param group         next-hop group id
     * @param interfaceName the interface a subnet is reached through; null for the receive route
     */
    record ConnectedRoute(String prefix, boolean ipv4, long group, String interfaceName) {
    }

    /** Every connected route of the running intent, interfaces in panel order. */
    List<ConnectedRoute> routes() {
        var out = new ArrayList<ConnectedRoute>();
        var ports = new ArrayList<>(sw.portsByName().keySet());
        for (InterfaceIntent i : intent.get().interfaces().values()) {
            int ifindex = ports.indexOf(i.name()) + 1;
            if (ifindex == 0) {
                continue;
            }
            for (InterfaceAddress a : i.addresses()) {
                int hostLength = a.isIpv4() ? 32 : 128;
                if (a.prefixLength() < hostLength) {
                    out.add(new ConnectedRoute(new Cidr(a.network(), a.prefixLength()).toString(), a.isIpv4(),
                            ifindex, i.name()));
                }
                out.add(new ConnectedRoute(Cidr.host(a.ip()).toString(), a.isIpv4(), RECEIVE, null));
            }
        }
        return out;
    }

    @Override
    public void write(DataWriter out) {
        List<ConnectedRoute> routes = routes();
        RoutingState programmed = routing.current();
        if (routes.isEmpty() && programmed.routes().isEmpty()) {
            return;
        }
        ObjectNode instance = out.entry(out.container(out.root(), NetworkInstancesYang.TOP),
                NetworkInstancesYang.NETWORK_INSTANCE, NetworkInstance.NAME, DEFAULT_INSTANCE);
        ObjectNode afts = out.container(instance, NetworkInstance.AFTS);
        // group id -> its next hops (id -> interface); connected groups hold the one next hop of their ifindex.
        var groups = new TreeMap<Long, Map<Long, Integer>>();
        var nextHops = new TreeMap<Long, NextHopState>();
        for (ConnectedRoute r : routes) {
            entry(out, afts, r.ipv4(), r.prefix(), r.group(), CONNECTED);
            groups.putIfAbsent(r.group(), Map.of(r.group(), 1));
            nextHops.putIfAbsent(r.group(), new NextHopState(null, r.interfaceName()));
        }
        for (RoutingState.Route r : programmed.routes().values()) {
            switch (r.target()) {
                case RoutingState.ViaGroup(long id) -> {
                    RoutingState.Group g = programmed.groups().get(id);
                    if (g == null) {
                        continue;
                    }
                    entry(out, afts, r.prefix().isIpv4(), r.prefix().toString(), id, origin(r));
                    var members = new TreeMap<Long, Integer>();
                    for (RoutingState.Member m : g.forwarding()) {
                        // A fine-grained member's share is its buckets; an ECMP member's its weight.
                        members.merge(m.nextHopId(), g.type() == RoutingState.GroupType.FINE_GRAINED ? m.buckets() : m.weight(), Integer::sum);
                        nextHops.putIfAbsent(m.nextHopId(), new NextHopState(m.ip(), m.interfaceName()));
                    }
                    groups.putIfAbsent(id, members);
                }
                case RoutingState.ViaNextHop(long nh) -> {
                    // AFT entries point at groups: a route with one next hop gets a group of its own, named by it.
                    RoutingState.NextHop hop = programmed.nextHops().get(nh);
                    if (hop == null) {
                        continue;
                    }
                    entry(out, afts, r.prefix().isIpv4(), r.prefix().toString(), nh, origin(r));
                    groups.putIfAbsent(nh, Map.of(nh, 1));
                    nextHops.putIfAbsent(nh, new NextHopState(hop.ip(), hop.interfaceName()));
                }
                case RoutingState.Dropped ignored -> {
                    entry(out, afts, r.prefix().isIpv4(), r.prefix().toString(), DROP, origin(r));
                    groups.putIfAbsent(DROP, Map.of());
                }
                case RoutingState.Unresolved ignored -> {
                    // Not programmed: served under nosagent-routing's unresolved routes instead.
                }
            }
        }
        ObjectNode nhgs = out.container(afts, Afts.NEXT_HOP_GROUPS);
        groups.forEach((id, members) -> {
            String text = Long.toString(id);
            ObjectNode group = out.entry(nhgs, Afts.NextHopGroups.NEXT_HOP_GROUP, NextHopGroup.ID, text);
            out.container(group, NextHopGroup.STATE).put(NextHopGroup.State.ID, text);
            members.forEach((nh, weight) -> {
                String index = Long.toString(nh);
                ObjectNode member = out.entry(out.container(group, NextHopGroup.NEXT_HOPS), NextHopGroup.NextHops.NEXT_HOP,
                        NextHopGroup.NextHops.NextHop.INDEX, index);
                out.container(member, NextHopGroup.NextHops.NextHop.STATE).put(NextHopGroup.NextHops.NextHop.State.INDEX, index)
                        .put(NextHopGroup.NextHops.NextHop.State.WEIGHT, Long.toString(weight));
            });
        });
        ObjectNode nhs = out.container(afts, Afts.NEXT_HOPS);
        nextHops.forEach((id, hop) -> {
            String text = Long.toString(id);
            ObjectNode nh = out.entry(nhs, Afts.NextHops.NEXT_HOP, NextHop.INDEX, text);
            ObjectNode state = out.container(nh, NextHop.STATE).put(NextHop.State.INDEX, text);
            if (hop.ip() != null) {
                state.put(NextHop.State.IP_ADDRESS, IpAddresses.format(hop.ip()));
            }
            if (hop.interfaceName() != null) {
                out.container(out.container(nh, NextHop.INTERFACE_REF), NextHop.InterfaceRef.STATE)
                        .put(NextHop.InterfaceRef.State.INTERFACE, hop.interfaceName())
                        .put(NextHop.InterfaceRef.State.SUBINTERFACE, 0);
            }
        });
    }

    private static String origin(RoutingState.Route r) {
        return r.origin() == RoutingState.Origin.BGP ? BGP : STATIC;
    }

    private record NextHopState(InetAddress ip, String interfaceName) {
    }

    private static void entry(DataWriter out, ObjectNode afts, boolean ipv4, String prefix, long group, String origin) {
        // the two families' entries have the same members
        ObjectNode family = out.container(afts, ipv4 ? Afts.IPV4_UNICAST : Afts.IPV6_UNICAST);
        ObjectNode entry = ipv4 ? out.entry(family, Afts.Ipv4Unicast.IPV4_ENTRY, Ipv4Entry.PREFIX, prefix)
                : out.entry(family, Afts.Ipv6Unicast.IPV6_ENTRY, Ipv6Entry.PREFIX, prefix);
        out.container(entry, ipv4 ? Ipv4Entry.STATE : Ipv6Entry.STATE)
                .put(ipv4 ? Ipv4Entry.State.PREFIX : Ipv6Entry.State.PREFIX, prefix)
                .put(ipv4 ? Ipv4Entry.State.NEXT_HOP_GROUP : Ipv6Entry.State.NEXT_HOP_GROUP, Long.toString(group))
                .put(ipv4 ? Ipv4Entry.State.ORIGIN_PROTOCOL : Ipv6Entry.State.ORIGIN_PROTOCOL, origin);
    }
}
