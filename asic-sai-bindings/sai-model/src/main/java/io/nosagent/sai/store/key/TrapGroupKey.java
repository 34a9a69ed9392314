package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

/** A host interface trap group by name: the CPU queue its traps go to and the policer they pass. */
public record TrapGroupKey(String name) implements HostKey<SaiObject.HostifTrapGroup> {

    public TrapGroupKey {
        KeyFields.configName("a trap group", name);
    }

    @Override
    public ObjectType type() {
        return ObjectType.HOSTIF_TRAP_GROUP;
    }

    @Override
    public String toString() {
        return "HOSTIF_TRAP_GROUP{" + name + "}";
    }
}
