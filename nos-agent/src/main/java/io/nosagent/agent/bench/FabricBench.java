package io.nosagent.agent.bench;

import io.nosagent.agent.fabric.VirtualZone;
import io.nosagent.agent.fabric.ZonePlan;
import io.nosagent.agent.fabric.ZoneTemplate;
import io.nosagent.agent.text.TextTable;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.net.Cidr;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.PortStat;
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
        var rows = new ArrayList<Row>();
        rows.add(allReduceQpScaling());
        rows.add(flowletSweep());
        rows.add(new Row("3. CTS wait under incast, strict CTS queue", "not yet (QoS, issue 11)", "P90 43 us -> 4 us", ""));
        rows.add(new Row("4. ECN tight vs relaxed, 32-GPU AllReduce", "not yet (QoS and DCQCN NICs)", "tight about 5% slower", ""));
        rows.add(new Row("5. Small collectives, tuned VOQ credit ramp", "not yet (CTSW VOQ credits)", "up to 15% faster", ""));
        rows.add(ctswFailure());
        rows.add(multiNicIngress());
        return rows;
    }

    private static UnaryOperator<SwitchIntent> loadBalancing(boolean qpHashing, Flowlets flowlets) {
        return i -> {
            var lb = i.routing().loadBalancing();
            var qp = qpHashing ? lb.qp().withEnabled(true).withMode(QpHashing.Mode.UDF) : lb.qp().withEnabled(false);
            return i.withRouting(i.routing().withLoadBalancing(lb.withQp(qp)).withFlowlets(flowlets));
        };
    }

    private ZonePlan plan() {
        return new ZonePlan(template);
    }

    /** Runs a ring AllReduce across the racks to its end (or {@link #LIMIT}); its stats and the simulated seconds taken. */
    private record Ring(JobStats stats, double seconds) {
    }

    private Ring ring(ZonePlan plan, UnaryOperator<SwitchIntent> rtsw, TrafficOptions options) {
        Path dir = tempDir();
        try (var zone = VirtualZone.start(plan, seed, dir, VirtualZone.Edits.rtsws(rtsw))) {
            var job = RingAllReduce.start(zone.time().simulation(), zone.crossRackNics(), options.withIterations(iterations));
            long start = zone.time().simulation().now();
            while (!job.isDone() && zone.time().simulation().now() - start < LIMIT.toNanos()) {
                zone.run(Duration.ofMillis(1));
            }
            return new Ring(job.stats(), (zone.time().simulation().now() - start) / 1e9);
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

    private Row flowletSweep() {
        var plan = plan();
        var options = TrafficOptions.DEFAULT.withSourcePorts(SourcePorts.FIXED).withQueuePairs(4).withMessageBytes(1024 * 1024)
                .withGapNs(500_000);
        var cells = new ArrayList<String>();
        for (int idle : new int[]{256, 512}) {
            Ring r = ring(plan, loadBalancing(true, Flowlets.OFF.withEnabled(true).withIdleTimeMicros(idle)), options);
            cells.add(String.format("%d us: %,.0f OOO/s, %.2f ms", idle, r.stats().outOfOrderPackets() / r.seconds(),
                    r.stats().meanIterationNs() / 1e6));
        }
        return new Row("2. Flowlet idle time across racks", String.join("; ", cells), "< 1 OOO/s at 256-512 us (fig. 11)",
                zoneSetup(plan) + ", E-ECMP 4 QPs, 500 us between iterations, no background traffic");
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
                var group = zone.rtsw(r).routingState().current().groupOf(Cidr.parse(plan.rackPrefix((r + 1) % plan.racks())));
                int forwarding = group.map(g -> g.forwarding().size()).orElse(0);
                int members = group.map(g -> g.members().size()).orElse(0);
                lost.add(String.format("%.1f%%", 100.0 * (members - forwarding) / members));
            }
            zone.run(Duration.ofMillis(30));
            long after = job.stats().iterationsCompleted() - atFailure;
            return new Row("6. One CTSW failed", String.format("uplink capacity lost per rack %s (it carried %.1f%% of rack 1's "
                            + "uplink packets); %d iterations completed in the 30 ms after; watchdog/correlator case: not yet",
                    String.join(", ", lost), 100 * carried, after),
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
                    ? lb.withRouting(lb.routing().withStaticRoute(io.nosagent.config.intent.routing.StaticRoute.of(vip + "/32", nics)))
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
            var groupBefore = agent.routingState().current().groupOf(vipPrefix).orElseThrow();
            zone.fabric().faults().linkDown(zone.nics(1).get(2).link());
            zone.run(Duration.ofMillis(2));
            var groupAfter = agent.routingState().current().groupOf(vipPrefix).orElseThrow();
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
            try (var zone = VirtualZone.start(plan, seed, dir)) {
                double boot = (System.nanoTime() - bootStart) / 1e9;
                long heapAfter = heap.retainedBytes();
                int switches = plan.racks() + plan.spines();
                zone.startTraffic(TrafficPattern.ALLREDUCE, TrafficOptions.continuous());
                zone.run(Duration.ofMillis(10)); // warm-up
                var sim = zone.time().simulation();
                long events = sim.eventsRun();
                long simStart = sim.now();
                long wallStart = System.nanoTime();
                while (System.nanoTime() - wallStart < Duration.ofSeconds(5).toNanos()) {
                    zone.run(Duration.ofMillis(5));
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
        out.printf("%nScale and cost (continuous AllReduce across the racks; target: 16 x 18 boots in under a minute, "
                + "<= 150 MB heap per agent)%n%n");
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
