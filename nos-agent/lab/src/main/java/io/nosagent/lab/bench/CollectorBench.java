package io.nosagent.lab.bench;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.api.cli.TextTable;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.sim.Simulation;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The stats collector's CPU per poll on a 64-port CTSW (8 unicast queues and 8 priority groups per port):
 * every port, queue and priority group read, plus the PFC pause state of queues the watchdog watches.
 * The collector under test has a time source of its own that nothing else runs on, so the thread CPU of
 * one step of that time is one poll exactly. Measured on an idle agent, with every queue's pause state
 * watched, and with 128k routes programmed (the cost must not grow with routes).
 */
public final class CollectorBench {

    static final double TARGET_MS = 5.0;

    private final int polls;

    public CollectorBench(int polls) {
        this.polls = polls;
    }

    /** One measured case: median and 99th-percentile CPU per poll, in ms. */
    public record Case(String name, double medianMs, double p99Ms) {
    }

    public record Result(int ports, int queues, int groups, Case idle, Case pauseWatched, Case withRoutes) {
    }

    public Result run() {
        RouteLoad load = new RouteLoad(new PlatformLoader().load("ctsw"), 128_000, 4096, 8);
        Path state = RouteCommitBench.tempDir();
        var asic = new VirtualAsic(load.platform());
        var agentTime = new SimulatedTime(new Simulation(1));
        try (var agent = NosAgent.start(AgentOptions.virtual("ctsw", state), asic.platform(), asic, agentTime)) {
            Case idle = measure("idle switch", agent, Map.of());
            var every = new TreeMap<String, Set<Integer>>();
            agent.switchHandle().portsByName().keySet().forEach(p -> every.put(p, Set.of(0, 1, 2, 3, 4, 5, 6, 7)));
            Case pause = measure("pause state of all 512 queues read", agent, every);
            agentTime.await(agent.intent().commit(load.interfaces(), "links"));
            agentTime.await(agent.intent().commit(load.withRoutes(), "routes"));
            Case routes = measure("with 128,000 routes", agent, every);
            var ports = agent.switchHandle().portsByName().size();
            return new Result(ports, ports * load.platform().queuesPerPort(), ports * load.platform().priorityGroupsPerPort(),
                    idle, pause, routes);
        } finally {
            RouteCommitBench.delete(state);
        }
    }

    private Case measure(String name, NosAgent agent, Map<String, Set<Integer>> pauseWatched) {
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        var time = new SimulatedTime(new Simulation(2));
        try (var collector = new StatsCollector(agent.sai(), agent.switchHandle(), StatsCollector.DEFAULT_INTERVAL, time)) {
            collector.watchPauseStatus(pauseWatched);
            for (int i = 0; i < polls; i++) { // warm-up: JIT
                time.runFor(StatsCollector.DEFAULT_INTERVAL);
            }
            double[] ms = new double[polls];
            for (int i = 0; i < polls; i++) {
                long t0 = cpu.getCurrentThreadCpuTime();
                time.runFor(StatsCollector.DEFAULT_INTERVAL); // exactly one poll
                ms[i] = (cpu.getCurrentThreadCpuTime() - t0) / 1e6;
            }
            Arrays.sort(ms);
            return new Case(name, ms[ms.length / 2], ms[(int) Math.min(ms.length - 1, Math.ceil(ms.length * 0.99) - 1)]);
        }
    }

    public void print(Result r, PrintStream out) {
        out.printf("Stats collector on the 64-port CTSW (virtual ASIC): %d ports, %d queues, %d priority groups per poll; "
                + "CPU of one poll, %d polls each%n%n", r.ports(), r.queues(), r.groups(), polls);
        var t = new TextTable().left("case").right("CPU per poll, median").right("p99").right("target").left("verdict");
        for (Case c : new Case[]{r.idle(), r.pauseWatched(), r.withRoutes()}) {
            t.row(c.name(), String.format("%.2f ms", c.medianMs()), String.format("%.2f ms", c.p99Ms()),
                    String.format("<= %.0f ms per 100 ms poll", TARGET_MS), c.medianMs() <= TARGET_MS ? "met" : "MISSED");
        }
        t.print(out);
        out.printf("%nShare of a core at one poll per 100 ms: %.1f %% (idle), %.1f %% (with routes)%n",
                r.idle().medianMs(), r.withRoutes().medianMs());
    }
}
