package io.nosagent.sai.vasic.dataplane.balance;

/**
 * The switch's ARS_PROFILE, compiled: how port quality is measured. The past load is the bytes a port
 * sent per SAMPLING_INTERVAL, averaged with new-sample weight 2^-PORT_LOAD_EXPONENT; with
 * PORT_LOAD_CURRENT a sample below the average replaces it (so a port that went quiet is seen at once).
 * The future load is the bytes the port still has to send (queued, plus the rest of the frame on the
 * wire). A port's cost is pastWeight x past + futureWeight x future over the enabled measures, the weights
 * being the port's ARS_PORT_LOAD_PAST/FUTURE_WEIGHT when it sets them, else these (PORT_LOAD_PAST_WEIGHT /
 * _FUTURE_WEIGHT, which SAI describes as EWMA weights: the virtual ASIC averages at the exponent's rate and
 * uses them as the measures' relative significance).
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
