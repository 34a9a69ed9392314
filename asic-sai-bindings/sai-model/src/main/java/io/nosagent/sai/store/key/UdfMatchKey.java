package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

import java.util.Objects;

/** The UDF_MATCH selecting the packets a use's fields are read from. */
public record UdfMatchKey(UdfUse use) implements HostKey<SaiObject.UdfMatch> {

    public UdfMatchKey {
        Objects.requireNonNull(use, "use");
    }

    @Override
    public ObjectType type() {
        return ObjectType.UDF_MATCH;
    }

    @Override
    public String toString() {
        return "UDF_MATCH{" + use + "}";
    }
}
