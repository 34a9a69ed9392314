package io.nosagent.sai.vasic.fabric;

import io.nosagent.sai.vasic.testkit.TestQos;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.NeighborEntryAttr;
import io.nosagent.sai.meta.NextHopAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.dataplane.DataPlane;
import io.nosagent.sai.vasic.nic.NicSpec;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.traffic.AllToAll;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A small AI zone in one process: 4 RTSWs with 4 hosts each, every RTSW cabled to both of 2 CTSWs,
 * each switch its own virtual ASIC programmed through SAI; all 16 hosts run an AllToAll across racks.
 */
class SmallFabricTest {

    private static final int RACKS = 4;
    private static final int HOSTS = 4;
    private static final int SPINES = 2;

    private final Fabric fabric = new Fabric(31);
    private final List<Switch> switches = new ArrayList<>();

    /** One switch and the SAI calls the agent would make on it. */
    private record Switch(VirtualAsic asic, long id, long vr, MacAddress mac, DataPlane plane) {

        static Switch create(Fabric fabric, String profile, String name, long macBits) {
            var asic = new VirtualAsic(new PlatformLoader().load(profile));
            long id = asic.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
            long vr = ((AttrValue.Oid) asic.get(ObjectType.SWITCH, id, SwitchAttr.DEFAULT_VIRTUAL_ROUTER_ID)).value();
            return new Switch(asic, id, vr, new MacAddress(macBits), fabric.addSwitch(name, asic));
        }

        long port(int index) {
            return ((AttrValue.OidList) asic.get(ObjectType.SWITCH, id, SwitchAttr.PORT_LIST)).get(index);
        }

        long rif(int port) {
            asic.set(ObjectType.PORT, port(port), PortAttr.ADMIN_STATE.bool(true));
            return asic.create(ObjectType.ROUTER_INTERFACE, id, List.of(RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(vr),
                    RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT), RouterInterfaceAttr.PORT_ID.oid(port(port)),
                    RouterInterfaceAttr.SRC_MAC_ADDRESS.mac(mac)));
        }

        long neighborAndNextHop(long rif, String ip, MacAddress neighborMac) {
            asic.create(new NeighborEntry(id, rif, TestRack.addr(ip)), List.of(NeighborEntryAttr.DST_MAC_ADDRESS.mac(neighborMac)));
            return asic.create(ObjectType.NEXT_HOP, id, List.of(NextHopAttr.TYPE.s32(SaiEnums.NextHopType.IP),
                    NextHopAttr.IP.of(AttrValue.IpAddress.parse(ip)), NextHopAttr.ROUTER_INTERFACE_ID.oid(rif)));
        }

        void route(String prefix, long nextHop) {
            asic.create(new RouteEntry(id, vr, IpPrefix.parse(prefix)), List.of(RouteEntryAttr.NEXT_HOP_ID.oid(nextHop)));
        }

        long group(long... nextHops) {
            long g = asic.create(ObjectType.NEXT_HOP_GROUP, id,
                    List.of(NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.DYNAMIC_UNORDERED_ECMP)));
            for (long nh : nextHops) {
                asic.create(ObjectType.NEXT_HOP_GROUP_MEMBER, id, List.<Attribute>of(
                        NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(g), NextHopGroupMemberAttr.NEXT_HOP_ID.oid(nh)));
            }
            return g;
        }
    }

    @AfterEach
    void close() {
        fabric.close();
        switches.forEach(s -> s.asic().close());
    }

    @Test
    void sixteenHostsInFourRacksCompleteAnAllToAllAcrossBothSpines() {
        var spines = new ArrayList<Switch>();
        for (int c = 0; c < SPINES; c++) {
            spines.add(Switch.create(fabric, "ctsw", "ctsw" + c, 0x0200_0000_C000L + c));
        }
        var hosts = new ArrayList<SimNic>();
        for (int r = 0; r < RACKS; r++) {
            Switch rtsw = Switch.create(fabric, "rtsw", "rtsw" + r, 0x0200_0000_A000L + r);
            switches.add(rtsw);
            for (int h = 0; h < HOSTS; h++) {
                long rif = rtsw.rif(h);
                String subnet = "10." + (r + 1) + "." + (h + 1);
                var hostMac = new MacAddress(0x0200_0001_0000L + r * 16 + h);
                rtsw.neighborAndNextHop(rif, subnet + ".2", hostMac);
                rtsw.route(subnet + ".0/24", rif);
                hosts.add(fabric.attachNic(rtsw.plane(), rtsw.plane().port(h).interfaceName(),
                        new NicSpec("r" + r + "h" + h, TestRack.addr(subnet + ".2"), hostMac)));
            }
            long[] up = new long[SPINES];
            for (int c = 0; c < SPINES; c++) {
                Switch ctsw = spines.get(c);
                String link = "172." + (16 + c) + "." + r;
                int rtswPort = 16 + c;
                up[c] = rtsw.neighborAndNextHop(rtsw.rif(rtswPort), link + ".1", ctsw.mac());
                long down = ctsw.neighborAndNextHop(ctsw.rif(r), link + ".0", rtsw.mac());
                ctsw.route("10." + (r + 1) + ".0.0/16", down);
                fabric.connect(rtsw.plane(), rtsw.plane().port(rtswPort).interfaceName(), ctsw.plane(), ctsw.plane().port(r).interfaceName());
            }
            rtsw.route("10.0.0.0/8", rtsw.group(up));
        }
        switches.addAll(spines);

        var job = AllToAll.start(fabric.simulation(), hosts, TrafficOptions.DEFAULT.withMessageBytes(64 * 1024));
        fabric.runFor(1_000_000);

        assertThat(job.stats().iterationsCompleted()).isEqualTo(1);
        assertThat(job.stats().bytesReceived()).isEqualTo(16L * 15 * 64 * 1024);
        for (Switch ctsw : spines) {
            long out = 0;
            for (int r = 0; r < RACKS; r++) {
                out += ctsw.asic().getStats(ObjectType.PORT, ctsw.port(r), List.of(PortStat.IF_OUT_UCAST_PKTS), StatsMode.READ)[0];
            }
            assertThat(out).as(ctsw.plane().name() + " carried inter-rack traffic").isGreaterThan(1_000);
        }
    }
}
