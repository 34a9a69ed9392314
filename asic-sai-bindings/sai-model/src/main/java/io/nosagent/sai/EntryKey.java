package io.nosagent.sai;

/** The key of an entry-keyed SAI object (no object id: the key is the identity). */
public sealed interface EntryKey permits RouteEntry, NeighborEntry {
    ObjectType objectType();

    long switchId();
}
