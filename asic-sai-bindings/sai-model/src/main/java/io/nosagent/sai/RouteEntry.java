package io.nosagent.sai;

import java.util.Objects;

/** {@code sai_route_entry_t}: a destination prefix in a virtual router. */
public record RouteEntry(long switchId, long vrId, IpPrefix destination) implements EntryKey {
    public RouteEntry {
        Objects.requireNonNull(destination, "destination");
    }

    @Override
    public ObjectType objectType() {
        return ObjectType.ROUTE_ENTRY;
    }

    // Written out rather than the record's generated ones: a route table hashes and compares these keys in
    // several maps per route, and the generated methods run slowest before the JIT has compiled them, which
    // is when a first large commit after start does most of its work.
    @Override
    public boolean equals(Object o) {
        return o instanceof RouteEntry e && e.vrId == vrId && e.switchId == switchId && e.destination.equals(destination);
    }

    @Override
    public int hashCode() {
        return (31 * Long.hashCode(switchId) + Long.hashCode(vrId)) * 31 + destination.hashCode();
    }

    @Override
    public String toString() {
        return "route " + destination + " vr 0x" + Long.toHexString(vrId);
    }
}
