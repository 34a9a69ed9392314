package io.nosagent.agent.gnmi.paths;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.agent.gnmi.schema.DataNode;
import io.nosagent.agent.gnmi.schema.DataNode.Container;
import io.nosagent.agent.gnmi.tree.DataWriter;
import io.nosagent.agent.gnmi.tree.PathHandler;
import io.nosagent.agent.gnmi.tree.Source;
import io.nosagent.agent.update.IntentService;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.net.Cidr;
import io.nosagent.sai.bringup.SwitchHandle;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

import static io.nosagent.agent.gnmi.schema.LeafKind.IDENTITYREF;
import static io.nosagent.agent.gnmi.schema.LeafKind.IP_ADDRESS;
import static io.nosagent.agent.gnmi.schema.LeafKind.IP_PREFIX;
import static io.nosagent.agent.gnmi.schema.LeafKind.STRING;
import static io.nosagent.agent.gnmi.schema.LeafKind.UINT32;
import static io.nosagent.agent.gnmi.schema.LeafKind.UINT64;
import static io.nosagent.agent.gnmi.schema.Yang.container;
import static io.nosagent.agent.gnmi.schema.Yang.leaf;
import static io.nosagent.agent.gnmi.schema.Yang.list;
import static io.nosagent.agent.gnmi.schema.Yang.readOnly;
import static io.nosagent.agent.gnmi.schema.Yang.state;

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

    private final IntentService intent;
    private final SwitchHandle sw;

    public AftHandler(IntentService intent, SwitchHandle sw) {
        this.intent = intent;
        this.sw = sw;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Source> sources() {
        return Set.of(Source.INTENT);
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
        for (InterfaceIntent i : intent.current().interfaces().values()) {
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
        if (routes.isEmpty()) {
            return;
        }
        ObjectNode instance = out.entry(out.container(out.root(), "openconfig-network-instance:network-instances"),
                "network-instance", "name", DEFAULT_INSTANCE);
        ObjectNode afts = out.container(instance, "afts");
        var groups = new TreeMap<Long, String>();
        for (ConnectedRoute r : routes) {
            ObjectNode family = out.container(afts, r.ipv4() ? "ipv4-unicast" : "ipv6-unicast");
            ObjectNode entry = out.entry(family, r.ipv4() ? "ipv4-entry" : "ipv6-entry", "prefix", r.prefix());
            out.container(entry, "state").put("prefix", r.prefix())
                    .put("openconfig-aft-network-instance:next-hop-group", Long.toString(r.group()))
                    .put("origin-protocol", CONNECTED);
            groups.putIfAbsent(r.group(), r.interfaceName());
        }
        ObjectNode nhgs = out.container(afts, "next-hop-groups");
        ObjectNode nhs = out.container(afts, "next-hops");
        groups.forEach((id, interfaceName) -> {
            String text = Long.toString(id);
            ObjectNode group = out.entry(nhgs, "next-hop-group", "id", text);
            out.container(group, "state").put("id", text);
            ObjectNode member = out.entry(out.container(group, "next-hops"), "next-hop", "index", text);
            out.container(member, "state").put("index", text).put("weight", "1");
            ObjectNode nh = out.entry(nhs, "next-hop", "index", text);
            out.container(nh, "state").put("index", text);
            if (interfaceName != null) {
                out.container(out.container(nh, "interface-ref"), "state").put("interface", interfaceName).put("subinterface", 0);
            }
        });
    }
}
