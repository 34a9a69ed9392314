package io.nosagent.config.intent.qos;

import java.util.Objects;
import java.util.Optional;

/**
 * The collective library's clear-to-send messages ({@code nosagent-qos:cts}): they carry {@code dscp};
 * when enabled every port with QoS puts that DSCP in {@code queue} and serves the queue STRICT, ahead
 * of the RDMA queue, so a CTS does not wait behind the data it lets through. Its small reserved buffer
 * is the queue's dedicated buffer in the buffer-allocation profile.
 *
 * @param enabled whether the CTS queue is programmed
 * @param dscp    the CTS messages' DSCP
 * @param queue   the queue's name
 */
public record Cts(boolean enabled, int dscp, Optional<String> queue) {

    public static final Cts OFF = new Cts(false, 0, Optional.empty());

    public Cts {
        Objects.requireNonNull(queue, "queue");
    }

    public Cts withEnabled(boolean value) {
        return new Cts(value, dscp, queue);
    }
}
