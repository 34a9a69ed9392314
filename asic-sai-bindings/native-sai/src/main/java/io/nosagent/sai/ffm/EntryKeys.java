package io.nosagent.sai.ffm;

import io.nosagent.sai.EntryKey;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.RouteEntry;

import java.lang.foreign.MemorySegment;

import static java.lang.foreign.ValueLayout.JAVA_LONG;

/** Marshals entry keys into {@code sai_route_entry_t} / {@code sai_neighbor_entry_t}. */
final class EntryKeys {

    private EntryKeys() {
    }

    /** The C struct size of a key of this kind. */
    static long size(EntryKey key) {
        return switch (key) {
            case RouteEntry r -> SaiAbi.ROUTE_ENTRY.byteSize();
            case NeighborEntry n -> SaiAbi.NEIGHBOR_ENTRY.byteSize();
        };
    }

    /** Writes {@code key} into the zeroed struct at {@code at}. */
    static void encode(MemorySegment m, long at, EntryKey key) {
        switch (key) {
            case RouteEntry r -> {
                m.set(JAVA_LONG, at + SaiAbi.ROUTE_SWITCH, r.switchId());
                m.set(JAVA_LONG, at + SaiAbi.ROUTE_VR, r.vrId());
                ValueCodec.encodePrefix(m, at + SaiAbi.ROUTE_DESTINATION, r.destination());
            }
            case NeighborEntry n -> {
                m.set(JAVA_LONG, at + SaiAbi.NEIGHBOR_SWITCH, n.switchId());
                m.set(JAVA_LONG, at + SaiAbi.NEIGHBOR_RIF, n.rifId());
                ValueCodec.encodeIp(m, at + SaiAbi.NEIGHBOR_IP, n.ip());
            }
        }
    }
}
