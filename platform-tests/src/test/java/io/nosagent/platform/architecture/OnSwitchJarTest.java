package io.nosagent.platform.architecture;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarFile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The jar a switch runs ({@code nos-agent-daemon.jar}, packaged by {@code ./mvnw verify} before these tests)
 * holds the daemon and the vendor library's backend, and none of the client, the lab or the virtual ASIC.
 */
class OnSwitchJarTest {

    private static final Path DAEMON_JAR = Path.of("..", "nos-agent", "daemon", "target", "nos-agent-daemon.jar")
            .toAbsolutePath().normalize();

    @Test
    void theOnSwitchJarCarriesTheDaemonAndTheVendorBackendOnly() throws IOException {
        assertThat(DAEMON_JAR).as("packaged by ./mvnw verify").isRegularFile();
        List<String> classes;
        try (var jar = new JarFile(DAEMON_JAR.toFile())) {
            classes = jar.stream().map(e -> e.getName()).filter(n -> n.startsWith("io/nosagent/")).toList();
        }
        assertThat(classes).anyMatch(n -> n.startsWith("io/nosagent/agent/NosAgent"))
                .anyMatch(n -> n.startsWith("io/nosagent/sai/ffm/NativeSai"))
                .noneMatch(n -> n.startsWith("io/nosagent/sai/vasic/"))
                .noneMatch(n -> n.startsWith("io/nosagent/lab/"))
                .noneMatch(n -> n.startsWith("io/nosagent/cli/"));
        try (var jar = new JarFile(DAEMON_JAR.toFile())) {
            assertThat(jar.getManifest().getMainAttributes().getValue("Main-Class")).isEqualTo("io.nosagent.agent.DaemonMain");
        }
    }
}
