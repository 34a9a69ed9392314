package io.nosagent.feature;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ProgrammingOrderTest {

    private static ProgrammingStep step(String name, String... after) {
        return ProgrammingStep.of(name, delta -> { }, after);
    }

    private static List<String> names(List<ProgrammingStep> steps) {
        return steps.stream().map(ProgrammingStep::name).toList();
    }

    /** The agent's own steps, declared by features in the order the agent builds them (routing, QoS, watchdog, BGP). */
    private static List<ProgrammingStep> agentSteps() {
        return List.of(step("ports"), step("router-interfaces", "ports"), step("ecmp-hash", "ports"), step("flowlets", "ports"),
                step("routes", "router-interfaces", "ecmp-hash", "flowlets"),
                step("qos", "ports"), step("pfc-watchdog", "qos"), step("bgp", "routes"));
    }

    @Test
    void everyStepRunsAfterWhatItNames() {
        List<String> order = names(ProgrammingOrder.of(agentSteps()));

        assertThat(order).containsExactlyInAnyOrderElementsOf(names(agentSteps()));
        for (ProgrammingStep s : agentSteps()) {
            for (String before : s.after()) {
                assertThat(order.indexOf(before)).as(s.name() + " after " + before).isLessThan(order.indexOf(s.name()));
            }
        }
    }

    @Test
    void theSameFeaturesGiveTheSameOrderEveryTime() {
        assertThat(names(ProgrammingOrder.of(agentSteps()))).isEqualTo(names(ProgrammingOrder.of(agentSteps())))
                .containsExactly("ports", "router-interfaces", "ecmp-hash", "flowlets", "routes", "qos",
                        "pfc-watchdog", "bgp");
    }

    @Test
    void aDeclarationOrderDoesNotOverrideWhatAStepRunsAfter() {
        // The watchdog's feature declared first: its step still waits for QoS's.
        var steps = List.of(step("pfc-watchdog", "qos"), step("ports"), step("qos", "ports"));

        assertThat(names(ProgrammingOrder.of(steps))).containsExactly("ports", "qos", "pfc-watchdog");
    }

    @Test
    void aStepAfterOneNoFeatureDeclaresIsRefusedNamingBoth() {
        var steps = agentSteps().stream().filter(s -> !s.name().equals("qos")).toList();

        assertThatThrownBy(() -> ProgrammingOrder.of(steps)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("programming step 'pfc-watchdog' runs after 'qos', which no feature declares");
    }

    @Test
    void stepsWaitingOnEachOtherAreRefusedNamingTheCycle() {
        var steps = List.of(step("ports"), step("qos", "ports", "pfc-watchdog"), step("pfc-watchdog", "qos"));

        assertThatThrownBy(() -> ProgrammingOrder.of(steps)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("programming steps wait on each other")
                .hasMessageContaining("qos -> pfc-watchdog -> qos");
    }

    @Test
    void twoStepsOfOneNameAreRefused() {
        assertThatThrownBy(() -> ProgrammingOrder.of(List.of(step("qos"), step("qos"))))
                .hasMessageContaining("two programming steps are named 'qos'");
    }

    @Test
    void aStepCannotRunAfterItself() {
        assertThatThrownBy(() -> step("qos", "qos")).hasMessageContaining("'qos' cannot run after itself");
    }
}
