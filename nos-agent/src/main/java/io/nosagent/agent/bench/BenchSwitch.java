package io.nosagent.agent.bench;

import io.nosagent.net.IpAddresses;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.meta.NeighborEntryAttr;
import io.nosagent.sai.meta.NextHopAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.dataplane.DataPlane;
import io.nosagent.sai.vasic.fabric.Fabric;
import io.nosagent.sai.vasic.nic.NicSpec;
import io.nosagent.sai.vasic.nic.SimNic;

import java.util.ArrayList;
import java.util.List;

/**
 * A switch on the virtual ASIC with simulated NICs cabled to it, routed through SAI the way the agent
 * routes: per port admin up and a router interface; per host a connected /24 and a static neighbor;
 * per spine a neighbor and a next hop. Port {@code i}'s host is 10.0.{i+1}.2, its spine 172.16.{i}.1.
 */
final class BenchSwitch implements AutoCloseable {

    final VirtualAsic asic;
    final long switchId;
    final long vr;
    final Fabric fabric;
    final DataPlane plane;
    private final MacAddress mac;

    BenchSwitch(Platform platform, long seed) {
        asic = new VirtualAsic(platform);
        switchId = asic.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
        vr = ((AttrValue.Oid) asic.get(ObjectType.SWITCH, switchId, SwitchAttr.DEFAULT_VIRTUAL_ROUTER_ID)).value();
        mac = platform.baseMac();
        fabric = new Fabric(seed);
        plane = fabric.addSwitch(platform.name(), asic);
    }

    long create(ObjectType type, Attribute... attrs) {
        return asic.create(type, switchId, List.of(attrs));
    }

    void setSwitch(Attribute attr) {
        asic.set(ObjectType.SWITCH, switchId, attr);
    }

    long switchOid(io.nosagent.sai.AttrSpec attr) {
        return ((AttrValue.Oid) asic.get(ObjectType.SWITCH, switchId, attr)).value();
    }

    private long routerInterface(int port) {
        long portOid = plane.port(port).oid();
        asic.set(ObjectType.PORT, portOid, PortAttr.ADMIN_STATE.bool(true));
        return create(ObjectType.ROUTER_INTERFACE, RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(vr),
                RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT), RouterInterfaceAttr.PORT_ID.oid(portOid),
                RouterInterfaceAttr.SRC_MAC_ADDRESS.mac(mac));
    }

    /** A host NIC on {@code port}, routed: 10.0.{port+1}.0/24 connected, 10.0.{port+1}.2 a static neighbor. */
    SimNic host(int port) {
        long rif = routerInterface(port);
        String subnet = "10.0." + (port + 1);
        var nicMac = new MacAddress(0x0200_0001_0000L + port);
        route(subnet + ".0/24", rif);
        asic.create(new NeighborEntry(switchId, rif, IpAddresses.parse(subnet + ".2")), List.of(NeighborEntryAttr.DST_MAC_ADDRESS.mac(nicMac)));
        return fabric.attachNic(plane, plane.port(port).interfaceName(), new NicSpec("host" + port, IpAddresses.parse(subnet + ".2"), nicMac));
    }

    /** A spine stand-in on {@code port} (a NIC that sinks what it gets); returns the next hop toward it. */
    long spine(int port, List<SimNic> sinks) {
        long rif = routerInterface(port);
        String peer = "172.16." + port + ".1";
        var peerMac = new MacAddress(0x0200_0002_0000L + port);
        asic.create(new NeighborEntry(switchId, rif, IpAddresses.parse(peer)), List.of(NeighborEntryAttr.DST_MAC_ADDRESS.mac(peerMac)));
        sinks.add(fabric.attachNic(plane, plane.port(port).interfaceName(), new NicSpec("spine" + port, IpAddresses.parse(peer), peerMac)));
        return create(ObjectType.NEXT_HOP, NextHopAttr.TYPE.s32(SaiEnums.NextHopType.IP),
                NextHopAttr.IP.of(AttrValue.IpAddress.parse(peer)), NextHopAttr.ROUTER_INTERFACE_ID.oid(rif));
    }

    long group(List<Long> nextHops, Attribute... attrs) {
        var all = new ArrayList<Attribute>();
        all.add(NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.DYNAMIC_UNORDERED_ECMP));
        all.addAll(List.of(attrs));
        long g = asic.create(ObjectType.NEXT_HOP_GROUP, switchId, all);
        for (long nh : nextHops) {
            create(ObjectType.NEXT_HOP_GROUP_MEMBER, NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(g), NextHopGroupMemberAttr.NEXT_HOP_ID.oid(nh));
        }
        return g;
    }

    void route(String prefix, long nextHop) {
        asic.create(new RouteEntry(switchId, vr, IpPrefix.parse(prefix)), List.of(RouteEntryAttr.NEXT_HOP_ID.oid(nextHop)));
    }

    @Override
    public void close() {
        fabric.close();
        asic.close();
    }
}
