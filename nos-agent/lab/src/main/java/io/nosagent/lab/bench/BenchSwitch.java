package io.nosagent.lab.bench;

import io.nosagent.net.IpAddresses;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.meta.NeighborEntryAttr;
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

import java.util.List;

/**
 * A switch on the virtual ASIC with host NICs cabled to it, routed with raw SAI calls (no agent: the
 * simulator benchmark measures the data plane alone): per host port admin up, a router interface, a
 * connected /24 and a static neighbor. Port {@code i}'s host is 10.0.{i+1}.2.
 */
final class BenchSwitch implements AutoCloseable {

    private final VirtualAsic asic;
    private final long switchId;
    private final long vr;
    final Fabric fabric;
    private final DataPlane plane;
    private final MacAddress mac;

    BenchSwitch(Platform platform, long seed) {
        asic = new VirtualAsic(platform);
        switchId = asic.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
        vr = ((AttrValue.Oid) asic.get(ObjectType.SWITCH, switchId, SwitchAttr.DEFAULT_VIRTUAL_ROUTER_ID)).value();
        mac = platform.baseMac();
        fabric = new Fabric(seed);
        plane = fabric.addSwitch(platform.name(), asic);
    }

    private long routerInterface(int port) {
        long portOid = plane.port(port).oid();
        asic.set(ObjectType.PORT, portOid, PortAttr.ADMIN_STATE.bool(true));
        return asic.create(ObjectType.ROUTER_INTERFACE, switchId, List.of(RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(vr),
                RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT), RouterInterfaceAttr.PORT_ID.oid(portOid),
                RouterInterfaceAttr.SRC_MAC_ADDRESS.mac(mac)));
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

    private void route(String prefix, long nextHop) {
        asic.create(new RouteEntry(switchId, vr, IpPrefix.parse(prefix)), List.of(RouteEntryAttr.NEXT_HOP_ID.oid(nextHop)));
    }

    @Override
    public void close() {
        fabric.close();
        asic.close();
    }
}
