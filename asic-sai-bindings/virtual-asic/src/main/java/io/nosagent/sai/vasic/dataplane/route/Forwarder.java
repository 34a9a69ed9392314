package io.nosagent.sai.vasic.dataplane.route;

import io.nosagent.sai.vasic.packet.Packet;

/**
 * What a route's NEXT_HOP_ID names, compiled: a next hop, a next-hop group, a router interface
 * (connected subnet) or the CPU port. One instance per SAI object, kept for the object's lifetime, so
 * routes hold it directly and reprogramming the object updates it in place.
 */
public abstract sealed class Forwarder permits NextHopForwarder, GroupForwarder, InterfaceForwarder, CpuForwarder,
        Neighbor.HostRoute {

    /**
     * The neighbor to send {@code p} to, {@link Neighbor#TO_CPU} to punt it, {@link Neighbor#MISS} when the
     * neighbor has no entry, or null to drop it (the neighbor's action drops, the group has no members, ...).
     */
    public abstract Neighbor select(Packet p, int ingressPort, long now);
}
