package io.nosagent.sai.vasic.dataplane.balance;

/**
 * The switch's ARS_PROFILE, compiled: how path quality is measured. Port load is tracked per egress
 * port as an exponentially weighted average of the bytes sent per sampling interval ("past", new
 * sample weight 2^-exponent) and as the bytes queued for it now ("future"); "current" is the bytes
 * sent in the running interval. A member's cost is the weighted sum of the enabled parts; the
 * cheapest member is the best quality.
 */
public record ArsProfile(boolean pastEnabled, int pastWeight, boolean futureEnabled, int futureWeight, boolean currentEnabled,
                         long samplingNs, int exponent, boolean ipv4, boolean ipv6) {

    /** What an ASIC runs with when the switch names no profile: the SAI defaults, both families on. */
    public static final ArsProfile DEFAULT = new ArsProfile(true, 16, true, 16, false, 16_000, 2, true, true);

    public ArsProfile {
        if (samplingNs <= 0) {
            throw new IllegalArgumentException("ARS sampling interval must be positive");
        }
    }

    public boolean enabledFor(boolean isIpv6) {
        return isIpv6 ? ipv6 : ipv4;
    }
}
