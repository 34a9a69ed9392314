package io.nosagent.control.gnmi;

import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.InterfacesYang;
import io.nosagent.config.yang.InterfacesYang.Interface;
import io.nosagent.config.yang.InterfacesYang.Interface.Subinterfaces.Subinterface;
import io.nosagent.config.yang.InterfacesYang.Interface.Subinterfaces.Subinterface.Ipv4;
import io.nosagent.config.yang.InterfacesYang.Interface.Subinterfaces.Subinterface.Ipv6;
import io.nosagent.control.neighbor.Neighbor;
import io.nosagent.control.neighbor.NeighborsState;
import io.nosagent.control.neighbor.NeighborTable;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.observe.Published;

import java.net.Inet4Address;
import java.util.List;
import java.util.Set;


/**
 * Every neighbor of every routed port, static and learned, at
 * {@code /interfaces/interface[name]/subinterfaces/subinterface[index=0]/ipv4|ipv6/neighbors/neighbor[ip]/state}:
 * {@code ip}, {@code link-layer-address}, {@code origin} (STATIC, DYNAMIC) and, for IPv6, the
 * {@code neighbor-state} of the learned ones (REACHABLE, STALE, PROBE). From the neighbor table as published,
 * ON_CHANGE. A neighbor still being resolved has no MAC yet, and OpenConfig makes the link-layer address
 * mandatory: it appears once resolved.
 */
public final class NeighborStateHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(Fragment.of(InterfacesYang.node())
            .with(Ipv4.Neighbors.Neighbor.State.node(), Ipv4.Neighbors.Neighbor.State.IP,
                    Ipv4.Neighbors.Neighbor.State.LINK_LAYER_ADDRESS, Ipv4.Neighbors.Neighbor.State.ORIGIN)
            .with(Ipv6.Neighbors.Neighbor.State.node(), Ipv6.Neighbors.Neighbor.State.IP,
                    Ipv6.Neighbors.Neighbor.State.LINK_LAYER_ADDRESS, Ipv6.Neighbors.Neighbor.State.ORIGIN,
                    Ipv6.Neighbors.Neighbor.State.NEIGHBOR_STATE)
            .build());

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
        ObjectNode interfaces = out.container(out.root(), InterfacesYang.TOP);
        for (Neighbor n : s.neighbors().values()) {
            if (n.mac().isEmpty()) {
                continue;
            }
            ObjectNode sub = out.entry(out.container(out.entry(interfaces, InterfacesYang.INTERFACE, Interface.NAME,
                    n.address().interfaceName()), Interface.SUBINTERFACES), Interface.Subinterfaces.SUBINTERFACE,
                    Subinterface.INDEX, IntNode.valueOf(0));
            String ip = IpAddresses.format(n.address().ip());
            if (n.address().ip() instanceof Inet4Address) {
                writeV4(out, sub, ip, n);
            } else {
                writeV6(out, sub, ip, n);
            }
        }
    }

    private static void writeV4(DataWriter out, ObjectNode sub, String ip, Neighbor n) {
        ObjectNode neighbor = out.entry(out.container(out.container(sub, Subinterface.IPV4), Ipv4.NEIGHBORS),
                Ipv4.Neighbors.NEIGHBOR, Ipv4.Neighbors.Neighbor.IP, ip);
        ObjectNode state = out.container(neighbor, Ipv4.Neighbors.Neighbor.STATE)
                .put(Ipv4.Neighbors.Neighbor.State.IP, ip)
                .put(Ipv4.Neighbors.Neighbor.State.ORIGIN, n.origin().name());
        state.put(Ipv4.Neighbors.Neighbor.State.LINK_LAYER_ADDRESS, n.mac().orElseThrow().toString());
    }

    private static void writeV6(DataWriter out, ObjectNode sub, String ip, Neighbor n) {
        ObjectNode neighbor = out.entry(out.container(out.container(sub, Subinterface.IPV6), Ipv6.NEIGHBORS),
                Ipv6.Neighbors.NEIGHBOR, Ipv6.Neighbors.Neighbor.IP, ip);
        ObjectNode state = out.container(neighbor, Ipv6.Neighbors.Neighbor.STATE)
                .put(Ipv6.Neighbors.Neighbor.State.IP, ip)
                .put(Ipv6.Neighbors.Neighbor.State.ORIGIN, n.origin().name());
        state.put(Ipv6.Neighbors.Neighbor.State.LINK_LAYER_ADDRESS, n.mac().orElseThrow().toString());
        if (n.origin() == Neighbor.Origin.DYNAMIC) {
            state.put(Ipv6.Neighbors.Neighbor.State.NEIGHBOR_STATE, n.state().name());
        }
    }
}
