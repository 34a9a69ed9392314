package io.nosagent.lab.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a benchmark's log lines go: a file of their own, named on stderr when the benchmark ends, so
 * the terminal holds the tables (stdout) and progress (stderr) and nothing else.
 */
public final class BenchLog implements AutoCloseable {

    private final Path file;
    private final PrintStream progress;
    private final AutoCloseable console;

    private BenchLog(Path file, PrintStream progress, AutoCloseable console) {
        this.file = file;
        this.progress = progress;
        this.console = console;
    }

    /** Sends the log lines of benchmark {@code bench} to a new file in the temporary directory; names it on {@code progress} at the end. */
    public static BenchLog open(String bench, PrintStream progress) {
        try {
            return open(Files.createTempFile("nos-agent-bench-" + bench + "-", ".log"), progress);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the benchmark's log file", e);
        }
    }

    /** Sends the log lines to {@code file} (appended) until closed; names it on {@code progress} at the end. */
    public static BenchLog open(Path file, PrintStream progress) {
        return new BenchLog(file, progress, AgentLogs.toFile(file));
    }

    public Path file() {
        return file;
    }

    @Override
    public void close() {
        try {
            console.close();
        } catch (Exception e) {
            throw new IllegalStateException("cannot give the log lines back to the console", e);
        }
        progress.println("nos-agent bench: log lines in " + file);
    }
}
