package io.nosagent.agent.optics;

import io.nosagent.feature.AgentProblem;
import io.nosagent.feature.AgentProblem.Severity;
import io.nosagent.sai.observe.Published;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.sim.Simulation;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A degrading optic on simulated time: its lane fades step by step, alarms WARNING then CRITICAL, and clears once repaired. */
class OpticAlarmsTest {

    private final SimulatedTime time = new SimulatedTime(new Simulation(1));
    private final Clock clock = time.clock();
    private final SimulatedOptics optics = SimulatedOptics.of(new PlatformLoader().load("rtsw"), clock);
    private final Published<Object> ticks = new Published<>("ticks");
    private final Published<AgentProblem> problems = new Published<>("problems");
    private final List<AgentProblem> seen = new ArrayList<>();

    private OpticAlarms alarms() {
        problems.subscribe(seen::add);
        return new OpticAlarms(optics, p -> "transceiver-" + p, ticks, problems, clock);
    }

    private double rx(String port, int lane) {
        return optics.lanes(optics.optic(port).orElseThrow()).get(lane).inputDbm();
    }

    @Test
    void healthyLanesSitNearTheirOperatingPointAndDriftALittle() {
        var optic = optics.optic("eth1/1/1").orElseThrow();
        var before = optics.lanes(optic);
        time.runFor(Duration.ofSeconds(1));
        var after = optics.lanes(optic);

        assertThat(before).hasSize(optic.lanes());
        for (int i = 0; i < before.size(); i++) {
            assertThat(before.get(i).inputDbm()).isBetween(-1.8, -0.2);
            assertThat(before.get(i).outputDbm()).isBetween(0.4, 1.6);
            assertThat(before.get(i).biasMilliamps()).isBetween(7.0, 8.0);
            assertThat(Math.abs(after.get(i).inputDbm() - before.get(i).inputDbm())).isLessThanOrEqualTo(0.21);
        }
        assertThat(before).isNotEqualTo(after);
        assertThat(optic.formFactor()).isEqualTo("QSFP56_DD");
    }

    @Test
    void aDegradingLaneFadesStepByStepWhileTheOthersStay() {
        double lane2 = rx("eth1/1/1", 2);
        double lane0 = rx("eth1/1/1", 0);

        optics.degrade("eth1/1/1", OptionalInt.of(2));
        double firstStep = rx("eth1/1/1", 2);
        time.runFor(Duration.ofSeconds(3));

        assertThat(firstStep).isCloseTo(lane2 - SimulatedOptics.STEP_DB, org.assertj.core.data.Offset.offset(0.25));
        assertThat(rx("eth1/1/1", 2)).isCloseTo(lane2 - 4 * SimulatedOptics.STEP_DB, org.assertj.core.data.Offset.offset(0.25));
        assertThat(rx("eth1/1/1", 0)).isCloseTo(lane0, org.assertj.core.data.Offset.offset(0.25));
        time.runFor(Duration.ofSeconds(60));
        assertThat(optics.lanes(optics.optic("eth1/1/1").orElseThrow()).get(2).dark()).isTrue();
    }

    @Test
    void aFadingOpticAlarmsWarningThenCriticalAndMarksItsTransceiverUntilRepaired() throws Exception {
        try (var alarms = alarms()) {
            optics.degrade("eth1/3/1", OptionalInt.empty());
            ticks.publish(1);
            assertThat(seen).as("one step down is still well above the warning threshold").isEmpty();
            assertThat(alarms.faults().get()).isEmpty();

            time.runFor(Duration.ofSeconds(4)); // 5 steps: about -11 dBm, below -9
            ticks.publish(2);
            assertThat(seen).hasSize(1);
            assertThat(seen.getLast().active()).isTrue();
            assertThat(seen.getLast().severity()).isEqualTo(Severity.WARNING);
            assertThat(seen.getLast().id()).isEqualTo("OPTIC_RX_POWER_LOW eth1/3/1");
            assertThat(seen.getLast().resource()).isEqualTo("/components/component[name=transceiver-eth1/3/1]");
            assertThat(alarms.faults().get()).singleElement()
                    .satisfies(f -> assertThat(f.resource()).isEqualTo("/components/component[name=transceiver-eth1/3/1]"));

            time.runFor(Duration.ofSeconds(2)); // 7 steps: about -15 dBm, below -12
            ticks.publish(3);
            assertThat(seen).hasSize(2);
            assertThat(seen.getLast().severity()).isEqualTo(Severity.CRITICAL);
            assertThat(seen.getLast().active()).isTrue();

            optics.repair("eth1/3/1");
            ticks.publish(4);
            assertThat(seen).hasSize(3);
            assertThat(seen.getLast().active()).isFalse();
            assertThat(alarms.faults().get()).isEmpty();
            assertThat(rx("eth1/3/1", 0)).isGreaterThan(-2.0);
        }
    }

    @Test
    void anUnknownPortOrLaneIsRefusedByName() {
        assertThatThrownBy(() -> optics.degrade("eth9/9/9", OptionalInt.empty())).hasMessageContaining("eth9/9/9");
        int lanes = optics.optic("eth1/1/1").orElseThrow().lanes();
        assertThatThrownBy(() -> optics.degrade("eth1/1/1", OptionalInt.of(lanes))).hasMessageContaining("lane " + lanes);
        assertThat(optics.degraded()).isEmpty();
    }
}
