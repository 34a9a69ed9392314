package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

import java.util.Objects;

/** The ACL counter counting one entry's packets. */
public record AclCounterKey(AclEntryKey entry) implements HostKey<SaiObject.AclCounter> {

    public AclCounterKey {
        Objects.requireNonNull(entry, "entry");
    }

    @Override
    public ObjectType type() {
        return ObjectType.ACL_COUNTER;
    }

    @Override
    public String toString() {
        return "ACL_COUNTER{" + entry + "}";
    }
}
