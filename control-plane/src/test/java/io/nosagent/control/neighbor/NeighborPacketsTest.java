package io.nosagent.control.neighbor;

import io.nosagent.config.codec.ShippedCopp;
import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.control.copp.CpuQueueCounters;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.HostifTrapGroupAttr;
import io.nosagent.sai.meta.NeighborEntryAttr;
import io.nosagent.sai.meta.PolicerStat;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Ethernet;
import io.nosagent.sai.vasic.packet.Frames;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.sim.EventHandler;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Bad input on the wire never crashes the agent or poisons its table: truncated ARP, wrong lengths, unknown
 * operations, neighbor discovery with a bad checksum or a hop limit that did not come from the link, options of
 * length zero are counted as malformed and dropped; a gratuitous ARP claiming the switch's own address and a
 * sender from another subnet are counted as ignored; an option of a type the agent does not know is skipped (RFC 4861);
 * none of it changes a neighbor already resolved. And a host flooding ARP requests at a million a second: the
 * policer holds its queue to its rate, counts what it drops, and the switch's other neighbors stay resolved.
 */
class NeighborPacketsTest {

    private NeighborRack rack = new NeighborRack(2, NeighborTimers.FBOSS);

    @AfterEach
    void close() {
        rack.close();
    }

    private byte[] arp(int op, long senderMac, String senderIp, String targetIp) {
        Packet p = rack.sw.simulation().packets().acquire();
        Frames.arp(p, op, senderMac, Ethernet.BROADCAST, senderMac, Ip.lo(io.nosagent.net.IpAddresses.parse(senderIp)), 0,
                Ip.lo(io.nosagent.net.IpAddresses.parse(targetIp)));
        return p.frame.clone();
    }

    private byte[] solicitation(SimNic host) {
        Packet p = rack.sw.simulation().packets().acquire();
        var ip = host.spec().ip();
        var gateway = io.nosagent.net.IpAddresses.parse("2001:db8:0:2::1");
        Frames.neighborSolicitation(p, host.mac().bits(), Ip.hi(ip), Ip.lo(ip), Ip.hi(gateway), Ip.lo(gateway));
        return p.frame.clone();
    }

    @Test
    void malformedArpAndNeighborDiscoveryAreCountedAndDropped() {
        SimNic host = rack.quietHost(0);
        SimNic v6 = rack.sw.host(NeighborRack.port(1), NeighborRack.hostIpv6(1), NeighborRack.hostMac(1));
        long mac = NeighborRack.hostMac(0).bits();
        byte[] good = arp(Frames.ARP_REQUEST, mac, "10.0.1.2", "10.0.1.1");
        byte[] truncated = java.util.Arrays.copyOf(good, Ethernet.HEADER + 20);
        byte[] wrongLengths = good.clone();
        wrongLengths[Ethernet.HEADER + 4] = 8;
        byte[] unknownOperation = good.clone();
        unknownOperation[Ethernet.HEADER + 7] = 7;
        byte[] badChecksum = solicitation(v6);
        badChecksum[badChecksum.length - 1] ^= 0x5A;
        byte[] offLink = solicitation(v6);
        offLink[Ethernet.HEADER + 7] = 64;
        byte[] zeroOption = solicitation(v6);
        zeroOption[Ethernet.HEADER + 40 + 25] = 0;

        for (byte[] f : List.of(truncated, wrongLengths, unknownOperation)) {
            host.sendFrame(f);
        }
        for (byte[] f : List.of(badChecksum, offLink, zeroOption)) {
            v6.sendFrame(f);
        }
        rack.run(Duration.ofMillis(1));

        assertThat(rack.io.counters().malformed(TrapName.ARP_REQUEST)).isEqualTo(3);
        assertThat(rack.io.counters().malformed(TrapName.NEIGHBOR_DISCOVERY)).isEqualTo(3);
        assertThat(rack.table().published().get().neighbors()).isEmpty();
        assertThat(host.controlFramesReceived() + v6.controlFramesReceived()).as("nothing answered").isZero();

        host.sendFrame(good);
        v6.sendFrame(solicitation(v6));
        rack.run(Duration.ofMillis(1));

        assertThat(host.controlFramesReceived()).as("the agent still answers").isEqualTo(1);
        assertThat(v6.controlFramesReceived()).isEqualTo(1);
        assertThat(rack.table().published().get().neighbors()).hasSize(2);
    }

    @Test
    void aGratuitousArpForTheSwitchsOwnAddressAndASenderFromAnotherSubnetAreIgnored() {
        SimNic host = rack.quietHost(0);
        long intruder = 0x0200_0000_6666L;

        host.sendFrame(arp(Frames.ARP_REQUEST, intruder, "10.0.1.1", "10.0.1.1"));
        host.sendFrame(arp(Frames.ARP_REPLY, intruder, "10.0.1.1", "10.0.1.1"));
        host.sendFrame(arp(Frames.ARP_REQUEST, intruder, "10.0.2.2", "10.0.1.1"));
        host.sendFrame(arp(Frames.ARP_REPLY, intruder, "10.0.1.7", "10.0.1.1"));
        rack.run(Duration.ofMillis(1));

        assertThat(rack.io.counters().ignored(TrapName.ARP_REQUEST)).isEqualTo(2);
        assertThat(rack.io.counters().ignored(TrapName.ARP_RESPONSE)).as("an answer nobody asked for too").isEqualTo(2);
        assertThat(rack.table().published().get().neighbors()).isEmpty();
        assertThat(rack.sw.asic().entries(ObjectType.NEIGHBOR_ENTRY)).isEmpty();
    }

    @Test
    void aSolicitationWithAnOptionTheAgentDoesNotKnowIsStillAnsweredAndLearned() {
        SimNic v6 = rack.sw.host(NeighborRack.port(1), NeighborRack.hostIpv6(1), NeighborRack.hostMac(1));

        v6.sendFrame(io.nosagent.control.packet.NdFrames.withOption(solicitation(v6), 200, 2));
        rack.run(Duration.ofMillis(1));

        assertThat(rack.io.counters().malformed(TrapName.NEIGHBOR_DISCOVERY)).isZero();
        assertThat(v6.controlFramesReceived()).as("answered").isEqualTo(1);
        Neighbor learned = rack.neighbor(new io.nosagent.feature.NeighborAddress(NeighborRack.port(1), NeighborRack.hostIpv6(1)));
        assertThat(learned.mac()).contains(NeighborRack.hostMac(1));
    }

    @Test
    void badFramesNamingAResolvedNeighborLeaveItAsItWas() {
        SimNic host = rack.resolvingHost(0);
        SimNic v6 = rack.resolvingV6Host(1);
        rack.run(Duration.ofMillis(1));
        var v6Host = new io.nosagent.feature.NeighborAddress(NeighborRack.port(1), NeighborRack.hostIpv6(1));
        Neighbor before = rack.neighbor(NeighborRack.host(0));
        Neighbor v6Before = rack.neighbor(v6Host);
        int told = rack.told.size();
        long intruder = 0x0200_0000_6666L;

        byte[] claim = arp(Frames.ARP_REPLY, intruder, "10.0.1.2", "10.0.1.1");
        byte[] truncatedClaim = java.util.Arrays.copyOf(claim, Ethernet.HEADER + 27);
        byte[] wrongLengthClaim = claim.clone();
        wrongLengthClaim[Ethernet.HEADER + 5] = 16;
        byte[] groupMacClaim = arp(Frames.ARP_REPLY, 0x0100_5E00_0001L, "10.0.1.2", "10.0.1.1");
        byte[] switchClaim = arp(Frames.ARP_REQUEST, intruder, "10.0.1.1", "10.0.1.1");
        Packet advert = rack.sw.simulation().packets().acquire();
        var ip = NeighborRack.hostIpv6(1);
        Frames.neighborAdvertisement(advert, intruder, rack.sw.handle().mac().bits(), Ip.hi(ip), Ip.lo(ip), Ip.hi(ip), Ip.lo(ip));
        byte[] badChecksumAdvert = advert.frame.clone();
        badChecksumAdvert[badChecksumAdvert.length - 1] ^= 0x5A;
        for (byte[] f : List.of(truncatedClaim, wrongLengthClaim, groupMacClaim, switchClaim)) {
            host.sendFrame(f);
        }
        v6.sendFrame(badChecksumAdvert);
        rack.run(Duration.ofMillis(1));

        assertThat(rack.io.counters().malformed(TrapName.ARP_REQUEST) + rack.io.counters().malformed(TrapName.ARP_RESPONSE))
                .as("truncated and wrong lengths (a truncated reply's opcode is past what the ASIC reads: trapped as a request)")
                .isEqualTo(2);
        assertThat(rack.io.counters().ignored(TrapName.ARP_RESPONSE)).as("a group MAC is no host's").isEqualTo(1);
        assertThat(rack.io.counters().ignored(TrapName.ARP_REQUEST)).as("the switch's own address").isEqualTo(1);
        assertThat(rack.io.counters().malformed(TrapName.NEIGHBOR_DISCOVERY)).isEqualTo(1);
        assertThat(rack.neighbor(NeighborRack.host(0))).isEqualTo(before);
        assertThat(rack.neighbor(v6Host)).isEqualTo(v6Before);
        assertThat(rack.sw.asic().entries(ObjectType.NEIGHBOR_ENTRY)).hasSize(2).allSatisfy(e -> assertThat(
                ((AttrValue.Mac) rack.sw.asic().get((io.nosagent.sai.NeighborEntry) e, NeighborEntryAttr.DST_MAC_ADDRESS)).value())
                .isIn(NeighborRack.hostMac(0), NeighborRack.hostMac(1)));
        assertThat(rack.told).as("routing told nothing").hasSize(told);
        assertThat(host.gatewayResolved() && v6.gatewayResolved()).isTrue();
    }

    /** Sends one frame from a NIC every microsecond: a million a second. */
    private static final class Flood implements EventHandler {
        private final NeighborRack rack;
        private final SimNic nic;
        private final byte[] frame;
        private long left;

        Flood(NeighborRack rack, SimNic nic, byte[] frame, long count) {
            this.rack = rack;
            this.nic = nic;
            this.frame = frame;
            this.left = count;
            rack.sw.simulation().schedule(rack.sw.simulation().now(), this, 0, 0, null);
        }

        @Override
        public void onEvent(int kind, long arg, Object subject) {
            nic.sendFrame(frame);
            if (--left > 0) {
                rack.sw.simulation().scheduleIn(1_000, this, 0, 0, null);
            }
        }
    }

    @Test
    void anArpFloodIsHeldToItsQueuesRateAndTheOtherNeighborsStayResolved() {
        rack.close();
        // Timers a hundred times FBOSS's, so a one-second flood spans several refreshes and a timeout.
        rack = new NeighborRack(2, new NeighborTimers(Duration.ofMillis(600), Duration.ofMillis(200), Duration.ofMillis(50), Duration.ofMillis(10)));
        SimNic neighbor = rack.resolvingHost(0);
        SimNic flooder = rack.quietHost(1);
        var cpuQueues = new CpuQueueCounters(rack.sw.sai(), rack.sw.handle(), rack.copp, rack.sw.time(),
                new io.nosagent.sai.observe.Published<>("never: polled by hand"));
        rack.run(Duration.ofMillis(1));
        int flood = 1_000_000;

        new Flood(rack, flooder, arp(Frames.ARP_REQUEST, NeighborRack.hostMac(1).bits(), "10.0.2.2", "10.0.2.1"), flood);
        rack.run(Duration.ofMillis(1_050));

        long delivered = rack.io.counters().received(TrapName.ARP_REQUEST);
        // 600 a second on the arp-request queue, plus its burst of 600.
        assertThat(delivered).isBetween(1_100L, 1_250L);
        long group = rack.copp.trap(TrapName.ARP_REQUEST).map(trap -> ((AttrValue.Oid) rack.sw.asic().get(ObjectType.HOSTIF_TRAP, trap,
                io.nosagent.sai.meta.HostifTrapAttr.TRAP_GROUP)).value()).orElseThrow();
        long policer = ((AttrValue.Oid) rack.sw.asic().get(ObjectType.HOSTIF_TRAP_GROUP, group, HostifTrapGroupAttr.POLICER)).value();
        long[] stats = rack.sw.asic().getStats(ObjectType.POLICER, policer, List.of(PolicerStat.PACKETS, PolicerStat.RED_PACKETS),
                StatsMode.READ);
        assertThat(stats[0]).isEqualTo(flood + 1);
        assertThat(stats[1]).isEqualTo(flood + 1 - delivered);
        cpuQueues.poll();
        var arpQueue = cpuQueues.published().get().queues().get(ShippedCopp.profile().traps().get(TrapName.ARP_REQUEST));
        assertThat(arpQueue.packets()).as("what show copp says reached the CPU").isEqualTo(delivered);
        assertThat(arpQueue.policerDrops()).isEqualTo(stats[1]);
        cpuQueues.close();
        assertThat(rack.table().isResolved(NeighborRack.host(0))).as("probed and answered through the flood").isTrue();
        assertThat(neighbor.neighborRepliesSent()).isGreaterThanOrEqualTo(4);
        assertThat(rack.told).as("never lost").containsExactly(java.util.Set.of(NeighborRack.host(0)),
                java.util.Set.of(NeighborRack.host(1)));
    }
}
