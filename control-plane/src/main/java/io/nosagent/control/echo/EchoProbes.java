package io.nosagent.control.echo;

import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.control.packet.Icmp;
import io.nosagent.control.packet.PacketIo;
import io.nosagent.feature.NeighborResolution;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.time.AgentTime;

import java.net.InetAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Echo requests the switch sends itself, through its data plane: each goes to the pipeline (routed by the switch's
 * routes and neighbors, as every packet the CPU originates) and waits for its answer, which the ASIC traps to the CPU
 * (IP2ME: it is for one of the switch's addresses) and which is matched by identifier and sequence. Answers to no
 * pending request go on to the IP2ME handler (the kernel path's). A request that found no neighbor for its destination
 * waits for it ({@link AwaitingNeighbor}) and goes again once it resolves, as a host's first ping does. Round-trip
 * times are on the agent's time source.
 */
public final class EchoProbes {

    /** What came back for one request, and after how long. */
    public record Reply(Icmp.Answer answer, Duration rtt) {
    }

    private record Pending(CompletableFuture<Optional<Reply>> done, Instant sent, Instant deadline) {
    }

    private final PacketIo io;
    private final MacAddress switchMac;
    private final AgentTime time;
    private final SourceAddresses addresses;
    private final AwaitingNeighbor awaiting;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, Pending> pending = new ConcurrentHashMap<>();

    /** @param neighbors the neighbor table: a request that missed its neighbor goes again once it resolves */
    public EchoProbes(PacketIo io, MacAddress switchMac, AgentTime time, SourceAddresses addresses, NeighborResolution neighbors) {
        this.io = io;
        this.switchMac = switchMac;
        this.time = time;
        this.addresses = addresses;
        this.awaiting = new AwaitingNeighbor(io, time, neighbors);
        io.claim(TrapName.IP2ME, this::answered);
        io.claim(TrapName.NEIGHBOR_MISS, this::missedNeighbor);
    }

    /** The switch's address that speaks to {@code destination}; empty when it has none of that family. */
    public Optional<InetAddress> sourceToward(InetAddress destination) {
        return addresses.toward(destination);
    }

    /** Whether {@code address} is one of the switch's own (a source it may send from). */
    public boolean isOwn(InetAddress address) {
        return addresses.isOwn(address);
    }

    /** An identifier for one ping or traceroute: its requests carry it, numbered by their sequence. */
    public int newId() {
        return ids.updateAndGet(i -> (i + 1) & 0xFFFF);
    }

    /**
     * Sends {@code echo} and completes with its answer, or empty when none came within {@code wait} (or the ASIC
     * refused to send it).
     */
    public CompletableFuture<Optional<Reply>> send(Icmp.Echo echo, Duration wait) {
        var done = new CompletableFuture<Optional<Reply>>();
        int key = key(echo.id(), echo.sequence());
        Instant now = time.now();
        pending.put(key, new Pending(done, now, now.plus(wait)));
        time.schedule(wait, () -> {
            if (pending.remove(key) != null) {
                done.complete(Optional.empty());
            }
        });
        io.route(Icmp.echoRequest(switchMac, echo));
        return done;
    }

    /** On the packet events' thread: an answer to a pending request completes it; anything else is not ours. */
    private boolean answered(PacketIo.Received r) {
        Optional<Icmp.Answer> answer = Icmp.answer(r.frame());
        if (answer.isEmpty()) {
            return false;
        }
        Pending p = pending.remove(key(answer.get().id(), answer.get().sequence()));
        if (p == null) {
            return false;
        }
        p.done().complete(Optional.of(new Reply(answer.get(), Duration.between(p.sent(), time.now()))));
        return true;
    }

    /**
     * On the packet events' thread: a pending request of ours that found no neighbor waits for it (the neighbor
     * table, which hears the miss next, asks for it); it is never taken from the table.
     */
    private boolean missedNeighbor(PacketIo.Received r) {
        Optional<Icmp.Request> request = Icmp.request(r.frame()).filter(q -> r.frame().source().equals(switchMac));
        Pending p = request.map(q -> pending.get(key(q.id(), q.sequence()))).orElse(null);
        if (p != null) {
            awaiting.hold(request.get().destination(), r.frame().bytes(), p.deadline());
        }
        return false;
    }

    private static int key(int id, int sequence) {
        return id << 16 | sequence;
    }
}
