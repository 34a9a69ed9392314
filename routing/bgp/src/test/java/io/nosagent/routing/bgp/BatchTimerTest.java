package io.nosagent.routing.bgp;

import io.nosagent.routing.bgp.frr.FpmRoutes;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.sim.Simulation;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** When a batch of watch events is programmed, on the simulated clock: 20 ms of quiet, or 1 s at most. */
class BatchTimerTest {

    private final SimulatedTime time = new SimulatedTime(new Simulation(1));
    private final List<Duration> dueAt = new ArrayList<>();
    private final BatchTimer timer = new BatchTimer(time, FpmRoutes.QUIET, FpmRoutes.MAX_HOLD, () -> {
        dueAt.add(Duration.between(SimulatedTime.EPOCH, time.now()));
        timer().taken(); // what the drain does
    });

    private BatchTimer timer() {
        return timer;
    }

    private void eventAt(Duration at) {
        time.schedule(at.minus(Duration.between(SimulatedTime.EPOCH, time.now())), timer::event);
    }

    private void runFor(Duration d) {
        time.runUntil(SimulatedTime.EPOCH.plus(d));
    }

    @Test
    void aSingleChangeIsDueAfterTheQuietTime() {
        eventAt(Duration.ofMillis(100));
        runFor(Duration.ofSeconds(5));

        assertThat(dueAt).containsExactly(Duration.ofMillis(120));
    }

    @Test
    void aBurstIsOneBatchDueWhenItPauses() {
        for (int ms = 0; ms <= 300; ms += 5) {
            eventAt(Duration.ofMillis(ms));
        }
        runFor(Duration.ofSeconds(5));

        assertThat(dueAt).containsExactly(Duration.ofMillis(320));
    }

    @Test
    void aStreamWithoutPauseIsProgrammedEverySecondAndAtItsEnd() {
        for (int ms = 0; ms <= 2500; ms += 10) {
            eventAt(Duration.ofMillis(ms));
        }
        runFor(Duration.ofSeconds(5));

        assertThat(dueAt).containsExactly(Duration.ofMillis(1000), Duration.ofMillis(2010), Duration.ofMillis(2520));
    }

    @Test
    void anEventAfterTheBatchWasTakenStartsTheNextOne() {
        eventAt(Duration.ofMillis(0));
        eventAt(Duration.ofMillis(500));
        runFor(Duration.ofSeconds(5));

        assertThat(dueAt).containsExactly(Duration.ofMillis(20), Duration.ofMillis(520));
    }
}
