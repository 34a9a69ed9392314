package io.nosagent.cli;

import io.nosagent.agent.AgentHost;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.gnmi.GnmiAgent;
import io.nosagent.agent.gnmi.GnmiOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.InetSocketAddress;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code nos-agent reboot} against an agent run by its host: a delayed reboot shown pending, then cancelled. */
class RebootCommandTest {

    @Test
    void aDelayedRebootIsPendingWithItsMessageUntilCancelledAndAReadOnlyUserCannotAskForOne(@TempDir Path state) {
        GnmiAgent.addUsers(state);
        try (var host = AgentHost.start(AgentOptions.virtual("rtsw", state)
                .withGnmi(GnmiOptions.defaults().withAddress(new InetSocketAddress("127.0.0.1", 0))))) {
            int port = host.agent().gnmi().orElseThrow().port();

            var asked = ClientCommandsTest.run(port, state, GnmiAgent.ADMIN, GnmiAgent.ADMIN_PASSWORD,
                    "reboot", "--delay", "10m", "--message", "optics swap");
            assertThat(asked.exit()).as(asked.err()).isZero();
            assertThat(asked.out()).contains("cold reboot in 600 s");
            var status = ClientCommandsTest.run(port, state, GnmiAgent.VIEWER, GnmiAgent.VIEWER_PASSWORD, "reboot", "--status");
            assertThat(status.out()).as(status.err()).contains("pending: COLD reboot").contains("optics swap");

            var cancelled = ClientCommandsTest.run(port, state, GnmiAgent.ADMIN, GnmiAgent.ADMIN_PASSWORD, "reboot", "--cancel");
            assertThat(cancelled.out()).as(cancelled.err()).contains("cancelled");
            assertThat(ClientCommandsTest.run(port, state, GnmiAgent.ADMIN, GnmiAgent.ADMIN_PASSWORD, "reboot", "--status").out())
                    .contains("no reboot pending").contains("reboots since the agent's process started: 0");

            var readOnly = ClientCommandsTest.run(port, state, GnmiAgent.VIEWER, GnmiAgent.VIEWER_PASSWORD, "reboot", "--warm");
            assertThat(readOnly.exit()).isNotZero();
            assertThat(readOnly.err()).contains("PERMISSION_DENIED");
            assertThat(host.reboots().status().pending()).as("nothing pending").isEmpty();
        }
    }
}
