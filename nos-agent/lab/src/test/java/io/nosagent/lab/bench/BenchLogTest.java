package io.nosagent.lab.bench;

import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The mechanism every {@code nos-agent bench} runs under: while it measures, log lines of any level go to a file of
 * their own and neither stdout nor stderr gets one; at the end stderr names the file.
 */
class BenchLogTest {

    @Test
    void logLinesLandInTheFileNamedOnStderrAndNeverOnTheConsole() throws Exception {
        LoggerFactory.getILoggerFactory(); // logging set up before the capture: its own start-up notes are not the bench's
        var log = LoggerFactory.getLogger("io.nosagent.bench.test");
        PrintStream out = System.out;
        PrintStream err = System.err;
        var stdout = new ByteArrayOutputStream();
        var stderr = new ByteArrayOutputStream();
        Path file;
        try {
            System.setOut(new PrintStream(stdout, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(stderr, true, StandardCharsets.UTF_8));
            try (var bench = BenchLog.open("test", System.err)) {
                file = bench.file();
                log.warn("a link went down while measuring");
                log.error("an error while measuring");
                System.out.println("the table");
            }
        } finally {
            System.setOut(out);
            System.setErr(err);
        }

        assertThat(stdout.toString(StandardCharsets.UTF_8)).isEqualTo("the table" + System.lineSeparator());
        assertThat(stderr.toString(StandardCharsets.UTF_8).strip()).isEqualTo("nos-agent bench: log lines in " + file);
        assertThat(Files.readString(file)).contains("WARN", "a link went down while measuring", "ERROR", "an error while measuring");
        Files.delete(file);
    }
}
