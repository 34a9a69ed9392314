package io.nosagent.config.intent.qos;

import java.util.Objects;

/**
 * One queue's share of buffer in a buffer-allocation profile.
 *
 * @param queue                the queue's name
 * @param dedicatedBuffer      bytes reserved for it
 * @param useSharedBuffer      whether it may go into the shared pool
 * @param limitType            how far (static bytes, or dynamic scaling factor)
 * @param dynamicScalingFactor the dynamic limit is free x 2^factor (SAI SHARED_DYNAMIC_TH, -8..7)
 * @param staticLimit          the static limit in bytes
 */
public record QueueBuffer(String queue, long dedicatedBuffer, boolean useSharedBuffer, SharedLimitType limitType,
                          int dynamicScalingFactor, long staticLimit) {
    public QueueBuffer {
        Objects.requireNonNull(queue, "queue");
        Objects.requireNonNull(limitType, "limitType");
    }
}
