package io.nosagent.sai;

import io.nosagent.net.IpAddresses;

import java.net.InetAddress;
import java.util.Objects;

/** {@code sai_neighbor_entry_t}: a neighbor IP on a router interface. */
public record NeighborEntry(long switchId, long rifId, InetAddress ip) implements EntryKey {
    public NeighborEntry {
        Objects.requireNonNull(ip, "ip");
    }

    @Override
    public ObjectType objectType() {
        return ObjectType.NEIGHBOR_ENTRY;
    }

    @Override
    public String toString() {
        return "neighbor " + IpAddresses.format(ip) + " rif 0x" + Long.toHexString(rifId);
    }
}
