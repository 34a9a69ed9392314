package io.nosagent.watchdog.pfc;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QosMapAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.store.key.QueueKey;
import io.nosagent.sai.store.key.QueueType;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Finds the lossless queues from what is programmed on the ASIC: per port, the priorities PFC is on
 * for (PRIORITY_FLOW_CONTROL, or PRIORITY_FLOW_CONTROL_RX when QoS runs the port in SEPARATE mode),
 * each mapped to its queue by the port's PFC-priority-to-queue map (priority n to queue n without
 * one). The watchdog never learns this from the QoS feature (features do not import each other), only
 * from the ASIC, so it follows whatever QoS programs. Reads only (GETs).
 */
public final class LosslessQueues {

    private static final Logger log = LoggerFactory.getLogger(LosslessQueues.class);
    private static final int PRIORITIES = 8;
    private static final int TRAFFIC_CLASSES = 8;

    private final Sai sai;
    private final SwitchHandle sw;

    public LosslessQueues(Sai sai, SwitchHandle sw) {
        this.sai = sai;
        this.sw = sw;
    }

    /**
     * Every lossless queue, in panel order. {@code forwarding} are the ports on which the watchdog's own
     * forward action put PFC in SEPARATE mode: their combined mask is still QoS's.
     */
    public Map<QueueRef, LosslessQueue> read(Set<String> forwarding) {
        var out = new TreeMap<QueueRef, LosslessQueue>();
        long[] switchTcToQueue = {mapOf(ObjectType.SWITCH, sw.switchId(), SwitchAttr.QOS_TC_TO_QUEUE_MAP)};
        sw.portsByName().forEach((name, portId) -> {
            try {
                readPort(name, portId, forwarding.contains(name), switchTcToQueue[0], out);
            } catch (SaiException e) {
                log.warn("cannot read the PFC settings of {}: {}; the watchdog leaves its queues alone", name, e.getMessage());
            }
        });
        return out;
    }

    private void readPort(String name, long portId, boolean ownSeparate, long switchTcToQueue, Map<QueueRef, LosslessQueue> out) {
        var v = sai.get(ObjectType.PORT, portId, List.of(PortAttr.PRIORITY_FLOW_CONTROL_MODE, PortAttr.PRIORITY_FLOW_CONTROL,
                PortAttr.PRIORITY_FLOW_CONTROL_RX, PortAttr.QOS_PFC_PRIORITY_TO_QUEUE_MAP, PortAttr.QOS_TC_TO_QUEUE_MAP,
                PortAttr.QOS_PFC_PRIORITY_TO_PRIORITY_GROUP_MAP));
        boolean separate = !ownSeparate && ((AttrValue.S32) v.get(0)).value() == SaiEnums.PortPriorityFlowControlMode.SEPARATE;
        int combined = ((AttrValue.U8) v.get(1)).value();
        int mask = separate ? ((AttrValue.U8) v.get(2)).value() : combined;
        if (mask == 0) {
            return;
        }
        int[] priorityToQueue = identity(PRIORITIES);
        mappings(((AttrValue.Oid) v.get(3)).value()).forEach(m -> {
            if (m.key().prio() < PRIORITIES) {
                priorityToQueue[m.key().prio()] = m.value().queueIndex();
            }
        });
        int[] priorityToPg = identity(PRIORITIES);
        mappings(((AttrValue.Oid) v.get(5)).value()).forEach(m -> {
            if (m.key().prio() < PRIORITIES) {
                priorityToPg[m.key().prio()] = m.value().pg();
            }
        });
        long tcMap = ((AttrValue.Oid) v.get(4)).value();
        int[] tcToQueue = identity(TRAFFIC_CLASSES);
        mappings(tcMap != 0 ? tcMap : switchTcToQueue).forEach(m -> {
            if (m.key().tc() < TRAFFIC_CLASSES) {
                tcToQueue[m.key().tc()] = m.value().queueIndex();
            }
        });
        Map<QueueKey, Long> queues = sw.portObjects().get(name).queues();
        var byQueue = new TreeMap<Integer, Set<Integer>>();
        for (int p = 0; p < PRIORITIES; p++) {
            if ((mask & (1 << p)) != 0) {
                byQueue.computeIfAbsent(priorityToQueue[p], q -> new HashSet<>()).add(p);
            }
        }
        byQueue.forEach((queue, priorities) -> {
            Long queueId = queues.get(new QueueKey(name, QueueType.UNICAST, queue));
            if (queueId == null) {
                return;
            }
            var tcs = new HashSet<Integer>();
            for (int tc = 0; tc < TRAFFIC_CLASSES; tc++) {
                if (tcToQueue[tc] == queue) {
                    tcs.add(tc);
                }
            }
            var pgs = new HashSet<Integer>();
            priorities.forEach(p -> pgs.add(priorityToPg[p]));
            var ref = new QueueRef(name, queue);
            out.put(ref, new LosslessQueue(ref, portId, queueId, priorities, tcs, combined, separate, pgs));
        });
    }

    private long mapOf(ObjectType type, long oid, AttrSpec attr) {
        try {
            return ((AttrValue.Oid) sai.get(type, oid, attr)).value();
        } catch (SaiException e) {
            return 0;
        }
    }

    private List<AttrValue.QosMapping> mappings(long map) {
        if (map == 0) {
            return List.of();
        }
        return ((AttrValue.QosMapList) sai.get(ObjectType.QOS_MAP, map, QosMapAttr.MAP_TO_VALUE_LIST)).mappings();
    }

    private static int[] identity(int n) {
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = i;
        }
        return out;
    }
}
