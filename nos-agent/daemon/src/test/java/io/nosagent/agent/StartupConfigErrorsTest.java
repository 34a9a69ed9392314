package io.nosagent.agent;

import io.nosagent.config.ConfigException;
import io.nosagent.agent.update.TestFiles;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A bad startup file names what is wrong and changes nothing the agent had. */
class StartupConfigErrorsTest {

    @TempDir
    Path dir;
    private Path state;
    private byte[] runningBefore;

    @BeforeEach
    void anAgentRanOnceWithAGoodConfig() throws IOException {
        state = dir.resolve("state");
        var good = TestFiles.startupConfig(dir, "eth1/17/1", "10.1.0.0/31");
        NosAgent.start(AgentOptions.virtual("rtsw", state).withConfig(good)).close();
        runningBefore = Files.readAllBytes(state.resolve("config/running.json"));
    }

    private void assertRunningConfigUnchanged() throws IOException {
        assertThat(Files.readAllBytes(state.resolve("config/running.json"))).isEqualTo(runningBefore);
    }

    @Test
    void aSyntaxErrorNamesLineAndColumn() throws IOException {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\n  \"openconfig-interfaces:interfaces\": {\n    \"interface\": [ { \"name\": \"eth1/1/1\", }\n");

        assertThatThrownBy(() -> NosAgent.start(AgentOptions.virtual("rtsw", state).withConfig(bad)))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining(bad.toString())
                .hasMessageContaining("line 3");
        assertRunningConfigUnchanged();
    }

    @Test
    void anUnknownInterfaceNamesItsPathAndValue() throws IOException {
        var bad = TestFiles.startupConfig(dir, "eth1/99/1", "10.1.0.0/31");

        assertThatThrownBy(() -> NosAgent.start(AgentOptions.virtual("rtsw", state).withConfig(bad)))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining("/openconfig-interfaces:interfaces/interface[name=eth1/99/1]")
                .hasMessageContaining("'eth1/99/1'");
        assertRunningConfigUnchanged();
    }

    @Test
    void anInvalidAddressNamesItsPathAndValue() throws IOException {
        var bad = TestFiles.startupConfig(dir, "eth1/17/1", "10.1.0.300/31");

        assertThatThrownBy(() -> NosAgent.start(AgentOptions.virtual("rtsw", state).withConfig(bad)))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining("address[ip=10.1.0.300]")
                .hasMessageContaining("'10.1.0.300'");
        assertRunningConfigUnchanged();
    }

    @Test
    void aGnmiPortInUseRefusesTheStartBeforeAnythingIsProgrammedOrPersisted() throws IOException {
        Path other = TestFiles.startupConfig(dir, "eth1/18/1", "10.1.0.2/31");
        try (var busy = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            var address = new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), busy.getLocalPort());
            var options = AgentOptions.virtual("rtsw", state).withConfig(other)
                    .withGnmi(io.nosagent.agent.gnmi.GnmiOptions.defaults().withAddress(address).withInsecure(true));

            assertThatThrownBy(() -> NosAgent.start(options)).isInstanceOf(java.io.UncheckedIOException.class)
                    .hasMessageContaining("cannot listen on").hasMessageContaining(String.valueOf(busy.getLocalPort()))
                    .hasMessageContaining("nothing was programmed or persisted");
        }
        assertRunningConfigUnchanged();
    }
}
