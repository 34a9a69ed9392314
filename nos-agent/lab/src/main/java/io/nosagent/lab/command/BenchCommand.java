package io.nosagent.lab.command;

import io.nosagent.agent.asic.SaiBackends;
import io.nosagent.lab.bench.AgentLogs;
import io.nosagent.lab.bench.BenchLog;
import io.nosagent.lab.bench.CliBench;
import io.nosagent.lab.bench.FrrBgpBench;
import io.nosagent.lab.bench.ControlPlaneBench;
import io.nosagent.lab.bench.LoadBalanceBench;
import io.nosagent.lab.bench.GnmiBench;
import io.nosagent.lab.bench.QosBench;
import io.nosagent.lab.bench.CollectorBench;
import io.nosagent.lab.bench.FailoverBench;
import io.nosagent.lab.bench.SnapshotBench;
import io.nosagent.lab.bench.FlowletSweepBench;
import io.nosagent.lab.bench.RouteCommitBench;
import io.nosagent.lab.bench.RouteLoad;
import io.nosagent.lab.bench.SimulatorBench;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformException;
import io.nosagent.sai.platform.PlatformLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code nos-agent bench ...}: benchmarks that print their figures next to the targets. */
@Command(name = "bench", description = "Run a benchmark and print a table of measured figures and targets on stdout; "
        + "its log lines go to a file named on stderr at the end.",
        mixinStandardHelpOptions = true, subcommands = {BenchCommand.Routes.class, BenchCommand.Failover.class,
                BenchCommand.Simulator.class,
                BenchCommand.LoadBalance.class, BenchCommand.Gnmi.class, BenchCommand.Qos.class, BenchCommand.FabricZone.class,
                BenchCommand.Collector.class, BenchCommand.Snapshot.class, BenchCommand.Bgp.class, BenchCommand.Cli.class, BenchCommand.SetRoutes.class,
                BenchCommand.ControlPlane.class})
public final class BenchCommand {

    /** What the route benchmarks share: the table they program. */
    abstract static class RouteTable {
        @Option(names = "--routes", defaultValue = "128000", description = "IPv6 static routes (default ${DEFAULT-VALUE}; the RTSW holds 131,072 IPv6 routes, connected ones included).")
        int routes;

        @Option(names = "--groups", defaultValue = "4096", description = "Distinct next-hop sets, so groups (default ${DEFAULT-VALUE}).")
        int groups;

        @Option(names = "--members", defaultValue = "8", description = "Uplink next hops per group (default ${DEFAULT-VALUE}).")
        int members;

        @Option(names = "--platform", defaultValue = "rtsw", description = "Platform profile or file (default ${DEFAULT-VALUE}).")
        String platform;

        /** The load, or null after refusing the options on stderr. */
        RouteLoad load(List<String> bad) {
            atLeastOne(bad, "--routes", routes);
            atLeastOne(bad, "--groups", groups);
            atLeastOne(bad, "--members", members);
            if (!bad.isEmpty()) {
                return null;
            }
            try {
                return new RouteLoad(new PlatformLoader().load(platform), routes, groups, members);
            } catch (PlatformException | IllegalArgumentException e) {
                bad.add(e.getMessage());
                return null;
            }
        }
    }

    /** {@code nos-agent bench routes}. */
    @Command(name = "routes", mixinStandardHelpOptions = true,
            description = "Commit IPv6 static routes over ECMP groups in one config commit on the agent (virtual ASIC): "
                    + "routes/s end to end (validate, program, persist) and the heap the agent retains.")
    static final class Routes extends RouteTable implements Callable<Integer> {
        @Override
        public Integer call() {
            var bad = new ArrayList<String>();
            RouteLoad load = load(bad);
            if (load == null) {
                return refuse(String.join("; ", bad));
            }
            var bench = new RouteCommitBench(load);
            return measure("routes", () -> bench.print(bench.run(), System.out));
        }
    }

    /** {@code nos-agent bench failover}. */
    @Command(name = "failover", mixinStandardHelpOptions = true,
            description = "With the route table programmed, fail one uplink at a time: time from the port-down "
                    + "notification to the last group update, and SAI writes per group touched.")
    static final class Failover extends RouteTable implements Callable<Integer> {
        @Option(names = "--failures", defaultValue = "10", description = "Uplink failures measured (default ${DEFAULT-VALUE}).")
        int failures;

        @Override
        public Integer call() {
            var bad = new ArrayList<String>();
            atLeastOne(bad, "--failures", failures);
            RouteLoad load = load(bad);
            if (load == null) {
                return refuse(String.join("; ", bad));
            }
            var bench = new FailoverBench(load, failures);
            return measure("failover", () -> bench.print(bench.run(), System.out));
        }
    }

    /** {@code nos-agent bench qos}. */
    @Command(name = "qos", mixinStandardHelpOptions = true,
            description = "The shipped lossless QoS profile on every port, committed to the agent from no QoS: SAI writes "
                    + "and time; the same config again (target: no write); one DSCP moved (target: one write).")
    static final class Qos implements Callable<Integer> {
        @Option(names = "--platform", defaultValue = "ctsw", description = "Platform profile with a shipped QoS profile: "
                + "rtsw or ctsw (default ${DEFAULT-VALUE}: 64 ports).")
        String platform;

        @Override
        public Integer call() {
            QosBench bench;
            try {
                bench = new QosBench(platform);
                io.nosagent.config.codec.ShippedQos.definitions(new PlatformLoader().load(platform).name());
            } catch (PlatformException | IllegalArgumentException e) {
                return refuse(e.getMessage());
            }
            return measure("qos", () -> bench.print(bench.run(), System.out));
        }
    }

    /** {@code nos-agent bench gnmi}. */
    @Command(name = "gnmi", mixinStandardHelpOptions = true,
            description = "gNMI under load: SAMPLE of every counter to N subscribers (updates/s, agent CPU), "
                    + "ON_CHANGE latency of a link flip, Get of /interfaces, one-leaf Set, and the AFT of 128k routes to an "
                    + "ON_CHANGE subscriber from cold (time to sync, entries/s, agent heap).")
    static final class Gnmi implements Callable<Integer> {
        @Option(names = "--platform", defaultValue = "ctsw", description = "Platform profile or file (default ${DEFAULT-VALUE}: 64 ports).")
        String platform;

        @Option(names = "--subscribers", defaultValue = "10", description = "SAMPLE subscribers (default ${DEFAULT-VALUE}).")
        int subscribers;

        @Option(names = "--seconds", defaultValue = "10", description = "How long to measure sampling (default ${DEFAULT-VALUE}).")
        int seconds;

        @Option(names = "--flips", defaultValue = "200", description = "Link flips timed for ON_CHANGE (default ${DEFAULT-VALUE}).")
        int flips;

        @Option(names = "--requests", defaultValue = "100", description = "Gets and Sets timed (default ${DEFAULT-VALUE}).")
        int requests;

        @Option(names = "--aft-routes", defaultValue = "128000", description = "Routes (over 4096 ECMP groups of 8 uplinks on "
                + "the RTSW, as bench routes) whose AFT is streamed ON_CHANGE to a subscriber from cold; 0 leaves that row out "
                + "(default ${DEFAULT-VALUE}).")
        int aftRoutes;

        @Override
        public Integer call() {
            var bad = new ArrayList<String>();
            atLeastOne(bad, "--subscribers", subscribers);
            atLeastOne(bad, "--seconds", seconds);
            atLeastOne(bad, "--flips", flips);
            atLeastOne(bad, "--requests", requests);
            if (aftRoutes < 0) {
                bad.add("--aft-routes must be at least 0 (0 leaves the AFT row out), not " + aftRoutes);
            }
            if (!bad.isEmpty()) {
                return refuse(String.join("; ", bad));
            }
            java.util.Optional<RouteLoad> aft;
            try {
                new PlatformLoader().load(platform); // the agent process loads it again; refuse it here, plainly
                aft = aftRoutes == 0 ? java.util.Optional.empty()
                        : java.util.Optional.of(new RouteLoad(new PlatformLoader().load("rtsw"), aftRoutes, Math.min(4096, aftRoutes), 8));
            } catch (PlatformException e) {
                return refuse(e.getMessage());
            }
            var bench = new GnmiBench(platform, subscribers, Duration.ofSeconds(seconds), flips, requests, aft);
            return measure("gnmi", () -> bench.print(bench.run(), System.out));
        }
    }

    /** {@code nos-agent bench collector}. */
    @Command(name = "collector", mixinStandardHelpOptions = true,
            description = "The stats collector's CPU per poll on the 64-port CTSW (64 x 8 queues and PGs), idle, with every "
                    + "queue's pause state read, and with 128k routes programmed (target <= 5 ms per 100 ms poll).")
    static final class Collector implements Callable<Integer> {
        @Option(names = "--polls", defaultValue = "200", description = "Polls measured per case, after as many of warm-up (default ${DEFAULT-VALUE}).")
        int polls;

        @Option(names = "--routes", defaultValue = "128000", description = "Routes programmed in the last case (default ${DEFAULT-VALUE}).")
        int routes;

        @Override
        public Integer call() {
            if (polls < 1) {
                return refuse("--polls must be at least 1, not " + polls);
            }
            if (routes < 1) {
                return refuse("--routes must be at least 1, not " + routes);
            }
            var bench = new CollectorBench(polls, routes);
            return measure("collector", () -> bench.print(bench.run(), System.out));
        }
    }

    /** {@code nos-agent bench snapshot}. */
    @Command(name = "snapshot", mixinStandardHelpOptions = true,
            description = "A fault snapshot of the 64-port CTSW with 128k routes: trigger to file on disk (target <= 500 ms) "
                    + "and its compressed size (<= 10 MB).")
    static final class Snapshot implements Callable<Integer> {
        @Option(names = "--snapshots", defaultValue = "10", description = "Snapshots timed, after three of warm-up (default ${DEFAULT-VALUE}).")
        int snapshots;

        @Option(names = "--routes", defaultValue = "128000", description = "Routes programmed (default ${DEFAULT-VALUE}).")
        int routes;

        @Override
        public Integer call() {
            if (snapshots < 1) {
                return refuse("--snapshots must be at least 1, not " + snapshots);
            }
            if (routes < 1) {
                return refuse("--routes must be at least 1, not " + routes);
            }
            var bench = new SnapshotBench(snapshots, routes);
            return measure("snapshot", () -> bench.print(bench.run(), System.out));
        }
    }

    /** {@code nos-agent bench control-plane}. */
    @Command(name = "control-plane", mixinStandardHelpOptions = true,
            description = "The control plane on a virtual RTSW in simulation mode: neighbor resolution of its 16 hosts from cold "
                    + "(simulated ms), the punt path trap -> agent -> reply in packets/s with its CPU, and an ARP flood at 1M pkt/s "
                    + "(what the policer passes and drops, the other neighbors kept); then, with root, TUN and FRR, the same flood in a "
                    + "two-rack zone running BGP on FRR (BGP kept or not).")
    static final class ControlPlane implements Callable<Integer> {
        @Option(names = "--requests", defaultValue = "20000", description = "ARP requests timed on the punt path, after as many of warm-up (default ${DEFAULT-VALUE}).")
        int requests;

        @Override
        public Integer call() {
            if (requests < 1) {
                return refuse("--requests must be at least 1, not " + requests);
            }
            var bench = new ControlPlaneBench(requests);
            return measure("control-plane", () -> bench.print(bench.run(), System.out));
        }
    }

    /** {@code nos-agent bench bgp}. */
    @Command(name = "bgp", mixinStandardHelpOptions = true,
            description = "Routes from BGP end to end: N prefixes with 8-way multipath announced by peer bgpds to the agent's FRR; "
                    + "time to the last route programmed on the virtual ASIC, routes/s, CPU, beside zebra feeding a bare FPM sink "
                    + "(the reference). Needs FRR and root. Cold and warm runs.")
    static final class Bgp implements Callable<Integer> {
        @Option(names = "--prefixes", defaultValue = "10000", description = "Prefixes announced (default ${DEFAULT-VALUE}).")
        int prefixes;

        @Option(names = "--paths", defaultValue = "8", description = "Equal-cost paths per prefix, 1..16 (default ${DEFAULT-VALUE}).")
        int paths;

        @Option(names = "--log", description = "The agents' log lines (default: nos-agent-bench-bgp.log in the temp directory).")
        java.nio.file.Path log;

        @Option(names = "--spine", description = "Then one run at a spine's scale: 100,000 prefixes x --paths, with the heap the agent retains.")
        boolean spine;

        @Option(names = "--gate-ab", description = "Also the A/B arm: runs where the agent does not feed the advertisement gate "
                + "(bgpd gets no prefix-list change), interleaved with the gated runs so both see the same load.")
        boolean gateAb;

        @Override
        public Integer call() {
            if (prefixes < 1 || prefixes > FrrBgpBench.MAX_PREFIXES) {
                return refuse("--prefixes must be 1.." + FrrBgpBench.MAX_PREFIXES + ", not " + prefixes);
            }
            if (paths < 1 || paths > 16) {
                return refuse("--paths must be 1..16, not " + paths);
            }
            if (FrrBgpBench.unavailable().isPresent()) {
                return refuse("bench bgp: " + FrrBgpBench.unavailable().get());
            }
            var logFile = log != null ? log
                    : java.nio.file.Path.of(System.getProperty("java.io.tmpdir")).resolve("nos-agent-bench-bgp.log");
            try (var logs = BenchLog.open(logFile, System.err)) {
                AgentLogs.warningsOnlyUnlessAsked();
                var frr = new FrrBgpBench(prefixes, paths);
                var frrRuns = new ArrayList<FrrBgpBench.Result>();
                var referenceRuns = new ArrayList<FrrBgpBench.Result>();
                var withoutGate = new ArrayList<FrrBgpBench.Result>();
                for (int i = 0; i < 2; i++) {
                    frrRuns.add(frr.run());
                    if (gateAb) {
                        withoutGate.add(frr.runWithoutGate());
                    }
                }
                for (int i = 0; i < 2; i++) {
                    referenceRuns.add(frr.runReference());
                }
                frr.print(frrRuns, withoutGate, referenceRuns, System.out);
                if (spine) {
                    var atScale = new FrrBgpBench(FrrBgpBench.SPINE_PREFIXES, paths, true);
                    atScale.printSpine(atScale.run(), System.out);
                }
            }
            return 0;
        }
    }

    /** {@code nos-agent bench simulator}. */
    @Command(name = "simulator", mixinStandardHelpOptions = true,
            description = "Run the virtual ASIC's data-plane simulator flat out on a 32 x 400G switch at full load: events/s on one core.")
    static final class Simulator implements Callable<Integer> {
        @Option(names = "--sim-ms", defaultValue = "2", description = "Simulated milliseconds to measure, after as many of warm-up (default ${DEFAULT-VALUE}).")
        double simMs;

        @Override
        public Integer call() {
            if (!(simMs > 0)) {
                return refuse("--sim-ms must be positive, not " + simMs);
            }
            var bench = new SimulatorBench((long) (simMs * 1_000_000));
            return measure("simulator", () -> bench.print(bench.run(), System.out));
        }
    }

    /** {@code nos-agent bench load-balance}. */
    @Command(name = "load-balance", mixinStandardHelpOptions = true,
            description = "Reproduce the SIGCOMM'24 load-balancing result through the agent on a virtual RTSW (simulation mode): "
                    + "max-mean ratio of RoCE flows over 16 uplinks per scheme, then the flowlet idle-time sweep.")
    static final class LoadBalance implements Callable<Integer> {
        @Option(names = "--flows", defaultValue = "1000", description = "RoCE flows per trial, a multiple of 8 (default ${DEFAULT-VALUE}).")
        int flows;

        @Option(names = "--trials", defaultValue = "100",
                description = "Trials per scheme, each on a fresh agent and simulation seeded --seed + trial (default ${DEFAULT-VALUE}: "
                        + "400 agent boots, about 10 s on 2 cores; the sweep adds about 10 s).")
        int trials;

        @Option(names = "--seed", defaultValue = "1", description = "Seed of the first trial and of the sweep (default ${DEFAULT-VALUE}).")
        long seed;

        @Option(names = "--sweep-iterations", defaultValue = "5",
                description = "AllReduce iterations per point of the flowlet idle-time sweep through the agent; 0 skips it "
                        + "(default ${DEFAULT-VALUE}).")
        int sweepIterations;

        @Override
        public Integer call() {
            if (sweepIterations < 0) {
                return refuse("--sweep-iterations must be at least 0, not " + sweepIterations);
            }
            LoadBalanceBench bench;
            try {
                bench = new LoadBalanceBench(flows, trials, seed);
            } catch (IllegalArgumentException e) {
                return refuse(e.getMessage());
            }
            return measure("load-balance", () -> {
                AgentLogs.warningsOnlyUnlessAsked();
                bench.print(bench.run(), System.out);
                if (sweepIterations > 0) {
                    System.out.println();
                    var sweep = new FlowletSweepBench(sweepIterations, seed);
                    sweep.print(sweep.run(), System.out);
                }
            });
        }
    }

    /** {@code nos-agent bench fabric}. */
    @Command(name = "fabric", mixinStandardHelpOptions = true,
            description = "The SIGCOMM'24 results on a virtual zone (every switch its own agent), each figure the mean and 95%% "
                    + "confidence interval over several seeds, next to the published figure, the project's expectation and the "
                    + "setup; the table is also written as CSV and the agents' logs go to a file. Then the zone's scale and cost.")
    static final class FabricZone implements Callable<Integer> {
        @Option(names = "--template", paramLabel = "FILE",
                description = "Zone template of the result rows (default: the shipped one in FACTS' shape, 2 racks x 18 CTSWs, "
                        + "16 NICs per rack: non-blocking).")
        java.nio.file.Path template;

        @Option(names = "--seed", defaultValue = "1", description = "Seed of the first zone; seed i is --seed + i (default ${DEFAULT-VALUE}).")
        long seed;

        @Option(names = "--seeds", defaultValue = "10", description = "Zones (seeds) per figure, at least 2 for an interval "
                + "(default ${DEFAULT-VALUE}).")
        int seeds;

        @Option(names = "--iterations", defaultValue = "5", description = "Collective iterations per measurement (default ${DEFAULT-VALUE}).")
        int iterations;

        @Option(names = "--csv", paramLabel = "FILE", description = "Where the table goes as CSV (default: nos-agent-bench-fabric.csv "
                + "in the temporary directory).")
        java.nio.file.Path csv;

        @Option(names = "--log", paramLabel = "FILE", description = "Where the agents' log lines go (default: nos-agent-bench-fabric.log "
                + "in the temporary directory).")
        java.nio.file.Path log;

        @Option(names = "--scale", defaultValue = "2x18,8x18,16x18,64x18", paramLabel = "RxS,...",
                description = "Zone sizes (racks x CTSWs) of the scale report, the largest last, or none (default ${DEFAULT-VALUE}: "
                        + "64 racks is the most a CTSW's 64 ports take).")
        String scale;

        @Option(names = "--rows", defaultValue = "1-7", paramLabel = "N,N-M",
                description = "Result rows to measure (default ${DEFAULT-VALUE}); the others print 'left out'.")
        String rows;

        @Override
        public Integer call() {
            var bad = new ArrayList<String>();
            atLeastOne(bad, "--iterations", iterations);
            atLeastOne(bad, "--seeds", seeds);
            var which = new java.util.TreeSet<Integer>();
            for (String part : rows.split(",")) {
                String[] range = part.strip().split("-");
                try {
                    int from = Integer.parseInt(range[0].strip());
                    int to = range.length > 1 ? Integer.parseInt(range[1].strip()) : from;
                    if (range.length > 2 || from < 1 || to > 7 || from > to) {
                        throw new IllegalArgumentException();
                    }
                    for (int r = from; r <= to; r++) {
                        which.add(r);
                    }
                } catch (RuntimeException e) {
                    bad.add("--rows: '" + part + "' is not a row 1..7 or a range like 2-5");
                }
            }
            var sizes = new ArrayList<int[]>();
            for (String size : scale.equals("none") ? new String[0] : scale.split(",")) {
                String[] rs = size.strip().split("x");
                try {
                    sizes.add(new int[]{Integer.parseInt(rs[0]), Integer.parseInt(rs[1])});
                } catch (RuntimeException e) {
                    bad.add("--scale: '" + size + "' is not RACKSxCTSWS like 8x18");
                }
            }
            if (!bad.isEmpty()) {
                return refuse(String.join("; ", bad));
            }
            io.nosagent.lab.fabric.ZoneTemplate t;
            try {
                t = template == null ? factsShape() : io.nosagent.lab.fabric.ZoneTemplateFile.read(template);
                for (int[] s : sizes) {
                    t.withSize(s[0], s[1], t.hostsPerRack(), t.nicsPerHost());
                }
            } catch (IllegalArgumentException e) {
                return refuse(e.getMessage());
            }
            var tmp = java.nio.file.Path.of(System.getProperty("java.io.tmpdir"));
            var csvFile = csv != null ? csv : tmp.resolve("nos-agent-bench-fabric.csv");
            var logFile = log != null ? log : tmp.resolve("nos-agent-bench-fabric.log");
            var bench = new io.nosagent.lab.bench.FabricBench(t, seed, seeds, iterations, sizes);
            try (var logs = BenchLog.open(logFile, System.err)) {
                AgentLogs.warningsOnlyUnlessAsked();
                var report = bench.results(which, System.err);
                System.err.println("bench fabric: scale and cost");
                var scaled = bench.scale();
                bench.print(report, scaled, System.out);
                bench.writeCsv(report, scaled, csvFile);
                System.err.println("nos-agent bench: table as CSV in " + csvFile);
            }
            return 0;
        }
    }

    /** {@code nos-agent bench cli}. */
    @Command(name = "cli", mixinStandardHelpOptions = true,
            description = "Client commands as a user runs them: each a new process through bin/nos-agent against an agent on "
                    + "the virtual RTSW with simulated traffic; wall time per command (target: median <= 0.5 s) and its CPU.")
    static final class Cli implements Callable<Integer> {
        @Option(names = "--runs", defaultValue = "10", description = "Runs per command (default ${DEFAULT-VALUE}).")
        int runs;

        @Option(names = "--launcher", paramLabel = "FILE", description = "The launcher to time (default: bin/nos-agent of "
                + "the checkout this jar was built in).")
        java.nio.file.Path launcher;

        @Override
        public Integer call() {
            if (runs < 1) {
                return refuse("--runs must be at least 1, not " + runs);
            }
            var found = java.util.Optional.ofNullable(launcher).or(CliBench::launcherBesideJar);
            if (found.isEmpty() || !java.nio.file.Files.isExecutable(found.get())) {
                return refuse("no launcher to time: give --launcher bin/nos-agent");
            }
            var bench = new CliBench(found.get(), runs);
            return measure("cli", () -> bench.print(bench.run(), System.out));
        }
    }

    /** {@code nos-agent bench set}. */
    @Command(name = "set", mixinStandardHelpOptions = true,
            description = "Large route Sets through gNMI on the virtual RTSW: N static routes into a config that has N "
                    + "(cold, then warm; target < 1 s for 20k) and a one-line Set sent beside the cold one.")
    static final class SetRoutes implements Callable<Integer> {
        @Option(names = "--routes", defaultValue = "20000", description = "Routes per Set (default ${DEFAULT-VALUE}).")
        int routes;

        @Override
        public Integer call() {
            if (routes < 1 || routes > 65_536) {
                return refuse("--routes must be from 1 to 65536, not " + routes);
            }
            var bench = new io.nosagent.lab.bench.SetBench(routes);
            return measure("set", () -> bench.print(bench.run(), System.out));
        }
    }

    /** Runs a benchmark with its log lines in a file of their own, named on stderr at the end. */
    private static int measure(String bench, Runnable body) {
        try (var log = BenchLog.open(bench, System.err)) {
            body.run();
        }
        return 0;
    }

    /** The shipped template in FACTS' shape: 2 racks under 18 CTSWs, 16 NICs per rack (2 hosts x 8), every row's default zone. */
    private static io.nosagent.lab.fabric.ZoneTemplate factsShape() {
        var t = io.nosagent.lab.fabric.ZoneTemplateFile.defaults();
        return t.withSize(2, io.nosagent.lab.fabric.ZonePlan.RTSW_UPLINKS, t.hostsPerRack(), t.nicsPerHost());
    }

    /** Adds to {@code bad} what is wrong with {@code option} when its value is below 1. */
    private static void atLeastOne(List<String> bad, String option, long value) {
        if (value < 1) {
            bad.add(option + " must be at least 1, not " + value);
        }
    }

    /** A bad option: one line on stderr, exit status 2, as {@code run} does. */
    private static int refuse(String why) {
        System.err.println("nos-agent bench: " + why);
        return 2;
    }
}
