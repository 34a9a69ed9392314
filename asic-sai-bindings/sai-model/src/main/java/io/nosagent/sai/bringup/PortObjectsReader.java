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
import java.util.Optional;

/**
 * Reads, through SAI GETs only, what create_switch built under each front-panel port: queues (by
 * TYPE and INDEX), ingress priority groups (by INDEX), scheduler groups (by LEVEL, numbered within the
 * level in list order) and, on a VOQ switch, the local system port with its VOQs. Queues and priority
 * groups are required; the rest are {@link BringUpReads#OPTIONAL} reads the switch comes up without.
 */
final class PortObjectsReader {

    private final Sai sai;
    private final OptionalReads optional;

    PortObjectsReader(Sai sai, OptionalReads optional) {
        this.sai = sai;
        this.optional = optional;
    }

    /** {@code ports}: interface name to port id, in panel order. */
    Map<String, SwitchHandle.PortObjects> read(long switchId, Map<String, Long> ports, boolean voq) {
        var voqsByPort = voq ? systemPorts(switchId) : Map.<Long, SystemPort>of();
        var out = new LinkedHashMap<String, SwitchHandle.PortObjects>();
        ports.forEach((name, portId) -> {
            List<AttrValue> lists = sai.get(ObjectType.PORT, portId,
                    List.of(PortAttr.QOS_QUEUE_LIST, PortAttr.INGRESS_PRIORITY_GROUP_LIST));
            var queues = new LinkedHashMap<QueueKey, Long>();
            readQueues(name, (AttrValue.OidList) lists.get(0), queues);
            SystemPort systemPort = voqsByPort.get(portId);
            if (systemPort != null) {
                readQueues(name, systemPort.voqs(), queues);
            }
            out.put(name, new SwitchHandle.PortObjects(portId, queues,
                    priorityGroups(name, (AttrValue.OidList) lists.get(1)),
                    schedulerGroups(name, portId),
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

    /** By INDEX, or without it by place in the list, which SAI gives in index order. */
    private Map<PriorityGroupKey, Long> priorityGroups(String name, AttrValue.OidList ids) {
        var out = new LinkedHashMap<PriorityGroupKey, Long>();
        for (int i = 0; i < ids.size(); i++) {
            long pg = ids.get(i);
            int place = i;
            int index = optional.read(pg, IngressPriorityGroupAttr.INDEX).map(v -> ((AttrValue.U8) v).value()).orElse(place);
            putOnce(out, new PriorityGroupKey(name, index), pg);
        }
        return out;
    }

    /** By LEVEL and place within the level; none when the SAI answers either the list or a LEVEL not. */
    private Map<SchedulerGroupKey, Long> schedulerGroups(String name, long portId) {
        Optional<AttrValue> list = optional.read(portId, PortAttr.QOS_SCHEDULER_GROUP_LIST);
        if (list.isEmpty()) {
            return Map.of();
        }
        var ids = (AttrValue.OidList) list.get();
        var out = new LinkedHashMap<SchedulerGroupKey, Long>();
        var perLevel = new HashMap<Integer, Integer>();
        for (int i = 0; i < ids.size(); i++) {
            long group = ids.get(i);
            Optional<AttrValue> level = optional.read(group, SchedulerGroupAttr.LEVEL);
            if (level.isEmpty()) {
                return Map.of();
            }
            int l = ((AttrValue.U8) level.get()).value();
            int index = perLevel.merge(l, 1, Integer::sum) - 1;
            out.put(new SchedulerGroupKey(name, l, index), group);
        }
        return out;
    }

    /** A local system port and its VOQs, by the front-panel port it stands for. */
    private record SystemPort(long id, AttrValue.OidList voqs) {
    }

    private Map<Long, SystemPort> systemPorts(long switchId) {
        var out = new HashMap<Long, SystemPort>();
        Optional<AttrValue> list = optional.read(switchId, SwitchAttr.SYSTEM_PORT_LIST);
        if (list.isEmpty()) {
            return out;
        }
        var ids = (AttrValue.OidList) list.get();
        for (int i = 0; i < ids.size(); i++) {
            long sp = ids.get(i);
            Optional<AttrValue> port = optional.read(sp, SystemPortAttr.PORT);
            Optional<AttrValue> voqs = port.isEmpty() ? Optional.empty() : optional.read(sp, SystemPortAttr.QOS_VOQ_LIST);
            if (voqs.isEmpty()) {
                return Map.of();
            }
            out.put(((AttrValue.Oid) port.get()).value(), new SystemPort(sp, (AttrValue.OidList) voqs.get()));
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
