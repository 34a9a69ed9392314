package io.nosagent.lab.traffic;

import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Ethernet;
import io.nosagent.sai.vasic.packet.Frames;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.sim.EventHandler;
import io.nosagent.sai.vasic.sim.Simulation;

/**
 * A host sending broadcast ARP requests for its gateway (the switch, .1 of its /24) as fast as told, one frame every
 * {@code gapNs} of simulated time: the flood a misbehaving host or a scan puts on the switch's CPU path, and the
 * punt path's load when slower. Runs until {@code count} frames are sent or {@link #stop}.
 */
public final class ArpFlood implements EventHandler {

    /** 1M packets per second. */
    public static final long MILLION_PPS_GAP_NS = 1_000;

    private final Simulation sim;
    private final SimNic nic;
    private final byte[] frame;
    private final long gapNs;
    private long left;
    private long sent;
    private volatile boolean stopped;

    private ArpFlood(Simulation sim, SimNic nic, long count, long gapNs) {
        this.sim = sim;
        this.nic = nic;
        this.frame = request(sim, nic);
        this.left = count;
        this.gapNs = gapNs;
    }

    /** Starts {@code count} requests from {@code nic}, {@code gapNs} apart, from now on {@code sim}'s thread. */
    public static ArpFlood start(Simulation sim, SimNic nic, long count, long gapNs) {
        var flood = new ArpFlood(sim, nic, count, gapNs);
        sim.schedule(sim.now(), flood, 0, 0, null);
        return flood;
    }

    /** Stops sending (takes effect at the next frame due). */
    public void stop() {
        stopped = true;
    }

    /** Frames sent so far (simulation thread). */
    public long sent() {
        return sent;
    }

    @Override
    public void onEvent(int kind, long arg, Object subject) {
        if (stopped) {
            return;
        }
        nic.sendFrame(frame);
        sent++;
        if (--left > 0) {
            sim.scheduleIn(gapNs, this, 0, 0, null);
        }
    }

    private static byte[] request(Simulation sim, SimNic host) {
        Packet p = sim.packets().acquire();
        long ip = Ip.lo(host.spec().ip());
        long gateway = (ip & ~0xFFL) | 1;
        Frames.arp(p, Frames.ARP_REQUEST, host.mac().bits(), Ethernet.BROADCAST, host.mac().bits(), ip, 0, gateway);
        byte[] frame = p.frame.clone();
        sim.packets().release(p);
        return frame;
    }
}
