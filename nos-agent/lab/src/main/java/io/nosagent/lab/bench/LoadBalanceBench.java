package io.nosagent.lab.bench;

import io.nosagent.api.cli.TextTable;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.NicSpec;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.traffic.BulkTransfer;
import io.nosagent.sai.vasic.traffic.MaxMeanRatio;
import io.nosagent.sai.vasic.traffic.SourcePorts;
import io.nosagent.sai.vasic.traffic.TrafficOptions;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The SIGCOMM'24 load-balancing result, through the agent's own programming: each scheme is a config of
 * the agent on a virtual RTSW in simulation mode ({@link SimulatedRtsw}: the example config, a static
 * route for the other racks over 16 uplinks), and 1,000 RoCE flows (125 NIC pairs x 8 queue pairs, from
 * the 16 hosts to GPUs in other racks) cross it:
 * <ul>
 *   <li>{@code ecmp-random-sport}: the agent's default 5-tuple hash, each queue pair with a random UDP
 *       source port;</li>
 *   <li>{@code ecmp-fixed-sport}: the same hash, every queue pair on one source port;</li>
 *   <li>{@code e-ecmp-qp}: QP hashing on (the RoCE destination QP in the hash), source port fixed;</li>
 *   <li>{@code flowlet}: QP hashing and flowlets on (the agent's defaults: idle time 256 us, flowlet
 *       quality), source port fixed. Each flow sends one message and never pauses, so this measures where
 *       flowlets start (the least-loaded uplink at the flow's first packet), not flowlets moving: the
 *       idle-time sweep and {@code bench fabric}'s row 2 measure those.</li>
 * </ul>
 * Each flow sends one 16 KiB message; the NICs on the uplinks record which flows reached them. MMR
 * (max-mean ratio) = flows on the busiest uplink / mean flows per uplink, averaged (with its 95% interval)
 * and worst over the trials; trial {@code i} runs on a fresh agent and simulation with seed {@code seed + i},
 * which also draws the remote GPUs' addresses. Beside each: what SIGCOMM'24 publishes, and apart from it
 * what the project expects.
 */
public final class LoadBalanceBench {

    public static final int UPLINKS = SimulatedRtsw.UPLINKS;
    public static final int QUEUE_PAIRS = 8;
    /** Long enough for every flow's message to cross the switch. */
    private static final Duration TRIAL = Duration.ofNanos(200_000);

    /** One load-balancing scheme: the agent's settings and the NICs' source ports. */
    public enum Scheme {
        ECMP_RANDOM_SPORT("ecmp-random-sport", "average MMR > 1.2 (1,000 flows on 16 links, simulated)", "about 1.2-1.35",
                SourcePorts.RANDOM, false, false),
        ECMP_FIXED_SPORT("ecmp-fixed-sport", "no figure (RoCE source ports vary little, so hashing collides)",
                "above ecmp-random-sport: every QP of a NIC pair hashes alike", SourcePorts.FIXED, false, false),
        E_ECMP_QP("e-ecmp-qp", "no MMR figure", "about ecmp-random-sport: the QP varies as a random port would",
                SourcePorts.FIXED, true, false),
        FLOWLET("flowlet (first placement)", "no MMR figure (the first member is chosen by port load, not hash)",
                "near 1.0: each new flow starts on the least-loaded uplink; nothing moves", SourcePorts.FIXED, true, true);

        final String label;
        final String published;
        final String expected;
        final SourcePorts sourcePorts;
        final boolean qpHashing;
        final boolean flowlets;

        Scheme(String label, String published, String expected, SourcePorts sourcePorts, boolean qpHashing, boolean flowlets) {
            this.label = label;
            this.published = published;
            this.expected = expected;
            this.sourcePorts = sourcePorts;
            this.qpHashing = qpHashing;
            this.flowlets = flowlets;
        }

        public String label() {
            return label;
        }
    }

    /** Average (with its 95% interval) and worst MMR of one scheme over the trials. */
    public record Row(Scheme scheme, Estimate mmr, double worstMmr, int trials) {

        public double averageMmr() {
            return mmr.mean();
        }
    }

    private final int flows;
    private final int trials;
    private final long seed;

    public LoadBalanceBench(int flows, int trials, long seed) {
        if (flows < QUEUE_PAIRS || flows % QUEUE_PAIRS != 0) {
            throw new IllegalArgumentException("--flows must be a positive multiple of " + QUEUE_PAIRS + ", not " + flows);
        }
        if (trials < 1) {
            throw new IllegalArgumentException("--trials must be at least 1, not " + trials);
        }
        this.flows = flows;
        this.trials = trials;
        this.seed = seed;
    }

    public List<Row> run() {
        var rows = new ArrayList<Row>();
        for (Scheme scheme : Scheme.values()) {
            double[] mmr = new double[trials];
            for (int t = 0; t < trials; t++) {
                mmr[t] = trial(scheme, seed + t);
            }
            rows.add(new Row(scheme, Estimate.of(mmr), java.util.Arrays.stream(mmr).max().orElseThrow(), trials));
        }
        return rows;
    }

    public void print(List<Row> rows, PrintStream out) {
        out.printf("Load balancing through the agent (RTSW, simulation mode): %,d RoCE flows (%d queue pairs per NIC pair) "
                + "over %d uplinks, %d trials each%n%n", flows, QUEUE_PAIRS, UPLINKS, trials);
        var table = new TextTable().left("scheme").right("average MMR (95% CI)").right("worst MMR").left("published (SIGCOMM'24)")
                .left("project's expectation");
        for (Row r : rows) {
            table.row(r.scheme().label, r.mmr().format("%.3f"), String.format("%.3f", r.worstMmr()), r.scheme().published,
                    r.scheme().expected);
        }
        table.print(out);
    }

    /** One trial: a fresh agent configured for {@code scheme}, the flows, the MMR of flows per uplink. */
    double trial(Scheme scheme, long trialSeed) {
        var flowlets = scheme.flowlets ? Flowlets.OFF.withEnabled(true) : Flowlets.OFF;
        try (var rack = SimulatedRtsw.start(trialSeed, scheme.qpHashing, flowlets)) {
            // The remote GPUs need no cable: the uplink NICs see their flows, wherever the group sends them.
            var random = new SplittableRandom(trialSeed);
            var pairs = new ArrayList<BulkTransfer.Pair>();
            for (int k = 0; k < flows / QUEUE_PAIRS; k++) {
                String address = "10.200." + random.nextInt(256) + "." + (1 + random.nextInt(254));
                var gpu = new SimNic(rack.simulation(), NicSpec.of("gpu" + k, address, "02:00:00:03:00:00"), 400_000);
                pairs.add(new BulkTransfer.Pair(rack.hosts().get(k % rack.hosts().size()), gpu));
            }
            BulkTransfer.start(rack.simulation(), pairs, TrafficOptions.DEFAULT.withFlowClass(FlowClass.ROCE)
                    .withQueuePairs(QUEUE_PAIRS).withSourcePorts(scheme.sourcePorts).withMessageBytes(16L * 1024 * QUEUE_PAIRS));
            rack.time().runFor(TRIAL);

            int[] flowsPerUplink = new int[UPLINKS];
            int seen = 0;
            for (int j = 0; j < UPLINKS; j++) {
                flowsPerUplink[j] = rack.remotes().get(j).flowsSeen().size();
                seen += flowsPerUplink[j];
            }
            if (seen < flows) {
                throw new IllegalStateException(scheme.label + ", seed " + trialSeed + ": only " + seen + " of " + flows
                        + " flows reached an uplink");
            }
            return MaxMeanRatio.of(flowsPerUplink);
        }
    }
}
