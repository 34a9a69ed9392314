package io.nosagent.lab.bench;

import io.nosagent.agent.NosAgent;
import io.nosagent.lab.fabric.VirtualZone;
import io.nosagent.lab.fabric.ZonePlan;
import io.nosagent.lab.fabric.ZoneTemplate;
import io.nosagent.watchdog.WatchdogFeature;
import io.nosagent.routing.RoutingFeature;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.lab.fabric.VirtualZone;
import io.nosagent.lab.fabric.ZonePlan;
import io.nosagent.lab.fabric.ZoneTemplate;
import io.nosagent.api.cli.TextTable;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.qos.ClassifierTerm;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.vasic.nic.ClearToSend;
import io.nosagent.sai.vasic.nic.Dcqcn;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.NicSpec;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.QueueingDelays;
import io.nosagent.sai.vasic.traffic.BulkTransfer;
import io.nosagent.sai.vasic.traffic.RingAllReduce;
import io.nosagent.sai.vasic.traffic.SourcePorts;
import io.nosagent.sai.vasic.traffic.TrafficJob;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import io.nosagent.sai.vasic.traffic.TrafficPattern;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * {@code bench fabric}: the SIGCOMM'24 results on a virtual zone, every switch programmed by its own agent
 * from its generated config, each row the published experiment under the published conditions as far as
 * the zone has them: every figure the mean and 95% confidence interval over several seeds (a fresh zone and
 * simulation per seed), every collective checked complete, and beside it the published figure, the
 * project's own expectation (what the model predicts, not a published number) and the setup. First the
 * zone's unloaded RTT against the figure the latency defaults are calibrated to; after the rows, figure
 * 11's curve and the VOQ credit model's sensitivity; then the zone's scale and cost.
 */
public final class FabricBench {

    /** FACTS: the unloaded RTT in production, which the shipped platforms' latencies are calibrated to. */
    public static final long RTT_TARGET_NS = 22_000;

    private final ZoneTemplate template;
    private final List<Long> seeds;
    private final int iterations;
    private final List<int[]> scaleSizes;

    /**
     * @param template   the zone of every row but where a row says otherwise (the bench's default: FACTS' 2 x 18)
     * @param firstSeed  seed of the first zone; seed i is {@code firstSeed + i}
     * @param seeds      zones per measured figure
     * @param iterations collective iterations per measurement
     */
    public FabricBench(ZoneTemplate template, long firstSeed, int seeds, int iterations, List<int[]> scaleSizes) {
        if (seeds < 1 || iterations < 1) {
            throw new IllegalArgumentException("at least one seed and one iteration, not " + seeds + " and " + iterations);
        }
        this.template = template;
        var all = new ArrayList<Long>();
        for (int i = 0; i < seeds; i++) {
            all.add(firstSeed + i);
        }
        this.seeds = Collections.unmodifiableList(all);
        this.iterations = iterations;
        this.scaleSizes = List.copyOf(scaleSizes);
    }

    /** One number of a row, for the CSV: its name, the estimate over the seeds, its unit. */
    public record Figure(String name, Estimate value, String unit) {
    }

    /**
     * One row of the results table.
     *
     * @param published   what the paper or Meta's posts publish, and only that
     * @param expectation what the project expects of the simulator for this setup (not a published number)
     */
    public record Row(String id, String result, String measured, String published, String expectation, String setup,
                      List<Figure> figures) {

        static Row leftOut(int n) {
            return new Row(String.valueOf(n), "", "left out (--rows)", "", "", "", List.of());
        }
    }

    /** Everything the results part measured: the RTT, the rows, figure 11's curve and the VOQ sweep (empty when left out). */
    public record Report(long rttNs, List<Row> rows, List<FlowletCurve.Point> curve, List<VoqCreditSweep.Cell> sweep) {
    }

    /** One zone size's cost. */
    public record Scale(int racks, int spines, int switches, int nics, double bootSeconds, long heapPerAgentBytes,
                        double eventsPerSecond, double simulatedPerWallSecond) {
    }

    List<Long> seeds() {
        return seeds;
    }

    private ZonePlan plan() {
        return new ZonePlan(template);
    }

    /**
     * The rows numbered in {@code which} (1..7), measured; the others say they were left out. A line per row
     * measured goes to {@code progress} (how long it took), as the whole can take an hour.
     */
    public Report results(Set<Integer> which, PrintStream progress) {
        long start = System.nanoTime();
        long rtt = unloadedRttNs(plan(), seeds.getFirst());
        var rows = new ArrayList<Row>();
        List<FlowletCurve.Point> curve = List.of();
        List<VoqCreditSweep.Cell> sweep = List.of();
        for (int n = 1; n <= 7; n++) {
            if (!which.contains(n)) {
                rows.add(Row.leftOut(n));
                continue;
            }
            progress.printf("bench fabric: row %d (%d seeds) started at %.0f s%n", n, seeds.size(), (System.nanoTime() - start) / 1e9);
            switch (n) {
                case 1 -> rows.add(qpScaling());
                case 2 -> {
                    var c = flowletCurve();
                    curve = c.run();
                    rows.add(flowletRow(c, curve));
                }
                case 3 -> rows.add(ctsWait());
                case 4 -> rows.add(ecn());
                case 5 -> {
                    sweep = voqSweep();
                    rows.addAll(voqRows(sweep));
                }
                case 6 -> rows.add(ctswFailure());
                default -> rows.add(multiNicIngress());
            }
        }
        return new Report(rtt, rows, curve, sweep);
    }

    static UnaryOperator<SwitchIntent> loadBalancing(boolean qpHashing, Flowlets flowlets) {
        return i -> {
            var lb = RoutingIntent.of(i).loadBalancing();
            var qp = qpHashing ? lb.qp().withEnabled(true).withMode(QpHashing.Mode.UDF) : lb.qp().withEnabled(false);
            return i.with(RoutingIntent.SECTION, RoutingIntent.of(i).withLoadBalancing(lb.withQp(qp)).withFlowlets(flowlets));
        };
    }

    /** Runs {@code trial} on a fresh zone of {@code plan} per seed, booted with {@code edits}. */
    private <T> List<T> perSeed(ZonePlan plan, VirtualZone.Edits edits, Function<ZoneRun, T> trial) {
        var out = new ArrayList<T>();
        for (long seed : seeds) {
            try (var run = ZoneRun.boot(plan, seed, edits)) {
                out.add(trial.apply(run));
            }
        }
        return out;
    }

    /** The unloaded RTT between two racks of {@code plan}'s zone (seed {@code seed}): a 64-byte RDMA write and its ACK. */
    static long unloadedRttNs(ZonePlan plan, long seed) {
        try (var run = ZoneRun.boot(plan, seed, VirtualZone.Edits.NONE)) {
            return run.unloadedRttNs();
        }
    }

    private String zone(ZonePlan plan) {
        var t = plan.template();
        return String.format("%d racks x %d CTSWs, %d NICs per rack at %dG, uplinks %dG (%s)", plan.racks(), plan.spines(),
                plan.nicsPerRack(), t.downlinkSpeedMbps() / 1000, t.uplinkSpeedMbps() / 1000, subscription(plan));
    }

    /** Uplink against NIC capacity per rack: under 1 the zone blocks. */
    private static String subscription(ZonePlan plan) {
        double up = plan.ctswsOf(0).size() * (double) plan.template().uplinkSpeedMbps();
        double down = plan.nicsPerRack() * (double) plan.template().downlinkSpeedMbps();
        return up >= down ? String.format("non-blocking, uplinks %.2fx the NICs", up / down)
                : String.format("oversubscribed %.1f:1", down / up);
    }

    /** "; k of n seeds not completed (the first: why)" when some were not, else "". */
    private String incomplete(List<ZoneRun.Collective> runs) {
        var missed = runs.stream().filter(c -> !c.completed()).toList();
        return missed.isEmpty() ? "" : String.format("; %d of %d runs not completed (%s)", missed.size(), runs.size(),
                missed.getFirst().shortfall());
    }

    // ---- row 1: QP scaling -----------------------------------------------------------------------------------

    /**
     * The ring of rows 1, 4 and 6: 1 MiB steps (a GPU message) as 128 KiB NIC messages posted whole, round-robin over
     * the QPs; each QP's source port drawn at random, as a NIC derives it, so each seed is another hash draw.
     */
    private TrafficOptions ringOptions(int queuePairs) {
        return TrafficOptions.DEFAULT.withSourcePorts(SourcePorts.RANDOM).withMessageBytes(1 << 20).withNicMessages(128 * 1024)
                .withQueuePairs(queuePairs).withIterations(iterations);
    }

    /** Row 1's figures per seed: the ring with 5-tuple ECMP and 1 QP, then with E-ECMP and 16 QPs, on the same zone. */
    List<ZoneRun.Collective[]> qpScaling(ZonePlan plan) {
        return perSeed(plan, VirtualZone.Edits.rtsws(loadBalancing(false, Flowlets.OFF)), run -> {
            var ecmp = run.ring(run.zone().crossRackNics(), ringOptions(1));
            run.reconfigure(VirtualZone.Edits.rtsws(loadBalancing(true, Flowlets.OFF)));
            var eEcmp = run.ring(run.zone().crossRackNics(), ringOptions(16));
            return new ZoneRun.Collective[]{ecmp, eEcmp};
        });
    }

    /** Percent by which {@code after} is lower than {@code before}, per seed where both completed. */
    static Estimate gainPercent(List<ZoneRun.Collective[]> pairs) {
        return Estimate.of(pairs.stream().filter(p -> p[0].completed() && p[1].completed())
                .mapToDouble(p -> 100 * (p[0].meanIterationMicros() - p[1].meanIterationMicros()) / p[0].meanIterationMicros())
                .toArray());
    }

    private static Estimate millis(List<ZoneRun.Collective[]> pairs, int which) {
        return Estimate.of(pairs.stream().filter(p -> p[0].completed() && p[1].completed())
                .mapToDouble(p -> p[which].meanIterationMicros() / 1e3).toArray());
    }

    private Row qpScaling() {
        var plan = plan();
        var pairs = qpScaling(plan);
        var all = pairs.stream().flatMap(p -> List.of(p).stream()).toList();
        if (pairs.stream().noneMatch(p -> p[0].completed() && p[1].completed())) {
            return new Row("1", "AllReduce, 5-tuple ECMP 1 QP vs E-ECMP 16 QPs", incomplete(all).substring(2), "", "", "", List.of());
        }
        var before = millis(pairs, 0);
        var after = millis(pairs, 1);
        var gain = gainPercent(pairs);
        return new Row("1", "AllReduce iteration, 5-tuple ECMP 1 QP vs E-ECMP 16 QPs",
                String.format("%s ms -> %s ms: %s%% better%s", before.format("%.2f"), after.format("%.2f"), gain.format("%.0f"),
                        incomplete(all)),
                "up to 40% better (E-ECMP with QP scaling against ECMP without)",
                "better, the interval above 0: 16 QPs spread each step's messages over many uplinks where 1 QP may share one",
                zone(plan) + "; ring AllReduce alternating racks, " + iterations + " iterations, 1 MiB steps as 128 KiB NIC messages "
                        + "posted whole round-robin over the QPs, a random source port per QP; flowlets off",
                List.of(new Figure("ecmp-1qp iteration", before, "ms"), new Figure("e-ecmp-16qp iteration", after, "ms"),
                        new Figure("gain", gain, "%")));
    }

    // ---- row 2: flowlet idle time ------------------------------------------------------------------------------

    FlowletCurve flowletCurve() {
        return new FlowletCurve(plan(), seeds, FlowletCurve.IDLE_TIMES_MICROS, FlowletCurve.OFF, FlowletCurve.BURSTS);
    }

    /** Whether out-of-order packets never rise from one idle time to the next (E-ECMP's reference point aside). */
    static boolean fallsMonotonically(List<FlowletCurve.Point> curve) {
        for (int i = 2; i < curve.size(); i++) {
            if (curve.get(i).outOfOrderPerSecond().mean() > curve.get(i - 1).outOfOrderPerSecond().mean()) {
                return false;
            }
        }
        return true;
    }

    /** "falls monotonically", or where it rises and whether the rise lies inside the two points' 95% intervals. */
    static String shape(List<FlowletCurve.Point> curve) {
        if (fallsMonotonically(curve)) {
            return "falls monotonically";
        }
        var rises = new ArrayList<String>();
        for (int i = 2; i < curve.size(); i++) {
            var before = curve.get(i - 1);
            var after = curve.get(i);
            if (after.outOfOrderPerSecond().mean() > before.outOfOrderPerSecond().mean()) {
                boolean overlap = after.outOfOrderPerSecond().low() <= before.outOfOrderPerSecond().high();
                rises.add(before.idleMicros().orElseThrow() + " -> " + after.idleMicros().orElseThrow() + " us"
                        + (overlap ? " (within the intervals)" : " (beyond the intervals)"));
            }
        }
        return "does NOT fall monotonically: rises " + String.join(", ", rises);
    }

    private Row flowletRow(FlowletCurve c, List<FlowletCurve.Point> curve) {
        var cells = new ArrayList<String>();
        var figures = new ArrayList<Figure>();
        for (var p : curve) {
            if (p.idleMicros().isPresent()) {
                cells.add(p.idleMicros().getAsInt() + " us " + rate(p));
            }
            figures.add(new Figure("out-of-order " + (p.idleMicros().isPresent() ? "idle " + p.idleMicros().getAsInt() + " us"
                    : "e-ecmp"), p.outOfOrderPerSecond(), "pkt/s"));
        }
        return new Row("2", "Out-of-order packets per second vs flowlet idle time (curve below)",
                String.join("; ", cells) + "; " + shape(curve),
                "figure 11: falls non-linearly with the idle time, below 1 packet/s at 256-512 us",
                "falls with the idle time; none once the idle time exceeds the zone's largest difference in path delay",
                c.setup() + "; flowlets on the RTSWs (flowlet quality), E-ECMP alone for reference", figures);
    }

    /** Out-of-order rate with its interval, or the bound a run without any gives. */
    static String rate(FlowletCurve.Point p) {
        if (p.outOfOrderPackets() == 0) {
            return String.format("0 (< %.0f/s)", 1 / Math.max(p.seconds(), 1e-9));
        }
        return p.outOfOrderPerSecond().format("%,.0f") + "/s";
    }

    // ---- row 3: CTS wait -----------------------------------------------------------------------------------------

    private static final int CTS_DSCP = 46;
    /** How long the incast runs (it never ends) and the probe's CTS waits are counted. */
    private static final Duration CTS_WINDOW = Duration.ofMillis(5);
    /** Every CTS of the experiment: 64 KiB chunks, 2 granted per flow (NCCL-like), DSCP 46. */
    static final ClearToSend CTS = ClearToSend.DEFAULT.withMarking(CTS_DSCP, 5);

    /** DSCP 46 classified with RDMA and the strict CTS queue off, on every switch: the CTS wait behind the data. */
    private static UnaryOperator<SwitchIntent> ctsWithRdma() {
        return i -> {
            var qos = QosIntent.of(i);
            var classifier = qos.classifiers().get("dscp");
            var rdma = classifier.terms().get("rdma");
            var set = new TreeSet<>(rdma.dscpSet());
            set.add(CTS_DSCP);
            return i.with(QosIntent.SECTION, qos.withCts(qos.cts().withEnabled(false)).withClassifier(classifier.withTerm(
                    new ClassifierTerm("rdma", rdma.dscp(), set, rdma.targetGroup()))));
        };
    }

    private static VirtualZone.Edits ctsEdits(boolean strict) {
        UnaryOperator<SwitchIntent> lb = loadBalancing(true, Flowlets.OFF);
        return strict ? VirtualZone.Edits.rtsws(lb) : new VirtualZone.Edits(lb.andThen(ctsWithRdma())::apply, ctsWithRdma());
    }

    /** Row 3 per seed: the probe sender's CTS waits with DSCP 46 classified with RDMA, then in the strict CTS queue. */
    List<QueueingDelays[]> ctsWaits(ZonePlan plan) {
        return perSeed(plan, ctsEdits(false), run -> {
            var shared = ctsWaits(run);
            run.reconfigure(ctsEdits(true));
            var strict = ctsWaits(run);
            return new QueueingDelays[]{shared, strict};
        });
    }

    /**
     * 30 NICs (all but the first of each rack) write 4 MiB each, receiver-driven (64 KiB chunks, 2 granted per
     * sender), into rack 2's first NIC, over and over; meanwhile that NIC writes 4 MiB messages to rack 1's first
     * NIC, whose CTS come back through its congested downlink. Every CTS is DSCP 46. The probe sender's waits.
     */
    private QueueingDelays ctsWaits(ZoneRun run) {
        var zone = run.zone();
        SimNic receiver = zone.nics(1).getFirst();
        var incast = new ArrayList<SimNic>();
        for (int d = 1; d < zone.plan().nicsPerRack(); d++) {
            incast.add(zone.nics(0).get(d));
            incast.add(zone.nics(1).get(d));
        }
        incast.add(receiver);
        var options = TrafficOptions.DEFAULT.withMessageBytes(4L << 20).withQueuePairs(1).withTimeoutNs(50_000_000L)
                .withIterations(1_000_000);
        var jobs = new ArrayList<TrafficJob>();
        zone.fabric().start(TrafficPattern.INCAST, incast, options.withClearToSend(CTS)).ifPresent(jobs::add);
        zone.fabric().start(TrafficPattern.INCAST, List.of(receiver, zone.nics(0).getFirst()), options.withClearToSend(CTS))
                .ifPresent(jobs::add);
        zone.run(CTS_WINDOW);
        var waits = new QueueingDelays();
        jobs.getLast().flows().forEach(f -> waits.add(f.ctsWaits()));
        jobs.forEach(TrafficJob::stop);
        zone.run(Duration.ofMillis(20)); // what was posted drains before the next configuration
        return waits;
    }

    private Row ctsWait() {
        var plan = plan();
        if (plan.racks() < 2 || plan.nicsPerRack() < 2) {
            return new Row("3", "Sender's CTS wait under incast, strict CTS queue", "needs 2 racks and 2 NICs per rack", "", "", "",
                    List.of());
        }
        var waits = ctsWaits(plan);
        var shared = Estimate.of(waits.stream().mapToDouble(w -> w[0].p90Ns() / 1e3).toArray());
        var strict = Estimate.of(waits.stream().mapToDouble(w -> w[1].p90Ns() / 1e3).toArray());
        var sharedMean = Estimate.of(waits.stream().mapToDouble(w -> w[0].meanNs() / 1e3).toArray());
        var strictMean = Estimate.of(waits.stream().mapToDouble(w -> w[1].meanNs() / 1e3).toArray());
        long chunks = waits.stream().mapToLong(w -> w[1].count()).sum();
        return new Row("3", "Sender's wait for its CTS under incast, strict CTS queue",
                String.format("P90 %s us -> %s us (mean %s -> %s us; %,d chunks)", shared.format("%.1f"), strict.format("%.1f"),
                        sharedMean.format("%.1f"), strictMean.format("%.1f"), chunks),
                "P90 43 us -> 4 us (NCCL sender's wait for the CTS)",
                "most of the wait gone: in the strict queue a CTS no longer waits behind the incast's data",
                zone(plan) + "; " + (2 * (plan.nicsPerRack() - 1)) + ":1 receiver-driven incast (4 MiB writes) into rack 2's NIC 1, "
                        + "which writes 4 MiB messages to rack 1's NIC 1; every flow 64 KiB chunks, 2 granted at a time (below the "
                        + "zone's bandwidth-delay product: even an unloaded CTS leaves the writer a round trip's wait per 2 chunks); "
                        + "every CTS DSCP 46, classified with RDMA vs the strict CTS queue on every switch; wait per chunk at the "
                        + "writer, from when it could send the chunk to its CTS's arrival, over " + CTS_WINDOW.toMillis()
                        + " ms; E-ECMP, flowlets off",
                List.of(new Figure("cts wait p90 with rdma", shared, "us"), new Figure("cts wait p90 strict", strict, "us"),
                        new Figure("cts wait mean with rdma", sharedMean, "us"), new Figure("cts wait mean strict", strictMean, "us")));
    }

    // ---- row 4: ECN ------------------------------------------------------------------------------------------------

    /** The published result's job size: one NIC per GPU. */
    private static final int GPUS = 32;

    /** Row 4's zone: the template's shape with 200G NICs (the paper's figure is at 200G), uplinks as the template says. */
    ZonePlan ecnPlan() {
        var t = template.withSpeeds(200_000, template.uplinkSpeedMbps());
        int racks = Math.max(2, (GPUS + t.nicsPerRack() - 1) / t.nicsPerRack());
        return new ZonePlan(t.withSize(racks, t.ctsws(), t.hostsPerRack(), t.nicsPerHost()));
    }

    private static UnaryOperator<SwitchIntent> tightEcn() {
        return i -> {
            var downlink = QosIntent.of(i).losslessProfiles().get("downlink");
            return i.with(QosIntent.SECTION, QosIntent.of(i).withLosslessProfile(downlink.withQueueManagement("rdma", "ecn-tight")));
        };
    }

    /** Row 4 per seed: the DCQCN ring with the CTSWs' RDMA queue on ecn-relaxed, then ecn-tight; with their CNPs. */
    List<EcnPair> ecn(ZonePlan plan) {
        var lb = loadBalancing(true, Flowlets.OFF);
        return perSeed(plan, VirtualZone.Edits.rtsws(lb), run -> {
            run.zone().fabric().nics().forEach(n -> n.setDcqcn(Dcqcn.DEFAULT));
            var relaxed = dcqcnRing(run);
            run.reconfigure(new VirtualZone.Edits(lb, tightEcn()));
            var tight = dcqcnRing(run);
            return new EcnPair(relaxed, tight);
        });
    }

    record Cnps(ZoneRun.Collective ring, long cnps) {
    }

    record EcnPair(Cnps relaxed, Cnps tight) {
        boolean completed() {
            return relaxed.ring().completed() && tight.ring().completed();
        }
    }

    /** The 32-GPU ring in a seeded random order, E-ECMP 4 QPs, 1 MiB steps as 128 KiB NIC messages; the CNPs it caused. */
    private Cnps dcqcnRing(ZoneRun run) {
        long before = run.zone().fabric().nics().stream().mapToLong(SimNic::cnpsSent).sum();
        var nics = new ArrayList<>(run.zone().crossRackNics().subList(0, Math.min(GPUS, run.zone().crossRackNics().size())));
        Collections.shuffle(nics, new Random(run.sim().seed()));
        var ring = run.ring(nics, ringOptions(4));
        return new Cnps(ring, run.zone().fabric().nics().stream().mapToLong(SimNic::cnpsSent).sum() - before);
    }

    private Row ecn() {
        var plan = ecnPlan();
        var pairs = ecn(plan);
        var all = pairs.stream().flatMap(p -> List.of(p.relaxed().ring(), p.tight().ring()).stream()).toList();
        var done = pairs.stream().filter(EcnPair::completed).toList();
        if (done.isEmpty()) {
            return new Row("4", "ECN tight vs relaxed on the CTSWs, 32-GPU AllReduce", incomplete(all).substring(2), "", "", "",
                    List.of());
        }
        var relaxed = Estimate.of(done.stream().mapToDouble(p -> p.relaxed().ring().meanIterationMicros() / 1e3).toArray());
        var tight = Estimate.of(done.stream().mapToDouble(p -> p.tight().ring().meanIterationMicros() / 1e3).toArray());
        var slower = Estimate.of(done.stream().mapToDouble(p -> 100 * (p.tight().ring().meanIterationMicros()
                - p.relaxed().ring().meanIterationMicros()) / p.relaxed().ring().meanIterationMicros()).toArray());
        var cnpsRelaxed = Estimate.of(done.stream().mapToDouble(p -> p.relaxed().cnps()).toArray());
        var cnpsTight = Estimate.of(done.stream().mapToDouble(p -> p.tight().cnps()).toArray());
        return new Row("4", "ECN tight vs relaxed on the CTSWs, 32-GPU AllReduce",
                String.format("%s ms relaxed -> %s ms tight: %s%% slower; CNPs %s -> %s%s", relaxed.format("%.2f"), tight.format("%.2f"),
                        slower.format("%+.1f"), cnpsRelaxed.format("%,.0f"), cnpsTight.format("%,.0f"), incomplete(all)),
                "tight (300 / 600 KB) about 5% slower than relaxed (5 MB), at 200G",
                "slower with tight thresholds only where the CTSWs queue: in a non-blocking zone few ring flows share a CTSW port",
                zone(plan) + "; " + GPUS + " NICs running DCQCN (NVIDIA ConnectX defaults), ring AllReduce in a seeded random order, "
                        + iterations + " iterations, 1 MiB steps as 128 KiB NIC messages round-robin over 4 QPs, E-ECMP, flowlets off; "
                        + "CTSWs' RDMA queue ecn-relaxed vs ecn-tight",
                List.of(new Figure("iteration relaxed", relaxed, "ms"), new Figure("iteration tight", tight, "ms"),
                        new Figure("tight slower by", slower, "%"), new Figure("cnps relaxed", cnpsRelaxed, "count"),
                        new Figure("cnps tight", cnpsTight, "count")));
    }

    // ---- row 5: VOQ credits ------------------------------------------------------------------------------------------

    /** The sweep: every setting of the grid at 16 KiB to 1 MiB; and the tuned setting at 16 MiB, where tuning should not help. */
    List<VoqCreditSweep.Cell> voqSweep() {
        var small = new VoqCreditSweep(plan(), seeds, iterations, VoqCreditSweep.grid(),
                List.of(16L * 1024, 64L * 1024, 256L * 1024, 1L << 20)).run();
        var large = new VoqCreditSweep(plan(), seeds, iterations, List.of(VoqCreditSweep.TUNED), List.of(16L << 20)).run();
        var all = new ArrayList<>(small);
        all.addAll(large);
        return all;
    }

    private List<Row> voqRows(List<VoqCreditSweep.Cell> sweep) {
        var tunedSmall = cell(sweep, VoqCreditSweep.TUNED, 64 * 1024);
        var tunedLarge = cell(sweep, VoqCreditSweep.TUNED, 16L << 20);
        var small = sweep.stream().filter(c -> c.messageBytes() < (16L << 20)).toList();
        var lowest = small.stream().min(java.util.Comparator.comparingDouble(c -> c.gainPercent().mean())).orElseThrow();
        var highest = small.stream().max(java.util.Comparator.comparingDouble(c -> c.gainPercent().mean())).orElseThrow();
        String model = "model: no vendor publishes its VOQ credit defaults; the simulator's are no initial credit, a ramp of "
                + VoqCreditSweep.DEFAULT.rampPercentPerUs() + "%/us from " + io.nosagent.sai.vasic.VendorExtensions.RAMP_FLOOR_PERCENT
                + "% of line rate, idle after 2 us";
        String setup = zone(plan()) + "; AllReduce of " + VoqCreditSweep.RANKS + " NICs, one per rack, 1 QP, " + iterations
                + " iterations 20 us apart (the VOQs go idle), E-ECMP, flowlets off; CTSWs' credits: defaults vs ";
        return List.of(
                new Row("5", "Small collective (64 KiB steps), tuned VOQ credits",
                        String.format("%s us -> %s%% sooner; over the sweep (16 KiB-1 MiB, initial 0-256 KiB, ramp 10-100%%/us) "
                                        + "%.1f%% (%s, %d KiB) to %.1f%% (%s, %d KiB)", tunedSmall.defaultMicros().format("%.1f"),
                                tunedSmall.gainPercent().format("%.1f"), lowest.gainPercent().mean(), lowest.setting().label(),
                                lowest.messageBytes() / 1024, highest.gainPercent().mean(), highest.setting().label(),
                                highest.messageBytes() / 1024) + notCompleted(small),
                        "up to 15% for small, latency-sensitive collectives (initial credit and ramp tuned)",
                        model, setup + VoqCreditSweep.TUNED.label() + " (sweep below)",
                        List.of(new Figure("default iteration 64 KiB", tunedSmall.defaultMicros(), "us"),
                                new Figure("tuned gain 64 KiB", tunedSmall.gainPercent(), "%"))),
                new Row("5b", "Large messages (16 MiB steps), tuned VOQ credits",
                        String.format("%s us -> %s%% sooner", tunedLarge.defaultMicros().format("%,.0f"),
                                tunedLarge.gainPercent().format("%.2f")) + notCompleted(List.of(tunedLarge)),
                        "(none: the paper reports gains for small collectives only)",
                        "no gain worth tuning for: a long message spends its time at line rate whatever its start",
                        setup + VoqCreditSweep.TUNED.label(),
                        List.of(new Figure("default iteration 16 MiB", tunedLarge.defaultMicros(), "us"),
                                new Figure("tuned gain 16 MiB", tunedLarge.gainPercent(), "%"))));
    }

    /** "; k runs not completed (left out)" over {@code cells}, or "" when every run completed. */
    private static String notCompleted(List<VoqCreditSweep.Cell> cells) {
        int missed = cells.stream().mapToInt(VoqCreditSweep.Cell::incomplete).sum();
        return missed == 0 ? "" : String.format("; %d runs not completed (left out)", missed);
    }

    private static VoqCreditSweep.Cell cell(List<VoqCreditSweep.Cell> sweep, VoqCreditSweep.Setting s, long bytes) {
        return sweep.stream().filter(c -> c.setting().equals(s) && c.messageBytes() == bytes).findFirst().orElseThrow();
    }

    // ---- row 6: a CTSW fails -------------------------------------------------------------------------------------

    record Failure(double iterationsBefore, double iterationsAfter, long timedOut, double capacityLost, boolean caseNamesIt) {
    }

    /** Row 6 per seed: a continuous ring; its iterations in 20 ms before and 20 ms after the first CTSW fails; the cases. */
    List<Failure> ctswFailure(ZonePlan plan) {
        return perSeed(plan, VirtualZone.Edits.rtsws(loadBalancing(true, Flowlets.OFF)), run -> {
            var zone = run.zone();
            var job = RingAllReduce.start(run.sim(), zone.crossRackNics(), ringOptions(16).withIterations(1_000_000)
                    .withTimeoutNs(5_000_000));
            zone.run(Duration.ofMillis(5));
            long start = job.stats().iterationsCompleted();
            zone.run(Duration.ofMillis(20));
            long before = job.stats().iterationsCompleted() - start;
            zone.ctswDown(0);
            zone.run(Duration.ofMillis(5));
            long atFailure = job.stats().iterationsCompleted();
            zone.run(Duration.ofMillis(20));
            long after = job.stats().iterationsCompleted() - atFailure;
            var group = zone.rtsw(0).feature(RoutingFeature.class).state().current().groupOf(Cidr.parse(plan.rackPrefix(1 % plan.racks())));
            int forwarding = group.map(g -> g.forwarding().size()).orElse(0);
            int members = group.map(g -> g.members().size()).orElse(1);
            job.stop();
            // The correlator lets a lost link settle 1 s before it forms a case: the zone idles through it.
            zone.run(Duration.ofMillis(1_500));
            var cases = zone.rtsw(0).feature(WatchdogFeature.class).watchdog().correlator().openCases().values();
            boolean named = cases.size() == 1 && cases.iterator().next().rootCause().contains(ZonePlan.ctswName(0));
            return new Failure(before, after, job.stats().iterationsTimedOut(), 100.0 * (members - forwarding) / members, named);
        });
    }

    private Row ctswFailure() {
        var plan = plan();
        var runs = ctswFailure(plan);
        var before = Estimate.of(runs.stream().mapToDouble(Failure::iterationsBefore).toArray());
        var after = Estimate.of(runs.stream().mapToDouble(Failure::iterationsAfter).toArray());
        var change = Estimate.of(runs.stream().mapToDouble(f -> 100 * (f.iterationsAfter() - f.iterationsBefore())
                / Math.max(1, f.iterationsBefore())).toArray());
        var lost = Estimate.of(runs.stream().mapToDouble(Failure::capacityLost).toArray());
        long named = runs.stream().filter(Failure::caseNamesIt).count();
        long timedOut = runs.stream().mapToLong(Failure::timedOut).sum();
        return new Row("6", "One CTSW failed under a running AllReduce",
                String.format("iterations per 20 ms %s before -> %s after (%s%%; %d timed out); rack 1's uplink capacity lost %s%%; "
                                + "%d of %d runs with one case naming %s", before.format("%.1f"), after.format("%.1f"),
                        change.format("%+.1f"), timedOut, lost.format("%.1f"), named, runs.size(), ZonePlan.ctswName(0)),
                "one CTSW takes 1/18 = 5.6% of every rack's uplink capacity; correlation gives one case with a suggested root "
                        + "cause (~250:1)",
                "the collective goes on; at most ~6% slower (none while the uplinks left still outnumber the NICs); one case "
                        + "naming the CTSW",
                zone(plan) + "; ring AllReduce alternating racks, E-ECMP 16 QPs, 1 MiB steps as 128 KiB NIC messages, flowlets off; "
                        + ZonePlan.ctswName(0) + " loses every link 25 ms in",
                List.of(new Figure("iterations per 20 ms before", before, "count"), new Figure("iterations per 20 ms after", after, "count"),
                        new Figure("change", change, "%"), new Figure("uplink capacity lost", lost, "%")));
    }

    // ---- row 7: multi-NIC ingress ----------------------------------------------------------------------------------

    /**
     * Row 7's figures on one seed: each NIC's share of the VIP's packets, and the fine-grained group's buckets when
     * NIC 3 fails (the buckets it held, and how many of the others' buckets stayed where they were).
     */
    public record Ingress(String vip, double[] shares, long packets, int buckets, int failedBuckets, int survivorsBefore,
                          int survivorsKept) {
    }

    /** Row 7 per seed on the template's zone (at least 2 racks, 4 NICs per rack). */
    public List<Ingress> ingress() {
        var plan = plan();
        String nic0 = plan.nicAddress(1, 0);
        String vip = nic0.substring(0, nic0.lastIndexOf('.')) + ".100";
        String[] nics = {plan.nicAddress(1, 0), plan.nicAddress(1, 1), plan.nicAddress(1, 2), plan.nicAddress(1, 3)};
        String target = ZonePlan.rtswName(1);
        UnaryOperator<SwitchIntent> edit = i -> {
            var lb = loadBalancing(true, Flowlets.OFF).apply(i);
            return i.system().hostname().equals(target)
                    ? lb.with(RoutingIntent.SECTION, RoutingIntent.of(lb).withStaticRoute(StaticRoute.of(vip + "/32", nics))) : lb;
        };
        return perSeed(plan, VirtualZone.Edits.rtsws(edit), run -> ingress(run, vip));
    }

    private Ingress ingress(ZoneRun run, String vip) {
        var zone = run.zone();
        var vipNic = new SimNic(run.sim(), NicSpec.of("vip", vip, "02:00:00:00:01:00"), template.downlinkSpeedMbps());
        var pairs = zone.nics(0).stream().map(n -> new BulkTransfer.Pair(n, vipNic)).toList();
        BulkTransfer.start(run.sim(), pairs, TrafficOptions.DEFAULT.withFlowClass(FlowClass.ROCE).withQueuePairs(16)
                .withMessageBytes(1024 * 1024));
        var agent = zone.rtsw(1);
        long[] before = downlinkPackets(agent, 4);
        zone.run(Duration.ofMillis(5));
        long[] sent = downlinkPackets(agent, 4);
        long total = 0;
        for (int d = 0; d < 4; d++) {
            sent[d] -= before[d];
            total += sent[d];
        }
        double[] shares = new double[4];
        for (int d = 0; d < 4; d++) {
            shares[d] = total == 0 ? 0 : (double) sent[d] / total;
        }
        Cidr vipPrefix = Cidr.parse(vip + "/32");
        var groupBefore = agent.feature(RoutingFeature.class).state().current().groupOf(vipPrefix).orElseThrow();
        zone.fabric().faults().linkDown(zone.nics(1).get(2).link());
        zone.run(Duration.ofMillis(2));
        var groupAfter = agent.feature(RoutingFeature.class).state().current().groupOf(vipPrefix).orElseThrow();
        int failedBuckets = 0;
        int kept = 0;
        int survivorsBefore = 0;
        for (var m : groupBefore.members()) {
            var now = groupAfter.members().stream().filter(a -> a.ip().equals(m.ip())).findFirst().orElseThrow();
            if (m.interfaceName().equals(ZonePlan.downlink(2))) {
                failedBuckets = m.buckets();
            } else {
                survivorsBefore += m.buckets();
                kept += Math.min(m.buckets(), now.buckets());
            }
        }
        return new Ingress(vip + "/32", shares, total, groupBefore.buckets(), failedBuckets, survivorsBefore, kept);
    }

    private Row multiNicIngress() {
        var plan = plan();
        if (plan.racks() < 2 || plan.nicsPerRack() < 4) {
            return new Row("7", "Multi-NIC host ingress (task VIP, 4 NICs)", "needs 2 racks and 4 NICs per rack", "", "", "", List.of());
        }
        var runs = ingress();
        var shares = new ArrayList<String>();
        var figures = new ArrayList<Figure>();
        for (int d = 0; d < 4; d++) {
            int nic = d;
            var share = Estimate.of(runs.stream().mapToDouble(m -> 100 * m.shares()[nic]).toArray());
            shares.add(share.format("%.1f") + "%");
            figures.add(new Figure("nic " + (d + 1) + " share", share, "%"));
        }
        long onlyItsOwn = runs.stream().filter(m -> m.survivorsKept() == m.survivorsBefore()).count();
        var moved = Estimate.of(runs.stream().mapToDouble(m -> 100.0 * m.failedBuckets() / m.buckets()).toArray());
        return new Row("7", "Multi-NIC host ingress (task VIP over 4 NICs)",
                String.format("per NIC %s; NIC 3 failed: its %s%% of the buckets moved, the others' stayed in %d of %d runs",
                        String.join(" / ", shares), moved.format("%.1f"), onlyItsOwn, runs.size()),
                "no per-NIC share published (Meta's post: job read latency 300 s -> 1 s, checkpoint load 800 s -> 100 s)",
                "about 25% per NIC (consistent hashing); a failed NIC moves only its share",
                "VIP " + runs.getFirst().vip() + " on " + ZonePlan.rtswName(1) + " over 4 NICs of one host: a static /32 (a fine-grained "
                        + "group), not the BGP sidecar; RoCE from rack 1's " + plan.nicsPerRack() + " NICs, 16 QPs each, E-ECMP, flowlets off, 5 ms; "
                        + zone(plan),
                figures);
    }

    private static long[] downlinkPackets(NosAgent agent, int count) {
        long[] out = new long[count];
        for (int d = 0; d < count; d++) {
            long port = agent.switchHandle().portId(ZonePlan.downlink(d)).orElseThrow();
            out[d] = agent.sai().getStats(ObjectType.PORT, port, List.of(PortStat.IF_OUT_UCAST_PKTS), StatsMode.READ)[0];
        }
        return out;
    }

    // ---- scale -----------------------------------------------------------------------------------------------------

    public List<Scale> scale() {
        var out = new ArrayList<Scale>();
        var heap = new HeapMeter();
        for (int[] size : scaleSizes) {
            var plan = new ZonePlan(template.withSize(size[0], size[1], template.hostsPerRack(), template.nicsPerHost()));
            Path dir = RouteCommitBench.tempDir();
            long heapBefore = heap.retainedBytes();
            long bootStart = System.nanoTime();
            // as nos-agent fabric runs them: every switch with its own TLS gNMI server (here on a loopback port of its own)
            var gnmi = io.nosagent.agent.gnmi.GnmiOptions.defaults().withAddress(new java.net.InetSocketAddress(
                    java.net.InetAddress.getLoopbackAddress(), 0)).withUsers(dir.resolve("users.json"));
            try (var zone = VirtualZone.start(plan, seeds.getFirst(), dir, VirtualZone.Edits.NONE, name -> Optional.of(gnmi))) {
                double boot = (System.nanoTime() - bootStart) / 1e9;
                long heapAfter = heap.retainedBytes();
                int switches = plan.racks() + plan.spines();
                zone.startTraffic(TrafficPattern.ALLREDUCE, TrafficOptions.continuous());
                // warm-up: 10 ms of the collective, or 10 s of wall time for the largest zones
                long warmStart = System.nanoTime();
                long warmUntil = zone.time().simulation().now() + Duration.ofMillis(10).toNanos();
                while (zone.time().simulation().now() < warmUntil && System.nanoTime() - warmStart < Duration.ofSeconds(10).toNanos()) {
                    zone.run(Duration.ofMillis(1));
                }
                var sim = zone.time().simulation();
                long events = sim.eventsRun();
                long simStart = sim.now();
                long wallStart = System.nanoTime();
                while (System.nanoTime() - wallStart < Duration.ofSeconds(5).toNanos()) {
                    zone.run(Duration.ofMillis(1));
                }
                double wall = (System.nanoTime() - wallStart) / 1e9;
                out.add(new Scale(plan.racks(), plan.spines(), switches, plan.racks() * plan.nicsPerRack(), boot,
                        (heapAfter - heapBefore) / switches, (sim.eventsRun() - events) / wall, (sim.now() - simStart) / 1e9 / wall));
            } catch (OutOfMemoryError e) {
                out.add(new Scale(plan.racks(), plan.spines(), plan.racks() + plan.spines(), plan.racks() * plan.nicsPerRack(),
                        -1, -1, -1, -1));
            } finally {
                RouteCommitBench.delete(dir);
            }
        }
        return out;
    }

    // ---- output ------------------------------------------------------------------------------------------------------

    public void print(Report report, List<Scale> scale, PrintStream out) {
        out.printf("SIGCOMM'24 results on a virtual zone, every switch programmed by its own agent: mean ± 95%% CI over %d seed%s "
                + "(%d..%d), a fresh zone per seed%n%n", seeds.size(), seeds.size() == 1 ? "" : "s", seeds.getFirst(), seeds.getLast());
        out.printf("Unloaded RTT between two racks (64-byte RDMA write to its ACK): %.1f us; calibration target %.0f us (FACTS: "
                        + "production), %+.1f%%. The platforms' latencies are set to land there: RTSW pipeline, CTSW pipeline and "
                        + "VOQ credit request and grant (NIC and host latency not simulated).%n%n",
                report.rttNs() / 1e3, RTT_TARGET_NS / 1e3, 100.0 * (report.rttNs() - RTT_TARGET_NS) / RTT_TARGET_NS);
        var t = new TextTable().left("row").left("result").left("measured (mean ± 95% CI)")
                .left("published (SIGCOMM'24, Meta)").left("project's expectation").left("setup");
        for (Row r : report.rows()) {
            t.row(r.id(), r.result(), r.measured(), r.published(), r.expectation(), r.setup());
        }
        t.print(out);
        if (!report.curve().isEmpty()) {
            out.printf("%nFigure 11's curve (row 2): out-of-order packets per second at the receivers against the flowlet idle time%n%n");
            var c = new TextTable().left("load balancing").right("out-of-order pkts/s").right("in all")
                    .right("simulated s").left("figure 11 (SIGCOMM'24)");
            for (var p : report.curve()) {
                int us = p.idleMicros().orElse(-1);
                c.row(p.label() + (p.incomplete() > 0 ? " (" + p.incomplete() + " not completed)" : ""), rate(p),
                        String.format("%,d", p.outOfOrderPackets()), String.format("%.3f", p.seconds()),
                        us == 256 || us == 512 ? "< 1 pkt/s" : us > 0 ? "falls with the idle time" : "");
            }
            c.print(out);
        }
        if (!report.sweep().isEmpty()) {
            out.printf("%nVOQ credit model's sensitivity (row 5): how much sooner the small AllReduce completes than at the CTSWs' "
                    + "defaults, %% (16 MiB: the tuned setting only)%n%n");
            var sizes = report.sweep().stream().map(VoqCreditSweep.Cell::messageBytes).distinct().toList();
            var s = new TextTable().left("initial credit, ramp");
            for (long b : sizes) {
                s.right(b >= (1 << 20) ? b / (1 << 20) + " MiB" : b / 1024 + " KiB");
            }
            for (var setting : report.sweep().stream().map(VoqCreditSweep.Cell::setting).distinct().toList()) {
                var cells = new ArrayList<Object>();
                cells.add(setting.label());
                for (long b : sizes) {
                    cells.add(report.sweep().stream().filter(c -> c.setting().equals(setting) && c.messageBytes() == b).findFirst()
                            .map(c -> c.gainPercent().format("%.1f")).orElse(""));
                }
                s.row(cells.toArray());
            }
            s.print(out);
        }
        if (!scale.isEmpty()) {
            out.printf("%nScale and cost (every switch an agent with its own TLS gNMI server; continuous AllReduce across the racks; "
                    + "target: 16 x 18 boots in under a minute, <= 150 MB heap per agent)%n%n");
            var z = new TextTable().left("zone").right("switches").right("NICs").right("boot").right("heap per agent")
                    .right("events/s").right("simulated per wall s");
            for (Scale x : scale) {
                if (x.bootSeconds() < 0) {
                    z.row(x.racks() + " x " + x.spines(), x.switches(), x.nics(), "out of heap", "", "", "");
                } else {
                    z.row(x.racks() + " x " + x.spines(), x.switches(), x.nics(), String.format("%.1f s", x.bootSeconds()),
                            HeapMeter.mib(x.heapPerAgentBytes()), String.format("%,.0f", x.eventsPerSecond()),
                            simulatedTime(x.simulatedPerWallSecond()));
                }
            }
            z.print(out);
        }
    }

    /** Simulated seconds as ms, or as us below 1 ms (the largest zones run a few dozen us per wall second). */
    private static String simulatedTime(double seconds) {
        return seconds >= 1e-3 ? String.format("%.1f ms", seconds * 1e3) : String.format("%.0f us", seconds * 1e6);
    }

    /** The report as CSV for plotting: one line per figure (rows, curve points, sweep cells), then the RTT and the scale. */
    public void writeCsv(Report report, List<Scale> scale, Path file) {
        var csv = new ArrayList<String>();
        csv.add("row,result,figure,mean,ci95,seeds,unit,published,expectation,setup");
        csv.add(Csv.line("rtt", "unloaded RTT between two racks", "rtt", report.rttNs() / 1e3, 0, 1, "us",
                "22 us (production)", "within 10% of the calibration target", ""));
        for (Row r : report.rows()) {
            for (Figure f : r.figures()) {
                csv.add(Csv.line(r.id(), r.result(), f.name(), f.value().mean(), f.value().halfWidth(), f.value().n(), f.unit(),
                        r.published(), r.expectation(), r.setup()));
            }
        }
        for (var p : report.sweep()) {
            csv.add(Csv.line("5-sweep", "VOQ credit sensitivity", p.setting().label() + " at " + p.messageBytes() + " B",
                    p.gainPercent().mean(), p.gainPercent().halfWidth(), p.gainPercent().n(), "%", "", "model", ""));
        }
        for (Scale x : scale) {
            csv.add(Csv.line("scale", x.racks() + " x " + x.spines(), "simulated per wall second", x.simulatedPerWallSecond() * 1e3,
                    0, 1, "ms", "", "", ""));
            csv.add(Csv.line("scale", x.racks() + " x " + x.spines(), "events per second", x.eventsPerSecond(), 0, 1, "events/s",
                    "", "", ""));
        }
        try {
            Files.write(file, csv);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** CSV fields as RFC 4180 wants them: quoted when they hold a comma, quote or line break. */
    static final class Csv {
        private Csv() {
        }

        static String line(Object... fields) {
            var out = new ArrayList<String>();
            for (Object f : fields) {
                String s = f instanceof Double d ? String.format(java.util.Locale.ROOT, "%.6g", d) : String.valueOf(f);
                out.add(s.contains(",") || s.contains("\"") || s.contains("\n") ? "\"" + s.replace("\"", "\"\"") + "\"" : s);
            }
            return String.join(",", out);
        }
    }
}
