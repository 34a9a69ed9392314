package io.nosagent.lab.bench;

import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.agent.snapshot.SnapshotEntry;
import io.nosagent.feature.SnapshotTrigger;
import io.nosagent.api.cli.TextTable;
import io.nosagent.sai.platform.PlatformLoader;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * A fault snapshot of a 64-port CTSW holding 128,000 routes over 4,096 groups: the time from the trigger
 * to the file being on disk (renamed into place, index updated) and its size compressed. The agent runs
 * on the wall clock; each snapshot is an operator request (not rate-limited).
 */
public final class SnapshotBench {

    static final double TARGET_MS = 500;
    static final long TARGET_BYTES = 10L << 20;

    private final int snapshots;

    public SnapshotBench(int snapshots) {
        this.snapshots = snapshots;
    }

    public record Result(int routes, double medianMs, double maxMs, long bytes, int asicEntries) {
    }

    public Result run() {
        RouteLoad load = new RouteLoad(new PlatformLoader().load("ctsw"), 128_000, 4096, 8);
        Path state = RouteCommitBench.tempDir();
        try (var agent = NosAgent.start(AgentOptions.virtual("ctsw", state))) {
            agent.intent().commit(load.interfaces(), "links").get();
            agent.intent().commit(load.withRoutes(), "routes").get();
            for (int i = 0; i < 3; i++) {
                take(agent); // warm-up: JIT, first files
            }
            double[] ms = new double[snapshots];
            SnapshotEntry last = null;
            for (int i = 0; i < snapshots; i++) {
                long t0 = System.nanoTime();
                last = take(agent);
                ms[i] = (System.nanoTime() - t0) / 1e6;
            }
            Arrays.sort(ms);
            return new Result(load.routes(), ms[ms.length / 2], ms[ms.length - 1], last.size(),
                    ((VirtualAsic) agent.backend()).entries(io.nosagent.sai.ObjectType.ROUTE_ENTRY).size());
        } catch (Exception e) {
            throw new IllegalStateException("snapshot benchmark failed: " + e.getMessage(), e);
        } finally {
            RouteCommitBench.delete(state);
        }
    }

    private static SnapshotEntry take(NosAgent agent) throws Exception {
        return agent.snapshots().request(new SnapshotTrigger(SnapshotTrigger.REQUEST, "bench", Optional.empty(), "benchmark",
                Set.of())).orElseThrow().get(60, TimeUnit.SECONDS);
    }

    public void print(Result r, PrintStream out) {
        out.printf("Fault snapshot of the 64-port CTSW with %,d routes programmed (%,d route entries on the ASIC): "
                + "trigger to file on disk, %d snapshots%n%n", r.routes(), r.asicEntries(), snapshots);
        new TextTable().left("metric").right("measured").right("target").left("verdict")
                .row("trigger to on disk, median", String.format("%.0f ms", r.medianMs()), String.format("<= %.0f ms", TARGET_MS),
                        r.medianMs() <= TARGET_MS ? "met" : "MISSED")
                .row("trigger to on disk, worst", String.format("%.0f ms", r.maxMs()), "", "")
                .row("size (gzip JSON)", HeapMeter.mib(r.bytes()), "<= " + HeapMeter.mib(TARGET_BYTES),
                        r.bytes() <= TARGET_BYTES ? "met" : "MISSED")
                .print(out);
    }
}
