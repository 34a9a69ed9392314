package io.nosagent.agent.bench;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.BgpOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.agent.text.TextTable;
import io.nosagent.config.intent.bgp.AddPaths;
import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.intent.bgp.AfiSafiSettings;
import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.BgpState;
import io.nosagent.routing.bgp.apipb.PeerState;
import io.nosagent.routing.bgp.gobgp.BgpListen;
import io.nosagent.routing.bgp.gobgp.GobgpClient;
import io.nosagent.routing.bgp.gobgp.GobgpDaemon;
import io.nosagent.routing.bgp.gobgp.GobgpException;
import io.nosagent.routing.bgp.gobgp.GobgpMessages;
import io.nosagent.routing.bgp.gobgp.Paths;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.time.WallClock;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Routes from BGP, end to end: an agent on the virtual RTSW runs BGP in its gobgpd child; one peer
 * (its own gobgpd) announces {@code prefixes} prefixes, each over {@code paths} uplink next hops with
 * ADD-PATHS, so multipath makes every prefix a {@code paths}-way ECMP route. Measured from the first
 * route the agent learns (the first UPDATE's paths reaching it) to the last route programmed on the
 * virtual ASIC with all its next hops, and from the session coming up. The peer's table is loaded
 * before the session opens, so the UPDATEs come as fast as the two daemons exchange them.
 */
public final class BgpBench {

    /** Target of the BGP issue, end to end. */
    static final double TARGET_ROUTES_PER_SECOND = 50_000;
    private static final long SWITCH_AS = 65001;
    private static final long PEER_AS = 65200;
    private static final Duration LIMIT = Duration.ofMinutes(3);

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
     * The measured figures.
     *
     * @param fromFirstLearned first route learned -> last route programmed
     * @param fromSession      session established -> last route programmed
     * @param routesPerSecond  prefixes / fromFirstLearned
     * @param groups           next-hop groups the routes share at the end
     */
    public record Result(Duration fromFirstLearned, Duration fromSession, double routesPerSecond, int groups,
                         Duration daemonAlone) {
    }

    /**
     * The daemons alone, as a reference: the same peer and table to a bare gobgpd (no agent watching),
     * from the session coming up to the last path received.
     */
    Duration daemonsAlone() {
        Path work = RouteCommitBench.tempDir();
        var time = new WallClock();
        var listen = new BgpListen(freePort(), List.of("127.0.0.1"));
        var sw = new GobgpDaemon(GobgpDaemon.onPath().orElseThrow(), work.resolve("switch"), listen, 0, time);
        try (var peer = BgpPeer.start(work.resolve("peer"), "127.0.0.2", PEER_AS, freePort());
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
            peer.announce(table());
            peer.peerWith(listen.port(), SWITCH_AS);
            long up = 0;
            while (true) {
                var p = client.peers().getFirst();
                if (up == 0 && p.getState().getSessionState() == PeerState.SessionState.ESTABLISHED) {
                    up = System.nanoTime();
                }
                if (p.getAfiSafisList().stream().mapToLong(a -> a.getState().getReceived()).sum() >= (long) prefixes * paths) {
                    return Duration.ofNanos(System.nanoTime() - up);
                }
                check(deadline, "the reference gobgpd did not receive every path");
                TimeUnit.MILLISECONDS.sleep(5);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } finally {
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
        var firstLearned = new AtomicLong();
        var listen = new BgpListen(freePort(), List.of("127.0.0.1"));
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", work.resolve("agent")).withBgp(BgpOptions.child(listen)));
             var peer = BgpPeer.start(work.resolve("peer"), "127.0.0.2", PEER_AS, freePort())) {
            agent.routingState().onChange(c -> lastChange.set(System.nanoTime()));
            var speaker = agent.bgp().orElseThrow();
            speaker.state().onChange(s -> {
                if (s.learned() > 0) {
                    firstLearned.compareAndSet(0, System.nanoTime());
                }
                if (s.neighbors().values().stream().anyMatch(n -> n.session() == BgpState.SessionState.ESTABLISHED)) {
                    established.compareAndSet(0, System.nanoTime());
                }
            });
            agent.intent().commit(i -> i.withBgp(bgp()), "bench: BGP").get();
            peer.announce(table());
            peer.peerWith(listen.port(), SWITCH_AS);
            long deadline = System.nanoTime() + LIMIT.toNanos();
            while (!allProgrammed(agent.routingState().current())) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("not every route programmed within " + LIMIT + ": " + speaker.state().current());
                }
                TimeUnit.MILLISECONDS.sleep(20);
            }
            long last = lastChange.get();
            Duration fromFirst = Duration.ofNanos(last - firstLearned.get());
            Duration fromSession = Duration.ofNanos(last - established.get());
            var groups = (int) agent.routingState().current().groups().values().stream()
                    .filter(g -> g.routes() > 0).count();
            return new Result(fromFirst, fromSession, prefixes / (fromFirst.toNanos() / 1e9), groups, daemonsAlone());
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
        new TextTable().left("metric").right("measured").right("target").left("verdict")
                .row("first route learned -> last programmed", ms(r.fromFirstLearned()), "", "")
                .row("session up -> last programmed", ms(r.fromSession()), "", "")
                .row("routes/s (end to end)", String.format("%,.0f", r.routesPerSecond()),
                        String.format(">= %,.0f", TARGET_ROUTES_PER_SECOND),
                        r.routesPerSecond() >= TARGET_ROUTES_PER_SECOND ? "met" : "MISSED")
                .row("reference: gobgpd alone, session up -> all paths in", ms(r.daemonAlone()), "", "")
                .row("reference: gobgpd alone, prefixes/s", String.format("%,.0f", prefixes / (r.daemonAlone().toNanos() / 1e9)),
                        "", "")
                .print(out);
        out.println("\nThe agent hears every multipath change (each prefix's set grows path by path as the UPDATEs for one"
                + " next hop after another arrive) and programs each; the reference rows are the daemons' own ceiling.");
    }

    private static String ms(Duration d) {
        return String.format("%,.1f ms", d.toNanos() / 1e6);
    }

    /** Every prefix programmed through a group of {@code paths} forwarding members. */
    private boolean allProgrammed(RoutingState s) {
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

    private static int freePort() {
        try (var s = new ServerSocket()) {
            s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
