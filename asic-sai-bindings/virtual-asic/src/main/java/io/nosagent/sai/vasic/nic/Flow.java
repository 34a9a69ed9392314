package io.nosagent.sai.vasic.nic;

import io.nosagent.sai.vasic.packet.Ethernet;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.packet.QueueingDelays;
import io.nosagent.sai.vasic.packet.Roce;

import java.util.ArrayDeque;

/**
 * One transport flow between two NICs: for RoCEv2 a queue pair (its UDP source port and destination
 * QP number fix the 5-tuple and the BTH), for TCP/UDP a connection. The sender side cuts posted
 * messages into packets (RDMA WRITE FIRST / MIDDLE / LAST, or ONLY) with consecutive PSNs; the
 * receiver side counts bytes, packets and out-of-order arrivals by PSN, and completes a message when
 * its last packet (or a later one) arrives, telling the {@link MessageListener}.
 *
 * <p>Made receiver-driven ({@link #receiverDriven}), the receiver grants each message chunk by chunk
 * with clear-to-send packets ({@link ClearToSend}) and the sender sends a chunk only once its CTS has
 * arrived. The receiver learns of a posted message at once (both ends run the same collective
 * schedule); its CTS cross the network like any packet. The sender's wait for each chunk's CTS (from
 * when it could have sent the chunk: its data posted and the chunk before it sent, to the CTS's arrival;
 * 0 when the CTS was there first) is what NCCL's sender loses to late CTS ({@link SimNic#ctsWaits}).
 */
public final class Flow {

    /** A message posted on the flow: its size, the PSN of its last packet, and when it was posted. */
    private record Message(long bytes, long tag, long postedAt, int lastPsn) {
    }

    private final int id;
    private final SimNic source;
    private final SimNic destination;
    private final FlowClass flowClass;
    private final int sourcePort;
    private final int destQp;
    private final int sourceQp;
    private final String name;
    private MessageListener listener;
    private ClearToSend cts;
    private long chunkBytes;

    // sender
    private final ArrayDeque<Message> unsent = new ArrayDeque<>();
    private long remainingInMessage;
    private boolean messageStarted;
    private int nextPsn;
    private int postedPsn;
    private long sentBytes;
    /** Chunks whose CTS arrived and which the sender has not started; bytes left of the chunk being sent. */
    private int grantsReady;
    private long chunkLeft;
    private long ctsReceived;
    /** When each granted chunk's CTS arrived, oldest first; since when the sender could send its next chunk. */
    private final LongQueue grantArrivals = new LongQueue();
    private long readySince;
    private final QueueingDelays ctsWaits = new QueueingDelays();
    /** When the latest RoCE ACK for this flow reached the sender. */
    private long lastAckAt = -1;

    // receiver
    private final ArrayDeque<Message> incomplete = new ArrayDeque<>();
    private int expectedPsn;
    private long receivedBytes;
    private long receivedPackets;
    private long outOfOrder;
    private long completed;
    private long lastCompletion;
    private long maxCompletion;
    private SimNic lastReceiver;
    private int unacknowledged;
    private long acksSent;
    /** Receiver-driven: bytes of posted messages not granted yet (head: what is left of the first), chunks granted and not received. */
    private final LongQueue toGrant = new LongQueue();
    private final LongQueue granted = new LongQueue();
    private long receivedOfChunk;
    private long ctsSent;
    /** DCQCN: the sender's rate (null: line rate, no congestion control); when the receiver last sent a CNP. */
    private RateControl rate;
    private long lastCnpAt = Long.MIN_VALUE;

    Flow(int id, SimNic source, SimNic destination, FlowClass flowClass, int sourcePort, int destQp, int firstPsn) {
        this.id = id;
        this.source = source;
        this.destination = destination;
        this.flowClass = flowClass;
        this.sourcePort = sourcePort;
        this.destQp = destQp;
        this.sourceQp = source.allocateQp();
        this.nextPsn = firstPsn & Roce.PSN_MASK;
        this.postedPsn = this.nextPsn;
        this.expectedPsn = this.nextPsn;
        this.name = source.name() + "->" + destination.name() + (isRoce() ? " qp 0x" + Integer.toHexString(destQp) : " port " + sourcePort);
    }

    public int id() {
        return id;
    }

    public String name() {
        return name;
    }

    public SimNic source() {
        return source;
    }

    public SimNic destination() {
        return destination;
    }

    public FlowClass flowClass() {
        return flowClass;
    }

    public int sourcePort() {
        return sourcePort;
    }

    public int destQp() {
        return destQp;
    }

    /** The requester's own queue pair number: where the responder's ACKs go. */
    public int sourceQp() {
        return sourceQp;
    }

    /** ACKs the receiving NIC sent for this flow. */
    public long acksSent() {
        return acksSent;
    }

    public boolean isRoce() {
        return flowClass.isRoce();
    }

    public void setListener(MessageListener listener) {
        this.listener = listener;
    }

    /**
     * Makes the flow receiver-driven: from now on every posted message is granted chunk by chunk by
     * clear-to-sends from its destination. Set it before posting; the destination must be a NIC on the
     * network (it sends the CTS).
     */
    public void receiverDriven(ClearToSend clearToSend) {
        if (!isRoce()) {
            throw new IllegalStateException(name + ": clear-to-send is for RDMA flows");
        }
        if (hasData() || !incomplete.isEmpty()) {
            throw new IllegalStateException(name + ": make a flow receiver-driven before posting to it");
        }
        int payload = flowClass.payloadBytes();
        this.cts = clearToSend;
        this.chunkBytes = (clearToSend.chunkBytes() + payload - 1) / payload * payload;
    }

    public boolean isReceiverDriven() {
        return cts != null;
    }

    /** The sender's DCQCN rate now (line rate when it never got a CNP, or its NIC runs no DCQCN). */
    public double rateMbps() {
        return rate != null ? rate.rateMbps() : source.speedMbps();
    }

    /** Cuts of this flow's rate at its sender (at most one per rate-reduce period, however many CNPs came). */
    public long rateCuts() {
        return rate != null ? rate.cuts() : 0;
    }

    RateControl rateControl() {
        return rate;
    }

    void rateControl(RateControl value) {
        this.rate = value;
    }

    /** The receiver may send a CNP for this flow at {@code now} (DCQCN's least interval between two); if so, it counts as sent. */
    boolean cnpDue(long now, long intervalNs) {
        if (lastCnpAt != Long.MIN_VALUE && now - lastCnpAt < intervalNs) {
            return false;
        }
        lastCnpAt = now;
        return true;
    }

    /** Clear-to-sends the receiver sent / the sender received for this flow. */
    public long ctsSent() {
        return ctsSent;
    }

    public long ctsReceived() {
        return ctsReceived;
    }

    /** Posts a message of {@code bytes} (at least 1); the source NIC starts sending it when it can. */
    public void post(long bytes, long tag, long now) {
        if (bytes <= 0) {
            throw new IllegalArgumentException("a message carries at least one byte, not " + bytes);
        }
        long packets = (bytes + flowClass.payloadBytes() - 1) / flowClass.payloadBytes();
        int lastPsn = (int) ((postedPsn + packets - 1) & Roce.PSN_MASK);
        postedPsn = (lastPsn + 1) & Roce.PSN_MASK;
        var m = new Message(bytes, tag, now, lastPsn);
        boolean idle = unsent.isEmpty();
        unsent.add(m);
        incomplete.add(m);
        if (idle) {
            remainingInMessage = unsent.peek().bytes();
            messageStarted = false;
            if (chunkLeft == 0) {
                readySince = now; // nothing to send until now: its next chunk is wanted from here
            }
        }
        if (cts != null) {
            toGrant.add(bytes);
            grant();
        } else if (idle) {
            source.flowReady(this);
        }
    }

    /** Whether the sender has something it may send now (for a receiver-driven flow: granted). */
    public boolean hasData() {
        return !unsent.isEmpty() && (cts == null || chunkLeft > 0 || grantsReady > 0);
    }

    /** The receiver sends a CTS for each chunk it can take: up to the window, while messages wait. */
    private void grant() {
        while (granted.size() < cts.window() && !toGrant.isEmpty()) {
            long left = toGrant.peek();
            long chunk = Math.min(chunkBytes, left);
            if (left == chunk) {
                toGrant.poll();
            } else {
                toGrant.setHead(left - chunk);
            }
            granted.add(chunk);
            ctsSent++;
            destination.sendCts(this, cts.marking() != null ? cts.marking() : Marking.of(flowClass));
        }
    }

    /** A CTS for this flow reached the sender at {@code now}: one more chunk may go. */
    void ctsArrived(long now) {
        ctsReceived++;
        grantArrivals.add(now);
        boolean idle = !hasData();
        grantsReady++;
        if (idle && !unsent.isEmpty()) {
            source.flowReady(this);
        }
    }

    /**
     * Fills {@code p} with the flow's next packet (or train): the first and last packets of a message
     * go alone so their opcodes are exact; full packets in between go in trains.
     */
    void fill(Packet p, long now) {
        int payload = flowClass.payloadBytes();
        long fullPackets = remainingInMessage / payload;
        int count;
        int size;
        boolean first = !messageStarted;
        if (cts != null && chunkLeft == 0) {
            grantsReady--;
            chunkLeft = Math.min(chunkBytes, remainingInMessage);
            ctsWaits.record(Math.max(0, grantArrivals.poll() - readySince), 1);
        }
        if (remainingInMessage <= payload) {
            count = 1;
            size = (int) remainingInMessage;
        } else if (first) {
            count = 1;
            size = payload;
        } else {
            long middle = remainingInMessage % payload == 0 ? fullPackets - 1 : fullPackets;
            count = (int) Math.max(1, Math.min(flowClass.trainPackets(), middle));
            if (cts != null) {
                count = (int) Math.max(1, Math.min(count, chunkLeft / payload));
            }
            size = payload;
        }
        boolean last = remainingInMessage == (long) count * size;
        p.count = count;
        p.ipv6 = source.isIpv6();
        p.srcIpHi = source.ipHi();
        p.srcIpLo = source.ipLo();
        p.dstIpHi = destination.ipHi();
        p.dstIpLo = destination.ipLo();
        p.dscp = flowClass.dscp();
        p.ecn = flowClass.ecn();
        p.protocol = flowClass.protocol();
        p.ttl = 64;
        p.srcPort = sourcePort;
        p.dstPort = flowClass.destinationPort();
        p.flowLabel = p.ipv6 ? (sourcePort ^ destQp) & 0xF_FFFF : 0;
        p.psn = nextPsn;
        if (isRoce()) {
            p.destQp = destQp;
            p.bthOpcode = first && last ? Roce.RC_RDMA_WRITE_ONLY : first ? Roce.RC_RDMA_WRITE_FIRST
                    : last ? Roce.RC_RDMA_WRITE_LAST : Roce.RC_RDMA_WRITE_MIDDLE;
            p.size = Roce.frameSize(size, p.ipv6);
        } else {
            int l4 = flowClass.protocol() == Ip.TCP ? Ip.TCP_HEADER : Ip.UDP_HEADER;
            p.size = Math.max(Ethernet.MIN_FRAME, Ethernet.HEADER + (p.ipv6 ? Ip.V6_HEADER : Ip.V4_HEADER) + l4 + size + Ethernet.FCS);
        }
        p.flow = this;
        p.sentAt = now;
        nextPsn = (nextPsn + count) & Roce.PSN_MASK;
        messageStarted = true;
        long bytes = (long) count * size;
        remainingInMessage -= bytes;
        sentBytes += bytes;
        if (cts != null) {
            chunkLeft -= bytes;
            if (chunkLeft == 0) {
                readySince = now; // the next chunk could go now, if its CTS is here
            }
        }
        if (remainingInMessage == 0) {
            Message done = unsent.poll();
            if (!unsent.isEmpty()) {
                remainingInMessage = unsent.peek().bytes();
                messageStarted = false;
            }
            if (listener != null) {
                listener.messageSent(this, done.tag(), now);
            }
        }
    }

    /**
     * How long the sender waited for each chunk's clear-to-send: from when it could have sent the chunk (data
     * posted, the chunk before it sent) to the CTS's arrival; 0 when the CTS came first.
     */
    public QueueingDelays ctsWaits() {
        return ctsWaits;
    }

    /** A RoCE ACK for this flow reached its sender at {@code now}. */
    void ackArrived(long now) {
        lastAckAt = now;
    }

    /** When the latest ACK for this flow reached the sender, ns; -1 before the first. */
    public long lastAckAt() {
        return lastAckAt;
    }

    /** A packet of this flow arrived at {@code at}, which may not be its destination (a sink on a path). */
    void received(Packet p, SimNic at, long now) {
        if (lastReceiver != at) {
            lastReceiver = at;
            at.sawFlow(this);
        }
        receivedPackets += p.count;
        long payload = payloadOf(p);
        receivedBytes += payload;
        if (cts != null) {
            chunkReceived(payload);
        }
        int gap = serialDiff(p.psn, expectedPsn);
        if (gap != 0) {
            outOfOrder += p.count;
        }
        int end = (p.psn + p.count) & Roce.PSN_MASK;
        if (gap >= 0) {
            expectedPsn = end;
        }
        int lastOfTrain = (end - 1) & Roce.PSN_MASK;
        boolean messageEnded = false;
        while (!incomplete.isEmpty() && serialDiff(lastOfTrain, incomplete.peek().lastPsn()) >= 0) {
            messageEnded = true;
            Message m = incomplete.poll();
            completed++;
            lastCompletion = now - m.postedAt();
            maxCompletion = Math.max(maxCompletion, lastCompletion);
            if (listener != null) {
                listener.messageCompleted(this, m.tag(), now);
            }
        }
        acknowledge(p, at, lastOfTrain, messageEnded);
    }

    /** The responder ACKs a message's last packet, and at least every {@code ackEvery} packets of a long one. */
    private void acknowledge(Packet p, SimNic at, int psn, boolean messageEnded) {
        if (!isRoce() || at.ackEvery() == 0) {
            return;
        }
        unacknowledged += p.count;
        if (messageEnded || unacknowledged >= at.ackEvery()) {
            unacknowledged = 0;
            acksSent++;
            at.sendAck(this, p, psn);
        }
    }

    /** The receiver took {@code bytes} more: every chunk now complete frees a place in the window. */
    private void chunkReceived(long bytes) {
        receivedOfChunk += bytes;
        boolean freed = false;
        while (!granted.isEmpty() && receivedOfChunk >= granted.peek()) {
            receivedOfChunk -= granted.poll();
            freed = true;
        }
        if (freed) {
            grant();
        }
    }

    private long payloadOf(Packet p) {
        int headers = isRoce() ? Roce.frameSize(0, p.ipv6)
                : Ethernet.HEADER + (p.ipv6 ? Ip.V6_HEADER : Ip.V4_HEADER)
                + (flowClass.protocol() == Ip.TCP ? Ip.TCP_HEADER : Ip.UDP_HEADER) + Ethernet.FCS;
        return (long) p.count * Math.max(0, p.size - headers);
    }

    /** a - b in 24-bit PSN space, sign-extended. */
    private static int serialDiff(int a, int b) {
        return ((a - b) << 8) >> 8;
    }

    public FlowStats stats() {
        return new FlowStats(name, sentBytes, receivedBytes, receivedPackets, outOfOrder, completed, lastCompletion, maxCompletion);
    }

    /** The NIC this flow's latest packet arrived at (a sink on its path, or its destination), or null. */
    public SimNic lastReceiver() {
        return lastReceiver;
    }

    public long receivedBytes() {
        return receivedBytes;
    }

    public long outOfOrderPackets() {
        return outOfOrder;
    }

    @Override
    public String toString() {
        return name;
    }
}
