package io.nosagent.sai.store.acl;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.AclTableGroupAttr;
import io.nosagent.sai.meta.AclTableGroupMemberAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.store.key.AclTableGroupKey;
import io.nosagent.sai.store.key.AclTableGroupMemberKey;
import io.nosagent.sai.store.key.AclTableKey;
import io.nosagent.sai.store.key.HostKey;
import io.nosagent.sai.store.key.PortKey;

import java.util.List;

/**
 * One ACL attribute of a port or of the switch: the object, and the stage (INGRESS_ACL or EGRESS_ACL).
 * It names the table group bound there and gives the group's attributes, the same for every feature,
 * so the store shares one group among them.
 *
 * @param <O> the object bound at: a port or the switch
 */
public record AclBindPoint<O extends SaiObject>(HostKey<O> object, int stage) {

    public AclBindPoint {
        new AclTableGroupKey(object, stage); // refuses any other object or stage
    }

    public static <O extends SaiObject> AclBindPoint<O> ingress(HostKey<O> object) {
        return new AclBindPoint<>(object, SaiEnums.AclStage.INGRESS);
    }

    public static <O extends SaiObject> AclBindPoint<O> egress(HostKey<O> object) {
        return new AclBindPoint<>(object, SaiEnums.AclStage.EGRESS);
    }

    /** The attribute of {@link #object()} the group is bound by. */
    @SuppressWarnings("unchecked") // O is PORT for a PortKey and SWITCH for the SwitchKey, the only objects allowed
    public AttrSpec.Oid<O> attribute() {
        boolean ingress = stage == SaiEnums.AclStage.INGRESS;
        if (object instanceof PortKey) {
            return (AttrSpec.Oid<O>) (ingress ? PortAttr.INGRESS_ACL : PortAttr.EGRESS_ACL);
        }
        return (AttrSpec.Oid<O>) (ingress ? SwitchAttr.INGRESS_ACL : SwitchAttr.EGRESS_ACL);
    }

    /** The group bound here. */
    public AclTableGroupKey groupKey() {
        return new AclTableGroupKey(object, stage);
    }

    /**
     * The group's attributes. PARALLEL: the features' tables are independent lookups whose actions all
     * apply (an ACK is re-marked and, on a stormed queue, also dropped), not a chain where one decides.
     */
    public List<Attribute.Of<SaiObject.AclTableGroup>> groupAttributes() {
        int type = object instanceof PortKey ? SaiEnums.AclBindPointType.PORT : SaiEnums.AclBindPointType.SWITCH;
        return List.of(AclTableGroupAttr.ACL_STAGE.s32(stage),
                AclTableGroupAttr.ACL_BIND_POINT_TYPE_LIST.s32s(type),
                AclTableGroupAttr.TYPE.s32(SaiEnums.AclTableGroupType.PARALLEL));
    }

    /** The member putting {@code table} in this point's group. */
    public AclTableGroupMemberKey memberKey(AclTableKey table) {
        return new AclTableGroupMemberKey(groupKey(), table);
    }

    /** The member's attributes, once the group and the table exist. */
    public static List<Attribute.Of<SaiObject.AclTableGroupMember>> memberAttributes(long group, long table, AclUser user) {
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
