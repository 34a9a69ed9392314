package io.nosagent.control.echo;

import io.nosagent.control.packet.PacketIo;
import io.nosagent.feature.NeighborAddress;
import io.nosagent.feature.NeighborResolution;
import io.nosagent.sai.time.AgentTime;

import java.net.InetAddress;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The switch's own packets that found no neighbor for their destination (the ASIC trapped them as a neighbor miss,
 * and the neighbor table now asks for it by ARP or neighbor discovery): held until the neighbor resolves, then routed
 * again, as a host's kernel holds what waits for ARP (Linux's unresolved queue). Without it the first echo request to
 * a host the switch has not spoken to yet is lost. At most {@value #PER_NEIGHBOR} a neighbor, each until its
 * deadline; what is held when the neighbor never answers is dropped.
 */
final class AwaitingNeighbor {

    /** Linux's former unres_qlen: a few packets a neighbor, enough for a ping's first request. */
    static final int PER_NEIGHBOR = 3;

    private record Held(byte[] frame, Instant until) {
    }

    private final PacketIo io;
    private final AgentTime time;
    private final Map<InetAddress, Deque<Held>> held = new HashMap<>();

    AwaitingNeighbor(PacketIo io, AgentTime time, NeighborResolution neighbors) {
        this.io = io;
        this.time = time;
        neighbors.addListener(changed -> resolved(changed, neighbors));
    }

    /** Holds {@code frame}, which missed {@code destination}'s neighbor, until it resolves or {@code until} passes. */
    synchronized void hold(InetAddress destination, byte[] frame, Instant until) {
        Instant now = time.now();
        held.values().forEach(q -> q.removeIf(h -> h.until().isBefore(now)));
        held.values().removeIf(Deque::isEmpty);
        Deque<Held> q = held.computeIfAbsent(destination, d -> new ArrayDeque<>());
        if (q.size() == PER_NEIGHBOR) {
            q.removeFirst(); // the oldest goes, as Linux drops from the head of a full queue
        }
        q.addLast(new Held(frame, until));
    }

    /** On the update thread: what waited for a neighbor that is now resolved goes out. */
    private void resolved(Set<NeighborAddress> changed, NeighborResolution neighbors) {
        List<byte[]> due = new ArrayList<>();
        synchronized (this) {
            Instant now = time.now();
            for (NeighborAddress n : changed) {
                Deque<Held> q = held.get(n.ip());
                if (q != null && neighbors.isResolved(n)) {
                    held.remove(n.ip());
                    q.stream().filter(h -> !h.until().isBefore(now)).forEach(h -> due.add(h.frame()));
                }
            }
        }
        due.forEach(io::route);
    }
}
