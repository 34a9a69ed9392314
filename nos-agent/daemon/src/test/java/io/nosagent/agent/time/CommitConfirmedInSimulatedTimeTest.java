package io.nosagent.agent.time;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.gnmi.paths.AgentStateHandler.PendingCommit;
import io.nosagent.agent.gnmi.set.ConfirmedCommits;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.PortAttr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/** Commit-confirmed on simulated time: the rollback fires at its deadline to the nanosecond, in no wall time to speak of. */
class CommitConfirmedInSimulatedTimeTest {

    @Test
    void anUnconfirmedCommitRollsBackAtExactlyItsSimulatedDeadline(@TempDir Path state) {
        long wallStart = System.nanoTime();
        try (var sw = SimulatedAgent.start(1, AgentOptions.virtual("rtsw", state));
             var confirmed = new ConfirmedCommits(sw.agent().intent(), sw.time(), state.resolve("pending-commit.json"))) {
            var intent = sw.agent().intent();
            SwitchIntent before = intent.current();
            sw.time().runFor(Duration.ofSeconds(5));

            confirmed.run(new ConfirmedCommits.Action.Commit("c1", Duration.ofSeconds(90)), true, () -> {
                SwitchIntent from = intent.current();
                sw.time().await(intent.commit(i -> i.withInterface(i.interfaceNamed("eth1/1/1").orElseThrow().withMtu(4000)),
                        "mtu 4000, to be confirmed"));
                return from;
            });
            SwitchIntent changed = intent.current();
            Instant deadline = sw.at(Duration.ofSeconds(95));
            assertThat(confirmed.pending()).map(PendingCommit::rollbackAt).contains(deadline);

            sw.time().runUntil(deadline.minusNanos(1));
            assertThat(confirmed.pending()).as("still waiting 1 ns before the deadline").isPresent();
            assertThat(intent.current()).isEqualTo(changed);
            assertThat(programmedMtu(sw)).isEqualTo(4000);

            sw.time().runUntil(deadline);
            assertThat(confirmed.pending()).as("rolled back at the deadline").isEmpty();
            assertThat(intent.current()).isEqualTo(before);
            assertThat(intent.running().orElseThrow().note()).contains("'c1' not confirmed in time: rolled back");
            assertThat(programmedMtu(sw)).isEqualTo(9100);
            assertThat(sw.time().now()).isEqualTo(deadline);
        }
        assertThat(Duration.ofNanos(System.nanoTime() - wallStart))
                .as("95 s of agent life in a small part of the wall time it stands for").isLessThan(Duration.ofSeconds(10));
    }

    /** Commits {@code mtu} on eth1/1/1 as commit {@code id}, to be confirmed within {@code after}. */
    private static void commitMtu(SimulatedAgent sw, ConfirmedCommits confirmed, String id, Duration after, int mtu) {
        var intent = sw.agent().intent();
        confirmed.run(new ConfirmedCommits.Action.Commit(id, after), true, () -> {
            SwitchIntent from = intent.current();
            sw.time().await(intent.commit(i -> i.withInterface(i.interfaceNamed("eth1/1/1").orElseThrow().withMtu(mtu)),
                    "mtu " + mtu + ", to be confirmed"));
            return from;
        });
    }

    @Test
    void aPendingCommitSurvivesARestartAndRollsBackAtItsDeadlineOrCanStillBeConfirmed(@TempDir Path state) {
        Path file = state.resolve("pending-commit.json");
        var options = AgentOptions.virtual("rtsw", state);
        try (var sw = SimulatedAgent.start(1, options); var confirmed = new ConfirmedCommits(sw.agent().intent(), sw.time(), file)) {
            commitMtu(sw, confirmed, "c5", Duration.ofSeconds(40), 4000);
            sw.time().runFor(Duration.ofSeconds(10));
        } // the agent stops with c5 unconfirmed

        try (var sw = SimulatedAgent.start(1, options); var confirmed = new ConfirmedCommits(sw.agent().intent(), sw.time(), file)) {
            assertThat(programmedMtu(sw)).as("the unconfirmed change is what the agent starts with").isEqualTo(4000);
            confirmed.restore();
            assertThat(confirmed.pending()).as("c5 still waits").map(PendingCommit::id).contains("c5");
            sw.time().runFor(Duration.ofSeconds(41));
            assertThat(confirmed.pending()).isEmpty();
            assertThat(programmedMtu(sw)).as("rolled back within its 40 s").isEqualTo(9100);
            assertThat(sw.agent().intent().running().orElseThrow().note()).contains("'c5' not confirmed in time: rolled back");
            assertThat(file).doesNotExist();

            commitMtu(sw, confirmed, "c6", Duration.ofSeconds(40), 5000);
        }
        try (var sw = SimulatedAgent.start(1, options); var confirmed = new ConfirmedCommits(sw.agent().intent(), sw.time(), file)) {
            confirmed.restore();
            confirmed.run(new ConfirmedCommits.Action.Confirm("c6"), false, () -> {
                throw new AssertionError("a confirm applies nothing");
            });
            sw.time().runFor(Duration.ofMinutes(2));
            assertThat(programmedMtu(sw)).as("confirmed after the restart: kept").isEqualTo(5000);
            assertThat(file).doesNotExist();
        }
    }

    @Test
    void aPendingCommitWhoseDeadlinePassedWhileTheAgentWasDownRollsBackAtOnce(@TempDir Path state) {
        Path file = state.resolve("pending-commit.json");
        var options = AgentOptions.virtual("rtsw", state);
        try (var sw = SimulatedAgent.start(1, options); var confirmed = new ConfirmedCommits(sw.agent().intent(), sw.time(), file)) {
            commitMtu(sw, confirmed, "c7", Duration.ofSeconds(40), 4000);
        }
        // The agent was down past the deadline: the next start's clock is 10 minutes on.
        var later = new io.nosagent.sai.vasic.sim.SimulatedTime(new io.nosagent.sai.vasic.sim.Simulation(1));
        later.runFor(Duration.ofMinutes(10));
        try (var sw = SimulatedAgent.start(later, options); var confirmed = new ConfirmedCommits(sw.agent().intent(), sw.time(), file)) {
            confirmed.restore();
            sw.time().runFor(Duration.ofMillis(1));
            assertThat(confirmed.pending()).isEmpty();
            assertThat(programmedMtu(sw)).isEqualTo(9100);
            assertThat(file).doesNotExist();
        }
    }

    @Test
    void anUnreadablePendingCommitFileIsKeptAsideAndRollsNothingBack(@TempDir Path state) throws Exception {
        Path file = state.resolve("pending-commit.json");
        java.nio.file.Files.createDirectories(state);
        java.nio.file.Files.writeString(file, "{\"id\": \"c8\", \"rollback-to-ver");
        try (var sw = SimulatedAgent.start(1, AgentOptions.virtual("rtsw", state));
             var confirmed = new ConfirmedCommits(sw.agent().intent(), sw.time(), file)) {
            long version = sw.agent().intent().version();
            confirmed.restore();
            sw.time().runFor(Duration.ofSeconds(1));
            assertThat(confirmed.pending()).isEmpty();
            assertThat(sw.agent().intent().version()).isEqualTo(version);
            assertThat(file).doesNotExist();
            assertThat(state.resolve("pending-commit.json.corrupt")).content().startsWith("{\"id\": \"c8\"");
        }
    }

    private static long programmedMtu(SimulatedAgent sw) {
        long port = sw.agent().switchHandle().portId("eth1/1/1").orElseThrow();
        return ((AttrValue.U32) sw.agent().sai().get(ObjectType.PORT, port, PortAttr.MTU)).value();
    }
}
