package io.nosagent.agent.snapshot;

import io.nosagent.feature.SnapshotTrigger;
import io.nosagent.sai.observe.Published;
import io.nosagent.sai.time.AgentTime;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Takes snapshots. {@link #request} gathers the moment on the caller's thread (immutable references:
 * no copy, no ASIC call, so the update thread or the poll that triggered it is not held up) and writes
 * it on the service's own thread. Automatic triggers are rate-limited per trigger kind and resource
 * (default one per 60 s, on the agent's time) and bounded across resources (default three per 60 s): a burst
 * of cases over many ports (a flap storm, a linecard's ports going one after another) is told by its first
 * snapshots, not one per port, each of which dumps every ASIC object. An operator's request is neither. The writing steps aside while
 * urgent work (fast failover) waits or runs: a link-down's snapshot is written after the groups are updated.
 */
public final class SnapshotService implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(SnapshotService.class);

    /**
     * @param dir       the snapshot directory
     * @param maxCount  snapshots kept
     * @param maxBytes  bytes kept on disk
     * @param rateLimit least time between two automatic snapshots of one kind and resource
     * @param automaticPerWindow most automatic snapshots of any kinds and resources within one {@code rateLimit}
     */
    public record Settings(Path dir, int maxCount, long maxBytes, Duration rateLimit, int automaticPerWindow) {
        public Settings {
            if (automaticPerWindow < 1) {
                throw new IllegalArgumentException("automaticPerWindow must be at least 1, not " + automaticPerWindow);
            }
        }

        public static Settings defaults(Path dir) {
            return new Settings(dir, 50, 512L << 20, Duration.ofSeconds(60), 3);
        }

        public Settings withRetention(int count, long bytes) {
            return new Settings(dir, count, bytes, rateLimit, automaticPerWindow);
        }

        public Settings withRateLimit(Duration value) {
            return new Settings(dir, maxCount, maxBytes, value, automaticPerWindow);
        }

        public Settings withAutomaticPerWindow(int value) {
            return new Settings(dir, maxCount, maxBytes, rateLimit, value);
        }
    }

    private final Settings settings;
    private final AgentTime time;
    /** The moment a trigger's snapshot shows (the counter history of the trigger's ports). */
    private final java.util.function.Function<SnapshotTrigger, Moment> moment;
    private final SnapshotStore store;
    /** At the process's priority whoever starts it: created from the update loop raised for a failover, it dumped at nice -20. */
    private final ExecutorService writer = Executors.newSingleThreadExecutor(new io.nosagent.sai.time.ProcessPriorityThreads(
            Thread.ofPlatform().daemon().name("nos-snapshot").factory(), io.nosagent.sai.time.CpuPriority.ofThisHost()));
    private final Map<String, Instant> lastTaken = new HashMap<>();
    /** When the automatic snapshots of the last {@code rateLimit} were taken, oldest first (guarded by lastTaken). */
    private final java.util.ArrayDeque<Instant> recentAutomatic = new java.util.ArrayDeque<>();
    private final Published<List<SnapshotEntry>> changes = new Published<>("snapshot index", List.of());
    private final AtomicLong suppressed = new AtomicLong();
    private final Runnable stepAside;
    /** Only touched on the writer thread. */
    private final CompressedConfig config;

    public SnapshotService(Settings settings, AgentTime time, Supplier<Moment> moment) {
        this(settings, time, moment, () -> { });
    }

    /** {@code stepAside} blocks while urgent work waits or runs; the writer calls it between blocks of its work. */
    public SnapshotService(Settings settings, AgentTime time, Supplier<Moment> moment, Runnable stepAside) {
        this(settings, time, trigger -> moment.get(), SnapshotStore.Step.NONE, stepAside);
    }

    /** As above, with the moment gathered for the trigger it is for (whose ports' counter history it needs). */
    public SnapshotService(Settings settings, AgentTime time, java.util.function.Function<SnapshotTrigger, Moment> moment,
                           Runnable stepAside) {
        this(settings, time, moment, SnapshotStore.Step.NONE, stepAside);
    }

    SnapshotService(Settings settings, AgentTime time, Supplier<Moment> moment, SnapshotStore.Step step) {
        this(settings, time, trigger -> moment.get(), step, () -> { });
    }

    private SnapshotService(Settings settings, AgentTime time, java.util.function.Function<SnapshotTrigger, Moment> moment,
                            SnapshotStore.Step step, Runnable stepAside) {
        this.settings = settings;
        this.time = time;
        this.moment = moment;
        this.store = new SnapshotStore(settings.dir(), settings.maxCount(), settings.maxBytes(), step);
        this.stepAside = stepAside;
        this.config = new CompressedConfig(stepAside);
    }

    public Settings settings() {
        return settings;
    }

    /**
     * Captures now and writes in the background; empty when the rate limit suppressed it. The future
     * fails if the write does (the index is then unchanged).
     */
    public Optional<CompletableFuture<SnapshotEntry>> request(SnapshotTrigger trigger) {
        Instant now = time.now();
        if (!trigger.isRequest()) {
            String key = trigger.kind() + " " + trigger.resource();
            synchronized (lastTaken) {
                Instant last = lastTaken.get(key);
                if (last != null && Duration.between(last, now).compareTo(settings.rateLimit()) < 0) {
                    suppressed.incrementAndGet();
                    log.info("snapshot for {} on {} suppressed: one was taken {} ago (limit one per {})", trigger.kind(),
                            trigger.resource(), Duration.between(last, now), settings.rateLimit());
                    return Optional.empty();
                }
                while (!recentAutomatic.isEmpty()
                        && Duration.between(recentAutomatic.peekFirst(), now).compareTo(settings.rateLimit()) >= 0) {
                    recentAutomatic.removeFirst();
                }
                if (recentAutomatic.size() >= settings.automaticPerWindow()) {
                    suppressed.incrementAndGet();
                    log.info("snapshot for {} on {} suppressed: {} automatic snapshots were taken in the last {} (case {} is"
                                    + " in the case list)", trigger.kind(), trigger.resource(), recentAutomatic.size(),
                            settings.rateLimit(), trigger.caseId().orElse("-"));
                    return Optional.empty();
                }
                recentAutomatic.addLast(now);
                lastTaken.put(key, now);
            }
        }
        Moment m = moment.apply(trigger);
        long id = store.takeId();
        var done = CompletableFuture.supplyAsync(() -> {
            try {
                stepAside.run();
                byte[] configMember = m.running().map(c -> config.of(c, m.encode())).orElse(null);
                SnapshotEntry e = store.write(id, now, trigger,
                        out -> SnapshotWriter.write(new StepAsideOutput(out, stepAside), id, trigger, m, configMember));
                log.info("snapshot {} written: {} ({} bytes, trigger {} {})", id, e.file(), e.size(), trigger.kind(), trigger.resource());
                return e;
            } catch (IOException e) {
                throw new UncheckedIOException("snapshot " + id + " not written: " + e.getMessage(), e);
            }
        }, writer);
        done.whenComplete((e, failure) -> {
            if (failure != null) {
                log.error("snapshot {} failed: {}", id, failure.getMessage());
            }
            announce();
        });
        return Optional.of(done);
    }

    /** Compresses {@code commit}'s config for later snapshots, in the background (after each commit). */
    public void prepareConfig(io.nosagent.config.store.Commit commit, DocumentWriter encode) {
        try {
            writer.execute(() -> {
                try {
                    stepAside.run();
                    config.of(commit, encode);
                } catch (RuntimeException e) {
                    log.warn("config version {} not compressed for snapshots: {}", commit.version(), e.getMessage());
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // stopping: no more snapshots
        }
    }

    /** The snapshots held, oldest first. */
    public List<SnapshotEntry> index() {
        return store.entries();
    }

    /** Snapshot {@code id} as written (gzip-compressed JSON). */
    public Optional<byte[]> content(long id) {
        return store.read(id);
    }

    /** Automatic snapshots the rate limit suppressed. */
    public long suppressed() {
        return suppressed.get();
    }

    public Path dir() {
        return store.dir();
    }

    /** The index after every change, published on the writer's thread. */
    public Published<List<SnapshotEntry>> changes() {
        return changes;
    }

    private void announce() {
        changes.publish(index());
    }

    /** Waits for writes in progress (up to 30 s), then stops the writer. */
    @Override
    public void close() {
        writer.shutdown();
        try {
            if (!writer.awaitTermination(30, TimeUnit.SECONDS)) {
                writer.shutdownNow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            writer.shutdownNow();
        }
    }
}
