package io.nosagent.config.intent.qos;

import java.util.Objects;

/**
 * A forwarding group ({@code /qos/forwarding-groups/forwarding-group}): the class a classifier puts
 * packets in, and the queue that carries it.
 *
 * @param name        the name classifier terms target
 * @param outputQueue the queue's name
 */
public record ForwardingGroup(String name, String outputQueue) {
    public ForwardingGroup {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(outputQueue, "outputQueue");
    }
}
