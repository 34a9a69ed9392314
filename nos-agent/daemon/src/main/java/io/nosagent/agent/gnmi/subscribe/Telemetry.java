package io.nosagent.agent.gnmi.subscribe;

import io.nosagent.sai.observe.Published;
import io.nosagent.sai.time.CpuPriority;
import io.nosagent.sai.time.ProcessPriorityThreads;
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
 * every sample and heartbeat interval, a worker pool on which each stream's work runs serially, and
 * a pool of its own that starts changes to send, so an ON_CHANGE update does not wait behind the
 * samples the worker pool has queued (each stream's work stays serial across both), and whose threads run
 * real-time within a budget ({@link ChangeThreads}), so it does not wait for a core behind the SAMPLE encoders either.
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
    private final ExecutorService changes;
    private final TransportPrecedence transport;
    private final SubscriptionCounters counters;
    private final WireFormat wire;
    private final java.util.Set<SubscriptionStream> streams = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /**
     * @param counterSnapshots  the counter snapshots: TARGET_DEFINED sends what comes from them whole, as samples
     * @param wire              serializes a sample shared by several streams once
     * @param streamBufferBytes per stream, the most queued output before the client counts as slow
     * @param transport         raises the threads that write a change to its socket, once it is handed over
     */
    public Telemetry(DataTree tree, ChangeFeed feed, Published<?> counterSnapshots, SubscriptionCounters counters, WireFormat wire,
                     long streamBufferBytes, TransportPrecedence transport) {
        // The timer's and the workers' threads start at the process's priority even when a raised thread (a change
        // being sent) happens to create them: they do the SAMPLE work.
        this(tree, feed, counterSnapshots, counters, wire, streamBufferBytes, transport,
                Executors.newSingleThreadScheduledExecutor(new ProcessPriorityThreads(
                        Thread.ofPlatform().name("nos-telemetry-timer").daemon(true).factory(), CpuPriority.ofThisHost())),
                Executors.newFixedThreadPool(threads(), new ProcessPriorityThreads(
                        Thread.ofPlatform().name("nos-telemetry-", 0).daemon(true).factory(), CpuPriority.ofThisHost())),
                // As many as the workers: one stream's large change (an AFT after a big commit) leaves others a thread.
                new ChangeThreads(threads(), Thread.ofPlatform().name("nos-telemetry-changes-", 0).daemon(true).factory(),
                        CpuPriority.ofThisHost()));
    }

    private static int threads() {
        return Math.max(2, Math.min(4, Runtime.getRuntime().availableProcessors()));
    }

    /** With the engine's threads given: the timer, the worker pool and where changes start (tests drive them by hand). */
    Telemetry(DataTree tree, ChangeFeed feed, Published<?> counterSnapshots, SubscriptionCounters counters, WireFormat wire,
              long streamBufferBytes, ScheduledExecutorService timer, ExecutorService workers, ExecutorService changes) {
        this(tree, feed, counterSnapshots, counters, wire, streamBufferBytes, TransportPrecedence.NONE, timer, workers, changes);
    }

    Telemetry(DataTree tree, ChangeFeed feed, Published<?> counterSnapshots, SubscriptionCounters counters, WireFormat wire,
              long streamBufferBytes, TransportPrecedence transport, ScheduledExecutorService timer, ExecutorService workers,
              ExecutorService changes) {
        this.transport = transport;
        this.counterSnapshots = counterSnapshots;
        this.tree = tree;
        this.wire = wire;
        this.feed = feed;
        this.counters = counters;
        this.streamBufferBytes = streamBufferBytes;
        this.timer = timer;
        this.workers = workers;
        this.changes = changes;
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

    /** Raises the threads that write a change handed over to its socket. */
    TransportPrecedence transport() {
        return transport;
    }

    long streamBufferBytes() {
        return streamBufferBytes;
    }

    SerialExecutor newSerialExecutor() {
        return new SerialExecutor(workers, changes, (t, e) -> log.error("subscription work failed", e));
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
        stop(workers);
        stop(changes);
    }

    private static void stop(ExecutorService pool) {
        pool.shutdown();
        try {
            if (!pool.awaitTermination(5, TimeUnit.SECONDS)) {
                pool.shutdownNow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            pool.shutdownNow();
        }
    }
}
