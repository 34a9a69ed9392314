package io.nosagent.platform.fabric;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.agent.NosAgent;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.lab.fabric.ZoneArpFlood;
import io.nosagent.lab.fabric.ZoneBgp;
import io.nosagent.lab.fabric.ZonePlan;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.RoutingFeature;
import io.nosagent.routing.bgp.BgpFeature;
import io.nosagent.routing.bgp.BgpState;
import io.nosagent.routing.bgp.frr.EndOfRib;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.vasic.traffic.RingAllReduce;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code nos-agent fabric --routing bgp}: a 2-rack x 2-CTSW zone where every switch runs FRR (zebra, bgpd, bfdd)
 * in a network namespace of its own, whose kernel (TUN) interfaces are its router interfaces, and learns the routes
 * between the racks over eBGP sessions that run over the simulated cables. FRR runs in real time, so the test
 * drives the simulation along the wall clock; figures are printed. Needs root, /dev/net/tun and FRR; skipped
 * without them.
 */
class ZoneBgpScenarioTest {

    private static final String TEMPLATE = """
            racks = 2
            ctsws = 2
            hosts-per-rack = 1
            nics-per-host = 4
            """;
    /**
     * What each rack's RTSW announces: the fewest prefixes covering exactly its 4 NIC subnets
     * (10.R.1.0/24 .. 10.R.4.0/24), never the whole rack /16.
     */
    private static final List<List<String>> AGGREGATES = List.of(
            List.of("10.0.1.0/24", "10.0.2.0/23", "10.0.4.0/24"), List.of("10.1.1.0/24", "10.1.2.0/23", "10.1.4.0/24"));
    /** Real time for the sessions to come up and the routes to spread. */
    private static final Duration CONVERGENCE = Duration.ofSeconds(60);
    /** How soon a cut cable or a BFD down must have taken the paths away (the hold time is 9 s). */
    private static final Duration FAILOVER = Duration.ofSeconds(1);
    private static final ObjectMapper JSON = new ObjectMapper();

    private static String namespacePrefix(String test) {
        return "nb" + ProcessHandle.current().pid() % 100_000 + test + "-";
    }

    /** The members of {@code agent}'s route to {@code prefix} when BGP learned it (configured, up or not), else empty. */
    private static Set<String> bgpMembers(NosAgent agent, String prefix) {
        var state = agent.feature(RoutingFeature.class).state().current();
        var route = state.route(Cidr.parse(prefix));
        if (route.isEmpty() || route.get().origin() != RoutingState.Origin.BGP) {
            return Set.of();
        }
        if (route.get().target() instanceof RoutingState.ViaNextHop(long id)) {
            var nh = state.nextHops().get(id);
            return Set.of(IpAddresses.format(nh.ip()) + " on " + nh.interfaceName());
        }
        return state.groupOf(Cidr.parse(prefix)).map(g -> g.members().stream()
                .map(m -> IpAddresses.format(m.ip()) + " on " + m.interfaceName()).collect(Collectors.toSet())).orElse(Set.of());
    }

    /** What RTSW {@code r} should learn for the other rack: one path per CTSW, at the CTSWs' ends of its uplinks. */
    private static Set<String> viaEveryCtsw(ZonePlan plan, int r) {
        return plan.ctswsOf(r).stream().map(s -> plan.ctswLinkAddress(r, s) + " on " + ZonePlan.rtswUplink(s)).collect(Collectors.toSet());
    }

    /** Every switch has every route it should: each RTSW the other rack over both CTSWs, each CTSW each rack over its cable. */
    private static boolean converged(Zone z) {
        var zone = z.zone;
        ZonePlan plan = zone.plan();
        for (int r = 0; r < 2; r++) {
            for (String aggregate : AGGREGATES.get(1 - r)) {
                if (!bgpMembers(zone.rtsw(r), aggregate).equals(viaEveryCtsw(plan, r))) {
                    return false;
                }
                for (int s = 0; s < 2; s++) {
                    if (!bgpMembers(zone.ctsw(s), aggregate).equals(Set.of(plan.rtswLinkAddress(1 - r, s) + " on " + ZonePlan.ctswDownlink(1 - r)))) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Runs the zone along the wall clock until {@code done} or {@code limit}; the wall time it took. */
    private static Duration runUntil(Zone z, BooleanSupplier done, Duration limit) throws InterruptedException {
        long start = System.nanoTime();
        long deadline = start + limit.toNanos();
        while (!done.getAsBoolean() && System.nanoTime() < deadline) {
            z.zone.run(Duration.ofMillis(2));
            Thread.sleep(1);
        }
        return Duration.ofNanos(System.nanoTime() - start);
    }

    /** bgpd's state of {@code agent}'s session to {@code peer}, as FRR says it ("Established", "Active", ...). */
    private static String session(NosAgent agent, String peer) {
        String text = agent.feature(BgpFeature.class).frr().orElseThrow().daemons().vtysh().show("show bgp neighbors " + peer + " json");
        try {
            return JSON.readTree(text).path(peer).path("bgpState").asText("none");
        } catch (IOException e) {
            return "unreadable";
        }
    }

    /** The wall time from now until {@code agent}'s session to {@code peer} is not Established, watched on another thread. */
    private static CompletableFuture<Duration> sessionEnds(NosAgent agent, String peer) {
        long start = System.nanoTime();
        return CompletableFuture.supplyAsync(() -> {
            while (session(agent, peer).equals("Established")) {
                Thread.onSpinWait();
            }
            return Duration.ofNanos(System.nanoTime() - start);
        });
    }

    /** What every switch's FRR says of its sessions and routes, printed when the zone did not converge. */
    private static void describe(Zone z) {
        for (var agent : z.zone.agents()) {
            var vtysh = agent.feature(BgpFeature.class).frr().orElseThrow().daemons().vtysh();
            System.out.printf("%s:%n%s%n%s%n", agent.platform().name(), vtysh.show("show bgp summary"), vtysh.show("show ip route"));
        }
    }

    private static String ms(Duration d) {
        return d.toMillis() + " ms";
    }

    /** The machine's 1-minute load average, printed next to wall-clock figures. */
    private static String load() {
        return String.format("%.1f", java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }

    /** bgpd's {@code show bgp neighbors PEER json} of {@code agent}'s session to {@code peer}. */
    private static com.fasterxml.jackson.databind.JsonNode neighborJson(NosAgent agent, String peer) {
        String text = agent.feature(BgpFeature.class).frr().orElseThrow().daemons().vtysh().show("show bgp neighbors " + peer + " json");
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            return JSON.createObjectNode();
        }
    }

    /** How many times {@code agent}'s session to {@code peer} has been established. */
    private static long connections(NosAgent agent, String peer) {
        return neighborJson(agent, peer).path(peer).path("connectionsEstablished").asLong(0);
    }

    /**
     * {@code agent}'s session to {@code peer} came up again since it had been established {@code before} times, and
     * the peer's End-of-RIB came on it: a graceful-restart helper has then dropped whatever of the peer's stale paths
     * the peer did not send again.
     */
    private static boolean backWithEndOfRib(NosAgent agent, String peer, long before) {
        var json = neighborJson(agent, peer);
        return json.path(peer).path("connectionsEstablished").asLong(0) > before
                && EndOfRib.everyPeerSentIts(json, List.of(IpAddresses.parse(peer)));
    }

    @Test
    void sessionsRunOverTheCablesEveryRtswLearnsTheOtherRackOverEveryCtswAndACutCableEndsItsSessionAtOnce(@TempDir Path dir)
            throws Exception {
        var why = ZoneBgp.unavailable();
        assumeTrue(why.isEmpty(), () -> "BGP over the cables: " + why.orElse(""));
        try (var z = Zone.startWithBgp(dir, TEMPLATE, 11, ZoneBgp.onFrr(), namespacePrefix("s"))) {
            var zone = z.zone;
            ZonePlan plan = zone.plan();
            // Every switch programs what its FRR learned through its own update loop, so a CTSW may pass a route
            // on before its own FIB shows it: wait for all of them, not only the RTSWs.
            Duration convergence = runUntil(z, () -> converged(z), CONVERGENCE);
            System.out.printf("zone BGP on FRR over the cables: every route on every switch after %s (wall clock, from boot; load %s)%n",
                    ms(convergence), load());
            if (!converged(z)) {
                describe(z);
            }

            for (var agent : zone.agents()) {
                String config = Files.readString(agent.feature(BgpFeature.class).frr().orElseThrow().daemons().config());
                assertThat(config).as("%s's FRR config peers on cable addresses only", agent.platform().name())
                        .doesNotContainPattern("neighbor 127\\.").doesNotContain("update-source").contains("neighbor 172.");
                assertThat(BgpIntent.of(agent.intent().current()).neighbors().keySet())
                        .as("%s's neighbors", agent.platform().name()).noneMatch(java.net.InetAddress::isLoopbackAddress);
            }
            for (int r = 0; r < 2; r++) {
                var rtsw = zone.rtsw(r);
                assertThat(RoutingIntent.of(rtsw.intent().current()).staticRoutes()).as("no static route in rtsw%03d's config", r + 1).isEmpty();
                for (String aggregate : AGGREGATES.get(1 - r)) {
                    assertThat(bgpMembers(rtsw, aggregate)).as("rtsw%03d's route to %s, learned over BGP", r + 1, aggregate)
                            .isEqualTo(viaEveryCtsw(plan, r));
                    assertThat(rtsw.feature(RoutingFeature.class).state().current().groupOf(Cidr.parse(aggregate)).orElseThrow().members())
                            .as("one group of one member per CTSW").hasSize(2);
                    for (int s = 0; s < 2; s++) {
                        assertThat(bgpMembers(zone.ctsw(s), aggregate)).as("ctsw%03d's route to %s", s + 1, aggregate)
                                .containsExactly(plan.rtswLinkAddress(1 - r, s) + " on " + ZonePlan.ctswDownlink(1 - r));
                    }
                }
                assertThat(rtsw.feature(RoutingFeature.class).state().current().route(Cidr.parse(plan.rackPrefix(1 - r)))).as("the whole rack /16").isEmpty();
                for (int s = 0; s < 2; s++) {
                    assertThat(session(rtsw, plan.ctswLinkAddress(r, s))).as("rtsw%03d's session to ctsw%03d", r + 1, s + 1).isEqualTo("Established");
                }
            }

            // At boot each RTSW's FRR asks for its uplink neighbors before the zone is cabled: those ARPs are out-discards.
            long discardsAtBoot = z.discardsEverywhere();
            var job = RingAllReduce.start(zone.time().simulation(), zone.crossRackNics(), TrafficOptions.DEFAULT
                    .withQueuePairs(8).withMessageBytes(256 * 1024).withIterations(2));
            zone.run(Duration.ofMillis(40));
            assertThat(job.isDone()).as("the AllReduce across the racks completed").isTrue();
            assertThat(job.stats().iterationsTimedOut()).isZero();
            assertThat(java.util.Arrays.stream(z.uplinkOctets(0)).min().orElseThrow()).as("rack 1 traffic crossed both CTSWs").isPositive();
            assertThat(z.losslessQueueEverywhere(QueueStat.PACKETS)).as("RDMA rode the lossless queue").isPositive();
            assertThat(z.losslessQueueEverywhere(QueueStat.DROPPED_PACKETS, QueueStat.WRED_DROPPED_PACKETS))
                    .as("drops on the lossless queue of every port of every switch").isZero();
            assertThat(z.discardsEverywhere() - discardsAtBoot).as("discards and errors on every port of every switch during the AllReduce").isZero();

            // sim link-down on rtsw001's uplink to ctsw002: that session ends and its paths leave the groups within a second
            var rtsw = zone.rtsw(0);
            String ctsw2 = plan.ctswLinkAddress(0, 1);
            String viaCtsw1 = plan.ctswLinkAddress(0, 0) + " on " + ZonePlan.rtswUplink(0);
            var link = zone.uplink(0, 1).orElseThrow();
            var ended = sessionEnds(rtsw, ctsw2);
            zone.fabric().faults().linkDown(link);
            Duration pathsGone = runUntil(z, () -> AGGREGATES.get(1).stream().allMatch(a -> bgpMembers(rtsw, a).equals(Set.of(viaCtsw1))),
                    Duration.ofSeconds(10));
            runUntil(z, ended::isDone, Duration.ofSeconds(10));
            Duration sessionGone = ended.getNow(Duration.ofSeconds(10));
            System.out.printf("link down on rtsw001 %s: session to ctsw002 down after %s, its paths out of the groups after %s%n",
                    ZonePlan.rtswUplink(1), ms(sessionGone), ms(pathsGone));
            for (String a : AGGREGATES.get(1)) {
                assertThat(bgpMembers(rtsw, a)).as("rtsw001's route to %s after the cut", a).containsExactly(viaCtsw1);
            }
            assertThat(session(rtsw, ctsw2)).as("rtsw001's session to ctsw002 after the cut").isNotEqualTo("Established");
            assertThat(sessionGone).as("the session ended within a second (not the 9 s hold time)").isLessThan(FAILOVER);
            assertThat(pathsGone).as("its paths left the groups within a second").isLessThan(FAILOVER);
            assertThat(session(rtsw, plan.ctswLinkAddress(0, 0))).as("the session over the other cable").isEqualTo("Established");

            // link-up: the session and its paths come back
            zone.fabric().faults().linkUp(link);
            Duration back = runUntil(z, () -> converged(z), CONVERGENCE);
            System.out.printf("link up: session and paths back after %s (FRR's connect retry)%n", ms(back));
            assertThat(converged(z)).as("every route on every switch again after link-up").isTrue();
            assertThat(session(rtsw, ctsw2)).as("rtsw001's session to ctsw002 after link-up").isEqualTo("Established");
        }
    }

    /**
     * {@code agent}'s FRR has its sessions to both CTSWs and zebra has re-sent every route over FPM (nothing stale
     * any more; the sweep that then ends the resync waits a second of simulated time, slow with traffic on).
     */
    private static boolean frrBack(NosAgent agent, ZonePlan plan, int r) {
        var frr = agent.feature(BgpFeature.class).frr().orElseThrow();
        return frr.routes().link() != BgpState.Connection.DISCONNECTED && frr.routes().counts().stale() == 0
                && plan.ctswsOf(r).stream().allMatch(s -> session(agent, plan.ctswLinkAddress(r, s)).equals("Established"));
    }

    /**
     * Each change of some switches' learned tables, sampled as the test drives the zone: which prefixes moved from
     * which next hops to which, and when (wall clock since the watch began), to tell a withdrawal and its return
     * from a lasting change.
     */
    private static final class LearnedTableWatch {
        private final List<NosAgent> agents;
        private final List<io.nosagent.config.rib.Rib> last = new ArrayList<>();
        private final List<String> changes = new ArrayList<>();
        private final long start = System.nanoTime();

        LearnedTableWatch(List<NosAgent> agents) {
            this.agents = agents;
            agents.forEach(a -> last.add(a.intent().learned()));
        }

        void sample() {
            for (int i = 0; i < agents.size(); i++) {
                var now = agents.get(i).intent().learned();
                var before = last.get(i);
                if (now.version() == before.version()) {
                    continue;
                }
                var moved = new java.util.TreeSet<String>();
                var prefixes = new java.util.HashSet<>(before.routes().keySet());
                prefixes.addAll(now.routes().keySet());
                for (var p : prefixes) {
                    var was = before.routes().get(p);
                    var is = now.routes().get(p);
                    if (!java.util.Objects.equals(was, is)) {
                        moved.add(p + " " + (was == null ? "-" : hops(was)) + " -> " + (is == null ? "-" : hops(is)));
                    }
                }
                changes.add(String.format("+%d ms %s v%d -> v%d: %s", (System.nanoTime() - start) / 1_000_000,
                        agents.get(i).platform().name(), before.version(), now.version(), moved));
                last.set(i, now);
            }
        }

        private static String hops(io.nosagent.config.rib.LearnedRoute r) {
            return r.nextHops().stream().map(IpAddresses::format).toList().toString();
        }

        void print() {
            changes.forEach(c -> System.out.println("  learned table: " + c));
        }

        /** Each change seen so far, one line each. */
        List<String> changes() {
            return List.copyOf(changes);
        }
    }

    /** The last lines of {@code agent}'s bgpd log (sessions, graceful restart), to tell what its FRR did. */
    private static void printBgpdLog(NosAgent agent) throws IOException {
        Path log = agent.feature(BgpFeature.class).frr().orElseThrow().daemons().runDir().resolve("bgpd.log");
        if (!Files.exists(log)) {
            return;
        }
        var lines = Files.readAllLines(log);
        System.out.printf("%s's bgpd.log (last 40 lines):%n", agent.platform().name());
        lines.subList(Math.max(0, lines.size() - 40), lines.size()).forEach(l -> System.out.println("  " + l));
    }

    /** {@code agent}'s bgpd logs its sessions' events too (the End-of-RIBs it sends). */
    private static void logSessionEvents(NosAgent agent) {
        agent.feature(BgpFeature.class).frr().orElseThrow().daemons().vtysh().show("debug bgp neighbor-events");
    }

    /** The lines of {@code agent}'s bgpd log. */
    private static List<String> bgpdLog(NosAgent agent) throws IOException {
        Path log = agent.feature(BgpFeature.class).frr().orElseThrow().daemons().runDir().resolve("bgpd.log");
        return Files.exists(log) ? Files.readAllLines(log) : List.of();
    }

    /**
     * What {@code agent}'s bgpd logged after its first {@code from} lines of sessions coming up, End-of-RIBs sent and
     * received and its read-only mode (update-delay).
     */
    private static void printSessionEvents(NosAgent agent, int from) throws IOException {
        var lines = bgpdLog(agent);
        lines.subList(Math.min(from, lines.size()), lines.size()).stream()
                .filter(l -> l.contains("Up") && l.contains("ADJCHANGE") || l.contains("End-of-RIB") || l.contains("read-only mode")
                        || l.contains("Update delay ended"))
                .forEach(l -> System.out.printf("  %s's bgpd: %s%n", agent.platform().name(), l.strip()));
    }

    /**
     * How long FRR 8.4's bgpd says in its OPENs that it "has restarted" (the R bit) after it started: its default
     * restart time, armed when the instance is created, before the configured one is read.
     */
    private static final Duration FRR_RESTARTED_BIT = Duration.ofSeconds(120);

    /** Where both warm-restart tests stand just before the restart: the AllReduce running, the discards at boot. */
    private record TrafficBeforeRestart(RingAllReduce job, long completed, long discardsAtBoot) {
    }

    /**
     * The zone converged with graceful restart on, {@code restarting}'s FRR configured to restart gracefully with its
     * forwarding state kept, every bgpd past its first 120 s ({@link #FRR_RESTARTED_BIT}), and an AllReduce across
     * the racks running (and completing iterations) on top.
     */
    private static TrafficBeforeRestart convergedWithTraffic(Zone z, NosAgent restarting) throws Exception {
        var zone = z.zone;
        long booted = System.nanoTime();
        Duration convergence = runUntil(z, () -> converged(z), CONVERGENCE);
        System.out.printf("zone BGP with graceful restart: every route on every switch after %s (wall clock, from boot; load %s)%n",
                ms(convergence), load());
        if (!converged(z)) {
            describe(z);
        }
        assertThat(converged(z)).as("every route on every switch before the restart").isTrue();
        // A bgpd says in its OPENs that it "has restarted" (the R bit) for 120 s after it started, and a restarting
        // speaker neither defers its best paths for such a peer nor waits for its End-of-RIB (RFC 4724 4.1): a
        // restart within that time of the zone's boot is two restarts at once, where the restarted switch may send
        // a peer its End-of-RIB before the routes it relays from the other. Restart as in a fabric up for longer.
        runUntil(z, () -> false, FRR_RESTARTED_BIT.plusSeconds(2).minusNanos(System.nanoTime() - booted));
        assertThat(Files.readString(restarting.feature(BgpFeature.class).frr().orElseThrow().daemons().config()))
                .as("%s restarts gracefully and says its ASIC keeps forwarding", restarting.platform().name())
                .contains(" bgp graceful-restart\n", " bgp graceful-restart preserve-fw-state");

        long discardsAtBoot = z.discardsEverywhere();
        var job = RingAllReduce.start(zone.time().simulation(), zone.crossRackNics(), TrafficOptions.DEFAULT
                .withQueuePairs(8).withMessageBytes(256 * 1024).withIterations(1_000_000));
        zone.run(Duration.ofMillis(20));
        long completed = job.stats().iterationsCompleted();
        assertThat(completed).as("the AllReduce runs across the racks before the restart").isPositive();
        return new TrafficBeforeRestart(job, completed, discardsAtBoot);
    }

    @Test
    void aWarmRestartOfAnRtswAgentIsAGracefulRestartOfItsFrrLosingNoPacketAndMakingNoSaiCreateOrRemove(@TempDir Path dir)
            throws Exception {
        var why = ZoneBgp.unavailable();
        assumeTrue(why.isEmpty(), () -> "BGP over the cables: " + why.orElse(""));
        try (var z = Zone.startWithBgp(dir, TEMPLATE, 13, ZoneBgp.onFrr().withGracefulRestart(), namespacePrefix("g"))) {
            var zone = z.zone;
            ZonePlan plan = zone.plan();
            var before = convergedWithTraffic(z, zone.rtsw(0));
            var job = before.job();
            long completed = before.completed();
            long discardsAtBoot = before.discardsAtBoot();

            // The CTSWs, graceful-restart helpers, keep rtsw001's paths; rtsw002 keeps its paths to rack 1 over both CTSWs.
            var watched = List.of(zone.ctsw(0), zone.ctsw(1), zone.rtsw(1));
            var tables = watched.stream().map(a -> a.intent().learned().version()).toList();
            var watch = new LearnedTableWatch(watched);
            // each CTSW's session to rtsw001, at rtsw001's end of their cable, and how often it has come up so far
            List<String> rtsw1 = List.of(plan.rtswLinkAddress(0, 0), plan.rtswLinkAddress(0, 1));
            List<Long> upBefore = List.of(connections(zone.ctsw(0), rtsw1.get(0)), connections(zone.ctsw(1), rtsw1.get(1)));
            var ctswLogs = new ArrayList<Integer>();
            for (int c = 0; c < 2; c++) {
                logSessionEvents(zone.ctsw(c));
                ctswLogs.add(bgpdLog(zone.ctsw(c)).size());
            }
            List<SaiCall> writes = Collections.synchronizedList(new ArrayList<>());
            long start = System.nanoTime();
            var restarted = zone.restartRtswWarm(0, c -> {
                if (c.isWrite()) {
                    writes.add(c);
                }
            });
            int restartedLog = bgpdLog(restarted).size();
            logSessionEvents(restarted);
            Duration agentBack = Duration.ofNanos(System.nanoTime() - start);
            Duration frrBack = runUntil(z, () -> {
                watch.sample();
                return frrBack(restarted, plan, 0) && converged(z);
            }, CONVERGENCE);
            System.out.printf("warm restart of rtsw001 with FRR's graceful restart: agent back after %s, sessions up and "
                    + "FPM's table re-sent after a further %s (wall clock)%n", ms(agentBack), ms(frrBack));
            if (!converged(z) || !frrBack(restarted, plan, 0)) {
                var fpm = restarted.feature(BgpFeature.class).frr().orElseThrow().routes();
                System.out.printf("rtsw001 after the restart: FPM %s, %s%n", fpm.link(), fpm.counts());
                describe(z);
            }
            assertThat(frrBack(restarted, plan, 0)).as("rtsw001's sessions back and FPM's table re-sent, nothing stale").isTrue();
            assertThat(converged(z)).as("every route on every switch after the restart").isTrue();
            // Watched on until both CTSWs have rtsw001's End-of-RIB on the new session (what they would drop, they drop
            // then), and a second longer.
            Duration eor = runUntil(z, () -> {
                watch.sample();
                return backWithEndOfRib(zone.ctsw(0), rtsw1.get(0), upBefore.get(0))
                        && backWithEndOfRib(zone.ctsw(1), rtsw1.get(1), upBefore.get(1));
            }, CONVERGENCE);
            runUntil(z, () -> {
                watch.sample();
                return false;
            }, Duration.ofSeconds(1));
            System.out.printf("rtsw001's End-of-RIB at both CTSWs %s after the zone converged (load %s)%n", ms(eor), load());
            assertThat(backWithEndOfRib(zone.ctsw(0), rtsw1.get(0), upBefore.get(0))).as("ctsw001 has rtsw001's End-of-RIB").isTrue();
            assertThat(backWithEndOfRib(zone.ctsw(1), rtsw1.get(1), upBefore.get(1))).as("ctsw002 has rtsw001's End-of-RIB").isTrue();
            printSessionEvents(restarted, restartedLog);
            printSessionEvents(zone.ctsw(0), ctswLogs.get(0));
            printSessionEvents(zone.ctsw(1), ctswLogs.get(1));

            assertThat(writes).as("nothing created or removed but the switch connect (INIT_SWITCH=false): the learned "
                            + "routes carried over and re-sent by zebra are adopted as they are")
                    .filteredOn(c -> c.operation() != SaiOperation.SET)
                    .singleElement().satisfies(c -> assertThat(c.objectType()).isEqualTo(ObjectType.SWITCH));
            assertThat(writes).as("the same config and routes: nothing to set either").filteredOn(c -> c.operation() == SaiOperation.SET).isEmpty();
            var tablesAfter = watched.stream().map(a -> a.intent().learned().version()).toList();
            watch.sample();
            System.out.printf("ctsw001's, ctsw002's and rtsw002's learned-table versions across rtsw001's restart: %s -> %s%n",
                    tables, tablesAfter);
            watch.print();
            if (!tablesAfter.equals(tables)) {
                for (var agent : List.of(zone.ctsw(0), zone.ctsw(1), restarted, zone.rtsw(1))) {
                    printBgpdLog(agent);
                }
            }
            assertThat(tablesAfter)
                    .as("the CTSWs' and rtsw002's learned tables never changed: the CTSWs' FRR kept rtsw001's routes as "
                            + "graceful-restart helpers (a session reset again before rtsw001 re-sent them, e.g. by a "
                            + "connection collision, makes them drop the still-stale paths)")
                    .isEqualTo(tables);
            assertThat(job.stats().iterationsCompleted()).as("the AllReduce went on").isGreaterThan(completed);
            assertThat(job.stats().iterationsTimedOut()).as("iterations lost").isZero();
            assertThat(z.losslessQueueEverywhere(QueueStat.DROPPED_PACKETS, QueueStat.WRED_DROPPED_PACKETS))
                    .as("drops on the lossless queue of every port of every switch").isZero();
            assertThat(z.discardsEverywhere() - discardsAtBoot).as("discards and errors on every port of every switch across the restart").isZero();
        }
    }

    @Test
    void aWarmRestartOfACtswAgentDuringCrossRackTrafficKeepsItsAsicForwardingLosesNoPacketAndMakesNoSaiCreateOrRemove(
            @TempDir Path dir) throws Exception {
        var why = ZoneBgp.unavailable();
        assumeTrue(why.isEmpty(), () -> "BGP over the cables: " + why.orElse(""));
        try (var z = Zone.startWithBgp(dir, TEMPLATE, 23, ZoneBgp.onFrr().withGracefulRestart(), namespacePrefix("c"))) {
            var zone = z.zone;
            ZonePlan plan = zone.plan();
            // ctsw001's sessions: one to each rack's RTSW, at the RTSW's end of their cable
            List<String> rtsws = List.of(plan.rtswLinkAddress(0, 0), plan.rtswLinkAddress(1, 0));
            var before = convergedWithTraffic(z, zone.ctsw(0));
            var job = before.job();
            long completed = before.completed();
            long discardsAtBoot = before.discardsAtBoot();

            var rtswTables = List.of(zone.rtsw(0).intent().learned().version(), zone.rtsw(1).intent().learned().version());
            var watch = new LearnedTableWatch(List.of(zone.rtsw(0), zone.rtsw(1)));
            // each RTSW's session to ctsw001, at ctsw001's end of their cable, and how often it has come up so far
            List<String> ctsw1 = List.of(plan.ctswLinkAddress(0, 0), plan.ctswLinkAddress(1, 0));
            List<Long> upBefore = List.of(connections(zone.rtsw(0), ctsw1.get(0)), connections(zone.rtsw(1), ctsw1.get(1)));
            var rtswLogs = new ArrayList<Integer>();
            for (int r = 0; r < 2; r++) {
                logSessionEvents(zone.rtsw(r));
                rtswLogs.add(bgpdLog(zone.rtsw(r)).size());
            }
            List<SaiCall> writes = Collections.synchronizedList(new ArrayList<>());
            long start = System.nanoTime();
            var restarted = zone.restartCtswWarm(0, c -> {
                if (c.isWrite()) {
                    writes.add(c);
                }
            });
            int restartedLog = bgpdLog(restarted).size();
            logSessionEvents(restarted);
            Duration agentBack = Duration.ofNanos(System.nanoTime() - start);
            long throughCtsw1 = z.uplinkOctets(0)[0];
            zone.run(Duration.ofMillis(20));
            long throughCtsw1WhileAway = z.uplinkOctets(0)[0] - throughCtsw1;
            Duration frrBack = runUntil(z, () -> {
                watch.sample();
                return sessionsBack(restarted, rtsws) && converged(z);
            }, CONVERGENCE);
            System.out.printf("warm restart of ctsw001 with FRR's graceful restart: agent back after %s, sessions up and "
                    + "FPM's table re-sent after a further %s (wall clock); %,d bytes from rtsw001 through it meanwhile%n",
                    ms(agentBack), ms(frrBack), throughCtsw1WhileAway);
            if (!converged(z) || !sessionsBack(restarted, rtsws)) {
                var fpm = restarted.feature(BgpFeature.class).frr().orElseThrow().routes();
                System.out.printf("ctsw001 after the restart: FPM %s, %s%n", fpm.link(), fpm.counts());
                describe(z);
            }
            assertThat(throughCtsw1WhileAway).as("rtsw001 kept sending through ctsw001 while its FRR was away").isPositive();
            assertThat(sessionsBack(restarted, rtsws)).as("ctsw001's sessions back and FPM's table re-sent, nothing stale").isTrue();
            assertThat(converged(z)).as("every route on every switch after the restart").isTrue();
            // A graceful-restart helper drops the restarted peer's stale paths that peer's End-of-RIB did not bring
            // again: watch on until both RTSWs have ctsw001's End-of-RIB on the new session, then a second longer
            // for what they dropped to reach their learned tables over FPM.
            Duration eor = runUntil(z, () -> {
                watch.sample();
                return backWithEndOfRib(zone.rtsw(0), ctsw1.get(0), upBefore.get(0))
                        && backWithEndOfRib(zone.rtsw(1), ctsw1.get(1), upBefore.get(1));
            }, CONVERGENCE);
            runUntil(z, () -> {
                watch.sample();
                return false;
            }, Duration.ofSeconds(1));
            System.out.printf("ctsw001's End-of-RIB at both RTSWs %s after the zone converged (load %s)%n", ms(eor), load());
            assertThat(backWithEndOfRib(zone.rtsw(0), ctsw1.get(0), upBefore.get(0))).as("rtsw001 has ctsw001's End-of-RIB").isTrue();
            assertThat(backWithEndOfRib(zone.rtsw(1), ctsw1.get(1), upBefore.get(1))).as("rtsw002 has ctsw001's End-of-RIB").isTrue();
            printSessionEvents(restarted, restartedLog);
            printSessionEvents(zone.rtsw(0), rtswLogs.get(0));
            printSessionEvents(zone.rtsw(1), rtswLogs.get(1));

            assertThat(writes).as("nothing created or removed but the switch connect (INIT_SWITCH=false): the learned "
                            + "routes carried over and re-sent by zebra are adopted as they are")
                    .filteredOn(c -> c.operation() != SaiOperation.SET)
                    .singleElement().satisfies(c -> assertThat(c.objectType()).isEqualTo(ObjectType.SWITCH));
            assertThat(writes).as("the same config and routes: nothing to set either").filteredOn(c -> c.operation() == SaiOperation.SET).isEmpty();
            var rtswTablesAfter = List.of(zone.rtsw(0).intent().learned().version(), zone.rtsw(1).intent().learned().version());
            watch.sample();
            System.out.printf("RTSWs' learned-table versions across ctsw001's restart: %s -> %s%n", rtswTables, rtswTablesAfter);
            watch.print();
            if (!rtswTablesAfter.equals(rtswTables)) {
                for (var agent : List.of(zone.rtsw(0), restarted, zone.rtsw(1))) {
                    printBgpdLog(agent);
                }
            }
            assertThat(watch.changes()).as("the RTSWs' learned tables never changed across ctsw001's restart: they kept "
                    + "its paths as graceful-restart helpers, and its End-of-RIB came only after the routes it relays "
                    + "between the racks (it holds its updates until both RTSWs are back: update-delay)").isEmpty();
            assertThat(rtswTablesAfter).as("the RTSWs' learned-table versions").isEqualTo(rtswTables);
            assertThat(job.stats().iterationsCompleted()).as("the AllReduce went on").isGreaterThan(completed);
            assertThat(job.stats().iterationsTimedOut()).as("iterations lost").isZero();
            assertThat(z.losslessQueueEverywhere(QueueStat.DROPPED_PACKETS, QueueStat.WRED_DROPPED_PACKETS))
                    .as("drops on the lossless queue of every port of every switch").isZero();
            assertThat(z.discardsEverywhere() - discardsAtBoot).as("discards and errors on every port of every switch across the restart").isZero();
        }
    }

    /** {@code agent}'s FRR has its sessions to {@code peers} and zebra has re-sent every route over FPM (nothing stale). */
    private static boolean sessionsBack(NosAgent agent, List<String> peers) {
        var frr = agent.feature(BgpFeature.class).frr().orElseThrow();
        return frr.routes().link() != BgpState.Connection.DISCONNECTED && frr.routes().counts().stale() == 0
                && peers.stream().allMatch(p -> session(agent, p).equals("Established"));
    }

    @Test
    void aHostFloodingArpAtAMillionPacketsASecondIsPolicedAndEveryBgpSessionAndNeighborStaysUp(@TempDir Path dir) throws Exception {
        var why = ZoneBgp.unavailable();
        assumeTrue(why.isEmpty(), () -> "BGP over the cables: " + why.orElse(""));
        try (var z = Zone.startWithBgp(dir, TEMPLATE, 17, ZoneBgp.onFrr(), namespacePrefix("f"))) {
            runUntil(z, () -> converged(z), CONVERGENCE);
            assertThat(converged(z)).as("every route on every switch before the flood").isTrue();

            var r = ZoneArpFlood.run(z.zone, ZoneArpFlood.DEFAULT_LENGTH);
            System.out.printf("ARP flood from %s at 1M pkt/s for %s wall (%.3f s simulated): %,d sent, %,d to the CPU "
                            + "(policer %d pps), %,d dropped by the policer; BGP sessions %s, drops %s%n", r.flooder(), ms(r.wall()),
                    r.simulatedSeconds(), r.sent(), r.delivered(), r.policerRate(), r.policed(), r.sessions(), r.sessionDrops());

            assertThat(r.sent()).as("the flood ran at its rate").isGreaterThan((long) (r.simulatedSeconds() * 900_000));
            assertThat(r.policed()).as("what the policer dropped, counted").isGreaterThan(r.sent() / 2);
            assertThat(r.delivered()).as("the arp-request queue held at its rate (plus its burst)")
                    .isLessThanOrEqualTo((long) (r.policerRate() * r.simulatedSeconds()) + 2L * r.policerRate() + 1);
            assertThat(r.sessions()).as("rtsw001's sessions through the flood").hasSize(2).allSatisfy((peer, state) ->
                    assertThat(state).as(peer).isEqualTo("Established"));
            assertThat(r.sessionDrops()).as("none of them went down meanwhile").allSatisfy((peer, drops) ->
                    assertThat(drops).as(peer).isZero());
            assertThat(r.routesKept()).as("every switch's learned routes unchanged through the flood").isTrue();
            assertThat(converged(z)).as("every route on every switch after the flood").isTrue();
            assertThat(r.neighborsUp()).as("rtsw001's neighbors still resolved").isPositive().isEqualTo(r.neighbors());
            assertThat(r.bgpKept()).isTrue();
        }
    }

    /** What bgpd says of the last reset of {@code agent}'s session to {@code peer} (its "last..." fields). */
    private static String lastReset(NosAgent agent, String peer) {
        String text = agent.feature(BgpFeature.class).frr().orElseThrow().daemons().vtysh().show("show bgp neighbors " + peer + " json");
        try {
            var n = JSON.readTree(text).path(peer);
            var out = new StringBuilder();
            n.properties().forEach(e -> {
                if (e.getKey().startsWith("last") && e.getValue().isValueNode()) {
                    out.append(out.isEmpty() ? "" : ", ").append(e.getKey()).append('=').append(e.getValue().asText());
                }
            });
            return out.toString();
        } catch (IOException e) {
            return "unreadable";
        }
    }

    /** This test's gNMI client of each switch. */
    private final java.util.Map<NosAgent, io.nosagent.api.gnmi.GnmiClient> clients = new java.util.HashMap<>();

    private io.nosagent.api.gnmi.GnmiClient client(Zone z, NosAgent agent) {
        return clients.computeIfAbsent(agent, z::client);
    }

    /** The JSON values {@code agent} serves at {@code path} over gNMI (a Get, while the zone runs). */
    private List<String> gnmiGet(Zone z, NosAgent agent, String path) {
        var client = client(z, agent);
        var response = z.whileRunning(() -> client.get(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF)
                .addPath(Zone.path(path)).build()));
        return response.getNotificationList().stream().flatMap(n -> n.getUpdateList().stream())
                .map(u -> u.getVal().getJsonIetfVal().toStringUtf8()).toList();
    }

    /** A gNMI Set of one update on {@code agent}, while the zone runs. */
    private void gnmiSet(Zone z, NosAgent agent, String path, String json) {
        var client = client(z, agent);
        z.whileRunning(() -> client.set(SetRequest.newBuilder().addUpdate(Zone.update(path, json)).build()));
    }

    private static final String NEIGHBORS = "/network-instances/network-instance[name=DEFAULT]/protocols/protocol[identifier=BGP][name=BGP]/bgp/neighbors";

    /** {@code agent}'s neighbors {@code peers} run BFD at 300 ms x 3: OpenConfig's BFD for BGP, in one gNMI Set. */
    private void bfdOverGnmi(Zone z, NosAgent agent, String... peers) {
        var set = SetRequest.newBuilder();
        for (String peer : peers) {
            set.addUpdate(Zone.update(NEIGHBORS + "/neighbor[neighbor-address=" + peer + "]/enable-bfd/config",
                    "{\"enabled\": true, \"desired-minimum-tx-interval\": 300000, \"required-minimum-receive\": 300000, "
                            + "\"detection-multiplier\": 3}"));
        }
        var client = client(z, agent);
        z.whileRunning(() -> client.set(set.build()));
    }

    /** The session states {@code agent} serves over gNMI for its BFD sessions on router interface {@code port}. */
    private List<String> bfdStates(Zone z, NosAgent agent, String port) {
        try {
            return gnmiGet(z, agent, "/bfd/interfaces/interface[id=" + port + "]/peers/peer/state/session-state");
        } catch (java.util.concurrent.CompletionException | io.grpc.StatusRuntimeException e) {
            return List.of(); // NOT_FOUND: no session there yet
        }
    }

    @Test
    void bfdAt300MillisecondsSetOverGnmiEndsTheSessionOverALossyCableAndTakesItsPathsAwayWithinASecondWhileTheCableStaysUp(
            @TempDir Path dir) throws Exception {
        var why = ZoneBgp.unavailable();
        assumeTrue(why.isEmpty(), () -> "BGP over the cables: " + why.orElse(""));
        try (var z = Zone.startWithBgp(dir, TEMPLATE, 19, ZoneBgp.onFrr(), namespacePrefix("b"))) {
            var zone = z.zone;
            ZonePlan plan = zone.plan();
            runUntil(z, () -> converged(z), CONVERGENCE);
            if (!converged(z)) {
                describe(z);
            }
            assertThat(converged(z)).as("every route on every switch before BFD").isTrue();

            // BFD on rtsw001's fabric neighbors and on each CTSW's neighbor rtsw001, through gNMI (OpenConfig enable-bfd).
            // rtsw001's two in one Set: a later reload adding the second one's profile has been seen to restart the first
            // one's BFD session (both ends timed out together), taking its paths away for a moment.
            var rtsw = zone.rtsw(0);
            bfdOverGnmi(z, rtsw, plan.ctswLinkAddress(0, 0), plan.ctswLinkAddress(0, 1));
            for (int s = 0; s < 2; s++) {
                bfdOverGnmi(z, zone.ctsw(s), plan.rtswLinkAddress(0, s));
            }
            String ctsw2 = plan.ctswLinkAddress(0, 1);
            String towardsCtsw2 = ZonePlan.rtswUplink(1);
            runUntil(z, () -> bfdStates(z, rtsw, ZonePlan.rtswUplink(0)).toString().contains("UP")
                    && bfdStates(z, rtsw, towardsCtsw2).toString().contains("UP"), CONVERGENCE);
            String bfdTree = "/bfd/interfaces/interface[id=" + towardsCtsw2 + "]";
            assertThat(bfdStates(z, rtsw, towardsCtsw2)).as("rtsw001's BFD session to ctsw002 over gNMI")
                    .singleElement().asString().contains("UP");
            assertThat(bfdStates(z, rtsw, ZonePlan.rtswUplink(0))).as("and to ctsw001").singleElement().asString().contains("UP");
            assertThat(gnmiGet(z, rtsw, bfdTree + "/state/desired-minimum-tx-interval")).as("300 ms, in µs")
                    .singleElement().asString().contains("300000");
            assertThat(gnmiGet(z, rtsw, bfdTree + "/state/detection-multiplier")).singleElement().asString().contains("3");
            assertThat(gnmiGet(z, rtsw, bfdTree + "/peers/peer/state/remote-address")).singleElement().asString().contains(ctsw2);
            runUntil(z, () -> converged(z), CONVERGENCE);
            assertThat(converged(z)).as("every route on every switch with BFD on").isTrue();

            // sim lossy on both ends of the cable to ctsw002 (each switch's end over its own gNMI): every frame
            // corrupted both ways, its carrier up, only BFD can tell.
            String viaCtsw1 = plan.ctswLinkAddress(0, 0) + " on " + ZonePlan.rtswUplink(0);
            var link = zone.uplink(0, 1).orElseThrow();
            // Timed from rtsw001's Set: from then on it hears nothing from ctsw002 (the peer's frames are the corrupted ones).
            gnmiSet(z, rtsw, "nosagent:/sim/interfaces/interface[name=" + towardsCtsw2 + "]/config/loss-ppm", "1000000");
            long lossStart = System.nanoTime();
            var ended = sessionEnds(rtsw, ctsw2);
            gnmiSet(z, zone.ctsw(1), "nosagent:/sim/interfaces/interface[name=" + ZonePlan.ctswDownlink(0) + "]/config/loss-ppm", "1000000");
            String viaCtsw2 = ctsw2 + " on " + towardsCtsw2;
            runUntil(z, () -> AGGREGATES.get(1).stream().noneMatch(a -> bgpMembers(rtsw, a).contains(viaCtsw2)), Duration.ofSeconds(10));
            Duration pathsGone = Duration.ofNanos(System.nanoTime() - lossStart);
            runUntil(z, () -> AGGREGATES.get(1).stream().allMatch(a -> bgpMembers(rtsw, a).equals(Set.of(viaCtsw1))), Duration.ofSeconds(10));
            runUntil(z, ended::isDone, Duration.ofSeconds(10));
            Duration sessionGone = ended.getNow(Duration.ofSeconds(10));
            String reset = lastReset(rtsw, ctsw2);
            System.out.printf("sim lossy on both ends of rtsw001 %s (carrier up, every frame corrupted): BFD 300 ms x 3 set "
                    + "over gNMI ended the session after %s (\"%s\"), its paths out of the groups after %s%n", towardsCtsw2,
                    ms(sessionGone), reset, ms(pathsGone));
            assertThat(link.isUp()).as("the cable's carrier stayed up").isTrue();
            assertThat(link.corruptedFrames()).as("frames corrupted on the cable").isPositive();
            for (String a : AGGREGATES.get(1)) {
                assertThat(bgpMembers(rtsw, a)).as("rtsw001's route to %s over the lossy cable", a).containsExactly(viaCtsw1);
            }
            assertThat(sessionGone).as("BFD ended the session within a second (the hold time is 9 s)").isLessThan(FAILOVER);
            assertThat(reset).as("BFD ended it, not the hold timer").contains("Cease/BFD Down");
            // The agent hears bfdd's state change itself: the paths go with the detection, not after bgpd's clearing.
            // Detection alone ends 600-900 ms after the loss starts (3 missed 300 ms packets after the last one heard);
            // the agent adds tens of ms. The limit leaves a loaded machine 200 ms of scheduling on top of the 1 s asked.
            assertThat(pathsGone).as("its paths left the groups within about a second").isLessThan(FAILOVER.plusMillis(200));
            String surviving = plan.ctswLinkAddress(0, 0);
            assertThat(session(rtsw, surviving)).as("the session over the other cable").isEqualTo("Established");
            assertThat(JSON.readTree(rtsw.feature(BgpFeature.class).frr().orElseThrow().daemons().vtysh()
                    .show("show bgp neighbors " + surviving + " json")).path(surviving).path("bgpTimerHoldTimeMsecs").asLong())
                    .as("hold timers untouched by BFD: 9 s").isEqualTo(9000);
            runUntil(z, () -> bfdStates(z, rtsw, towardsCtsw2).toString().contains("DOWN"), Duration.ofSeconds(5));
            assertThat(bfdStates(z, rtsw, towardsCtsw2)).as("the session over gNMI once BFD dropped").singleElement()
                    .asString().contains("DOWN");
            assertThat(gnmiGet(z, rtsw, bfdTree + "/peers/peer/state/failure-transitions")).singleElement().asString().contains("1");
            assertThat(bfdStates(z, rtsw, ZonePlan.rtswUplink(0))).as("the other session").singleElement().asString().contains("UP");

            // The cable heals: BFD, the session and the paths come back.
            gnmiSet(z, rtsw, "nosagent:/sim/interfaces/interface[name=" + towardsCtsw2 + "]/config/loss-ppm", "0");
            gnmiSet(z, zone.ctsw(1), "nosagent:/sim/interfaces/interface[name=" + ZonePlan.ctswDownlink(0) + "]/config/loss-ppm", "0");
            Duration back = runUntil(z, () -> converged(z), CONVERGENCE);
            System.out.printf("cable healed: session and paths back after %s%n", ms(back));
            assertThat(converged(z)).as("every route on every switch after the cable healed").isTrue();
            assertThat(session(rtsw, ctsw2)).isEqualTo("Established");
        }
    }
}
