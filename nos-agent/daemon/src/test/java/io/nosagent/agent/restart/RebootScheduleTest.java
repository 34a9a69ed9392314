package io.nosagent.agent.restart;

import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.sim.Simulation;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A pending reboot on simulated time: it runs at its deadline to the nanosecond, not before, and never once cancelled. */
class RebootScheduleTest {

    private final SimulatedTime time = new SimulatedTime(new Simulation(1));
    private final LinkedBlockingQueue<Reboot> ran = new LinkedBlockingQueue<>();
    private final RebootSchedule schedule = new RebootSchedule(time, ran::add);

    @Test
    void aDelayedRebootWaitsItsDelayThenRunsOnceAndIsCounted() throws Exception {
        var asked = schedule.request(Reboot.Method.COLD, Duration.ofSeconds(3), "maintenance");
        assertThat(asked.when()).isEqualTo(time.now().plusSeconds(3));

        time.runFor(Duration.ofSeconds(3).minusNanos(1));
        assertThat(ran.poll(200, TimeUnit.MILLISECONDS)).as("1 ns early").isNull();
        assertThat(schedule.status().pending()).contains(asked);

        time.runFor(Duration.ofNanos(1));
        assertThat(ran.poll(10, TimeUnit.SECONDS)).isEqualTo(asked);
        var status = schedule.status();
        assertThat(status.pending()).isEmpty();
        assertThat(status.count()).isEqualTo(1);
        assertThat(status.last()).contains(asked);
    }

    @Test
    void aCancelledRebootNeverRunsAndOnlyOneMayBePending() throws Exception {
        schedule.request(Reboot.Method.WARM, Duration.ofSeconds(1), "");
        assertThatThrownBy(() -> schedule.request(Reboot.Method.COLD, Duration.ZERO, "now"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("WARM reboot is already pending");

        assertThat(schedule.cancel("not today")).isTrue();
        time.runFor(Duration.ofSeconds(2));

        assertThat(ran.poll(200, TimeUnit.MILLISECONDS)).isNull();
        assertThat(schedule.status().count()).isZero();
        assertThat(schedule.cancel("again")).as("nothing left to cancel").isFalse();
    }
}
