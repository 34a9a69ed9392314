package io.nosagent.lab.bench;

import io.nosagent.watchdog.WatchdogFeature;
import io.nosagent.routing.RoutingFeature;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.lab.fabric.VirtualZone;
import io.nosagent.lab.fabric.ZonePlan;
import io.nosagent.lab.fabric.ZoneTemplate;
import io.nosagent.api.cli.TextTable;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.net.Cidr;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.vasic.nic.ClearToSend;
import io.nosagent.sai.vasic.nic.Dcqcn;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.PacketKind;
import io.nosagent.sai.vasic.traffic.BulkTransfer;
import io.nosagent.sai.vasic.traffic.JobStats;
import io.nosagent.sai.vasic.traffic.RingAllReduce;
import io.nosagent.sai.vasic.traffic.SourcePorts;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import io.nosagent.sai.vasic.traffic.TrafficPattern;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * {@code bench fabric}: the SIGCOMM'24 results reproduced on a virtual zone, every switch programmed by its
 * own agent from its generated config, next to the published figures; rows whose feature has not landed
 * say so. Then the zone's scale and cost: switches, NICs, boot time, heap per agent, events/s, simulated
 * time per wall second.
 */
public final class FabricBench {

    /** How long a row may run in simulated time before it gives up on its collective. */
    private static final Duration LIMIT = Duration.ofSeconds(2);

    private final ZoneTemplate template;
    private final long seed;
    private final int iterations;
    private final List<int[]> scaleSizes;

    public FabricBench(ZoneTemplate template, long seed, int iterations, List<int[]> scaleSizes) {
        this.template = template;
        this.seed = seed;
        this.iterations = iterations;
        this.scaleSizes = List.copyOf(scaleSizes);
    }

    /** One row of the results table. */
    public record Row(String result, String measured, String published, String setup) {
    }

    /** One zone size's cost. */
    public record Scale(int racks, int spines, int switches, int nics, double bootSeconds, long heapPerAgentBytes,
                        double eventsPerSecond, double simulatedPerWallSecond) {
    }

    public List<Row> results() {
        return results(java.util.Set.of(1, 2, 3, 4, 5, 6, 7));
    }

    /** The rows numbered in {@code which} (1..7), measured; the others say they were left out. */
    public List<Row> results(java.util.Set<Integer> which) {
        List<java.util.function.Supplier<Row>> all = List.of(this::allReduceQpScaling, this::flowletSweep, this::ctsWait,
                this::ecnPresets,
                this::voqCreditRamp, this::ctswFailure, this::multiNicIngress);
        var rows = new ArrayList<Row>();
        for (int i = 0; i < all.size(); i++) {
            rows.add(which.contains(i + 1) ? all.get(i).get() : new Row((i + 1) + ".", "left out (--rows)", "", ""));
        }
        return rows;
    }

    private static UnaryOperator<SwitchIntent> loadBalancing(boolean qpHashing, Flowlets flowlets) {
        return i -> {
            var lb = RoutingIntent.of(i).loadBalancing();
            var qp = qpHashing ? lb.qp().withEnabled(true).withMode(QpHashing.Mode.UDF) : lb.qp().withEnabled(false);
            return i.with(RoutingIntent.SECTION, RoutingIntent.of(i).withLoadBalancing(lb.withQp(qp)).withFlowlets(flowlets));
        };
    }

    private ZonePlan plan() {
        return new ZonePlan(template);
    }

    /** Runs a ring AllReduce across the racks to its end (or {@link #LIMIT}); its stats and the simulated seconds taken. */
    record Ring(JobStats stats, double seconds, long cnps) {
    }

    private Ring ring(ZonePlan plan, UnaryOperator<SwitchIntent> rtsw, TrafficOptions options) {
        return ring(plan, VirtualZone.Edits.rtsws(rtsw), options, zone -> { });
    }

    /** As {@link #ring(ZonePlan, UnaryOperator, TrafficOptions)}, with {@code edits} and {@code background} started first. */
    private Ring ring(ZonePlan plan, VirtualZone.Edits edits, TrafficOptions options, java.util.function.Consumer<VirtualZone> background) {
        return ring(plan, edits, options, background, VirtualZone::crossRackNics);
    }

    private Ring ring(ZonePlan plan, VirtualZone.Edits edits, TrafficOptions options, java.util.function.Consumer<VirtualZone> background,
                      java.util.function.Function<VirtualZone, List<SimNic>> ranks) {
        Path dir = tempDir();
        try (var zone = VirtualZone.start(plan, seed, dir, edits)) {
            background.accept(zone);
            var job = RingAllReduce.start(zone.time().simulation(), ranks.apply(zone), options.withIterations(iterations));
            long start = zone.time().simulation().now();
            while (!job.isDone() && zone.time().simulation().now() - start < LIMIT.toNanos()) {
                zone.run(Duration.ofMillis(1));
            }
            return new Ring(job.stats(), (zone.time().simulation().now() - start) / 1e9,
                    zone.fabric().nics().stream().mapToLong(SimNic::cnpsSent).sum());
        } finally {
            delete(dir);
        }
    }

    private String zoneSetup(ZonePlan plan) {
        return plan.racks() + " racks x " + plan.spines() + " CTSWs, " + plan.racks() * plan.nicsPerRack() + " NICs, "
                + template.uplinkSpeedMbps() / 1000 + "G; ring AllReduce across the racks, " + iterations + " iterations";
    }

    private Row allReduceQpScaling() {
        var plan = plan();
        var base = TrafficOptions.DEFAULT.withSourcePorts(SourcePorts.FIXED).withMessageBytes(1024 * 1024);
        Ring ecmp = ring(plan, loadBalancing(false, Flowlets.OFF), base.withQueuePairs(1));
        Ring eEcmp = ring(plan, loadBalancing(true, Flowlets.OFF), base.withQueuePairs(16));
        double before = ecmp.stats().meanIterationNs() / 1e6;
        double after = eEcmp.stats().meanIterationNs() / 1e6;
        return new Row("1. AllReduce completion, 5-tuple ECMP vs E-ECMP 16 QPs",
                String.format("%.2f ms -> %.2f ms (%.0f%% better)", before, after, 100 * (before - after) / before),
                "up to 40% better", zoneSetup(plan) + ", 1 MiB steps");
    }

    /**
     * The ring (E-ECMP, 4 QPs, 256 KiB steps, 500 us between iterations) beside on/off background traffic
     * between the racks (half of rack 1's NICs each send 64 KiB UDP bursts every 70 us to a NIC of rack 2), so
     * the uplinks' load keeps changing and a flowlet that moves can overtake its own packets.
     */
    private Row flowletSweep() {
        var plan = plan();
        var options = TrafficOptions.DEFAULT.withSourcePorts(SourcePorts.FIXED).withQueuePairs(4).withMessageBytes(256 * 1024)
                .withGapNs(500_000);
        java.util.function.Consumer<VirtualZone> background = zone -> {
            var pairs = new ArrayList<BulkTransfer.Pair>();
            for (int d = 0; d < plan.nicsPerRack() / 2; d++) {
                pairs.add(new BulkTransfer.Pair(zone.nics(0).get(d), zone.nics(1).get((d + 5) % plan.nicsPerRack())));
            }
            BulkTransfer.start(zone.time().simulation(), pairs, TrafficOptions.DEFAULT.withFlowClass(FlowClass.UDP)
                    .withMessageBytes(64 * 1024).withIterations(1_000_000).withGapNs(70_000));
        };
        var cells = new ArrayList<String>();
        for (int idle : new int[]{16, 256, 512}) {
            Ring r = ring(plan, VirtualZone.Edits.rtsws(loadBalancing(true, Flowlets.OFF.withEnabled(true).withIdleTimeMicros(idle))),
                    options, background);
            cells.add(String.format("%d us: %,.0f OOO/s, %.2f ms", idle, r.stats().outOfOrderPackets() / r.seconds(),
                    r.stats().meanIterationNs() / 1e6));
        }
        return new Row("2. Flowlet idle time across racks", String.join("; ", cells), "< 1 OOO/s at 256-512 us (fig. 11)",
                zoneSetup(plan) + ", E-ECMP 4 QPs, 256 KiB steps, 500 us between iterations; background: 64 KiB UDP bursts "
                        + "every 70 us from half of rack 1's NICs to rack 2");
    }

    /**
     * CTS wait under incast through the zone: 30 NICs (15 of each rack) write 4 MiB each into NIC 1 of rack 2,
     * losslessly; meanwhile that NIC sends a receiver-driven message to NIC 1 of rack 1, whose clear-to-sends
     * (DSCP 46) come back across the CTSWs and through the congested downlink. With the shipped profiles they
     * ride the strict CTS queue; without it (CTS off, DSCP 46 classified with RDMA on every switch) they wait
     * behind the incast's data.
     */
    private Row ctsWait() {
        var plan = plan();
        if (plan.racks() < 2 || plan.nicsPerRack() < 2) {
            return new Row("3. CTS wait under incast, strict CTS queue", "needs 2 racks and 2 NICs per rack", "P90 43 us -> 4 us", "");
        }
        var shared = ctsDelays(plan, false);
        var strict = ctsDelays(plan, true);
        return new Row("3. CTS wait under incast, strict CTS queue", String.format("P90 %.1f us -> %.1f us (%,d / %,d CTS)",
                shared.p90Ns() / 1e3, strict.p90Ns() / 1e3, shared.count(), strict.count()), "P90 43 us -> 4 us",
                plan.racks() + " racks x " + plan.spines() + " CTSWs; " + (2 * (plan.nicsPerRack() - 1))
                        + ":1 lossless receiver-driven incast (64 KiB chunks, 2 granted per sender) of 4 MiB writes (repeated) into rack 2's NIC 1, which sends 4 MiB with 64 KiB CTS chunks"
                        + " to rack 1's NIC 1; queueing delay of the CTS that reach it in " + CTS_WINDOW.toMillis()
                        + " ms, CTS classified with RDMA vs the strict CTS queue");
    }

    private static final int CTS_DSCP = 46;
    /** How long the incast runs (it never ends) and the CTS that arrive meanwhile are counted. */
    private static final Duration CTS_WINDOW = Duration.ofMillis(5);

    private static UnaryOperator<SwitchIntent> ctsWithRdma() {
        return i -> {
            var qos = QosIntent.of(i);
            var classifier = qos.classifiers().get("dscp");
            var rdma = classifier.terms().get("rdma");
            var set = new java.util.TreeSet<>(rdma.dscpSet());
            set.add(CTS_DSCP);
            return i.with(QosIntent.SECTION, qos.withCts(qos.cts().withEnabled(false)).withClassifier(classifier.withTerm(
                    new io.nosagent.config.intent.qos.ClassifierTerm("rdma", rdma.dscp(), set, rdma.targetGroup()))));
        };
    }

    /** Row 3's measurement: the queueing delays of the CTS that reached the incast's receiver. */
    io.nosagent.sai.vasic.packet.QueueingDelays ctsDelays(ZonePlan plan, boolean strictCtsQueue) {
        var edits = strictCtsQueue ? VirtualZone.Edits.NONE : new VirtualZone.Edits(ctsWithRdma(), ctsWithRdma());
        Path dir = tempDir();
        try (var zone = VirtualZone.start(plan, seed, dir, edits)) {
            SimNic receiver = zone.nics(1).get(0);
            var incast = new ArrayList<SimNic>();
            for (int d = 1; d < plan.nicsPerRack(); d++) {
                incast.add(zone.nics(0).get(d));
                incast.add(zone.nics(1).get(d));
            }
            incast.add(receiver);
            var options = TrafficOptions.DEFAULT.withMessageBytes(4L << 20).withQueuePairs(1).withTimeoutNs(50_000_000L);
            // The incast is receiver-driven too (NCCL's CTS, marked like its data): what queues is its granted chunks.
            zone.fabric().start(TrafficPattern.INCAST, incast, options.withIterations(1_000_000).withClearToSend(ClearToSend.DEFAULT));
            zone.fabric().start(TrafficPattern.INCAST, List.of(receiver, zone.nics(0).get(0)),
                    options.withClearToSend(ClearToSend.DEFAULT.withMarking(CTS_DSCP, 5)));
            zone.run(CTS_WINDOW);
            return receiver.queueingDelays(PacketKind.CTS);
        } finally {
            delete(dir);
        }
    }

    /**
     * ECN on the CTSWs' RDMA queue, relaxed (the shipped 5 MB) vs tight (300 / 600 KB), under a 32-GPU ring
     * AllReduce whose NICs run DCQCN (NVIDIA ConnectX's defaults), in two zones: 4 racks of 8 NICs under 4
     * CTSWs, where each rack has half the uplink capacity its NICs can send, and the ring in a seeded random
     * order so several racks send to one and the CTSWs' ports towards a rack fan in (in a ring that goes rack
     * by rack every CTSW port has one sender, and only the RTSWs queue); and the FACTS shape, 32 NICs filling
     * racks of the template's size under 18 CTSWs (more uplink capacity than NICs), the same ring.
     */
    private Row ecnPresets() {
        var oversubscribed = ecnPlan();
        var factsShape = ecnFactsPlan();
        return ecnRow(oversubscribed, dcqcnAllReduce(oversubscribed, false), dcqcnAllReduce(oversubscribed, true),
                factsShape, dcqcnAllReduce(factsShape, false), dcqcnAllReduce(factsShape, true));
    }

    /** Row 4's measurement: the 32-GPU ring with DCQCN NICs in {@code plan}, the CTSWs' RDMA queue on ecn-relaxed or ecn-tight. */
    Ring dcqcnAllReduce(ZonePlan plan, boolean tightEcn) {
        var options = TrafficOptions.DEFAULT.withSourcePorts(SourcePorts.FIXED).withQueuePairs(4).withMessageBytes(1024 * 1024);
        java.util.function.Consumer<VirtualZone> dcqcn = zone -> zone.fabric().nics().forEach(n -> n.setDcqcn(Dcqcn.DEFAULT));
        java.util.function.Function<VirtualZone, List<SimNic>> shuffled = zone -> {
            var nics = new ArrayList<>(zone.crossRackNics());
            java.util.Collections.shuffle(nics, new java.util.Random(seed));
            return nics;
        };
        UnaryOperator<SwitchIntent> tight = i -> {
            var downlink = QosIntent.of(i).losslessProfiles().get("downlink");
            return i.with(QosIntent.SECTION, QosIntent.of(i).withLosslessProfile(downlink.withQueueManagement("rdma", "ecn-tight")));
        };
        return ring(plan, tightEcn ? new VirtualZone.Edits(UnaryOperator.identity(), tight) : VirtualZone.Edits.NONE, options,
                dcqcn, shuffled);
    }

    /** 4 racks of 8 NICs under 4 CTSWs: 4 x 400G of uplinks for 8 x 400G of NICs per rack. */
    ZonePlan ecnPlan() {
        return new ZonePlan(template.withSize(4, Math.min(4, template.ctsws()), 1, 8));
    }

    /** 32 NICs in racks of the template's size (FACTS: 16 NICs) under 18 CTSWs, one uplink to each. */
    ZonePlan ecnFactsPlan() {
        int nicsPerRack = template.hostsPerRack() * template.nicsPerHost();
        return new ZonePlan(template.withSize(Math.max(2, GPUS / nicsPerRack), ZonePlan.RTSW_UPLINKS, template.hostsPerRack(),
                template.nicsPerHost()));
    }

    /** The published result's job size: one NIC per GPU. */
    private static final int GPUS = 32;

    private static String ecnFigures(ZonePlan plan, Ring relaxed, Ring tightened) {
        double before = relaxed.stats().meanIterationNs() / 1e6;
        double after = tightened.stats().meanIterationNs() / 1e6;
        return String.format("%d x %d zone: %.2f ms relaxed -> %.2f ms tight (%+.1f%%; %,d vs %,d CNPs)", plan.racks(), plan.spines(),
                before, after, 100 * (after - before) / before, relaxed.cnps(), tightened.cnps());
    }

    private Row ecnRow(ZonePlan oversubscribed, Ring relaxed, Ring tightened, ZonePlan factsShape, Ring factsRelaxed, Ring factsTight) {
        return new Row("4. ECN tight vs relaxed, 32-GPU AllReduce", ecnFigures(oversubscribed, relaxed, tightened) + "; "
                + ecnFigures(factsShape, factsRelaxed, factsTight), "tight about 5% slower",
                "32 NICs running DCQCN (NVIDIA ConnectX defaults), ring AllReduce in a seeded random order, E-ECMP 4 QPs, 1 MiB steps, "
                        + iterations + " iterations; CTSWs' RDMA queue ecn-relaxed (5 MB) vs ecn-tight (300 / 600 KB); "
                        + uplinkShare(oversubscribed) + "; " + uplinkShare(factsShape));
    }

    /** How a zone's racks are connected: uplinks against NICs, both at the template's speeds. */
    private String uplinkShare(ZonePlan plan) {
        return String.format("%d x %d zone: %d NICs per rack, uplinks %d%% of their line rate", plan.racks(), plan.spines(),
                plan.nicsPerRack(), Math.round(100.0 * plan.spines() * template.uplinkSpeedMbps()
                        / ((double) plan.nicsPerRack() * template.downlinkSpeedMbps())));
    }

    /** 64 KiB initial credit and a ramp of 50 % of line rate per microsecond (the qos module's VoqCreditsTest). */
    private static final io.nosagent.config.intent.qos.VoqCredits TUNED_CREDITS = new io.nosagent.config.intent.qos.VoqCredits(
            java.util.OptionalLong.of(64 * 1024), java.util.OptionalLong.of(50), true, 500);

    /**
     * Small collectives through the CTSWs: the ring with 64 KiB steps and 20 us between iterations (the VOQs go
     * idle between them), the CTSWs' VOQ credits at the vendor's defaults vs tuned.
     */
    private static final int RANKS = 4;

    /** Row 5's measurement: the small ring with the CTSWs' VOQ credits at the vendor's defaults or tuned. */
    JobStats smallCollective(ZonePlan plan, boolean tunedCredits) {
        var options = TrafficOptions.DEFAULT.withSourcePorts(SourcePorts.FIXED).withQueuePairs(1).withMessageBytes(64 * 1024)
                .withGapNs(20_000);
        UnaryOperator<SwitchIntent> tuned = i -> i.with(QosIntent.SECTION, QosIntent.of(i).withVoqCredits(TUNED_CREDITS));
        java.util.function.Function<VirtualZone, List<SimNic>> ranks = zone -> zone.crossRackNics().subList(0, RANKS);
        return ring(plan, new VirtualZone.Edits(UnaryOperator.identity(), tunedCredits ? tuned : UnaryOperator.identity()),
                options, zone -> { }, ranks).stats();
    }

    private Row voqCreditRamp() {
        var plan = plan();
        double before = smallCollective(plan, false).meanIterationNs() / 1e3;
        double after = smallCollective(plan, true).meanIterationNs() / 1e3;
        return new Row("5. Small collectives, tuned VOQ credit ramp", String.format("%.1f us -> %.1f us (%.1f%% faster)",
                before, after, 100 * (before - after) / before), "up to 15% faster",
                zoneSetup(plan).replace("ring AllReduce across the racks", "ring AllReduce of " + RANKS + " NICs alternating racks")
                        + ", 64 KiB steps 20 us apart, 1 QP; CTSWs' VOQ credits: vendor default vs 64 KiB initial, "
                        + "ramp 50%/us");
    }

    private Row ctswFailure() {
        var t = template.withSize(template.racks(), ZonePlan.RTSW_UPLINKS, template.hostsPerRack(), template.nicsPerHost());
        var plan = new ZonePlan(t);
        Path dir = tempDir();
        try (var zone = VirtualZone.start(plan, seed, dir, VirtualZone.Edits.rtsws(loadBalancing(true, Flowlets.OFF)))) {
            var job = RingAllReduce.start(zone.time().simulation(), zone.crossRackNics(), TrafficOptions.DEFAULT
                    .withSourcePorts(SourcePorts.FIXED).withQueuePairs(16).withIterations(1_000_000).withTimeoutNs(5_000_000));
            zone.run(Duration.ofMillis(20));
            long[] before = uplinkPackets(zone, 0);
            zone.run(Duration.ofMillis(20));
            long[] window = uplinkPackets(zone, 0);
            long total = 0;
            for (int s = 0; s < window.length; s++) {
                window[s] -= before[s];
                total += window[s];
            }
            double carried = total == 0 ? 0 : (double) window[0] / total;
            zone.ctswDown(0);
            zone.run(Duration.ofMillis(5));
            long atFailure = job.stats().iterationsCompleted();
            var lost = new ArrayList<String>();
            for (int r = 0; r < plan.racks(); r++) {
                var group = zone.rtsw(r).feature(RoutingFeature.class).state().current().groupOf(Cidr.parse(plan.rackPrefix((r + 1) % plan.racks())));
                int forwarding = group.map(g -> g.forwarding().size()).orElse(0);
                int members = group.map(g -> g.members().size()).orElse(0);
                lost.add(String.format("%.1f%%", 100.0 * (members - forwarding) / members));
            }
            zone.run(Duration.ofMillis(30));
            long after = job.stats().iterationsCompleted() - atFailure;
            // The correlator lets a lost link settle 1 s before it forms a case: the zone idles through it.
            job.stop();
            zone.run(Duration.ofMillis(1_500));
            String failed = ZonePlan.ctswName(0);
            int naming = 0;
            String example = "none";
            for (int r = 0; r < plan.racks(); r++) {
                var cases = zone.rtsw(r).feature(WatchdogFeature.class).watchdog().correlator().openCases().values();
                if (cases.size() == 1 && cases.iterator().next().rootCause().contains(failed)) {
                    naming++;
                    example = cases.iterator().next().rootCause();
                }
            }
            return new Row("6. One CTSW failed", String.format("uplink capacity lost per rack %s (it carried %.1f%% of rack 1's "
                            + "uplink packets); %d iterations completed in the 30 ms after; %d of %d RTSWs with one case "
                            + "naming %s (\"%s\")",
                    String.join(", ", lost), 100 * carried, after, naming, plan.racks(), failed, example),
                    "1/18 = 5.6% per rack; collective completes; one case naming the CTSW",
                    plan.racks() + " racks x 18 CTSWs, E-ECMP 16 QPs, ring AllReduce, ctsw001 down");
        } finally {
            delete(dir);
        }
    }

    /**
     * A task VIP inside the first downlink's subnet of rack 2's RTSW, a host route over the 4 NICs of its first
     * host (a fine-grained group, as routing makes host routes inside a downlink), RoCE to it from every
     * NIC of rack 1 (16 QPs each): the share each NIC's port carries, then one NIC's link cut and what its
     * group's buckets did.
     */
    private Row multiNicIngress() {
        var plan = plan();
        if (plan.racks() < 2 || plan.nicsPerRack() < 4) {
            return new Row("7. Multi-NIC host ingress (task VIP, 4 NICs)", "needs 2 racks and 4 NICs per rack", "", "");
        }
        var m = ingress();
        var shares = new ArrayList<String>();
        for (double share : m.shares()) {
            shares.add(String.format("%.1f%%", 100 * share));
        }
        return new Row("7. Multi-NIC host ingress (task VIP, 4 NICs)", String.format(
                "per NIC %s of %,d packets; NIC 3 failed: its %d of %d buckets moved, the others kept %d of their %d",
                String.join(" / ", shares), m.packets(), m.failedBuckets(), m.buckets(), m.survivorsKept(), m.survivorsBefore()),
                "about 25% per NIC; a failed NIC moves only its share",
                "VIP " + m.vip() + " on " + ZonePlan.rtswName(1) + " over 4 NICs of one host (fine-grained group); RoCE from rack 1's "
                        + plan.nicsPerRack() + " NICs, 16 QPs each, E-ECMP");
    }

    /**
     * Row 7's figures: each NIC's share of the VIP's packets, and the fine-grained group's buckets when NIC 3
     * fails (the buckets it held, and how many of the others' buckets stayed where they were).
     */
    public record Ingress(String vip, double[] shares, long packets, int buckets, int failedBuckets, int survivorsBefore,
                         int survivorsKept) {
    }

    /** Row 7 on the template's zone (at least 2 racks, 4 NICs per rack). */
    public Ingress ingress() {
        var plan = plan();
        String nic0 = plan.nicAddress(1, 0);
        String vip = nic0.substring(0, nic0.lastIndexOf('.')) + ".100";
        String[] nics = {plan.nicAddress(1, 0), plan.nicAddress(1, 1), plan.nicAddress(1, 2), plan.nicAddress(1, 3)};
        String target = ZonePlan.rtswName(1);
        UnaryOperator<SwitchIntent> edit = i -> {
            var lb = loadBalancing(true, Flowlets.OFF).apply(i);
            return i.system().hostname().equals(target)
                    ? lb.with(RoutingIntent.SECTION, RoutingIntent.of(lb).withStaticRoute(io.nosagent.config.intent.routing.StaticRoute.of(vip + "/32", nics)))
                    : lb;
        };
        Path dir = tempDir();
        try (var zone = VirtualZone.start(plan, seed, dir, VirtualZone.Edits.rtsws(edit))) {
            var sim = zone.time().simulation();
            var vipNic = new io.nosagent.sai.vasic.nic.SimNic(sim, io.nosagent.sai.vasic.nic.NicSpec.of("vip", vip, "02:00:00:00:01:00"),
                    template.downlinkSpeedMbps());
            var pairs = zone.nics(0).stream().map(n -> new io.nosagent.sai.vasic.traffic.BulkTransfer.Pair(n, vipNic)).toList();
            io.nosagent.sai.vasic.traffic.BulkTransfer.start(sim, pairs, TrafficOptions.DEFAULT
                    .withFlowClass(io.nosagent.sai.vasic.nic.FlowClass.ROCE).withQueuePairs(16).withMessageBytes(1024 * 1024));
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
        } finally {
            delete(dir);
        }
    }

    private static long[] downlinkPackets(io.nosagent.agent.NosAgent agent, int count) {
        long[] out = new long[count];
        for (int d = 0; d < count; d++) {
            long port = agent.switchHandle().portId(ZonePlan.downlink(d)).orElseThrow();
            out[d] = agent.sai().getStats(ObjectType.PORT, port, List.of(PortStat.IF_OUT_UCAST_PKTS), StatsMode.READ)[0];
        }
        return out;
    }

    private static long[] uplinkPackets(VirtualZone zone, int r) {
        var agent = zone.rtsw(r);
        var ctsws = zone.plan().ctswsOf(r);
        long[] out = new long[ctsws.size()];
        for (int i = 0; i < out.length; i++) {
            long port = agent.switchHandle().portId(ZonePlan.rtswUplink(ctsws.get(i))).orElseThrow();
            out[i] = agent.sai().getStats(ObjectType.PORT, port, List.of(PortStat.IF_OUT_UCAST_PKTS), StatsMode.READ)[0];
        }
        return out;
    }

    public List<Scale> scale() {
        var out = new ArrayList<Scale>();
        var heap = new HeapMeter();
        for (int[] size : scaleSizes) {
            var plan = new ZonePlan(template.withSize(size[0], size[1], template.hostsPerRack(), template.nicsPerHost()));
            Path dir = tempDir();
            long heapBefore = heap.retainedBytes();
            long bootStart = System.nanoTime();
            // as nos-agent fabric runs them: every switch with its own TLS gNMI server (here on a loopback port of its own)
            var gnmi = io.nosagent.agent.gnmi.GnmiOptions.defaults().withAddress(new java.net.InetSocketAddress(
                    java.net.InetAddress.getLoopbackAddress(), 0)).withUsers(dir.resolve("users.json"));
            try (var zone = VirtualZone.start(plan, seed, dir, VirtualZone.Edits.NONE, name -> Optional.of(gnmi))) {
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
                delete(dir);
            }
        }
        return out;
    }

    public void print(List<Row> rows, List<Scale> scale, PrintStream out) {
        out.printf("SIGCOMM'24 results reproduced on a virtual zone, every switch programmed by its own agent (seed %d)%n%n", seed);
        var t = new TextTable().left("result").left("measured").left("published").left("setup");
        for (Row r : rows) {
            t.row(r.result(), r.measured(), r.published(), r.setup());
        }
        t.print(out);
        out.printf("%nScale and cost (every switch an agent with its own TLS gNMI server; continuous AllReduce across the racks; "
                + "target: 16 x 18 boots in under a minute, <= 150 MB heap per agent)%n%n");
        var s = new TextTable().left("zone").right("switches").right("NICs").right("boot").right("heap per agent")
                .right("events/s").right("simulated per wall s");
        for (Scale z : scale) {
            if (z.bootSeconds() < 0) {
                s.row(z.racks() + " x " + z.spines(), z.switches(), z.nics(), "out of heap", "", "", "");
            } else {
                s.row(z.racks() + " x " + z.spines(), z.switches(), z.nics(), String.format("%.1f s", z.bootSeconds()),
                        HeapMeter.mib(z.heapPerAgentBytes()), String.format("%,.0f", z.eventsPerSecond()),
                        String.format("%.1f ms", z.simulatedPerWallSecond() * 1000));
            }
        }
        s.print(out);
    }

    private static Path tempDir() {
        try {
            return Files.createTempDirectory("nos-fabric-bench");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temporary directory left behind is harmless
        }
    }
}
