package io.nosagent.agent.time;

import io.nosagent.agent.AgentOptions;
import io.nosagent.sai.stats.CounterSnapshot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The stats collector on simulated time: its default period, exactly. */
class StatsInSimulatedTimeTest {

    @Test
    void theCollectorTakesTenSnapshotsPerSimulatedSecondAHundredMillisecondsApart(@TempDir Path state) {
        try (var sw = SimulatedAgent.start(1, AgentOptions.virtual("rtsw", state))) {
            var snapshots = new ArrayList<CounterSnapshot>();
            sw.agent().stats().snapshots().subscribe(snapshots::add);
            long before = sw.agent().stats().snapshot().sequence();

            sw.time().runFor(Duration.ofSeconds(1));

            assertThat(before).as("the first poll runs at boot").isEqualTo(1);
            assertThat(snapshots).extracting(CounterSnapshot::collectedAt).containsExactlyElementsOf(
                    LongStream.rangeClosed(1, 10).mapToObj(i -> sw.at(Duration.ofMillis(100 * i))).toList());
            assertThat(snapshots).extracting(CounterSnapshot::sequence).containsExactly(2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L);
            assertThat(snapshots).extracting(CounterSnapshot::took).as("polling takes no simulated time").containsOnly(0L);

            snapshots.clear();
            sw.time().runFor(Duration.ofSeconds(1));

            assertThat(snapshots).hasSize(10);
            Instant last = snapshots.getLast().collectedAt();
            assertThat(last).isEqualTo(sw.at(Duration.ofSeconds(2)));
        }
    }
}
