package io.nosagent.watchdog.monitor;

import java.util.Map;
import java.util.Set;

/**
 * Per port, the lossless queues and priority groups (what QoS made lossless, as the watchdog found it).
 *
 * @param queues         queue indexes by port
 * @param priorityGroups by port, each lossless priority group's index with the (lowest) PFC priority mapped to it
 */
public record LosslessClasses(Map<String, Set<Integer>> queues, Map<String, Map<Integer, Integer>> priorityGroups) {

    public static final LosslessClasses NONE = new LosslessClasses(Map.of(), Map.of());

    public LosslessClasses {
        queues = Map.copyOf(queues);
        priorityGroups = Map.copyOf(priorityGroups);
    }
}
