package io.nosagent.watchdog.pfc;

import java.util.Set;

/**
 * A queue a lossless PFC priority maps to, as QoS programs the port (COMBINED mode: one mask for both
 * directions).
 *
 * @param ref        the queue
 * @param portId     its port's SAI id
 * @param queueId    its SAI id
 * @param priorities the PFC priorities that pause it (the port obeys PFC on them)
 * @param trafficClasses the traffic classes that land in it (what the drop action matches)
 * @param portPfcMask the port's whole PFC-enabled mask (PRIORITY_FLOW_CONTROL)
 * @param priorityGroups the ingress priority groups its priorities map to on the port
 */
public record LosslessQueue(QueueRef ref, long portId, long queueId, Set<Integer> priorities, Set<Integer> trafficClasses,
                            int portPfcMask, Set<Integer> priorityGroups) {
    public LosslessQueue {
        priorities = Set.copyOf(priorities);
        trafficClasses = Set.copyOf(trafficClasses);
        priorityGroups = Set.copyOf(priorityGroups);
    }

    /** The lowest PFC priority that pauses it (what events name). */
    public int priority() {
        return priorities.stream().mapToInt(Integer::intValue).min().orElse(ref.queue());
    }
}
