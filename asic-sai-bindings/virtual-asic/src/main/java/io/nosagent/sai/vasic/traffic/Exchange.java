package io.nosagent.sai.vasic.traffic;

import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.sim.Simulation;

/**
 * A job whose every flow carries one message per iteration, all posted at once (the queue pairs
 * of a NIC pair split it); the iteration is done when every message has arrived. AllToAll, incast
 * and bulk background traffic differ only in which flows they open.
 */
abstract sealed class Exchange extends TrafficJob permits AllToAll, Incast, BulkTransfer {

    private int arrivals;

    Exchange(Simulation sim, String name, TrafficOptions options) {
        super(sim, name, options);
    }

    @Override
    protected final void startIteration(long now) {
        arrivals = 0;
        int qps = options.queuePairs();
        for (int i = 0; i < flows().size(); i += qps) {
            post(flows().subList(i, i + qps), options.messageBytes(), 0, now);
        }
    }

    @Override
    protected final boolean arrived(Flow flow, int step, long now) {
        return ++arrivals == flows().size() / options.queuePairs() * options.messagesPer(options.messageBytes());
    }
}
