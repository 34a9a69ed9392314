package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

/** A policer by the name of what it polices (a CPU queue's trap group: {@code copp-high}). */
public record PolicerKey(String name) implements HostKey<SaiObject.Policer> {

    public PolicerKey {
        KeyFields.configName("a policer", name);
    }

    @Override
    public ObjectType type() {
        return ObjectType.POLICER;
    }

    @Override
    public String toString() {
        return "POLICER{" + name + "}";
    }
}
