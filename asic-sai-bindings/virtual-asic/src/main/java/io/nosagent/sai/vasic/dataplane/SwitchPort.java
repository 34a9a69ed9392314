package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.StatId;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.vasic.ObjectCounters;
import io.nosagent.sai.vasic.dataplane.acl.AclBinding;
import io.nosagent.sai.vasic.dataplane.balance.ArsPort;
import io.nosagent.sai.vasic.dataplane.balance.PortLoad;
import io.nosagent.sai.vasic.dataplane.qos.EgressQueue;
import io.nosagent.sai.vasic.dataplane.qos.EgressScheduler;
import io.nosagent.sai.vasic.dataplane.qos.PfcState;
import io.nosagent.sai.vasic.dataplane.qos.PortQos;
import io.nosagent.sai.vasic.dataplane.qos.PriorityGroup;
import io.nosagent.sai.vasic.dataplane.route.RouterInterface;
import io.nosagent.sai.vasic.dataplane.stats.StatBlock;
import io.nosagent.sai.vasic.dataplane.voq.CreditScheduler;
import io.nosagent.sai.vasic.link.Link;
import io.nosagent.sai.vasic.link.LinkEnd;
import io.nosagent.sai.vasic.link.Transmitter;
import io.nosagent.sai.vasic.packet.Ethernet;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.sim.Simulation;

/**
 * One front-panel port of a simulated switch: the ingress side (priority groups, the PFC it sends)
 * and the egress side (queues, scheduler, transmitter at line rate, the PFC it obeys), its link, and
 * its PORT counters. Frames arriving on the link go through the switch's {@link Pipeline}. On a VOQ
 * switch the packets for it wait in VOQs at their ingress until its {@link CreditScheduler} grants them
 * credit, then join its queues.
 *
 * <p>The switch's pipeline latency (its platform's) holds a packet from its arrival (on a VOQ switch,
 * from its release) before it may leave: buffer accounting and PFC act at arrival, as in hardware, and
 * the packet's first bit leaves no earlier than {@code pipelineNs} later. It costs no event: a port
 * that goes idle picks its next packet at once and schedules its end of transmission from when that
 * packet is ready (a packet that arrives later is ready later, so none could have gone before it; a PFC
 * pause that arrives in between does not recall it, as the peer response time of a real port does not).
 */
public final class SwitchPort implements LinkEnd {

    // Event kinds of the port's own, beside Link.ARRIVAL and Link.PFC.
    private static final int SENT = 10;
    private static final int WAKE = 11;
    private static final int PFC_REFRESH = 12;

    // Traffic counter slots.
    static final int IN_OCTETS = 0;
    static final int IN_UCAST_PKTS = 1;
    static final int IN_DISCARDS = 2;
    static final int IN_ERRORS = 3;
    static final int OUT_OCTETS = 4;
    static final int OUT_UCAST_PKTS = 5;
    static final int OUT_DISCARDS = 6;
    static final int IN_DROPPED_PKTS = 7;
    static final int OUT_DROPPED_PKTS = 8;
    static final int IP_IN_RECEIVES = 9;
    static final int IP_IN_DISCARDS = 10;
    static final int IPV6_IN_RECEIVES = 11;
    static final int IPV6_IN_DISCARDS = 12;
    static final int ECN_MARKED_PACKETS = 13;
    static final int WRED_DROPPED_PACKETS = 14;
    static final int WRED_DROPPED_BYTES = 15;
    static final int FEC_NOT_CORRECTABLE = 16;
    static final int IN_CURR_OCCUPANCY = 0;
    static final int OUT_CURR_OCCUPANCY = 1;

    private final DataPlane plane;
    private final Simulation sim;
    private final int index;
    private final long oid;
    private final String name;
    final PortQos qos = new PortQos();
    final EgressScheduler scheduler = new EgressScheduler();
    final PfcState pfc = new PfcState();
    final PortLoad load = new PortLoad();
    /** ARS_ENABLE and the load settings of the port. */
    ArsPort ars = ArsPort.DISABLED;
    final Transmitter transmitter;
    PriorityGroup[] priorityGroups = new PriorityGroup[0];
    long[] priorityGroupOids = new long[0];
    EgressQueue[] queues = new EgressQueue[0];
    long[] queueOids = new long[0];
    RouterInterface routerInterface;
    /** ACL tables bound to the port and to its router interface, per stage. */
    AclBinding ingressAcl = AclBinding.NONE;
    AclBinding rifIngressAcl = AclBinding.NONE;
    AclBinding egressAcl = AclBinding.NONE;
    AclBinding rifEgressAcl = AclBinding.NONE;
    StatBlock stats = statBlock(null);
    /** The VOQs holding packets for this port and its credit scheduler; null on a switch without VOQs. */
    CreditScheduler credits;
    private final int[] refreshGeneration = new int[PfcState.PRIORITIES];
    /** Bytes charged to this port's priority groups / waiting in its queues, for the port occupancy counters. */
    private long ingressBytes;
    private long egressBytes;
    /** Bit q set while queue q holds packets. */
    private int occupied;
    private boolean adminUp;
    private Link link;
    private boolean carrier;
    private boolean sending;
    /** The switch's pipeline latency: how long after its arrival (or VOQ release) a packet may leave. */
    private final long pipelineNs;
    /** Bytes of the frame (or train) being serialised now (or next), and when it starts and ends. */
    private long onTheWire;
    private long sendStart;
    private long sendEnd;

    SwitchPort(DataPlane plane, Simulation sim, int index, long oid, String name, long speedMbps, long pipelineNs) {
        this.plane = plane;
        this.pipelineNs = pipelineNs;
        this.sim = sim;
        this.index = index;
        this.oid = oid;
        this.name = name;
        this.transmitter = new Transmitter(speedMbps);
    }

    static StatBlock statBlock(ObjectCounters target) {
        return new StatBlock(target,
                new StatId[]{PortStat.IF_IN_OCTETS, PortStat.IF_IN_UCAST_PKTS, PortStat.IF_IN_DISCARDS, PortStat.IF_IN_ERRORS,
                        PortStat.IF_OUT_OCTETS, PortStat.IF_OUT_UCAST_PKTS, PortStat.IF_OUT_DISCARDS,
                        PortStat.IN_DROPPED_PKTS, PortStat.OUT_DROPPED_PKTS,
                        PortStat.IP_IN_RECEIVES, PortStat.IP_IN_DISCARDS, PortStat.IPV6_IN_RECEIVES, PortStat.IPV6_IN_DISCARDS,
                        PortStat.ECN_MARKED_PACKETS, PortStat.WRED_DROPPED_PACKETS, PortStat.WRED_DROPPED_BYTES,
                        PortStat.IF_IN_FEC_NOT_CORRECTABLE_FRAMES},
                new StatId[]{PortStat.IN_CURR_OCCUPANCY_BYTES, PortStat.OUT_CURR_OCCUPANCY_BYTES},
                new StatId[]{PortStat.IN_WATERMARK_BYTES, PortStat.OUT_WATERMARK_BYTES});
    }

    public int index() {
        return index;
    }

    public long oid() {
        return oid;
    }

    @Override
    public String name() {
        return plane.name() + ":" + name;
    }

    /** The interface name on its switch, e.g. {@code eth1/1/1}. */
    public String interfaceName() {
        return name;
    }

    @Override
    public long speedMbps() {
        return transmitter.speedMbps();
    }

    @Override
    public boolean enabled() {
        return adminUp;
    }

    public Link link() {
        return link;
    }

    public boolean carrier() {
        return carrier;
    }

    /** The router interface on this port, or null; its MAC is the gateway MAC a host sends to. */
    public RouterInterface routerInterface() {
        return routerInterface;
    }

    public EgressQueue queue(int index) {
        return queues[index];
    }

    public int queueCount() {
        return queues.length;
    }

    public PriorityGroup priorityGroup(int index) {
        return priorityGroups[index];
    }

    /** Bytes queued for transmission on all queues. */
    public long queuedBytes() {
        return egressBytes;
    }

    /** Bytes the port still has to send at {@code now}: queued, plus what is left of the frame on the wire (ARS future load). */
    public long pendingBytes(long now) {
        long left = now < sendStart ? onTheWire
                : sendEnd > sendStart && now < sendEnd ? onTheWire * (sendEnd - now) / (sendEnd - sendStart) : 0;
        return egressBytes + left;
    }

    void charged(long bytes) {
        ingressBytes += bytes;
        stats.setLevel(IN_CURR_OCCUPANCY, ingressBytes);
    }

    void discharged(long bytes) {
        ingressBytes -= bytes;
        stats.setLevel(IN_CURR_OCCUPANCY, ingressBytes);
    }

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
        plane.linkPresenceChanged(this, link != null && link.isConnected() && link.peerOf(this).enabled());
        if (!up) {
            dropQueued();
        } else {
            kick(sim.now());
        }
    }

    /** SAI changed the port's speed or admin state. */
    void configure(long speedMbps, boolean adminUp) {
        transmitter.setSpeed(speedMbps);
        if (adminUp != this.adminUp) {
            this.adminUp = adminUp;
            if (link != null) {
                link.refreshCarrier();
            } else if (!adminUp) {
                dropQueued();
            }
        }
    }

    // ---- events ---------------------------------------------------------------------------------

    @Override
    public void onEvent(int kind, long arg, Object subject) {
        long now = sim.now();
        switch (kind) {
            case Link.ARRIVAL -> arrived((Packet) subject, now);
            case Link.PFC -> pfcReceived(Link.pfcPriority(arg), Link.pfcQuanta(arg), now);
            case SENT -> sent((Packet) subject, now);
            case WAKE -> kick(now);
            case PFC_REFRESH -> refreshXoff((int) (arg & 0xFF), (int) (arg >>> 8), now);
            default -> throw new IllegalStateException("unknown port event " + kind);
        }
    }

    private void arrived(Packet p, long now) {
        stats.add(IN_OCTETS, p.bytes());
        stats.add(IN_UCAST_PKTS, p.count);
        if (p.corrupted) {
            // a frame a lossy link corrupted is one whose errored block FEC could not correct
            stats.add(IN_ERRORS, p.count);
            stats.add(FEC_NOT_CORRECTABLE, p.count);
            sim.packets().release(p);
            return;
        }
        if (!carrier || !adminUp) {
            stats.add(IN_DISCARDS, p.count);
            sim.packets().release(p);
            return;
        }
        plane.pipeline().ingress(this, p, now);
    }

    private void pfcReceived(int priority, int quanta, long now) {
        long until = pfc.received(priority, quanta, now, speedMbps(), qos, queues);
        if (until < 0) {
            return;
        }
        if (until > now) {
            sim.schedule(until, this, WAKE, 0, null);
        } else {
            kick(now);
        }
    }

    // ---- egress ---------------------------------------------------------------------------------

    /**
     * Queues a packet the pipeline admitted from port {@code ingress}, and starts sending if idle; on a
     * VOQ switch it waits in its VOQ for credit first.
     */
    void enqueue(int ingress, int queue, Packet p, long now, boolean ecnMarked) {
        p.enqueuedAt = now;
        p.readyAt = now + pipelineNs;
        egressBytes += p.bytes();
        stats.setLevel(OUT_CURR_OCCUPANCY, egressBytes);
        if (credits != null) {
            queues[queue].hold(p, ecnMarked);
            credits.enqueue(ingress, queue, p, now);
            return;
        }
        queues[queue].enqueue(p, ecnMarked);
        occupied |= 1 << queue;
        kick(now);
    }

    /**
     * Builds this port's credit scheduler: the switch has VOQs, one per ingress port and queue for this port,
     * and its credit messages take the platform's {@code latency}.
     */
    void useVoqs(int ingressPorts, Platform.Latency latency) {
        credits = new CreditScheduler(sim, new VoqEgress(), ingressPorts, queues.length, latency.creditLoopNs());
    }

    public CreditScheduler credits() {
        return credits;
    }

    /** The port as its credit scheduler sees it. */
    private final class VoqEgress implements CreditScheduler.Egress {

        @Override
        public long speedMbps() {
            return transmitter.speedMbps();
        }

        @Override
        public boolean hasRoom(int queue) {
            // Room for its few packets plus what crosses the pipeline meanwhile: a fuller egress would starve while
            // the released packets are still on their way, as credit flow control never lets a port idle.
            return queues[queue].releasedBytes() < CreditScheduler.EGRESS_ROOM_BYTES + pipelineNs * speedMbps() / 8_000;
        }

        @Override
        public boolean isStrict(int queue) {
            return queues[queue].isStrict();
        }

        @Override
        public void release(int queue, Packet p, long now) {
            p.readyAt = now + pipelineNs;
            queues[queue].push(p);
            occupied |= 1 << queue;
            kick(now);
        }

        @Override
        public void deleted(int queue, Packet p, long now) {
            queues[queue].dropHeld(p);
            egressBytes -= p.bytes();
            stats.setLevel(OUT_CURR_OCCUPANCY, egressBytes);
            countEgressDrop(p);
            plane.releaseBuffer(p, now);
            sim.packets().release(p);
        }
    }

    /**
     * Sends the next packet if the transmitter is idle and a queue may send: the scheduler chooses among the
     * queues whose head is out of the pipeline; when none is, the port commits to the head that will be first.
     */
    void kick(long now) {
        if (sending || !carrier) {
            return;
        }
        int ready = 0;
        int first = -1;
        long firstAt = Long.MAX_VALUE;
        for (int m = occupied; m != 0; m &= m - 1) {
            int q = Integer.numberOfTrailingZeros(m);
            long at = queues[q].head().readyAt;
            if (at <= now) {
                ready |= 1 << q;
            } else if (at < firstAt && !queues[q].pausedAt(now)) {
                first = q;
                firstAt = at;
            }
        }
        int q = ready != 0 ? scheduler.select(queues, ready, now) : -1;
        if (q < 0) {
            q = first;
        }
        if (q < 0) {
            return;
        }
        Packet p = queues[q].dequeue();
        // Committed now, sent once out of the pipeline: the pipeline's time is latency, not queueing.
        long start = Math.max(now, p.readyAt);
        p.queuedNs += start - p.enqueuedAt - pipelineNs;
        if (queues[q].isEmpty()) {
            occupied &= ~(1 << q);
        }
        egressBytes -= p.bytes();
        stats.setLevel(OUT_CURR_OCCUPANCY, egressBytes);
        plane.releaseBuffer(p, now);
        load.sent(p.bytes(), now, plane.arsProfile());
        sending = true;
        onTheWire = p.bytes();
        sendStart = start;
        sendEnd = transmitter.send(start, p.wireBytes());
        sim.schedule(sendEnd, this, SENT, 0, p);
        if (credits != null) {
            credits.drained(q, now);
        }
    }

    private void sent(Packet p, long now) {
        sending = false;
        onTheWire = 0;
        stats.add(OUT_OCTETS, p.bytes());
        stats.add(OUT_UCAST_PKTS, p.count);
        if (link != null) {
            link.send(this, p);
        } else {
            sim.packets().release(p);
        }
        kick(now);
    }

    /** A packet could not be queued here (no carrier, tail or WRED drop): counted as an egress discard. */
    void countEgressDrop(Packet p) {
        stats.add(OUT_DISCARDS, p.count);
        stats.add(OUT_DROPPED_PKTS, p.count);
    }

    private void dropQueued() {
        if (credits != null) {
            credits.flushAll(sim.now());
        }
        occupied = 0;
        for (EgressQueue q : queues) {
            for (Packet p : q.flushAll()) {
                egressBytes -= p.bytes();
                countEgressDrop(p);
                plane.releaseBuffer(p, sim.now());
                sim.packets().release(p);
            }
        }
    }

    // ---- PFC we send ----------------------------------------------------------------------------

    /** Priority group {@code pg} of this port went into XOFF: assert PFC for its priorities. */
    void assertXoff(int pg, long now) {
        for (int p = 0; p < PfcState.PRIORITIES; p++) {
            if (qos.pfcPriorityToPriorityGroup[p] == pg && qos.sendsPfc(p) && !pfc.asserting(p)) {
                pfc.startXoff(p, now);
                int generation = ++refreshGeneration[p];
                if (link != null) {
                    link.sendPfc(this, p, Ethernet.MAX_PAUSE_QUANTA);
                }
                sim.schedule(now + refreshInterval(), this, PFC_REFRESH, p | ((long) generation << 8), null);
            }
        }
    }

    /** Priority group {@code pg} recovered: XON for the priorities it asserted. */
    void releaseXoff(int pg, long now) {
        for (int p = 0; p < PfcState.PRIORITIES; p++) {
            if (qos.pfcPriorityToPriorityGroup[p] == pg && pfc.asserting(p)) {
                pfc.stopXoff(p, now);
                refreshGeneration[p]++;
                if (link != null) {
                    link.sendPfc(this, p, 0);
                }
            }
        }
    }

    private void refreshXoff(int priority, int generation, long now) {
        if (generation != refreshGeneration[priority] || !pfc.asserting(priority)) {
            return;
        }
        pfc.refreshed(priority);
        if (link != null) {
            link.sendPfc(this, priority, Ethernet.MAX_PAUSE_QUANTA);
        }
        sim.schedule(now + refreshInterval(), this, PFC_REFRESH, priority | ((long) generation << 8), null);
    }

    /** XOFF is re-sent at half its pause time, so the peer never resumes while we still need it paused. */
    private long refreshInterval() {
        return Ethernet.pauseNs(Ethernet.MAX_PAUSE_QUANTA, speedMbps()) / 2;
    }

    // ---- publishing -----------------------------------------------------------------------------

    void flush(long now) {
        for (PriorityGroup pg : priorityGroups) {
            pg.flush();
        }
        stats.setLevel(OUT_CURR_OCCUPANCY, egressBytes);
        stats.flush();
        pfc.flush(now);
        for (EgressQueue q : queues) {
            q.flush(now);
        }
    }

    @Override
    public String toString() {
        return name();
    }
}
