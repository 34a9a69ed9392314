package io.nosagent.sai.vasic.dataplane.balance;

/** How loaded each egress port is, by port index, for ARS quality decisions. */
public interface EgressLoads {

    /** Whether the port measures its quality (ARS_ENABLE): only such ports take part in flowlet decisions. */
    boolean arsEnabled(int portIndex);

    /** Load cost of port {@code portIndex} at {@code now} under {@code profile}; lower is better. */
    long cost(int portIndex, long now, ArsProfile profile);
}
