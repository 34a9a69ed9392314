package io.nosagent.agent.time;

import io.nosagent.agent.AgentOptions;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.sai.ffm.NativeCallTrace;
import io.nosagent.sai.stats.CounterSnapshot;
import io.nosagent.sai.stats.PortCounter;
import io.nosagent.sai.stats.PortCounters;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.sim.Simulation;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Deterministic simulation: the agent on an RTSW virtual ASIC in simulation mode, sixteen hosts running
 * AllReduce, a config change and two link faults at fixed simulated instants. The same seed replays
 * the run exactly (every SAI call at the same instant, every counter snapshot, every port event); a
 * different seed does not.
 */
class DeterministicScenarioTest {

    /** What a run leaves behind, as text: one line per SAI call, counter snapshot and port event. */
    private record Run(List<String> saiCalls, List<String> snapshots, List<String> portEvents, CounterSnapshot last) {
    }

    @Test
    void theSameSeedReplaysSaiCallsCountersAndEventTimesExactlyAndAnotherSeedDoesNot(@TempDir Path dir) {
        Run first = scenario(7, dir.resolve("first"));
        Run again = scenario(7, dir.resolve("again"));
        Run otherSeed = scenario(8, dir.resolve("other"));

        assertThat(first.saiCalls()).as("SAI calls, gets and stats reads included").hasSizeGreaterThan(10_000)
                .anyMatch(line -> line.contains(" op=get_stats ")).anyMatch(line -> line.contains(" op=get "));
        assertThat(first.snapshots()).as("a snapshot every 100 ms for 2 s, after the one at boot").hasSize(20);
        assertThat(first.last().port("eth1/1/1").orElseThrow().get(PortCounter.IN_OCTETS)).as("traffic was counted").isPositive();
        // Both came up at boot (the first flap), so going down is their second.
        assertThat(first.portEvents()).as("the disabled host port and the cut link go down at their instants")
                .containsExactly("PortStatus[interfaceName=eth1/16/1, up=false, lastChange=2025-01-01T00:00:00.500Z, flaps=2]",
                        "PortStatus[interfaceName=eth1/3/1, up=false, lastChange=2025-01-01T00:00:01.500Z, flaps=2]");

        assertThat(firstDifference(again.saiCalls(), first.saiCalls())).as("SAI call trace").isEmpty();
        assertThat(firstDifference(again.snapshots(), first.snapshots())).as("counter snapshots").isEmpty();
        assertThat(again.portEvents()).isEqualTo(first.portEvents());

        assertThat(firstDifference(otherSeed.snapshots(), first.snapshots())).as("another seed, other losses").isPresent();
    }

    /**
     * Boot at 0; hosts start AllReduce; at 0.5 s a commit disables eth1/16/1; at 1 s the link of
     * eth1/2/1 starts losing 1% of its frames (which ones depends on the seed); at 1.5 s the link of
     * eth1/3/1 is cut; the run ends at 2 s.
     */
    private static Run scenario(long seed, Path state) {
        var calls = new ArrayList<String>();
        var snapshots = new ArrayList<String>();
        var events = new ArrayList<String>();
        var time = new SimulatedTime(new Simulation(seed));
        var options = AgentOptions.virtual("rtsw", state)
                .withSaiCalls(call -> calls.add(time.nanoTime() + " ns " + NativeCallTrace.format(calls.size() + 1, call)));
        try (var sw = SimulatedAgent.start(time, options)) {
            var agent = sw.agent();
            agent.stats().snapshots().subscribe(s -> snapshots.add(format(s)));
            agent.portStatus().changes().subscribe(s -> events.add(s.toString()));
            try (var hosts = SimulatedHosts.start(sw.asic(), agent.intent().current(), TrafficPattern.ALLREDUCE, sw.sim())) {
                time.runUntil(sw.at(Duration.ofMillis(500)));
                time.await(agent.intent().commit(i -> i.withInterface(i.interfaceNamed("eth1/16/1").orElseThrow()
                        .withEnabled(false)), "take host 16 out"));
                time.runUntil(sw.at(Duration.ofSeconds(1)));
                var lossy = hosts.host("eth1/2/1").orElseThrow();
                hosts.inject(f -> f.lossy(lossy.link(), lossy, 0.01));
                time.runUntil(sw.at(Duration.ofMillis(1500)));
                var cut = hosts.host("eth1/3/1").orElseThrow();
                hosts.inject(f -> f.linkDown(cut.link()));
                time.runUntil(sw.at(Duration.ofSeconds(2)));
            }
            return new Run(calls, snapshots, events, agent.stats().snapshot());
        }
    }

    private static String format(CounterSnapshot s) {
        var sb = new StringBuilder().append(s.sequence()).append(' ').append(s.collectedAt()).append(" took ").append(s.took());
        for (PortCounters p : s.ports().values()) {
            sb.append(' ').append(p.interfaceName()).append(Arrays.toString(p.values()))
                    .append(p.queues()).append(p.priorityGroups());
        }
        return sb.toString();
    }

    /** Where two texts first differ, for a readable failure instead of megabytes of diff. */
    private static Optional<String> firstDifference(List<String> actual, List<String> expected) {
        for (int i = 0; i < Math.min(actual.size(), expected.size()); i++) {
            if (!actual.get(i).equals(expected.get(i))) {
                return Optional.of("line " + (i + 1) + ": " + actual.get(i) + "\n  expected: " + expected.get(i));
            }
        }
        return actual.size() == expected.size() ? Optional.empty()
                : Optional.of(actual.size() + " lines, expected " + expected.size());
    }
}
