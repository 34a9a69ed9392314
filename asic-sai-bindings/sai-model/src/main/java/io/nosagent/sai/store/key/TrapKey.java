package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.SaiEnums;

/**
 * A host interface trap by its TRAP_TYPE ({@code sai_hostif_trap_type_t}): a switch has at most one trap
 * of each type (the type is the trap's key attribute).
 */
public record TrapKey(int trapType) implements HostKey<SaiObject.HostifTrap> {

    public TrapKey {
        KeyFields.member("a trap type", SaiEnums.HostifTrapType.ENUM, trapType);
    }

    @Override
    public ObjectType type() {
        return ObjectType.HOSTIF_TRAP;
    }

    @Override
    public String toString() {
        return "HOSTIF_TRAP{" + KeyFields.memberName(SaiEnums.HostifTrapType.ENUM, trapType, "SAI_HOSTIF_TRAP_TYPE_") + "}";
    }
}
