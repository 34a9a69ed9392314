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
             var confirmed = new ConfirmedCommits(sw.agent().intent(), sw.time())) {
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

    private static long programmedMtu(SimulatedAgent sw) {
        long port = sw.agent().switchHandle().portId("eth1/1/1").orElseThrow();
        return ((AttrValue.U32) sw.agent().sai().get(ObjectType.PORT, port, PortAttr.MTU)).value();
    }
}
