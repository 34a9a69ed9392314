package io.nosagent.routing.flowlets;

import java.util.OptionalLong;

/**
 * What the ASIC counts for one next-hop group's flowlets (SAI's read-only group attributes), each
 * empty when the ASIC does not answer for it.
 *
 * @param nextHopReassignments times a flowlet entry moved to another member (ARS_NEXT_HOP_REASSIGNMENTS)
 * @param portReassignments    moves to another egress port (ARS_PORT_REASSIGNMENTS)
 * @param packetDrops          packets ARS dropped (ARS_PACKET_DROPS)
 */
public record GroupFlowletCounters(OptionalLong nextHopReassignments, OptionalLong portReassignments,
                                   OptionalLong packetDrops) {
}
