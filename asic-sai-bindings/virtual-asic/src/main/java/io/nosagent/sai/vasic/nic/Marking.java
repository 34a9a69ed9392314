package io.nosagent.sai.vasic.nic;

/**
 * How a NIC marks packets of one kind it sends on its own (ACKs, clear-to-sends): their DSCP, and the
 * priority its PFC pauses them on.
 */
public record Marking(int dscp, int pfcPriority) {

    public Marking {
        if (dscp < 0 || dscp > 63 || pfcPriority < 0 || pfcPriority > 7) {
            throw new IllegalArgumentException("DSCP 0..63 and PFC priority 0..7, not " + dscp + " and " + pfcPriority);
        }
    }

    /** The marking of {@code flowClass}'s data. */
    public static Marking of(FlowClass flowClass) {
        return new Marking(flowClass.dscp(), flowClass.pfcPriority());
    }
}
