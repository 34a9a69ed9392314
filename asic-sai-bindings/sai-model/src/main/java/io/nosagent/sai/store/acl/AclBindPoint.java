package io.nosagent.sai.store.acl;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.AclTableGroupAttr;
import io.nosagent.sai.meta.AclTableGroupMemberAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.store.key.HostKey;
import io.nosagent.sai.store.key.NamedKey;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.store.key.SwitchKey;

import java.util.List;
import java.util.Objects;

/**
 * One ACL attribute of a port or of the switch: the object, and the stage (INGRESS_ACL or EGRESS_ACL).
 * It names the table group bound there and gives the group's attributes, the same for every feature,
 * so the store shares one group among them.
 */
public record AclBindPoint(HostKey object, int stage) {

    public AclBindPoint {
        Objects.requireNonNull(object, "object");
        if (!(object instanceof PortKey) && !(object instanceof SwitchKey)) {
            throw new IllegalArgumentException("ACL tables are bound here at ports or at the switch, not at " + object);
        }
        if (stage != SaiEnums.AclStage.INGRESS && stage != SaiEnums.AclStage.EGRESS) {
            throw new IllegalArgumentException("an ACL bind point is INGRESS or EGRESS, not stage " + stage);
        }
    }

    public static AclBindPoint ingress(HostKey object) {
        return new AclBindPoint(object, SaiEnums.AclStage.INGRESS);
    }

    public static AclBindPoint egress(HostKey object) {
        return new AclBindPoint(object, SaiEnums.AclStage.EGRESS);
    }

    /** The attribute of {@link #object()} the group is bound by. */
    public AttrSpec attribute() {
        boolean ingress = stage == SaiEnums.AclStage.INGRESS;
        if (object instanceof PortKey) {
            return ingress ? PortAttr.INGRESS_ACL : PortAttr.EGRESS_ACL;
        }
        return ingress ? SwitchAttr.INGRESS_ACL : SwitchAttr.EGRESS_ACL;
    }

    /** The group bound here. */
    public NamedKey groupKey() {
        return new NamedKey(ObjectType.ACL_TABLE_GROUP, toString());
    }

    /**
     * The group's attributes. PARALLEL: the features' tables are independent lookups whose actions all
     * apply (an ACK is re-marked and, on a stormed queue, also dropped), not a chain where one decides.
     */
    public List<Attribute> groupAttributes() {
        int type = object instanceof PortKey ? SaiEnums.AclBindPointType.PORT : SaiEnums.AclBindPointType.SWITCH;
        return List.of(AclTableGroupAttr.ACL_STAGE.s32(stage),
                AclTableGroupAttr.ACL_BIND_POINT_TYPE_LIST.s32s(type),
                AclTableGroupAttr.TYPE.s32(SaiEnums.AclTableGroupType.PARALLEL));
    }

    /** The member putting {@code table} in this point's group: table and group are create-only, so both are in the name. */
    public NamedKey memberKey(NamedKey table) {
        return new NamedKey(ObjectType.ACL_TABLE_GROUP_MEMBER, this + " " + table.name());
    }

    /** The member's attributes, once the group and the table exist. */
    public static List<Attribute> memberAttributes(long group, long table, AclUser user) {
        return List.of(AclTableGroupMemberAttr.ACL_TABLE_GROUP_ID.oid(group),
                AclTableGroupMemberAttr.ACL_TABLE_ID.oid(table),
                AclTableGroupMemberAttr.PRIORITY.u32(user.priority()));
    }

    @Override
    public String toString() {
        String where = object instanceof PortKey p ? "port " + p.interfaceName() : "switch";
        return where + (stage == SaiEnums.AclStage.INGRESS ? " ingress" : " egress");
    }
}
