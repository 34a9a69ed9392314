package io.nosagent.control.neighbor;

import io.nosagent.feature.NeighborAddress;

import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Every neighbor the agent knows, static and learned, as last published: by interface, then address (IPv4 first).
 *
 * @param neighbors by address
 */
public record NeighborsState(Map<NeighborAddress, Neighbor> neighbors) {

    public static final Comparator<NeighborAddress> ORDER = Comparator.comparing(NeighborAddress::interfaceName)
            .thenComparingInt((NeighborAddress a) -> a.ip().getAddress().length)
            .thenComparing((a, b) -> java.util.Arrays.compareUnsigned(a.ip().getAddress(), b.ip().getAddress()));

    public static final NeighborsState EMPTY = new NeighborsState(Map.of());

    public NeighborsState {
        var sorted = new TreeMap<NeighborAddress, Neighbor>(ORDER);
        sorted.putAll(neighbors);
        neighbors = Collections.unmodifiableSortedMap(sorted);
    }

    public List<Neighbor> list() {
        return List.copyOf(neighbors.values());
    }
}
