package io.nosagent.config.intent.qos;

import java.util.OptionalLong;

/**
 * VOQ credit tuning on a CTSW ({@code nosagent-qos:voq-credits}): the credit an idle VOQ starts with
 * and how fast the credit rate it is granted ramps to line rate, per egress port through the
 * platform's vendor extension (SAI has no standard attribute), and SAI's credit watchdog, which drops
 * what a VOQ holds once it waited its timer for credit.
 *
 * @param initialCredit   bytes of credit an idle VOQ starts with (the vendor's default when empty)
 * @param creditRamp      percent of line rate per microsecond the granted credit rate gains (the
 *                        vendor's default when empty)
 * @param watchdog        whether the credit watchdog runs (SWITCH_ATTR_CREDIT_WD; SAI's default: on)
 * @param watchdogTimerMs its timer (SWITCH_ATTR_CREDIT_WD_TIMER), 10..1000 ms
 */
public record VoqCredits(OptionalLong initialCredit, OptionalLong creditRamp, boolean watchdog, int watchdogTimerMs) {

    public static final int DEFAULT_WATCHDOG_TIMER_MS = 500;
    public static final VoqCredits DEFAULT = new VoqCredits(OptionalLong.empty(), OptionalLong.empty(), true,
            DEFAULT_WATCHDOG_TIMER_MS);

    /** Whether the watchdog is as SAI leaves it (on, 500 ms). */
    public boolean watchdogAtDefault() {
        return watchdog == DEFAULT.watchdog && watchdogTimerMs == DEFAULT.watchdogTimerMs;
    }
}
