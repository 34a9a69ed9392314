package io.nosagent.agent.time;

import io.nosagent.agent.AgentOptions;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.control.ControlPlaneFeature;
import io.nosagent.control.neighbor.Neighbor;
import io.nosagent.control.neighbor.NeighborState;
import io.nosagent.feature.NeighborAddress;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.RoutingFeature;
import io.nosagent.routing.state.MemberStatus;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.traffic.RingAllReduce;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The whole agent in simulation mode on an RTSW whose config has no static neighbor: every host resolves its
 * gateway and the switch learns every host; an AllReduce then completes without a drop. A host NIC replaced by one
 * with a new MAC is reprogrammed at once; a silent one ages out and leaves the group of a route through it; a
 * static neighbor overrides a learned one.
 */
class LearnedNeighborsTest {

    private record Rig(SimulatedAgent sw, SimulatedHosts hosts) implements AutoCloseable {
        static Rig start(long seed, Path state) throws Exception {
            // The shipped RTSW example names no neighbor: hosts and switch learn each other.
            var sw = SimulatedAgent.start(seed, AgentOptions.virtual("rtsw", state));
            var hosts = SimulatedHosts.start(sw.asic(), sw.agent().intent().current(), TrafficPattern.NONE, sw.sim());
            return new Rig(sw, hosts);
        }

        Map<NeighborAddress, Neighbor> neighbors() {
            return sw.agent().feature(ControlPlaneFeature.class).neighborTable().published().get().neighbors();
        }

        SimNic host(int i) {
            return hosts.host("eth1/" + (i + 1) + "/1").orElseThrow();
        }

        static NeighborAddress address(int i) {
            return new NeighborAddress("eth1/" + (i + 1) + "/1", IpAddresses.parse("10.0." + (i + 1) + ".2"));
        }

        /** IF_IN_DISCARDS + IF_OUT_DISCARDS of {@code port}. */
        long discards(String port) {
            long id = sw.agent().switchHandle().portId(port).orElseThrow();
            long[] c = sw.agent().sai().getStats(ObjectType.PORT, id, List.of(PortStat.IF_IN_DISCARDS, PortStat.IF_OUT_DISCARDS),
                    StatsMode.READ);
            return c[0] + c[1];
        }

        @Override
        public void close() {
            hosts.close();
            sw.close();
        }
    }

    @Test
    void everyHostResolvesItsGatewayTheSwitchLearnsEveryHostAndAnAllReduceRunsWithoutADrop(@TempDir Path state) throws Exception {
        try (var rig = Rig.start(31, state)) {
            rig.sw().time().runFor(Duration.ofMillis(10));

            assertThat(rig.hosts().nics()).hasSize(16).allSatisfy(n -> assertThat(n.gatewayResolved()).isTrue());
            for (int i = 0; i < 16; i++) {
                Neighbor n = rig.neighbors().get(Rig.address(i));
                assertThat(n.origin()).isEqualTo(Neighbor.Origin.DYNAMIC);
                assertThat(n.state()).isEqualTo(NeighborState.REACHABLE);
                assertThat(n.mac()).contains(rig.host(i).mac());
            }

            var job = RingAllReduce.start(rig.sw().sim(), rig.hosts().nics(), TrafficOptions.DEFAULT.withIterations(2));
            rig.sw().time().runFor(Duration.ofMillis(20));

            assertThat(job.isDone()).isTrue();
            assertThat(job.stats().iterationsCompleted()).isEqualTo(2);
            assertThat(job.stats().iterationsTimedOut()).isZero();
            for (int i = 0; i < 16; i++) {
                assertThat(rig.discards("eth1/" + (i + 1) + "/1")).as("discards on eth1/%d/1", i + 1).isZero();
                assertThat(rig.host(i).receiveDrops()).isZero();
            }
            assertThat(rig.sw().agent().feature(ControlPlaneFeature.class).packetCounters().received(TrapName.NEIGHBOR_MISS))
                    .as("every host was known before its first packet").isZero();
        }
    }

    @Test
    void aReplacedNicIsReprogrammedAtOnceAndASilentOneLeavesItsRoutesGroup(@TempDir Path state) throws Exception {
        try (var rig = Rig.start(32, state)) {
            var agent = rig.sw().agent();
            rig.sw().time().await(agent.intent().commit(i -> i.with(RoutingIntent.SECTION, RoutingIntent.of(i).withStaticRoute(
                    StaticRoute.of("10.9.0.0/16", "10.0.1.2", "10.0.2.2", "10.0.3.2", "10.0.4.2"))), "a route over four hosts"));
            rig.sw().time().runFor(Duration.ofMillis(10));
            MacAddress replacement = MacAddress.parse("02:00:00:00:99:02");

            rig.host(1).replaceMac(replacement);
            rig.sw().time().runFor(Duration.ofMillis(10));

            assertThat(rig.neighbors().get(Rig.address(1)).mac()).contains(replacement);
            assertThat(members(rig)).extracting(RoutingState.Member::status).containsOnly(MemberStatus.UP);

            rig.host(0).setSilent(true);
            rig.sw().time().runFor(Duration.ofSeconds(70));

            assertThat(members(rig)).extracting(RoutingState.Member::status)
                    .containsExactly(MemberStatus.UNRESOLVED, MemberStatus.UP, MemberStatus.UP, MemberStatus.UP);
            assertThat(rig.neighbors().get(Rig.address(0)).state()).as("still needed: asked for").isEqualTo(NeighborState.INCOMPLETE);

            rig.host(0).setSilent(false);
            rig.sw().time().runFor(Duration.ofSeconds(6));

            assertThat(members(rig)).extracting(RoutingState.Member::status).containsOnly(MemberStatus.UP);
        }
    }

    @Test
    void aStaticNeighborOverridesALearnedOne(@TempDir Path state) throws Exception {
        try (var rig = Rig.start(33, state)) {
            var agent = rig.sw().agent();
            rig.sw().time().runFor(Duration.ofMillis(10));
            String configured = "02:00:00:00:aa:03";

            rig.sw().time().await(agent.intent().commit(i -> i.withInterface(i.interfaceNamed("eth1/3/1").orElseThrow()
                    .withNeighbor(StaticNeighbor.of("10.0.3.2", configured))), "pin 10.0.3.2"));
            rig.sw().time().runFor(Duration.ofSeconds(30));

            Neighbor n = rig.neighbors().get(Rig.address(2));
            assertThat(n.origin()).isEqualTo(Neighbor.Origin.STATIC);
            assertThat(n.mac()).contains(MacAddress.parse(configured));
            assertThat(rig.neighbors().values().stream().filter(x -> x.origin() == Neighbor.Origin.DYNAMIC)).hasSize(15);
            var programmed = rig.sw().asic().entries(ObjectType.NEIGHBOR_ENTRY).stream()
                    .map(io.nosagent.sai.NeighborEntry.class::cast).filter(e -> e.ip().equals(Rig.address(2).ip())).toList();
            assertThat(programmed).singleElement().satisfies(e -> assertThat(rig.sw().asic().get(e,
                    io.nosagent.sai.meta.NeighborEntryAttr.DST_MAC_ADDRESS)).isEqualTo(new io.nosagent.sai.AttrValue.Mac(MacAddress.parse(configured))));
        }
    }

    private static List<RoutingState.Member> members(Rig rig) {
        return rig.sw().agent().feature(RoutingFeature.class).state().current().groupOf(Cidr.parse("10.9.0.0/16")).orElseThrow().members();
    }
}
