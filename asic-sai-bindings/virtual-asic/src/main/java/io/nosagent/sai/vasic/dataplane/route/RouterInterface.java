package io.nosagent.sai.vasic.dataplane.route;

import io.nosagent.sai.vasic.dataplane.stats.StatBlock;

/**
 * A compiled ROUTER_INTERFACE: its virtual router's table, its port (by index; -1 for an interface
 * without one), its MAC (packets must be addressed to it to be routed), per-family admin state, and the
 * neighbors on it.
 */
public final class RouterInterface {

    private final long oid;
    private final KeyMap<Neighbor> v4Neighbors = new KeyMap<>();
    private final KeyMap<Neighbor> v6Neighbors = new KeyMap<>();
    private LpmTable virtualRouter;
    private int portIndex = -1;
    private long mac;
    private boolean v4Up = true;
    private boolean v6Up = true;
    private int mtu = 1514;
    private StatBlock stats = new StatBlock(null);

    public RouterInterface(long oid, LpmTable virtualRouter) {
        this.oid = oid;
        this.virtualRouter = virtualRouter;
    }

    /** ROUTER_INTERFACE counters: IN_PACKETS, IN_OCTETS, OUT_PACKETS, OUT_OCTETS. */
    public StatBlock stats() {
        return stats;
    }

    public void setStats(StatBlock stats) {
        this.stats = stats;
    }

    public long oid() {
        return oid;
    }

    public LpmTable virtualRouter() {
        return virtualRouter;
    }

    public int portIndex() {
        return portIndex;
    }

    public long mac() {
        return mac;
    }

    public int mtu() {
        return mtu;
    }

    public boolean isUp(boolean ipv6) {
        return ipv6 ? v6Up : v4Up;
    }

    public void configure(int portIndex, long mac, boolean v4Up, boolean v6Up, int mtu) {
        this.portIndex = portIndex;
        this.mac = mac;
        this.v4Up = v4Up;
        this.v6Up = v6Up;
        this.mtu = mtu;
    }

    /** The neighbor slot for an address on this interface, made on first use. */
    public Neighbor neighbor(boolean ipv6, long hi, long lo) {
        KeyMap<Neighbor> m = ipv6 ? v6Neighbors : v4Neighbors;
        Neighbor n = m.get(hi, lo);
        if (n == null) {
            n = new Neighbor(this, ipv6, hi, lo);
            m.put(hi, lo, n);
        }
        return n;
    }

    /** The neighbor at an address if one was ever named, else null; never allocates. */
    public Neighbor findNeighbor(boolean ipv6, long hi, long lo) {
        return (ipv6 ? v6Neighbors : v4Neighbors).get(hi, lo);
    }
}
