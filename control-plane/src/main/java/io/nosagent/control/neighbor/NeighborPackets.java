package io.nosagent.control.neighbor;

import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.control.packet.ArpPacket;
import io.nosagent.control.packet.Frame;
import io.nosagent.control.packet.MalformedFrame;
import io.nosagent.control.packet.NeighborDiscovery;
import io.nosagent.control.packet.PacketCounters;
import io.nosagent.control.packet.PacketIo;
import io.nosagent.feature.NeighborAddress;
import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.sai.MacAddress;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.Arrays;
import java.util.Optional;

/**
 * ARP and neighbor discovery on the wire, for the {@link NeighborTable}. In: ARP requests and replies, neighbor
 * solicitations and advertisements, and packets that missed a neighbor, read on the packet events' thread (a
 * malformed one is counted and dropped there, so a flood of garbage never reaches the update loop), then acted on
 * in the update loop: the switch answers requests and solicitations for its own addresses (an ARP reply, a
 * solicited advertisement with the router flag, from the switch's MAC out of the port they came in on), and the
 * table learns what they say of their sender. What is not the agent's to act on (a sender outside the port's
 * subnets, the switch's own address claimed by another MAC, an answer nobody asked for, a duplicate-address check)
 * is counted as ignored. Out: probes as the table asks, an ARP request broadcast or a solicitation to the target's
 * solicited-node group.
 */
public final class NeighborPackets implements NeighborTable.Prober {

    private final PacketIo io;
    private final MacAddress switchMac;
    private final UpdateLoop loop;
    private NeighborTable table;

    public NeighborPackets(PacketIo io, MacAddress switchMac, UpdateLoop loop) {
        this.io = io;
        this.switchMac = switchMac;
        this.loop = loop;
    }

    /** Starts hearing the traps of ARP, neighbor discovery and neighbor miss for {@code table}. */
    public void serve(NeighborTable table) {
        this.table = table;
        io.handle(TrapName.ARP_REQUEST, this::arp);
        io.handle(TrapName.ARP_RESPONSE, this::arp);
        io.handle(TrapName.NEIGHBOR_DISCOVERY, this::neighborDiscovery);
        io.handle(TrapName.NEIGHBOR_MISS, this::miss);
    }

    private PacketCounters counters() {
        return io.counters();
    }

    // ---- in (the packet events' thread, then the update loop) -----------------------------------------------

    private void arp(PacketIo.Received r) {
        ArpPacket a;
        try {
            a = ArpPacket.parse(r.frame());
        } catch (MalformedFrame m) {
            counters().countMalformed(r.trap());
            return;
        }
        loop.run("acting on a neighbor packet", () -> {
            if (!act(r.port(), a)) {
                counters().countIgnored(r.trap());
            }
        });
    }

    /** What an ARP packet on {@code port} does; false when it is not the agent's to act on. */
    private boolean act(String port, ArpPacket a) {
        Subnets subnets = table.subnets();
        var sender = new NeighborAddress(port, a.senderIp());
        if (!unicast(a.senderMac()) || subnets.source(port, a.senderIp()).isEmpty()) {
            return false; // not from a host on this port's subnets (or claiming the switch's own address)
        }
        if (a.operation() == ArpPacket.REQUEST && subnets.isOwn(port, a.targetIp())) {
            io.sendOut(port, a.replyFrom(switchMac).frame());
            table.confirmed(sender, a.senderMac());
            return true;
        }
        return a.operation() == ArpPacket.REPLY ? table.answered(sender, a.senderMac()) : table.heard(sender, a.senderMac());
    }

    private void neighborDiscovery(PacketIo.Received r) {
        NeighborDiscovery nd;
        try {
            nd = NeighborDiscovery.parse(r.frame());
        } catch (MalformedFrame m) {
            counters().countMalformed(r.trap());
            return;
        }
        loop.run("acting on a neighbor packet", () -> {
            if (!act(r.port(), r.frame(), nd)) {
                counters().countIgnored(r.trap());
            }
        });
    }

    private boolean act(String port, Frame frame, NeighborDiscovery nd) {
        Subnets subnets = table.subnets();
        return switch (nd) {
            case NeighborDiscovery.Solicitation s -> {
                if (s.source().isAnyLocalAddress()) {
                    yield false; // a host checking its address is not a duplicate: nothing to learn, nobody to answer
                }
                boolean fromSubnet = subnets.source(port, s.source()).isPresent();
                MacAddress replyTo = s.sourceLinkLayer().orElse(frame.source());
                boolean acted = false;
                if (subnets.isOwn(port, s.target()) && unicast(replyTo)) {
                    io.sendOut(port, NeighborDiscovery.advertisement(switchMac, s.target(), replyTo, s.source()));
                    acted = true;
                }
                if (fromSubnet && s.sourceLinkLayer().filter(NeighborPackets::unicast).isPresent()) {
                    var sender = new NeighborAddress(port, s.source());
                    if (subnets.isOwn(port, s.target())) {
                        table.confirmed(sender, s.sourceLinkLayer().get());
                        acted = true;
                    } else {
                        acted |= table.heard(sender, s.sourceLinkLayer().get());
                    }
                }
                yield acted;
            }
            case NeighborDiscovery.Advertisement a -> {
                MacAddress mac = a.targetLinkLayer().orElse(frame.source());
                yield unicast(mac) && subnets.source(port, a.target()).isPresent()
                        && table.answered(new NeighborAddress(port, a.target()), mac);
            }
            case NeighborDiscovery.Other o -> false;
        };
    }

    /** A routed packet missed its neighbor: its destination, from its IP header, is resolved. */
    private void miss(PacketIo.Received r) {
        Optional<InetAddress> destination = destination(r.frame());
        if (destination.isEmpty()) {
            counters().countMalformed(r.trap());
            return;
        }
        loop.run("a neighbor miss", () -> table.miss(destination.get()));
    }

    private static Optional<InetAddress> destination(Frame f) {
        byte[] b = f.bytes();
        try {
            if (f.etherType() == Frame.TYPE_IPV4 && b.length >= Frame.HEADER + 20) {
                return Optional.of(InetAddress.getByAddress(Arrays.copyOfRange(b, Frame.HEADER + 16, Frame.HEADER + 20)));
            }
            if (f.etherType() == Frame.TYPE_IPV6 && b.length >= Frame.HEADER + 40) {
                return Optional.of(InetAddress.getByAddress(Arrays.copyOfRange(b, Frame.HEADER + 24, Frame.HEADER + 40)));
            }
        } catch (java.net.UnknownHostException e) {
            throw new IllegalStateException(e);
        }
        return Optional.empty();
    }


    /** Neither a group address (broadcast, multicast) nor all zeros: what a host's MAC is. */
    private static boolean unicast(MacAddress mac) {
        return mac.bits() != 0 && (mac.bits() & (1L << 40)) == 0;
    }

    // ---- out -------------------------------------------------------------------------------------------------

    @Override
    public void probe(NeighborAddress neighbor, InetAddress source) {
        byte[] frame = neighbor.ip() instanceof Inet4Address target
                ? ArpPacket.request(switchMac, (Inet4Address) source, target).frame()
                : NeighborDiscovery.solicitation(switchMac, (Inet6Address) source, (Inet6Address) neighbor.ip());
        io.sendOut(neighbor.interfaceName(), frame);
    }
}
