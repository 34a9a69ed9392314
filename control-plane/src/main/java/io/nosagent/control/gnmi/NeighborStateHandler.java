package io.nosagent.control.gnmi;

import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.control.neighbor.Neighbor;
import io.nosagent.control.neighbor.NeighborsState;
import io.nosagent.control.neighbor.NeighborTable;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.observe.Published;

import java.net.Inet4Address;
import java.util.List;
import java.util.Set;

import static io.nosagent.feature.gnmi.LeafKind.ENUMERATION;
import static io.nosagent.feature.gnmi.LeafKind.IPV4_ADDRESS;
import static io.nosagent.feature.gnmi.LeafKind.IPV6_ADDRESS;
import static io.nosagent.feature.gnmi.LeafKind.MAC_ADDRESS;
import static io.nosagent.feature.gnmi.LeafKind.STRING;
import static io.nosagent.feature.gnmi.LeafKind.UINT32;
import static io.nosagent.feature.gnmi.Yang.container;
import static io.nosagent.feature.gnmi.Yang.leaf;
import static io.nosagent.feature.gnmi.Yang.list;
import static io.nosagent.feature.gnmi.Yang.state;

/**
 * Every neighbor of every routed port, static and learned, at
 * {@code /interfaces/interface[name]/subinterfaces/subinterface[index=0]/ipv4|ipv6/neighbors/neighbor[ip]/state}:
 * {@code ip}, {@code link-layer-address} (once resolved), {@code origin} (STATIC, DYNAMIC) and, for IPv6, the
 * {@code neighbor-state} of the learned ones (INCOMPLETE, REACHABLE, STALE, PROBE). From the neighbor table as
 * published, ON_CHANGE.
 */
public final class NeighborStateHandler implements PathHandler {

    private static final String TOP = "openconfig-interfaces:interfaces";

    private static final List<Container> SCHEMA = List.of(container(TOP,
            list("interface", List.of("name"), leaf("name", STRING),
                    container("subinterfaces", list("subinterface", List.of("index"), leaf("index", UINT32),
                            container("openconfig-if-ip:ipv4", container("neighbors", list("neighbor", List.of("ip"),
                                    leaf("ip", IPV4_ADDRESS), state(leaf("ip", IPV4_ADDRESS), leaf("link-layer-address", MAC_ADDRESS),
                                            leaf("origin", ENUMERATION))))),
                            container("openconfig-if-ip:ipv6", container("neighbors", list("neighbor", List.of("ip"),
                                    leaf("ip", IPV6_ADDRESS), state(leaf("ip", IPV6_ADDRESS), leaf("link-layer-address", MAC_ADDRESS),
                                            leaf("origin", ENUMERATION), leaf("neighbor-state", ENUMERATION))))))))));

    private final NeighborTable table;

    public NeighborStateHandler(NeighborTable table) {
        this.table = table;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(table.published());
    }

    @Override
    public void write(DataWriter out) {
        NeighborsState s = table.published().get();
        if (s.neighbors().isEmpty()) {
            return;
        }
        ObjectNode interfaces = out.container(out.root(), TOP);
        for (Neighbor n : s.neighbors().values()) {
            boolean v4 = n.address().ip() instanceof Inet4Address;
            ObjectNode sub = out.entry(out.container(out.entry(interfaces, "interface", "name", n.address().interfaceName()),
                    "subinterfaces"), "subinterface", "index", IntNode.valueOf(0));
            ObjectNode family = out.container(sub, v4 ? "openconfig-if-ip:ipv4" : "openconfig-if-ip:ipv6");
            String ip = IpAddresses.format(n.address().ip());
            ObjectNode state = out.container(out.entry(out.container(family, "neighbors"), "neighbor", "ip", ip), "state");
            state.put("ip", ip);
            n.mac().ifPresent(mac -> state.put("link-layer-address", mac.toString()));
            state.put("origin", n.origin().name());
            if (!v4 && n.origin() == Neighbor.Origin.DYNAMIC) {
                state.put("neighbor-state", n.state().name());
            }
        }
    }
}
