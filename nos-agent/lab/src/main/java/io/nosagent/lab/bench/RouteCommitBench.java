package io.nosagent.lab.bench;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.agent.update.CommitStages;
import io.nosagent.api.cli.TextTable;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.ExecutionException;

/**
 * Routes from one config commit, end to end, on the agent over the virtual ASIC: the commit validates
 * the intent, hands the delta to every programmer (next hops, groups and their members, routes in bulk
 * through SaiStore), persists the running config and publishes. Reports routes per second of the whole
 * commit and the heap the agent retains with the routes programmed (intent, store, routing state, ASIC
 * model).
 */
public final class RouteCommitBench {

    /** Targets from the routing issue. */
    static final double TARGET_ROUTES_PER_SECOND = 100_000;
    static final long TARGET_RETAINED_BYTES = 300L * 1024 * 1024;

    private final RouteLoad load;

    public RouteCommitBench(RouteLoad load) {
        this.load = load;
    }

    /** The measured figures of one run, with the commit's stages as the agent timed them. */
    public record Result(double seconds, double routesPerSecond, double cpuSeconds, long retainedBytes, long persistedBytes,
                         CommitStages stages, Map<ThreadCpu.Kind, Long> cpuByKind) {

        String cpuOf(ThreadCpu.Kind kind) {
            Long nanos = cpuByKind.get(kind);
            return nanos == null ? "n/a" : String.format("%.2f s", nanos / 1e9);
        }
    }

    /** The first commit after start (what a user meets: no warm-up), then a second on a fresh agent in the same JVM. */
    public record Runs(Result cold, Result warm) {
    }

    public Runs run() {
        Result cold = runOnce(true);
        return new Runs(cold, runOnce(true));
    }

    public void print(Runs runs, PrintStream out) {
        Result r = runs.cold();
        out.printf("One config commit on %s: %,d IPv6 static routes -> %,d next-hop groups of %d uplinks "
                        + "(validate, program, persist), first after start: %.2f s, running config %s on disk%n%n",
                load.platform().name(), load.routes(), load.groups(), load.members(), r.seconds(), HeapMeter.mib(r.persistedBytes()));
        new TextTable().left("metric").right("measured").right("target").left("verdict")
                .row("routes/s (whole commit, first after start)", String.format("%,.0f", r.routesPerSecond()),
                        String.format(">= %,.0f", TARGET_ROUTES_PER_SECOND),
                        r.routesPerSecond() >= TARGET_ROUTES_PER_SECOND ? "met" : "MISSED")
                .row("routes/s (a second commit on a fresh agent)", String.format("%,.0f", runs.warm().routesPerSecond()), "", "")
                .row("CPU of the process during the commit", String.format("%.2f s", r.cpuSeconds()),
                        String.format("(%,.0f routes per CPU s)", load.routes() / r.cpuSeconds()), "")
                .row("heap retained by the agent", HeapMeter.mib(r.retainedBytes()), "<= " + HeapMeter.mib(TARGET_RETAINED_BYTES),
                        r.retainedBytes() <= TARGET_RETAINED_BYTES ? "met" : "MISSED")
                .print(out);
        out.println();
        var stages = new TextTable().left("stage").right("first commit").right("second commit");
        stage(stages, "validate", runs, CommitStages::validate);
        stage(stages, "program", runs, CommitStages::program);
        stage(stages, "persist", runs, CommitStages::persist);
        stages.row("CPU of the process", String.format("%.2f s", r.cpuSeconds()), String.format("%.2f s", runs.warm().cpuSeconds()));
        stages.row("  of which JIT compilers", r.cpuOf(ThreadCpu.Kind.JIT), runs.warm().cpuOf(ThreadCpu.Kind.JIT));
        stages.row("  of which GC and VM thread", r.cpuOf(ThreadCpu.Kind.GC), runs.warm().cpuOf(ThreadCpu.Kind.GC));
        stages.print(out);
    }

    private static void stage(TextTable t, String name, Runs runs, java.util.function.Function<CommitStages, java.time.Duration> of) {
        t.row(name, String.format("%,d ms", of.apply(runs.cold().stages()).toMillis()),
                String.format("%,d ms", of.apply(runs.warm().stages()).toMillis()));
    }

    private Result runOnce(boolean measure) {
        var heap = new HeapMeter();
        long before = measure ? heap.retainedBytes() : 0;
        Path state = tempDir();
        try (var agent = NosAgent.start(AgentOptions.virtual(load.platform().name(), state))) {
            agent.intent().commit(load.interfaces(), "links").get();
            var next = load.withRoutes();
            long storedBefore = stored(state.resolve("config/journal"));
            var threadsStart = ThreadCpu.now();
            long cpuStart = processCpuNanos();
            long start = System.nanoTime();
            agent.intent().commit(next, "routes").get();
            double seconds = (System.nanoTime() - start) / 1e9;
            double cpuSeconds = (processCpuNanos() - cpuStart) / 1e9;
            var cpuByKind = ThreadCpu.since(threadsStart);
            CommitStages stages = agent.intent().lastStages().orElseThrow();
            next = null; // only what the agent keeps counts
            long after = measure ? heap.retainedBytes() : 0;
            // What the commit wrote: its journal record (the snapshot that may follow is off the commit path).
            long persisted = stored(state.resolve("config/journal")) - storedBefore;
            return new Result(seconds, load.routes() / seconds, cpuSeconds, after - before, persisted, stages, cpuByKind);
        } catch (ExecutionException e) {
            throw new IllegalStateException("the commit failed: " + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            delete(state);
        }
    }

    /** Bytes of the files in {@code dir}. */
    private static long stored(Path dir) throws IOException {
        try (var files = Files.walk(dir)) {
            long sum = 0;
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                sum += Files.size(f);
            }
            return sum;
        }
    }

    /**
     * CPU time of the whole process (update thread, GC, writer): a figure that, unlike wall time, other
     * load on the machine does not inflate much.
     */
    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    static Path tempDir() {
        try {
            return Files.createTempDirectory("nos-agent-bench");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void delete(Path dir) {
        try (var paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temp directory left behind is not worth failing a benchmark for
        }
    }
}
