package io.nosagent.sai.store;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.store.key.HostKey;

import java.util.List;
import java.util.Objects;

/**
 * What a {@link SaiStore} owned when the agent stopped: every object's host key, the id the ASIC knows
 * it by and the attributes the agent programmed on it, in the order they were taken on; and every
 * entry with its attributes. Written at a graceful stop, read by the next start to adopt it all
 * without asking the ASIC.
 */
public record WarmBootState(List<OwnedObject> objects, List<OwnedEntry> entries) {

    /** An object-id object: created by the agent, or built by the switch and adopted. */
    public record OwnedObject(HostKey<?> key, long oid, List<Attribute> attributes) {
        public OwnedObject {
            Objects.requireNonNull(key, "key");
            attributes = List.copyOf(attributes);
        }
    }

    /** A route or neighbor entry. */
    public record OwnedEntry(EntryKey key, List<Attribute> attributes) {
        public OwnedEntry {
            Objects.requireNonNull(key, "key");
            attributes = List.copyOf(attributes);
        }
    }

    public WarmBootState {
        objects = List.copyOf(objects);
        entries = List.copyOf(entries);
    }

    public static WarmBootState empty() {
        return new WarmBootState(List.of(), List.of());
    }
}
