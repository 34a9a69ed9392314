package io.nosagent.cli;

import io.nosagent.agent.gnmi.GnmiAgent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code nos-agent ping} and {@code traceroute} against an agent on the virtual ASIC with no host cabled. */
class PingCommandTest {

    @Test
    void pingToAnAddressNobodyHasPrintsTotalLossANameIsRefusedAndAForeignSourceIsRefusedByBoth(@TempDir Path state) {
        try (var agent = GnmiAgent.start(state, "rtsw", g -> g.withInsecure(false))) {
            var lost = ClientCommandsTest.run(agent.port(), state, GnmiAgent.VIEWER, GnmiAgent.VIEWER_PASSWORD,
                    "ping", "10.0.3.99", "--count", "2", "--interval", "100ms", "--wait", "200ms");
            assertThat(lost.exit()).as(lost.err()).isZero();
            assertThat(lost.out()).contains("PING 10.0.3.99: 56 data bytes")
                    .contains("2 packets transmitted, 0 received, 100% packet loss").doesNotContain("bytes from");

            var named = ClientCommandsTest.run(agent.port(), state, GnmiAgent.VIEWER, GnmiAgent.VIEWER_PASSWORD, "ping", "spine1");
            assertThat(named.exit()).isNotZero();
            assertThat(named.err()).contains("INVALID_ARGUMENT").contains("destination");

            var traced = ClientCommandsTest.run(agent.port(), state, GnmiAgent.VIEWER, GnmiAgent.VIEWER_PASSWORD,
                    "traceroute", "10.0.3.99", "--max-ttl", "2", "--wait", "200ms");
            assertThat(traced.exit()).as(traced.err()).isZero();
            assertThat(traced.out()).contains("traceroute to 10.0.3.99, 2 hops max").contains(" 1  *").contains(" 2  *");

            for (String command : new String[]{"ping", "traceroute"}) { // the options both share, each command's own
                var foreign = ClientCommandsTest.run(agent.port(), state, GnmiAgent.VIEWER, GnmiAgent.VIEWER_PASSWORD,
                        command, "10.0.3.99", "--source", "10.9.9.9", "--wait", "200ms");
                assertThat(foreign.exit()).as(command).isNotZero();
                assertThat(foreign.err()).as(command).contains("INVALID_ARGUMENT").contains("source: 10.9.9.9");
            }
        }
    }
}
