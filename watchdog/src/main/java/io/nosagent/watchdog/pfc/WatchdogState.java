package io.nosagent.watchdog.pfc;

import java.time.Duration;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Every watched queue at one moment, immutable.
 *
 * @param queues       by queue, in panel order
 * @param pollInterval how often queues are judged
 * @param bigRedSwitch whether every queue is forced into its action
 */
public record WatchdogState(Map<QueueRef, QueueState> queues, Duration pollInterval, boolean bigRedSwitch) {

    public static final WatchdogState EMPTY = new WatchdogState(Map.of(), Duration.ofMillis(100), false);

    public WatchdogState {
        queues = Collections.unmodifiableMap(new TreeMap<>(queues));
    }

    public Optional<QueueState> queue(String port, int queue) {
        return Optional.ofNullable(queues.get(new QueueRef(port, queue)));
    }

    /** How many queues are stormed now. */
    public long stormed() {
        return queues.values().stream().filter(q -> q.status() == QueueState.Status.STORMED).count();
    }
}
