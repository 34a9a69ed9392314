package io.nosagent.sai.vasic.dataplane.route;

import io.nosagent.sai.vasic.packet.Packet;

/** A route to the CPU port: the switch's own addresses. */
public final class CpuForwarder extends Forwarder {

    @Override
    public Neighbor select(Packet p, int ingressPort, long now) {
        return Neighbor.TO_CPU;
    }
}
