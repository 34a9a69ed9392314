package io.nosagent.sai.store;

import io.nosagent.sai.ObjectType;

import java.util.Objects;

/**
 * The host key of an object-id object: what the agent means by it, independent of the id the ASIC
 * gave it (e.g. {@code NEXT_HOP "10.1.0.1@eth1/17/1"}). Keys must be stable across restarts so a
 * warm-booted agent finds its objects again.
 *
 * @param type the object type
 * @param id   a canonical, human-readable identity within the type
 */
public record SaiKey(ObjectType type, String id) {
    public SaiKey {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(id, "id");
        if (!type.isObjectId()) {
            throw new IllegalArgumentException(type + " is entry-keyed: use its EntryKey");
        }
    }

    @Override
    public String toString() {
        return type + "{" + id + "}";
    }
}
