package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.SaiEnums;

import java.util.Objects;

/**
 * The ACL table group bound at one stage ({@code sai_acl_stage_t}, INGRESS or EGRESS) of a port or of
 * the switch: one per bind point, shared by every feature with a table there.
 */
public record AclTableGroupKey(HostKey<?> boundTo, int stage) implements HostKey<SaiObject.AclTableGroup> {

    public AclTableGroupKey {
        Objects.requireNonNull(boundTo, "boundTo");
        if (!(boundTo instanceof PortKey) && !(boundTo instanceof SwitchKey)) {
            throw new IllegalArgumentException("ACL tables are bound here at ports or at the switch, not at " + boundTo);
        }
        if (stage != SaiEnums.AclStage.INGRESS && stage != SaiEnums.AclStage.EGRESS) {
            throw new IllegalArgumentException("an ACL bind point is INGRESS or EGRESS, not stage " + stage);
        }
    }

    @Override
    public ObjectType type() {
        return ObjectType.ACL_TABLE_GROUP;
    }

    @Override
    public String toString() {
        String where = boundTo instanceof PortKey p ? "port " + p.interfaceName() : "switch";
        return "ACL_TABLE_GROUP{" + where + (stage == SaiEnums.AclStage.INGRESS ? " ingress" : " egress") + "}";
    }
}
