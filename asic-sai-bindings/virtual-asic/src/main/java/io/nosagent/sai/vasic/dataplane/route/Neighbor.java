package io.nosagent.sai.vasic.dataplane.route;

import io.nosagent.sai.vasic.packet.Packet;

/**
 * A neighbor on a router interface: where a next hop's IP resolves to (its MAC, and through the
 * interface the egress port). The slot exists as soon as a next hop or a NEIGHBOR_ENTRY names the
 * address; it forwards only while the entry is present with action FORWARD.
 */
public final class Neighbor {

    /** Punt to the CPU. */
    public static final Neighbor TO_CPU = new Neighbor(null, false, 0, 0);
    /** The address has no NEIGHBOR_ENTRY: the neighbor-miss trap's (the CPU resolves it), else dropped. */
    public static final Neighbor MISS = new Neighbor(null, false, 0, 0);

    private final RouterInterface rif;
    private final boolean ipv6;
    private final long ipHi;
    private final long ipLo;
    private final RouteTarget hostRoute = new RouteTarget(RouteTarget.FORWARD, new HostRoute(this));
    private boolean present;
    private long mac;
    private int action = RouteTarget.FORWARD;
    private boolean hostRouteInstalled;

    Neighbor(RouterInterface rif, boolean ipv6, long ipHi, long ipLo) {
        this.rif = rif;
        this.ipv6 = ipv6;
        this.ipHi = ipHi;
        this.ipLo = ipLo;
    }

    public RouterInterface routerInterface() {
        return rif;
    }

    public boolean isIpv6() {
        return ipv6;
    }

    public long ipHi() {
        return ipHi;
    }

    public long ipLo() {
        return ipLo;
    }

    public long mac() {
        return mac;
    }

    public boolean isPresent() {
        return present;
    }

    /** The {@link RouteTarget} action it was programmed with. */
    public int action() {
        return action;
    }

    public boolean hasHostRoute() {
        return hostRouteInstalled;
    }

    /** Whether packets sent here go out: present, forwarding, and on an interface with a port. */
    public boolean forwards() {
        return present && action == RouteTarget.FORWARD && rif.portIndex() >= 0;
    }

    /** The NEIGHBOR_ENTRY was created or changed; {@code action} is a {@link RouteTarget} action. */
    public void program(long mac, int action, boolean hostRoute) {
        this.present = true;
        this.mac = mac;
        this.action = action;
        if (hostRoute != hostRouteInstalled) {
            if (hostRoute) {
                rif.virtualRouter().putHost(ipv6, ipHi, ipLo, this.hostRoute);
            } else {
                rif.virtualRouter().removeHost(ipv6, ipHi, ipLo, this.hostRoute);
            }
            hostRouteInstalled = hostRoute;
        }
        this.hostRoute.set(action, this.hostRoute.forwarder());
    }

    /** The NEIGHBOR_ENTRY was removed; next hops naming the address stop forwarding. */
    public void unprogram() {
        present = false;
        if (hostRouteInstalled) {
            rif.virtualRouter().removeHost(ipv6, ipHi, ipLo, hostRoute);
            hostRouteInstalled = false;
        }
    }

    /** The implicit /32 or /128 route a neighbor entry installs. */
    public static final class HostRoute extends Forwarder {
        private final Neighbor neighbor;

        HostRoute(Neighbor neighbor) {
            this.neighbor = neighbor;
        }

        @Override
        public Neighbor select(Packet p, int ingressPort, long now) {
            return neighbor.forwards() ? neighbor : null;
        }
    }
}
