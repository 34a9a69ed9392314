package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

import java.util.Objects;
import java.util.Optional;

/**
 * The scheduler of one queue of a scheduler policy, shared by every port with that policy (a new weight
 * is one set); or, with no policy, the CTS queue's own strict scheduler.
 */
public record SchedulerKey(Optional<String> policy, String queue) implements HostKey<SaiObject.Scheduler> {

    public SchedulerKey {
        Objects.requireNonNull(policy, "policy").ifPresent(p -> KeyFields.configName("a scheduler policy", p));
        KeyFields.configName("a scheduled queue", queue);
    }

    /** The scheduler of {@code queue} in {@code policy}. */
    public static SchedulerKey of(String policy, String queue) {
        return new SchedulerKey(Optional.of(policy), queue);
    }

    /** The CTS queue's scheduler, whatever the policy says. */
    public static SchedulerKey cts(String queue) {
        return new SchedulerKey(Optional.empty(), queue);
    }

    @Override
    public ObjectType type() {
        return ObjectType.SCHEDULER;
    }

    @Override
    public String toString() {
        return "SCHEDULER{" + policy.map(p -> p + " ").orElse("cts ") + queue + "}";
    }
}
