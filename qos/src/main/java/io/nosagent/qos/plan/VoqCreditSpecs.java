package io.nosagent.qos.plan;

import io.nosagent.config.intent.qos.VoqCredits;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.store.Desired;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * VOQ credit tuning behind a small vendor-extension seam: SAI has no standard attribute for a VOQ's
 * initial credit or its credit ramp, so the attributes are the vendor's custom PORT attributes whose
 * ids the platform description names ({@link Platform.VoqCreditAttributes}); a platform naming none has
 * no extension and validation refuses the settings. The credit watchdog is SAI's own (SWITCH
 * CREDIT_WD, CREDIT_WD_TIMER), programmed on a VOQ switch only when it differs from SAI's default.
 */
final class VoqCreditSpecs {

    private VoqCreditSpecs() {
    }

    /** The vendor's port attributes for {@code credits}, on an egress port; none without the extension. */
    static List<Desired<SaiObject.Port>> port(Optional<Platform.VoqCreditAttributes> extension, VoqCredits credits) {
        var out = new ArrayList<Desired<SaiObject.Port>>();
        extension.ifPresent(vendor -> {
            credits.initialCredit().ifPresent(bytes -> out.add(Desired.value(vendor.initialCredit().u32(bytes))));
            credits.creditRamp().ifPresent(percent -> out.add(Desired.value(vendor.creditRamp().u32(percent))));
        });
        return out;
    }

    /** The switch's credit watchdog, when the intent is not SAI's default and the switch has VOQs. */
    static List<Desired<SaiObject.Switch>> watchdog(Platform platform, VoqCredits credits) {
        if (platform.switchType() != Platform.SwitchType.VOQ || credits.watchdogAtDefault()) {
            return List.of();
        }
        return List.of(Desired.value(SwitchAttr.CREDIT_WD.bool(credits.watchdog())),
                Desired.value(SwitchAttr.CREDIT_WD_TIMER.u32(credits.watchdogTimerMs())));
    }
}
