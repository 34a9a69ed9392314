package io.nosagent.sai.vasic.traffic;

import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.Simulation;

import java.util.List;

/**
 * Plain TCP or UDP background traffic (use {@link io.nosagent.sai.vasic.nic.FlowClass#TCP} or
 * {@code UDP}): each pair transfers one message per iteration, all pairs at once. No congestion
 * control: a sender streams at the rate its NIC allows.
 */
public final class BulkTransfer extends Exchange {

    /** One sender and its receiver. */
    public record Pair(SimNic from, SimNic to) {
    }

    private BulkTransfer(Simulation sim, List<Pair> pairs, TrafficOptions options) {
        super(sim, "bulk(" + pairs.size() + " pairs)", options);
        for (Pair p : pairs) {
            open(p.from(), p.to());
        }
    }

    public static BulkTransfer start(Simulation sim, List<Pair> pairs, TrafficOptions options) {
        var job = new BulkTransfer(sim, List.copyOf(pairs), options);
        job.begin();
        return job;
    }
}
