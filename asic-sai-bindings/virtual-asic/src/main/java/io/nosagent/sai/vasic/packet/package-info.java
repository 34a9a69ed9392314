/**
 * What travels on the simulated wire: {@link io.nosagent.sai.vasic.packet.Packet} (or a train of equal
 * packets) with the Ethernet, IP, UDP/TCP and RoCEv2 BTH fields forwarding looks at, recycled through
 * {@link io.nosagent.sai.vasic.packet.PacketPool}; the protocol constants; and
 * {@link io.nosagent.sai.vasic.packet.HeaderBytes}, the byte view user-defined fields extract from. What a
 * packet is for the transport ({@link io.nosagent.sai.vasic.packet.PacketKind}: data, ACK, clear-to-send)
 * and the time it waited in switch queues ({@link io.nosagent.sai.vasic.packet.QueueingDelays}) ride along
 * as simulation metadata.
 */
package io.nosagent.sai.vasic.packet;
