package io.nosagent.lab.bench;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.api.cli.TextTable;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.rib.Rib;
import io.nosagent.config.intent.copp.CoppIntent;
import io.nosagent.config.intent.copp.QueueOverride;
import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.control.ControlPlaneFeature;
import io.nosagent.control.copp.CpuQueueCounters;
import io.nosagent.control.neighbor.Neighbor;
import io.nosagent.control.neighbor.NeighborState;
import io.nosagent.lab.fabric.VirtualZone;
import io.nosagent.lab.fabric.ZoneArpFlood;
import io.nosagent.lab.fabric.ZoneBgp;
import io.nosagent.lab.fabric.ZoneNamespaces;
import io.nosagent.lab.fabric.ZonePlan;
import io.nosagent.lab.fabric.ZoneTemplateFile;
import io.nosagent.lab.traffic.ArpFlood;
import io.nosagent.routing.bgp.BgpFeature;
import io.nosagent.routing.bgp.BgpState;
import io.nosagent.sai.platform.Personality;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.Simulation;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.traffic.TrafficPattern;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The control plane on a virtual RTSW in simulation mode, the RTSW example with its sixteen hosts (no static
 * neighbor): how long, in simulated time, until every host resolved its gateway and the switch every host from
 * cold; the punt path (a host's ARP requests trapped to the agent, answered, the reply out of the port) in packets
 * per second of wall time with the CPU each costs, the arp-request queue's policer opened so the agent is the
 * limit; and a host flooding ARP requests at 1M packets/s for a second of simulated time: what the policer lets
 * through, what it drops, and whether the other hosts stay resolved. Then, where root, TUN and FRR are here, the same
 * flood in a two-rack zone running BGP on FRR over its cables ({@link ZoneArpFlood}): whether BGP is kept.
 */
public final class ControlPlaneBench {

    /** The punt-path requests timed, after as many of warm-up. */
    private final int requests;

    public ControlPlaneBench(int requests) {
        this.requests = requests;
    }

    /**
     * What was measured; {@code zone} is the flood in a two-rack zone with BGP on FRR, or why it could not run here.
     */
    public record Result(double coldResolutionMillis, int hosts, double puntPerSecond, double cpuMicrosPerPacket, long floodSent,
                         long floodDelivered, long floodDropped, int policerRate, int othersResolved,
                         int others, Either zone) {

        Result withZone(Either value) {
            return new Result(coldResolutionMillis, hosts, puntPerSecond, cpuMicrosPerPacket, floodSent, floodDelivered,
                    floodDropped, policerRate, othersResolved, others, value);
        }
    }

    /** The zone case's outcome: measured, or not run and why. */
    public sealed interface Either {
        record Ran(ZoneArpFlood.Result result) implements Either {
        }

        record NotRun(String why) implements Either {
        }
    }

    private static final String ZONE = """
            racks = 2
            ctsws = 2
            hosts-per-rack = 1
            nics-per-host = 4
            """;
    /** Real time for the zone's sessions to come up and its routes to spread. */
    private static final Duration ZONE_CONVERGENCE = Duration.ofSeconds(60);
    private static final Duration STABLE = Duration.ofSeconds(3);

    public Result run() {
        return singleSwitch().withZone(zoneFlood());
    }

    private Result singleSwitch() {
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
            ArpFlood.start(time.simulation(), flooder, flood, ArpFlood.MILLION_PPS_GAP_NS);
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
                    resolved, others, new Either.NotRun("not run yet"));
        } finally {
            RouteCommitBench.delete(state);
        }
    }

    /** The flood in a 2-rack x 2-CTSW zone running BGP on FRR over its cables, when root, TUN and FRR are here. */
    private static Either zoneFlood() {
        var why = ZoneBgp.unavailable();
        if (why.isPresent()) {
            return new Either.NotRun(why.get());
        }
        Path dir = RouteCommitBench.tempDir();
        try {
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x")); // FRR's user passes through
            var plan = new ZonePlan(ZoneTemplateFile.parse(ZONE, "bench control-plane", ZoneTemplateFile.defaults()));
            try (var namespaces = ZoneNamespaces.make(plan, "cp" + ProcessHandle.current().pid() % 100_000 + "-");
                 var zone = VirtualZone.start(plan, 17, dir.resolve("zone"), VirtualZone.Edits.NONE, name -> Optional.empty(),
                         Optional.of(ZoneBgp.onFrr()), Personality.FULL, namespaces::of)) {
                // Converged: every session up and no switch's learned routes changed for STABLE of wall time.
                long deadline = System.nanoTime() + ZONE_CONVERGENCE.toNanos();
                var tables = learned(zone);
                long since = System.nanoTime();
                while (System.nanoTime() < deadline && !(sessionsUp(zone) && System.nanoTime() - since > STABLE.toNanos())) {
                    zone.run(Duration.ofMillis(2));
                    Thread.sleep(1);
                    var now = learned(zone);
                    if (!now.equals(tables)) {
                        tables = now;
                        since = System.nanoTime();
                    }
                }
                if (!sessionsUp(zone)) {
                    return new Either.NotRun("the zone's BGP sessions did not all come up within " + ZONE_CONVERGENCE.toSeconds() + " s");
                }
                return new Either.Ran(ZoneArpFlood.run(zone, ZoneArpFlood.DEFAULT_LENGTH));
            }
        } catch (IOException e) {
            return new Either.NotRun("the zone could not be made: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Either.NotRun("interrupted");
        } finally {
            RouteCommitBench.delete(dir);
        }
    }

    private static List<Rib> learned(VirtualZone zone) {
        return zone.agents().stream().map(a -> a.intent().learned()).toList();
    }

    /** Every switch has all its BGP sessions up and has learned routes over them. */
    private static boolean sessionsUp(VirtualZone zone) {
        return zone.agents().stream().allMatch(a -> {
            var frr = a.feature(BgpFeature.class).frr();
            return !a.intent().learned().routes().isEmpty() && frr.map(f -> f.state().current().neighbors().values().stream()
                    .allMatch(n -> n.session() == BgpState.SessionState.ESTABLISHED)).orElse(false);
        });
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
        ArpFlood.start(time.simulation(), host, n, 10_000);
        long deadline = time.simulation().now() + 60_000_000_000L;
        while (host.controlFramesReceived() - answered < n) {
            time.runFor(Duration.ofMillis(1));
            if (time.simulation().now() > deadline) {
                throw new IllegalStateException("only " + (host.controlFramesReceived() - answered) + " of " + n + " requests answered");
            }
        }
    }

    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
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
        switch (r.zone()) {
            case Either.Ran(ZoneArpFlood.Result z) -> {
                t.row("ARP flood in a zone with BGP on FRR", z.bgpKept() ? "BGP kept" : "BGP LOST",
                        "rtsw001's sessions %s, drops %s, learned routes %s; %.1f s wall (hold time 9 s)".formatted(
                                z.sessions().values(), z.sessionDrops().values(), z.routesKept() ? "unchanged" : "CHANGED",
                                z.wall().toMillis() / 1000.0));
                t.row("  sent / to the CPU / policed", "%,d / %,d / %,d".formatted(z.sent(), z.delivered(), z.policed()),
                        "1M pkt/s for %.2f s simulated, policer %d pps".formatted(z.simulatedSeconds(), z.policerRate()));
                t.row("  neighbors of rtsw001 resolved", z.neighborsUp() + "/" + z.neighbors(), "through the flood");
            }
            case Either.NotRun(String why) -> t.row("ARP flood in a zone with BGP on FRR", "not run", why);
        }
        t.print(out);
    }
}
