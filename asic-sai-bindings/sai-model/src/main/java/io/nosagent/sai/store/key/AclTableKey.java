package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

/**
 * The ACL tables the features create, one constant each. A table's stage, bind points, fields and action
 * types are create-only, so a table of another shape is another constant (ACK re-marking by the BTH
 * opcode field or by a UDF).
 */
public enum AclTableKey implements HostKey<SaiObject.AclTable> {
    /** Routing's TE overrides: ingress, at the switch, matching IN_PORT and the destination. */
    TE_OVERRIDE,
    /** QoS's ACK re-marking, matching the BTH opcode with the ACL's own field. */
    ACK_REMARK_BTH_FIELD,
    /** QoS's ACK re-marking, matching the BTH opcode through a UDF group. */
    ACK_REMARK_UDF,
    /** The PFC watchdog's drops at a stormed port's ingress. */
    PFC_WATCHDOG_INGRESS,
    /** The PFC watchdog's drops at a stormed port's egress. */
    PFC_WATCHDOG_EGRESS;

    @Override
    public ObjectType type() {
        return ObjectType.ACL_TABLE;
    }

    @Override
    public String toString() {
        return "ACL_TABLE{" + name() + "}";
    }
}
