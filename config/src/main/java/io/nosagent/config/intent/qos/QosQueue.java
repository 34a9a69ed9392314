package io.nosagent.config.intent.qos;

import java.util.Objects;

/**
 * A named egress queue ({@code /qos/queues/queue}): which hardware queue of a port it is. The queue id
 * is also the traffic class the switch uses for it (TC n goes to queue n).
 *
 * @param name    the name classifiers, schedulers and profiles use
 * @param queueId the port's unicast queue index
 */
public record QosQueue(String name, int queueId) {
    public QosQueue {
        Objects.requireNonNull(name, "name");
        if (queueId < 0 || queueId > 255) {
            throw new IllegalArgumentException("queue id " + queueId + " is not a uint8");
        }
    }
}
