package io.nosagent.sai.vasic.nic;

import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Roce;

/**
 * How a flow's packets are marked and cut: DSCP and ECN, the priority the NIC pauses it on when PFC
 * arrives, the payload per packet, and how many equal packets the NIC sends as one train (1: every
 * packet is its own event; more: faster simulation, coarser buffer and PFC detail).
 *
 * @param protocol        IP protocol: UDP for RoCEv2 and plain UDP, TCP
 * @param destinationPort L4 destination port: {@link Roce#UDP_PORT} makes the flow RoCEv2
 */
public record FlowClass(int protocol, int destinationPort, int dscp, int ecn, int pfcPriority, int payloadBytes, int trainPackets) {

    /**
     * RoCEv2 RDMA writes as the FBOSS AI single-lossless-queue profile marks them (DSCP 50, the RDMA class
     * that maps to queue 2 and PFC priority 2), ECN-capable, 4 KiB payload, one packet per event.
     */
    public static final FlowClass ROCE = new FlowClass(Ip.UDP, Roce.UDP_PORT, 50, 2, 2, 4096, 1);

    /** Plain best-effort TCP bulk transfer: DSCP 0, not ECN-capable, MSS-sized segments. */
    public static final FlowClass TCP = new FlowClass(Ip.TCP, 5201, 0, 0, 0, 1460, 1);

    /** Plain best-effort UDP. */
    public static final FlowClass UDP = new FlowClass(Ip.UDP, 5001, 0, 0, 0, 1472, 1);

    public FlowClass {
        if (dscp < 0 || dscp > 63 || ecn < 0 || ecn > 3 || pfcPriority < 0 || pfcPriority > 7) {
            throw new IllegalArgumentException("DSCP 0..63, ECN 0..3, PFC priority 0..7: " + dscp + ", " + ecn + ", " + pfcPriority);
        }
        if (payloadBytes <= 0 || trainPackets <= 0) {
            throw new IllegalArgumentException("payload and train length must be positive");
        }
    }

    public boolean isRoce() {
        return protocol == Ip.UDP && destinationPort == Roce.UDP_PORT;
    }

    public FlowClass withDscp(int value) {
        return new FlowClass(protocol, destinationPort, value, ecn, pfcPriority, payloadBytes, trainPackets);
    }

    public FlowClass withPfcPriority(int value) {
        return new FlowClass(protocol, destinationPort, dscp, ecn, value, payloadBytes, trainPackets);
    }

    public FlowClass withTrains(int packets) {
        return new FlowClass(protocol, destinationPort, dscp, ecn, pfcPriority, payloadBytes, packets);
    }

    public FlowClass withPayload(int bytes) {
        return new FlowClass(protocol, destinationPort, dscp, ecn, pfcPriority, bytes, trainPackets);
    }
}
