package io.nosagent.agent.gnmi.subscribe;

import io.nosagent.sai.observe.Published;
import io.nosagent.agent.gnmi.rpc.WireFormat;
import io.nosagent.agent.gnmi.tree.DataTree;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The Subscribe engine shared by every stream: the data tree, the change feed, one timer thread for
 * every sample and heartbeat interval, and a worker pool on which each stream's work runs serially.
 */
public final class Telemetry implements AutoCloseable {

    /** Shortest sample or heartbeat interval served; sample_interval 0 means this. */
    public static final Duration MIN_INTERVAL = Duration.ofMillis(100);
    /** Bytes a stream may have waiting for a slow client before it is ended. */
    public static final long DEFAULT_STREAM_BUFFER = 16L * 1024 * 1024;

    private static final Logger log = LoggerFactory.getLogger(Telemetry.class);

    private final DataTree tree;
    private final ChangeFeed feed;
    private final Published<?> counterSnapshots;
    private final long streamBufferBytes;
    private final ScheduledExecutorService timer;
    private final ExecutorService workers;
    private final SubscriptionCounters counters;
    private final WireFormat wire;
    private final java.util.Set<SubscriptionStream> streams = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /**
     * @param counterSnapshots  the counter snapshots: TARGET_DEFINED sends what comes from them whole, as samples
     * @param wire              serializes a sample shared by several streams once
     * @param streamBufferBytes per stream, the most queued output before the client counts as slow
     */
    public Telemetry(DataTree tree, ChangeFeed feed, Published<?> counterSnapshots, SubscriptionCounters counters, WireFormat wire,
                     long streamBufferBytes) {
        this.counterSnapshots = counterSnapshots;
        this.tree = tree;
        this.wire = wire;
        this.feed = feed;
        this.counters = counters;
        this.streamBufferBytes = streamBufferBytes;
        this.timer = Executors.newSingleThreadScheduledExecutor(
                Thread.ofPlatform().name("nos-telemetry-timer").daemon(true).factory());
        int threads = Math.max(2, Math.min(4, Runtime.getRuntime().availableProcessors()));
        this.workers = Executors.newFixedThreadPool(threads,
                Thread.ofPlatform().name("nos-telemetry-", 0).daemon(true).factory());
    }

    DataTree tree() {
        return tree;
    }

    ChangeFeed feed() {
        return feed;
    }

    /** The counter snapshots, the one source TARGET_DEFINED samples. */
    Published<?> counterSnapshots() {
        return counterSnapshots;
    }

    /** Where shared samples are serialized once. */
    WireFormat wire() {
        return wire;
    }

    ScheduledExecutorService timer() {
        return timer;
    }

    long streamBufferBytes() {
        return streamBufferBytes;
    }

    SerialExecutor newSerialExecutor() {
        return new SerialExecutor(workers, (t, e) -> log.error("subscription work failed", e));
    }

    void opened(SubscriptionStream stream) {
        streams.add(stream);
        counters.opened();
    }

    void closed(SubscriptionStream stream, boolean slow) {
        streams.remove(stream);
        counters.closed(slow);
    }

    /** Ends every open stream (UNAVAILABLE: the agent is stopping), then stops the threads. */
    @Override
    public void close() {
        timer.shutdownNow();
        streams.forEach(SubscriptionStream::shutdown);
        workers.shutdown();
        try {
            if (!workers.awaitTermination(5, TimeUnit.SECONDS)) {
                workers.shutdownNow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            workers.shutdownNow();
        }
    }
}
