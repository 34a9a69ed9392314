package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

import java.util.Objects;

/** The one UDF of a group: where the group's bytes are read. */
public record UdfKey(UdfGroupKey group) implements HostKey<SaiObject.Udf> {

    public UdfKey {
        Objects.requireNonNull(group, "group");
    }

    @Override
    public ObjectType type() {
        return ObjectType.UDF;
    }

    @Override
    public String toString() {
        return "UDF{" + group.use() + " +" + group.offset() + "/" + group.length() + "}";
    }
}
