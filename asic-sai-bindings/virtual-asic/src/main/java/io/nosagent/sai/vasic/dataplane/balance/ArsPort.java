package io.nosagent.sai.vasic.dataplane.balance;

/**
 * A port's ARS settings. Only a port with ARS_ENABLE has its quality measured (saiport.h: it "enables
 * the control for quality measure"), so only such a port's members take part in flowlet decisions.
 *
 * @param enabled       ARS_ENABLE
 * @param scalingFactor ARS_PORT_LOAD_SCALING_FACTOR: the port's speed in units of 10G (400G: 40) that
 *                      normalises its load; 0 takes it from the port's speed
 * @param pastWeight    ARS_PORT_LOAD_PAST_WEIGHT, percent of the quality given to the past load
 * @param futureWeight  ARS_PORT_LOAD_FUTURE_WEIGHT, percent given to the future (queued) load; with both
 *                      0 the profile's weights apply (SAI leaves the remainder to the vendor)
 */
public record ArsPort(boolean enabled, int scalingFactor, int pastWeight, int futureWeight) {

    public static final ArsPort DISABLED = new ArsPort(false, 0, 0, 0);

    public ArsPort {
        if (scalingFactor < 0 || pastWeight < 0 || futureWeight < 0) {
            throw new IllegalArgumentException("ARS port settings are not negative");
        }
    }

    /** Whether the port sets its own past/future split. */
    public boolean hasOwnWeights() {
        return pastWeight > 0 || futureWeight > 0;
    }
}
