package io.nosagent.lab.bench;

import io.nosagent.lab.fabric.VirtualZone;
import io.nosagent.lab.fabric.ZonePlan;
import io.nosagent.lab.fabric.ZoneTemplate;
import io.nosagent.sai.vasic.traffic.BurstyAllToAll;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.within;

/**
 * {@code bench fabric}'s rows at unit size, each able to come out the other way: the zone's unloaded RTT lands
 * on its calibration target; QP scaling gains with an interval above zero where the zone does not block;
 * flowlets reorder less the longer their idle time, and still do at 16 us when flows pause inside; the strict
 * CTS queue shortens the sender's wait for its CTS; a collective that cannot finish is reported as such.
 */
class FabricBenchTest {

    /** 2 racks x 4 CTSWs with 4 NICs per rack: as many uplinks as NICs, so the zone does not block. */
    private static final ZonePlan NON_BLOCKING = new ZonePlan(ZoneTemplate.defaults().withSize(2, 4, 1, 4));
    /** 2 racks x 5 CTSWs with 4 NICs per rack: uplinks 1.25x the NICs, under-subscribed as FACTS' 18 for 16. */
    private static final ZonePlan UNDER_SUBSCRIBED = new ZonePlan(ZoneTemplate.defaults().withSize(2, 5, 1, 4));
    /** 2 racks x 8 CTSWs with 8 NICs per rack: enough flows per uplink for an AllToAll's flowlets to queue behind each other. */
    private static final ZonePlan EIGHT_BY_EIGHT = new ZonePlan(ZoneTemplate.defaults().withSize(2, 8, 1, 8));

    @Test
    void theUnloadedRttBetweenTwoRacksIsWithinTenPercentOfTheCalibrationTarget() {
        long rtt = FabricBench.unloadedRttNs(new ZonePlan(ZoneTemplate.defaults()), 1);
        System.out.printf("unloaded RTT %.2f us, target %.0f us%n", rtt / 1e3, FabricBench.RTT_TARGET_NS / 1e3);

        assertThat((double) rtt).isCloseTo(FabricBench.RTT_TARGET_NS, within(FabricBench.RTT_TARGET_NS * 0.10));
    }

    @Test
    void qpScalingShortensTheAllReduceWithAnIntervalAboveZeroInANonBlockingZone() {
        // ten seeds, as the bench's least: each seed is another hash draw, and one QP is sometimes placed well
        var bench = new FabricBench(UNDER_SUBSCRIBED.template(), 1, 10, 3, List.of());

        var pairs = bench.qpScaling(UNDER_SUBSCRIBED);
        var gain = FabricBench.gainPercent(pairs);
        System.out.printf("E-ECMP 16 QPs against ECMP 1 QP: %s%% shorter iterations over %d seeds%n", gain.format("%.1f"), gain.n());

        assertThat(pairs).allSatisfy(p -> assertThat(p[0].completed() && p[1].completed()).isTrue());
        assertThat(gain.n()).isEqualTo(10);
        assertThat(gain.positive()).as("the 95%% interval lies above zero: %s", gain).isTrue();
    }

    @Test
    void flowletReorderingFallsWithTheIdleTimeAndIsThereAt16usWhenFlowsPauseInside() {
        var curve = new FlowletCurve(EIGHT_BY_EIGHT, List.of(1L, 2L), new int[]{16, 64, 256, 1024},
                FlowletCurve.OFF, FlowletCurve.BURSTS).run();
        curve.forEach(p -> System.out.printf("%s: %s (%d in %.3f s)%n", p.label(), FabricBench.rate(p), p.outOfOrderPackets(),
                p.seconds()));

        assertThat(curve).allSatisfy(p -> assertThat(p.incomplete()).as(p.label()).isZero());
        assertThat(curve.getFirst().outOfOrderPackets()).as("E-ECMP alone never moves a flow").isZero();
        assertThat(curve.get(1).outOfOrderPackets()).as("at 16 us flowlets move under packets still queued").isPositive();
        assertThat(FabricBench.fallsMonotonically(curve)).as("never more out-of-order packets at a longer idle time").isTrue();
        assertThat(curve.getLast().outOfOrderPerSecond().mean()).isLessThan(curve.get(1).outOfOrderPerSecond().mean());
    }

    @Test
    void theStrictCtsQueueCutsTheSendersWaitForItsCtsUnderIncast() {
        // 16 NICs per rack: a 30:1 incast, enough receiver-driven senders to queue at the receiver's downlink
        var plan = new ZonePlan(ZoneTemplate.defaults());
        var waits = new FabricBench(plan.template(), 1, 2, 1, List.of()).ctsWaits(plan);
        waits.forEach(w -> System.out.printf("sender's CTS wait, with RDMA: %s; strict: %s%n", w[0], w[1]));

        assertThat(waits).allSatisfy(w -> {
            assertThat(w[1].count()).as("chunks the writer sent").isPositive();
            assertThat(w[1].p90Ns() * 2).as("P90 in the strict queue, half of it behind the data at most")
                    .isLessThanOrEqualTo(w[0].p90Ns());
        });
    }

    @Test
    void aCollectiveThatCannotFinishIsReportedNotCompletedRatherThanTimed() {
        try (var run = ZoneRun.boot(NON_BLOCKING, 1, VirtualZone.Edits.NONE)) {
            var zone = run.zone();
            zone.fabric().faults().linkDown(zone.nics(1).getFirst().link());

            var ring = run.ring(zone.crossRackNics(), TrafficOptions.DEFAULT.withIterations(3).withTimeoutNs(1_000_000));

            assertThat(ring.completed()).isFalse();
            assertThat(ring.shortfall()).startsWith("not completed: 0 of 3 iterations").contains("3 timed out");
            assertThat(catchThrowable(ring::meanIterationMicros)).as("no iteration time for a run that did not complete")
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("not completed");
        }
    }

    @Test
    void aBurstyAllToAllThatRunsOutOfTimeLeavesItsPointOutAndSaysSo() {
        var tooShort = FlowletCurve.BURSTS.withTimeoutNs(100_000);
        var curve = new FlowletCurve(NON_BLOCKING, List.of(1L), new int[]{16}, new BurstyAllToAll.OnOff(3, 200_000, 400_000),
                tooShort).run();

        assertThat(curve).allSatisfy(p -> {
            assertThat(p.incomplete()).isEqualTo(1);
            assertThat(p.seconds()).as("no time counted for what did not complete").isZero();
        });
    }
}
