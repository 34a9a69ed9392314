package io.nosagent.lab.bench;

import io.nosagent.routing.RoutingFeature;
import io.nosagent.routing.bgp.BgpFeature;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.BgpOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.api.cli.TextTable;
import io.nosagent.config.intent.bgp.AddPaths;
import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.intent.bgp.AfiSafiSettings;
import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.BgpSpeaker;
import io.nosagent.routing.bgp.BgpState;
import io.nosagent.routing.bgp.IntakeCounts;
import io.nosagent.routing.bgp.gobgp.BgpListen;
import io.nosagent.routing.bgp.gobgp.FreePorts;
import io.nosagent.routing.bgp.gobgp.GobgpClient;
import io.nosagent.routing.bgp.gobgp.GobgpDaemon;
import io.nosagent.routing.bgp.gobgp.GobgpException;
import io.nosagent.routing.bgp.gobgp.GobgpMessages;
import io.nosagent.routing.bgp.gobgp.Paths;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.time.WallClock;

import java.io.PrintStream;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * Routes from BGP, end to end: an agent on the virtual RTSW runs BGP in its gobgpd child; one peer
 * (its own gobgpd) announces {@code prefixes} prefixes, each over {@code paths} uplink next hops with
 * ADD-PATHS, so multipath makes every prefix a {@code paths}-way ECMP route. Measured from the first
 * path the switch's gobgpd receives (the first UPDATE) to the last route programmed on the virtual ASIC
 * with all its next hops, split into gobgpd's part and the agent's, and from the session coming up. The peer's table is loaded
 * before the session opens, so the UPDATEs come as fast as the two daemons exchange them.
 */
public final class BgpBench {

    /** Target of the BGP issue, end to end. */
    static final double TARGET_ROUTES_PER_SECOND = 50_000;
    private static final long SWITCH_AS = 65001;
    private static final long PEER_AS = 65200;
    private static final Duration LIMIT = Duration.ofMinutes(3);
    private static final Duration POLL = Duration.ofMillis(5);

    private final int prefixes;
    private final int paths;

    public BgpBench(int prefixes, int paths) {
        if (paths < 1 || paths > 16) {
            throw new IllegalArgumentException("paths must be 1..16 (the RTSW's first uplinks), not " + paths);
        }
        this.prefixes = prefixes;
        this.paths = paths;
    }

    /**
     * The measured figures; times from the first path the switch's gobgpd received (its per-peer received
     * counter, read every 5 ms).
     *
     * @param daemonIn        first path received -> every path received (gobgpd's own work, with the agent watching)
     * @param streamLag       every path received -> the last watch event at the agent (gobgpd's watch stream)
     * @param agent           last watch event -> last route programmed (the agent's part after the stream)
     * @param endToEnd        first path received -> last route programmed
     * @param fromSession     session established -> last route programmed
     * @param routesPerSecond prefixes / endToEnd
     * @param groups          next-hop groups the routes share at the end
     * @param intake          the speaker's watch events and programming passes
     * @param daemonAlone     the same peer and table to a bare gobgpd (no agent): first path received -> every path received
     * @param daemonWatched   the same with a best-path watch that only counts: first path received -> last event heard
     */
    public record Result(Duration daemonIn, Duration streamLag, Duration agent, Duration endToEnd, Duration fromSession,
                         double routesPerSecond, int groups, IntakeCounts intake, Duration daemonAlone, Duration daemonWatched) {
    }

    /**
     * Reads a gobgpd's received-path counter every {@link #POLL}: when the first path came in and when the
     * last (each read is a ListPeer call the daemon answers between UPDATEs, so not more often).
     */
    private static final class ReceivedCounter implements AutoCloseable {
        private final GobgpClient client;
        private final long expected;
        private final Thread thread;
        private volatile long first;
        private volatile long all;
        private volatile boolean closed;

        ReceivedCounter(GobgpClient client, long expected) {
            this.client = client;
            this.expected = expected;
            this.thread = Thread.ofPlatform().daemon().name("bench-received").start(this::poll);
        }

        private void poll() {
            while (!closed && all == 0) {
                long received = 0;
                try {
                    for (var p : client.peers()) {
                        received += p.getAfiSafisList().stream().mapToLong(a -> a.getState().getReceived()).sum();
                    }
                } catch (GobgpException e) {
                    // not up yet
                }
                long now = System.nanoTime();
                if (received > 0 && first == 0) {
                    first = now;
                }
                if (received >= expected) {
                    all = now;
                }
                LockSupport.parkNanos(POLL.toNanos());
            }
        }

        @Override
        public void close() {
            closed = true;
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * The daemons alone, as a reference: the same peer and table to a bare gobgpd (no agent), from the
     * first path received to the last; with {@code watchBest}, to the last best-path event a watch that
     * only counts them hears (gobgpd's side of the agent's watch, with the agent's gRPC client).
     */
    Duration daemonsAlone(boolean watchBest) {
        Path work = RouteCommitBench.tempDir();
        var time = new WallClock();
        var listen = new BgpListen(FreePorts.onLoopback(), List.of("127.0.0.1"));
        var sw = new GobgpDaemon(GobgpDaemon.onPath().orElseThrow(), work.resolve("switch"), listen, 0, time);
        AutoCloseable watch = null;
        try (var peer = BgpPeer.start(work.resolve("peer"), "127.0.0.2", PEER_AS, FreePorts.onLoopback());
             var client = new GobgpClient(sw.apiHost(), sw.apiPort())) {
            var bgp = bgp();
            sw.start(bgp.global().orElseThrow());
            long deadline = System.nanoTime() + LIMIT.toNanos();
            while (true) {
                try {
                    client.global();
                    break;
                } catch (GobgpException e) {
                    check(deadline, "the reference gobgpd did not come up");
                    TimeUnit.MILLISECONDS.sleep(10);
                }
            }
            Neighbor n = bgp.neighbors().values().iterator().next();
            client.addPeer(GobgpMessages.peer(n, bgp.effective(n)));
            var events = new AtomicLong();
            var lastEvent = new AtomicLong();
            if (watchBest) {
                watch = client.watch(new GobgpClient.WatchListener() {
                    @Override
                    public void paths(List<com.google.protobuf.ByteString> paths) {
                        if (!paths.isEmpty()) {
                            lastEvent.set(System.nanoTime());
                            events.incrementAndGet();
                        }
                    }

                    @Override
                    public void peer(io.nosagent.routing.bgp.apipb.WatchEventResponse.PeerEvent event) {
                    }

                    @Override
                    public void ended(Throwable failure) {
                    }
                });
            }
            long expected = (long) prefixes * paths;
            try (var counter = new ReceivedCounter(client, expected)) {
                peer.announce(table());
                peer.peerWith(listen.port(), SWITCH_AS);
                // With multipath gobgpd sends one best-path event per path it takes in.
                while (counter.all == 0 || (watchBest && events.get() < expected)) {
                    check(deadline, "the reference gobgpd did not receive every path");
                    TimeUnit.MILLISECONDS.sleep(5);
                }
                return Duration.ofNanos((watchBest ? lastEvent.get() : counter.all) - counter.first);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } finally {
            if (watch != null) {
                try {
                    watch.close();
                } catch (Exception e) {
                    // the daemon stops next
                }
            }
            sw.stop();
            time.close();
            RouteCommitBench.delete(work);
        }
    }

    private static void check(long deadline, String what) {
        if (System.nanoTime() > deadline) {
            throw new IllegalStateException(what + " within " + LIMIT);
        }
    }

    public Result run() {
        Path work = RouteCommitBench.tempDir();
        var lastChange = new AtomicLong();
        var established = new AtomicLong();
        var listen = new BgpListen(FreePorts.onLoopback(), List.of("127.0.0.1"));
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", work.resolve("agent")).withBgp(BgpOptions.child(listen)));
             var peer = BgpPeer.start(work.resolve("peer"), "127.0.0.2", PEER_AS, FreePorts.onLoopback())) {
            agent.feature(RoutingFeature.class).state().changes().subscribe(c -> lastChange.set(System.nanoTime()));
            var speaker = agent.feature(BgpFeature.class).speaker().orElseThrow();
            speaker.state().changes().subscribe(s -> {
                if (s.neighbors().values().stream().anyMatch(n -> n.session() == BgpState.SessionState.ESTABLISHED)) {
                    established.compareAndSet(0, System.nanoTime());
                }
            });
            agent.intent().commit(i -> i.with(BgpIntent.SECTION, bgp()), "bench: BGP").get();
            try (var client = new GobgpClient(speaker.daemon().apiHost(), speaker.daemon().apiPort());
                 var counter = new ReceivedCounter(client, (long) prefixes * paths)) {
                peer.announce(table());
                peer.peerWith(listen.port(), SWITCH_AS);
                long deadline = System.nanoTime() + LIMIT.toNanos();
                long looked = -1;
                while (true) {
                    long changed = lastChange.get();
                    if (changed != looked) { // look again only after a change: the scan competes with the agent for CPU
                        looked = changed;
                        if (allProgrammed(agent.feature(RoutingFeature.class).state().current())) {
                            break;
                        }
                    }
                    if (System.nanoTime() > deadline) {
                        throw new IllegalStateException("not every route programmed within " + LIMIT + ": " + speaker.state().current());
                    }
                    TimeUnit.MILLISECONDS.sleep(20);
                }
                while (counter.all == 0) {
                    check(deadline, "the switch's gobgpd did not count every path");
                    TimeUnit.MILLISECONDS.sleep(5);
                }
                long last = lastChange.get();
                IntakeCounts intake = speaker.intake();
                Duration endToEnd = Duration.ofNanos(last - counter.first);
                var groups = (int) agent.feature(RoutingFeature.class).state().current().groups().values().stream()
                        .filter(g -> g.routes() > 0).count();
                return new Result(Duration.ofNanos(counter.all - counter.first),
                        Duration.ofNanos(intake.lastEventNanos() - counter.all), Duration.ofNanos(last - intake.lastEventNanos()),
                        endToEnd, Duration.ofNanos(last - established.get()), prefixes / (endToEnd.toNanos() / 1e9), groups,
                        intake, daemonsAlone(false), daemonsAlone(true));
            }
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException("the BGP config was refused: " + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } finally {
            RouteCommitBench.delete(work);
        }
    }

    public void print(Result r, PrintStream out) {
        out.printf("BGP on the virtual RTSW (gobgpd child): one peer announces %,d prefixes x %d paths (ADD-PATHS, multipath),"
                        + " %d-way ECMP each over uplinks; %d group(s) at the end%n%n", prefixes, paths, paths, r.groups());
        var in = r.intake();
        new TextTable().left("metric").right("measured").right("target").left("verdict")
                .row("gobgpd: first path received -> all %,d received".formatted((long) prefixes * paths), ms(r.daemonIn()), "", "")
                .row("gobgpd watch stream: all received -> last event at the agent", ms(r.streamLag()), "", "")
                .row("agent: last event -> last route programmed", ms(r.agent()), "", "")
                .row("end to end: first path received -> last route programmed", ms(r.endToEnd()), "", "")
                .row("routes/s (end to end)", String.format("%,.0f", r.routesPerSecond()),
                        String.format(">= %,.0f", TARGET_ROUTES_PER_SECOND),
                        r.routesPerSecond() >= TARGET_ROUTES_PER_SECOND ? "met" : "MISSED")
                .row("session up -> last route programmed", ms(r.fromSession()), "", "")
                .row("agent: watch events / paths in them", "%,d / %,d".formatted(in.events(), in.paths()), "", "")
                .row("agent: programming passes / route changes / time in them",
                        "%,d / %,d / %s".formatted(in.passes(), in.routesChanged(), ms(in.programming())), "", "")
                .row("reference: gobgpd alone, first path received -> all received", ms(r.daemonAlone()), "", "")
                .row("reference: gobgpd alone, prefixes/s", String.format("%,.0f", prefixes / (r.daemonAlone().toNanos() / 1e9)),
                        "", "")
                .row("reference: gobgpd + a best-path watch that only counts, first path received -> last event",
                        ms(r.daemonWatched()), "", "")
                .row("reference: gobgpd + that watch, prefixes/s", String.format("%,.0f", prefixes / (r.daemonWatched().toNanos() / 1e9)),
                        "", "")
                .print(out);
        out.println("""

                With multipath gobgpd (3.x) sends a watch event per path it takes in, carrying the prefix's whole
                equal-cost set so far; the agent keeps only each prefix's latest set and programs a batch when the
                stream pauses (%d ms) or every %d ms while it does not. The reference rows are gobgpd's own ceiling:
                the end-to-end rate cannot pass it.""".formatted(BgpSpeaker.QUIET.toMillis(), BgpSpeaker.MAX_HOLD.toMillis()));
    }

    private static String ms(Duration d) {
        return String.format("%,.1f ms", d.toNanos() / 1e6);
    }

    private boolean allProgrammed(RoutingState s) {
        return allProgrammed(s, prefixes, paths);
    }

    /** Every one of {@code prefixes} BGP routes programmed through a group of {@code paths} members. */
    static boolean allProgrammed(RoutingState s, int prefixes, int paths) {
        if (s.routes().size() < prefixes) {
            return false;
        }
        int done = 0;
        for (RoutingState.Route r : s.routes().values()) {
            if (r.origin() == RoutingState.Origin.BGP && r.target() instanceof RoutingState.ViaGroup(long id)) {
                RoutingState.Group g = s.groups().get(id);
                if (g != null && g.members().size() == paths) {
                    done++;
                }
            }
        }
        return done == prefixes;
    }

    private BgpIntent bgp() {
        var global = BgpGlobal.of(SWITCH_AS, (Inet4Address) IpAddresses.parseIpv4("10.255.0.1")).withMultiplePaths(true);
        var v4 = AfiSafiSettings.of(AfiSafi.IPV4_UNICAST).withAddPaths(new AddPaths(true, false, OptionalInt.empty()));
        Neighbor n = Neighbor.of(IpAddresses.parse("127.0.0.2"), PEER_AS);
        return BgpIntent.of(global).withNeighbor(n.withSettings(n.settings().withPassiveMode(true)
                .withLocalAddress(IpAddresses.parse("127.0.0.1")).withAfiSafi(v4)));
    }

    /** Prefix k is 10.(100 + k / 256).(k % 256).0/24; path j goes to the CTSW behind uplink j (10.1.(j+1).1). */
    private List<io.nosagent.routing.bgp.apipb.Path> table() {
        var out = new ArrayList<io.nosagent.routing.bgp.apipb.Path>(prefixes * paths);
        var hops = new ArrayList<InetAddress>();
        for (int j = 0; j < paths; j++) {
            hops.add(IpAddresses.parse("10.1." + (j + 1) + ".1"));
        }
        for (int k = 0; k < prefixes; k++) {
            Cidr prefix = Cidr.parse("10." + (100 + k / 256) + "." + (k % 256) + ".0/24");
            for (int j = 0; j < paths; j++) {
                out.add(Paths.route(prefix, hops.get(j), j + 1));
            }
        }
        return out;
    }
}
