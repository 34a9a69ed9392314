package io.nosagent.sai.vasic.traffic;

import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.Simulation;

import java.util.List;

/** N:1 incast: every sender sends one message to the same receiver at once, streaming (no admission control). */
public final class Incast extends Exchange {

    private Incast(Simulation sim, List<SimNic> senders, SimNic receiver, TrafficOptions options) {
        super(sim, "incast(" + senders.size() + ":1)", options);
        if (senders.isEmpty() || senders.contains(receiver)) {
            throw new IllegalArgumentException("incast needs at least one sender other than the receiver " + receiver.name());
        }
        for (SimNic s : senders) {
            open(s, receiver);
        }
    }

    public static Incast start(Simulation sim, List<SimNic> senders, SimNic receiver, TrafficOptions options) {
        var job = new Incast(sim, List.copyOf(senders), receiver, options);
        job.begin();
        return job;
    }
}
