package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.AclEntryAttr;
import io.nosagent.sai.meta.AclTableAttr;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.Platform;

import static io.nosagent.sai.SaiStatusCode.ATTR_NOT_SUPPORTED;
import static io.nosagent.sai.SaiStatusCode.INVALID_ATTR_VALUE;

/**
 * What the platform's ASIC has beyond the SAI metadata ({@link Platform.Features}), checked on every
 * attribute of a create or set after its value passed the metadata's checks:
 * <ul>
 *   <li>an ACL table declaring FIELD_BTH_OPCODE on an ASIC without that field: ATTR_NOT_SUPPORTED_0+i
 *       (a UDF at L4 offset 8 reads the opcode instead);</li>
 *   <li>the credit watchdog (SWITCH CREDIT_WD, CREDIT_WD_TIMER) on a switch that is not VOQ:
 *       ATTR_NOT_SUPPORTED_0+i; a CREDIT_WD_TIMER outside 10..1000 ms: INVALID_ATTR_VALUE_0+i;</li>
 *   <li>the vendor's VOQ credit attributes ({@link VendorExtensions}) outside their ranges:
 *       INVALID_ATTR_VALUE_0+i.</li>
 * </ul>
 * The capability query answers by the same rules ({@link #supports}).
 */
final class FeatureRules {

    /** saiswitch.h: the credit watchdog timer is 10..1000 ms. */
    static final long MIN_CREDIT_WD_MS = 10;
    static final long MAX_CREDIT_WD_MS = 1000;

    private final Platform platform;
    private final int initialCreditId;
    private final int creditRampId;

    FeatureRules(Platform platform) {
        this.platform = platform;
        this.initialCreditId = platform.features().voqCredits().map(Platform.VoqCreditAttributes::initialCreditAttrId).orElse(-1);
        this.creditRampId = platform.features().voqCredits().map(Platform.VoqCreditAttributes::creditRampAttrId).orElse(-1);
    }

    /** Whether the ASIC implements {@code spec} of {@code type} at all (the capability query's answer). */
    boolean supports(ObjectType type, AttrSpec spec) {
        if (isBthOpcodeField(type, spec.id())) {
            return platform.features().aclBthOpcode();
        }
        if (isCreditWatchdog(type, spec.id())) {
            return isVoq();
        }
        return true;
    }

    void check(ObjectType type, Attribute attr, int i) {
        int id = attr.spec().id();
        if (isBthOpcodeField(type, id) && !platform.features().aclBthOpcode() && enabled(attr.value())) {
            throw Violation.at(ATTR_NOT_SUPPORTED, i, attr.spec(), attr.spec().name() + ": the " + platform.name()
                    + " ASIC's ACL cannot match the RoCE BTH opcode; match it with a UDF at L4 offset 8 (the capability query says so)");
        }
        if (isCreditWatchdog(type, id)) {
            if (!isVoq()) {
                throw Violation.at(ATTR_NOT_SUPPORTED, i, attr.spec(), attr.spec().name() + ": the credit watchdog is a VOQ switch's; "
                        + platform.name() + " is " + platform.switchType());
            }
            if (id == SwitchAttr.CREDIT_WD_TIMER.id() && attr.value() instanceof AttrValue.U32(long ms)
                    && (ms < MIN_CREDIT_WD_MS || ms > MAX_CREDIT_WD_MS)) {
                throw Violation.at(INVALID_ATTR_VALUE, i, attr.spec(), "CREDIT_WD_TIMER " + ms + " ms is outside "
                        + MIN_CREDIT_WD_MS + ".." + MAX_CREDIT_WD_MS + " ms");
            }
        }
        if (type == ObjectType.PORT && attr.value() instanceof AttrValue.U32(long v)) {
            if (id == initialCreditId && v > VendorExtensions.MAX_INITIAL_CREDIT_BYTES) {
                throw Violation.at(INVALID_ATTR_VALUE, i, attr.spec(), "VOQ initial credit " + v + " bytes exceeds "
                        + VendorExtensions.MAX_INITIAL_CREDIT_BYTES);
            }
            if (id == creditRampId && (v < VendorExtensions.MIN_CREDIT_RAMP || v > VendorExtensions.MAX_CREDIT_RAMP)) {
                throw Violation.at(INVALID_ATTR_VALUE, i, attr.spec(), "VOQ credit ramp " + v + " is outside "
                        + VendorExtensions.MIN_CREDIT_RAMP + ".." + VendorExtensions.MAX_CREDIT_RAMP + " percent of line rate per microsecond");
            }
        }
    }

    private boolean isVoq() {
        return platform.switchType() == Platform.SwitchType.VOQ;
    }

    private static boolean isBthOpcodeField(ObjectType type, int id) {
        return type == ObjectType.ACL_TABLE && id == AclTableAttr.FIELD_BTH_OPCODE.id()
                || type == ObjectType.ACL_ENTRY && id == AclEntryAttr.FIELD_BTH_OPCODE.id();
    }

    private static boolean isCreditWatchdog(ObjectType type, int id) {
        return type == ObjectType.SWITCH && (id == SwitchAttr.CREDIT_WD.id() || id == SwitchAttr.CREDIT_WD_TIMER.id());
    }

    /** A table's field declared true, an entry's field enabled. */
    private static boolean enabled(AttrValue v) {
        return switch (v) {
            case AttrValue.Bool(boolean b) -> b;
            case AttrValue.AclField f -> f.enable();
            default -> false;
        };
    }
}
