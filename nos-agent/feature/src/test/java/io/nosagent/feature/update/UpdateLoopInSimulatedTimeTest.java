package io.nosagent.feature.update;

import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.sim.Simulation;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class UpdateLoopInSimulatedTimeTest {

    private final Simulation sim = new Simulation(3);
    private final SimulatedTime time = new SimulatedTime(sim);

    private Instant at(Duration sinceStart) {
        return SimulatedTime.EPOCH.plus(sinceStart);
    }

    @Test
    void theUpdateLoopRunsAsEventsOnTheDrivingThreadUrgentWorkFirst() {
        try (var loop = new UpdateLoop(time)) {
            var order = new ArrayList<String>();
            Thread driver = Thread.currentThread();
            time.runFor(Duration.ofMillis(7));
            var commit = loop.submit(() -> order.add("commit"));
            var failover = loop.submitUrgent(() -> order.add("failover at " + time.now() + (Thread.currentThread() == driver
                    && sim.onSimulationThread() && loop.isUpdateThread() ? " in the simulation" : " elsewhere")));
            assertThat(order).as("nothing runs until the simulation does").isEmpty();

            time.await(commit);

            assertThat(failover).isDone();
            assertThat(order).isEqualTo(List.of("failover at " + at(Duration.ofMillis(7)) + " in the simulation", "commit"));
            assertThat(time.now()).as("update work takes no simulated time").isEqualTo(at(Duration.ofMillis(7)));
        }
    }
}
