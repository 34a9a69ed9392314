package io.nosagent.qos.state;

import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The latest {@link QosState} and the ids of the programmed buffer pools (for the stats collector),
 * published by the QoS programmer on the update thread and read from any thread.
 */
public final class QosStates {

    private final AtomicReference<QosState> current = new AtomicReference<>(QosState.NONE);
    private final AtomicReference<Map<String, Long>> poolIds = new AtomicReference<>(Map.of());

    public QosState current() {
        return current.get();
    }

    /** Programmed pools by configured name to their SAI object id. */
    public Map<String, Long> poolIds() {
        return poolIds.get();
    }

    /** Programmed pools by SAI object id to the size they were programmed with (their shared size). */
    public Map<Long, Long> poolSizes() {
        QosState state = current.get();
        var sizes = new java.util.LinkedHashMap<Long, Long>();
        poolIds.get().forEach((name, oid) -> {
            QosState.PoolState pool = state.pools().get(name);
            if (pool != null) {
                sizes.put(oid, pool.sharedSize());
            }
        });
        return sizes;
    }

    /** Called by the QoS programmer once a commit is programmed. */
    public void publish(QosState state, Map<String, Long> pools) {
        current.set(state);
        poolIds.set(Map.copyOf(pools));
    }
}
