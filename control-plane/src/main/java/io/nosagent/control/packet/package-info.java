/**
 * Packets between the agent and the switch's CPU port: {@link io.nosagent.control.packet.PacketIo} hears the
 * trapped packets the SAI's packet events deliver and hands each to the handler of its trap (ARP and neighbor
 * discovery now; LLDP and the kernel interfaces plug in the same way), and sends frames out of a port or through
 * the pipeline; the frame codecs ({@link io.nosagent.control.packet.Frame},
 * {@link io.nosagent.control.packet.ArpPacket}, {@link io.nosagent.control.packet.NeighborDiscovery}) read and
 * write the bytes, refusing malformed frames with the reason ({@link io.nosagent.control.packet.MalformedFrame}).
 */
package io.nosagent.control.packet;
