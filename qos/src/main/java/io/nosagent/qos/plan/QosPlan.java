package io.nosagent.qos.plan;

import io.nosagent.qos.state.QosState;
import io.nosagent.sai.store.ObjectSpec;
import io.nosagent.sai.store.key.BufferPoolKey;

import java.util.List;
import java.util.Map;

/**
 * Every SAI object a QoS intent needs, computed without touching the ASIC: the objects QoS creates
 * (pools, maps, schedulers, WRED profiles, buffer profiles, the ACK re-marking ACL), each after what it
 * refers to, and what it sets on the objects the switch built (ports, queues, priority groups).
 *
 * @param created objects to create or update, in dependency order
 * @param bound   QoS's share of switch-built objects
 * @param state   what the plan programs, as gNMI and the CLI show it
 * @param pools   the programmed pools' keys by configured name
 */
public record QosPlan(List<ObjectSpec<?>> created, List<ObjectSpec<?>> bound, QosState state, Map<String, BufferPoolKey> pools) {
    public QosPlan {
        created = List.copyOf(created);
        bound = List.copyOf(bound);
        pools = Map.copyOf(pools);
    }
}
