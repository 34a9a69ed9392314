package io.nosagent.sai.vasic.link;

import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.sim.Simulation;

import java.util.SplittableRandom;

/**
 * A cable between two {@link LinkEnd}s with a propagation delay. A frame handed to {@link #send}
 * arrives at the far end after the delay, unless the carrier is down then or at arrival (it is
 * lost), or the direction is lossy (it arrives corrupted, failing its FCS check). PFC frames are MAC
 * control frames: they overtake data and arrive after the propagation delay alone.
 *
 * <p>The carrier is up while the cable is connected and both ends are enabled.
 */
public final class Link {

    /** Event kinds delivered to a {@link LinkEnd}. */
    public static final int ARRIVAL = 1;
    public static final int PFC = 2;
    /**
     * Default delay when nothing says the cable's length: a few metres of copper plus the PHYs. The switch's
     * own pipeline latency is its platform's (a virtual zone sets each cable's delay from its length).
     */
    public static final long DEFAULT_PROPAGATION_NS = 500;

    private final Simulation sim;
    private LinkEnd a;
    private LinkEnd b;
    private final long propagationNs;
    private final SplittableRandom random;
    private boolean connected = true;
    private boolean carrier;
    private double lossAtoB;
    private double lossBtoA;
    private long lostFrames;
    private long corruptedFrames;

    public Link(Simulation sim, LinkEnd a, LinkEnd b, long propagationNs) {
        if (a == b) {
            throw new IllegalArgumentException("a link needs two different ends: " + a.name());
        }
        this.sim = sim;
        this.a = a;
        this.b = b;
        this.propagationNs = propagationNs;
        this.random = sim.newRandom();
        a.attached(this);
        b.attached(this);
        carrier = computeCarrier();
        a.carrierChanged(carrier);
        b.carrierChanged(carrier);
    }

    public static int pfcPriority(long arg) {
        return (int) (arg >>> 16);
    }

    public static int pfcQuanta(long arg) {
        return (int) (arg & 0xFFFF);
    }

    public LinkEnd a() {
        return a;
    }

    public LinkEnd b() {
        return b;
    }

    public LinkEnd peerOf(LinkEnd end) {
        if (end == a) {
            return b;
        }
        if (end == b) {
            return a;
        }
        throw new IllegalArgumentException(end.name() + " is not an end of " + this);
    }

    public long propagationNs() {
        return propagationNs;
    }

    public boolean isUp() {
        return carrier;
    }

    public boolean isConnected() {
        return connected;
    }

    /** Plugs or pulls the cable. */
    public void setConnected(boolean connected) {
        this.connected = connected;
        refreshCarrier();
    }

    /**
     * Swaps the far ends of {@code x} and {@code y} at their ends {@code xNear} and {@code yNear}: the two cables
     * plugged into each other's port (a miswire; the same call again puts them back). Both carriers drop and come
     * back, as a re-plugged cable's do; a frame already on the wire arrives where it was going.
     */
    public static void swapFarEnds(Link x, LinkEnd xNear, Link y, LinkEnd yNear) {
        if (x == y) {
            throw new IllegalArgumentException("swapping a cable with itself: " + x);
        }
        LinkEnd xFar = x.peerOf(xNear);
        LinkEnd yFar = y.peerOf(yNear);
        boolean xConnected = x.connected;
        boolean yConnected = y.connected;
        x.setConnected(false);
        y.setConnected(false);
        x.replace(xFar, yFar);
        y.replace(yFar, xFar);
        yFar.moved(x);
        xFar.moved(y);
        x.setConnected(xConnected);
        y.setConnected(yConnected);
    }

    private void replace(LinkEnd from, LinkEnd to) {
        if (a == from) {
            a = to;
        } else {
            b = to;
        }
    }

    /** Corrupts this fraction (0..1) of the frames {@code from} sends; 0 heals the direction. */
    public void setLossRate(LinkEnd from, double rate) {
        if (rate < 0 || rate > 1) {
            throw new IllegalArgumentException("loss rate must be within 0..1, not " + rate);
        }
        if (from == a) {
            lossAtoB = rate;
        } else {
            peerOf(from);
            lossBtoA = rate;
        }
    }

    /** Re-evaluates the carrier after an end was enabled or disabled. */
    public void refreshCarrier() {
        boolean up = computeCarrier();
        if (up != carrier) {
            carrier = up;
            a.carrierChanged(up);
            b.carrierChanged(up);
        }
    }

    /** Frames lost because the carrier was down. */
    public long lostFrames() {
        return lostFrames;
    }

    /** Frames corrupted by a lossy direction. */
    public long corruptedFrames() {
        return corruptedFrames;
    }

    /** Puts a frame whose last bit left {@code from} now on the wire; the link owns it from here. */
    public void send(LinkEnd from, Packet packet) {
        if (!carrier) {
            lostFrames += packet.count;
            sim.packets().release(packet);
            return;
        }
        double loss = from == a ? lossAtoB : lossBtoA;
        if (loss > 0 && random.nextDouble() < loss) {
            packet.corrupted = true;
            corruptedFrames += packet.count;
        }
        sim.scheduleIn(propagationNs, from == a ? b : a, ARRIVAL, 0, packet);
    }

    /** Sends a PFC frame for one priority: {@code quanta} 0 releases the pause. */
    public void sendPfc(LinkEnd from, int priority, int quanta) {
        if (carrier) {
            sim.scheduleIn(propagationNs, from == a ? b : a, PFC, ((long) priority << 16) | (quanta & 0xFFFF), null);
        }
    }

    private boolean computeCarrier() {
        return connected && a.enabled() && b.enabled();
    }

    @Override
    public String toString() {
        return a.name() + " <-> " + b.name();
    }
}
