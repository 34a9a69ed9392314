package io.nosagent.lab.bench;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.api.cli.TextTable;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.copp.CoppIntent;
import io.nosagent.config.intent.copp.QueueOverride;
import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.control.ControlPlaneFeature;
import io.nosagent.control.copp.CpuQueueCounters;
import io.nosagent.control.neighbor.Neighbor;
import io.nosagent.control.neighbor.NeighborState;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Ethernet;
import io.nosagent.sai.vasic.packet.Frames;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.sim.EventHandler;
import io.nosagent.sai.vasic.sim.Simulation;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.traffic.TrafficPattern;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.OptionalInt;
import java.util.Optional;

/**
 * The control plane on a virtual RTSW in simulation mode, the RTSW example with its sixteen hosts (no static
 * neighbor): how long, in simulated time, until every host resolved its gateway and the switch every host from
 * cold; the punt path (a host's ARP requests trapped to the agent, answered, the reply out of the port) in packets
 * per second of wall time with the CPU each costs, the arp-request queue's policer opened so the agent is the
 * limit; and a host flooding ARP requests at 1M packets/s for a second of simulated time: what the policer lets
 * through, what it drops, and whether the other hosts stay resolved.
 */
public final class ControlPlaneBench {

    /** The punt-path requests timed, after as many of warm-up. */
    private final int requests;

    public ControlPlaneBench(int requests) {
        this.requests = requests;
    }

    /** What was measured. */
    public record Result(double coldResolutionMillis, int hosts, double puntPerSecond, double cpuMicrosPerPacket, long floodSent,
                         long floodDelivered, long floodDropped, int policerRate, int othersResolved,
                         int others) {
    }

    public Result run() {
        Path state = RouteCommitBench.tempDir();
        var time = new SimulatedTime(new Simulation(7));
        var asic = new VirtualAsic(new PlatformLoader().load("rtsw"));
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", state), asic.platform(), asic, time);
             var hosts = SimulatedHosts.start(asic, agent.intent().current(), TrafficPattern.NONE, time.simulation())) {
            var control = agent.feature(ControlPlaneFeature.class);
            long start = time.simulation().now();
            while (!allResolved(control, hosts)) {
                time.runFor(Duration.ofNanos(10_000));
                if (time.simulation().now() - start > 10_000_000_000L) {
                    throw new IllegalStateException("the hosts did not resolve within 10 s of simulated time");
                }
            }
            double cold = (time.simulation().now() - start) / 1e6;

            SwitchIntent opened = agent.intent().current().with(CoppIntent.SECTION, CoppIntent.of(agent.intent().current())
                    .withQueue(new QueueOverride(queueOf(TrapName.ARP_REQUEST), Optional.empty(), OptionalInt.of(1_000_000),
                            OptionalInt.of(1_000_000))));
            time.await(agent.intent().commit(opened, "bench: the arp-request queue opened"));
            SimNic asker = hosts.nics().getFirst();
            punt(time, asker, requests);
            long cpu0 = cpuNanos();
            long wall0 = System.nanoTime();
            punt(time, asker, requests);
            double wall = (System.nanoTime() - wall0) / 1e9;
            double cpuMicros = (cpuNanos() - cpu0) / 1e3 / requests;

            time.await(agent.intent().commit(opened.with(CoppIntent.SECTION, CoppIntent.NONE), "bench: the shipped CoPP again"));
            SimNic flooder = hosts.nics().get(1);
            var counters = control.cpuQueueCounters();
            counters.poll();
            CpuQueueCounters.QueueCounts before = counters.published().get().queues().get(queueOf(TrapName.ARP_REQUEST));
            int flood = 1_000_000;
            new Flood(time.simulation(), flooder, request(time.simulation(), flooder), flood);
            time.runFor(Duration.ofSeconds(1));
            counters.poll();
            CpuQueueCounters.QueueCounts after = counters.published().get().queues().get(queueOf(TrapName.ARP_REQUEST));
            long delivered = after.packets() - before.packets();
            long dropped = after.policerDrops() - before.policerDrops();
            int others = 0;
            int resolved = 0;
            for (Neighbor n : control.neighborTable().published().get().neighbors().values()) {
                if (!n.address().interfaceName().equals(flooder.name().substring("host@".length()))) {
                    others++;
                    resolved += n.isResolved() && n.state() != NeighborState.INCOMPLETE ? 1 : 0;
                }
            }
            int rate = control.copp().programmed().orElseThrow().queues().get(queueOf(TrapName.ARP_REQUEST)).rate();
            return new Result(cold, hosts.nics().size(), requests / wall, cpuMicros, flood, delivered, dropped, rate,
                    resolved, others);
        } finally {
            RouteCommitBench.delete(state);
        }
    }

    private static int queueOf(TrapName trap) {
        return io.nosagent.config.codec.ShippedCopp.profile().traps().get(trap);
    }

    private static boolean allResolved(ControlPlaneFeature control, SimulatedHosts hosts) {
        if (!hosts.nics().stream().allMatch(SimNic::gatewayResolved)) {
            return false;
        }
        return control.neighborTable().published().get().neighbors().values().stream().filter(Neighbor::isResolved).count()
                >= hosts.nics().size();
    }

    /** {@code n} ARP requests from {@code host} for its gateway, 10 µs apart; runs until every reply is back. */
    private static void punt(SimulatedTime time, SimNic host, int n) {
        long answered = host.controlFramesReceived();
        new Flood(time.simulation(), host, request(time.simulation(), host), n, 10_000);
        long deadline = time.simulation().now() + 60_000_000_000L;
        while (host.controlFramesReceived() - answered < n) {
            time.runFor(Duration.ofMillis(1));
            if (time.simulation().now() > deadline) {
                throw new IllegalStateException("only " + (host.controlFramesReceived() - answered) + " of " + n + " requests answered");
            }
        }
    }

    private static byte[] request(Simulation sim, SimNic host) {
        Packet p = sim.packets().acquire();
        long ip = Ip.lo(host.spec().ip());
        long gateway = (ip & ~0xFFL) | 1; // the example's downlinks: the switch is .1 of the host's /24
        Frames.arp(p, Frames.ARP_REQUEST, host.mac().bits(), Ethernet.BROADCAST, host.mac().bits(), ip, 0, gateway);
        byte[] frame = p.frame.clone();
        sim.packets().release(p);
        return frame;
    }

    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /** One frame from a NIC every {@code gapNs} of simulated time. */
    private static final class Flood implements EventHandler {
        private final Simulation sim;
        private final SimNic nic;
        private final byte[] frame;
        private final long gapNs;
        private long left;

        Flood(Simulation sim, SimNic nic, byte[] frame, long count) {
            this(sim, nic, frame, count, 1_000);
        }

        Flood(Simulation sim, SimNic nic, byte[] frame, long count, long gapNs) {
            this.sim = sim;
            this.nic = nic;
            this.frame = frame;
            this.left = count;
            this.gapNs = gapNs;
            sim.schedule(sim.now(), this, 0, 0, null);
        }

        @Override
        public void onEvent(int kind, long arg, Object subject) {
            nic.sendFrame(frame);
            if (--left > 0) {
                sim.scheduleIn(gapNs, this, 0, 0, null);
            }
        }
    }

    public void print(Result r, PrintStream out) {
        var t = new TextTable().left("Control plane (virtual RTSW, simulation mode)").right("Measured").left("Note");
        t.row("neighbor resolution from cold, " + r.hosts() + " hosts", "%.3f ms".formatted(r.coldResolutionMillis()),
                "simulated: every host resolved its gateway and the switch every host");
        t.row("punt path trap -> agent -> reply", "%,.0f pkt/s".formatted(r.puntPerSecond()),
                "wall clock, " + requests + " ARP requests, arp-request queue opened to 1M pps");
        t.row("CPU per punted packet", "%.1f us".formatted(r.cpuMicrosPerPacket()), "process CPU time, simulator included");
        t.row("ARP flood sent (1 s simulated)", "%,d".formatted(r.floodSent()), "1M pkt/s from one host");
        t.row("  delivered to the CPU", "%,d".formatted(r.floodDelivered()),
                "policer " + r.policerRate() + " pps + its burst of " + r.policerRate());
        t.row("  dropped by the policer", "%,d".formatted(r.floodDropped()), "counted red");
        t.row("  other neighbors resolved", r.othersResolved() + "/" + r.others(), "through the flood");
        t.print(out);
    }
}
