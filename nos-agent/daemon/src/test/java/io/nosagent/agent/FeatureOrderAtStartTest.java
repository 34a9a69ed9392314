package io.nosagent.agent;

import io.nosagent.feature.Feature;
import io.nosagent.feature.ProgrammingStep;
import io.nosagent.qos.QosFeature;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The agent orders every feature's programmers from what they declare, and refuses to start when it cannot. */
class FeatureOrderAtStartTest {

    @TempDir
    Path state;

    /** A feature with one step running after {@code after}. */
    private static Feature feature(String step, String... after) {
        return new Feature() {
            @Override
            public String name() {
                return step + "-feature";
            }

            @Override
            public List<ProgrammingStep> programmers() {
                return List.of(ProgrammingStep.of(step, delta -> { }, after));
            }
        };
    }

    @Test
    void aStepAfterOneNoFeatureDeclaresStopsTheStartNamingIt() {
        var options = AgentOptions.virtual("rtsw", state).withFeature(c -> feature("greeting", "lldp"));

        assertThatThrownBy(() -> NosAgent.start(options)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("programming step 'greeting' runs after 'lldp', which no feature declares");
    }

    @Test
    void stepsWaitingOnEachOtherStopTheStartNamingTheCycle() {
        var options = AgentOptions.virtual("rtsw", state)
                .withFeature(c -> feature("greeting", QosFeature.QOS, "farewell"))
                .withFeature(c -> feature("farewell", "greeting"));

        assertThatThrownBy(() -> NosAgent.start(options)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("programming steps wait on each other")
                .hasMessageContaining("greeting -> farewell -> greeting");
    }
}
