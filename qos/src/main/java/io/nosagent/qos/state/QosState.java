package io.nosagent.qos.state;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What QoS programmed, as gNMI and the CLI show it: per port its named queues, the PFC priorities
 * enabled, its lossless priority groups and their headroom; per pool its sizes; how ACKs are matched.
 * Immutable; published once per commit.
 *
 * @param ports    by port name, in panel order
 * @param pools    by pool name
 * @param ackMatch how the ACK re-marking ACL matches the BTH opcode, when it is programmed
 */
public record QosState(Map<String, PortState> ports, Map<String, PoolState> pools, Optional<AckMatch> ackMatch) {

    /** Nothing programmed. */
    public static final QosState NONE = new QosState(Map.of(), Map.of(), Optional.empty());

    /** How the BTH opcode is matched. */
    public enum AckMatch { ACL_FIELD, UDF }

    /**
     * One port's QoS.
     *
     * @param port           the port
     * @param queues         queue name to unicast queue index
     * @param pfcMask        bit p: PFC enabled for priority p
     * @param losslessGroups the priority groups with XOFF headroom
     * @param headroom       their XOFF headroom in bytes
     */
    public record PortState(String port, SortedMap<String, Integer> queues, int pfcMask, Set<Integer> losslessGroups,
                            OptionalLong headroom) {
        public PortState {
            Objects.requireNonNull(port, "port");
            queues = Collections.unmodifiableSortedMap(new TreeMap<>(queues));
            losslessGroups = Collections.unmodifiableSet(new TreeSet<>(losslessGroups));
            Objects.requireNonNull(headroom, "headroom");
        }

        public boolean pfcEnabled(int priority) {
            return (pfcMask & (1 << priority)) != 0;
        }
    }

    /**
     * One programmed buffer pool.
     *
     * @param name       its configured name
     * @param ingress    ingress (else egress)
     * @param size       configured bytes
     * @param sharedSize bytes programmed as the pool's size: what is left after the lossless groups'
     *                   reservations and headroom
     */
    public record PoolState(String name, boolean ingress, long size, long sharedSize) {
    }

    public QosState {
        ports = Collections.unmodifiableMap(new LinkedHashMap<>(ports));
        pools = Collections.unmodifiableMap(new LinkedHashMap<>(pools));
        Objects.requireNonNull(ackMatch, "ackMatch");
    }

    public QosState withAckMatch(Optional<AckMatch> value) {
        return new QosState(ports, pools, value);
    }
}
