package io.nosagent.config.intent.qos;

import java.util.Collections;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A buffer-allocation profile ({@code /qos/buffer-allocation-profiles/buffer-allocation-profile}): the
 * egress buffer of the lossy queues it lists, drawn on an egress pool ({@code nosagent-qos:pool}).
 *
 * @param name   the profile's name
 * @param pool   the egress buffer pool its queues draw on
 * @param queues by queue name
 */
public record BufferAllocationProfile(String name, Optional<String> pool, NavigableMap<String, QueueBuffer> queues) {
    public BufferAllocationProfile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(pool, "pool");
        queues = Collections.unmodifiableNavigableMap(new TreeMap<>(queues));
    }
}
