package io.nosagent.agent.bench;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.agent.text.TextTable;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.fabric.Fabric;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.NicSpec;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.sim.Simulation;
import io.nosagent.sai.vasic.traffic.BulkTransfer;
import io.nosagent.sai.vasic.traffic.JobStats;
import io.nosagent.sai.vasic.traffic.MaxMeanRatio;
import io.nosagent.sai.vasic.traffic.RingAllReduce;
import io.nosagent.sai.vasic.traffic.SourcePorts;
import io.nosagent.sai.vasic.traffic.TrafficOptions;

import java.io.PrintStream;
import java.nio.file.Path;
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

    static final int HOSTS = 16;
    static final int UPLINKS = 16;
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

    private static String uplink(int j) {
        return "eth1/" + (HOSTS + 1 + j) + "/1";
    }

    private static String uplinkPeer(int j) {
        return "10.1." + (j + 1) + ".1";
    }

    private static String uplinkPeerMac(int j) {
        return "02:00:00:00:20:%02x".formatted(j + 1);
    }

    /** The example RTSW config with a neighbor on each uplink and a static route over them. */
    private static SwitchIntent config(SwitchIntent example, Optional<Integer> idleMicros) {
        var intent = example;
        var peers = new String[UPLINKS];
        for (int j = 0; j < UPLINKS; j++) {
            InterfaceIntent up = intent.interfaceNamed(uplink(j)).orElseThrow();
            intent = intent.withInterface(up.withNeighbor(StaticNeighbor.of(uplinkPeer(j), uplinkPeerMac(j))));
            peers[j] = uplinkPeer(j);
        }
        var routing = intent.routing().withStaticRoute(StaticRoute.of("10.200.0.0/16", peers))
                .withLoadBalancing(intent.routing().loadBalancing().withQp(QpHashing.OFF.withEnabled(true)));
        if (idleMicros.isPresent()) {
            routing = routing.withFlowlets(Flowlets.OFF.withEnabled(true).withIdleTimeMicros(idleMicros.get()));
        }
        return intent.withRouting(routing);
    }

    private Point runOne(Optional<Integer> idleMicros) {
        var time = new SimulatedTime(new Simulation(seed));
        var asic = new VirtualAsic(new PlatformLoader().load("rtsw"));
        Path state = RouteCommitBench.tempDir();
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", state), asic, time);
             var fabric = new Fabric(time.simulation())) {
            time.await(agent.intent().commit(config(agent.intent().current(), idleMicros), "flowlet sweep"));
            var plane = fabric.addSwitch("rtsw", asic);
            var hosts = new ArrayList<SimNic>();
            var remote = new ArrayList<SimNic>();
            for (int i = 0; i < HOSTS; i++) {
                var nb = agent.intent().current().interfaceNamed("eth1/" + (i + 1) + "/1").orElseThrow().neighbors().first();
                hosts.add(fabric.attachNic(plane, "eth1/" + (i + 1) + "/1",
                        NicSpec.of("host" + i, nb.ip().getHostAddress(), nb.linkLayerAddress())));
            }
            for (int j = 0; j < UPLINKS; j++) {
                remote.add(fabric.attachNic(plane, uplink(j), NicSpec.of("remote" + j, "10.200." + j + ".2", uplinkPeerMac(j))));
            }
            var ring = new ArrayList<SimNic>();
            for (int i = 0; i < HOSTS; i++) {
                ring.add(hosts.get(i));
                ring.add(remote.get(i));
            }
            var job = RingAllReduce.start(time.simulation(), ring, TrafficOptions.DEFAULT.withFlowClass(FlowClass.ROCE)
                    .withQueuePairs(4).withSourcePorts(SourcePorts.FIXED).withMessageBytes(1024 * 1024)
                    .withIterations(iterations).withGapNs(500_000));
            var background = new ArrayList<BulkTransfer.Pair>();
            for (int i = 0; i < HOSTS / 2; i++) {
                background.add(new BulkTransfer.Pair(hosts.get(i), remote.get((i + 5) % UPLINKS)));
            }
            BulkTransfer.start(time.simulation(), background, TrafficOptions.DEFAULT.withFlowClass(FlowClass.UDP)
                    .withMessageBytes(64 * 1024).withIterations(100_000).withGapNs(70_000));
            long start = time.simulation().now();
            while (!job.isDone() && time.simulation().now() - start < Duration.ofSeconds(5).toNanos()) {
                time.runFor(Duration.ofMillis(1));
            }
            double seconds = (time.simulation().now() - start) / 1e9;
            JobStats stats = job.stats();
            long[] bytes = new long[UPLINKS];
            for (int j = 0; j < UPLINKS; j++) {
                long port = agent.switchHandle().portId(uplink(j)).orElseThrow();
                bytes[j] = asic.getStats(ObjectType.PORT, port, List.of(PortStat.IF_OUT_OCTETS), StatsMode.READ)[0];
            }
            return new Point(idleMicros, MaxMeanRatio.of(bytes), stats.meanIterationNs() / 1e6, stats.outOfOrderPackets() / seconds,
                    stats.outOfOrderPackets(), stats.iterationsCompleted());
        } finally {
            RouteCommitBench.delete(state);
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
