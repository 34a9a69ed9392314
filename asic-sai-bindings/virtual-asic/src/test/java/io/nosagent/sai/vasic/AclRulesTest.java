package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.AclEntryAttr;
import io.nosagent.sai.meta.AclTableAttr;
import io.nosagent.sai.meta.AclTableGroupAttr;
import io.nosagent.sai.meta.AclTableGroupMemberAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SaiEnums.AclActionType;
import io.nosagent.sai.meta.SaiEnums.AclBindPointType;
import io.nosagent.sai.meta.SaiEnums.AclStage;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.UdfGroupAttr;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * ACL rules judged against the objects a call names: entry fields and actions against the table,
 * bindings against the table's (or group's) stage and bind points, group members against their group.
 * Each refusal with its exact status, attribute index and attribute, and nothing changed.
 */
class AclRulesTest {

    private static final AttrValue.AclField DSCP_26 = AttrValue.AclField.match(new AttrValue.U8(26), new AttrValue.U8(0x3F));
    private static final AttrValue.AclAction DROP = AttrValue.AclAction.of(new AttrValue.S32(SaiEnums.PacketAction.DROP));

    private final TestSwitch t = TestSwitch.of("rtsw");

    @AfterEach
    void close() {
        t.close();
    }

    private static SaiException failure(ThrowingCallable call) {
        return TestSwitch.saiFailure(call);
    }

    // ---- entries against their table -------------------------------------------------------------------

    @Test
    void anEntryMatchingAFieldItsTableDoesNotDeclareIsInvalidAttributeAtItsIndex() {
        long table = table(AclStage.INGRESS, List.of(AclBindPointType.PORT), AclTableAttr.FIELD_DSCP.bool(true));

        var e = failure(() -> entry(table, AclEntryAttr.FIELD_DSCP.of(DSCP_26),
                AclEntryAttr.FIELD_IP_PROTOCOL.of(AttrValue.AclField.match(new AttrValue.U8(17), new AttrValue.U8(0xFF)))));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, 3));
        assertThat(e.attribute()).isEqualTo(AclEntryAttr.FIELD_IP_PROTOCOL);
        assertThat(e).hasMessageContaining("SAI_ACL_TABLE_ATTR_FIELD_IP_PROTOCOL");
        assertThat(t.asic.objects(ObjectType.ACL_ENTRY)).isEmpty();
    }

    @Test
    void aFieldTheTableDeclaresFalseIsNotDeclared() {
        long table = table(AclStage.INGRESS, List.of(AclBindPointType.PORT), AclTableAttr.FIELD_DSCP.bool(true),
                AclTableAttr.FIELD_TTL.bool(false));

        var e = failure(() -> entry(table, AclEntryAttr.FIELD_TTL.of(AttrValue.AclField.match(new AttrValue.U8(1), new AttrValue.U8(0xFF)))));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, 2));
    }

    @Test
    void aDisabledFieldAsksNothingOfTheTable() {
        long table = table(AclStage.INGRESS, List.of(AclBindPointType.PORT), AclTableAttr.FIELD_DSCP.bool(true));

        long entry = entry(table, AclEntryAttr.FIELD_DSCP.of(DSCP_26), AclEntryAttr.FIELD_TTL.of(AttrValue.AclField.DISABLED));

        assertThat(t.asic.objects(ObjectType.ACL_ENTRY)).containsExactly(entry);
    }

    @Test
    void settingAnUndeclaredFieldOnAnEntryIsInvalidAttributeZero() {
        long table = table(AclStage.INGRESS, List.of(AclBindPointType.PORT), AclTableAttr.FIELD_DSCP.bool(true));
        long entry = entry(table, AclEntryAttr.FIELD_DSCP.of(DSCP_26));

        var e = failure(() -> t.asic.set(ObjectType.ACL_ENTRY, entry,
                AclEntryAttr.FIELD_ECN.of(AttrValue.AclField.match(new AttrValue.U8(3), new AttrValue.U8(3)))));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, 0));
        assertThat(e.attribute()).isEqualTo(AclEntryAttr.FIELD_ECN);
    }

    @Test
    void anActionOutsideTheTablesActionTypeListIsInvalidAttributeAndWithoutAListAnyActionGoes() {
        long listed = table(AclStage.INGRESS, List.of(AclBindPointType.PORT), AclTableAttr.FIELD_DSCP.bool(true),
                AclTableAttr.ACL_ACTION_TYPE_LIST.s32s(AclActionType.SET_TC, AclActionType.COUNTER));
        long unlisted = table(AclStage.INGRESS, List.of(AclBindPointType.PORT), AclTableAttr.FIELD_DSCP.bool(true));

        var e = failure(() -> entry(listed, AclEntryAttr.FIELD_DSCP.of(DSCP_26), AclEntryAttr.ACTION_PACKET_ACTION.of(DROP)));
        entry(listed, AclEntryAttr.FIELD_DSCP.of(DSCP_26), AclEntryAttr.ACTION_SET_TC.of(AttrValue.AclAction.of(new AttrValue.U8(3))));
        entry(unlisted, AclEntryAttr.FIELD_DSCP.of(DSCP_26), AclEntryAttr.ACTION_PACKET_ACTION.of(DROP));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, 3));
        assertThat(e.attribute()).isEqualTo(AclEntryAttr.ACTION_PACKET_ACTION);
        assertThat(e).hasMessageContaining("SAI_ACL_ACTION_TYPE_PACKET_ACTION");
        assertThat(t.asic.objects(ObjectType.ACL_ENTRY)).hasSize(2);
    }

    @Test
    void aTableWithoutAnyMatchFieldIsMandatoryAttributeMissing() {
        var e = failure(() -> table(AclStage.INGRESS, List.of(AclBindPointType.PORT)));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING));
        assertThat(t.asic.objects(ObjectType.ACL_TABLE)).isEmpty();
    }

    @Test
    void aHashUdfGroupIsNotAnAclMatchField() {
        long hashGroup = t.asic.create(ObjectType.UDF_GROUP, t.switchId, List.of(
                UdfGroupAttr.TYPE.s32(SaiEnums.UdfGroupType.HASH), UdfGroupAttr.LENGTH.u16(1)));

        var e = failure(() -> table(AclStage.INGRESS, List.of(AclBindPointType.PORT), AclTableAttr.USER_DEFINED_FIELD_GROUP_MIN.oid(hashGroup)));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 2));
        assertThat(e.attribute()).isEqualTo(AclTableAttr.USER_DEFINED_FIELD_GROUP_MIN);
    }

    @Test
    void aUdfMatchIsAsLongAsItsGroupAndOnlyOnAGroupTheTableNames() {
        long generic = t.asic.create(ObjectType.UDF_GROUP, t.switchId, List.of(
                UdfGroupAttr.TYPE.s32(SaiEnums.UdfGroupType.GENERIC), UdfGroupAttr.LENGTH.u16(1)));
        long table = table(AclStage.INGRESS, List.of(AclBindPointType.PORT), AclTableAttr.USER_DEFINED_FIELD_GROUP_MIN.oid(generic));
        var twoBytes = AttrValue.AclField.match(AttrValue.U8List.of(0x11, 0x00), AttrValue.U8List.of(0xFF, 0xFF));
        var oneByte = AttrValue.AclField.match(AttrValue.U8List.of(0x11), AttrValue.U8List.of(0xFF));

        var tooLong = failure(() -> entry(table, AclEntryAttr.USER_DEFINED_FIELD_GROUP_MIN.of(twoBytes)));
        var otherGroup = failure(() -> entry(table, AclEntryAttr.USER_DEFINED_FIELD_GROUP_1.of(oneByte)));
        entry(table, AclEntryAttr.USER_DEFINED_FIELD_GROUP_MIN.of(oneByte));

        assertThat(tooLong.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 2));
        assertThat(otherGroup.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, 2));
    }

    // ---- bindings -----------------------------------------------------------------------------------------

    @Test
    void anIngressTableOnAPortsEgressAclIsInvalidAttrValue() {
        long ingress = table(AclStage.INGRESS, List.of(AclBindPointType.PORT), AclTableAttr.FIELD_DSCP.bool(true));

        var e = failure(() -> t.asic.set(ObjectType.PORT, t.port(0), PortAttr.EGRESS_ACL.oid(ingress)));
        t.asic.set(ObjectType.PORT, t.port(0), PortAttr.INGRESS_ACL.oid(ingress));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
        assertThat(e.attribute()).isEqualTo(PortAttr.EGRESS_ACL);
        assertThat(e).hasMessageContaining("SAI_ACL_STAGE_INGRESS");
        assertThat(t.asic.value(t.port(0), PortAttr.EGRESS_ACL)).isEqualTo(AttrValue.Oid.NULL);
        assertThat(t.asic.referenceCount(ingress)).isEqualTo(1);
    }

    @Test
    void aTableWhoseBindPointsLackPortCannotBeBoundToAPort() {
        long switchOnly = table(AclStage.INGRESS, List.of(AclBindPointType.SWITCH), AclTableAttr.FIELD_DSCP.bool(true));
        long noBindPoints = t.asic.create(ObjectType.ACL_TABLE, t.switchId, List.of(
                AclTableAttr.ACL_STAGE.s32(AclStage.INGRESS), AclTableAttr.FIELD_DSCP.bool(true)));

        var e = failure(() -> t.asic.set(ObjectType.PORT, t.port(0), PortAttr.INGRESS_ACL.oid(switchOnly)));
        var none = failure(() -> t.asic.set(ObjectType.PORT, t.port(0), PortAttr.INGRESS_ACL.oid(noBindPoints)));
        t.asic.set(ObjectType.SWITCH, t.switchId, SwitchAttr.INGRESS_ACL.oid(switchOnly));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
        assertThat(e).hasMessageContaining("SAI_ACL_BIND_POINT_TYPE_PORT");
        assertThat(none.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
    }

    @Test
    void aTableWhoseBindPointsLackSwitchCannotBeTheSwitchsIngressAcl() {
        long portOnly = table(AclStage.INGRESS, List.of(AclBindPointType.PORT, AclBindPointType.LAG), AclTableAttr.FIELD_DSCP.bool(true));

        var e = failure(() -> t.asic.set(ObjectType.SWITCH, t.switchId, SwitchAttr.INGRESS_ACL.oid(portOnly)));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
        assertThat(e.attribute()).isEqualTo(SwitchAttr.INGRESS_ACL);
    }

    @Test
    void aRouterInterfaceCreatedWithAnEgressTableAsItsIngressAclIsRefusedAtThatIndex() {
        long egress = table(AclStage.EGRESS, List.of(AclBindPointType.ROUTER_INTERFACE), AclTableAttr.FIELD_DSCP.bool(true));

        var e = failure(() -> t.asic.create(ObjectType.ROUTER_INTERFACE, t.switchId, List.of(
                RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(t.defaultRouter()),
                RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT),
                RouterInterfaceAttr.PORT_ID.oid(t.port(0)),
                RouterInterfaceAttr.INGRESS_ACL.oid(egress))));
        long rif = t.asic.create(ObjectType.ROUTER_INTERFACE, t.switchId, List.of(
                RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(t.defaultRouter()),
                RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT),
                RouterInterfaceAttr.PORT_ID.oid(t.port(0)),
                RouterInterfaceAttr.EGRESS_ACL.oid(egress)));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 3));
        assertThat(t.asic.objects(ObjectType.ROUTER_INTERFACE)).containsExactly(rif);
    }

    @Test
    void unbindingWithTheNullObjectIsAlwaysAllowed() {
        long ingress = table(AclStage.INGRESS, List.of(AclBindPointType.PORT), AclTableAttr.FIELD_DSCP.bool(true));
        t.asic.set(ObjectType.PORT, t.port(0), PortAttr.INGRESS_ACL.oid(ingress));

        t.asic.set(ObjectType.PORT, t.port(0), PortAttr.INGRESS_ACL.oid(0));
        t.asic.set(ObjectType.PORT, t.port(0), PortAttr.EGRESS_ACL.oid(0));

        assertThat(t.asic.referenceCount(ingress)).isZero();
    }

    // ---- groups -------------------------------------------------------------------------------------------

    @Test
    void aGroupBindsOnlyAtItsStageAndBindPoints() {
        long group = group(AclStage.INGRESS, List.of(AclBindPointType.PORT));

        var egress = failure(() -> t.asic.set(ObjectType.PORT, t.port(0), PortAttr.EGRESS_ACL.oid(group)));
        var atSwitch = failure(() -> t.asic.set(ObjectType.SWITCH, t.switchId, SwitchAttr.INGRESS_ACL.oid(group)));
        t.asic.set(ObjectType.PORT, t.port(0), PortAttr.INGRESS_ACL.oid(group));

        assertThat(egress.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
        assertThat(egress).hasMessageContaining("group");
        assertThat(atSwitch.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
    }

    @Test
    void aGroupMemberTableOfAnotherStageIsInvalidAttrValueOfTheTableId() {
        long group = group(AclStage.INGRESS, List.of(AclBindPointType.PORT));
        long egressTable = table(AclStage.EGRESS, List.of(AclBindPointType.PORT), AclTableAttr.FIELD_DSCP.bool(true));

        var e = failure(() -> member(group, egressTable));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 1));
        assertThat(e.attribute()).isEqualTo(AclTableGroupMemberAttr.ACL_TABLE_ID);
        assertThat(t.asic.objects(ObjectType.ACL_TABLE_GROUP_MEMBER)).isEmpty();
    }

    @Test
    void aGroupMemberTableMustSupportEveryBindPointOfItsGroup() {
        long group = group(AclStage.INGRESS, List.of(AclBindPointType.PORT, AclBindPointType.LAG));
        long portOnly = table(AclStage.INGRESS, List.of(AclBindPointType.PORT), AclTableAttr.FIELD_DSCP.bool(true));
        long wider = table(AclStage.INGRESS, List.of(AclBindPointType.PORT, AclBindPointType.LAG, AclBindPointType.SWITCH),
                AclTableAttr.FIELD_DSCP.bool(true));

        var e = failure(() -> member(group, portOnly));
        long ok = member(group, wider);

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 1));
        assertThat(e).hasMessageContaining("SAI_ACL_BIND_POINT_TYPE_LAG");
        assertThat(t.asic.objects(ObjectType.ACL_TABLE_GROUP_MEMBER)).containsExactly(ok);
    }

    // ---- helpers ------------------------------------------------------------------------------------------

    private long table(int stage, List<Integer> bindPoints, Attribute... fields) {
        var attrs = new ArrayList<Attribute>();
        attrs.add(AclTableAttr.ACL_STAGE.s32(stage));
        attrs.add(AclTableAttr.ACL_BIND_POINT_TYPE_LIST.s32s(bindPoints.stream().mapToInt(Integer::intValue).toArray()));
        attrs.addAll(List.of(fields));
        return t.asic.create(ObjectType.ACL_TABLE, t.switchId, attrs);
    }

    private long group(int stage, List<Integer> bindPoints) {
        return t.asic.create(ObjectType.ACL_TABLE_GROUP, t.switchId, List.of(AclTableGroupAttr.ACL_STAGE.s32(stage),
                AclTableGroupAttr.ACL_BIND_POINT_TYPE_LIST.s32s(bindPoints.stream().mapToInt(Integer::intValue).toArray())));
    }

    private long member(long group, long table) {
        return t.asic.create(ObjectType.ACL_TABLE_GROUP_MEMBER, t.switchId, List.of(
                AclTableGroupMemberAttr.ACL_TABLE_GROUP_ID.oid(group), AclTableGroupMemberAttr.ACL_TABLE_ID.oid(table),
                AclTableGroupMemberAttr.PRIORITY.u32(10)));
    }

    private long entry(long table, Attribute... matchAndActions) {
        var attrs = new ArrayList<Attribute>(List.of(AclEntryAttr.TABLE_ID.oid(table), AclEntryAttr.PRIORITY.u32(1)));
        attrs.addAll(List.of(matchAndActions));
        return t.asic.create(ObjectType.ACL_ENTRY, t.switchId, attrs);
    }
}
