package io.nosagent.agent.snapshot;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import org.slf4j.LoggerFactory;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * The last log lines in memory, for snapshots: a logback appender on the root logger keeping the newest
 * {@code capacity} lines (time, level, thread, logger, message). It hears every logger of the process,
 * so agents sharing one JVM (tests, the virtual zone) share their lines.
 */
public final class LogRing extends AppenderBase<ILoggingEvent> implements AutoCloseable {

    private final int capacity;
    private final ArrayDeque<String> lines = new ArrayDeque<>();

    private LogRing(int capacity) {
        this.capacity = capacity;
    }

    /** Starts keeping lines; {@link #close()} stops. Without logback (another SLF4J binding) it keeps nothing. */
    public static LogRing attach(int capacity) {
        var ring = new LogRing(capacity);
        if (LoggerFactory.getILoggerFactory() instanceof LoggerContext context) {
            ring.setContext(context);
            ring.setName("nos-log-ring");
            ring.start();
            context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).addAppender(ring);
        }
        return ring;
    }

    @Override
    protected void append(ILoggingEvent e) {
        String line = Instant.ofEpochMilli(e.getTimeStamp()) + " " + e.getLevel() + " [" + e.getThreadName() + "] "
                + e.getLoggerName() + " - " + e.getFormattedMessage();
        synchronized (lines) {
            lines.addLast(line);
            if (lines.size() > capacity) {
                lines.removeFirst();
            }
        }
    }

    /** The lines held, oldest first. */
    public List<String> lines() {
        synchronized (lines) {
            return new ArrayList<>(lines);
        }
    }

    @Override
    public void close() {
        if (getContext() instanceof LoggerContext context) {
            Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
            root.detachAppender(this);
        }
        stop();
    }
}
