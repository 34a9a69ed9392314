package io.nosagent.sai.vasic.nic;

import io.nosagent.sai.MacAddress;
import io.nosagent.sai.vasic.dataplane.SwitchPort;
import io.nosagent.sai.vasic.link.Link;
import io.nosagent.sai.vasic.link.LinkEnd;
import io.nosagent.sai.vasic.link.Transmitter;
import io.nosagent.sai.vasic.packet.Ethernet;
import io.nosagent.sai.vasic.packet.Frames;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.packet.PacketKind;
import io.nosagent.sai.vasic.packet.QueueingDelays;
import io.nosagent.sai.vasic.packet.Roce;
import io.nosagent.sai.vasic.sim.Simulation;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * A simulated host NIC on one link. It sends its flows' packets at line rate, taking turns between
 * the flows that have data (one packet or train each), and stops sending a priority while PFC pauses
 * it. Frames go to its gateway: once told the gateway's address, to the MAC ARP or neighbor discovery resolves it
 * to ({@link HostResolver}; the NIC also answers for its own address); otherwise to the MAC of the router
 * interface on the switch port it is cabled to.
 *
 * <p>As a RoCE responder it acknowledges what its queue pairs receive with real RC Acknowledge packets
 * (BTH opcode 17, {@value Roce#AETH}-byte AETH) back to the requester: one for the last packet of every
 * message and at least one every {@link #setAckEvery ackEvery} packets, marked as configured
 * ({@link #setAckMarking}; by default like the data). ACKs and other control packets go out ahead of
 * data. Every packet received is counted by kind, with the time it spent queued in switches
 * ({@link #queueingDelays}).
 *
 * <p>On receive it hands each packet to its flow's receiver accounting. A NIC can be made to stop
 * draining (a fault): arrivals pile up in its receive buffer; past half of it the NIC asserts PFC XOFF
 * for their priority (refreshed until it drains again, then XON); past all of it they are dropped.
 */
public final class SimNic implements LinkEnd {

    private static final int SENT = 10;
    private static final int WAKE = 11;
    private static final int XOFF_REFRESH = 12;
    /** Receive buffer of a 400G RDMA NIC, order of magnitude. */
    public static final long DEFAULT_RX_BUFFER = 1 << 20;
    /** Packets a responder receives at most before it acknowledges (besides every message's last packet). */
    public static final int DEFAULT_ACK_EVERY = 16;

    private final Simulation sim;
    private final NicSpec spec;
    private final boolean ipv6;
    private final long ipHi;
    private final long ipLo;
    /** The dual-stack host's IPv6 address ({@link NicSpec#alsoIpv6}), or 0/0 without one. */
    private final long alsoV6Hi;
    private final long alsoV6Lo;
    private final Transmitter transmitter;
    private final List<Flow> flows = new ArrayList<>();
    private final ArrayList<Flow> active = new ArrayList<>();
    private final long[] pausedUntil = new long[8];
    private final ArrayDeque<Packet> held = new ArrayDeque<>();
    private final List<Flow> seen = new ArrayList<>();
    private final ControlQueue control = new ControlQueue();
    /** Frames made as bytes (ARP, neighbor discovery, what a test injects): sent first, with their own MACs. */
    private final ArrayDeque<Packet> frames = new ArrayDeque<>();
    private final HostResolver resolver;
    private final LldpSpeaker lldp;
    private long mac;
    private final QueueingDelays[] delays = new QueueingDelays[PacketKind.values().length];
    private final long[] receivedByKind = new long[PacketKind.values().length];
    private int ackEvery = DEFAULT_ACK_EVERY;
    private Marking ackMarking;
    private Dcqcn dcqcn;
    private long cnpsSent;
    private long cnpsReceived;
    private int nextLocalQp = 0x100;
    private Link link;
    private boolean carrier;
    private boolean sending;
    private int turn;
    private double load = 1.0;
    private long nextSendAt;
    private boolean draining = true;
    private java.util.function.Consumer<byte[]> ipFrames = f -> { };
    private long heldBytes;
    private int xoffMask;
    private int xoffGeneration;
    private long rxBufferBytes = DEFAULT_RX_BUFFER;
    private long receivedPackets;
    private long receivedBytes;
    private final long[] receivedByDscp = new long[64];
    private long rxErrors;
    private long echoesAnswered;
    private long rxDropped;
    private long pfcReceived;
    private long pfcSent;

    public SimNic(Simulation sim, NicSpec spec, long speedMbps) {
        this.sim = sim;
        this.spec = spec;
        this.ipv6 = spec.ip() instanceof Inet6Address;
        this.ipHi = Ip.hi(spec.ip());
        this.ipLo = Ip.lo(spec.ip());
        this.alsoV6Hi = spec.alsoIpv6().map(Ip::hi).orElse(0L);
        this.alsoV6Lo = spec.alsoIpv6().map(Ip::lo).orElse(0L);
        this.transmitter = new Transmitter(speedMbps);
        this.mac = spec.mac().bits();
        this.resolver = new HostResolver(sim, this);
        this.lldp = new LldpSpeaker(sim, this);
        for (int k = 0; k < delays.length; k++) {
            delays[k] = new QueueingDelays();
        }
    }

    @Override
    public String name() {
        return spec.name();
    }

    public NicSpec spec() {
        return spec;
    }

    /** Its MAC now: the spec's, until the NIC is {@linkplain #replaceMac replaced}. */
    public MacAddress mac() {
        return new MacAddress(mac);
    }

    long macBits() {
        return mac;
    }

    boolean hasCarrier() {
        return carrier;
    }

    // ---- neighbors (ARP, IPv6 neighbor discovery) --------------------------------------------------

    /**
     * Resolves {@code gateway} by ARP or neighbor discovery from now on and sends routed packets to the MAC it
     * answers with; until it answers, nothing but ARP and neighbor discovery leaves the NIC. Without a gateway the
     * NIC addresses frames to the router interface of the switch port it is cabled to, as if configured.
     */
    public void resolveGateway(InetAddress gateway) {
        resolver.resolve(gateway);
    }

    /** Whether the gateway's MAC is known (always, without a gateway to resolve). */
    public boolean gatewayResolved() {
        return resolver.resolved();
    }

    /** The gateway's MAC as the NIC knows it now; 00:00:00:00:00:00 until resolved. */
    public MacAddress gatewayMacAddress() {
        return new MacAddress(gatewayMac());
    }

    /** A silent NIC answers no ARP request or neighbor solicitation (a host gone quiet; a fault). */
    public void setSilent(boolean silent) {
        resolver.setSilent(silent);
    }

    /**
     * The NIC is replaced by one with {@code newMac} and the same address: it sends from the new MAC and, having
     * an empty neighbor cache, resolves its gateway again.
     */
    public void replaceMac(MacAddress newMac) {
        this.mac = newMac.bits();
        resolver.forget();
    }

    /** ARP replies and neighbor advertisements it sent. */
    public long neighborRepliesSent() {
        return resolver.repliesSent();
    }

    /** ARP requests and neighbor solicitations it sent for its gateway. */
    public long neighborRequestsSent() {
        return resolver.requestsSent();
    }

    // ---- LLDP ----------------------------------------------------------------------------------------

    /**
     * Sends LLDP from now on as a host's lldpd does ({@link LldpSpeaker}): system name {@code systemName}, port id
     * {@code portId} ({@code host0}, {@code rdma0}).
     */
    public void announceLldp(String systemName, String portId) {
        lldp.announce(systemName, portId);
    }

    public long lldpSent() {
        return lldp.sent();
    }

    /** LLDPDUs heard from the far end. */
    public long lldpReceived() {
        return lldp.received();
    }

    /** ICMP and ICMPv6 echo requests to its address it answered. */
    public long echoesAnswered() {
        return echoesAnswered;
    }

    /** Frames that were not traffic it received: ARP, neighbor discovery, anything else neither IP nor LLDP. */
    public long controlFramesReceived() {
        return resolver.framesReceived();
    }

    /**
     * Hands {@code listener} (on the simulation's thread) a copy of every IP frame it receives that carries its bytes
     * (a switch's CPU sent it): a test's capture.
     */
    public void onIpFrame(java.util.function.Consumer<byte[]> listener) {
        this.ipFrames = listener;
    }

    /** Sends {@code bytes} as they are (Ethernet header on, FCS off), ahead of everything else: a test's raw frame. */
    public void sendFrame(byte[] bytes) {
        Packet p = sim.packets().acquire();
        Frames.parse(bytes.clone(), p);
        sendFrame(p);
    }

    /** Sends a frame made as bytes ahead of everything else, with the MACs it carries. */
    void sendFrame(Packet p) {
        frames.add(p);
        kick(sim.now());
    }

    /** The gateway answered: what waited for it may go. */
    void resolvedGateway() {
        kick(sim.now());
    }

    public boolean isIpv6() {
        return ipv6;
    }

    long ipHi() {
        return ipHi;
    }

    long ipLo() {
        return ipLo;
    }

    /** Whether {@code hi/lo} is one of its IPv6 addresses: its own, or a dual-stack host's second. */
    boolean hasIpv6(long hi, long lo) {
        return ipv6 ? hi == ipHi && lo == ipLo : spec.alsoIpv6().isPresent() && hi == alsoV6Hi && lo == alsoV6Lo;
    }

    @Override
    public long speedMbps() {
        return transmitter.speedMbps();
    }

    @Override
    public boolean enabled() {
        return true;
    }

    public Link link() {
        return link;
    }

    /** Paces sending to this fraction of line rate (1: back to back). */
    public void setLoad(double fraction) {
        if (!(fraction > 0 && fraction <= 1)) {
            throw new IllegalArgumentException("load must be within (0, 1], not " + fraction);
        }
        this.load = fraction;
    }

    public void setReceiveBuffer(long bytes) {
        this.rxBufferBytes = bytes;
    }

    /** Acknowledges at least every {@code packets} packets a queue pair receives; 0 sends no ACKs at all. */
    public void setAckEvery(int packets) {
        if (packets < 0) {
            throw new IllegalArgumentException("ACK every " + packets + " packets");
        }
        this.ackEvery = packets;
    }

    public int ackEvery() {
        return ackEvery;
    }

    /** Marks the ACKs this NIC sends; null: like the data of the flow acknowledged (its DSCP and priority). */
    public void setAckMarking(Marking marking) {
        this.ackMarking = marking;
    }

    public Marking ackMarking(FlowClass flowClass) {
        return ackMarking != null ? ackMarking : Marking.of(flowClass);
    }

    /**
     * Runs DCQCN ({@link Dcqcn}) on this NIC, or none (null, the default): as a receiver it returns CNPs for
     * ECN-marked RoCE data, as a sender its RoCE flows slow down on the CNPs that reach them.
     */
    public void setDcqcn(Dcqcn settings) {
        this.dcqcn = settings;
    }

    /** CNPs this NIC sent as a receiver of ECN-marked data, and received as a sender. */
    public long cnpsSent() {
        return cnpsSent;
    }

    public long cnpsReceived() {
        return cnpsReceived;
    }

    /** A queue pair number of this NIC, for the requester side of a flow (what ACKs are addressed to). */
    int allocateQp() {
        return nextLocalQp++ & Roce.MAX_QP;
    }

    /**
     * Opens a flow from this NIC to {@code destination}.
     *
     * @param destQp   destination queue pair (RoCE), ignored otherwise
     * @param firstPsn the first packet sequence number
     */
    public Flow openFlow(SimNic destination, FlowClass flowClass, int sourcePort, int destQp, int firstPsn) {
        var f = new Flow(flows.size(), this, destination, flowClass, sourcePort, destQp, firstPsn);
        flows.add(f);
        return f;
    }

    public List<Flow> flows() {
        return Collections.unmodifiableList(flows);
    }

    /** Flows whose packets arrived here, each once, in order of first arrival. */
    public List<Flow> flowsSeen() {
        var distinct = new IdentityHashMap<Flow, Boolean>();
        var out = new ArrayList<Flow>();
        for (Flow f : seen) {
            if (distinct.put(f, Boolean.TRUE) == null) {
                out.add(f);
            }
        }
        return out;
    }

    void sawFlow(Flow f) {
        seen.add(f);
    }

    public long receivedPackets() {
        return receivedPackets;
    }

    public long receivedBytes() {
        return receivedBytes;
    }

    /** Packets that arrived carrying DSCP {@code dscp} (what remarking upstream did). */
    public long receivedPackets(int dscp) {
        return receivedByDscp[dscp];
    }

    /** Packets of {@code kind} that arrived (data, ACKs, clear-to-sends). */
    public long receivedPackets(PacketKind kind) {
        return receivedByKind[kind.ordinal()];
    }

    /** How long the packets of {@code kind} that arrived here waited in switch queues on the way. */
    public QueueingDelays queueingDelays(PacketKind kind) {
        return delays[kind.ordinal()];
    }

    /**
     * How long this NIC, as a sender of receiver-driven flows, waited for each chunk's clear-to-send: from when
     * it could have sent the chunk (data posted, the chunk before it sent) to the CTS's arrival, 0 when the CTS
     * came first. NCCL's sender-side CTS wait.
     */
    public QueueingDelays ctsWaits() {
        var all = new QueueingDelays();
        for (Flow f : flows) {
            all.add(f.ctsWaits());
        }
        return all;
    }

    /** Frames that failed their FCS check. */
    public long receiveErrors() {
        return rxErrors;
    }

    /** Frames dropped because the receive buffer was full (while not draining). */
    public long receiveDrops() {
        return rxDropped;
    }

    public long pfcFramesReceived() {
        return pfcReceived;
    }

    public long pfcFramesSent() {
        return pfcSent;
    }

    public boolean isPaused(int priority) {
        return pausedUntil[priority] > sim.now();
    }

    // ---- link ---------------------------------------------------------------------------------------

    @Override
    public void attached(Link link) {
        if (this.link != null) {
            throw new IllegalStateException(name() + " already has a link (" + this.link + ")");
        }
        this.link = link;
    }

    @Override
    public void moved(Link link) {
        this.link = link;
    }

    @Override
    public void carrierChanged(boolean up) {
        carrier = up;
        if (up) {
            resolver.carrierUp();
            lldp.carrierUp();
            kick(sim.now());
        }
    }

    /**
     * The MAC routed frames are addressed to: the gateway's as resolved, or without a gateway to resolve the
     * router interface's of the switch port at the other end.
     */
    private long gatewayMac() {
        long configured = 0;
        if (link != null && link.peerOf(this) instanceof SwitchPort port && port.routerInterface() != null) {
            configured = port.routerInterface().mac();
        }
        return resolver.gatewayMac(configured);
    }

    @Override
    public void onEvent(int kind, long arg, Object subject) {
        long now = sim.now();
        switch (kind) {
            case Link.ARRIVAL -> arrived((Packet) subject, now);
            case Link.PFC -> pfc(Link.pfcPriority(arg), Link.pfcQuanta(arg), now);
            case SENT -> sent((Packet) subject, now);
            case WAKE -> kick(now);
            case XOFF_REFRESH -> refreshXoff((int) arg, now);
            default -> throw new IllegalStateException("unknown NIC event " + kind);
        }
    }

    // ---- sending ------------------------------------------------------------------------------------

    void flowReady(Flow f) {
        if (!active.contains(f)) {
            active.add(f);
        }
        kick(sim.now());
    }

    private void kick(long now) {
        if (sending || !carrier) {
            return;
        }
        if (!frames.isEmpty()) {
            transmit(frames.poll(), now);
            return;
        }
        if (!resolver.resolved()) {
            return; // nothing routed leaves before the gateway's MAC is known
        }
        if (!control.isEmpty()) {
            Packet p = control.take(pausedUntil, now);
            if (p != null) {
                transmit(p, now);
                return;
            }
        }
        if (active.isEmpty()) {
            return;
        }
        if (now < nextSendAt) {
            sim.schedule(nextSendAt, this, WAKE, 0, null);
            return;
        }
        int n = active.size();
        int chosen = -1;
        long rateWake = Long.MAX_VALUE;
        for (int k = 0; k < n; k++) {
            int i = (turn + k) % n;
            Flow candidate = active.get(i);
            if (pausedUntil[candidate.flowClass().pfcPriority()] <= now) {
                RateControl rate = candidate.rateControl();
                long sendAt = rate == null ? Long.MIN_VALUE : rate.nextSendAt(now);
                if (sendAt > now) {
                    rateWake = Math.min(rateWake, sendAt);
                    continue; // DCQCN holds it to its rate
                }
                chosen = i;
                break;
            }
        }
        if (chosen < 0) {
            if (rateWake != Long.MAX_VALUE) {
                sim.schedule(rateWake, this, WAKE, 0, null);
            }
            return; // every flow with data is paused or rate-limited; the pause's end or the rate wakes us
        }
        Flow f = active.get(chosen);
        Packet p = sim.packets().acquire();
        f.fill(p, now);
        if (f.rateControl() != null) {
            f.rateControl().sent(now, p.wireBytes());
        }
        if (!f.hasData()) {
            active.remove(chosen);
            turn = chosen;
        } else {
            turn = chosen + 1;
        }
        transmit(p, now);
    }

    private void transmit(Packet p, long now) {
        if (p.frame == null) {
            p.srcMac = mac;
            p.dstMac = gatewayMac();
        }
        p.sentAt = now;
        sending = true;
        sim.schedule(transmitter.send(now, p.wireBytes()), this, SENT, 0, p);
    }

    /** Queues a control packet (ACK, clear-to-send) to go out ahead of data on {@code priority}. */
    void sendControl(Packet p, int priority) {
        control.add(p, priority);
        kick(sim.now());
    }

    /**
     * Acknowledges {@code flow}'s packets up to {@code psn}: an RC Acknowledge from the address the data
     * was sent to ({@code data}'s destination) back to its sender, on the flow's 5-tuple reversed.
     */
    void sendAck(Flow flow, Packet data, int psn) {
        Marking marking = ackMarking(flow.flowClass());
        Packet a = sim.packets().acquire();
        a.kind = PacketKind.ACK.ordinal();
        a.ipv6 = data.ipv6;
        a.srcIpHi = data.dstIpHi;
        a.srcIpLo = data.dstIpLo;
        a.dstIpHi = data.srcIpHi;
        a.dstIpLo = data.srcIpLo;
        a.dscp = marking.dscp();
        a.ecn = flow.flowClass().ecn();
        a.protocol = Ip.UDP;
        a.ttl = 64;
        a.srcPort = flow.sourcePort();
        a.dstPort = Roce.UDP_PORT;
        a.flowLabel = data.flowLabel;
        a.destQp = flow.sourceQp();
        a.bthOpcode = Roce.RC_ACKNOWLEDGE;
        a.psn = psn;
        a.size = Roce.frameSize(Roce.AETH, a.ipv6);
        a.flow = flow;
        sendControl(a, marking.pfcPriority());
    }

    /**
     * Grants {@code flow}'s sender one chunk: a clear-to-send, a small RDMA write from this receiver to
     * the sender's queue pair.
     */
    void sendCts(Flow flow, Marking marking) {
        Packet c = sim.packets().acquire();
        c.kind = PacketKind.CTS.ordinal();
        c.ipv6 = ipv6;
        c.srcIpHi = ipHi;
        c.srcIpLo = ipLo;
        c.dstIpHi = flow.source().ipHi();
        c.dstIpLo = flow.source().ipLo();
        c.dscp = marking.dscp();
        c.ecn = flow.flowClass().ecn();
        c.protocol = Ip.UDP;
        c.ttl = 64;
        c.srcPort = flow.sourcePort();
        c.dstPort = Roce.UDP_PORT;
        c.destQp = flow.sourceQp();
        c.bthOpcode = Roce.RC_RDMA_WRITE_ONLY;
        c.size = Roce.frameSize(ClearToSend.PAYLOAD_BYTES, ipv6);
        c.flow = flow;
        sendControl(c, marking.pfcPriority());
    }

    /** DCQCN's notification point: a congestion notification for {@code flow} back to its sender's queue pair. */
    private void sendCnp(Flow flow, Packet data) {
        Packet c = sim.packets().acquire();
        c.kind = PacketKind.CNP.ordinal();
        c.ipv6 = data.ipv6;
        c.srcIpHi = data.dstIpHi;
        c.srcIpLo = data.dstIpLo;
        c.dstIpHi = data.srcIpHi;
        c.dstIpLo = data.srcIpLo;
        c.dscp = dcqcn.cnpDscp();
        c.protocol = Ip.UDP;
        c.ttl = 64;
        c.srcPort = flow.sourcePort();
        c.dstPort = Roce.UDP_PORT;
        c.flowLabel = data.flowLabel;
        c.destQp = flow.sourceQp();
        c.bthOpcode = Dcqcn.CNP_OPCODE;
        c.size = Roce.frameSize(Dcqcn.CNP_PAYLOAD, c.ipv6);
        c.flow = flow;
        cnpsSent++;
        sendControl(c, dcqcn.cnpPriority());
    }

    /** DCQCN's reaction point: a CNP for one of this NIC's flows cuts its rate. */
    private void cnpArrived(Flow f, long now) {
        cnpsReceived++;
        if (dcqcn == null) {
            return;
        }
        if (f.rateControl() == null) {
            f.rateControl(new RateControl(dcqcn, speedMbps()));
        }
        f.rateControl().congestion(now);
    }

    private void sent(Packet p, long now) {
        sending = false;
        if (load < 1 && p.kind == PacketKind.DATA.ordinal()) {
            long busy = transmitter.durationNs(p.wireBytes());
            nextSendAt = now + (long) (busy * (1 / load - 1));
        }
        if (link != null) {
            link.send(this, p);
        } else {
            sim.packets().release(p);
        }
        kick(now);
    }

    private void pfc(int priority, int quanta, long now) {
        pfcReceived++;
        long until = quanta == 0 ? now : now + Ethernet.pauseNs(quanta, speedMbps());
        pausedUntil[priority] = until;
        if (until > now) {
            sim.schedule(until, this, WAKE, 0, null);
        } else {
            kick(now);
        }
    }

    // ---- receiving ----------------------------------------------------------------------------------

    private void arrived(Packet p, long now) {
        if (p.corrupted) {
            rxErrors += p.count;
            sim.packets().release(p);
            return;
        }
        if (p.etherType == Ethernet.TYPE_LLDP) {
            lldp.received(p);
            return;
        }
        if (HostResolver.claims(p)) {
            resolver.received(p);
            return;
        }
        if (!draining) {
            hold(p, now);
            return;
        }
        deliver(p, now);
    }

    private void deliver(Packet p, long now) {
        if (p.frame != null && p.etherType == 0) {
            ipFrames.accept(p.frame.clone());
            byte[] echo = p.ipv6 && !ipv6 ? EchoResponder.replyTo(p, alsoV6Hi, alsoV6Lo) : EchoResponder.replyTo(p, ipHi, ipLo);
            if (echo != null) {
                echoesAnswered++;
                sendFrame(echo);
            }
        }
        receivedPackets += p.count;
        receivedBytes += p.bytes();
        receivedByDscp[p.dscp] += p.count;
        receivedByKind[p.kind] += p.count;
        delays[p.kind].record(p.queuedNs, p.count);
        if (p.flow instanceof Flow f) {
            if (p.kind == PacketKind.DATA.ordinal()) {
                if (dcqcn != null && p.ecn == 3 && f.isRoce() && f.destination() == this && f.cnpDue(now, dcqcn.cnpIntervalNs())) {
                    sendCnp(f, p);
                }
                f.received(p, this, now);
            } else if (p.kind == PacketKind.CTS.ordinal() && f.source() == this) {
                f.ctsArrived(now);
            } else if (p.kind == PacketKind.ACK.ordinal() && f.source() == this) {
                f.ackArrived(now);
            } else if (p.kind == PacketKind.CNP.ordinal() && f.source() == this) {
                cnpArrived(f, now);
            }
        }
        sim.packets().release(p);
    }

    private void hold(Packet p, long now) {
        if (heldBytes + p.bytes() > rxBufferBytes) {
            rxDropped += p.count;
            sim.packets().release(p);
            return;
        }
        held.add(p);
        heldBytes += p.bytes();
        int priority = p.flow instanceof Flow f ? f.flowClass().pfcPriority() : 0;
        if (heldBytes > rxBufferBytes / 2 && (xoffMask & (1 << priority)) == 0) {
            xoffMask |= 1 << priority;
            sendPfc(priority, Ethernet.MAX_PAUSE_QUANTA);
            sim.schedule(now + refreshInterval(), this, XOFF_REFRESH, priority | ((long) xoffGeneration << 8), null);
        }
    }

    private void refreshXoff(int arg, long now) {
        int priority = arg & 0xFF;
        if ((arg >>> 8) != xoffGeneration || (xoffMask & (1 << priority)) == 0) {
            return;
        }
        sendPfc(priority, Ethernet.MAX_PAUSE_QUANTA);
        sim.schedule(now + refreshInterval(), this, XOFF_REFRESH, arg, null);
    }

    private long refreshInterval() {
        return Ethernet.pauseNs(Ethernet.MAX_PAUSE_QUANTA, speedMbps()) / 2;
    }

    private void sendPfc(int priority, int quanta) {
        if (link != null) {
            link.sendPfc(this, priority, quanta);
            pfcSent++;
        }
    }

    /** Fault hook: {@code false} stops the NIC taking packets off its receive buffer; {@code true} drains it. */
    public void setDraining(boolean draining) {
        this.draining = draining;
        if (draining) {
            long now = sim.now();
            while (!held.isEmpty()) {
                Packet p = held.poll();
                heldBytes -= p.bytes();
                deliver(p, now);
            }
            xoffGeneration++;
            for (int priority = 0; priority < 8; priority++) {
                if ((xoffMask & (1 << priority)) != 0) {
                    sendPfc(priority, 0);
                }
            }
            xoffMask = 0;
        }
    }

    public boolean isDraining() {
        return draining;
    }

    @Override
    public String toString() {
        return name();
    }
}
