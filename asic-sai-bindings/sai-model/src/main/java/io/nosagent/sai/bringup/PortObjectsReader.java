package io.nosagent.sai.bringup;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.SchedulerGroupAttr;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.SystemPortAttr;
import io.nosagent.sai.store.key.PriorityGroupKey;
import io.nosagent.sai.store.key.QueueKey;
import io.nosagent.sai.store.key.QueueType;
import io.nosagent.sai.store.key.SchedulerGroupKey;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads, through SAI GETs only, what create_switch built under each front-panel port: queues (by
 * TYPE and INDEX), ingress priority groups (by INDEX), scheduler groups (by LEVEL, numbered within the
 * level in list order) and, on a VOQ switch, the local system port with its VOQs.
 */
final class PortObjectsReader {

    private final Sai sai;

    PortObjectsReader(Sai sai) {
        this.sai = sai;
    }

    /** {@code ports}: interface name to port id, in panel order. */
    Map<String, SwitchHandle.PortObjects> read(long switchId, Map<String, Long> ports, boolean voq) {
        var voqsByPort = voq ? systemPorts(switchId) : Map.<Long, SystemPort>of();
        var out = new LinkedHashMap<String, SwitchHandle.PortObjects>();
        ports.forEach((name, portId) -> {
            List<AttrValue> lists = sai.get(ObjectType.PORT, portId,
                    List.of(PortAttr.QOS_QUEUE_LIST, PortAttr.INGRESS_PRIORITY_GROUP_LIST, PortAttr.QOS_SCHEDULER_GROUP_LIST));
            var queues = new LinkedHashMap<QueueKey, Long>();
            readQueues(name, (AttrValue.OidList) lists.get(0), queues);
            SystemPort systemPort = voqsByPort.get(portId);
            if (systemPort != null) {
                readQueues(name, systemPort.voqs(), queues);
            }
            out.put(name, new SwitchHandle.PortObjects(portId, queues,
                    priorityGroups(name, (AttrValue.OidList) lists.get(1)),
                    schedulerGroups(name, (AttrValue.OidList) lists.get(2)),
                    systemPort == null ? 0 : systemPort.id()));
        });
        return out;
    }

    private void readQueues(String name, AttrValue.OidList ids, Map<QueueKey, Long> into) {
        for (int i = 0; i < ids.size(); i++) {
            long q = ids.get(i);
            List<AttrValue> v = sai.get(ObjectType.QUEUE, q, List.of(QueueAttr.TYPE, QueueAttr.INDEX));
            var key = new QueueKey(name, QueueType.ofSai(((AttrValue.S32) v.get(0)).value()), ((AttrValue.U8) v.get(1)).value());
            putOnce(into, key, q);
        }
    }

    private Map<PriorityGroupKey, Long> priorityGroups(String name, AttrValue.OidList ids) {
        var out = new LinkedHashMap<PriorityGroupKey, Long>();
        for (int i = 0; i < ids.size(); i++) {
            long pg = ids.get(i);
            int index = ((AttrValue.U8) sai.get(ObjectType.INGRESS_PRIORITY_GROUP, pg, IngressPriorityGroupAttr.INDEX)).value();
            putOnce(out, new PriorityGroupKey(name, index), pg);
        }
        return out;
    }

    private Map<SchedulerGroupKey, Long> schedulerGroups(String name, AttrValue.OidList ids) {
        var out = new LinkedHashMap<SchedulerGroupKey, Long>();
        var perLevel = new HashMap<Integer, Integer>();
        for (int i = 0; i < ids.size(); i++) {
            long group = ids.get(i);
            int level = ((AttrValue.U8) sai.get(ObjectType.SCHEDULER_GROUP, group, SchedulerGroupAttr.LEVEL)).value();
            int index = perLevel.merge(level, 1, Integer::sum) - 1;
            out.put(new SchedulerGroupKey(name, level, index), group);
        }
        return out;
    }

    /** A local system port and its VOQs, by the front-panel port it stands for. */
    private record SystemPort(long id, AttrValue.OidList voqs) {
    }

    private Map<Long, SystemPort> systemPorts(long switchId) {
        var list = (AttrValue.OidList) sai.get(ObjectType.SWITCH, switchId, SwitchAttr.SYSTEM_PORT_LIST);
        var out = new HashMap<Long, SystemPort>();
        for (int i = 0; i < list.size(); i++) {
            long sp = list.get(i);
            List<AttrValue> v = sai.get(ObjectType.SYSTEM_PORT, sp, List.of(SystemPortAttr.PORT, SystemPortAttr.QOS_VOQ_LIST));
            out.put(((AttrValue.Oid) v.get(0)).value(), new SystemPort(sp, (AttrValue.OidList) v.get(1)));
        }
        return out;
    }

    private static <K> void putOnce(Map<K, Long> into, K key, long oid) {
        Long before = into.putIfAbsent(key, oid);
        if (before != null) {
            throw new IllegalStateException("the ASIC reports two objects for " + key + ": 0x" + Long.toHexString(before)
                    + " and 0x" + Long.toHexString(oid));
        }
    }
}
