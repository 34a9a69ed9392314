package io.nosagent.sai.vasic.sim;

import org.junit.jupiter.api.Test;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The real-time runner drives the simulation on its own thread and takes work handed to it. */
class RealTimeRunnerTest {

    @Test
    void itRunsTheSimulationOnItsOwnThreadAndRunsSubmittedWorkThere() throws Exception {
        var sim = new Simulation(1);
        var ticks = new long[1];
        EventHandler tick = new EventHandler() {
            @Override
            public void onEvent(int kind, long arg, Object subject) {
                ticks[0]++;
                sim.scheduleIn(10_000, this, 0, 0, null);
            }
        };
        sim.schedule(0, tick, 0, 0, null);
        var thread = new CompletableFuture<String>();

        try (var runner = RealTimeRunner.start(sim)) {
            sim.submit(() -> thread.complete(Thread.currentThread().getName()));
            assertThat(thread.get(5, TimeUnit.SECONDS)).isEqualTo(RealTimeRunner.THREAD_NAME);
            long events = 0;
            while (events < 3) {
                var seen = new CompletableFuture<Long>();
                sim.submit(() -> seen.complete(sim.eventsRun()));
                events = seen.get(5, TimeUnit.SECONDS);
            }
            assertThat(runner.isRunning()).isTrue();
            assertThat(runner.failure()).isNull();
        }
        long stoppedAt = sim.now();
        Thread.sleep(20);

        assertThat(stoppedAt).isPositive();
        assertThat(sim.now()).as("nothing runs after close").isEqualTo(stoppedAt);
    }

    @Test
    void anEventThatFailsStopsTheRunnerAndIsReported() throws Exception {
        var sim = new Simulation(1);
        sim.schedule(1_000, (kind, arg, subject) -> {
            throw new IllegalStateException("boom");
        }, 0, 0, null);

        try (var runner = RealTimeRunner.start(sim)) {
            while (runner.failure() == null) {
                Thread.sleep(5);
            }
            assertThat(runner.failure()).hasMessage("boom");
        }
    }
}
