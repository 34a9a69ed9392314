package io.nosagent.qos;

import io.nosagent.config.codec.ShippedQos;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.StatId;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.NeighborEntryAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.store.key.PriorityGroupKey;
import io.nosagent.sai.store.key.QueueKey;
import io.nosagent.sai.store.key.QueueType;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.testkit.VirtualSwitch;

import java.util.ArrayList;
import java.util.List;

/**
 * A switch on the virtual ASIC test kit whose QoS the {@link QosProgrammer} programs, with hosts cabled
 * to its ports. Port {@code i} is {@code 10.0.(i+1).1/24} with its host at {@code .2}; routing is
 * programmed straight on the ASIC (routing is another feature's), so the store and the recorded calls
 * are QoS's alone. Commits go through {@link #commit} as the agent's IntentService does them: on a
 * failure the reversed delta puts the running intent back, then the failure is rethrown.
 */
final class QosRack implements AutoCloseable {

    private final VirtualSwitch sw;
    private final QosProgrammer qos;
    private final long[] routerInterfaces;
    private SwitchIntent running;

    private QosRack(VirtualSwitch sw) {
        this.sw = sw;
        this.qos = new QosProgrammer(sw.store(), sw.handle(), new BthOpcodeCapability(sw.sai(), sw.handle().switchId()));
        this.routerInterfaces = new long[sw.handle().portsByName().size()];
        this.running = SwitchIntent.named(sw.asic().platform().name() + "-test");
    }

    static QosRack rtsw(long seed) {
        return new QosRack(VirtualSwitch.rtsw(seed));
    }

    static QosRack of(Platform platform, long seed) {
        return new QosRack(VirtualSwitch.of(platform, seed));
    }

    static QosRack ctsw(long seed) {
        return new QosRack(VirtualSwitch.of("ctsw", seed));
    }

    VirtualSwitch sw() {
        return sw;
    }

    QosProgrammer programmer() {
        return qos;
    }

    SwitchIntent running() {
        return running;
    }

    static String port(int i) {
        return "eth1/" + (i + 1) + "/1";
    }

    static String hostIp(int i) {
        return "10.0." + (i + 1) + ".2";
    }

    /**
     * The shipped lossless profile of this switch kind on every port, by role: an RTSW's downlinks follow
     * {@code downlink} over 3 m of copper, its uplinks {@code uplink} over 100 m of fibre; a CTSW's ports
     * all face racks ({@code downlink}, 100 m).
     */
    QosIntent shippedProfile() {
        Platform platform = sw.asic().platform();
        QosIntent q = ShippedQos.definitions(platform.name());
        for (Platform.PortSpec p : platform.ports()) {
            if (platform.role() == Platform.SwitchRole.RTSW && p.role() == Platform.PortRole.DOWNLINK) {
                q = ShippedQos.bind(q, List.of(p.name()), "downlink", ShippedQos.DOWNLINK_CABLE_METRES);
            } else {
                q = ShippedQos.bind(q, List.of(p.name()), platform.role() == Platform.SwitchRole.RTSW ? "uplink" : "downlink",
                        ShippedQos.FABRIC_CABLE_METRES);
            }
        }
        return q;
    }

    /** Programs {@code next}; on a failure the reversed delta puts the running intent back, then it is rethrown. */
    void commit(SwitchIntent next) {
        var delta = IntentDelta.between(running, next);
        try {
            qos.apply(delta);
        } catch (RuntimeException e) {
            qos.apply(delta.reversed());
            throw e;
        }
        running = next;
    }

    void commit(QosIntent next) {
        commit(running.with(QosIntent.SECTION, next));
    }

    /** Hosts on ports 0..n-1, routed straight on the ASIC. */
    List<SimNic> hosts(int n) {
        var out = new ArrayList<SimNic>();
        for (int i = 0; i < n; i++) {
            out.add(host(i));
        }
        return out;
    }

    SimNic host(int i) {
        VirtualAsic asic = sw.asic();
        long switchId = sw.handle().switchId();
        long portId = sw.handle().portId(port(i)).orElseThrow();
        asic.set(ObjectType.PORT, portId, PortAttr.ADMIN_STATE.bool(true));
        long rif = asic.create(ObjectType.ROUTER_INTERFACE, switchId, List.of(
                RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(sw.handle().defaultVrId()),
                RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT),
                RouterInterfaceAttr.PORT_ID.oid(portId),
                RouterInterfaceAttr.SRC_MAC_ADDRESS.mac(sw.handle().mac())));
        routerInterfaces[i] = rif;
        String subnet = "10.0." + (i + 1);
        route(subnet + ".0/24", RouteEntryAttr.NEXT_HOP_ID.oid(rif));
        route(subnet + ".1/32", RouteEntryAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.FORWARD),
                RouteEntryAttr.NEXT_HOP_ID.oid(sw.handle().cpuPortId()));
        MacAddress mac = new MacAddress(0x0200_0000_1000L + i);
        asic.create(new NeighborEntry(switchId, rif, IpAddresses.parse(hostIp(i))),
                List.of(NeighborEntryAttr.DST_MAC_ADDRESS.mac(mac)));
        return sw.host(port(i), IpAddresses.parse(hostIp(i)), mac);
    }

    private void route(String prefix, Attribute... attrs) {
        sw.asic().create(new RouteEntry(sw.handle().switchId(), sw.handle().defaultVrId(), IpPrefix.parse(prefix)), List.of(attrs));
    }

    long queueStat(int port, int queue, StatId stat) {
        long oid = sw.store().oidOf(new QueueKey(port(port), QueueType.UNICAST, queue)).orElseThrow();
        return sw.asic().getStats(ObjectType.QUEUE, oid, List.of(stat), StatsMode.READ)[0];
    }

    long pgStat(int port, int group, StatId stat) {
        long oid = sw.store().oidOf(new PriorityGroupKey(port(port), group)).orElseThrow();
        return sw.asic().getStats(ObjectType.INGRESS_PRIORITY_GROUP, oid, List.of(stat), StatsMode.READ)[0];
    }

    long portStat(int port, StatId stat) {
        return sw.portStat(port(port), stat);
    }

    /** A queue's attribute as the ASIC holds it. */
    AttrValue queueAttr(int port, int queue, io.nosagent.sai.AttrSpec attr) {
        long oid = sw.store().oidOf(new QueueKey(port(port), QueueType.UNICAST, queue)).orElseThrow();
        return sw.asic().get(ObjectType.QUEUE, oid, attr);
    }

    @Override
    public void close() {
        sw.close();
    }
}
