package io.nosagent.sai.vasic.packet;

/**
 * A packet on the simulated wire, or a train of {@link #count} equal packets sent back to back (one
 * event instead of many when per-packet detail does not matter).
 *
 * <p>Deliberately a mutable struct with public fields, recycled through {@link PacketPool}: the
 * forwarding path runs millions of times a second and must not allocate. Addresses are held as
 * numbers: an IPv4 address in the low 32 bits of {@code *Lo} ({@code *Hi} zero), an IPv6 address in
 * both halves, most significant first; MACs in the low 48 bits.
 */
public final class Packet {

    // ---- on the wire ----------------------------------------------------------------------------

    /** Equal packets in this train (1 for a single packet). */
    public int count = 1;
    /** Frame bytes of one packet, Ethernet header through FCS (preamble and gap not included). */
    public int size;
    public long dstMac;
    public long srcMac;
    /** 802.1p priority; untagged frames carry 0. */
    public int pcp;
    /**
     * The EtherType of a frame that is not IP (ARP, LLDP, slow protocols); 0 for an IP packet, whose version
     * {@link #ipv6} says.
     */
    public int etherType;
    public boolean ipv6;
    public long srcIpHi;
    public long srcIpLo;
    public long dstIpHi;
    public long dstIpLo;
    public int dscp;
    /** 0 not ECN-capable, 1 ECT(1), 2 ECT(0), 3 congestion experienced. */
    public int ecn;
    public int protocol;
    /** IPv6 flow label (20 bits). */
    public int flowLabel;
    public int ttl;
    public int srcPort;
    public int dstPort;
    /** RoCEv2 base transport header, when {@code dstPort} is {@link Roce#UDP_PORT}. */
    public int bthOpcode;
    public int destQp;
    /** PSN of the first packet of the train; the others follow on. */
    public int psn;
    /** The frame failed its FCS check (corrupted on a lossy link). */
    public boolean corrupted;
    /**
     * The frame's bytes (Ethernet header on, FCS off) when it was made from bytes ({@link Frames}: ARP, neighbor
     * discovery, frames the CPU sent); null for traffic made from the fields. The fields above are parsed from
     * it, and a switch that rewrites the fields rewrites the bytes too.
     */
    public byte[] frame;

    // ---- simulation metadata, not on the wire ---------------------------------------------------

    /** The traffic flow it belongs to, for the receiver's accounting; null for injected packets. */
    public Object flow;
    /** Simulated time the sender put it on the wire, ns. */
    public long sentAt;
    /** {@link PacketKind} ordinal: data, or a transport control packet (ACK, CTS). */
    public int kind;
    /** Nanoseconds it waited in switch queues so far (all the switches it crossed). */
    public long queuedNs;

    // ---- scratch of the switch that holds it (one at a time) ------------------------------------

    /** Traffic class assigned at ingress. */
    public int tc;
    /** Ingress priority group charged for its buffer, released when it leaves. */
    public Object bufferCharge;
    /** When it was queued at the egress port holding it. */
    public long enqueuedAt;
    /** When it is out of that switch's pipeline (queued, or on a VOQ switch released, plus the pipeline latency). */
    public long readyAt;

    /** Bytes on the wire for the whole train, including preamble and inter-frame gap. */
    public long wireBytes() {
        return (long) count * (size + Ethernet.PREAMBLE_AND_GAP);
    }

    /** Frame bytes of the whole train. */
    public long bytes() {
        return (long) count * size;
    }

    public PacketKind packetKind() {
        return PacketKind.of(kind);
    }

    public boolean isRoce() {
        return protocol == Ip.UDP && dstPort == Roce.UDP_PORT;
    }

    /** ECN-capable transport. */
    public boolean isEct() {
        return ecn == 1 || ecn == 2;
    }

    void reset() {
        count = 1;
        size = 0;
        dstMac = 0;
        srcMac = 0;
        pcp = 0;
        etherType = 0;
        ipv6 = false;
        srcIpHi = 0;
        srcIpLo = 0;
        dstIpHi = 0;
        dstIpLo = 0;
        dscp = 0;
        ecn = 0;
        protocol = 0;
        flowLabel = 0;
        ttl = 0;
        srcPort = 0;
        dstPort = 0;
        bthOpcode = 0;
        destQp = 0;
        psn = 0;
        corrupted = false;
        frame = null;
        flow = null;
        sentAt = 0;
        kind = 0;
        queuedNs = 0;
        tc = 0;
        bufferCharge = null;
        enqueuedAt = 0;
        readyAt = 0;
    }

    @Override
    public String toString() {
        return (count > 1 ? count + " x " : "") + size + "B " + (ipv6 ? "v6 " : "") + Ip.format(ipv6, srcIpHi, srcIpLo) + ":" + srcPort
                + " -> " + Ip.format(ipv6, dstIpHi, dstIpLo) + ":" + dstPort + " proto " + protocol + " dscp " + dscp
                + (isRoce() ? " qp " + destQp + " psn " + psn + " op " + bthOpcode : "");
    }
}
