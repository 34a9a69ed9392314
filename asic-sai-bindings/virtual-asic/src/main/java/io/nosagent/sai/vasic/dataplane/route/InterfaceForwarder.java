package io.nosagent.sai.vasic.dataplane.route;

import io.nosagent.sai.vasic.packet.Packet;

/**
 * A route to a router interface (a connected subnet): the packet goes to the neighbor with its
 * destination address on that interface. Without one the packet is dropped; a real switch would punt
 * it to the CPU to resolve the address, which the simulation does not model.
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
        return n != null && n.forwards() ? n : null;
    }
}
