/**
 * Neighbors learned by ARP and IPv6 neighbor discovery, as the agent keeps them (FBOSS's way: the agent answers
 * and learns, no kernel): the table of entries with their state machine on the agent's time source, each resolved
 * entry a SAI neighbor entry through the store ({@link io.nosagent.control.neighbor.NeighborTable}, which is also
 * routing's {@link io.nosagent.feature.NeighborResolution}); the packets that feed it and the replies and probes it
 * sends ({@link io.nosagent.control.neighbor.NeighborPackets}); what it holds, as published
 * ({@link io.nosagent.control.neighbor.NeighborsState}).
 */
package io.nosagent.control.neighbor;
