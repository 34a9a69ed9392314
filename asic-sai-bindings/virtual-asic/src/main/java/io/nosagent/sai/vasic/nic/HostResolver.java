package io.nosagent.sai.vasic.nic;

import io.nosagent.sai.vasic.packet.Ethernet;
import io.nosagent.sai.vasic.packet.Frames;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.sim.EventHandler;
import io.nosagent.sai.vasic.sim.Simulation;

import java.net.Inet6Address;
import java.net.InetAddress;

/**
 * A host's side of ARP and IPv6 neighbor discovery, as its kernel does it: it answers requests and solicitations
 * for its own addresses (a dual-stack host's IPv6 one too; unless silent), and, once told its gateway, resolves it (a broadcast ARP request or a
 * solicitation to the gateway's solicited-node group, again every second until answered, and again when its link
 * comes back) and learns the gateway's MAC from the answer or from the gateway's own request. Until then the NIC
 * routes nothing.
 */
final class HostResolver implements EventHandler {

    /** How often an unanswered gateway is asked again: Linux's retransmit timer, 1 s. */
    static final long RETRY_NS = 1_000_000_000L;
    private static final int RETRY = 1;

    private final Simulation sim;
    private final SimNic nic;
    private InetAddress gateway;
    private long gatewayHi;
    private long gatewayLo;
    private long gatewayMac;
    private boolean silent;
    private int generation;
    private long repliesSent;
    private long requestsSent;
    private long framesReceived;

    HostResolver(Simulation sim, SimNic nic) {
        this.sim = sim;
        this.nic = nic;
    }

    /** Resolves {@code address} as the gateway from now on, forgetting what was learned. */
    void resolve(InetAddress address) {
        if ((address instanceof Inet6Address) != nic.isIpv6()) {
            throw new IllegalArgumentException(nic.name() + " cannot reach gateway " + address + " of the other family");
        }
        gateway = address;
        gatewayHi = Ip.hi(address);
        gatewayLo = Ip.lo(address);
        forget();
    }

    /** Forgets the gateway's MAC (a new NIC has an empty cache) and asks again if the link is up. */
    void forget() {
        gatewayMac = 0;
        generation++;
        if (gateway != null && nic.hasCarrier()) {
            ask(generation);
        }
    }

    boolean resolved() {
        return gateway == null || gatewayMac != 0;
    }

    InetAddress gateway() {
        return gateway;
    }

    /** The gateway's MAC once learned; {@code otherwise} while no gateway is set. */
    long gatewayMac(long otherwise) {
        return gateway == null ? otherwise : gatewayMac;
    }

    void setSilent(boolean silent) {
        this.silent = silent;
    }

    void carrierUp() {
        if (gateway != null && gatewayMac == 0) {
            generation++;
            ask(generation);
        }
    }

    long repliesSent() {
        return repliesSent;
    }

    long requestsSent() {
        return requestsSent;
    }

    long framesReceived() {
        return framesReceived;
    }

    /** Whether {@code p} is the resolver's: a frame that is not IP, or neighbor discovery. */
    static boolean claims(Packet p) {
        return p.etherType != 0 || Frames.icmpv6Type(p) >= 133 && Frames.icmpv6Type(p) <= 137;
    }

    /** A frame {@link #claims} arrived: answered or learned from as a host would, then released. */
    void received(Packet p) {
        framesReceived++;
        if (Frames.isArp(p)) {
            arp(p);
        } else if (Frames.isNeighborDiscovery(p)) {
            neighborDiscovery(p);
        }
        sim.packets().release(p);
    }

    private void arp(Packet p) {
        if (nic.isIpv6()) {
            return;
        }
        long sender = Frames.arpSenderIp(p);
        long senderMac = Frames.arpSenderMac(p);
        if (gateway != null && sender == gatewayLo && senderMac != 0) {
            learn(senderMac);
        }
        if (Frames.arpOp(p) == Frames.ARP_REQUEST && Frames.arpTargetIp(p) == nic.ipLo() && !silent) {
            Packet reply = sim.packets().acquire();
            Frames.arp(reply, Frames.ARP_REPLY, nic.macBits(), senderMac, nic.macBits(), nic.ipLo(), senderMac, sender);
            repliesSent++;
            nic.sendFrame(reply);
        }
    }

    private void neighborDiscovery(Packet p) {
        long targetHi = Frames.ndTargetHi(p);
        long targetLo = Frames.ndTargetLo(p);
        long linkLayer = Frames.ndLinkLayerAddress(p);
        boolean v6Gateway = gateway != null && nic.isIpv6(); // a dual-stack host resolves its IPv4 gateway only
        if (Frames.icmpv6Type(p) == Frames.NEIGHBOR_ADVERTISEMENT) {
            if (v6Gateway && targetHi == gatewayHi && targetLo == gatewayLo) {
                learn(linkLayer != 0 ? linkLayer : p.srcMac);
            }
            return;
        }
        if (v6Gateway && p.srcIpHi == gatewayHi && p.srcIpLo == gatewayLo && linkLayer != 0) {
            learn(linkLayer);
        }
        if (nic.hasIpv6(targetHi, targetLo) && !silent) {
            Packet advert = sim.packets().acquire();
            Frames.neighborAdvertisement(advert, nic.macBits(), linkLayer != 0 ? linkLayer : p.srcMac, targetHi, targetLo,
                    p.srcIpHi, p.srcIpLo);
            repliesSent++;
            nic.sendFrame(advert);
        }
    }

    private void learn(long mac) {
        boolean was = resolved();
        gatewayMac = mac;
        if (!was) {
            nic.resolvedGateway();
        }
    }

    private void ask(int forGeneration) {
        Packet p = sim.packets().acquire();
        if (nic.isIpv6()) {
            Frames.neighborSolicitation(p, nic.macBits(), nic.ipHi(), nic.ipLo(), gatewayHi, gatewayLo);
        } else {
            Frames.arp(p, Frames.ARP_REQUEST, nic.macBits(), Ethernet.BROADCAST, nic.macBits(), nic.ipLo(), 0, gatewayLo);
        }
        requestsSent++;
        nic.sendFrame(p);
        sim.schedule(sim.now() + RETRY_NS, this, RETRY, forGeneration, null);
    }

    @Override
    public void onEvent(int kind, long arg, Object subject) {
        if (arg == generation && gateway != null && gatewayMac == 0 && nic.hasCarrier()) {
            ask(generation);
        }
    }
}
