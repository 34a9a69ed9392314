package io.nosagent.lab.bench;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.FileAppender;
import org.slf4j.LoggerFactory;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * The agent's log level and destination for benchmarks that boot hundreds of agents in one process: each
 * boot logs about forty INFO lines (bring-up, one per port coming up, commits), which would bury the table.
 */
public final class AgentLogs {

    private static final String PATTERN = "%d{yyyy-MM-dd'T'HH:mm:ss.SSSXXX} %-5level [%thread] %logger{24} - %msg%n";

    private AgentLogs() {
    }

    /**
     * Shows only the agents' warnings and errors, unless a level was asked for
     * ({@code -Dnosagent.log.level} or {@code NOS_AGENT_LOG_LEVEL}, as logback.xml reads them).
     */
    public static void warningsOnlyUnlessAsked() {
        if (System.getProperty("nosagent.log.level") != null || System.getenv("NOS_AGENT_LOG_LEVEL") != null) {
            return;
        }
        if (LoggerFactory.getLogger("io.nosagent") instanceof Logger logger) {
            logger.setLevel(Level.WARN);
        }
    }

    /**
     * Sends every log line to {@code file} (appended) instead of the console until the returned handle is
     * closed, so nothing lands between a table's rows. Without logback (another SLF4J binding) it changes
     * nothing.
     */
    public static AutoCloseable toFile(Path file) {
        if (!(LoggerFactory.getILoggerFactory() instanceof LoggerContext context)) {
            return () -> { };
        }
        Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        var detached = new ArrayList<Appender<ILoggingEvent>>();
        for (Iterator<Appender<ILoggingEvent>> it = root.iteratorForAppenders(); it.hasNext(); ) {
            detached.add(it.next());
        }
        var encoder = new PatternLayoutEncoder();
        encoder.setContext(context);
        encoder.setPattern(PATTERN);
        encoder.start();
        var appender = new FileAppender<ILoggingEvent>();
        appender.setContext(context);
        appender.setName("bench-file");
        appender.setFile(file.toString());
        appender.setAppend(true);
        appender.setEncoder(encoder);
        appender.start();
        root.addAppender(appender);
        detached.forEach(root::detachAppender);
        return () -> restore(root, appender, detached);
    }

    private static void restore(Logger root, FileAppender<ILoggingEvent> file, List<Appender<ILoggingEvent>> console) {
        console.forEach(root::addAppender);
        root.detachAppender(file);
        file.stop();
    }
}
