package io.nosagent.routing.gnmi;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.feature.gnmi.DataNode;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataWriter;
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

import static io.nosagent.feature.gnmi.LeafKind.IDENTITYREF;
import static io.nosagent.feature.gnmi.LeafKind.IP_ADDRESS;
import static io.nosagent.feature.gnmi.LeafKind.IP_PREFIX;
import static io.nosagent.feature.gnmi.LeafKind.STRING;
import static io.nosagent.feature.gnmi.LeafKind.UINT32;
import static io.nosagent.feature.gnmi.LeafKind.UINT64;
import static io.nosagent.feature.gnmi.Yang.container;
import static io.nosagent.feature.gnmi.Yang.leaf;
import static io.nosagent.feature.gnmi.Yang.list;
import static io.nosagent.feature.gnmi.Yang.readOnly;
import static io.nosagent.feature.gnmi.Yang.state;

/**
 * The default network instance's AFT: the connected routes the router-interface programmer
 * installs for every interface address, derived from the running intent (committed = programmed).
 * The instance's config and state (name, type) are the config section's, served by
 * {@link ConfigHandler}.
 * A subnet points at a next-hop group of one next hop out of its interface; the switch's own
 * address points at the receive group, whose next hop has no interface: the packet is trapped to
 * the CPU.
 *
 * <p>Ids are stable: the group and next hop of an interface carry its ifindex; the receive group
 * and next hop are 0.
 */
public final class AftHandler implements PathHandler {

    /** The OpenConfig name of the default instance. */
    public static final String DEFAULT_INSTANCE = "DEFAULT";
    private static final String CONNECTED = "openconfig-policy-types:DIRECTLY_CONNECTED";
    private static final String STATIC = "openconfig-policy-types:STATIC";
    private static final String BGP = "openconfig-policy-types:BGP";
    private static final long RECEIVE = 0;

    private static final List<Container> SCHEMA = List.of(container("openconfig-network-instance:network-instances",
            list("network-instance", List.of("name"), leaf("name", STRING),
                    readOnly("afts",
                            container("ipv4-unicast", entries("ipv4-entry")),
                            container("ipv6-unicast", entries("ipv6-entry")),
                            container("next-hop-groups", list("next-hop-group", List.of("id"), leaf("id", UINT64),
                                    state(leaf("id", UINT64)),
                                    container("next-hops", list("next-hop", List.of("index"), leaf("index", UINT64),
                                            state(leaf("index", UINT64), leaf("weight", UINT64)))))),
                            container("next-hops", list("next-hop", List.of("index"), leaf("index", UINT64),
                                    state(leaf("index", UINT64), leaf("ip-address", IP_ADDRESS)),
                                    container("interface-ref", state(leaf("interface", STRING),
                                            leaf("subinterface", UINT32)))))))));

    private static DataNode entries(String name) {
        return list(name, List.of("prefix"), leaf("prefix", IP_PREFIX), state(leaf("prefix", IP_PREFIX),
                leaf("openconfig-aft-network-instance:next-hop-group", UINT64), leaf("origin-protocol", IDENTITYREF)));
    }

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
        ObjectNode instance = out.entry(out.container(out.root(), "openconfig-network-instance:network-instances"),
                "network-instance", "name", DEFAULT_INSTANCE);
        ObjectNode afts = out.container(instance, "afts");
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
                case RoutingState.Unresolved ignored -> {
                    // Not programmed: served under nosagent-routing's unresolved routes instead.
                }
            }
        }
        ObjectNode nhgs = out.container(afts, "next-hop-groups");
        groups.forEach((id, members) -> {
            String text = Long.toString(id);
            ObjectNode group = out.entry(nhgs, "next-hop-group", "id", text);
            out.container(group, "state").put("id", text);
            members.forEach((nh, weight) -> {
                String index = Long.toString(nh);
                ObjectNode member = out.entry(out.container(group, "next-hops"), "next-hop", "index", index);
                out.container(member, "state").put("index", index).put("weight", Long.toString(weight));
            });
        });
        ObjectNode nhs = out.container(afts, "next-hops");
        nextHops.forEach((id, hop) -> {
            String text = Long.toString(id);
            ObjectNode nh = out.entry(nhs, "next-hop", "index", text);
            ObjectNode state = out.container(nh, "state").put("index", text);
            if (hop.ip() != null) {
                state.put("ip-address", IpAddresses.format(hop.ip()));
            }
            if (hop.interfaceName() != null) {
                out.container(out.container(nh, "interface-ref"), "state").put("interface", hop.interfaceName()).put("subinterface", 0);
            }
        });
    }

    private static String origin(RoutingState.Route r) {
        return r.origin() == RoutingState.Origin.BGP ? BGP : STATIC;
    }

    private record NextHopState(InetAddress ip, String interfaceName) {
    }

    private static void entry(DataWriter out, ObjectNode afts, boolean ipv4, String prefix, long group, String origin) {
        ObjectNode family = out.container(afts, ipv4 ? "ipv4-unicast" : "ipv6-unicast");
        ObjectNode entry = out.entry(family, ipv4 ? "ipv4-entry" : "ipv6-entry", "prefix", prefix);
        out.container(entry, "state").put("prefix", prefix)
                .put("openconfig-aft-network-instance:next-hop-group", Long.toString(group))
                .put("origin-protocol", origin);
    }
}
