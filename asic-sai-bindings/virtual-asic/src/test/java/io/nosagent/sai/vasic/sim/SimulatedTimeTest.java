package io.nosagent.sai.vasic.sim;

import io.nosagent.sai.time.Timer;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.concurrent.CompletableFuture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The simulation as the agent's time source: exact instants, events on the simulation's thread, no thread of its own. */
class SimulatedTimeTest {

    private final Simulation sim = new Simulation(3);
    private final SimulatedTime time = new SimulatedTime(sim);

    private Instant at(Duration sinceStart) {
        return SimulatedTime.EPOCH.plus(sinceStart);
    }

    @Test
    void aTaskRunsAtExactlyItsDelayInSimulatedTime() {
        var ranAt = new ArrayList<Instant>();
        time.schedule(Duration.ofSeconds(90), () -> ranAt.add(time.now()));

        time.runUntil(at(Duration.ofSeconds(90).minusNanos(1)));
        assertThat(ranAt).isEmpty();
        time.runUntil(at(Duration.ofSeconds(90)));

        assertThat(ranAt).containsExactly(at(Duration.ofSeconds(90)));
    }

    @Test
    void aPeriodicTaskRunsEveryPeriodEvenWhenItThrowsAndStopsWhenCancelled() {
        var ranAt = new ArrayList<Long>();
        Timer timer = time.scheduleAtFixedRate(Duration.ZERO, Duration.ofMillis(100), () -> {
            ranAt.add(time.nanoTime());
            throw new IllegalStateException("a task bug");
        });

        time.runFor(Duration.ofMillis(350));
        timer.cancel();
        time.runFor(Duration.ofSeconds(1));

        assertThat(ranAt).containsExactly(0L, 100_000_000L, 200_000_000L, 300_000_000L);
    }

    @Test
    void awaitRunsTheSimulationUntilTheWorkIsDoneAndNoFurther() {
        var answer = new CompletableFuture<String>();
        time.schedule(Duration.ofSeconds(2), () -> answer.complete("at " + time.now()));

        assertThat(time.await(answer)).isEqualTo("at " + at(Duration.ofSeconds(2)));
        assertThat(time.now()).as("an idle simulation jumps straight to the event").isEqualTo(at(Duration.ofSeconds(2)));
    }

    @Test
    void awaitRefusesWhatCannotWork() {
        var never = new CompletableFuture<String>();
        assertThatThrownBy(() -> time.await(never)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("nothing is left to simulate");

        time.scheduleAtFixedRate(Duration.ZERO, Duration.ofMinutes(1), () -> { });
        var impatient = new SimulatedTime(sim, SimulatedTime.EPOCH, Duration.ofMillis(1), Duration.ofMinutes(5));
        assertThatThrownBy(() -> impatient.await(never)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("not done after PT5M of simulated time");

        var inside = new ArrayList<Throwable>();
        time.schedule(Duration.ZERO, () -> {
            try {
                time.await(never);
            } catch (IllegalStateException e) {
                inside.add(e);
            }
        });
        time.runFor(Duration.ZERO);
        assertThat(inside).singleElement().extracting(Throwable::getMessage).asString().contains("would wait for itself");
    }
}
