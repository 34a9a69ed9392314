package io.nosagent.lab.bench;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.FileAppender;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a benchmark's log lines go: a file of their own, named on stderr when the benchmark ends, so
 * the terminal holds the tables (stdout) and progress (stderr) and nothing else. Every appender of
 * the root logger is replaced by the file while the benchmark runs.
 */
public final class BenchLog implements AutoCloseable {

    private static final String PATTERN = "%d{yyyy-MM-dd'T'HH:mm:ss.SSSXXX} %-5level [%thread] %logger{24} - %msg%n";

    private final Path file;
    private final PrintStream progress;

    private BenchLog(Path file, PrintStream progress) {
        this.file = file;
        this.progress = progress;
    }

    /** Sends the log lines of benchmark {@code bench} to a new file in the temporary directory; names it on {@code progress} at the end. */
    public static BenchLog open(String bench, PrintStream progress) {
        Path file;
        try {
            file = Files.createTempFile("nos-agent-bench-" + bench + "-", ".log");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the benchmark's log file", e);
        }
        if (!(LoggerFactory.getILoggerFactory() instanceof LoggerContext context)) {
            return new BenchLog(file, progress); // no logback: nothing logs anywhere
        }
        var encoder = new PatternLayoutEncoder();
        encoder.setContext(context);
        encoder.setPattern(PATTERN);
        encoder.start();
        var appender = new FileAppender<ILoggingEvent>();
        appender.setContext(context);
        appender.setName("bench-file");
        appender.setFile(file.toString());
        appender.setEncoder(encoder);
        appender.start();
        Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        root.detachAndStopAllAppenders();
        root.addAppender(appender); // kept to the end of the process: lines of agents stopping still land there
        return new BenchLog(file, progress);
    }

    public Path file() {
        return file;
    }

    @Override
    public void close() {
        progress.println("nos-agent bench: log lines in " + file);
    }
}
