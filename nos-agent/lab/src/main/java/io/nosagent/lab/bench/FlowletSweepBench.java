package io.nosagent.lab.bench;

import io.nosagent.api.cli.TextTable;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.traffic.BulkTransfer;
import io.nosagent.sai.vasic.traffic.JobStats;
import io.nosagent.sai.vasic.traffic.MaxMeanRatio;
import io.nosagent.sai.vasic.traffic.RingAllReduce;
import io.nosagent.sai.vasic.traffic.SourcePorts;
import io.nosagent.sai.vasic.traffic.TrafficOptions;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The flowlet idle-time sweep of SIGCOMM'24 (figure 11), through the agent's own programming: an RTSW
 * agent on the virtual ASIC in simulation mode, configured with E-ECMP (the RoCE QP in the hash) and
 * flowlets at each idle time, 16 hosts on its downlinks and 16 NICs on its uplinks standing for ranks in
 * other racks behind the CTSWs (10.200.0.0/16, a static route over the 16 uplinks). A ring AllReduce
 * alternates hosts and remote ranks (4 QPs per NIC pair from one fixed source port, 1 MiB steps, 500 us
 * between iterations) while on/off UDP from half the hosts shares the uplinks, as other jobs do. For each
 * idle time: MMR of the bytes sent per uplink, the AllReduce iteration time, and out-of-order packets per
 * second at the receivers.
 */
public final class FlowletSweepBench {

    static final int HOSTS = SimulatedRtsw.HOSTS;
    static final int UPLINKS = SimulatedRtsw.UPLINKS;
    static final int[] IDLE_TIMES_MICROS = {16, 64, 128, 256, 512, 1024};

    private final int iterations;
    private final long seed;

    public FlowletSweepBench(int iterations, long seed) {
        this.iterations = iterations;
        this.seed = seed;
    }

    /** One configuration's figures; {@code idleMicros} empty for E-ECMP without flowlets. */
    public record Point(Optional<Integer> idleMicros, double mmr, double iterationMillis, double outOfOrderPerSecond,
                        long outOfOrderPackets, long iterationsCompleted) {
    }

    public List<Point> run() {
        var points = new ArrayList<Point>();
        points.add(runOne(Optional.empty()));
        for (int idle : IDLE_TIMES_MICROS) {
            points.add(runOne(Optional.of(idle)));
        }
        return points;
    }

    private Point runOne(Optional<Integer> idleMicros) {
        var flowlets = idleMicros.map(us -> Flowlets.OFF.withEnabled(true).withIdleTimeMicros(us)).orElse(Flowlets.OFF);
        try (var rack = SimulatedRtsw.start(seed, true, flowlets)) {
            var ring = new ArrayList<SimNic>();
            for (int i = 0; i < HOSTS; i++) {
                ring.add(rack.hosts().get(i));
                ring.add(rack.remotes().get(i));
            }
            var job = RingAllReduce.start(rack.simulation(), ring, TrafficOptions.DEFAULT.withFlowClass(FlowClass.ROCE)
                    .withQueuePairs(4).withSourcePorts(SourcePorts.FIXED).withMessageBytes(1024 * 1024)
                    .withIterations(iterations).withGapNs(500_000));
            var background = new ArrayList<BulkTransfer.Pair>();
            for (int i = 0; i < HOSTS / 2; i++) {
                background.add(new BulkTransfer.Pair(rack.hosts().get(i), rack.remotes().get((i + 5) % UPLINKS)));
            }
            BulkTransfer.start(rack.simulation(), background, TrafficOptions.DEFAULT.withFlowClass(FlowClass.UDP)
                    .withMessageBytes(64 * 1024).withIterations(100_000).withGapNs(70_000));
            long start = rack.simulation().now();
            while (!job.isDone() && rack.simulation().now() - start < Duration.ofSeconds(5).toNanos()) {
                rack.time().runFor(Duration.ofMillis(1));
            }
            double seconds = (rack.simulation().now() - start) / 1e9;
            JobStats stats = job.stats();
            return new Point(idleMicros, MaxMeanRatio.of(rack.bytesPerUplink()), stats.meanIterationNs() / 1e6,
                    stats.outOfOrderPackets() / seconds, stats.outOfOrderPackets(), stats.iterationsCompleted());
        }
    }

    public void print(List<Point> points, PrintStream out) {
        out.printf("Flowlet idle-time sweep through the agent (RTSW, E-ECMP on, 16 hosts <-> 16 remote ranks over 16 uplinks, "
                + "ring AllReduce of %d iterations, 1 MiB steps, on/off background UDP)%n%n", iterations);
        var t = new TextTable().left("load balancing").right("MMR (bytes per uplink)").right("AllReduce iteration")
                .right("out-of-order pkts/s").right("out-of-order pkts").left("SIGCOMM'24 (figure 11)");
        for (Point p : points) {
            String label = p.idleMicros().map(us -> "flowlets, idle " + us + " us").orElse("E-ECMP, no flowlets");
            String published = p.idleMicros().map(us -> us == 256 || us == 512 ? "< 1 out-of-order pkt/s" : "")
                    .orElse("");
            t.row(label, String.format("%.3f", p.mmr()), String.format("%.2f ms", p.iterationMillis()),
                    String.format("%,.0f", p.outOfOrderPerSecond()), String.format("%,d", p.outOfOrderPackets()), published);
        }
        t.print(out);
    }
}
