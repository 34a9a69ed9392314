package io.nosagent.lab.bench;

import io.nosagent.lab.fabric.VirtualZone;
import io.nosagent.lab.fabric.ZonePlan;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.Simulation;
import io.nosagent.sai.vasic.traffic.JobStats;
import io.nosagent.sai.vasic.traffic.RingAllReduce;
import io.nosagent.sai.vasic.traffic.TrafficJob;
import io.nosagent.sai.vasic.traffic.TrafficOptions;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * One seed of a zone benchmark: the zone booted on a simulation of that seed (every switch its own agent),
 * on which the benchmark runs its configurations one after the other ({@link #reconfigure}) and its
 * collectives to their end ({@link #run}), each checked complete.
 */
final class ZoneRun implements AutoCloseable {

    /** How long a collective may run in simulated time before it is reported as not completed. */
    static final Duration LIMIT = Duration.ofSeconds(2);

    private final Path dir;
    private final VirtualZone zone;

    private ZoneRun(ZonePlan plan, long seed, VirtualZone.Edits edits) {
        dir = RouteCommitBench.tempDir();
        try {
            zone = VirtualZone.start(plan, seed, dir, edits);
        } catch (RuntimeException e) {
            RouteCommitBench.delete(dir);
            throw e;
        }
    }

    static ZoneRun boot(ZonePlan plan, long seed, VirtualZone.Edits edits) {
        return new ZoneRun(plan, seed, edits);
    }

    VirtualZone zone() {
        return zone;
    }

    Simulation sim() {
        return zone.time().simulation();
    }

    /** The next configuration: every switch's generated config after {@code edits}, then 1 ms for the queues to drain. */
    void reconfigure(VirtualZone.Edits edits) {
        zone.reconfigure(edits);
        zone.run(Duration.ofMillis(1));
    }

    /** A ring AllReduce over {@code ranks}, run to its end. */
    Collective ring(List<SimNic> ranks, TrafficOptions options) {
        return run(RingAllReduce.start(sim(), ranks, options), options.iterations());
    }

    /** Runs the simulation until {@code job} has done its {@code iterations}, or {@link #LIMIT}; then stops it. */
    Collective run(TrafficJob job, int iterations) {
        long start = sim().now();
        while (!job.isDone() && sim().now() - start < LIMIT.toNanos()) {
            zone.run(Duration.ofMillis(1));
        }
        job.stop();
        return new Collective(job.stats(), iterations, (sim().now() - start) / 1e9);
    }

    /**
     * The unloaded round trip between rack 1's and rack 2's first NICs: one 64-byte RDMA write posted, its ACK
     * back; the zone idle otherwise (call it first).
     */
    long unloadedRttNs() {
        SimNic from = zone.nics(0).getFirst();
        SimNic to = zone.nics(1).getFirst();
        var flow = from.openFlow(to, FlowClass.ROCE.withPayload(64), 0xC000, 0x7FF, 0);
        long posted = sim().now();
        flow.post(64, 0, posted);
        zone.run(Duration.ofMillis(1));
        if (flow.lastAckAt() < 0) {
            throw new IllegalStateException("no ACK came back in 1 ms: the zone does not forward between its racks");
        }
        return flow.lastAckAt() - posted;
    }

    @Override
    public void close() {
        try {
            zone.close();
        } finally {
            RouteCommitBench.delete(dir);
        }
    }

    /**
     * What a collective achieved: complete when every iteration asked for finished and none timed out; a run
     * that is not complete has no iteration time worth reporting, only its shortfall.
     */
    record Collective(JobStats stats, int asked, double seconds) {

        boolean completed() {
            return stats.iterationsCompleted() == asked && stats.iterationsTimedOut() == 0;
        }

        double meanIterationMicros() {
            if (!completed()) {
                throw new IllegalStateException(shortfall());
            }
            return stats.meanIterationNs() / 1e3;
        }

        /** What stopped it, for the table: iterations done of those asked, timed out, in how long. */
        String shortfall() {
            return String.format("not completed: %d of %d iterations in %.0f ms (%d timed out)", stats.iterationsCompleted(),
                    asked, seconds * 1e3, stats.iterationsTimedOut());
        }
    }
}
