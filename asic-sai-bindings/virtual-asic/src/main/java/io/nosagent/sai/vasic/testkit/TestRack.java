package io.nosagent.sai.vasic.testkit;

import io.nosagent.net.IpAddresses;
import io.nosagent.sai.vasic.fabric.Fabric;
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
import io.nosagent.sai.meta.NextHopAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.dataplane.DataPlane;
import io.nosagent.sai.vasic.dataplane.SwitchPort;
import io.nosagent.sai.vasic.link.Link;
import io.nosagent.sai.vasic.nic.NicSpec;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.packet.PacketKind;
import io.nosagent.sai.vasic.packet.QueueingDelays;
import io.nosagent.sai.vasic.packet.Roce;
import io.nosagent.sai.vasic.sim.Simulation;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;

/**
 * A rack switch on the virtual ASIC, programmed through the {@code Sai} port the way the agent does
 * it, with simulated hosts on its downlinks and sinks (stand-ins for spine ports) on its uplinks.
 *
 * <p>Addressing: downlink {@code i} (0-based, port {@code eth1/(i+1)/1}) is 10.0.{i+1}.1/24 on the
 * switch, its host 10.0.{i+1}.2; uplink {@code j} (port {@code eth1/(17+j)/1}) faces 172.16.{j}.1.
 * Remote racks live in 10.1.0.0/16, routed by {@link #routeRemoteVia}.
 */
public final class TestRack implements AutoCloseable {

    public static final int DOWNLINKS = 16;
    public static final String REMOTE = "10.1.0.0/16";

    public final VirtualAsic asic;
    public final long switchId;
    public final long vr;
    public final long cpuPort;
    public final MacAddress mac;
    public final Fabric fabric;
    public final Simulation sim;
    public final DataPlane plane;
    private final long[] rifs;
    private final long[] uplinkHops;

    private final boolean owned;

    private TestRack(Platform platform, long seed) {
        asic = new VirtualAsic(platform);
        switchId = asic.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
        vr = oid(SwitchAttr.DEFAULT_VIRTUAL_ROUTER_ID);
        cpuPort = oid(SwitchAttr.CPU_PORT);
        mac = platform.baseMac();
        fabric = new Fabric(seed);
        sim = fabric.simulation();
        plane = fabric.addSwitch("rtsw", asic);
        rifs = new long[platform.ports().size()];
        uplinkHops = new long[platform.ports().size()];
        owned = true;
    }

    /** Raw programming of a switch someone else brought up (a {@link VirtualSwitch}); closing it closes nothing. */
    TestRack(VirtualAsic asic, long switchId, Fabric fabric, DataPlane plane) {
        this.asic = asic;
        this.switchId = switchId;
        vr = oid(SwitchAttr.DEFAULT_VIRTUAL_ROUTER_ID);
        cpuPort = oid(SwitchAttr.CPU_PORT);
        mac = asic.platform().baseMac();
        this.fabric = fabric;
        sim = fabric.simulation();
        this.plane = plane;
        rifs = new long[asic.platform().ports().size()];
        uplinkHops = new long[asic.platform().ports().size()];
        owned = false;
    }

    public static TestRack rtsw(long seed) {
        return new TestRack(new PlatformLoader().load("rtsw"), seed);
    }

    public static TestRack of(Platform platform, long seed) {
        return new TestRack(platform, seed);
    }

    // ---- SAI programming, as the agent does it ---------------------------------------------------

    public long portOid(int index) {
        return ((AttrValue.OidList) asic.get(ObjectType.SWITCH, switchId, SwitchAttr.PORT_LIST)).get(index);
    }

    public void set(ObjectType type, long oid, Attribute attr) {
        asic.set(type, oid, attr);
    }

    public void setPort(int index, Attribute attr) {
        asic.set(ObjectType.PORT, portOid(index), attr);
    }

    public long create(ObjectType type, Attribute... attrs) {
        return asic.create(type, switchId, List.of(attrs));
    }

    /** Admin up plus a port router interface (idempotent). */
    public long routerInterface(int port) {
        if (rifs[port] == 0) {
            setPort(port, PortAttr.ADMIN_STATE.bool(true));
            rifs[port] = create(ObjectType.ROUTER_INTERFACE,
                    RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(vr),
                    RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT),
                    RouterInterfaceAttr.PORT_ID.oid(portOid(port)),
                    RouterInterfaceAttr.SRC_MAC_ADDRESS.mac(mac));
        }
        return rifs[port];
    }

    public void route(String prefix, long nextHop) {
        asic.create(new RouteEntry(switchId, vr, IpPrefix.parse(prefix)), List.of(RouteEntryAttr.NEXT_HOP_ID.oid(nextHop)));
    }

    public void route(String prefix, Attribute... attrs) {
        asic.create(new RouteEntry(switchId, vr, IpPrefix.parse(prefix)), List.of(attrs));
    }

    public void neighbor(long rif, String ip, MacAddress neighborMac) {
        asic.create(new NeighborEntry(switchId, rif, addr(ip)), List.of(NeighborEntryAttr.DST_MAC_ADDRESS.mac(neighborMac)));
    }

    public long nextHop(long rif, String ip) {
        return create(ObjectType.NEXT_HOP, NextHopAttr.TYPE.s32(SaiEnums.NextHopType.IP),
                NextHopAttr.IP.of(AttrValue.IpAddress.parse(ip)), NextHopAttr.ROUTER_INTERFACE_ID.oid(rif));
    }

    public long group(Attribute... attrs) {
        var all = new ArrayList<Attribute>();
        all.add(NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.DYNAMIC_UNORDERED_ECMP));
        for (Attribute a : attrs) {
            all.removeIf(x -> x.spec().id() == a.spec().id());
            all.add(a);
        }
        return asic.create(ObjectType.NEXT_HOP_GROUP, switchId, all);
    }

    public long member(long group, long nextHop, Attribute... extra) {
        var attrs = new ArrayList<Attribute>(List.of(NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(group), NextHopGroupMemberAttr.NEXT_HOP_ID.oid(nextHop)));
        attrs.addAll(List.of(extra));
        return asic.create(ObjectType.NEXT_HOP_GROUP_MEMBER, switchId, attrs);
    }

    // ---- hosts and uplinks ------------------------------------------------------------------------

    public static String hostIp(int downlink) {
        return "10.0." + (downlink + 1) + ".2";
    }

    public static MacAddress hostMac(int downlink) {
        return new MacAddress(0x0200_0000_1000L + downlink);
    }

    /**
     * Downlink {@code i} routed as the agent programs it (interface address, connected subnet, own
     * address to the CPU, a static neighbor for the host) with a NIC cabled to it.
     */
    public SimNic host(int i) {
        long rif = routerInterface(i);
        String subnet = "10.0." + (i + 1);
        route(subnet + ".0/24", rif);
        route(subnet + ".1/32", RouteEntryAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.FORWARD), RouteEntryAttr.NEXT_HOP_ID.oid(cpuPort));
        neighbor(rif, hostIp(i), hostMac(i));
        return fabric.attachNic(plane, portName(i), new NicSpec("host" + i, addr(hostIp(i)), hostMac(i)));
    }

    /**
     * Downlink {@code i} routed as {@link #host} does but with no neighbor entry: its NIC resolves its gateway
     * (10.0.{i+1}.1) by ARP, and the switch knows the host only once something programs its neighbor.
     */
    public SimNic hostResolving(int i) {
        long rif = routerInterface(i);
        String subnet = "10.0." + (i + 1);
        route(subnet + ".0/24", rif);
        route(subnet + ".1/32", RouteEntryAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.FORWARD), RouteEntryAttr.NEXT_HOP_ID.oid(cpuPort));
        SimNic nic = fabric.attachNic(plane, portName(i), new NicSpec("host" + i, addr(hostIp(i)), hostMac(i)));
        nic.resolveGateway(addr(subnet + ".1"));
        return nic;
    }

    public List<SimNic> hosts(int n) {
        var out = new ArrayList<SimNic>();
        for (int i = 0; i < n; i++) {
            out.add(host(i));
        }
        return out;
    }

    public static int uplinkPort(int j) {
        return DOWNLINKS + j;
    }

    /** Uplink {@code j}: interface, a neighbor and next hop for the spine at 172.16.j.1, and a sink cabled there. */
    public SimNic uplink(int j) {
        int port = uplinkPort(j);
        long rif = routerInterface(port);
        String peer = "172.16." + j + ".1";
        MacAddress peerMac = new MacAddress(0x0200_0000_2000L + j);
        neighbor(rif, peer, peerMac);
        uplinkHops[j] = nextHop(rif, peer);
        return fabric.attachNic(plane, portName(port), new NicSpec("spine" + j, addr(peer), peerMac));
    }

    public long uplinkNextHop(int j) {
        return uplinkHops[j];
    }

    /** An ECMP group over uplinks 0..n-1 with 10.1.0.0/16 routed to it; returns the group. */
    public long routeRemoteVia(int uplinks, Attribute... groupAttrs) {
        long group = group(groupAttrs);
        for (int j = 0; j < uplinks; j++) {
            member(group, uplinkHops[j]);
        }
        route(REMOTE, group);
        return group;
    }

    public String portName(int index) {
        return asic.platform().ports().get(index).name();
    }

    public SwitchPort port(int index) {
        return plane.port(index);
    }

    // ---- packets ------------------------------------------------------------------------------------

    /** A RoCEv2 packet (one 4 KiB RDMA write) from host {@code from} to {@code dst}, addressed to the switch. */
    public Packet roce(int from, String dst, int sourcePort, int destQp) {
        Packet p = sim.packets().acquire();
        p.size = Roce.frameSize(4096, false);
        p.dstMac = mac.bits();
        p.srcMac = hostMac(from).bits();
        p.srcIpLo = Ip.lo(addr(hostIp(from)));
        p.dstIpLo = Ip.lo(addr(dst));
        p.protocol = Ip.UDP;
        p.ttl = 64;
        p.srcPort = sourcePort;
        p.dstPort = Roce.UDP_PORT;
        p.destQp = destQp;
        p.bthOpcode = Roce.RC_RDMA_WRITE_ONLY;
        p.ecn = 2;
        return p;
    }

    /** Puts {@code p} on the wire into switch port {@code port} so it arrives at {@code at} ns. */
    public void inject(int port, Packet p, long at) {
        sim.schedule(at, plane.port(port), Link.ARRIVAL, 0, p);
    }

    public void inject(int port, Packet p) {
        inject(port, p, sim.now());
    }

    /** The switch's pipeline latency (its platform's): what every packet it forwards spends in it besides queueing. */
    public long pipelineNs() {
        return asic.platform().latency().pipelineNs();
    }

    /** Runs the simulation flat out for {@code micros} microseconds of simulated time. */
    public void runMicros(long micros) {
        sim.runFor(micros * 1000);
    }

    // ---- reading it back as the agent would -----------------------------------------------------------

    public long portStat(int port, StatId stat) {
        return asic.getStats(ObjectType.PORT, portOid(port), List.of(stat), StatsMode.READ)[0];
    }

    public long queueOid(int port, int queue) {
        return ((AttrValue.OidList) asic.get(ObjectType.PORT, portOid(port), PortAttr.QOS_QUEUE_LIST)).get(queue);
    }

    public long priorityGroupOid(int port, int pg) {
        return ((AttrValue.OidList) asic.get(ObjectType.PORT, portOid(port), PortAttr.INGRESS_PRIORITY_GROUP_LIST)).get(pg);
    }

    public long queueStat(int port, int queue, StatId stat) {
        return asic.getStats(ObjectType.QUEUE, queueOid(port, queue), List.of(stat), StatsMode.READ)[0];
    }

    /** How long packets of {@code kind} waited in the switch's queues, over every NIC that received some. */
    public QueueingDelays queueingDelays(PacketKind kind) {
        return fabric.queueingDelays(kind);
    }

    public long pgStat(int port, int pg, StatId stat) {
        return asic.getStats(ObjectType.INGRESS_PRIORITY_GROUP, priorityGroupOid(port, pg), List.of(stat), StatsMode.READ)[0];
    }

    public static InetAddress addr(String ip) {
        return IpAddresses.parse(ip);
    }

    private long oid(io.nosagent.sai.AttrSpec switchAttr) {
        return ((AttrValue.Oid) asic.get(ObjectType.SWITCH, switchId, switchAttr)).value();
    }

    @Override
    public void close() {
        if (owned) {
            fabric.close();
            asic.close();
        }
    }
}
