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

    /** Called by the QoS programmer once a commit is programmed. */
    public void publish(QosState state, Map<String, Long> pools) {
        current.set(state);
        poolIds.set(Map.copyOf(pools));
    }
}
