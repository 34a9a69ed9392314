package io.nosagent.sai.vasic.dataplane.balance;

/** How loaded each egress port is, by port index, for ARS quality decisions. */
@FunctionalInterface
public interface EgressLoads {

    /** Load cost of port {@code portIndex} at {@code now} under {@code profile}; lower is better. */
    long cost(int portIndex, long now, ArsProfile profile);
}
