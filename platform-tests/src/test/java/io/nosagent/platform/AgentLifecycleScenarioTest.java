package io.nosagent.platform;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/** Starting and stopping the packaged agent the way an operator's init system does. */
class AgentLifecycleScenarioTest {

    @Test
    void theAgentBootsOnTheVirtualAsicAndStopsCleanlyOnSigterm(@TempDir Path state) throws Exception {
        try (var agent = AgentProcess.start(AgentArgs.run(state))) {
            assertThat(agent.awaitLine("nos-agent up", Duration.ofSeconds(90))).as(agent.console()).isTrue();

            int exit = agent.terminate(Duration.ofSeconds(30));

            assertThat(agent.console()).contains("stopped cleanly");
            assertThat(exit).as("exit code after SIGTERM").isEqualTo(143);
            assertThat(state.resolve("config/running.json")).exists();
        }
    }

    @Test
    void aBadStartupConfigStopsTheAgentWithTheErrorAndNoRunningConfig(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("startup.json");
        Files.writeString(bad, "{ \"openconfig-interfaces:interfaces\": { \"interface\": [ { \"name\": \"eth1/99/1\", "
                + "\"config\": { \"name\": \"eth1/99/1\", \"type\": \"iana-if-type:ethernetCsmacd\" } } ] } }");
        Path state = dir.resolve("state");

        try (var agent = AgentProcess.start(AgentArgs.run(state, "--config", bad.toString()))) {
            assertThat(agent.awaitLine("unknown interface 'eth1/99/1'", Duration.ofSeconds(90))).as(agent.console()).isTrue();
            int exit = agent.terminate(Duration.ofSeconds(30));

            assertThat(exit).isEqualTo(2);
            assertThat(state.resolve("config/running.json")).doesNotExist();
        }
    }
}
