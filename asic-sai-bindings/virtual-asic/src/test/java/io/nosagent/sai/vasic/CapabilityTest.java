package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrCapability;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What the ASIC says it implements: attribute capabilities from the metadata flags, enum members. */
class CapabilityTest {

    private final TestSwitch t = TestSwitch.of("rtsw");

    @AfterEach
    void close() {
        t.close();
    }

    @Test
    void capabilitiesFollowTheAttributeFlags() {
        assertThat(t.asic.attributeCapability(t.switchId, ObjectType.NEXT_HOP_GROUP_MEMBER, NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID))
                .isEqualTo(new AttrCapability(true, false, true));
        assertThat(t.asic.attributeCapability(t.switchId, ObjectType.NEXT_HOP_GROUP_MEMBER, NextHopGroupMemberAttr.WEIGHT))
                .isEqualTo(new AttrCapability(true, true, true));
        assertThat(t.asic.attributeCapability(t.switchId, ObjectType.PORT, PortAttr.OPER_STATUS))
                .isEqualTo(new AttrCapability(false, false, true));
        assertThat(t.asic.attributeCapability(t.switchId, ObjectType.PORT, PortAttr.ADMIN_STATE))
                .as("ports are the platform's: settable, not creatable").isEqualTo(new AttrCapability(false, true, true));
        assertThat(t.asic.attributeCapability(t.switchId, ObjectType.SWITCH, SwitchAttr.PTP_TIME_OFFSET))
                .as("a value kind the ASIC does not implement").isEqualTo(new AttrCapability(false, false, false));
    }

    @Test
    void enumCapabilityListsTheEnumsMembers() {
        var fields = t.asic.enumValuesCapability(t.switchId, ObjectType.HASH, HashAttr.NATIVE_HASH_FIELD_LIST);

        assertThat(fields).hasSize(SaiEnums.NativeHashField.ENUM.values().size())
                .contains(SaiEnums.NativeHashField.RDMA_BTH_DEST_QP, SaiEnums.NativeHashField.L4_SRC_PORT);
    }

    @Test
    void enumCapabilityOfANonEnumAttributeIsInvalidParameter() {
        var e = TestSwitch.saiFailure(() -> t.asic.enumValuesCapability(t.switchId, ObjectType.ROUTE_ENTRY, RouteEntryAttr.NEXT_HOP_ID));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.INVALID_PARAMETER));
    }

    @Test
    void capabilityOfAnAttributeTheTypeDoesNotHaveIsUnknownAttribute() {
        var e = TestSwitch.saiFailure(() -> t.asic.attributeCapability(t.switchId, ObjectType.PORT, RouteEntryAttr.NEXT_HOP_ID));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.UNKNOWN_ATTRIBUTE, 0));
    }
}
