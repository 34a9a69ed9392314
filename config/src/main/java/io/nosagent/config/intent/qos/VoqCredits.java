package io.nosagent.config.intent.qos;

import java.util.OptionalLong;

/**
 * VOQ credit tuning on a CTSW ({@code nosagent-qos:voq-credits}): the credit an idle VOQ starts with
 * and how fast its credit grows, per port through the platform's vendor extension (SAI has no
 * standard attribute), and SAI's credit watchdog.
 *
 * @param initialCredit  bytes of credit an idle VOQ starts with (vendor default when empty)
 * @param creditRamp     credit growth per credit period, in bytes (vendor default when empty)
 * @param watchdog       whether the credit watchdog runs (SWITCH_ATTR_CREDIT_WD)
 * @param watchdogTimerMs its timer (SWITCH_ATTR_CREDIT_WD_TIMER), 10..1000 ms
 */
public record VoqCredits(OptionalLong initialCredit, OptionalLong creditRamp, boolean watchdog, int watchdogTimerMs) {

    public static final int DEFAULT_WATCHDOG_TIMER_MS = 500;
    public static final VoqCredits DEFAULT = new VoqCredits(OptionalLong.empty(), OptionalLong.empty(), false,
            DEFAULT_WATCHDOG_TIMER_MS);
}
