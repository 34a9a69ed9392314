package io.nosagent.qos;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.meta.AclTableAttr;

import java.util.function.BooleanSupplier;

/**
 * Whether the ASIC's ACL tables match the RoCE BTH opcode natively (SAI_ACL_TABLE_ATTR_FIELD_BTH_OPCODE),
 * asked once through the attribute capability query; a backend that cannot answer counts as without
 * it, so ACK re-marking falls back to a UDF.
 */
public final class BthOpcodeCapability implements BooleanSupplier {

    private final Sai sai;
    private final long switchId;
    private Boolean answer;

    public BthOpcodeCapability(Sai sai, long switchId) {
        this.sai = sai;
        this.switchId = switchId;
    }

    @Override
    public synchronized boolean getAsBoolean() {
        if (answer == null) {
            try {
                answer = sai.attributeCapability(switchId, ObjectType.ACL_TABLE, AclTableAttr.FIELD_BTH_OPCODE).createImplemented();
            } catch (SaiException e) {
                answer = false;
            }
        }
        return answer;
    }
}
