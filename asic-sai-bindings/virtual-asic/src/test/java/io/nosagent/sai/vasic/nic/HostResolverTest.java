package io.nosagent.sai.vasic.nic;

import io.nosagent.sai.MacAddress;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiNotification;
import io.nosagent.sai.meta.HostifPacketAttr;
import io.nosagent.sai.meta.HostifTrapAttr;
import io.nosagent.sai.meta.HostifTrapGroupAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SaiEnums.HostifTrapType;
import io.nosagent.sai.vasic.packet.Ethernet;
import io.nosagent.sai.vasic.packet.Frames;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A simulated host's ARP and neighbor discovery, seen from the switch's CPU: it asks for its gateway every second
 * until answered and routes nothing before, answers for its own address (IPv4 and IPv6) unless silent, and a
 * replaced NIC asks again from its new MAC.
 */
class HostResolverTest {

    private final TestRack rack = TestRack.rtsw(11);
    private final List<SaiNotification.PacketEvent> events = new ArrayList<>();

    HostResolverTest() {
        rack.asic.deliverNotificationsOn(new SimulatedTime(rack.sim));
        rack.asic.subscribe(n -> {
            if (n instanceof SaiNotification.PacketEvent e) {
                events.add(e);
            }
        });
        long group = rack.create(ObjectType.HOSTIF_TRAP_GROUP, HostifTrapGroupAttr.QUEUE.u32(6));
        for (int type : new int[]{HostifTrapType.ARP_REQUEST, HostifTrapType.ARP_RESPONSE, HostifTrapType.IPV6_NEIGHBOR_DISCOVERY}) {
            rack.create(ObjectType.HOSTIF_TRAP, HostifTrapAttr.TRAP_TYPE.s32(type),
                    HostifTrapAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.TRAP), HostifTrapAttr.TRAP_GROUP.oid(group));
        }
    }

    @AfterEach
    void close() {
        rack.close();
    }

    private Packet seen(SaiNotification.PacketEvent e) {
        Packet p = rack.sim.packets().acquire();
        Frames.parse(e.frame(), p);
        return p;
    }

    private void sendOut(int port, Packet frame) {
        rack.asic.sendHostifPacket(rack.switchId, frame.frame, List.of(
                HostifPacketAttr.HOSTIF_TX_TYPE.s32(SaiEnums.HostifTxType.PIPELINE_BYPASS),
                HostifPacketAttr.EGRESS_PORT_OR_LAG.oid(rack.portOid(port))));
    }

    @Test
    void aHostAsksForItsGatewayEverySecondAndRoutesNothingUntilAnswered() {
        SimNic a = rack.hostResolving(0);
        SimNic b = rack.host(1);
        rack.fabric.start(TrafficPattern.parse("alltoall"), List.of(a, b), TrafficOptions.continuous());

        rack.sim.runFor(3_500_000_000L);

        assertThat(a.neighborRequestsSent()).isEqualTo(4);
        assertThat(events).hasSize(4).allSatisfy(e -> assertThat(Frames.arpOp(seen(e))).isEqualTo(Frames.ARP_REQUEST));
        assertThat(b.receivedPackets()).as("nothing routed left the host").isZero();
        assertThat(a.gatewayResolved()).isFalse();
    }

    @Test
    void aHostAnswersAnArpRequestForItsAddressAndNotForAnother() {
        SimNic host = rack.host(0);
        long switchIp = Ip.lo(TestRack.addr("10.0.1.1"));
        Packet forHost = rack.sim.packets().acquire();
        Frames.arp(forHost, Frames.ARP_REQUEST, rack.mac.bits(), Ethernet.BROADCAST, rack.mac.bits(), switchIp, 0,
                Ip.lo(TestRack.addr("10.0.1.2")));
        Packet forOther = rack.sim.packets().acquire();
        Frames.arp(forOther, Frames.ARP_REQUEST, rack.mac.bits(), Ethernet.BROADCAST, rack.mac.bits(), switchIp, 0,
                Ip.lo(TestRack.addr("10.0.1.9")));

        sendOut(0, forHost);
        sendOut(0, forOther);
        rack.runMicros(20);

        assertThat(host.controlFramesReceived()).isEqualTo(2);
        assertThat(events).singleElement().satisfies(e -> {
            Packet reply = seen(e);
            assertThat(Frames.arpOp(reply)).isEqualTo(Frames.ARP_REPLY);
            assertThat(Frames.arpSenderMac(reply)).isEqualTo(TestRack.hostMac(0).bits());
            assertThat(Frames.arpSenderIp(reply)).isEqualTo(Ip.lo(TestRack.addr("10.0.1.2")));
            assertThat(reply.dstMac).isEqualTo(rack.mac.bits());
        });
    }

    @Test
    void anIpv6HostAnswersASolicitationWithItsLinkLayerAddressAndResolvesItsGatewayTheSameWay() {
        long rif = rack.routerInterface(2);
        rack.route("2001:db8:0:3::/64", rif);
        SimNic host = rack.fabric.attachNic(rack.plane, rack.portName(2),
                NicSpec.of("v6", "2001:db8:0:3::2", "02:00:00:00:30:02"));
        var gateway = TestRack.addr("2001:db8:0:3::1");
        host.resolveGateway(gateway);
        rack.runMicros(20);
        Packet solicitation = seen(events.getFirst());
        Packet toHost = rack.sim.packets().acquire();
        Frames.neighborSolicitation(toHost, rack.mac.bits(), Ip.hi(gateway), Ip.lo(gateway), Ip.hi(host.spec().ip()), Ip.lo(host.spec().ip()));

        sendOut(2, toHost);
        rack.runMicros(20);

        assertThat(Frames.icmpv6Type(solicitation)).isEqualTo(Frames.NEIGHBOR_SOLICITATION);
        assertThat(Frames.ndTargetLo(solicitation)).isEqualTo(Ip.lo(gateway));
        assertThat(solicitation.dstMac).as("the gateway's solicited-node group").isEqualTo(0x3333_FF00_0001L);
        assertThat(Frames.icmpv6Checksum(solicitation.frame, Ethernet.HEADER + Ip.V6_HEADER, 32)).as("checksum verifies").isZero();
        assertThat(host.gatewayResolved()).as("learned from the switch's own solicitation").isTrue();
        assertThat(events).hasSize(2);
        Packet advert = seen(events.get(1));
        assertThat(Frames.icmpv6Type(advert)).isEqualTo(Frames.NEIGHBOR_ADVERTISEMENT);
        assertThat(Frames.ndLinkLayerAddress(advert)).isEqualTo(MacAddress.parse("02:00:00:00:30:02").bits());
    }

    @Test
    void aDualStackHostAnswersASolicitationForItsIpv6AddressAndNotForAnother() {
        rack.route("2001:db8:0:3::/64", rack.routerInterface(2));
        SimNic host = rack.fabric.attachNic(rack.plane, rack.portName(2), NicSpec.of("dual", "10.0.3.2", "02:00:00:00:30:03")
                .withIpv6((java.net.Inet6Address) TestRack.addr("2001:db8:0:3::2")));
        var gateway = TestRack.addr("2001:db8:0:3::1");
        for (String target : new String[]{"2001:db8:0:3::2", "2001:db8:0:3::9"}) {
            var t = TestRack.addr(target);
            Packet solicitation = rack.sim.packets().acquire();
            Frames.neighborSolicitation(solicitation, rack.mac.bits(), Ip.hi(gateway), Ip.lo(gateway), Ip.hi(t), Ip.lo(t));
            sendOut(2, solicitation);
        }
        rack.runMicros(20);

        assertThat(host.controlFramesReceived()).isEqualTo(2);
        assertThat(events).singleElement().satisfies(e -> {
            Packet advert = seen(e);
            assertThat(Frames.icmpv6Type(advert)).isEqualTo(Frames.NEIGHBOR_ADVERTISEMENT);
            assertThat(Frames.ndTargetLo(advert)).isEqualTo(Ip.lo(TestRack.addr("2001:db8:0:3::2")));
            assertThat(Frames.ndLinkLayerAddress(advert)).isEqualTo(MacAddress.parse("02:00:00:00:30:03").bits());
        });
    }

    @Test
    void aSilentHostAnswersNothing() {
        SimNic host = rack.host(0);
        host.setSilent(true);
        Packet request = rack.sim.packets().acquire();
        Frames.arp(request, Frames.ARP_REQUEST, rack.mac.bits(), Ethernet.BROADCAST, rack.mac.bits(),
                Ip.lo(TestRack.addr("10.0.1.1")), 0, Ip.lo(TestRack.addr("10.0.1.2")));

        sendOut(0, request);
        rack.runMicros(20);

        assertThat(host.controlFramesReceived()).isEqualTo(1);
        assertThat(events).isEmpty();
    }

    @Test
    void aReplacedNicAsksForItsGatewayAgainFromItsNewMac() {
        SimNic host = rack.hostResolving(0);
        rack.runMicros(20);
        MacAddress replacement = MacAddress.parse("02:00:00:00:99:01");

        host.replaceMac(replacement);
        rack.runMicros(20);

        assertThat(events).hasSize(2);
        assertThat(Frames.arpSenderMac(seen(events.get(1)))).isEqualTo(replacement.bits());
        assertThat(seen(events.get(1)).srcMac).isEqualTo(replacement.bits());
    }
}
