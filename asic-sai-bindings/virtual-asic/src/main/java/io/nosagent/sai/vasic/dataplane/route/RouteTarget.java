package io.nosagent.sai.vasic.dataplane.route;

/**
 * What a route (or a neighbor's implicit host route) does with a packet: its packet action and, to
 * forward, the {@link Forwarder} of its next hop. Mutable, because SAI sets a route's attributes in
 * place.
 */
public final class RouteTarget {

    /** Forward to {@link #forwarder()}. */
    public static final int FORWARD = 0;
    public static final int DROP = 1;
    /** Punt to the CPU (the switch's own addresses, traps). */
    public static final int TO_CPU = 2;

    private int action;
    private Forwarder forwarder;
    /** As programmed: the SAI packet action and next-hop id, so one attribute can change at a time. */
    private int saiAction;
    private long nextHopOid;

    public RouteTarget(int action, Forwarder forwarder) {
        set(action, forwarder);
    }

    public int saiAction() {
        return saiAction;
    }

    public long nextHopOid() {
        return nextHopOid;
    }

    public void setProgrammed(int saiAction, long nextHopOid) {
        this.saiAction = saiAction;
        this.nextHopOid = nextHopOid;
    }

    public void set(int action, Forwarder forwarder) {
        this.action = action;
        this.forwarder = forwarder;
    }

    public int action() {
        return action;
    }

    public Forwarder forwarder() {
        return forwarder;
    }
}
