package io.nosagent.sai.vasic.dataplane.route;

import io.nosagent.sai.vasic.packet.Packet;

/** A compiled NEXT_HOP of type IP: the neighbor its address resolves to on its router interface. */
public final class NextHopForwarder extends Forwarder {

    private final long oid;
    private Neighbor neighbor;

    public NextHopForwarder(long oid) {
        this.oid = oid;
    }

    public long oid() {
        return oid;
    }

    /** {@code neighbor} null for next-hop types the simulation does not forward (MPLS, tunnels): they drop. */
    public void configure(Neighbor neighbor) {
        this.neighbor = neighbor;
    }

    public Neighbor neighbor() {
        return neighbor;
    }

    /** The egress port index, or -1 while unresolved. */
    public int portIndex() {
        return neighbor != null && neighbor.forwards() ? neighbor.routerInterface().portIndex() : -1;
    }

    /** A next hop whose address has no NEIGHBOR_ENTRY is a {@linkplain Neighbor#MISS neighbor miss}. */
    @Override
    public Neighbor select(Packet p, int ingressPort, long now) {
        if (neighbor != null && !neighbor.isPresent()) {
            return Neighbor.MISS;
        }
        return neighbor != null && neighbor.forwards() ? neighbor : null;
    }
}
