package io.nosagent.sai.store;

import io.nosagent.sai.EntryKey;

import java.util.List;

/**
 * What a {@link SaiStore} owned when the agent stopped: every object's host key and id, in creation
 * order, and every entry. Written at a graceful stop, read by the next start to adopt the objects.
 */
public record WarmBootState(List<AdoptedObject> objects, List<EntryKey> entries) {

    /** An object-id object and the id the ASIC knows it by. */
    public record AdoptedObject(SaiKey key, long oid) {
    }

    public WarmBootState {
        objects = List.copyOf(objects);
        entries = List.copyOf(entries);
    }

    public static WarmBootState empty() {
        return new WarmBootState(List.of(), List.of());
    }
}
