package io.nosagent.sai.vasic.traffic;

import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.Simulation;

import java.util.List;

/** AllToAll: every rank sends one message to every other rank at once; done when all have arrived. */
public final class AllToAll extends Exchange {

    private final List<SimNic> nics;

    private AllToAll(Simulation sim, List<SimNic> nics, TrafficOptions options) {
        super(sim, "alltoall(" + nics.size() + ")", options);
        if (nics.size() < 2) {
            throw new IllegalArgumentException("all-to-all needs at least 2 ranks, got " + nics.size());
        }
        this.nics = nics;
        for (SimNic from : nics) {
            for (SimNic to : nics) {
                if (from != to) {
                    open(from, to);
                }
            }
        }
    }

    public static AllToAll start(Simulation sim, List<SimNic> nics, TrafficOptions options) {
        var job = new AllToAll(sim, List.copyOf(nics), options);
        job.begin();
        return job;
    }

    public List<SimNic> ranks() {
        return nics;
    }
}
