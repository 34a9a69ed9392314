package io.nosagent.lab.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.BgpOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.api.cli.TextTable;
import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.intent.bgp.AfiSafiSettings;
import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.RoutingFeature;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.routing.bgp.BgpFeature;
import io.nosagent.routing.bgp.fpm.FpmServer;
import io.nosagent.routing.bgp.fpm.NetNamespace;
import io.nosagent.routing.bgp.frr.FrrDaemons;
import io.nosagent.routing.bgp.frr.FrrSuite;
import io.nosagent.routing.bgp.frr.KernelInterfaces;
import io.nosagent.routing.bgp.frr.Vtysh;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Inet4Address;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Routes from FRR, end to end: an agent on the virtual RTSW runs FRR (zebra, bgpd, bfdd) in a network
 * namespace of its own; {@code paths} peers, each a plain bgpd in its own namespace behind a veth whose
 * switch end is uplink j's kernel interface, hold the same {@code prefixes} prefixes with their session
 * shut. All sessions are released at once; measured from the release to the last route programmed on the
 * virtual ASIC with all {@code paths} members (zebra's FPM feed, the agent's programming), with the CPU the
 * switch's zebra + bgpd and the agent's JVM used meanwhile. Needs FRR and root.
 */
public final class FrrBgpBench {

    private static final long SWITCH_AS = 65001;
    private static final long PEER_AS = 65200;
    private static final Duration LIMIT = Duration.ofMinutes(3);
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Prefixes a run may announce: 100.0.0.0/24 up to 123.255.255.0/24, beyond a spine's 100,000. */
    public static final int MAX_PREFIXES = 24 << 16;
    /** A spine's table: what {@code bench bgp --spine} announces. */
    public static final int SPINE_PREFIXES = 100_000;

    private final int prefixes;
    private final int paths;
    private final boolean measureHeap;

    public FrrBgpBench(int prefixes, int paths) {
        this(prefixes, paths, false);
    }

    /** @param measureHeap whether each agent run also measures the heap the agent retains (full GCs after the timing) */
    public FrrBgpBench(int prefixes, int paths, boolean measureHeap) {
        if (paths < 1 || paths > 16) {
            throw new IllegalArgumentException("paths must be 1..16 (the RTSW's first uplinks), not " + paths);
        }
        if (prefixes < 1 || prefixes > MAX_PREFIXES) {
            throw new IllegalArgumentException("prefixes must be 1.." + MAX_PREFIXES + ", not " + prefixes);
        }
        this.prefixes = prefixes;
        this.paths = paths;
        this.measureHeap = measureHeap;
    }

    /** Whether this machine can run it: FRR installed and root (namespaces, veths). */
    public static Optional<String> unavailable() {
        if (!FrrDaemons.installed()) {
            return Optional.of("FRR is not installed (Debian packages frr and frr-pythontools)");
        }
        if (!"root".equals(System.getProperty("user.name"))) {
            return Optional.of("it needs root (network namespaces, veths)");
        }
        return Optional.empty();
    }

    /**
     * One run's figures.
     *
     * @param endToEnd     release of the peers' sessions -> last route programmed
     * @param daemonsCpu   CPU of the switch's zebra + bgpd over the run
     * @param agentCpu     CPU of this JVM (the agent, with the bench's light polling) over the run
     * @param groups       next-hop groups the routes share at the end
     * @param heapBytes    heap the agent retains with every route programmed (0 when not measured, and for the sink)
     * @param zebraDone    release -> zebra's last FPM message (to 20 ms; the sink's: its end to end); what follows
     *                     it is the agent's own
     * @param bgpdCpu      the switch's bgpd's part of {@code daemonsCpu} (the rest is zebra's)
     */
    public record Result(Duration endToEnd, Duration daemonsCpu, Duration agentCpu, int groups, long heapBytes,
                         Duration zebraDone, Duration bgpdCpu) {
        public double prefixesPerSecond(int prefixes) {
            return prefixes / (endToEnd.toNanos() / 1e9);
        }
    }

    /**
     * Target of the FRR issue: end to end within 1.3x of zebra feeding a bare FPM sink, measured at 1.6-2.2 s
     * for 10,000 prefixes x 8 peers on these machines (FACTS.md "BGP"); scaled to the prefixes announced.
     */
    Duration target() {
        return Duration.ofMillis(Math.round(2_200 * 1.3 * prefixes / 10_000.0));
    }

    /** The bound each run is held to: 1.3x the reference's median measured in this run, else {@link #target()}. */
    private Duration bound(List<Duration> referenceTimes) {
        return referenceTimes.isEmpty() ? target() : Duration.ofNanos(Math.round(median(referenceTimes).toNanos() * 1.3));
    }

    /** The runs side by side: the agent's (cold first, then warm) and the reference's; worst and median. */
    public void print(List<Result> frr, List<Result> reference, PrintStream out) {
        print(frr, List.of(), reference, out);
    }

    /**
     * As {@link #print(List, List, PrintStream)} with the A/B arm {@code withoutGate} (runs of {@link #runWithoutGate()})
     * beside, and bgpd's and zebra's CPU apart.
     */
    public void print(List<Result> frr, List<Result> withoutGate, List<Result> reference, PrintStream out) {
        out.printf("BGP on the virtual RTSW: %,d prefixes x %d paths (%d-way multipath), from the release of the"
                + " announcers' tables to the last route programmed%n%n", prefixes, paths, paths);
        var table = new TextTable().left("daemon").left("run").right("end to end").right("zebra done").right("prefixes/s")
                .right("daemon CPU").right("bgpd").right("zebra").right("agent CPU").right("target").left("verdict");
        var referenceTimes = reference.stream().map(Result::endToEnd).sorted().toList();
        Duration bound = bound(referenceTimes);
        for (int i = 0; i < frr.size(); i++) {
            Result r = frr.get(i);
            table.row("FRR", i == 0 ? "cold" : "warm", ms(r.endToEnd()), ms(r.zebraDone()), rate(prefixes / seconds(r.endToEnd())),
                    ms(r.daemonsCpu()), ms(r.bgpdCpu()), ms(r.daemonsCpu().minus(r.bgpdCpu())), ms(r.agentCpu()),
                    "<= " + ms(bound), r.endToEnd().compareTo(bound) <= 0 ? "met" : "MISSED");
        }
        var frrTimes = frr.stream().map(Result::endToEnd).sorted().toList();
        summary(table, "FRR", frrTimes, bound);
        for (int i = 0; i < withoutGate.size(); i++) {
            Result r = withoutGate.get(i);
            table.row("FRR, gate not fed", i == 0 ? "cold" : "warm", ms(r.endToEnd()), ms(r.zebraDone()),
                    rate(prefixes / seconds(r.endToEnd())), ms(r.daemonsCpu()), ms(r.bgpdCpu()),
                    ms(r.daemonsCpu().minus(r.bgpdCpu())), ms(r.agentCpu()), "A/B", "");
        }
        summary(table, "FRR, gate not fed", withoutGate.stream().map(Result::endToEnd).sorted().toList(), bound);
        for (int i = 0; i < reference.size(); i++) {
            Result r = reference.get(i);
            table.row("FRR -> FPM sink", i == 0 ? "cold" : "warm", ms(r.endToEnd()), ms(r.zebraDone()),
                    rate(prefixes / seconds(r.endToEnd())), ms(r.daemonsCpu()), ms(r.bgpdCpu()),
                    ms(r.daemonsCpu().minus(r.bgpdCpu())), "", "reference", "");
        }
        table.print(out);
        if (!frrTimes.isEmpty() && !referenceTimes.isEmpty()) {
            double ratio = seconds(median(frrTimes)) / seconds(median(referenceTimes));
            out.printf("%nend to end / reference (medians): %.2fx (target <= 1.3x: %s)%n", ratio, ratio <= 1.3 ? "met" : "MISSED");
        }
        out.printf("""

                FRR: %d peers (bgpd, each in its namespace behind uplink j's veth) released at once; zebra done is zebra's
                last FPM message (what follows is the agent's); daemon CPU is the
                switch's zebra + bgpd, agent CPU this JVM's. Target: within 1.3x of zebra
                feeding a bare FPM sink, the reference's median in this run (FACTS.md "BGP": 1.6-2.2 s for 10,000 x 8,
                used as the bound only without reference runs). The reference rows are that sink,
                measured here: the same peers and switch FRR, zebra's table only kept, nothing programmed.
                """, paths);
    }

    /** The spine's row ({@link #SPINE_PREFIXES}): one run through the agent, its rate and the heap it retains. */
    public void printSpine(Result r, PrintStream out) {
        out.printf("%nAt a spine's scale: %,d prefixes x %d paths, one run through the agent (same peers, same timing)%n%n",
                prefixes, paths);
        new TextTable().left("daemon").right("prefixes").right("paths").right("end to end").right("prefixes/s").right("paths/s")
                .right("daemon CPU").right("agent CPU").right("agent heap").right("groups")
                .row("FRR", String.format("%,d", prefixes), String.format("%,d", (long) prefixes * paths), ms(r.endToEnd()),
                        rate(prefixes / seconds(r.endToEnd())), rate((double) prefixes * paths / seconds(r.endToEnd())),
                        ms(r.daemonsCpu()), ms(r.agentCpu()), HeapMeter.mib(r.heapBytes()), Integer.toString(r.groups()))
                .print(out);
        out.printf("%nagent heap: what the agent retains with every route programmed (after full GCs), over the heap"
                + " before it started.%n");
    }

    private void summary(TextTable table, String daemon, List<Duration> sorted, Duration bound) {
        if (sorted.isEmpty()) {
            return;
        }
        Duration worst = sorted.getLast();
        Duration median = median(sorted);
        table.row(daemon, "worst", ms(worst), "", rate(prefixes / seconds(worst)), "", "", "", "", "<= " + ms(bound),
                worst.compareTo(bound) <= 0 ? "met" : "MISSED");
        table.row(daemon, "median", ms(median), "", rate(prefixes / seconds(median)), "", "", "", "", "<= " + ms(bound),
                median.compareTo(bound) <= 0 ? "met" : "MISSED");
    }

    private static Duration median(List<Duration> sorted) {
        return sorted.size() % 2 == 1 ? sorted.get(sorted.size() / 2)
                : sorted.get(sorted.size() / 2 - 1).plus(sorted.get(sorted.size() / 2)).dividedBy(2);
    }

    private static double seconds(Duration d) {
        return d.toNanos() / 1e9;
    }

    private static String rate(double perSecond) {
        return String.format("%,.0f", perSecond);
    }

    private static String ms(Duration d) {
        return String.format("%,.0f ms", d.toNanos() / 1e6);
    }

    /** End to end through the agent: the switch's FRR feeds the agent, which programs the virtual ASIC. */
    public Result run() {
        return run((work, sw, peers) -> measure(work, sw, peers, true));
    }

    /**
     * The A/B arm of {@link #run()}: the same, but the agent does not feed the advertisement gate, so bgpd gets no
     * prefix-list changes and re-runs no outbound policy (and advertises none of the learned prefixes): what the gate
     * costs the daemons, and the end to end, under the same load.
     */
    public Result runWithoutGate() {
        return run((work, sw, peers) -> measure(work, sw, peers, false));
    }

    /**
     * The reference, the daemons' own limit: the same peers and the same switch FRR, zebra feeding a bare FPM sink
     * that only keeps the table (no agent, no programming); measured to the last route with all paths received.
     */
    public Result runReference() {
        return run(this::measureSink);
    }

    private interface Measurement {
        Result measure(Path work, String sw, List<Vtysh> peers) throws IOException;
    }

    private Result run(Measurement measurement) {
        Path work = RouteCommitBench.tempDir();
        String tag = Long.toString(ProcessHandle.current().pid() % 10000) + (System.nanoTime() % 1000);
        var namespaces = new ArrayList<String>();
        var peers = new ArrayList<Process>();
        try {
            Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("rwxr-xr-x"));
            String sw = namespace("bsw" + tag, namespaces);
            var vtys = new ArrayList<Vtysh>();
            for (int j = 0; j < paths; j++) {
                String pe = namespace("bp" + j + "x" + tag, namespaces);
                ip("link", "add", "bva" + tag, "type", "veth", "peer", "name", "bvb" + tag);
                ip("link", "set", "bva" + tag, "netns", sw);
                ip("link", "set", "bvb" + tag, "netns", pe);
                ip("-n", sw, "link", "set", "bva" + tag, "name", KernelInterfaces.kernelName(SimulatedRtsw.uplink(j)));
                ip("-n", sw, "link", "set", KernelInterfaces.kernelName(SimulatedRtsw.uplink(j)), "up");
                ip("-n", pe, "addr", "add", peerIp(j) + "/31", "dev", "bvb" + tag);
                ip("-n", pe, "link", "set", "bvb" + tag, "up");
                vtys.add(startPeer(pe, work.resolve("peer" + j), j, peers));
            }
            for (int j = 0; j < paths; j++) {
                awaitTable(vtys.get(j));
            }
            return measurement.measure(work, sw, vtys);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            for (Process p : peers) {
                p.destroy();
            }
            for (Process p : peers) {
                try {
                    p.waitFor(5, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            for (String ns : namespaces) {
                try {
                    ip("netns", "del", ns);
                } catch (IllegalStateException e) {
                    // gone with the run
                }
            }
            RouteCommitBench.delete(work);
        }
    }

    private Result measure(Path work, String sw, List<Vtysh> peers, boolean gate) {
        var lastChange = new AtomicLong();
        var options = BgpOptions.frrChildren(Optional.of(sw));
        var heap = new HeapMeter();
        long heapBefore = measureHeap ? heap.retainedBytes() : 0;
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", work.resolve("agent")).withBgp(options))) {
            var routing = agent.feature(RoutingFeature.class).state();
            if (!gate) {
                agent.feature(BgpFeature.class).frr().orElseThrow().routes().forwarding((now, gone) -> { });
            }
            routing.changes().subscribe(c -> lastChange.set(System.nanoTime()));
            agent.intent().commit(i -> i.with(BgpIntent.SECTION, bgp()), "bench: BGP on FRR").get();
            var frr = agent.feature(BgpFeature.class).frr().orElseThrow();
            FrrSuite daemons = frr.daemons();
            awaitSwitchReady(daemons.vtysh(), frr.fpm()::isConnected);
            Duration daemonsBefore = daemonsCpu(daemons);
            Duration bgpdBefore = cpu(daemons, FrrDaemons.Daemon.BGPD);
            Duration agentBefore = ProcessHandle.current().info().totalCpuDuration().orElse(Duration.ZERO);
            long release = release(peers);
            long deadline = release + LIMIT.toNanos();
            long looked = -1;
            long messages = frr.fpm().messages();
            long lastMessage = release;
            while (true) {
                if (frr.fpm().messages() != messages) {
                    messages = frr.fpm().messages();
                    lastMessage = System.nanoTime();
                }
                long changed = lastChange.get();
                if (changed != looked) { // look again only after a change: the scan competes with the agent for CPU
                    looked = changed;
                    if (allProgrammed(routing.current())) {
                        break;
                    }
                }
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("not every route programmed within " + LIMIT + ": "
                            + agent.feature(BgpFeature.class).frr().orElseThrow().routes().counts());
                }
                TimeUnit.MILLISECONDS.sleep(20);
            }
            long last = lastChange.get();
            Duration agentCpu = ProcessHandle.current().info().totalCpuDuration().orElse(Duration.ZERO).minus(agentBefore);
            int groups = (int) routing.current().groups().values().stream().filter(g -> g.routes() > 0).count();
            Duration daemonsCpu = daemonsCpu(daemons).minus(daemonsBefore);
            long heapBytes = measureHeap ? Math.max(0, heap.retainedBytes() - heapBefore) : 0;
            return new Result(Duration.ofNanos(last - release), daemonsCpu, agentCpu, groups, heapBytes,
                    Duration.ofNanos(Math.min(lastMessage, last) - release), cpu(daemons, FrrDaemons.Daemon.BGPD).minus(bgpdBefore));
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException("the BGP config was refused: " + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private Result measureSink(Path work, String sw, List<Vtysh> peers) throws IOException {
        for (int j = 0; j < paths; j++) { // the agent's kernel ports would address the uplinks
            ip("-n", sw, "addr", "add", switchIp(j) + "/31", "dev", KernelInterfaces.kernelName(SimulatedRtsw.uplink(j)));
        }
        var sink = new FpmSink(prefixes, paths);
        var loopback = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
        try (var server = FpmServer.start(NetNamespace.listen(sw, loopback), sink);
             var daemons = new FrrDaemons(work.resolve("sink-frr"), Optional.of(sw))) {
            daemons.start(sinkConfig(server.port()));
            awaitSwitchReady(daemons.vtysh(), server::isConnected);
            Duration daemonsBefore = daemonsCpu(daemons);
            Duration bgpdBefore = cpu(daemons, FrrDaemons.Daemon.BGPD);
            long release = release(peers);
            if (!sink.await(LIMIT)) {
                throw new IllegalStateException("the FPM sink did not get every route with " + paths + " paths within " + LIMIT);
            }
            return new Result(Duration.ofNanos(sink.done() - release), daemonsCpu(daemons).minus(daemonsBefore),
                    Duration.ZERO, sink.groups(), 0, Duration.ofNanos(sink.done() - release),
                    cpu(daemons, FrrDaemons.Daemon.BGPD).minus(bgpdBefore));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** The switch's FRR for the reference: what FrrConfig renders for the same intent, without the agent's policy. */
    private String sinkConfig(int fpmPort) {
        var out = new StringBuilder("""
                frr defaults datacenter
                hostname sink
                fpm address 127.0.0.1 port %d
                router bgp %d
                 bgp router-id 10.255.0.1
                 no bgp ebgp-requires-policy
                 no bgp default ipv4-unicast
                 bgp bestpath as-path multipath-relax
                """.formatted(fpmPort, SWITCH_AS));
        for (int j = 0; j < paths; j++) {
            out.append(" neighbor ").append(peerIp(j)).append(" remote-as ").append(PEER_AS).append('\n');
        }
        out.append(" address-family ipv4 unicast\n  maximum-paths 64\n");
        for (int j = 0; j < paths; j++) {
            out.append("  neighbor ").append(peerIp(j)).append(" activate\n");
        }
        return out.append(" exit-address-family\nexit\n").toString();
    }

    /** Every one of the prefixes programmed as a BGP route through a group of {@code paths} members. */
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

    /** Opens every peer's session at once; the moment of the release. */
    private static long release(List<Vtysh> peers) throws InterruptedException {
        long release = System.nanoTime();
        var releases = new ArrayList<Thread>();
        for (int j = 0; j < peers.size(); j++) {
            Vtysh peer = peers.get(j);
            String neighbor = switchIp(j);
            releases.add(Thread.ofPlatform().start(() ->
                    peer.show(FrrDaemons.Daemon.BGPD, "configure terminal", "router bgp " + PEER_AS, "no neighbor " + neighbor + " shutdown")));
        }
        for (Thread t : releases) {
            t.join();
        }
        return release;
    }

    private static Duration cpu(FrrSuite daemons, FrrDaemons.Daemon d) {
        return daemons.process(d).flatMap(p -> p.toHandle().info().totalCpuDuration()).orElse(Duration.ZERO);
    }

    private static Duration daemonsCpu(FrrSuite daemons) {
        Duration sum = Duration.ZERO;
        for (var d : List.of(FrrDaemons.Daemon.ZEBRA, FrrDaemons.Daemon.BGPD)) {
            sum = sum.plus(daemons.process(d).flatMap(p -> p.toHandle().info().totalCpuDuration()).orElse(Duration.ZERO));
        }
        return sum;
    }

    /** Peer j: a bgpd without zebra holding every prefix, its session to the switch shut until the release. */
    private Vtysh startPeer(String namespace, Path dir, int j, List<Process> started) throws IOException {
        Files.createDirectories(dir);
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        var config = new StringBuilder("""
                router bgp %d
                 bgp router-id 10.255.1.%d
                 no bgp ebgp-requires-policy
                 no bgp network import-check
                 neighbor %s remote-as %d
                 neighbor %s timers connect 1
                 neighbor %s shutdown
                 address-family ipv4 unicast
                """.formatted(PEER_AS, j + 1, switchIp(j), SWITCH_AS, switchIp(j), switchIp(j)));
        for (int k = 0; k < prefixes; k++) {
            config.append("  network ").append(prefix(k)).append('\n');
        }
        config.append(" exit-address-family\n");
        Path conf = dir.resolve("frr.conf");
        Files.writeString(conf, config.toString());
        Files.setPosixFilePermissions(conf, PosixFilePermissions.fromString("rw-r--r--"));
        started.add(new ProcessBuilder("ip", "netns", "exec", namespace, "/usr/lib/frr/bgpd", "--no_zebra", "-f", conf.toString(),
                "-i", dir.resolve("bgpd.pid").toString(), "--vty_socket", dir.toString(), "-A", "127.0.0.1", "-P", "0",
                "--log", "file:" + dir.resolve("bgpd.log")).redirectErrorStream(true)
                .redirectOutput(dir.resolve("bgpd.out").toFile()).start());
        return new Vtysh(dir);
    }

    /**
     * Waits until the peer's bgpd holds every one of its prefixes (its config is read): its table counts exactly
     * {@code prefixes} distinct entries. Asked of bgpd alone: the peer runs no other daemon.
     */
    private void awaitTable(Vtysh peer) {
        long deadline = System.nanoTime() + LIMIT.toNanos();
        long held = -1;
        while ((held = prefixesHeld(peer)) != prefixes) {
            if (held > prefixes) {
                throw new IllegalStateException("a peer's bgpd holds " + held + " prefixes, not " + prefixes);
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("a peer's bgpd did not load its " + prefixes + " prefixes within " + LIMIT
                        + " (holds " + held + ")");
            }
            LockSupport.parkNanos(Duration.ofMillis(100).toNanos());
        }
    }

    /**
     * Waits until the switch can take the release: its bgpd answers with all {@code paths} neighbors configured and
     * zebra is connected to the FPM server (the agent's or the sink's). Released earlier, a peer's first connection
     * finds no bgpd listening and waits for its connect timer, or zebra holds its routes until it reaches the FPM
     * server: the run would time those waits, differently in the two runs.
     */
    private void awaitSwitchReady(Vtysh sw, java.util.function.BooleanSupplier fpmConnected) {
        long deadline = System.nanoTime() + LIMIT.toNanos();
        while (bgpd(sw, "show bgp ipv4 unicast summary json").path("peers").size() != paths || !fpmConnected.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the switch's bgpd (" + paths + " neighbors) and zebra's FPM connection were not"
                        + " ready within " + LIMIT + " (FPM connected: " + fpmConnected.getAsBoolean() + ")");
            }
            LockSupport.parkNanos(Duration.ofMillis(20).toNanos());
        }
    }

    /** The distinct IPv4 prefixes bgpd holds (its statistics' total), -1 while it does not answer. */
    private static long prefixesHeld(Vtysh vtysh) {
        return bgpd(vtysh, "show bgp ipv4 unicast statistics json").path("ipv4Unicast").path(0).path("totalPrefixes").asLong(-1);
    }

    /** bgpd's JSON answer to {@code command} (a missing node while bgpd does not answer yet). */
    private static JsonNode bgpd(Vtysh vtysh, String command) {
        String text = vtysh.show(FrrDaemons.Daemon.BGPD, command);
        try {
            JsonNode node = JSON.readTree(text);
            return node != null ? node : JSON.missingNode();
        } catch (IOException e) {
            return JSON.missingNode();
        }
    }

    private BgpIntent bgp() {
        var global = BgpGlobal.of(SWITCH_AS, (Inet4Address) IpAddresses.parseIpv4("10.255.0.1")).withMultiplePaths(true);
        var bgp = BgpIntent.of(global);
        for (int j = 0; j < paths; j++) {
            Neighbor n = Neighbor.of(IpAddresses.parse(peerIp(j)), PEER_AS);
            bgp = bgp.withNeighbor(n.withSettings(n.settings().withAfiSafi(AfiSafiSettings.of(AfiSafi.IPV4_UNICAST))));
        }
        return bgp;
    }

    /**
     * Prefix k is the k-th /24 from 100.0.0.0: distinct for every k a run announces (up to {@link #MAX_PREFIXES}),
     * all valid unicast, none inside the switch's own 10/8 subnets.
     */
    static String prefix(int k) {
        if (k < 0 || k >= MAX_PREFIXES) {
            throw new IllegalArgumentException("prefix number " + k + " out of 0.." + (MAX_PREFIXES - 1));
        }
        int n = (100 << 16) + k;
        return (n >>> 16) + "." + ((n >>> 8) & 0xff) + "." + (n & 0xff) + ".0/24";
    }

    /** The switch's address on uplink j (the RTSW example config), and the CTSW's behind it. */
    private static String switchIp(int j) {
        return "10.1." + (j + 1) + ".0";
    }

    private static String peerIp(int j) {
        return "10.1." + (j + 1) + ".1";
    }

    private static String namespace(String name, List<String> made) {
        ip("netns", "add", name);
        made.add(name);
        ip("-n", name, "link", "set", "lo", "up");
        return name;
    }

    private static void ip(String... args) {
        var cmd = new ArrayList<>(List.of("ip"));
        cmd.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IllegalStateException(String.join(" ", cmd) + ": " + out.strip());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(String.join(" ", cmd), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
