package io.nosagent.lab.bench;

import io.nosagent.lab.fabric.ZonePlan;
import io.nosagent.lab.fabric.ZoneTemplate;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Rows 4 and 5 of {@code bench fabric}, small: every switch with its agent's shipped QoS. */
class FabricBenchQosRowsTest {

    @Test
    void aTunedVoqCreditRampOnTheCtswsCompletesTheSmallCollectiveAtLeastFivePercentSooner() {
        var plan = new ZonePlan(ZoneTemplate.defaults());
        var sweep = new VoqCreditSweep(plan, List.of(1L), 5, List.of(VoqCreditSweep.TUNED), List.of(64L * 1024)).run();
        var tuned = sweep.getFirst();
        System.out.printf("small ring through the CTSWs: %.1f us at the defaults, %.1f%% sooner tuned%n",
                tuned.defaultMicros().mean(), tuned.gainPercent().mean());

        assertThat(tuned.incomplete()).isZero();
        assertThat(tuned.gainPercent().mean()).isGreaterThanOrEqualTo(5);
    }

    @Test
    void tightEcnOnTheCtswsMarksMoreAndSlowsTheDcqcnAllReduceWhereTheCtswsQueue() {
        // 4 racks of 8 NICs under 4 CTSWs: 4 x 400G of uplinks for 8 x 400G of NICs per rack, so the CTSWs queue
        var plan = new ZonePlan(ZoneTemplate.defaults().withSize(4, 4, 1, 8));
        var pair = new FabricBench(plan.template(), 1, 1, 5, List.of()).ecn(plan).getFirst();
        System.out.printf("32-GPU ring with DCQCN: relaxed %.2f ms (%d CNPs), tight %.2f ms (%d CNPs)%n",
                pair.relaxed().ring().meanIterationMicros() / 1e3, pair.relaxed().cnps(),
                pair.tight().ring().meanIterationMicros() / 1e3, pair.tight().cnps());

        assertThat(pair.completed()).isTrue();
        assertThat(pair.tight().cnps()).as("CNPs with the CTSWs marking from 300 KB").isGreaterThan(pair.relaxed().cnps());
        assertThat(pair.tight().ring().meanIterationMicros()).isGreaterThan(pair.relaxed().ring().meanIterationMicros());
    }
}
