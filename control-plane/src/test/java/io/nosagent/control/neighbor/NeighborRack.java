package io.nosagent.control.neighbor;

import io.nosagent.config.codec.ShippedCopp;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.control.copp.CoppProgrammer;
import io.nosagent.control.packet.PacketIo;
import io.nosagent.feature.NeighborAddress;
import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.store.key.RouterInterfaceKey;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.testkit.VirtualSwitch;

import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * An RTSW on the virtual ASIC test kit with the control plane's CoPP, packet I/O and neighbors running on its
 * simulated time and an update loop, and downlinks routed as routing's router interfaces would program them
 * (port up, router interface, connected subnet, the switch's own addresses to the CPU) but without any static
 * neighbor: downlink {@code i} (port {@code eth1/(i+1)/1}) is 10.0.{i+1}.1/24 and 2001:db8:0:{i+1}::1/64, its host
 * 10.0.{i+1}.2 (or ::2). Routing's part is a listener recording what the table tells it.
 */
final class NeighborRack implements AutoCloseable {

    final VirtualSwitch sw = VirtualSwitch.rtsw(23);
    final UpdateLoop loop = new UpdateLoop(sw.time());
    final CoppProgrammer copp = new CoppProgrammer(sw.store(), ShippedCopp.profile());
    final PacketIo io = new PacketIo(sw.sai(), sw.handle(), copp::trapOf);
    final Neighbors neighbors;
    final List<Set<NeighborAddress>> told = new ArrayList<>();
    private SwitchIntent running;

    NeighborRack(int downlinks, NeighborTimers timers) {
        SwitchIntent intent = SwitchIntent.named("rtsw001");
        for (int i = 0; i < downlinks; i++) {
            intent = intent.withInterface(InterfaceIntent.named(port(i))
                    .withAddress(InterfaceAddress.parse("10.0." + (i + 1) + ".1/24"))
                    .withAddress(InterfaceAddress.parse("2001:db8:0:" + (i + 1) + "::1/64")));
            route(i);
        }
        neighbors = new Neighbors(sw.store(), sw.handle(), sw.time(), loop, sw.portStatus(), io, timers);
        neighbors.table().addListener(told::add);
        commit(intent);
    }

    static String port(int i) {
        return "eth1/" + (i + 1) + "/1";
    }

    static InetAddress hostIp(int i) {
        return IpAddresses.parse("10.0." + (i + 1) + ".2");
    }

    static InetAddress hostIpv6(int i) {
        return IpAddresses.parse("2001:db8:0:" + (i + 1) + "::2");
    }

    static MacAddress hostMac(int i) {
        return new MacAddress(0x0200_0000_5000L + i);
    }

    static NeighborAddress host(int i) {
        return new NeighborAddress(port(i), hostIp(i));
    }

    NeighborTable table() {
        return neighbors.table();
    }

    SwitchIntent running() {
        return running;
    }

    /** Programs {@code next} as the agent's commit does: CoPP, then the neighbors' step. */
    void commit(SwitchIntent next) {
        var delta = IntentDelta.between(running == null ? SwitchIntent.named("rtsw001") : running, next);
        copp.apply(delta);
        neighbors.table().apply(delta);
        running = next;
    }

    /** The update loop's work, done on the update thread (a turn of the simulation). */
    void onLoop(Runnable work) {
        sw.time().await(loop.submit(() -> {
            work.run();
            return null;
        }));
    }

    /** A host on downlink {@code i} that resolves its gateway by ARP. */
    SimNic resolvingHost(int i) {
        SimNic nic = sw.host(port(i), hostIp(i), hostMac(i));
        nic.resolveGateway(IpAddresses.parse("10.0." + (i + 1) + ".1"));
        return nic;
    }

    /** An IPv6 host on downlink {@code i} that resolves its gateway by neighbor discovery. */
    SimNic resolvingV6Host(int i) {
        SimNic nic = sw.host(port(i), hostIpv6(i), hostMac(i));
        nic.resolveGateway(IpAddresses.parse("2001:db8:0:" + (i + 1) + "::1"));
        return nic;
    }

    /** A host that answers ARP but asks for nothing (its gateway configured). */
    SimNic quietHost(int i) {
        return sw.host(port(i), hostIp(i), hostMac(i));
    }

    Neighbor neighbor(NeighborAddress n) {
        return table().published().get().neighbors().get(n);
    }

    void run(Duration d) {
        sw.run(d);
    }

    private void route(int i) {
        var store = sw.store();
        var handle = sw.handle();
        String name = port(i);
        store.ensure(new PortKey(name), List.of(PortAttr.ADMIN_STATE.bool(true)));
        long rif = store.ensure(new RouterInterfaceKey(name), List.of(
                RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(handle.defaultVrId()),
                RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT),
                RouterInterfaceAttr.PORT_ID.oid(handle.portId(name).orElseThrow()),
                RouterInterfaceAttr.SRC_MAC_ADDRESS.mac(handle.mac()),
                RouterInterfaceAttr.MTU.u32(9100))).oid();
        for (String subnet : List.of("10.0." + (i + 1) + ".0/24", "2001:db8:0:" + (i + 1) + "::/64")) {
            store.ensure(new RouteEntry(handle.switchId(), handle.defaultVrId(), IpPrefix.parse(subnet)),
                    List.of(RouteEntryAttr.NEXT_HOP_ID.oid(rif)));
        }
        for (String own : List.of("10.0." + (i + 1) + ".1/32", "2001:db8:0:" + (i + 1) + "::1/128")) {
            store.ensure(new RouteEntry(handle.switchId(), handle.defaultVrId(), IpPrefix.parse(own)),
                    List.of(RouteEntryAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.FORWARD), RouteEntryAttr.NEXT_HOP_ID.oid(handle.cpuPortId())));
        }
    }

    @Override
    public void close() {
        neighbors.close();
        io.close();
        loop.close();
        sw.close();
    }
}
