package io.nosagent.config.intent.qos;

import java.util.Collections;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.TreeMap;

/**
 * A scheduler policy ({@code /qos/scheduler-policies/scheduler-policy}): how a port's queues share it.
 *
 * @param name       the policy's name
 * @param schedulers by sequence
 */
public record SchedulerPolicy(String name, NavigableMap<Long, Scheduler> schedulers) {
    public SchedulerPolicy {
        Objects.requireNonNull(name, "name");
        schedulers = Collections.unmodifiableNavigableMap(new TreeMap<>(schedulers));
    }
}
