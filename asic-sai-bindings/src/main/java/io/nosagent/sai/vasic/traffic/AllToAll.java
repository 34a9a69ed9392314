package io.nosagent.sai.vasic.traffic;

import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.Simulation;

import java.util.List;

/** AllToAll: every rank sends one message to every other rank at once; done when all have arrived. */
public final class AllToAll extends TrafficJob {

    private final List<SimNic> nics;
    private final int expected;
    private int arrivals;

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
        this.expected = flows().size();
    }

    public static AllToAll start(Simulation sim, List<SimNic> nics, TrafficOptions options) {
        var job = new AllToAll(sim, List.copyOf(nics), options);
        job.begin();
        return job;
    }

    @Override
    protected void startIteration(long now) {
        arrivals = 0;
        int qps = options.queuePairs();
        for (int i = 0; i < flows().size(); i += qps) {
            post(flows().subList(i, i + qps), options.messageBytes(), 0, now);
        }
    }

    @Override
    protected boolean arrived(Flow flow, int step, long now) {
        return ++arrivals == expected;
    }

    public List<SimNic> ranks() {
        return nics;
    }
}
