package io.nosagent.watchdog.pfc;

import io.nosagent.config.intent.pfcwd.WatchdogSettings;

import java.time.Duration;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the watchdog watches, as the last commit programmed it.
 *
 * @param queues       every watched lossless queue with its settings
 * @param pollInterval how often queues are judged
 * @param bigRedSwitch every watched queue is forced into its action
 */
public record WatchPlan(Map<QueueRef, Watched> queues, Duration pollInterval, boolean bigRedSwitch) {

    /** Nothing watched. */
    public static final WatchPlan NONE = new WatchPlan(Map.of(), Duration.ofMillis(100), false);

    /**
     * One watched queue.
     *
     * @param queue    the queue as programmed
     * @param settings detection, restoration, action
     * @param hardware whether the ASIC detects its deadlocks (the capability query said so)
     */
    public record Watched(LosslessQueue queue, WatchdogSettings settings, boolean hardware) {
    }

    public WatchPlan {
        queues = Collections.unmodifiableMap(new TreeMap<>(queues));
    }
}
