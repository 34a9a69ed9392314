package io.nosagent.sai.vasic.dataplane.route;

import io.nosagent.sai.vasic.packet.Packet;

/**
 * A route to a router interface (a connected subnet): the packet goes to the neighbor with its
 * destination address on that interface. Without one it is a {@linkplain Neighbor#MISS neighbor miss}: the
 * switch punts it to the CPU (neighbor-miss trap) to resolve the address.
 */
public final class InterfaceForwarder extends Forwarder {

    private RouterInterface rif;

    public void configure(RouterInterface rif) {
        this.rif = rif;
    }

    @Override
    public Neighbor select(Packet p, int ingressPort, long now) {
        if (rif == null) {
            return null;
        }
        Neighbor n = rif.findNeighbor(p.ipv6, p.dstIpHi, p.dstIpLo);
        if (n == null || !n.isPresent()) {
            return Neighbor.MISS;
        }
        return n.forwards() ? n : null;
    }
}
