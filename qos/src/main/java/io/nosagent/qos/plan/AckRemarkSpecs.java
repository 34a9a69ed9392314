package io.nosagent.qos.plan;

import io.nosagent.qos.state.QosState;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.AclEntryAttr;
import io.nosagent.sai.meta.AclTableAttr;
import io.nosagent.sai.meta.AclTableGroupMemberAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.UdfAttr;
import io.nosagent.sai.meta.UdfGroupAttr;
import io.nosagent.sai.meta.UdfMatchAttr;
import io.nosagent.sai.store.Desired;
import io.nosagent.sai.store.ObjectSpec;
import io.nosagent.sai.store.acl.AclBindPoint;
import io.nosagent.sai.store.acl.AclUser;
import io.nosagent.sai.store.key.AclEntryKey;
import io.nosagent.sai.store.key.AclTableKey;
import io.nosagent.sai.store.key.UdfGroupKey;
import io.nosagent.sai.store.key.UdfKey;
import io.nosagent.sai.store.key.UdfMatchKey;
import io.nosagent.sai.store.key.UdfUse;

import java.util.ArrayList;
import java.util.List;

/**
 * The ACK re-marking ACL: an INGRESS table bound to the ports ACKs enter by (the RTSW's downlinks, from
 * the receiving hosts), whose one entry matches RoCE v2 (UDP destination port 4791) RC Acknowledge
 * packets (BTH opcode 17) and sets their DSCP and traffic class. The opcode is the ACL's BTH opcode
 * field where the ASIC has it, else a one-byte UDF at L4 offset 8 (the UDP header's 8 bytes, then
 * the BTH's first byte). The table is a member of each downlink's shared ingress table group (the
 * PFC watchdog puts its drop table in the same group on a stormed port); its fields and the UDF group
 * are create-only, so the match kind is in its key.
 */
final class AckRemarkSpecs {

    /** UDP, and the RoCE v2 port. */
    static final int UDP = 17;
    static final int ROCE_V2_PORT = 4791;
    /** BTH opcode of an RC Acknowledge. */
    static final int RC_ACKNOWLEDGE = 0x11;
    /** Bytes from the start of L4 to the BTH opcode: the UDP header. */
    static final int OPCODE_OFFSET = 8;
    /** Above the SAI default 0 of unranked entries. */
    static final int PRIORITY = 100;

    static final UdfMatchKey MATCH = new UdfMatchKey(UdfUse.ACK_REMARK);
    /** One byte at L4 + 8: the BTH opcode. */
    static final UdfGroupKey GROUP = new UdfGroupKey(UdfUse.ACK_REMARK, OPCODE_OFFSET, 1);
    static final UdfKey UDF = new UdfKey(GROUP);

    private AckRemarkSpecs() {
    }

    static AclTableKey tableKey(QosState.AckMatch match) {
        return match == QosState.AckMatch.ACL_FIELD ? AclTableKey.ACK_REMARK_BTH_FIELD : AclTableKey.ACK_REMARK_UDF;
    }

    static AclEntryKey entryKey(QosState.AckMatch match) {
        return AclEntryKey.only(tableKey(match));
    }

    /** The port's shared group and the table's member in it, in creation order. */
    static List<ObjectSpec<?>> binding(AclBindPoint<?> point, QosState.AckMatch match) {
        AclTableKey table = tableKey(match);
        return List.of(ObjectSpec.of(point.groupKey(), point.groupAttributes()),
                new ObjectSpec<>(point.memberKey(table), List.of(
                        Desired.ref(AclTableGroupMemberAttr.ACL_TABLE_GROUP_ID, point.groupKey()),
                        Desired.ref(AclTableGroupMemberAttr.ACL_TABLE_ID, table),
                        Desired.value(AclTableGroupMemberAttr.PRIORITY.u32(AclUser.ACK_REMARK.priority())))));
    }

    /** Everything but the port bindings, in creation order: the UDF (if used), the table, the entry. */
    static List<ObjectSpec<?>> objects(QosState.AckMatch match, int dscp, int trafficClass) {
        var out = new ArrayList<ObjectSpec<?>>();
        var table = new ArrayList<Desired<SaiObject.AclTable>>(List.of(
                Desired.value(AclTableAttr.ACL_STAGE.s32(SaiEnums.AclStage.INGRESS)),
                Desired.value(AclTableAttr.ACL_BIND_POINT_TYPE_LIST.s32s(SaiEnums.AclBindPointType.PORT)),
                Desired.value(AclTableAttr.ACL_ACTION_TYPE_LIST.s32s(SaiEnums.AclActionType.SET_DSCP, SaiEnums.AclActionType.SET_TC)),
                Desired.value(AclTableAttr.FIELD_IP_PROTOCOL.bool(true)),
                Desired.value(AclTableAttr.FIELD_L4_DST_PORT.bool(true))));
        Desired<SaiObject.AclEntry> opcode;
        if (match == QosState.AckMatch.ACL_FIELD) {
            table.add(Desired.value(AclTableAttr.FIELD_BTH_OPCODE.bool(true)));
            opcode = Desired.value(AclEntryAttr.FIELD_BTH_OPCODE.of(AttrValue.AclField.match(new AttrValue.U8(RC_ACKNOWLEDGE),
                    new AttrValue.U8(0xFF))));
        } else {
            out.add(ObjectSpec.of(MATCH, List.of(
                    UdfMatchAttr.L3_TYPE.of(AttrValue.AclField.match(new AttrValue.U8(UDP), new AttrValue.U8(0xFF))),
                    UdfMatchAttr.L4_DST_PORT_TYPE.of(AttrValue.AclField.match(new AttrValue.U16(ROCE_V2_PORT),
                            new AttrValue.U16(0xFFFF))))));
            out.add(ObjectSpec.of(GROUP, List.of(UdfGroupAttr.TYPE.s32(SaiEnums.UdfGroupType.GENERIC),
                    UdfGroupAttr.LENGTH.u16(GROUP.length()))));
            out.add(new ObjectSpec<>(UDF, List.of(Desired.ref(UdfAttr.MATCH_ID, MATCH), Desired.ref(UdfAttr.GROUP_ID, GROUP),
                    Desired.value(UdfAttr.BASE.s32(SaiEnums.UdfBase.L4)), Desired.value(UdfAttr.OFFSET.u16(GROUP.offset())))));
            table.add(Desired.ref(AclTableAttr.USER_DEFINED_FIELD_GROUP_MIN, GROUP));
            opcode = Desired.value(AclEntryAttr.USER_DEFINED_FIELD_GROUP_MIN.of(AttrValue.AclField.match(
                    AttrValue.U8List.of(RC_ACKNOWLEDGE), AttrValue.U8List.of(0xFF))));
        }
        out.add(new ObjectSpec<>(tableKey(match), table));
        out.add(new ObjectSpec<>(entryKey(match), List.of(
                Desired.ref(AclEntryAttr.TABLE_ID, tableKey(match)),
                Desired.value(AclEntryAttr.PRIORITY.u32(PRIORITY)),
                Desired.value(AclEntryAttr.FIELD_IP_PROTOCOL.of(AttrValue.AclField.match(new AttrValue.U8(UDP), new AttrValue.U8(0xFF)))),
                Desired.value(AclEntryAttr.FIELD_L4_DST_PORT.of(AttrValue.AclField.match(new AttrValue.U16(ROCE_V2_PORT),
                        new AttrValue.U16(0xFFFF)))),
                opcode,
                Desired.value(AclEntryAttr.ACTION_SET_DSCP.of(AttrValue.AclAction.of(new AttrValue.U8(dscp)))),
                Desired.value(AclEntryAttr.ACTION_SET_TC.of(AttrValue.AclAction.of(new AttrValue.U8(trafficClass)))))));
        return out;
    }
}
