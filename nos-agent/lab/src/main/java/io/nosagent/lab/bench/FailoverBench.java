package io.nosagent.lab.bench;

import io.nosagent.routing.RoutingFeature;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.api.cli.TextTable;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import io.nosagent.routing.state.MemberStatus;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.vasic.VirtualAsic;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Fast failover under a full table: with the {@link RouteLoad} programmed (by default 128k routes over
 * 4k groups), one uplink at a time loses its link on the virtual ASIC. Measured per failure, on the
 * wall clock: from the moment the agent's port tracker took the port-down notification (the time it
 * stamps the change with) to the agent's last SAI write of the group updates; the SAI calls it took (a bulk
 * call counts once) and the objects written against the groups that had a member through the port (the
 * target: work per group, none per route). Every failure counts, the first after start-up included: that is
 * when a fabric needs failover to be fast, cold JIT or not. A bulk call's objects are reported after the call
 * returned, when the ASIC already changed: the call is timed by its first report, so the bench's own per-object
 * tracing stays out of the window. Also shown: until the agent published the new state (its bookkeeping done).
 *
 * <p>The agent runs as in production (watchdog, correlator, snapshots) with simulated traffic: hosts on the
 * downlinks run all-reduce among themselves and stream RoCE across the uplinks to ranks behind the spine peers
 * ({@link SimulatedHosts}), over an IPv4 route through the first uplinks (as many as a group has); its group is
 * one of the load's, so with full tables the IPv6 routes spread over one group fewer.
 */
public final class FailoverBench {

    /** Target from the routing issue. */
    static final double TARGET_MILLIS = 10;

    private final RouteLoad load;
    private final int failures;

    public FailoverBench(RouteLoad load, int failures) {
        // The traffic's route takes a group of `members` uplinks too: the IPv6 routes give one up if the tables are full.
        var caps = load.platform().capacities();
        this.load = load.groups() + 1 > caps.nextHopGroups() || (long) (load.groups() + 1) * load.members() > caps.nextHopGroupMembers()
                ? new RouteLoad(load.platform(), load.routes(), load.groups() - 1, load.members()) : load;
        this.failures = failures;
    }

    /**
     * One port failure. Stages from the notification: until the update thread began the failover's work (the queue hop
     * and its wake-up), until the cut was done (the bulk removal returned and the plan updated: the agent's own timestamp,
     * after the bench's), the last write seen by the bench (when the bulk call returned),
     * the state published; and the update thread's CPU until that last write (next to the wall time it shows whether the
     * window waited: for the CPU, a lock, a GC pause) and over it all (cut, bookkeeping, publish).
     */
    public record Failure(String port, int groupsTouched, int writes, int calls, double millis, double publishedMillis,
                          double startedMillis, double cutMillis, double windowCpuMillis, double updateCpuMillis) {
    }

    /** Share of line rate each simulated host sends at: light, so the simulator leaves the agent its CPU. */
    static final double TRAFFIC_LOAD = 0.1;
    /** Where the ranks behind the spines are ({@link SimulatedHosts}), routed over every uplink. */
    static final String BEHIND_SPINES = "10.2.0.0/16";

    public List<Failure> run() {
        Path state = RouteCommitBench.tempDir();
        var writes = new Writes();
        var options = AgentOptions.virtual(load.platform().name(), state).withSaiCalls(writes::record);
        try (var agent = NosAgent.start(options)) {
            agent.intent().commit(withTraffic(load.withRoutes()), "routes").get();
            var asic = ((VirtualAsic) agent.backend());
            var hosts = SimulatedHosts.start(asic, agent.intent().current(), TrafficPattern.ALLREDUCE, 1, TRAFFIC_LOAD);
            var ports = load.interfaces().interfaces().keySet().stream().toList();
            var out = new ArrayList<Failure>();
            try (hosts) {
                awaitEveryMemberForwarding(agent);
                for (int i = 0; i < failures; i++) {
                    out.add(fail(agent, asic, ports.get(i % ports.size()), writes));
                }
            }
            return out;
        } catch (ExecutionException e) {
            throw new IllegalStateException("the commit failed: " + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } finally {
            RouteCommitBench.delete(state);
        }
    }

    /**
     * The {@link #load}'s config plus what traffic needs: each downlink addressed (10.0.D.1/24, a host behind it), each
     * uplink an IPv4 /31 too (its spine peer at 10.1.U.1), and {@value #BEHIND_SPINES} over the first spine peers, a
     * group as wide as the load's.
     */
    private SwitchIntent withTraffic(SwitchIntent routes) {
        var intent = routes;
        var spines = new ArrayList<String>();
        int d = 0;
        int u = 0;
        for (Platform.PortSpec p : load.platform().ports()) {
            var existing = intent.interfaces().get(p.name());
            var i = existing != null ? existing : InterfaceIntent.named(p.name());
            if (p.role() == Platform.PortRole.DOWNLINK) {
                d++;
                intent = intent.withInterface(i.withAddress(new InterfaceAddress(IpAddresses.parse("10.0." + d + ".1"), 24)));
            } else if (existing != null) {
                u++;
                intent = intent.withInterface(i.withAddress(new InterfaceAddress(IpAddresses.parse("10.1." + u + ".0"), 31)));
                if (spines.size() < load.members()) {
                    spines.add("10.1." + u + ".1");
                }
            }
        }
        var routing = RoutingIntent.of(intent);
        var all = new ArrayList<>(routing.staticRoutes().values());
        all.add(StaticRoute.of(BEHIND_SPINES, spines.toArray(String[]::new)));
        return intent.with(RoutingIntent.SECTION, routing.withStaticRoutes(all));
    }

    /** What the agent wrote while a failure was timed: objects, calls (a bulk call once) and when the last call returned. */
    private static final class Writes {
        private boolean counting;
        private int objects;
        private int calls;
        private long lastBulkCall;
        private long lastCallNanos;
        /** CPU time of the thread that made the last call, when it returned. */
        private long lastCallCpuNanos;

        synchronized void start() {
            counting = true;
            objects = 0;
            calls = 0;
            lastBulkCall = 0;
            lastCallNanos = 0;
        }

        synchronized void stop() {
            counting = false;
        }

        /**
         * A bulk call's objects come in a row after it returned: its first one times it. Group and member writes only:
         * the simulated hosts' neighbors come and go meanwhile, and their writes are not the failover's. Every thread's SAI
         * calls come here (the stats poller's reads too): those leave before the lock, so the update thread never waits
         * for a thread that took it and lost its CPU.
         */
        void record(SaiCall call) {
            if (!call.isWrite() || (call.objectType() != ObjectType.NEXT_HOP_GROUP_MEMBER && call.objectType() != ObjectType.NEXT_HOP_GROUP)) {
                return;
            }
            recordGroupWrite(call);
        }

        private synchronized void recordGroupWrite(SaiCall call) {
            if (!counting) {
                return;
            }
            objects++;
            if (call.bulkCall() == 0 || call.bulkCall() != lastBulkCall) {
                calls++;
                lastBulkCall = call.bulkCall();
                lastCallNanos = epochNanos(java.time.Instant.now());
                lastCallCpuNanos = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            }
        }
    }

    private static Failure fail(NosAgent agent, VirtualAsic asic, String port, Writes writes) throws InterruptedException {
        int touched = (int) agent.feature(RoutingFeature.class).state().current().groups().values().stream()
                .filter(g -> g.members().stream().anyMatch(m -> m.interfaceName().equals(port))).count();
        var published = new AtomicLong();
        var down = new CountDownLatch(1);
        try (var ignored = agent.feature(RoutingFeature.class).state().changes().subscribe(c -> {
            if (down.getCount() > 0 && c.current().groups().values().stream().flatMap(g -> g.members().stream())
                    .anyMatch(m -> m.interfaceName().equals(port) && m.status() == MemberStatus.FAILED_OVER)) {
                published.set(epochNanos(java.time.Instant.now()));
                down.countDown();
            }
        })) {
            writes.start();
            long cpu0 = updateThreadCpu();
            long portId = agent.switchHandle().portId(port).orElseThrow();
            asic.setLinkPresent(portId, false);
            if (!down.await(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException(port + " never failed over");
            }
            writes.stop();
            long cpu = updateThreadCpu() - cpu0;
            // Timed from when the agent heard the notification: its port tracker stamps the change before any
            // listener (the failover, or a listener of ours, which may run after it) hears of it.
            long start = epochNanos(agent.portStatus().status(port).orElseThrow().lastChange());
            var cut = agent.feature(RoutingFeature.class).failover().lastCut().filter(c -> c.port().equals(port));
            double started = cut.map(c -> (epochNanos(c.workStarted()) - start) / 1e6).orElse(Double.NaN);
            double cutDone = cut.map(c -> (epochNanos(c.cutDone()) - start) / 1e6).orElse(Double.NaN);
            Failure result;
            synchronized (writes) {
                long last = writes.objects == 0 ? start : writes.lastCallNanos;
                double windowCpu = writes.objects == 0 ? 0 : (writes.lastCallCpuNanos - cpu0) / 1e6;
                result = new Failure(port, touched, writes.objects, writes.calls, (last - start) / 1e6, (published.get() - start) / 1e6,
                        started, cutDone, windowCpu, cpu / 1e6);
            }
            asic.setLinkPresent(portId, true);
            awaitRestored(agent, port);
            return result;
        } catch (Exception e) {
            if (e instanceof InterruptedException ie) {
                throw ie;
            }
            throw new IllegalStateException(e);
        }
    }

    /** CPU time of the agent's update thread, where the failover runs, in ns (-1 where the JVM cannot tell). */
    private static long updateThreadCpu() {
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().equals("nos-update"))
                .mapToLong(t -> threads.getThreadCpuTime(t.threadId())).findFirst().orElse(-1);
    }

    private static long epochNanos(java.time.Instant at) {
        return at.getEpochSecond() * 1_000_000_000L + at.getNano();
    }

    /** Until the spine peers answered and every group forwards over all its members: the traffic runs. */
    private static void awaitEveryMemberForwarding(NosAgent agent) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (agent.feature(RoutingFeature.class).state().current().groups().values().stream().flatMap(g -> g.members().stream())
                .anyMatch(m -> !m.forwarding())) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the groups never forwarded over all their members: a spine peer did not answer");
            }
            Thread.sleep(20);
        }
        Thread.sleep(500); // the hosts' own ARP settles too
    }

    private static void awaitRestored(NosAgent agent, String port) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (agent.feature(RoutingFeature.class).state().current().groups().values().stream().flatMap(g -> g.members().stream())
                .anyMatch(m -> m.interfaceName().equals(port) && m.status() != MemberStatus.UP)) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(port + " never came back into its groups");
            }
            Thread.sleep(5);
        }
    }

    public void print(List<Failure> results, PrintStream out) {
        out.printf("Fast failover on %s with %,d IPv6 routes over %,d groups of %d uplinks, and an IPv4 route over %d uplinks: "
                        + "%d uplink failures, with simulated traffic (all-reduce among the downlink hosts at %.0f%% of line rate, "
                        + "RoCE across the uplinks to ranks behind the spines)%n%n",
                load.platform().name(), load.routes(), load.groups(), load.members(), load.members(), results.size(), TRAFFIC_LOAD * 100);
        var t = new TextTable().left("failure").left("uplink").right("groups touched").right("objects written")
                .right("writes/group").right("SAI calls").right("-> work started").right("-> cut done")
                .right("notification -> last group update").right("-> state published")
                .right("update thread CPU to last update").right("update thread CPU");
        int i = 0;
        for (Failure f : results) {
            t.row(String.valueOf(++i), f.port(), String.format("%,d", f.groupsTouched()), String.format("%,d", f.writes()),
                    String.format("%.2f", f.writes() / (double) Math.max(1, f.groupsTouched())), String.format("%,d", f.calls()),
                    String.format("%.2f ms", f.startedMillis()), String.format("%.2f ms", f.cutMillis()),
                    String.format("%.2f ms", f.millis()), String.format("%.2f ms", f.publishedMillis()),
                    String.format("%.2f ms", f.windowCpuMillis()), String.format("%.2f ms", f.updateCpuMillis()));
        }
        t.print(out);
        double[] ms = results.stream().mapToDouble(Failure::millis).sorted().toArray();
        double max = ms[ms.length - 1];
        out.println();
        new TextTable().left("metric").right("measured").right("target").left("verdict")
                .row("failover time, worst (first failure after start included)", String.format("%.2f ms", max),
                        String.format("<= %.0f ms", TARGET_MILLIS), max <= TARGET_MILLIS ? "met" : "MISSED")
                .row("failover time, p99", String.format("%.2f ms", percentile(ms, 0.99)), "", "")
                .row("failover time, median", String.format("%.2f ms", percentile(ms, 0.5)), "", "")
                .row("update thread CPU to the last group update, most", String.format("%.2f ms",
                        results.stream().mapToDouble(Failure::windowCpuMillis).max().orElse(0)), "", "")
                .row("update thread CPU per failure, most", String.format("%.2f ms",
                        results.stream().mapToDouble(Failure::updateCpuMillis).max().orElse(0)), "", "")
                .row("SAI calls per failure, most", String.format("%d", results.stream().mapToInt(Failure::calls).max().orElse(0)),
                        "", "")
                .row("SAI writes per group touched", String.format("%.2f", results.stream().mapToDouble(
                        f -> f.writes() / (double) Math.max(1, f.groupsTouched())).max().orElse(0)), "1 (none per route)", "")
                .print(out);
    }

    /** The nearest-rank percentile of sorted {@code ms}. */
    private static double percentile(double[] ms, double q) {
        return ms[Math.max(0, (int) Math.ceil(q * ms.length) - 1)];
    }
}
