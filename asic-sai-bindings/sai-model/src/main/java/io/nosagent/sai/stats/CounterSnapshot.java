package io.nosagent.sai.stats;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Every port's counters from one poll, immutable.
 *
 * @param sequence    0 before the first poll, then one more per poll
 * @param collectedAt when the poll started
 * @param took        how long the poll took, in nanoseconds of the agent's time source (0 in a
 *                    simulation, where polling takes no simulated time)
 * @param ports       by interface name, in panel order
 * @param pools       the watched buffer pools, by SAI id
 * @param routerInterfaces the watched router interfaces' counters, by interface name
 */
public record CounterSnapshot(long sequence, Instant collectedAt, long took, Map<String, PortCounters> ports,
                              Map<Long, PoolCounters> pools, Map<String, RouterInterfaceCounters> routerInterfaces) {

    public CounterSnapshot {
        ports = Collections.unmodifiableMap(new LinkedHashMap<>(ports));
        pools = Collections.unmodifiableMap(new LinkedHashMap<>(pools));
        routerInterfaces = Collections.unmodifiableMap(new LinkedHashMap<>(routerInterfaces));
    }

    public CounterSnapshot(long sequence, Instant collectedAt, long took, Map<String, PortCounters> ports,
                           Map<Long, PoolCounters> pools) {
        this(sequence, collectedAt, took, ports, pools, Map.of());
    }

    public CounterSnapshot(long sequence, Instant collectedAt, long took, Map<String, PortCounters> ports) {
        this(sequence, collectedAt, took, ports, Map.of());
    }

    public Optional<PortCounters> port(String interfaceName) {
        return Optional.ofNullable(ports.get(interfaceName));
    }

    /** Nanoseconds since the Unix epoch of {@link #collectedAt()}, as gNMI timestamps are. */
    public long collectedAtNanos() {
        return collectedAt.getEpochSecond() * 1_000_000_000L + collectedAt.getNano();
    }
}
