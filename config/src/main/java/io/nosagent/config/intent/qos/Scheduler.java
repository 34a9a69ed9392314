package io.nosagent.config.intent.qos;

import java.util.Collections;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * One scheduler of a policy: its inputs are served in strict priority ({@code priority STRICT}) or by
 * weighted round robin on their weights.
 *
 * @param sequence its place in the policy
 * @param strict   STRICT priority
 * @param inputs   by id
 */
public record Scheduler(long sequence, boolean strict, NavigableMap<String, SchedulerInput> inputs) {
    public Scheduler {
        inputs = Collections.unmodifiableNavigableMap(new TreeMap<>(inputs));
    }
}
