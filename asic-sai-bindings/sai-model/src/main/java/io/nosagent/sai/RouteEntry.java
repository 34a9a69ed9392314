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

    @Override
    public String toString() {
        return "route " + destination + " vr 0x" + Long.toHexString(vrId);
    }
}
