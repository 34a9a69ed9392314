package io.nosagent.platform;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A {@code nos-agent bench} as a user runs it (the packaged lab jar, its own JVM): stdout holds its tables and no
 * log line, stderr no log line either (progress only), and the log lines are in the file named on stderr at the end.
 * Every bench runs under the same {@code BenchLog} (tested alone in the lab's {@code BenchLogTest}); this runs one
 * whole, {@code bench failover} at a small size, whose link failures make the agent log warnings.
 */
class BenchOutputScenarioTest {

    /** A line of the agent's logback layout (or the tests'): time, level, thread or logger. */
    private static final Pattern LOG_LINE = Pattern.compile(
            "^(\\d{4}-\\d{2}-\\d{2}T)?\\d{2}:\\d{2}:\\d{2}[.,]\\d{3}\\S*\\s+(TRACE|DEBUG|INFO|WARN|ERROR)\\b");
    private static final Pattern LOG_FILE = Pattern.compile("nos-agent bench: log lines in (\\S+)");

    @Test
    void stdoutHoldsTheTablesAndTheLogLinesGoToTheFileNamedAtTheEnd() throws Exception {
        List<String> bench = List.of("failover", "--routes", "2000", "--groups", "16", "--failures", "2");
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
            assertThat(Files.readAllLines(log)).as("the agent's log lines, in the file").anyMatch(l -> LOG_LINE.matcher(l).find())
                    .anyMatch(l -> l.contains("WARN"));
            Files.deleteIfExists(log);
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
