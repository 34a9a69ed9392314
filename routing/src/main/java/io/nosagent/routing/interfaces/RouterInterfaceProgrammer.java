package io.nosagent.routing.interfaces;

import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.feature.Programmer;
import io.nosagent.sai.Attribute;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.NeighborEntryAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.RouterInterfaceKey;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Programs, for every interface that has addresses, a port router interface, its connected
 * routes (the subnet via the interface, the interface's own address to the CPU) and its static
 * neighbors (each a SAI neighbor entry, which also gives the host its host route).
 *
 * <p>Reconciles from what it owns, so it can finish or undo a half-applied change: interfaces that
 * lost their addresses lose their neighbors and routes, then their router interface.
 */
public final class RouterInterfaceProgrammer implements Programmer {

    /** What this programmer owns for one interface. */
    private static final class Owned {
        SaiHandle<SaiObject.RouterInterface> rif;
        final Map<IpPrefix, SaiHandle<SaiObject.RouteEntry>> routes = new HashMap<>();
        final Map<InetAddress, SaiHandle<SaiObject.NeighborEntry>> neighbors = new HashMap<>();
    }

    private final SaiStore store;
    private final SwitchHandle sw;
    private final Map<String, Owned> owned = new TreeMap<>();

    public RouterInterfaceProgrammer(SaiStore store, SwitchHandle sw) {
        this.store = store;
        this.sw = sw;
    }

    /** The router interface id of {@code interfaceName}, or 0 when it has none. */
    public long routerInterfaceId(String interfaceName) {
        Owned o = owned.get(interfaceName);
        return o == null || o.rif == null ? 0 : o.rif.oid();
    }

    /** The router interface of every interface that has one, by interface name. */
    public Map<String, Long> routerInterfaceIds() {
        var out = new TreeMap<String, Long>();
        owned.forEach((name, o) -> {
            if (o.rif != null) {
                out.put(name, o.rif.oid());
            }
        });
        return out;
    }

    /** Programs or releases each interface the delta names, from what it owns for that interface. */
    @Override
    public void apply(IntentDelta delta) {
        for (String name : delta.interfaces().keys()) {
            var intent = delta.desired().interfaceNamed(name)
                    .filter(i -> !i.addresses().isEmpty() && sw.portId(name).isPresent());
            if (intent.isPresent()) {
                program(intent.get());
            } else if (owned.containsKey(name)) {
                release(name);
            }
        }
    }

    private void program(InterfaceIntent intent) {
        Owned o = owned.computeIfAbsent(intent.name(), n -> new Owned());
        List<Attribute.Of<SaiObject.RouterInterface>> rifAttrs = List.of(
                RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(sw.defaultVrId()),
                RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT),
                RouterInterfaceAttr.PORT_ID.oid(sw.portId(intent.name()).orElseThrow()),
                RouterInterfaceAttr.SRC_MAC_ADDRESS.mac(intent.mac().map(MacAddress::parse).orElse(sw.mac())),
                RouterInterfaceAttr.MTU.u32(intent.mtu()),
                RouterInterfaceAttr.ADMIN_V4_STATE.bool(intent.enabled() && intent.ipv4Enabled()),
                RouterInterfaceAttr.ADMIN_V6_STATE.bool(intent.enabled() && intent.ipv6Enabled()));
        if (o.rif == null) {
            o.rif = store.ensure(new RouterInterfaceKey(intent.name()), rifAttrs);
        } else {
            o.rif.update(rifAttrs);
        }

        var routes = new LinkedHashMap<IpPrefix, List<Attribute.Of<SaiObject.RouteEntry>>>();
        for (InterfaceAddress a : intent.addresses()) {
            var subnet = new IpPrefix(a.ip(), a.prefixLength());
            var host = new IpPrefix(a.ip(), a.isIpv4() ? 32 : 128);
            if (!subnet.equals(host)) {
                routes.put(subnet, List.of(RouteEntryAttr.NEXT_HOP_ID.oid(o.rif.oid())));
            }
            routes.put(host, List.of(RouteEntryAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.FORWARD),
                    RouteEntryAttr.NEXT_HOP_ID.oid(sw.cpuPortId())));
        }
        for (IpPrefix p : new ArrayList<>(o.routes.keySet())) {
            if (!routes.containsKey(p)) {
                o.routes.remove(p).close();
            }
        }
        for (var r : routes.entrySet()) {
            var h = o.routes.get(r.getKey());
            if (h == null) {
                o.routes.put(r.getKey(), store.ensure(route(r.getKey()), r.getValue()));
            } else {
                h.update(r.getValue());
            }
        }

        var neighbors = new LinkedHashMap<InetAddress, List<Attribute.Of<SaiObject.NeighborEntry>>>();
        for (StaticNeighbor n : intent.neighbors()) {
            neighbors.put(n.ip(), List.of(NeighborEntryAttr.DST_MAC_ADDRESS.mac(MacAddress.parse(n.linkLayerAddress()))));
        }
        for (InetAddress ip : new ArrayList<>(o.neighbors.keySet())) {
            if (!neighbors.containsKey(ip)) {
                o.neighbors.remove(ip).close();
            }
        }
        for (var n : neighbors.entrySet()) {
            var h = o.neighbors.get(n.getKey());
            if (h == null) {
                o.neighbors.put(n.getKey(), store.ensure(new NeighborEntry(sw.switchId(), o.rif.oid(), n.getKey()), n.getValue()));
            } else {
                h.update(n.getValue());
            }
        }
    }

    private void release(String name) {
        Owned o = owned.get(name);
        for (InetAddress ip : new ArrayList<>(o.neighbors.keySet())) {
            o.neighbors.remove(ip).close();
        }
        for (IpPrefix p : new ArrayList<>(o.routes.keySet())) {
            o.routes.remove(p).close();
        }
        if (o.rif != null) {
            o.rif.close();
            o.rif = null;
        }
        owned.remove(name);
    }

    private RouteEntry route(IpPrefix prefix) {
        return new RouteEntry(sw.switchId(), sw.defaultVrId(), prefix);
    }
}
