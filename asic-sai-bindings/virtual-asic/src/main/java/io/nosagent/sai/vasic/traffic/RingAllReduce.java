package io.nosagent.sai.vasic.traffic;

import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.Simulation;

import java.util.ArrayList;
import java.util.List;

/**
 * Ring AllReduce as NCCL runs it: N ranks in a ring, 2(N-1) steps (reduce-scatter, then all-gather);
 * in each step every rank sends one chunk to its right neighbour, and a rank sends step s+1 only once
 * it has received step s from its left neighbour (every message of it, over every queue pair). The
 * iteration ends when every rank has its last chunk.
 */
public final class RingAllReduce extends TrafficJob {

    private final int ranks;
    private final List<List<Flow>> toRight = new ArrayList<>();
    /** Per receiving rank and step: flows (queue pairs) whose message arrived. */
    private int[][] arrivals;
    private int ranksDone;

    private RingAllReduce(Simulation sim, List<SimNic> nics, TrafficOptions options) {
        super(sim, "allreduce(" + nics.size() + ")", options);
        if (nics.size() < 2) {
            throw new IllegalArgumentException("a ring needs at least 2 ranks, got " + nics.size());
        }
        this.ranks = nics.size();
        for (int r = 0; r < ranks; r++) {
            toRight.add(open(nics.get(r), nics.get((r + 1) % ranks)));
        }
    }

    /** Opens the ring's flows and starts its first iteration now. */
    public static RingAllReduce start(Simulation sim, List<SimNic> nics, TrafficOptions options) {
        var job = new RingAllReduce(sim, List.copyOf(nics), options);
        job.begin();
        return job;
    }

    private int steps() {
        return 2 * (ranks - 1);
    }

    @Override
    protected void startIteration(long now) {
        arrivals = new int[ranks][steps()];
        ranksDone = 0;
        for (int r = 0; r < ranks; r++) {
            post(toRight.get(r), options.messageBytes(), 0, now);
        }
    }

    @Override
    protected boolean arrived(Flow flow, int step, long now) {
        int sender = indexOfSender(flow);
        int receiver = (sender + 1) % ranks;
        if (++arrivals[receiver][step] < options.messagesPer(options.messageBytes())) {
            return false;
        }
        if (step + 1 < steps()) {
            post(toRight.get(receiver), options.messageBytes(), step + 1, now);
            return false;
        }
        return ++ranksDone == ranks;
    }

    private int indexOfSender(Flow flow) {
        for (int r = 0; r < ranks; r++) {
            if (toRight.get(r).getFirst().source() == flow.source()) {
                return r;
            }
        }
        throw new IllegalStateException(flow + " is not a flow of " + this);
    }
}
