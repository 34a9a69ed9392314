package io.nosagent.watchdog.monitor;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.BufferProfileAttr;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.QueueAttr;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The buffer pools in use: those the buffer profiles of the ports' priority groups and queues draw from,
 * as QoS programmed them (read from the ASIC; GETs only).
 */
public final class BufferPools {

    private final Sai sai;
    private final SwitchHandle sw;

    public BufferPools(Sai sai, SwitchHandle sw) {
        this.sai = sai;
        this.sw = sw;
    }

    public Set<Long> inUse() {
        var profiles = new TreeSet<Long>();
        sw.portObjects().values().forEach(port -> {
            port.priorityGroups().values().forEach(pg -> profiles.add(oid(ObjectType.INGRESS_PRIORITY_GROUP, pg,
                    IngressPriorityGroupAttr.BUFFER_PROFILE)));
            port.queues().values().forEach(q -> profiles.add(oid(ObjectType.QUEUE, q, QueueAttr.BUFFER_PROFILE_ID)));
        });
        profiles.remove(0L);
        var pools = new TreeSet<Long>();
        Map<Long, Long> poolOf = new HashMap<>();
        for (long profile : profiles) {
            pools.add(poolOf.computeIfAbsent(profile, p -> oid(ObjectType.BUFFER_PROFILE, p, BufferProfileAttr.POOL_ID)));
        }
        pools.remove(0L);
        return pools;
    }

    private long oid(ObjectType type, long object, io.nosagent.sai.AttrSpec attr) {
        try {
            return ((AttrValue.Oid) sai.get(type, object, attr)).value();
        } catch (SaiException e) {
            return 0;
        }
    }
}
