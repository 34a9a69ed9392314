package io.nosagent.routing.bgp.frr;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.BfdSession;
import io.nosagent.sai.observe.Published;
import io.nosagent.sai.time.AgentTime;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.net.InetAddress;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.function.Supplier;

/**
 * bfdd's sessions as the agent serves them: read from {@code show bfd peers json} and {@code show bfd peers counters
 * json} (one vtysh call) whenever {@link #refresh()} asks (bfdd's state changes, {@link BfdEvents}, and the speaker's
 * periodic poll), and published only when something the agent serves changed, so a subscriber hears state changes
 * and not the ticking of uptimes. bfdd keeps no failure time of its own beyond "down for N seconds": the agent
 * stamps a session's last failure when it sees it go from up to down. A thread of its own runs vtysh, so neither
 * bfdd's event reader nor the agent's timers wait for it.
 */
public final class BfdSessions implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Logger log = LoggerFactory.getLogger(BfdSessions.class);
    private static final Comparator<BfdSession> ORDER = Comparator.comparingLong(BfdSession::localDiscriminator);

    private final Supplier<String> show;
    private final AgentTime time;
    private final Published<List<BfdSession>> current = new Published<>("BFD sessions", List.of());
    private final Semaphore due = new Semaphore(0);
    private final Thread thread;
    private volatile boolean running = true;
    private volatile List<InterfaceIntent> interfaces = List.of();

    /**
     * @param show runs {@code show bfd peers json} and {@code show bfd peers counters json} and returns what bfdd said
     */
    public BfdSessions(Supplier<String> show, AgentTime time) {
        this.show = show;
        this.time = time;
        this.thread = Thread.ofPlatform().daemon().name("bfd-sessions").start(this::run);
    }

    /** The commands {@code show} is to run, in this order. */
    public static final List<String> COMMANDS = List.of("show bfd peers json", "show bfd peers counters json");

    /** The sessions now, by local discriminator; every change published. */
    public Published<List<BfdSession>> sessions() {
        return current;
    }

    /** The router interfaces a session may run on (their kernel names and subnets say which). */
    public void interfaces(Collection<InterfaceIntent> routerInterfaces) {
        interfaces = List.copyOf(routerInterfaces);
    }

    /** Reads bfdd's sessions again soon (on this reader's thread); calls while one read is due make one read. */
    public void refresh() {
        if (due.availablePermits() == 0) {
            due.release();
        }
    }

    /** No BFD any more (FRR stopped): no sessions. */
    public void clear() {
        synchronized (current) {
            if (!current.get().isEmpty()) {
                current.publish(List.of());
            }
        }
    }

    private void run() {
        while (running) {
            try {
                due.acquire();
                due.drainPermits();
            } catch (InterruptedException e) {
                return;
            }
            if (running) {
                update(show.get());
            }
        }
    }

    /** Takes what bfdd said: publishes the sessions if they changed; an answer that is not bfdd's JSON is skipped. */
    void update(String output) {
        Optional<List<BfdSession>> read = read(output, interfaces);
        if (read.isEmpty()) {
            log.debug("bfdd: an unreadable answer skipped: {}", output.strip());
            return;
        }
        synchronized (current) {
            var previous = new HashMap<Long, BfdSession>();
            current.get().forEach(s -> previous.put(s.localDiscriminator(), s));
            Instant now = time.now();
            var next = new ArrayList<BfdSession>();
            for (BfdSession s : read.get()) {
                BfdSession before = previous.get(s.localDiscriminator());
                Optional<Instant> failed = before == null ? Optional.empty() : before.lastFailure();
                if (before != null && s.state() == BfdSession.State.DOWN
                        && (before.state() == BfdSession.State.UP || s.failureTransitions() > before.failureTransitions())) {
                    failed = Optional.of(now);
                }
                next.add(s.withLastFailure(failed));
            }
            next.sort(ORDER);
            if (!next.equals(current.get())) {
                current.publish(List.copyOf(next));
            }
        }
    }

    /**
     * The sessions in bfdd's answer to {@link #COMMANDS} (no last failure yet), each on the router interface bfdd
     * names or, when it names none, whose subnet holds the peer; empty if the answer is not two JSON arrays.
     */
    static Optional<List<BfdSession>> read(String output, List<InterfaceIntent> routerInterfaces) {
        List<JsonNode> documents = new ArrayList<>();
        try (var parser = JSON.createParser(output)) { // two documents, one after the other
            while (parser.nextToken() != null) {
                documents.add(JSON.readTree(parser));
            }
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
        if (documents.size() != 2 || !documents.get(0).isArray() || !documents.get(1).isArray()) {
            return Optional.empty();
        }
        var counters = new HashMap<String, JsonNode>();
        documents.get(1).forEach(c -> counters.put(key(c), c));
        var sessions = new ArrayList<BfdSession>();
        for (JsonNode p : documents.get(0)) {
            try {
                sessions.add(session(p, counters.getOrDefault(key(p), JSON.createObjectNode()), routerInterfaces));
            } catch (IllegalArgumentException e) {
                log.debug("bfdd: a peer without a readable address skipped: {}", p);
            }
        }
        sessions.sort(ORDER);
        return Optional.of(sessions);
    }

    /** What names a session in both answers (the counters carry no discriminator). */
    private static String key(JsonNode n) {
        return n.path("multihop").asBoolean() + "|" + n.path("peer").asText() + "|" + n.path("local").asText() + "|"
                + n.path("vrf").asText() + "|" + n.path("interface").asText();
    }

    private static BfdSession session(JsonNode p, JsonNode counters, List<InterfaceIntent> routerInterfaces) {
        InetAddress peer = IpAddresses.parse(p.path("peer").asText());
        Optional<InetAddress> local = p.hasNonNull("local") ? Optional.of(IpAddresses.parse(p.get("local").asText())) : Optional.empty();
        var state = switch (p.path("status").asText()) {
            case "up" -> BfdSession.State.UP;
            case "init" -> BfdSession.State.INIT;
            case "shutdown" -> BfdSession.State.ADMIN_DOWN;
            default -> BfdSession.State.DOWN;
        };
        return new BfdSession(p.path("id").asLong(), p.path("remote-id").asLong(), peer, local,
                interfaceOf(p.path("interface").asText(""), peer, routerInterfaces), state,
                BfdSession.Diagnostic.ofFrr(p.path("diagnostic").asText()), BfdSession.Diagnostic.ofFrr(p.path("remote-diagnostic").asText()),
                new BfdSession.Timers(p.path("transmit-interval").asLong(), p.path("receive-interval").asLong(),
                        p.path("detect-multiplier").asInt()),
                p.path("remote-receive-interval").asLong(), counters.path("session-up").asLong(),
                counters.path("session-down").asLong(), Optional.empty());
    }

    private static Optional<String> interfaceOf(String kernelName, InetAddress peer, List<InterfaceIntent> routerInterfaces) {
        for (InterfaceIntent i : routerInterfaces) {
            if (!kernelName.isEmpty() && kernelName.equals(kernel(i.name()))) {
                return Optional.of(i.name());
            }
        }
        if (!kernelName.isEmpty()) {
            return Optional.empty();
        }
        for (InterfaceIntent i : routerInterfaces) {
            for (InterfaceAddress a : i.addresses()) {
                if (new Cidr(a.network(), a.prefixLength()).contains(peer)) {
                    return Optional.of(i.name());
                }
            }
        }
        return Optional.empty();
    }

    private static String kernel(String routerInterface) {
        try {
            return KernelInterfaces.kernelName(routerInterface);
        } catch (IllegalArgumentException e) {
            return ""; // no kernel interface of its own: bfdd cannot name it
        }
    }

    @Override
    public void close() {
        running = false;
        thread.interrupt();
    }
}
