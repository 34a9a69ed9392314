package io.nosagent.lab.bench;

import io.nosagent.routing.RoutingFeature;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.api.cli.TextTable;
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
 * when a fabric needs failover to be fast, cold JIT or not.
 */
public final class FailoverBench {

    /** Target from the routing issue. */
    static final double TARGET_MILLIS = 10;

    private final RouteLoad load;
    private final int failures;

    public FailoverBench(RouteLoad load, int failures) {
        this.load = load;
        this.failures = failures;
    }

    /** One port failure. */
    public record Failure(String port, int groupsTouched, int writes, int calls, double millis) {
    }

    public List<Failure> run() {
        Path state = RouteCommitBench.tempDir();
        var writes = new ArrayList<Write>();
        var counting = new AtomicLong();
        var options = AgentOptions.virtual(load.platform().name(), state).withSaiCalls(c -> record(c, counting, writes));
        try (var agent = NosAgent.start(options)) {
            agent.intent().commit(load.withRoutes(), "routes").get();
            var asic = ((VirtualAsic) agent.backend());
            var ports = load.interfaces().interfaces().keySet().stream().toList();
            var out = new ArrayList<Failure>();
            for (int i = 0; i < failures; i++) {
                out.add(fail(agent, asic, ports.get(i % ports.size()), counting, writes));
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

    /** One object written: when, and the bulk call it was part of (0 for a single call). */
    private record Write(long epochNanos, long bulkCall) {
    }

    private static void record(SaiCall call, AtomicLong counting, List<Write> writes) {
        if (counting.get() != 0 && call.isWrite()) {
            synchronized (writes) {
                writes.add(new Write(epochNanos(java.time.Instant.now()), call.bulkCall()));
            }
        }
    }

    private static Failure fail(NosAgent agent, VirtualAsic asic, String port, AtomicLong counting, List<Write> writes)
            throws InterruptedException {
        int touched = (int) agent.feature(RoutingFeature.class).state().current().groups().values().stream()
                .filter(g -> g.members().stream().anyMatch(m -> m.interfaceName().equals(port))).count();
        var start = new AtomicLong();
        var down = new CountDownLatch(1);
        try (var ignored = agent.feature(RoutingFeature.class).state().changes().subscribe(c -> {
            if (c.current().groups().values().stream().flatMap(g -> g.members().stream())
                    .anyMatch(m -> m.interfaceName().equals(port) && m.status() == MemberStatus.FAILED_OVER)) {
                down.countDown();
            }
        })) {
            synchronized (writes) {
                writes.clear();
            }
            counting.set(1);
            long portId = agent.switchHandle().portId(port).orElseThrow();
            asic.setLinkPresent(portId, false);
            if (!down.await(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException(port + " never failed over");
            }
            counting.set(0);
            // Timed from when the agent heard the notification: its port tracker stamps the change before any
            // listener (the failover, or a listener of ours, which may run after it) hears of it.
            start.set(epochNanos(agent.portStatus().status(port).orElseThrow().lastChange()));
            long last;
            int n;
            int calls;
            synchronized (writes) {
                n = writes.size();
                last = n == 0 ? start.get() : writes.getLast().epochNanos();
                calls = (int) writes.stream().filter(w -> w.bulkCall() == 0).count()
                        + (int) writes.stream().mapToLong(Write::bulkCall).filter(b -> b != 0).distinct().count();
            }
            var result = new Failure(port, touched, n, calls, (last - start.get()) / 1e6);
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

    private static long epochNanos(java.time.Instant at) {
        return at.getEpochSecond() * 1_000_000_000L + at.getNano();
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
        out.printf("Fast failover on %s with %,d IPv6 routes over %,d groups of %d uplinks: %d uplink failures%n%n",
                load.platform().name(), load.routes(), load.groups(), load.members(), results.size());
        var t = new TextTable().left("failure").left("uplink").right("groups touched").right("objects written")
                .right("writes/group").right("SAI calls").right("notification -> last group update");
        int i = 0;
        for (Failure f : results) {
            t.row(String.valueOf(++i), f.port(), String.format("%,d", f.groupsTouched()), String.format("%,d", f.writes()),
                    String.format("%.2f", f.writes() / (double) Math.max(1, f.groupsTouched())), String.format("%,d", f.calls()),
                    String.format("%.2f ms", f.millis()));
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
