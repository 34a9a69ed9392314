package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiNotification;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.HostifPacketAttr;
import io.nosagent.sai.meta.HostifTrapAttr;
import io.nosagent.sai.meta.HostifTrapGroupAttr;
import io.nosagent.sai.meta.PolicerAttr;
import io.nosagent.sai.meta.PolicerStat;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SaiEnums.HostifTrapType;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Ethernet;
import io.nosagent.sai.vasic.packet.Frames;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.testkit.TestRack;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The way to the CPU as a real pipeline has it: traps match before forwarding (ARP, neighbor discovery, the
 * switch's own addresses, BGP of any TTL, TTL 1, neighbor miss), each trap group's policer drops above its rate and
 * counts, the CPU port's queues count what they deliver, the agent receives packet events with the trap and the
 * ingress port; and the way back: send_hostif_packet out of a port as it is, or routed.
 */
class TrapTest {

    private final TestRack rack = TestRack.rtsw(7);
    private final List<SaiNotification.PacketEvent> events = new ArrayList<>();

    TrapTest() {
        rack.asic.deliverNotificationsOn(new SimulatedTime(rack.sim));
        rack.asic.subscribe(n -> {
            if (n instanceof SaiNotification.PacketEvent e) {
                events.add(e);
            }
        });
    }

    @AfterEach
    void close() {
        rack.close();
    }

    private long group(int queue, long pps, long burst) {
        long policer = rack.create(ObjectType.POLICER, PolicerAttr.METER_TYPE.s32(SaiEnums.MeterType.PACKETS),
                PolicerAttr.MODE.s32(SaiEnums.PolicerMode.SR_TCM), PolicerAttr.CIR.u64(pps), PolicerAttr.CBS.u64(burst),
                PolicerAttr.RED_PACKET_ACTION.s32(SaiEnums.PacketAction.DROP));
        return rack.create(ObjectType.HOSTIF_TRAP_GROUP, HostifTrapGroupAttr.QUEUE.u32(queue), HostifTrapGroupAttr.POLICER.oid(policer));
    }

    private long trap(int type, long group, int action) {
        return rack.create(ObjectType.HOSTIF_TRAP, HostifTrapAttr.TRAP_TYPE.s32(type), HostifTrapAttr.PACKET_ACTION.s32(action),
                HostifTrapAttr.TRAP_GROUP.oid(group));
    }

    private long cpuQueueStat(int queue, io.nosagent.sai.StatId stat) {
        long q = ((AttrValue.OidList) rack.asic.get(ObjectType.PORT, rack.cpuPort, PortAttr.QOS_QUEUE_LIST)).get(queue);
        return rack.asic.getStats(ObjectType.QUEUE, q, List.of(stat), StatsMode.READ)[0];
    }

    private long policerStat(long group, io.nosagent.sai.StatId stat) {
        long policer = ((AttrValue.Oid) rack.asic.get(ObjectType.HOSTIF_TRAP_GROUP, group, HostifTrapGroupAttr.POLICER)).value();
        return rack.asic.getStats(ObjectType.POLICER, policer, List.of(stat), StatsMode.READ)[0];
    }

    private Packet arpRequest(int from, String target) {
        Packet p = rack.sim.packets().acquire();
        Frames.arp(p, Frames.ARP_REQUEST, TestRack.hostMac(from).bits(), Ethernet.BROADCAST, TestRack.hostMac(from).bits(),
                Ip.lo(TestRack.addr(TestRack.hostIp(from))), 0, Ip.lo(TestRack.addr(target)));
        return p;
    }

    @Test
    void anArpRequestReachesTheAgentWithItsTrapItsPortAndItsBytes() {
        SimNic host = rack.hostResolving(0);
        long arp = trap(HostifTrapType.ARP_REQUEST, group(5, 600, 600), SaiEnums.PacketAction.TRAP);

        rack.runMicros(10);

        assertThat(host.neighborRequestsSent()).isEqualTo(1);
        assertThat(events).singleElement().satisfies(e -> {
            assertThat(e.trapId()).isEqualTo(arp);
            assertThat(e.ingressPort()).isEqualTo(rack.portOid(0));
            assertThat(e.frame()).hasSize(Frames.MIN_FRAME);
            Packet seen = rack.sim.packets().acquire();
            Frames.parse(e.frame(), seen);
            assertThat(Frames.arpOp(seen)).isEqualTo(Frames.ARP_REQUEST);
            assertThat(Frames.arpSenderIp(seen)).isEqualTo(Ip.lo(TestRack.addr("10.0.1.2")));
            assertThat(Frames.arpTargetIp(seen)).isEqualTo(Ip.lo(TestRack.addr("10.0.1.1")));
        });
        assertThat(cpuQueueStat(5, QueueStat.PACKETS)).isEqualTo(1);
        assertThat(cpuQueueStat(5, QueueStat.BYTES)).isEqualTo(64);
        assertThat(host.gatewayResolved()).isFalse();
    }

    @Test
    void withoutATrapAnArpRequestIsDiscardedAndNobodyHearsOfIt() {
        rack.hostResolving(0);

        rack.runMicros(10);

        assertThat(events).isEmpty();
        assertThat(rack.portStat(0, PortStat.IF_IN_DISCARDS)).isEqualTo(1);
    }

    @Test
    void aFloodIsHeldToItsGroupsRateAndWhatThePolicerDropsIsCounted() {
        rack.host(0);
        long group = group(5, 1000, 10);
        trap(HostifTrapType.ARP_REQUEST, group, SaiEnums.PacketAction.TRAP);
        // 10,000 requests in 10 ms: a million a second.
        for (int i = 0; i < 10_000; i++) {
            rack.inject(0, arpRequest(0, "10.0.1.1"), i * 1_000L);
        }

        rack.runMicros(10_000);

        // The burst of 10, then 1000/s for 10 ms.
        assertThat(events.size()).isBetween(19, 21);
        assertThat(cpuQueueStat(5, QueueStat.PACKETS)).isEqualTo(events.size());
        assertThat(policerStat(group, PolicerStat.PACKETS)).isEqualTo(10_000);
        assertThat(policerStat(group, PolicerStat.RED_PACKETS)).isEqualTo(10_000 - events.size());
        assertThat(policerStat(group, PolicerStat.GREEN_PACKETS)).isEqualTo(events.size());
    }

    @Test
    void aTrapOfADisabledGroupTrapsNothing() {
        rack.host(0);
        long group = group(5, 1000, 10);
        trap(HostifTrapType.ARP_REQUEST, group, SaiEnums.PacketAction.TRAP);
        rack.set(ObjectType.HOSTIF_TRAP_GROUP, group, HostifTrapGroupAttr.ADMIN_STATE.bool(false));

        rack.inject(0, arpRequest(0, "10.0.1.1"));
        rack.runMicros(10);

        assertThat(events).isEmpty();
    }

    @Test
    void aRoutedPacketWithTtlOneIsTrappedAndOneForTheSwitchIsNot() {
        rack.host(0);
        SimNic b = rack.host(1);
        long low = group(0, 100, 100);
        long ttl = trap(HostifTrapType.TTL_ERROR, low, SaiEnums.PacketAction.TRAP);
        long ip2me = trap(HostifTrapType.IP2ME, group(2, 2000, 2000), SaiEnums.PacketAction.TRAP);
        Packet routed = rack.roce(0, TestRack.hostIp(1), 1, 1);
        routed.ttl = 1;
        int routedSize = routed.size;
        Packet mine = rack.roce(0, "10.0.1.1", 1, 1);
        mine.ttl = 1;

        rack.inject(0, routed);
        rack.inject(0, mine);
        rack.runMicros(10);

        assertThat(b.receivedPackets()).isZero();
        assertThat(events).extracting(SaiNotification.PacketEvent::trapId).containsExactly(ttl, ip2me);
        assertThat(events.getFirst().frame()).hasSize(routedSize - Ethernet.FCS);
        assertThat(cpuQueueStat(0, QueueStat.PACKETS)).isEqualTo(1);
    }

    @Test
    void bgpToTheSwitchGoesToTheBgpTrapWhateverItsTtlAndOtherPacketsToItToIp2me() {
        rack.host(0);
        long bgp = trap(HostifTrapType.BGP, group(7, 6000, 6000), SaiEnums.PacketAction.TRAP);
        long ip2me = trap(HostifTrapType.IP2ME, group(2, 2000, 2000), SaiEnums.PacketAction.TRAP);
        Packet session = rack.roce(0, "10.0.1.1", 40000, 0);
        session.protocol = Ip.TCP;
        session.dstPort = 179;
        session.ttl = 1;

        rack.inject(0, session);
        rack.inject(0, rack.roce(0, "10.0.1.1", 1, 1));
        rack.runMicros(10);

        assertThat(events).extracting(SaiNotification.PacketEvent::trapId).containsExactly(bgp, ip2me);
    }

    @Test
    void aPacketForAHostWithoutANeighborEntryIsANeighborMiss() {
        rack.host(0);
        rack.hostResolving(1);
        long miss = trap(HostifTrapType.NEIGHBOR_MISS, group(1, 200, 200), SaiEnums.PacketAction.TRAP);

        rack.inject(0, rack.roce(0, TestRack.hostIp(1), 1, 1));
        rack.runMicros(10);

        assertThat(events).singleElement().satisfies(e -> {
            assertThat(e.trapId()).isEqualTo(miss);
            Packet seen = rack.sim.packets().acquire();
            Frames.parse(e.frame(), seen);
            assertThat(seen.dstIpLo).isEqualTo(Ip.lo(TestRack.addr(TestRack.hostIp(1))));
        });
    }

    @Test
    void aCopiedPacketReachesTheCpuAndItsDestinationToo() {
        rack.host(0);
        SimNic b = rack.host(1);
        long low = group(0, 100, 100);
        trap(HostifTrapType.TTL_ERROR, low, SaiEnums.PacketAction.COPY);
        Packet routed = rack.roce(0, TestRack.hostIp(1), 1, 1);
        routed.ttl = 1;

        rack.inject(0, routed);
        rack.runMicros(10);

        assertThat(events).hasSize(1);
        assertThat(b.receivedPackets()).isZero().as("a TTL of 1 is still not routed");
    }

    @Test
    void aFrameTheCpuSendsBypassingThePipelineLeavesByItsPortAndAnswersTheHost() {
        SimNic host = rack.hostResolving(0);
        trap(HostifTrapType.ARP_REQUEST, group(5, 600, 600), SaiEnums.PacketAction.TRAP);
        rack.runMicros(10);
        Packet reply = rack.sim.packets().acquire();
        Frames.arp(reply, Frames.ARP_REPLY, rack.mac.bits(), TestRack.hostMac(0).bits(), rack.mac.bits(),
                Ip.lo(TestRack.addr("10.0.1.1")), TestRack.hostMac(0).bits(), Ip.lo(TestRack.addr("10.0.1.2")));

        rack.asic.sendHostifPacket(rack.switchId, reply.frame, List.of(
                HostifPacketAttr.HOSTIF_TX_TYPE.s32(SaiEnums.HostifTxType.PIPELINE_BYPASS),
                HostifPacketAttr.EGRESS_PORT_OR_LAG.oid(rack.portOid(0)), HostifPacketAttr.EGRESS_QUEUE_INDEX.u8(7)));
        rack.runMicros(10);

        assertThat(host.gatewayResolved()).isTrue();
        assertThat(host.gatewayMacAddress()).isEqualTo(rack.mac);
        assertThat(rack.queueStat(0, 7, QueueStat.PACKETS)).isEqualTo(1);
    }

    @Test
    void aFrameTheCpuHandsToThePipelineIsRoutedToItsHost() {
        rack.host(0);
        SimNic b = rack.host(1);
        Packet ping = rack.roce(0, TestRack.hostIp(1), 1, 1);
        byte[] bytes = Frames.bytes(ping);

        rack.asic.sendHostifPacket(rack.switchId, bytes,
                List.of(HostifPacketAttr.HOSTIF_TX_TYPE.s32(SaiEnums.HostifTxType.PIPELINE_LOOKUP)));
        rack.runMicros(10);

        assertThat(b.receivedPackets()).isEqualTo(1);
        assertThat(rack.portStat(1, PortStat.IF_OUT_UCAST_PKTS)).isEqualTo(1);
    }

    @Test
    void aTrapInTheSwitchsDefaultGroupGoesToItsQueueUnpoliced() {
        rack.host(0);
        long defaultGroup = ((AttrValue.Oid) rack.asic.get(ObjectType.SWITCH, rack.switchId, SwitchAttr.DEFAULT_TRAP_GROUP)).value();
        List<Attribute> attrs = List.of(HostifTrapAttr.TRAP_TYPE.s32(HostifTrapType.ARP_REQUEST),
                HostifTrapAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.TRAP));
        long arp = rack.asic.create(ObjectType.HOSTIF_TRAP, rack.switchId, attrs);
        for (int i = 0; i < 100; i++) {
            rack.inject(0, arpRequest(0, "10.0.1.1"), i * 100L);
        }

        rack.runMicros(100);

        assertThat(events).hasSize(100).allSatisfy(e -> assertThat(e.trapId()).isEqualTo(arp));
        assertThat(defaultGroup).isNotZero();
        assertThat(cpuQueueStat(0, QueueStat.PACKETS)).isEqualTo(100);
    }
}
