package io.nosagent.sai.vasic.dataplane.voq;

import io.nosagent.sai.vasic.VendorExtensions;

/**
 * How an egress port grants credit to the VOQs that hold packets for it.
 *
 * @param initialCreditBytes what an idle VOQ may send at once, before any grant (the vendor's initial credit)
 * @param rampPercentPerUs   how fast an active VOQ's credit rate grows: percent of line rate per microsecond,
 *                           from {@link VendorExtensions#RAMP_FLOOR_PERCENT} to 100 (the vendor's credit ramp)
 * @param watchdogNs         the credit watchdog: a VOQ holding packets without a grant this long loses them;
 *                           0 when off (SWITCH CREDIT_WD false)
 */
public record CreditSettings(long initialCreditBytes, long rampPercentPerUs, long watchdogNs) {

    /** The vendor's defaults, watchdog on at SAI's default 500 ms. */
    public static final CreditSettings DEFAULT = new CreditSettings(VendorExtensions.DEFAULT_INITIAL_CREDIT_BYTES,
            VendorExtensions.DEFAULT_CREDIT_RAMP, 500_000_000L);

    public CreditSettings {
        if (initialCreditBytes < 0 || rampPercentPerUs <= 0 || watchdogNs < 0) {
            throw new IllegalArgumentException("initial credit, ramp and watchdog: " + initialCreditBytes + ", "
                    + rampPercentPerUs + ", " + watchdogNs);
        }
    }

    /**
     * Bytes an active VOQ may have been granted {@code ns} after it became active, on a port of
     * {@code bytesPerNs}: the integral of its credit rate, which starts at the floor and grows by the
     * ramp until it reaches line rate.
     */
    double allowance(long ns, double bytesPerNs) {
        double floor = VendorExtensions.RAMP_FLOOR_PERCENT / 100.0;
        double slopePerNs = rampPercentPerUs / 100.0 / 1000.0;
        double rampNs = (1 - floor) / slopePerNs;
        if (ns <= rampNs) {
            return bytesPerNs * (floor * ns + slopePerNs * ns * (double) ns / 2);
        }
        return bytesPerNs * (floor * rampNs + slopePerNs * rampNs * rampNs / 2 + (ns - rampNs));
    }
}
