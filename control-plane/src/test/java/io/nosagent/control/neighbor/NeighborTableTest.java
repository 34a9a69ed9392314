package io.nosagent.control.neighbor;

import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.feature.NeighborAddress;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.meta.NeighborEntryAttr;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Neighbors learned by ARP and neighbor discovery on the virtual ASIC, on simulated time with FBOSS's timers
 * (timeout 60 s, refresh 20 s, ager 5 s): hosts resolving their gateway are answered and learned; a needed next hop
 * or a packet's miss is probed and resolved; refresh keeps an answering neighbor; a silent one ages out with its
 * neighbor entry and its resolution; a replaced NIC is reprogrammed at once; a static neighbor overrides.
 */
class NeighborTableTest {

    private final NeighborRack rack = new NeighborRack(4, NeighborTimers.FBOSS);

    @AfterEach
    void close() {
        rack.close();
    }

    private List<NeighborEntry> neighborEntries() {
        return rack.sw.asic().entries(ObjectType.NEIGHBOR_ENTRY).stream().map(NeighborEntry.class::cast).toList();
    }

    private MacAddress programmedMac(NeighborAddress n) {
        NeighborEntry key = neighborEntries().stream().filter(e -> e.ip().equals(n.ip())).findFirst().orElseThrow();
        return ((io.nosagent.sai.AttrValue.Mac) rack.sw.asic().get(key, NeighborEntryAttr.DST_MAC_ADDRESS)).value();
    }

    @Test
    void aHostAskingForItsGatewayIsAnsweredAndLearnedAsReachable() {
        SimNic host = rack.resolvingHost(0);

        rack.run(Duration.ofMillis(1));

        assertThat(host.gatewayResolved()).isTrue();
        assertThat(host.gatewayMacAddress()).isEqualTo(rack.sw.handle().mac());
        Neighbor learned = rack.neighbor(NeighborRack.host(0));
        assertThat(learned.origin()).isEqualTo(Neighbor.Origin.DYNAMIC);
        assertThat(learned.state()).isEqualTo(NeighborState.REACHABLE);
        assertThat(learned.mac()).contains(NeighborRack.hostMac(0));
        assertThat(programmedMac(NeighborRack.host(0))).isEqualTo(NeighborRack.hostMac(0));
        assertThat(rack.table().isResolved(NeighborRack.host(0))).isTrue();
        assertThat(rack.told).containsExactly(Set.of(NeighborRack.host(0)));
    }

    @Test
    void hostsThatResolvedEachOtherThroughTheSwitchExchangeTraffic() {
        var hosts = List.of(rack.resolvingHost(0), rack.resolvingHost(1), rack.resolvingHost(2));
        rack.run(Duration.ofMillis(1));

        var job = rack.sw.traffic(TrafficPattern.parse("allreduce"), hosts, TrafficOptions.continuous());
        rack.run(Duration.ofMillis(2));

        assertThat(hosts).allSatisfy(h -> assertThat(h.receivedPackets()).isPositive());
        assertThat(rack.sw.dataPlane().trappedPackets()).as("three gateway requests, nothing else").isEqualTo(3);
        assertThat(job).isNotNull();
    }

    @Test
    void aNeededNextHopIsProbedAndResolvedWhenItsNeighborAnswers() {
        SimNic host = rack.quietHost(1);

        rack.onLoop(() -> rack.table().need(NeighborRack.host(1)));
        assertThat(rack.neighbor(NeighborRack.host(1)).state()).isEqualTo(NeighborState.INCOMPLETE);
        assertThat(rack.table().isResolved(NeighborRack.host(1))).isFalse();
        rack.run(Duration.ofMillis(1));

        assertThat(host.neighborRepliesSent()).isEqualTo(1);
        assertThat(rack.neighbor(NeighborRack.host(1)).state()).isEqualTo(NeighborState.REACHABLE);
        assertThat(rack.table().isResolved(NeighborRack.host(1))).isTrue();
        assertThat(rack.told).containsExactly(Set.of(NeighborRack.host(1)));
    }

    @Test
    void aPacketToAHostTheSwitchDoesNotKnowIsAMissThatResolvesIt() {
        SimNic sender = rack.resolvingHost(0);
        SimNic receiver = rack.quietHost(2);
        rack.run(Duration.ofMillis(1));
        rack.sw.traffic(TrafficPattern.parse("alltoall"), List.of(sender, receiver), TrafficOptions.continuous());
        rack.run(Duration.ofMillis(2));
        assertThat(rack.neighbor(NeighborRack.host(2)).state()).isEqualTo(NeighborState.REACHABLE);
        long missed = rack.io.counters().received(io.nosagent.config.intent.copp.TrapName.NEIGHBOR_MISS);

        // The messages whose packets missed never complete (no retransmission): a new one goes through whole.
        long before = receiver.receivedPackets();
        var flow = sender.openFlow(receiver, io.nosagent.sai.vasic.nic.FlowClass.ROCE, 50_000, 0x900, 0);
        flow.post(64 * 4096, 0, rack.sw.simulation().now());
        rack.run(Duration.ofMillis(1));

        assertThat(receiver.receivedPackets() - before).isEqualTo(64);
        assertThat(missed).as("the misses before it resolved, within the default queue's burst").isPositive().isLessThanOrEqualTo(200);
        assertThat(rack.io.counters().received(io.nosagent.config.intent.copp.TrapName.NEIGHBOR_MISS)).isEqualTo(missed);
    }

    @Test
    void refreshProbesKeepAnAnsweringNeighborForMinutes() {
        SimNic host = rack.resolvingHost(0);
        rack.run(Duration.ofMillis(1));

        rack.run(Duration.ofSeconds(200));

        assertThat(rack.neighbor(NeighborRack.host(0)).mac()).contains(NeighborRack.hostMac(0));
        assertThat(host.neighborRepliesSent()).as("one probe per refresh: 20 s, at the ager's 5 s pass").isBetween(7L, 10L);
        assertThat(rack.told).hasSize(1);
    }

    @Test
    void aNeighborThatStopsAnsweringAgesOutAfterTheTimeoutAndLosesItsResolution() {
        SimNic host = rack.resolvingHost(0);
        rack.run(Duration.ofMillis(1));
        rack.onLoop(() -> rack.table().need(NeighborRack.host(0)));
        host.setSilent(true);

        rack.run(Duration.ofSeconds(25));
        assertThat(rack.neighbor(NeighborRack.host(0)).state()).isEqualTo(NeighborState.PROBE);
        assertThat(rack.table().isResolved(NeighborRack.host(0))).isTrue();

        rack.run(Duration.ofSeconds(40));

        assertThat(rack.table().isResolved(NeighborRack.host(0))).isFalse();
        assertThat(neighborEntries()).isEmpty();
        assertThat(rack.neighbor(NeighborRack.host(0)).state()).as("still needed: asked for again").isEqualTo(NeighborState.INCOMPLETE);
        assertThat(rack.told).containsExactly(Set.of(NeighborRack.host(0)), Set.of(NeighborRack.host(0)));
    }

    @Test
    void aNeighborNothingNeedsIsForgottenWhenItAgesOut() {
        SimNic host = rack.resolvingHost(0);
        rack.run(Duration.ofMillis(1));
        host.setSilent(true);

        rack.run(Duration.ofSeconds(70));

        assertThat(rack.neighbor(NeighborRack.host(0))).isNull();
        assertThat(neighborEntries()).isEmpty();
    }

    @Test
    void aReplacedNicIsReprogrammedAtOnceWithOneSet() {
        SimNic host = rack.resolvingHost(0);
        rack.run(Duration.ofMillis(1));
        rack.sw.forgetCalls();
        MacAddress replacement = MacAddress.parse("02:00:00:00:77:01");

        host.replaceMac(replacement);
        rack.run(Duration.ofMillis(1));

        assertThat(programmedMac(NeighborRack.host(0))).isEqualTo(replacement);
        assertThat(rack.sw.writes()).singleElement().satisfies(c -> {
            assertThat(c.operation()).isEqualTo(SaiOperation.SET);
            assertThat(c.objectType()).isEqualTo(ObjectType.NEIGHBOR_ENTRY);
        });
        assertThat(rack.told).as("resolved all along").hasSize(1);
    }

    @Test
    void aReplacedNicThatAsksNothingIsReprogrammedAtItsRefresh() {
        SimNic host = rack.quietHost(1);
        rack.onLoop(() -> rack.table().need(NeighborRack.host(1)));
        rack.run(Duration.ofMillis(1));
        MacAddress replacement = MacAddress.parse("02:00:00:00:77:02");

        host.replaceMac(replacement);
        rack.run(Duration.ofSeconds(25));

        assertThat(programmedMac(NeighborRack.host(1))).isEqualTo(replacement);
        assertThat(rack.neighbor(NeighborRack.host(1)).state()).isEqualTo(NeighborState.REACHABLE);
    }

    @Test
    void aStaticNeighborOverridesALearnedOneAndIsNeverLearnedOver() {
        rack.resolvingHost(0);
        rack.run(Duration.ofMillis(1));
        rack.sw.forgetCalls();
        String configured = "02:00:00:00:aa:01";

        rack.commit(rack.running().withInterface(rack.running().interfaceNamed(NeighborRack.port(0)).orElseThrow()
                .withNeighbor(StaticNeighbor.of("10.0.1.2", configured))));

        assertThat(rack.sw.writes()).as("the learned entry let go of, for routing to program the static one")
                .extracting(SaiCall::operation).containsExactly(SaiOperation.REMOVE);
        Neighbor n = rack.neighbor(NeighborRack.host(0));
        assertThat(n.origin()).isEqualTo(Neighbor.Origin.STATIC);
        assertThat(n.mac()).contains(MacAddress.parse(configured));
        assertThat(rack.table().isResolved(NeighborRack.host(0))).isTrue();

        rack.run(Duration.ofSeconds(30));

        assertThat(rack.sw.writes()).hasSize(1);
        assertThat(rack.neighbor(NeighborRack.host(0)).origin()).isEqualTo(Neighbor.Origin.STATIC);
    }

    @Test
    void aNeighborOnAnInterfaceThatLosesItsAddressIsForgotten() {
        rack.resolvingHost(0);
        rack.run(Duration.ofMillis(1));

        rack.commit(rack.running().withInterface(InterfaceIntent.named(NeighborRack.port(0))));

        assertThat(rack.neighbor(NeighborRack.host(0))).isNull();
        assertThat(neighborEntries()).isEmpty();
        assertThat(rack.told).containsExactly(Set.of(NeighborRack.host(0)), Set.of(NeighborRack.host(0)));
    }

    @Test
    void anIpv6HostResolvesItsGatewayAndIsLearnedByNeighborDiscovery() {
        SimNic host = rack.resolvingV6Host(3);

        rack.run(Duration.ofMillis(1));

        var address = new NeighborAddress(NeighborRack.port(3), NeighborRack.hostIpv6(3));
        assertThat(host.gatewayResolved()).isTrue();
        assertThat(host.gatewayMacAddress()).isEqualTo(rack.sw.handle().mac());
        assertThat(rack.neighbor(address).state()).isEqualTo(NeighborState.REACHABLE);
        assertThat(programmedMac(address)).isEqualTo(NeighborRack.hostMac(3));
    }

    @Test
    void aPortGoingDownForgetsWhatWasLearnedThere() {
        SimNic host = rack.resolvingHost(0);
        rack.run(Duration.ofMillis(1));

        rack.sw.faults().linkDown(host.link());
        rack.run(Duration.ofMillis(1));

        assertThat(rack.table().isResolved(NeighborRack.host(0))).isFalse();
        assertThat(neighborEntries()).isEmpty();
        assertThat(IpAddresses.format(NeighborRack.hostIp(0))).isEqualTo("10.0.1.2");
    }
}
