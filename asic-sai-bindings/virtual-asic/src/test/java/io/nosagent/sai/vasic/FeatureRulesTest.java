package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrCapability;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.AclEntryAttr;
import io.nosagent.sai.meta.AclTableAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.vasic.testkit.VirtualSwitch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the platform's ASIC has beyond the metadata: the ACL BTH opcode field (the RTSW reads the opcode
 * with a UDF), the credit watchdog (VOQ switches only) and the vendor's VOQ credit attributes at the ids
 * the platform description gives. The capability query says the same as the refusals.
 */
class FeatureRulesTest {

    private final TestSwitch rtsw = TestSwitch.of("rtsw");
    private final TestSwitch ctsw = TestSwitch.of("ctsw");
    private final Platform.VoqCreditAttributes voq = ctsw.asic.platform().features().voqCredits().orElseThrow();

    @AfterEach
    void close() {
        rtsw.close();
        ctsw.close();
    }

    @Test
    void anAclTableDeclaringTheBthOpcodeOnAnAsicWithoutItIsAttrNotSupportedAndTheCapabilitySaysSo() {
        var e = TestSwitch.saiFailure(() -> rtsw.asic.create(ObjectType.ACL_TABLE, rtsw.switchId, List.of(
                AclTableAttr.ACL_STAGE.s32(SaiEnums.AclStage.INGRESS),
                AclTableAttr.FIELD_DSCP.bool(true), AclTableAttr.FIELD_BTH_OPCODE.bool(true))));
        long onCtsw = ctsw.asic.create(ObjectType.ACL_TABLE, ctsw.switchId, List.of(
                AclTableAttr.ACL_STAGE.s32(SaiEnums.AclStage.INGRESS), AclTableAttr.FIELD_BTH_OPCODE.bool(true)));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.ATTR_NOT_SUPPORTED, 2));
        assertThat(e.attribute()).isEqualTo(AclTableAttr.FIELD_BTH_OPCODE);
        assertThat(e).hasMessageContaining("UDF at L4 offset 8");
        assertThat(rtsw.asic.objects(ObjectType.ACL_TABLE)).isEmpty();
        assertThat(onCtsw).isNotZero();
        assertThat(rtsw.asic.attributeCapability(rtsw.switchId, ObjectType.ACL_TABLE, AclTableAttr.FIELD_BTH_OPCODE))
                .isEqualTo(new AttrCapability(false, false, false));
        assertThat(rtsw.asic.attributeCapability(rtsw.switchId, ObjectType.ACL_ENTRY, AclEntryAttr.FIELD_BTH_OPCODE))
                .isEqualTo(new AttrCapability(false, false, false));
        assertThat(ctsw.asic.attributeCapability(ctsw.switchId, ObjectType.ACL_TABLE, AclTableAttr.FIELD_BTH_OPCODE))
                .isEqualTo(new AttrCapability(true, false, true));
        assertThat(rtsw.asic.attributeCapability(rtsw.switchId, ObjectType.ACL_TABLE, AclTableAttr.USER_DEFINED_FIELD_GROUP_MIN).createImplemented())
                .as("the fallback").isTrue();
    }

    @Test
    void aTableDeclaringTheBthOpcodeFalseAsksNothingOfTheAsic() {
        long table = rtsw.asic.create(ObjectType.ACL_TABLE, rtsw.switchId, List.of(
                AclTableAttr.ACL_STAGE.s32(SaiEnums.AclStage.INGRESS), AclTableAttr.FIELD_DSCP.bool(true),
                AclTableAttr.FIELD_BTH_OPCODE.bool(false)));

        assertThat(table).isNotZero();
    }

    @Test
    void theCreditWatchdogIsAVoqSwitchsAndItsTimerRunsTenToOneThousandMilliseconds() {
        var onRtsw = TestSwitch.saiFailure(() -> rtsw.asic.set(ObjectType.SWITCH, rtsw.switchId, SwitchAttr.CREDIT_WD.bool(true)));
        var tooShort = TestSwitch.saiFailure(() -> ctsw.asic.set(ObjectType.SWITCH, ctsw.switchId, SwitchAttr.CREDIT_WD_TIMER.u32(9)));
        var tooLong = TestSwitch.saiFailure(() -> ctsw.asic.set(ObjectType.SWITCH, ctsw.switchId, SwitchAttr.CREDIT_WD_TIMER.u32(1001)));
        ctsw.asic.set(ObjectType.SWITCH, ctsw.switchId, SwitchAttr.CREDIT_WD_TIMER.u32(10));
        ctsw.asic.set(ObjectType.SWITCH, ctsw.switchId, SwitchAttr.CREDIT_WD.bool(false));

        assertThat(onRtsw.status()).isEqualTo(SaiStatus.at(SaiStatusCode.ATTR_NOT_SUPPORTED, 0));
        assertThat(onRtsw).hasMessageContaining("VOQ");
        assertThat(tooShort.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
        assertThat(tooLong).hasMessageContaining("10..1000");
        assertThat(ctsw.asic.value(ctsw.switchId, SwitchAttr.CREDIT_WD_TIMER)).isEqualTo(new AttrValue.U32(10));
        assertThat(rtsw.asic.attributeCapability(rtsw.switchId, ObjectType.SWITCH, SwitchAttr.CREDIT_WD_TIMER).setImplemented()).isFalse();
        assertThat(ctsw.asic.attributeCapability(ctsw.switchId, ObjectType.SWITCH, SwitchAttr.CREDIT_WD_TIMER).setImplemented()).isTrue();
    }

    @Test
    void theVendorsCreditAttributesReadTheirDefaultsTakeTheirRangesAndAreUnknownElsewhere() {
        long port = ctsw.port(0);
        var initial = voq.initialCredit();
        var ramp = voq.creditRamp();

        assertThat(ctsw.asic.get(ObjectType.PORT, port, initial)).isEqualTo(new AttrValue.U32(VendorExtensions.DEFAULT_INITIAL_CREDIT_BYTES));
        assertThat(ctsw.asic.get(ObjectType.PORT, port, ramp)).isEqualTo(new AttrValue.U32(VendorExtensions.DEFAULT_CREDIT_RAMP));
        ctsw.asic.set(ObjectType.PORT, port, initial.u32(64 * 1024));
        ctsw.asic.set(ObjectType.PORT, port, ramp.u32(50));
        var zeroRamp = TestSwitch.saiFailure(() -> ctsw.asic.set(ObjectType.PORT, port, ramp.u32(0)));
        var hugeCredit = TestSwitch.saiFailure(() -> ctsw.asic.set(ObjectType.PORT, port, initial.u32(VendorExtensions.MAX_INITIAL_CREDIT_BYTES + 1)));
        var onRtsw = TestSwitch.saiFailure(() -> rtsw.asic.set(ObjectType.PORT, rtsw.port(0), ramp.u32(50)));

        assertThat(ctsw.asic.get(ObjectType.PORT, port, initial)).isEqualTo(new AttrValue.U32(64 * 1024));
        assertThat(ctsw.asic.get(ObjectType.PORT, port, ramp)).isEqualTo(new AttrValue.U32(50));
        assertThat(zeroRamp.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
        assertThat(hugeCredit).hasMessageContaining("initial credit");
        assertThat(onRtsw.status()).isEqualTo(SaiStatus.at(SaiStatusCode.UNKNOWN_ATTRIBUTE, 0));
        assertThat(ctsw.asic.attributeCapability(ctsw.switchId, ObjectType.PORT, ramp)).isEqualTo(new AttrCapability(false, true, true));
    }

    @Test
    void theStoreSetsAVendorAttributeAndPutsItsDefaultBackWhenNobodyClaimsIt() {
        try (var sw = VirtualSwitch.of("ctsw", 1)) {
            var port = new PortKey("eth1/1/1");
            long oid = sw.handle().portId("eth1/1/1").orElseThrow();
            var initial = sw.asic().platform().features().voqCredits().orElseThrow().initialCredit();

            var handle = sw.store().ensure(port, List.of(initial.u32(32 * 1024)));
            assertThat(sw.asic().value(oid, initial)).isEqualTo(new AttrValue.U32(32 * 1024));
            sw.forgetCalls();
            var again = sw.store().ensure(port, List.of(initial.u32(32 * 1024)));
            assertThat(sw.writes()).as("unchanged: no call").isEmpty();
            handle.close();
            again.close();

            assertThat(sw.asic().value(oid, initial)).isEqualTo(new AttrValue.U32(VendorExtensions.DEFAULT_INITIAL_CREDIT_BYTES));
        }
    }
}
