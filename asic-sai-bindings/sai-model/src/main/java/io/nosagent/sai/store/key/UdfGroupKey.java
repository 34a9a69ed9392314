package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

import java.util.Objects;

/**
 * The UDF group of a use, reading {@code length} bytes at {@code offset} from the UDF's base. The
 * group's LENGTH and its UDF's OFFSET are create-only, so both are in the key: a change is a new group
 * and UDF, made before the old ones go.
 */
public record UdfGroupKey(UdfUse use, int offset, int length) implements HostKey<SaiObject.UdfGroup> {

    public UdfGroupKey {
        Objects.requireNonNull(use, "use");
        KeyFields.inRange("UDF offset", offset, 0xFFFF);
        KeyFields.inRange("UDF length", length, 0xFFFF);
        if (length == 0) {
            throw new IllegalArgumentException("a UDF reads at least one byte");
        }
    }

    @Override
    public ObjectType type() {
        return ObjectType.UDF_GROUP;
    }

    @Override
    public String toString() {
        return "UDF_GROUP{" + use + " +" + offset + "/" + length + "}";
    }
}
