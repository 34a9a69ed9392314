package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.packet.Roce;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;


import static org.assertj.core.api.Assertions.assertThat;

/** Routing as the agent programs it: interfaces, neighbors, longest-prefix match, TTL, drops with their counters. */
class L3ForwardingTest {

    private final TestRack rack = TestRack.rtsw(1);

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void aPacketToAConnectedHostReachesItWithTtlDecrementedAndMacsRewritten() {
        SimNic a = rack.host(0);
        SimNic b = rack.host(1);
        rack.inject(0, rack.roce(0, TestRack.hostIp(1), 50000, 7));

        rack.runMicros(10);

        assertThat(b.receivedPackets()).isEqualTo(1);
        assertThat(rack.portStat(0, PortStat.IF_IN_UCAST_PKTS)).isEqualTo(1);
        assertThat(rack.portStat(1, PortStat.IF_OUT_UCAST_PKTS)).isEqualTo(1);
        assertThat(rack.portStat(1, PortStat.IF_OUT_OCTETS)).isEqualTo(Roce.frameSize(4096, false));
        assertThat(a.receivedPackets()).isZero();
    }

    @Test
    void readAndClearReturnsWhatTheDataPlaneCountedAndStartsAgain() {
        rack.host(0);
        rack.host(1);
        for (int i = 0; i < 3; i++) {
            rack.inject(0, rack.roce(0, TestRack.hostIp(1), 1, 1), rack.sim.now() + i * 100L);
        }
        rack.runMicros(5);

        long[] first = rack.asic.getStats(ObjectType.PORT, rack.portOid(1), List.of(PortStat.IF_OUT_UCAST_PKTS), StatsMode.READ_AND_CLEAR);
        rack.inject(0, rack.roce(0, TestRack.hostIp(1), 1, 1));
        rack.runMicros(5);

        assertThat(first).containsExactly(3);
        assertThat(rack.portStat(1, PortStat.IF_OUT_UCAST_PKTS)).isEqualTo(1);
    }

    @Test
    void theLongestMatchingPrefixWinsForIpv4AndIpv6() {
        rack.host(0);
        SimNic viaShort = rack.uplink(0);
        SimNic viaLong = rack.uplink(1);
        rack.route("10.9.0.0/16", rack.uplinkNextHop(0));
        rack.route("10.9.5.0/24", rack.uplinkNextHop(1));
        rack.route("2001:db8::/32", rack.uplinkNextHop(0));
        rack.route("2001:db8:5::/48", rack.uplinkNextHop(1));

        rack.inject(0, rack.roce(0, "10.9.5.77", 1, 1));
        rack.inject(0, rack.roce(0, "10.9.6.77", 1, 1));
        Packet v6 = rack.roce(0, "10.0.0.0", 1, 1);
        v6.ipv6 = true;
        v6.dstIpHi = 0x2001_0db8_0005_0000L;
        v6.dstIpLo = 9;
        rack.inject(0, v6);
        rack.runMicros(10);

        assertThat(viaLong.receivedPackets()).isEqualTo(2);
        assertThat(viaShort.receivedPackets()).isEqualTo(1);
    }

    @Test
    void noRouteIsDroppedAndCountedAsAnInDiscard() {
        rack.host(0);
        rack.inject(0, rack.roce(0, "192.0.2.1", 1, 1));

        rack.runMicros(5);

        assertThat(rack.portStat(0, PortStat.IF_IN_DISCARDS)).isEqualTo(1);
        assertThat(rack.portStat(0, PortStat.IP_IN_DISCARDS)).isEqualTo(1);
        assertThat(rack.plane.noRoutePackets()).isEqualTo(1);
    }

    @Test
    void ttlOfOneIsDroppedNotForwarded() {
        rack.host(0);
        SimNic b = rack.host(1);
        Packet p = rack.roce(0, TestRack.hostIp(1), 1, 1);
        p.ttl = 1;
        rack.inject(0, p);

        rack.runMicros(5);

        assertThat(b.receivedPackets()).isZero();
        assertThat(rack.portStat(0, PortStat.IF_IN_DISCARDS)).isEqualTo(1);
    }

    @Test
    void framesNotAddressedToTheRouterMacAreDiscarded() {
        rack.host(0);
        SimNic b = rack.host(1);
        Packet p = rack.roce(0, TestRack.hostIp(1), 1, 1);
        p.dstMac = 0x0200_dead_beefL;
        rack.inject(0, p);

        rack.runMicros(5);

        assertThat(b.receivedPackets()).isZero();
        assertThat(rack.portStat(0, PortStat.IF_IN_DISCARDS)).isEqualTo(1);
    }

    @Test
    void theSwitchsOwnAddressIsPuntedToTheCpu() {
        rack.host(0);
        rack.inject(0, rack.roce(0, "10.0.1.1", 1, 1));

        rack.runMicros(5);

        assertThat(rack.plane.puntedPackets()).isEqualTo(1);
    }

    @Test
    void aRouteChangedToDropStopsForwardingAndRemovingItFallsBackToTheShorterPrefix() {
        rack.host(0);
        SimNic up0 = rack.uplink(0);
        SimNic up1 = rack.uplink(1);
        rack.route("10.9.0.0/16", rack.uplinkNextHop(0));
        rack.route("10.9.5.0/24", rack.uplinkNextHop(1));
        var specific = new RouteEntry(rack.switchId, rack.vr, IpPrefix.parse("10.9.5.0/24"));
        rack.asic.set(specific, RouteEntryAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.DROP));

        rack.inject(0, rack.roce(0, "10.9.5.1", 1, 1));
        rack.runMicros(5);
        rack.asic.remove(specific);
        rack.inject(0, rack.roce(0, "10.9.5.1", 1, 1));
        rack.runMicros(5);

        assertThat(up1.receivedPackets()).isZero();
        assertThat(up0.receivedPackets()).isEqualTo(1);
        assertThat(rack.portStat(0, PortStat.IF_IN_DISCARDS)).isEqualTo(1);
    }

    @Test
    void aRemovedNeighborStopsItsHostRoute() {
        rack.host(0);
        SimNic b = rack.host(1);
        rack.asic.remove(new io.nosagent.sai.NeighborEntry(rack.switchId, rack.routerInterface(1), TestRack.addr(TestRack.hostIp(1))));

        rack.inject(0, rack.roce(0, TestRack.hostIp(1), 1, 1));
        rack.runMicros(5);

        assertThat(b.receivedPackets()).isZero();
        assertThat(rack.portStat(0, PortStat.IF_IN_DISCARDS)).isEqualTo(1);
        assertThat(rack.plane.noRoutePackets()).as("the /24 connected route still covers it").isZero();
    }
}
