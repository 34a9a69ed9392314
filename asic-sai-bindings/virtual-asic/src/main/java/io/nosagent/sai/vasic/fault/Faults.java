package io.nosagent.sai.vasic.fault;

import io.nosagent.sai.vasic.link.Link;
import io.nosagent.sai.vasic.link.LinkEnd;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.Simulation;

/**
 * Fault injection, now or at a simulated time: a link going down and up (the switch port's oper status
 * follows and the ASIC raises its port-state notification), a peer storming PFC on a priority, a NIC
 * that stops draining its receive buffer, and a lossy link direction (corrupted frames, counted as
 * receive errors).
 */
public final class Faults {

    private final Simulation sim;

    public Faults(Simulation sim) {
        this.sim = sim;
    }

    /** Runs {@code fault} at simulated time {@code timeNs}. */
    public void at(long timeNs, Runnable fault) {
        sim.schedule(timeNs, (kind, arg, subject) -> fault.run(), 0, 0, null);
    }

    public void linkDown(Link link) {
        link.setConnected(false);
    }

    public void linkUp(Link link) {
        link.setConnected(true);
    }

    /** Makes {@code from} storm PFC XOFF on {@code priority} at the other end of {@code link}. */
    public PfcStorm pfcStorm(Link link, LinkEnd from, int priority) {
        link.peerOf(from);
        return new PfcStorm(sim, link, from, priority);
    }

    /** A NIC that storms PFC at the switch port it is cabled to. */
    public PfcStorm pfcStorm(SimNic nic, int priority) {
        return pfcStorm(requireLink(nic), nic, priority);
    }

    public void stopDraining(SimNic nic) {
        nic.setDraining(false);
    }

    public void resumeDraining(SimNic nic) {
        nic.setDraining(true);
    }

    /** Corrupts {@code rate} (0..1) of the frames {@code from} sends on {@code link}; 0 repairs it. */
    public void lossy(Link link, LinkEnd from, double rate) {
        link.setLossRate(from, rate);
    }

    private static Link requireLink(SimNic nic) {
        if (nic.link() == null) {
            throw new IllegalArgumentException(nic.name() + " is not cabled to anything");
        }
        return nic.link();
    }
}
