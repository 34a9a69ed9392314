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

    @Test
    void stopWarmSavesTheSwitchStateAndANewProcessOnAFreshVirtualAsicStartsColdFromIt(@TempDir Path state) throws Exception {
        try (var agent = AgentProcess.start(AgentArgs.run(state))) {
            assertThat(agent.awaitLine("nos-agent up", Duration.ofSeconds(90))).as(agent.console()).isTrue();

            try (var stop = AgentProcess.start("stop", "--warm", "--state-dir", state.toString())) {
                assertThat(stop.waitFor(Duration.ofSeconds(60))).as(stop.console()).isZero();
                assertThat(stop.console()).contains("stopped warm");
            }
            assertThat(agent.awaitLine("stopped warm", Duration.ofSeconds(30))).as(agent.console()).isTrue();
            assertThat(state.resolve("warmboot/sai-store.json")).isNotEmptyFile();
            assertThat(state.resolve("agent.pid")).doesNotExist();
        }
        try (var again = AgentProcess.start(AgentArgs.run(state))) {
            assertThat(again.awaitLine("nos-agent up", Duration.ofSeconds(90))).as(again.console()).isTrue();
            assertThat(again.console()).contains("warm-boot state", "ignored", "starting cold");
            assertThat(state.resolve("warmboot/sai-store.json")).doesNotExist();
            again.terminate(Duration.ofSeconds(30));
        }
    }

    @Test
    void stopWithoutARunningAgentSaysSo(@TempDir Path state) throws Exception {
        try (var stop = AgentProcess.start("stop", "--state-dir", state.toString())) {
            assertThat(stop.waitFor(Duration.ofSeconds(60))).isEqualTo(1);
            assertThat(stop.console()).contains("no agent runs with state directory");
        }
    }
}
