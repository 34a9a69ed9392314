package io.nosagent.lab.fabric;

import io.nosagent.routing.RoutingFeature;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.net.Cidr;
import io.nosagent.routing.flowlets.FlowletCounters;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.traffic.BulkTransfer;
import io.nosagent.sai.vasic.traffic.JobStats;
import io.nosagent.sai.vasic.traffic.MaxMeanRatio;
import io.nosagent.sai.vasic.traffic.RingAllReduce;
import io.nosagent.sai.vasic.traffic.SourcePorts;
import io.nosagent.sai.vasic.traffic.TrafficJob;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Flowlets across racks: two racks and four spines, every switch programmed by its own agent on one
 * simulation, the RTSWs with QP hashing (E-ECMP) and flowlets on. A ring AllReduce alternates racks, so
 * every hop crosses the spines (4 QPs per NIC pair from one fixed source port, 256 KiB steps), in bursts:
 * 5 iterations with 500 us of silence between them, longer than the idle time. On/off UDP from half of
 * rtsw001's NICs to rtsw002's shares rtsw001's uplinks, as other jobs' traffic does: on an otherwise
 * idle fabric every burst would start its flowlets in the same conditions and replay the same choices.
 */
class TwoRackFlowletsTest {

    /** 99 m cables everywhere (500 ns): the pauses and idle times below are tuned to that round trip. */
    private static final ZonePlan PLAN = new ZonePlan(ZoneTemplateFile.parse("downlink-cable = 99m\nuplink-cable = 99m\n",
            "flowlets zone", ZoneTemplate.defaults()));
    private static final int ITERATIONS = 5;
    private static final long SILENCE_NS = 500_000;

    private static Flowlets idle(int micros) {
        return Flowlets.OFF.withEnabled(true).withIdleTimeMicros(micros);
    }

    /** QP hashing on and {@code flowlets} as given, on every RTSW. */
    private static UnaryOperator<SwitchIntent> loadBalancing(Flowlets flowlets) {
        return i -> i.with(RoutingIntent.SECTION, RoutingIntent.of(i)
                .withLoadBalancing(RoutingIntent.of(i).loadBalancing().withQp(RoutingIntent.of(i).loadBalancing().qp().withEnabled(true)))
                .withFlowlets(flowlets));
    }

    /** The zone with the ring AllReduce and the background traffic started. */
    private record Bursts(VirtualZone zone, TrafficJob ring) implements AutoCloseable {

        static Bursts start(Path dir, Flowlets flowlets) {
            var zone = VirtualZone.start(PLAN, 3, dir, VirtualZone.Edits.rtsws(loadBalancing(flowlets)));
            var ranks = new ArrayList<SimNic>();
            for (int d = 0; d < PLAN.nicsPerRack(); d++) {
                ranks.add(zone.nics(0).get(d));
                ranks.add(zone.nics(1).get(d));
            }
            var ring = RingAllReduce.start(zone.time().simulation(), ranks, TrafficOptions.DEFAULT.withQueuePairs(4)
                    .withSourcePorts(SourcePorts.FIXED).withMessageBytes(256 * 1024).withIterations(ITERATIONS)
                    .withGapNs(SILENCE_NS));
            var background = new ArrayList<BulkTransfer.Pair>();
            for (int d = 0; d < PLAN.nicsPerRack() / 2; d++) {
                background.add(new BulkTransfer.Pair(zone.nics(0).get(d), zone.nics(1).get((d + 5) % PLAN.nicsPerRack())));
            }
            BulkTransfer.start(zone.time().simulation(), background, TrafficOptions.DEFAULT.withFlowClass(FlowClass.UDP)
                    .withMessageBytes(64 * 1024).withIterations(100_000).withGapNs(70_000));
            return new Bursts(zone, ring);
        }

        /** Runs until the ring's last iteration is done (at most 50 ms of simulated time). */
        JobStats runToTheEnd() {
            long deadline = zone.time().simulation().now() + Duration.ofMillis(50).toNanos();
            while (!ring.isDone() && zone.time().simulation().now() < deadline) {
                zone.run(Duration.ofMillis(1));
            }
            assertThat(ring.isDone()).as("the ring AllReduce across the racks completed").isTrue();
            assertThat(ring.stats().iterationsTimedOut()).isZero();
            return ring.stats();
        }

        /** Bytes out of rtsw001's uplinks, one number per spine. */
        long[] bytesPerSpine() {
            var agent = zone.rtsw(0);
            long[] out = new long[PLAN.spines()];
            for (int s = 0; s < PLAN.spines(); s++) {
                long port = agent.switchHandle().portId(ZonePlan.rtswUplink(s)).orElseThrow();
                out[s] = agent.sai().getStats(ObjectType.PORT, port, List.of(PortStat.IF_OUT_OCTETS), StatsMode.READ)[0];
            }
            return out;
        }

        /** Flowlet next-hop reassignments of rtsw001's group toward rtsw002's rack, as the agent reads them. */
        long reassignments() {
            var agent = zone.rtsw(0);
            long group = agent.feature(RoutingFeature.class).state().current().groupOf(Cidr.parse(PLAN.rackPrefix(1))).orElseThrow().id();
            return new FlowletCounters(agent.sai()).of(group).nextHopReassignments().orElseThrow();
        }

        @Override
        public void close() {
            zone.close();
        }
    }

    @Test
    void flowletsKeepRtsw001sSpinesWithinTenPercentOfTheMeanWhereEEcmpAloneDoesNot(@TempDir Path dir) {
        long[] eEcmp;
        JobStats eEcmpStats;
        try (var bursts = Bursts.start(dir.resolve("e-ecmp"), Flowlets.OFF)) {
            eEcmpStats = bursts.runToTheEnd();
            eEcmp = bursts.bytesPerSpine();
        }
        long[] flowlets;
        JobStats flowletStats;
        try (var bursts = Bursts.start(dir.resolve("flowlets"), idle(256))) {
            flowletStats = bursts.runToTheEnd();
            flowlets = bursts.bytesPerSpine();
        }

        System.out.printf("bytes per spine out of rtsw001: E-ECMP %s (MMR %.3f, AllReduce iteration %.2f ms), "
                        + "flowlets 256 us %s (MMR %.3f, iteration %.2f ms)%n",
                Arrays.toString(eEcmp), MaxMeanRatio.of(eEcmp), eEcmpStats.meanIterationNs() / 1e6,
                Arrays.toString(flowlets), MaxMeanRatio.of(flowlets), flowletStats.meanIterationNs() / 1e6);
        assertThat(MaxMeanRatio.of(flowlets)).as("MMR with flowlets, %s", Arrays.toString(flowlets))
                .isLessThanOrEqualTo(1.1).isLessThan(MaxMeanRatio.of(eEcmp));
        assertThat(flowletStats.iterationsCompleted()).isEqualTo(ITERATIONS);
    }

    @Test
    void aFlowMovesWhenItPausesLongerThanTheIdleTime(@TempDir Path dir) {
        try (var bursts = Bursts.start(dir, idle(256))) {
            while (bursts.ring().stats().iterationsCompleted() == 0) {
                bursts.zone().run(Duration.ofNanos(50_000));
            }
            long withinTheFirstBurst = bursts.reassignments();

            bursts.runToTheEnd();

            System.out.printf("rtsw001 flowlet reassignments: %d within the first burst, %d once the flows resumed after %d us "
                    + "of silence (%d bursts)%n", withinTheFirstBurst, bursts.reassignments(), SILENCE_NS / 1000, ITERATIONS);
            assertThat(withinTheFirstBurst).as("no pause inside a burst outlasts 256 us").isZero();
            assertThat(bursts.reassignments()).isPositive();
        }
    }

    @Test
    void anIdleTimeOf256MicrosecondsReordersFewerPacketsThanOneOf16(@TempDir Path dir) {
        long outOfOrderAt256;
        long reassignmentsAt256;
        try (var bursts = Bursts.start(dir.resolve("256"), idle(256))) {
            outOfOrderAt256 = bursts.runToTheEnd().outOfOrderPackets();
            reassignmentsAt256 = bursts.reassignments();
        }
        long outOfOrderAt16;
        long reassignmentsAt16;
        try (var bursts = Bursts.start(dir.resolve("16"), idle(16))) {
            outOfOrderAt16 = bursts.runToTheEnd().outOfOrderPackets();
            reassignmentsAt16 = bursts.reassignments();
        }

        System.out.printf("out-of-order packets of the ring: %d at 256 us (%d reassignments on rtsw001), %d at 16 us (%d)%n",
                outOfOrderAt256, reassignmentsAt256, outOfOrderAt16, reassignmentsAt16);
        assertThat(outOfOrderAt256).isLessThan(outOfOrderAt16);
        assertThat(reassignmentsAt16).isGreaterThan(reassignmentsAt256);
    }
}
