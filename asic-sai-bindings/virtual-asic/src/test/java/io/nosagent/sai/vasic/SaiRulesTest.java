package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrFlag;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.BufferPoolAttr;
import io.nosagent.sai.meta.BufferProfileAttr;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.NextHopAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** One scenario per SAI rule: the exact status, the attribute index, and the attribute it names. */
class SaiRulesTest {

    private final TestSwitch t = TestSwitch.of("rtsw");

    @AfterEach
    void close() {
        t.close();
    }

    private static SaiException failure(ThrowingCallable call) {
        return TestSwitch.saiFailure(call);
    }

    private static final Attribute ECMP = NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.DYNAMIC_UNORDERED_ECMP);

    @Test
    void anAttributeIdTheTypeDoesNotHaveIsUnknownAttributeAtItsIndex() {
        var vendorExtension = new AttrSpec.U32<>(SaiObject.NextHopGroup.class, 0x1000_0000, "VENDOR_CREDIT_RAMP", Set.of(AttrFlag.CREATE_AND_SET));

        var e = failure(() -> t.asic.create(ObjectType.NEXT_HOP_GROUP, t.switchId, List.of(ECMP, vendorExtension.u32(7))));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.UNKNOWN_ATTRIBUTE, 1));
        assertThat(e.attribute()).isEqualTo(vendorExtension);
        assertThat(e.rawStatus()).isEqualTo(-262144 - 1);
    }

    @Test
    void anAttributeOfAnotherObjectTypeIsUnknownAttribute() {
        long group = t.group();

        var e = failure(() -> t.asic.set(ObjectType.NEXT_HOP_GROUP, group, RouteEntryAttr.META_DATA.u32(1)));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.UNKNOWN_ATTRIBUTE, 0));
        assertThat(e.attribute()).isEqualTo(RouteEntryAttr.META_DATA);
    }

    @Test
    void aSpecBuiltByTheCallerIsMatchedByTypeAndIdNotIdentity() {
        var sameAsType = new AttrSpec.S32<>(SaiObject.NextHopGroup.class, NextHopGroupAttr.TYPE.id(), "my TYPE", Set.of());

        long group = t.asic.create(ObjectType.NEXT_HOP_GROUP, t.switchId,
                List.of(sameAsType.s32(SaiEnums.NextHopGroupType.DYNAMIC_ORDERED_ECMP)));

        assertThat(t.asic.get(ObjectType.NEXT_HOP_GROUP, group, NextHopGroupAttr.TYPE))
                .isEqualTo(new AttrValue.S32(SaiEnums.NextHopGroupType.DYNAMIC_ORDERED_ECMP));
    }

    @Test
    void aMissingMandatoryAttributeIsMandatoryAttributeMissingNamingIt() {
        long group = t.group();

        var e = failure(() -> t.asic.create(ObjectType.NEXT_HOP_GROUP_MEMBER, t.switchId,
                List.of(NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(group))));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING));
        assertThat(e.attribute()).isEqualTo(NextHopGroupMemberAttr.NEXT_HOP_ID);
    }

    @Test
    void anIpNextHopWithoutItsIpIsMandatoryAttributeMissing() {
        long rif = t.routerInterface(t.port(0));

        var e = failure(() -> t.asic.create(ObjectType.NEXT_HOP, t.switchId, List.of(
                NextHopAttr.TYPE.s32(SaiEnums.NextHopType.IP), NextHopAttr.ROUTER_INTERFACE_ID.oid(rif))));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING));
        assertThat(e.attribute()).isEqualTo(NextHopAttr.IP);
    }

    @Test
    void aPortRouterInterfaceWithoutItsPortIsMandatoryAttributeMissing() {
        var e = failure(() -> t.asic.create(ObjectType.ROUTER_INTERFACE, t.switchId, List.of(
                RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(t.defaultRouter()),
                RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT))));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING));
        assertThat(e.attribute()).isEqualTo(RouterInterfaceAttr.PORT_ID);
    }

    @Test
    void aDynamicThresholdBufferProfileWithoutSharedDynamicThIsMandatoryAttributeMissing() {
        long pool = t.asic.create(ObjectType.BUFFER_POOL, t.switchId, List.of(
                BufferPoolAttr.TYPE.s32(SaiEnums.BufferPoolType.INGRESS), BufferPoolAttr.SIZE.u64(1 << 20)));
        var dynamicProfile = List.of(BufferProfileAttr.POOL_ID.oid(pool), BufferProfileAttr.RESERVED_BUFFER_SIZE.u64(0),
                BufferProfileAttr.THRESHOLD_MODE.s32(SaiEnums.BufferProfileThresholdMode.DYNAMIC));

        var e = failure(() -> t.asic.create(ObjectType.BUFFER_PROFILE, t.switchId, dynamicProfile));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING));
        assertThat(e.attribute()).isEqualTo(BufferProfileAttr.SHARED_DYNAMIC_TH);
        assertThat(e.getMessage()).contains("SAI_BUFFER_PROFILE_ATTR_THRESHOLD_MODE == SAI_BUFFER_PROFILE_THRESHOLD_MODE_DYNAMIC");
        assertThat(t.asic.objects(ObjectType.BUFFER_PROFILE)).isEmpty();
        // alpha 0: the shared limit is the free buffer itself (dynamic threshold = 2^alpha x free)
        var withAlpha = new ArrayList<>(dynamicProfile);
        withAlpha.add(BufferProfileAttr.SHARED_DYNAMIC_TH.of(new AttrValue.S8(0)));
        assertThat(t.asic.create(ObjectType.BUFFER_PROFILE, t.switchId, withAlpha)).isNotZero();
    }

    @Test
    void settingACreateOnlyAttributeIsInvalidAttributeZero() {
        long group = t.ecmpGroup(2);
        long member = t.asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER).getFirst();

        var e = failure(() -> t.asic.set(ObjectType.NEXT_HOP_GROUP_MEMBER, member, NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(group)));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, 0));
        assertThat(e.attribute()).isEqualTo(NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID);
    }

    @Test
    void aReadOnlyAttributeInACreateIsInvalidAttributeAtItsIndex() {
        var e = failure(() -> t.asic.create(ObjectType.NEXT_HOP_GROUP, t.switchId, List.of(
                ECMP, NextHopGroupAttr.LABEL.chars("spine"), NextHopGroupAttr.NEXT_HOP_COUNT.u32(4))));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, 2));
        assertThat(e.attribute()).isEqualTo(NextHopGroupAttr.NEXT_HOP_COUNT);
    }

    @Test
    void settingAReadOnlyAttributeIsInvalidAttributeZero() {
        var e = failure(() -> t.asic.set(ObjectType.PORT, t.port(0), PortAttr.OPER_STATUS.s32(SaiEnums.PortOperStatus.UP)));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, 0));
        assertThat(e.attribute()).isEqualTo(PortAttr.OPER_STATUS);
    }

    @Test
    void aValueOfTheWrongKindIsInvalidAttrValueAtItsIndex() {
        var e = failure(() -> t.asic.create(ObjectType.NEXT_HOP_GROUP, t.switchId, List.of(
                ECMP, Attribute.unchecked(NextHopGroupAttr.LABEL, new AttrValue.U32(5)))));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 1));
        assertThat(e.attribute()).isEqualTo(NextHopGroupAttr.LABEL);
    }

    @Test
    void anEnumValueOutsideTheAttributesEnumIsInvalidAttrValue() {
        var e = failure(() -> t.asic.create(ObjectType.NEXT_HOP_GROUP, t.switchId, List.of(NextHopGroupAttr.TYPE.s32(99))));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
        assertThat(e.attribute()).isEqualTo(NextHopGroupAttr.TYPE);
    }

    @Test
    void anEnumListWithAValueOutsideTheEnumIsInvalidAttrValue() {
        long hash = t.oid(SwitchAttr.ECMP_HASH);

        var e = failure(() -> t.asic.set(ObjectType.HASH, hash,
                HashAttr.NATIVE_HASH_FIELD_LIST.s32s(SaiEnums.NativeHashField.SRC_IP, 4791)));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
        assertThat(e).hasMessageContaining("4791 is not a member of sai_native_hash_field_t");
        assertThat(((AttrValue.S32List) t.asic.get(ObjectType.HASH, hash, HashAttr.NATIVE_HASH_FIELD_LIST)).size())
                .as("the default hash keeps its five fields").isEqualTo(5);
    }

    @Test
    void anObjectIdThatDoesNotExistIsInvalidAttrValue() {
        long gone = t.group();
        t.asic.remove(ObjectType.NEXT_HOP_GROUP, gone);

        var e = failure(() -> t.asic.create(t.route("10.9.0.0/16"), List.of(
                RouteEntryAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.FORWARD), RouteEntryAttr.NEXT_HOP_ID.oid(gone))));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 1));
        assertThat(e.attribute()).isEqualTo(RouteEntryAttr.NEXT_HOP_ID);
        assertThat(t.asic.entries(ObjectType.ROUTE_ENTRY)).isEmpty();
    }

    @Test
    void anObjectIdOfATypeTheAttributeDoesNotTakeIsInvalidAttrValue() {
        long port = t.port(0);

        var e = failure(() -> t.asic.create(ObjectType.NEXT_HOP_GROUP_MEMBER, t.switchId, List.of(
                NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(port), NextHopGroupMemberAttr.NEXT_HOP_ID.oid(port))));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
        assertThat(e).hasMessageContaining("names a PORT");
    }

    @Test
    void nullWhereTheAttributeDoesNotAllowItIsInvalidAttrValue() {
        long group = t.group();

        var e = failure(() -> t.asic.create(ObjectType.NEXT_HOP_GROUP_MEMBER, t.switchId, List.of(
                NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(group), NextHopGroupMemberAttr.NEXT_HOP_ID.oid(0))));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 1));
        assertThat(e.attribute()).isEqualTo(NextHopGroupMemberAttr.NEXT_HOP_ID);
    }

    @Test
    void nullWhereTheAttributeAllowsItIsAccepted() {
        t.asic.create(t.route("10.9.0.0/16"), List.of(RouteEntryAttr.NEXT_HOP_ID.oid(0)));

        assertThat(t.asic.get(t.route("10.9.0.0/16"), RouteEntryAttr.NEXT_HOP_ID)).isEqualTo(AttrValue.Oid.NULL);
    }

    @Test
    void anObjectListNamingAMissingObjectIsInvalidAttrValue() {
        long hash = t.oid(SwitchAttr.ECMP_HASH);
        long notAUdfGroup = t.group();

        var e = failure(() -> t.asic.set(ObjectType.HASH, hash, HashAttr.UDF_GROUP_LIST.oids(notAUdfGroup)));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
        assertThat(t.asic.referenceCount(notAUdfGroup)).isZero();
    }

    @Test
    void theSameAttributeTwiceIsInvalidAttributeAtTheRepeat() {
        var e = failure(() -> t.asic.create(ObjectType.NEXT_HOP_GROUP, t.switchId, List.of(
                ECMP, NextHopGroupAttr.LABEL.chars("a"), NextHopGroupAttr.LABEL.chars("b"))));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, 2));
        assertThat(e.attribute()).isEqualTo(NextHopGroupAttr.LABEL);
    }

    @Test
    void aValueKindTheAgentNeverUsesIsAttrNotImplemented() {
        var ptpOffset = SwitchAttr.PTP_TIME_OFFSET; // TIMESPEC

        var set = failure(() -> t.asic.set(ObjectType.SWITCH, t.switchId, Attribute.unchecked(ptpOffset, new AttrValue.U64(1))));
        var get = failure(() -> t.asic.get(ObjectType.SWITCH, t.switchId, List.of(SwitchAttr.CPU_PORT, ptpOffset)));

        assertThat(set.status()).isEqualTo(SaiStatus.at(SaiStatusCode.ATTR_NOT_IMPLEMENTED, 0));
        assertThat(get.status()).isEqualTo(SaiStatus.at(SaiStatusCode.ATTR_NOT_IMPLEMENTED, 1));
        assertThat(get.attribute()).isEqualTo(ptpOffset);
    }

    @Test
    void aFineGrainedGroupLargerThanThePlatformAllowsIsInvalidAttrValue() {
        var e = failure(() -> t.asic.create(ObjectType.NEXT_HOP_GROUP, t.switchId, List.of(
                NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.FINE_GRAIN_ECMP), NextHopGroupAttr.CONFIGURED_SIZE.u32(8192))));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 1));
        assertThat(e).hasMessageContaining("4096");
    }

    @Test
    void aSpeedThePortDoesNotSupportIsInvalidAttrValue() {
        long port = t.port(0);

        t.asic.set(ObjectType.PORT, port, PortAttr.SPEED.u32(200_000));
        var e = failure(() -> t.asic.set(ObjectType.PORT, port, PortAttr.SPEED.u32(800_000)));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
        assertThat(t.asic.get(ObjectType.PORT, port, PortAttr.SPEED)).isEqualTo(new AttrValue.U32(200_000));
    }

    @Test
    void aRejectedCreateLeavesNoTraceAndSpendsNoId() {
        long first = t.group();
        long availableBefore = ((AttrValue.U32) t.asic.get(ObjectType.SWITCH, t.switchId, SwitchAttr.AVAILABLE_NEXT_HOP_GROUP_ENTRY)).value();

        failure(() -> t.asic.create(ObjectType.NEXT_HOP_GROUP, t.switchId, List.of(NextHopGroupAttr.TYPE.s32(99))));
        long second = t.group();

        assertThat(second).isEqualTo(first + 1);
        assertThat(t.asic.objects(ObjectType.NEXT_HOP_GROUP)).containsExactly(first, second);
        assertThat(t.asic.get(ObjectType.SWITCH, t.switchId, SwitchAttr.AVAILABLE_NEXT_HOP_GROUP_ENTRY))
                .isEqualTo(new AttrValue.U32(availableBefore - 1));
    }
}
