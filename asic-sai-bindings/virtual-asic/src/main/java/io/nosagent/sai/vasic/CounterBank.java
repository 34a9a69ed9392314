package io.nosagent.sai.vasic;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatId;
import io.nosagent.sai.meta.SaiMetadata;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The counters of every object whose type has stats (switch, ports, queues, priority groups, router
 * interfaces, buffer pools, ...), created and dropped with the objects. The data-plane simulator
 * increments them by (object id, stat); {@code getStats} reads them. Lock-free, so counting never
 * waits for the store's lock.
 */
public final class CounterBank {

    private final Map<ObjectType, int[]> statIdsByType = new EnumMap<>(ObjectType.class);
    private final Map<Long, ObjectCounters> byObject = new ConcurrentHashMap<>();

    CounterBank() {
        for (ObjectType type : ObjectType.values()) {
            List<StatId> stats = SaiMetadata.stats(type);
            if (!stats.isEmpty()) {
                statIdsByType.put(type, stats.stream().mapToInt(StatId::id).sorted().distinct().toArray());
            }
        }
    }

    /** The counters of {@code oid}, to keep and increment directly; null when it has none. */
    public ObjectCounters of(long oid) {
        return byObject.get(oid);
    }

    /** Counts {@code delta} more into {@code stat} of {@code oid}. */
    public void add(long oid, StatId stat, long delta) {
        ObjectCounters counters = byObject.get(oid);
        if (counters == null) {
            throw new IllegalArgumentException("no counters for 0x" + Long.toHexString(oid));
        }
        counters.add(stat, delta);
    }

    /** Follows object lifetimes: counters are born zero with their object and die with it. */
    ObjectListener lifecycle() {
        return new ObjectListener() {
            @Override
            public void objectCreated(long oid, ObjectType type, List<Attribute> attributes) {
                int[] ids = statIdsByType.get(type);
                if (ids != null) {
                    byObject.put(oid, new ObjectCounters(type, ids));
                }
            }

            @Override
            public void objectRemoved(long oid, ObjectType type) {
                if (statIdsByType.containsKey(type)) {
                    byObject.remove(oid);
                }
            }

            @Override
            public void objectsRemoved(ObjectType type, long[] oids, int count) {
                if (statIdsByType.containsKey(type)) { // a failover removes thousands of members, which have no counters
                    for (int i = 0; i < count; i++) {
                        byObject.remove(oids[i]);
                    }
                }
            }
        };
    }
}
