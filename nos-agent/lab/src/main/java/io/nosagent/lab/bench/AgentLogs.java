package io.nosagent.lab.bench;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import org.slf4j.LoggerFactory;

/**
 * The agent's log level for benchmarks that boot hundreds of agents in one process: each boot logs
 * about forty INFO lines (bring-up, one per port coming up, commits), which would fill the benchmark's
 * log file ({@link BenchLog}) with thousands of lines of no interest.
 */
public final class AgentLogs {

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
}
