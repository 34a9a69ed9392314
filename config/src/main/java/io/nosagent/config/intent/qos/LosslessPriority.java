package io.nosagent.config.intent.qos;

import java.util.Objects;

/**
 * A lossless PFC priority: the queue its received pause stops and the ingress priority group whose
 * fill sends its pause. The queue's traffic class (its queue id) goes to that priority group.
 *
 * @param pfcPriority   0..7
 * @param queue         the queue's name
 * @param priorityGroup 0..7
 */
public record LosslessPriority(int pfcPriority, String queue, int priorityGroup) {
    public LosslessPriority {
        Objects.requireNonNull(queue, "queue");
    }
}
