package io.nosagent.platform;

import io.nosagent.agent.security.PasswordHash;
import io.nosagent.agent.security.Role;
import io.nosagent.agent.security.User;
import io.nosagent.agent.security.UserStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code bin/nos-agent} as a user runs it, after the build packaged the jars: a client command prints
 * its table and nothing of the JVM (no "Picked up ..." line for options kept in the environment, no
 * unified-logging line), still honours those options, and starts from the AOT cache the build made
 * without ever writing one itself.
 */
class LauncherScenarioTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path CLI_JAR = ROOT.resolve("nos-agent/cli/target/nos-agent-cli.jar");
    private static final Path CACHE = ROOT.resolve("nos-agent/cli/target/nos-agent-cli.aot");
    /** A JVM unified-logging line, e.g. {@code [0.059s][warning][aot] ...}. */
    private static final Pattern JVM_LOG = Pattern.compile("^\\[[0-9.]+s\\]\\[");

    private record Run(int exit, String out, String err) {
        String both() {
            return out + err;
        }
    }

    @Test
    void aClientCommandWithJavaOptionsInTheEnvironmentPrintsItsTableAndNoLineOfTheJvm(@TempDir Path state) throws Exception {
        new UserStore(state.resolve("users.json"))
                .put(new User("admin", Role.READ_ONLY, Optional.of(PasswordHash.of("admin-pw".toCharArray(), 1000))));
        assertThat(CACHE).as("the build makes the client's AOT cache beside its jar").isRegularFile();
        assertThat(Files.getLastModifiedTime(CACHE)).isGreaterThan(Files.getLastModifiedTime(CLI_JAR));
        var cacheBefore = Files.getLastModifiedTime(CACHE);
        long cacheSize = Files.size(CACHE);

        try (var agent = AgentProcess.start(AgentArgs.run(state))) {
            assertThat(agent.awaitLine("gNMI on port", Duration.ofSeconds(120))).as(agent.console()).isTrue();
            var port = Pattern.compile("gNMI on port (\\d+)").matcher(agent.console());
            assertThat(port.find()).isTrue();

            Run show = launch(Map.of("JAVA_TOOL_OPTIONS", "-Xss2m -Dnosagent.launcher-test=\"a b\"",
                            "JDK_JAVA_OPTIONS", "-Dnosagent.launcher-test2=1"),
                    "show", "interfaces", "--target", "127.0.0.1:" + port.group(1), "--state-dir", state.toString(),
                    "-u", "admin", "--password=admin-pw");

            assertThat(show.exit()).as(show.both()).isZero();
            assertThat(show.out().lines().filter(l -> l.startsWith("eth1/"))).as(show.out()).hasSize(34);
            assertThat(show.both()).doesNotContain("Picked up");
            assertThat(show.both().lines().filter(l -> JVM_LOG.matcher(l).find())).isEmpty();
            assertThat(show.err()).isEmpty();
        }
        assertThat(Files.getLastModifiedTime(CACHE)).as("no user's command trains or rewrites the cache").isEqualTo(cacheBefore);
        assertThat(Files.size(CACHE)).isEqualTo(cacheSize);
        try (var files = Files.list(CACHE.getParent())) {
            assertThat(files.map(p -> p.getFileName().toString()).filter(n -> n.contains(".aot.") && n.endsWith("tmp"))).isEmpty();
        }
    }

    @Test
    void optionsFromTheEnvironmentStillReachTheJvm() throws Exception {
        Run run = launch(Map.of("JAVA_TOOL_OPTIONS", "-XX:+NoSuchOptionOfTheLauncherTest"), "show", "--help");

        assertThat(run.exit()).isNotZero();
        assertThat(run.err()).contains("NoSuchOptionOfTheLauncherTest").doesNotContain("Picked up");
    }

    private static Run launch(Map<String, String> env, String... args) throws IOException, InterruptedException {
        var command = new ArrayList<>(List.of("bash", ROOT.resolve("bin/nos-agent").toString()));
        command.addAll(List.of(args));
        var builder = new ProcessBuilder(command);
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().putAll(env);
        Path out = Files.createTempFile("launcher-out", ".txt");
        Path err = Files.createTempFile("launcher-err", ".txt");
        try {
            Process p = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!p.waitFor(3, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new IllegalStateException("bin/nos-agent " + String.join(" ", args) + " did not end: "
                        + Files.readString(err, StandardCharsets.UTF_8));
            }
            return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
