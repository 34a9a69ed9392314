package io.nosagent.platform;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every {@code nos-agent bench} subcommand as a user runs it (the packaged lab jar, its own JVM), each at
 * its smallest: stdout holds its tables and no log line, stderr no log line either (progress only),
 * and the log lines are in the file named on stderr at the end.
 */
class BenchOutputScenarioTest {

    /** A line of the agent's logback layout (or the tests'): time, level, thread or logger. */
    private static final Pattern LOG_LINE = Pattern.compile(
            "^(\\d{4}-\\d{2}-\\d{2}T)?\\d{2}:\\d{2}:\\d{2}[.,]\\d{3}\\S*\\s+(TRACE|DEBUG|INFO|WARN|ERROR)\\b");
    private static final Pattern LOG_FILE = Pattern.compile("nos-agent bench: log lines in (\\S+)");

    /** Every subcommand of BenchCommand with options that make it quick ({@code bgp} where gobgpd is installed). */
    static Stream<List<String>> benches() {
        return Stream.of(
                List.of("routes", "--routes", "2000", "--groups", "16"),
                List.of("failover", "--routes", "2000", "--groups", "16", "--failures", "2"),
                List.of("simulator", "--sim-ms", "0.2"),
                List.of("qos", "--platform", "rtsw"),
                List.of("gnmi", "--platform", "rtsw", "--subscribers", "1", "--seconds", "1", "--flips", "5", "--requests", "5"),
                List.of("collector", "--polls", "5", "--routes", "1000"),
                List.of("snapshot", "--snapshots", "1", "--routes", "1000"),
                List.of("bgp", "--prefixes", "100", "--paths", "2"),
                List.of("load-balance", "--trials", "1", "--flows", "64", "--sweep-iterations", "0"),
                List.of("fabric", "--scale", "none", "--rows", "7", "--iterations", "1"),
                List.of("cli", "--runs", "1"))
                .filter(b -> !b.getFirst().equals("bgp") || io.nosagent.routing.bgp.gobgp.GobgpDaemon.onPath().isPresent());
    }

    @ParameterizedTest(name = "bench {0}")
    @MethodSource("benches")
    void stdoutHoldsTheTablesAndTheLogLinesGoToTheFileNamedAtTheEnd(List<String> bench) throws Exception {
        var command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-jar", AgentProcess.jar().toString(), "bench"));
        command.addAll(bench);
        Path out = Files.createTempFile("bench-out", ".txt");
        Path err = Files.createTempFile("bench-err", ".txt");
        try {
            var builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
            builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
            Process p = builder.start();
            if (!p.waitFor(5, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new IllegalStateException("bench " + bench + " did not end: " + Files.readString(err));
            }
            String stdout = Files.readString(out, StandardCharsets.UTF_8);
            String stderr = Files.readString(err, StandardCharsets.UTF_8);

            assertThat(p.exitValue()).as(stderr).isZero();
            assertThat(stdout).as("the tables on stdout").isNotBlank();
            assertThat(stdout.lines().filter(l -> LOG_LINE.matcher(l).find())).as("log lines on stdout").isEmpty();
            assertThat(stderr.lines().filter(l -> LOG_LINE.matcher(l).find())).as("log lines on stderr").isEmpty();
            var named = LOG_FILE.matcher(stderr);
            assertThat(named.find()).as(stderr).isTrue();
            Path log = Path.of(named.group(1));
            assertThat(log).isRegularFile();
            Files.deleteIfExists(log);
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
