package io.nosagent.lab.fabric;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.traffic.MaxMeanRatio;
import io.nosagent.sai.vasic.traffic.RingAllReduce;
import io.nosagent.sai.vasic.traffic.SourcePorts;
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
 * Two racks and four spines, each switch programmed by its own agent from its own config on one
 * simulation; RoCE between the racks with a fixed UDP source port and 16 QPs per NIC pair.
 */
class TwoRackZoneTest {

    private static final ZonePlan PLAN = ZonePlan.of(2, 4, 2, 8);

    /** A ring that alternates racks, so every hop of the ring crosses the spines. */
    private static List<SimNic> crossRackRing(VirtualZone zone) {
        var ring = new ArrayList<SimNic>();
        for (int d = 0; d < PLAN.nicsPerRack(); d++) {
            ring.add(zone.nics(0).get(d));
            ring.add(zone.nics(1).get(d));
        }
        return ring;
    }

    /** Packets out of rtsw001's uplinks, one number per spine. */
    private static long[] uplinkPackets(VirtualZone zone) {
        var agent = zone.rtsw(0);
        long[] out = new long[PLAN.spines()];
        for (int s = 0; s < PLAN.spines(); s++) {
            long port = agent.switchHandle().portId(ZonePlan.rtswUplink(s)).orElseThrow();
            out[s] = agent.sai().getStats(ObjectType.PORT, port, List.of(PortStat.IF_OUT_UCAST_PKTS), StatsMode.READ)[0];
        }
        return out;
    }


    private static long[] runRing(Path dir, UnaryOperator<SwitchIntent> rtswEdit) {
        try (var zone = VirtualZone.start(PLAN, 3, dir, VirtualZone.Edits.rtsws(rtswEdit))) {
            var job = RingAllReduce.start(zone.time().simulation(), crossRackRing(zone), TrafficOptions.DEFAULT
                    .withQueuePairs(16).withSourcePorts(SourcePorts.FIXED).withMessageBytes(256 * 1024).withIterations(2));
            zone.run(Duration.ofMillis(50));
            assertThat(job.isDone()).as("the ring AllReduce across the racks completed").isTrue();
            assertThat(job.stats().iterationsTimedOut()).isZero();
            return uplinkPackets(zone);
        }
    }

    private static void assertWithinThirtyPercentOfTheMean(long[] perSpine) {
        double mean = Arrays.stream(perSpine).sum() / (double) perSpine.length;
        assertThat(mean).as("traffic crossed the spines").isPositive();
        for (long p : perSpine) {
            assertThat((double) p).as("packets per spine %s", Arrays.toString(perSpine)).isBetween(mean * 0.7, mean * 1.3);
        }
    }

    /** QP hashing alone: the zone's configs also have flowlets, which would rebalance what the hash left uneven. */
    private static UnaryOperator<SwitchIntent> qpHashing(boolean enabled, QpHashing.Mode mode) {
        return i -> i.with(RoutingIntent.SECTION, RoutingIntent.of(i).withLoadBalancing(RoutingIntent.of(i).loadBalancing()
                .withQp(RoutingIntent.of(i).loadBalancing().qp().withEnabled(enabled).withMode(mode))).withFlowlets(Flowlets.OFF));
    }

    @Test
    void qpHashingSpreadsTheQueuePairsOverTheSpinesThroughTheUdfAndNativelyAndWithoutItTheyCollide(@TempDir Path dir) {
        long[] udf = runRing(dir.resolve("udf"), qpHashing(true, QpHashing.Mode.UDF));
        long[] nativeField = runRing(dir.resolve("native"), qpHashing(true, QpHashing.Mode.NATIVE));
        long[] off = runRing(dir.resolve("off"), qpHashing(false, QpHashing.Mode.AUTO));
        System.out.printf("packets per spine out of rtsw001: udf %s (MMR %.3f), native %s (MMR %.3f), off %s (MMR %.3f)%n",
                Arrays.toString(udf), MaxMeanRatio.of(udf), Arrays.toString(nativeField), MaxMeanRatio.of(nativeField),
                Arrays.toString(off), MaxMeanRatio.of(off));

        assertWithinThirtyPercentOfTheMean(udf);
        assertWithinThirtyPercentOfTheMean(nativeField);
        // Without the QP in the hash, all 16 QPs of a NIC pair share one 5-tuple and so one spine.
        assertThat(MaxMeanRatio.of(off)).as("MMR without QP hashing, %s", Arrays.toString(off))
                .isGreaterThan(Math.max(MaxMeanRatio.of(udf), MaxMeanRatio.of(nativeField)));
    }
}
