package io.nosagent.lab.bench;

import io.nosagent.lab.fabric.ZonePlan;
import io.nosagent.lab.fabric.ZoneTemplate;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Rows 3, 4 and 5 of {@code bench fabric} on the 2 x 4 zone, every switch with its agent's shipped QoS. */
class FabricBenchQosRowsTest {

    private final FabricBench bench = new FabricBench(ZoneTemplate.defaults(), 1, 5, List.of());
    private final ZonePlan plan = new ZonePlan(ZoneTemplate.defaults());

    @Test
    void clearToSendsInTheStrictCtsQueueWaitAFifthOfWhatTheyWaitBehindTheIncastsData() {
        var shared = bench.ctsDelays(plan, false);
        var strict = bench.ctsDelays(plan, true);
        System.out.printf("CTS P90 through the zone: %.1f us with RDMA (%d), %.1f us strict (%d)%n",
                shared.p90Ns() / 1e3, shared.count(), strict.p90Ns() / 1e3, strict.count());

        assertThat(shared.count()).isPositive();
        assertThat(strict.count()).isGreaterThanOrEqualTo(shared.count());
        assertThat(strict.p90Ns() * 5).isLessThanOrEqualTo(shared.p90Ns());
    }

    @Test
    void aTunedVoqCreditRampOnTheCtswsCompletesTheSmallCollectiveAtLeastFivePercentSooner() {
        var vendor = bench.smallCollective(plan, false);
        var tuned = bench.smallCollective(plan, true);
        System.out.printf("small ring through the CTSWs: %.1f us -> %.1f us%n", vendor.meanIterationNs() / 1e3,
                tuned.meanIterationNs() / 1e3);

        assertThat(tuned.iterationsCompleted()).isEqualTo(5);
        assertThat(vendor.iterationsCompleted()).isEqualTo(5);
        assertThat((double) tuned.meanIterationNs()).isLessThanOrEqualTo(vendor.meanIterationNs() * 0.95);
    }

    @Test
    void tightEcnOnTheCtswsMarksMoreAndSlowsTheDcqcnAllReduce() {
        var relaxed = bench.dcqcnAllReduce(bench.ecnPlan(), false);
        var tight = bench.dcqcnAllReduce(bench.ecnPlan(), true);
        System.out.printf("32-GPU ring with DCQCN: relaxed %.2f ms (%d CNPs), tight %.2f ms (%d CNPs)%n",
                relaxed.stats().meanIterationNs() / 1e6, relaxed.cnps(), tight.stats().meanIterationNs() / 1e6, tight.cnps());

        assertThat(relaxed.stats().iterationsCompleted()).isEqualTo(5);
        assertThat(tight.stats().iterationsCompleted()).isEqualTo(5);
        assertThat(tight.cnps()).as("CNPs with the CTSWs marking from 300 KB").isGreaterThan(relaxed.cnps());
        assertThat(tight.stats().meanIterationNs()).isGreaterThan(relaxed.stats().meanIterationNs());
    }
}
