package io.nosagent.watchdog.pfc;

import io.nosagent.config.intent.qos.LosslessPlan;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.store.key.QueueKey;
import io.nosagent.sai.store.key.QueueType;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The lossless queues of a commit, from the lossless plan QoS programs (computed from the intent, shared
 * with QoS): per port, each queue a lossless PFC priority maps to, with its SAI ids from the switch as
 * brought up. No ASIC read: the watchdog follows what QoS programs because both read the same plan.
 */
public final class LosslessQueues {

    private final SwitchHandle sw;

    public LosslessQueues(SwitchHandle sw) {
        this.sw = sw;
    }

    /** Every lossless queue of {@code plan}, in panel order. */
    public Map<QueueRef, LosslessQueue> of(LosslessPlan plan) {
        var out = new TreeMap<QueueRef, LosslessQueue>();
        for (LosslessPlan.Port port : plan.ports().values()) {
            var portObjects = sw.portObjects().get(port.name());
            var portId = sw.portId(port.name());
            if (portObjects == null || portId.isEmpty()) {
                continue;
            }
            var byQueue = new TreeMap<Integer, Set<LosslessPlan.Priority>>();
            port.priorities().values().forEach(p -> byQueue.computeIfAbsent(p.queue(), q -> new HashSet<>()).add(p));
            byQueue.forEach((queue, priorities) -> {
                Long queueId = portObjects.queues().get(new QueueKey(port.name(), QueueType.UNICAST, queue));
                if (queueId == null) {
                    return;
                }
                var pfc = new HashSet<Integer>();
                var groups = new HashSet<Integer>();
                priorities.forEach(p -> {
                    pfc.add(p.pfcPriority());
                    groups.add(p.priorityGroup());
                });
                var ref = new QueueRef(port.name(), queue);
                // QoS maps traffic class n to queue n, so the queue's traffic is its own class.
                out.put(ref, new LosslessQueue(ref, portId.get(), queueId, pfc, Set.of(queue), port.pfcMask(), groups));
            });
        }
        return out;
    }
}
