package io.nosagent.platform.fabric;

import io.nosagent.routing.RoutingFeature;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.lab.fabric.VirtualZone;
import io.nosagent.lab.fabric.ZoneBgp;
import io.nosagent.lab.fabric.ZonePlan;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.gobgp.GobgpDaemon;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.vasic.traffic.RingAllReduce;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code nos-agent fabric --routing bgp}: a 2-rack x 2-CTSW zone where every switch runs its own gobgpd on
 * its loopback and learns the routes between the racks over eBGP instead of having them configured.
 * Needs gobgpd on the PATH; skipped without it.
 */
class ZoneBgpScenarioTest {

    private static final String TEMPLATE = """
            racks = 2
            ctsws = 2
            hosts-per-rack = 1
            nics-per-host = 4
            """;
    /**
     * What each rack's RTSW announces: the fewest prefixes covering exactly its 4 NIC subnets
     * (10.R.1.0/24 .. 10.R.4.0/24), never the whole rack /16.
     */
    private static final List<List<String>> AGGREGATES = List.of(
            List.of("10.0.1.0/24", "10.0.2.0/23", "10.0.4.0/24"), List.of("10.1.1.0/24", "10.1.2.0/23", "10.1.4.0/24"));
    /** Real time for the sessions to come up and the routes to spread (gobgpd takes a few seconds to connect). */
    private static final Duration CONVERGENCE = Duration.ofSeconds(60);

    /** The members of {@code agent}'s route to {@code prefix} when BGP learned it, else empty. */
    private static Set<String> bgpMembers(io.nosagent.agent.NosAgent agent, String prefix) {
        var state = agent.feature(RoutingFeature.class).state().current();
        var route = state.route(Cidr.parse(prefix));
        if (route.isEmpty() || route.get().origin() != RoutingState.Origin.BGP) {
            return Set.of();
        }
        if (route.get().target() instanceof RoutingState.ViaNextHop(long id)) {
            var nh = state.nextHops().get(id);
            return Set.of(IpAddresses.format(nh.ip()) + " on " + nh.interfaceName());
        }
        return state.groupOf(Cidr.parse(prefix)).map(g -> g.forwarding().stream()
                .map(m -> IpAddresses.format(m.ip()) + " on " + m.interfaceName()).collect(Collectors.toSet())).orElse(Set.of());
    }

    @Test
    void everyRtswLearnsTheOtherRacksAggregateOverEveryCtswAndRdmaCrossesTheRacksWithoutDrops(@TempDir Path dir)
            throws InterruptedException {
        assumeTrue(GobgpDaemon.onPath().isPresent(), "gobgpd is not on the PATH");
        try (var z = Zone.start(dir, TEMPLATE, 11, VirtualZone.Edits.NONE, plan -> Optional.of(ZoneBgp.onFreePort(plan)))) {
            var zone = z.zone;
            ZonePlan plan = zone.plan();
            // What each RTSW should learn: the other rack over both CTSWs, at their ends of its uplinks.
            var want = List.of(
                    Set.of(plan.ctswLinkAddress(0, 0) + " on " + ZonePlan.rtswUplink(0), plan.ctswLinkAddress(0, 1) + " on " + ZonePlan.rtswUplink(1)),
                    Set.of(plan.ctswLinkAddress(1, 0) + " on " + ZonePlan.rtswUplink(0), plan.ctswLinkAddress(1, 1) + " on " + ZonePlan.rtswUplink(1)));
            // What each CTSW should learn: each rack's aggregates at that rack's end of its link to the CTSW.
            java.util.function.BooleanSupplier converged = () -> {
                for (int r = 0; r < 2; r++) {
                    for (String aggregate : AGGREGATES.get(1 - r)) {
                        if (!bgpMembers(zone.rtsw(r), aggregate).equals(want.get(r))) {
                            return false;
                        }
                        for (int s = 0; s < 2; s++) {
                            if (!bgpMembers(zone.ctsw(s), aggregate).equals(Set.of(plan.rtswLinkAddress(1 - r, s) + " on " + ZonePlan.ctswDownlink(1 - r)))) {
                                return false;
                            }
                        }
                    }
                }
                return true;
            };
            // Every switch programs what its gobgpd learned through its own update loop, so a CTSW may pass a
            // route on before its own FIB shows it: wait for all of them, not only the RTSWs.
            long deadline = System.nanoTime() + CONVERGENCE.toNanos();
            while (System.nanoTime() < deadline && !converged.getAsBoolean()) {
                zone.run(Duration.ofMillis(5));
                Thread.sleep(5);
            }

            for (int r = 0; r < 2; r++) {
                var rtsw = zone.rtsw(r);
                assertThat(RoutingIntent.of(rtsw.intent().current()).staticRoutes()).as("no static route in rtsw%03d's config", r + 1).isEmpty();
                for (String aggregate : AGGREGATES.get(1 - r)) {
                    assertThat(bgpMembers(rtsw, aggregate)).as("rtsw%03d's route to %s, learned over BGP", r + 1, aggregate)
                            .isEqualTo(want.get(r));
                    assertThat(rtsw.feature(RoutingFeature.class).state().current().groupOf(Cidr.parse(aggregate)).orElseThrow().members())
                            .as("one group of one member per CTSW").hasSize(2);
                    for (int s = 0; s < 2; s++) {
                        assertThat(bgpMembers(zone.ctsw(s), aggregate))
                                .as("ctsw%03d's route to %s", s + 1, aggregate)
                                .containsExactly(plan.rtswLinkAddress(1 - r, s) + " on " + ZonePlan.ctswDownlink(1 - r));
                    }
                }
                assertThat(rtsw.feature(RoutingFeature.class).state().current().route(Cidr.parse(plan.rackPrefix(1 - r)))).as("the whole rack /16").isEmpty();
            }

            var job = RingAllReduce.start(zone.time().simulation(), zone.crossRackNics(), TrafficOptions.DEFAULT
                    .withQueuePairs(8).withMessageBytes(256 * 1024).withIterations(2));
            zone.run(Duration.ofMillis(40));
            assertThat(job.isDone()).as("the AllReduce across the racks completed").isTrue();
            assertThat(job.stats().iterationsTimedOut()).isZero();
            assertThat(java.util.Arrays.stream(z.uplinkOctets(0)).min().orElseThrow()).as("rack 1 traffic crossed both CTSWs").isPositive();
            assertThat(z.losslessQueueEverywhere(QueueStat.PACKETS)).as("RDMA rode the lossless queue").isPositive();
            assertThat(z.losslessQueueEverywhere(QueueStat.DROPPED_PACKETS, QueueStat.WRED_DROPPED_PACKETS))
                    .as("drops on the lossless queue of every port of every switch").isZero();
            assertThat(z.discardsEverywhere()).as("discards and errors on every port of every switch").isZero();
        }
    }
}
