package io.nosagent.config.intent.qos;

import java.util.Objects;

/**
 * An input of a scheduler: a queue and its weight (ignored under a STRICT scheduler).
 *
 * @param id     the input's id
 * @param queue  the queue's name
 * @param weight the WRR weight
 */
public record SchedulerInput(String id, String queue, long weight) {
    public SchedulerInput {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(queue, "queue");
    }
}
