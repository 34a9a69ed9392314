package io.nosagent.agent.gnmi.subscribe;

import io.grpc.Status;
import io.grpc.stub.ServerCallStreamObserver;
import io.grpc.stub.StreamObserver;
import io.nosagent.api.gnmi.GnmiException;
import io.nosagent.api.gnmi.PathCodec;
import io.nosagent.agent.gnmi.encode.ValueEncoder;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.Notification;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.api.gnmi.proto.SubscriptionMode;
import io.nosagent.agent.gnmi.rpc.UseModels;
import io.nosagent.agent.gnmi.tree.DataTree;
import io.nosagent.agent.gnmi.tree.Evaluation;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.agent.gnmi.tree.Selection;
import io.nosagent.config.ConfigPath;

import java.net.SocketAddress;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One Subscribe RPC. Every step (requests, change events, sample ticks, the transport becoming
 * writable) runs on the stream's own serial executor, so its state needs no locks.
 *
 * <p>The full data a stream starts with (and a poll's) is not queued: its notifications are made one
 * at a time, each when the transport is ready for it, so a first sync of any size (128k routes' AFT is
 * tens of MB) reaches a client that reads it, at the client's pace, and only one message of it is held
 * at a time. Changes, samples and heartbeats due meanwhile wait until its sync_response is out (changes
 * are then sent as one pass against what the sync sent). Everything else goes through a queue bounded
 * in bytes: messages are handed to gRPC only while the transport is ready, and when the queue would
 * exceed its bound the stream ends with RESOURCE_EXHAUSTED and everything it held is dropped.
 *
 * <p>Per subscription and handler it remembers the leaves last sent, which gives ON_CHANGE its
 * changes and deletes and SAMPLE its {@code suppress_redundant}.
 *
 * <p>A change to send is urgent work: it runs ahead of the stream's samples still waiting and is
 * started from the engine's change pool, not behind every stream's samples on the worker pool.
 * Counter snapshots are the exception (ON_CHANGE or TARGET_DEFINED of counters is bulk work paced by
 * the polls, like a sample). Once a change is handed to gRPC, the event loops that write it are raised
 * until they have ({@link TransportPrecedence}).
 *
 * <p>A SAMPLE of counters carries a read newer than the previous sample sent (its timestamp is the
 * read's time): when a sample falls due before the poll after the previous sample has published, it
 * waits for that read, for at most half an interval (then the newest read goes, so a stalled or slower
 * poll delays samples but never thins them out). With the poll as frequent as the samples, each
 * sample is one read the previous sample did not carry, at most a poll's duration late.
 */
final class SubscriptionStream implements StreamObserver<SubscribeRequest> {

    /**
     * Most updates in one notification. Few large messages cost far less than many small ones (each
     * gRPC message is framed, flushed and TLS-sealed on its own), while a bound keeps single messages
     * small enough for flow control.
     */
    private static final int UPDATES_PER_NOTIFICATION = 1024;

    /** How a stream's leaves under one path are encoded; evaluations share them per key. */
    private record ViewKey(ConfigPath path, Encoding encoding, Selection selection) {
    }

    /** A whole sample of one path, as messages, shared by every stream asking the same way. */
    private record MessagesKey(ViewKey view, String target, String origin) {
    }

    private record Baseline(int subscription, PathHandler handler) {
    }

    /**
     * A response as queued for the client, with its wire form when that is known already (assembled
     * from the updates' bytes; null: gRPC serializes it) and its size on the wire.
     */
    private record Outgoing(SubscribeResponse message, byte[] bytes, int size) {
    }

    /** Leaves of one subscription in one evaluation, sent whole as part of a sync. */
    private record SyncPart(int subscription, long timestamp, List<EncodedLeaf> leaves) {
    }

    private final Telemetry engine;
    private final UseModels useModels;
    private final ServerCallStreamObserver<SubscribeResponse> out;
    /** The client's socket address, which names the transport thread that writes this stream. */
    private final Optional<SocketAddress> client;
    private final SerialExecutor serial;
    private final AtomicLong pendingSources = new AtomicLong();
    private final AtomicLong pendingUrgent = new AtomicLong();
    private final AtomicBoolean readPending = new AtomicBoolean();
    /** The sources whose changes this stream sends (its non-SAMPLE subscriptions' handlers'), set before it listens. */
    private volatile long changeSources;
    /** The counter snapshots' bit: their changes are bulk work, not urgent. */
    private volatile long counterSource;
    /** Whether some SAMPLE subscription reads counters, so new snapshots may release a waiting sample. */
    private volatile boolean samplesCounters;
    /** Per subscription, when its last sample was sent (the data tree's clock, ns since the epoch). */
    private long[] lastSampleAt = new long[0];
    /** Per subscription, whether a due sample waits for a read newer than the previous sample. */
    private boolean[] waitingForRead = new boolean[0];
    /** The newest counter read this stream saw published, and the time between the last two (0 until known). */
    private long lastReadAt;
    private long readPeriod;
    private final ArrayDeque<Outgoing> queue = new ArrayDeque<>();
    private final Map<Baseline, List<EncodedLeaf>> sent = new HashMap<>();
    private final Map<Integer, Long> lastFullSample = new HashMap<>();
    private final List<Future<?>> timers = new ArrayList<>();
    /** Each SAMPLE subscription's timer, by index: moved when its phase against the counter polls is late. */
    private final Map<Integer, Future<?>> sampleTimers = new java.util.concurrent.ConcurrentHashMap<>();
    /** The full data still to send before the sync_response, while {@link #syncing}. */
    private final ArrayDeque<SyncPart> syncParts = new ArrayDeque<>();

    private SubscriptionList.Mode mode;
    private List<Subscription> subscriptions = List.of();
    private Encoding encoding;
    private Selection selection;
    private String target;
    private boolean updatesOnly;
    private boolean started;
    private boolean ended;
    private boolean completeWhenDrained;
    private long queuedBytes;
    private AutoCloseable feedRegistration;
    /** A sync (full data, then sync_response) is being handed over; other output waits for it. */
    private boolean syncing;
    /** The first leaf of {@code syncParts.peek()} not sent yet. */
    private int syncFrom;
    /** Sources that changed while syncing: one pass over them follows the sync_response. */
    private long changedWhileSyncing;
    /** Polls that came while a poll's data was still going out. */
    private int pollsWaiting;
    /** Messages handed to gRPC so far. */
    private long messagesSent;

    SubscriptionStream(Telemetry engine, UseModels useModels, StreamObserver<SubscribeResponse> responses) {
        this(engine, useModels, responses, Optional.empty());
    }

    SubscriptionStream(Telemetry engine, UseModels useModels, StreamObserver<SubscribeResponse> responses,
                       Optional<SocketAddress> client) {
        this.engine = engine;
        this.useModels = useModels;
        this.out = (ServerCallStreamObserver<SubscribeResponse>) responses;
        this.client = client;
        this.serial = engine.newSerialExecutor();
        engine.opened(this);
        // How much gRPC may hold for the client before it stops being ready: at its default (32 KiB) the
        // 45 MB first sync of 128k routes' AFT took ~1,400 hand-overs between the transport thread and this
        // stream's executor. A share of the stream's buffer, so what is held for a client stays of its size.
        out.setOnReadyThreshold((int) Math.clamp(engine.streamBufferBytes() / 16, 32 * 1024, 1024 * 1024));
        out.setOnReadyHandler(() -> serial.execute(this::drain));
        out.setOnCancelHandler(() -> serial.execute(() -> end(null, false)));
    }

    // --- requests (gRPC thread) ------------------------------------------------------------------

    @Override
    public void onNext(SubscribeRequest request) {
        serial.execute(() -> handle(request));
    }

    @Override
    public void onError(Throwable t) {
        serial.execute(() -> end(null, false));
    }

    @Override
    public void onCompleted() {
        // A STREAM keeps going after the client half-closes; ONCE ends by itself; POLL ends here.
        serial.execute(() -> {
            if (!started || mode == SubscriptionList.Mode.POLL) {
                completeWhenDrained = true;
                drain();
            }
        });
    }

    private void handle(SubscribeRequest request) {
        if (ended) {
            return;
        }
        try {
            if (!request.getExtensionList().isEmpty()) {
                throw GnmiException.unimplemented("Subscribe supports no extensions");
            }
            switch (request.getRequestCase()) {
                case SUBSCRIBE -> {
                    if (started) {
                        throw GnmiException.invalid("this stream already has a subscription list; open another Subscribe RPC");
                    }
                    start(request.getSubscribe());
                }
                case POLL -> {
                    if (!started) {
                        throw GnmiException.invalid("poll on a stream without a subscription: send a SubscriptionList first");
                    }
                    if (mode != SubscriptionList.Mode.POLL) {
                        throw GnmiException.invalid("poll on a " + mode + " subscription");
                    }
                    if (syncing) {
                        pollsWaiting++;
                    } else {
                        startSync(false);
                    }
                }
                default -> throw GnmiException.invalid(
                        "the first request of a Subscribe must carry a SubscriptionList (got " + request.getRequestCase() + ")");
            }
        } catch (GnmiException e) {
            end(Status.fromCode(e.code()).withDescription(e.getMessage()), false);
        } catch (RuntimeException e) {
            end(Status.INTERNAL.withDescription("subscription failed: " + e), false);
            throw e; // logged by the executor: a bug, not the client's doing
        }
    }

    // --- setting up ------------------------------------------------------------------------------

    private void start(SubscriptionList list) {
        DataTree tree = engine.tree();
        mode = switch (list.getMode()) {
            case STREAM, ONCE, POLL -> list.getMode();
            default -> throw GnmiException.invalid("unknown subscription list mode " + list.getModeValue());
        };
        encoding = ValueEncoder.served(list.getEncoding());
        selection = new Selection(io.nosagent.agent.gnmi.tree.DataType.ALL, useModels.modules(list.getUseModelsList()));
        target = list.getPrefix().getTarget();
        updatesOnly = list.getUpdatesOnly();
        if (list.getSubscriptionCount() == 0) {
            throw GnmiException.invalid("the subscription list has no subscriptions");
        }
        var subs = new ArrayList<Subscription>();
        for (var s : list.getSubscriptionList()) {
            ConfigPath path = PathCodec.join(list.getPrefix(), s.getPath());
            tree.schema().check(path);
            var canonical = new ConfigPath(tree.schema().origin(path.origin()), path.elems());
            subs.add(resolve(s, canonical, path.origin(), tree.relevant(canonical)));
        }
        subscriptions = List.copyOf(subs);
        started = true;
        switch (mode) {
            case ONCE -> {
                completeWhenDrained = true;
                startSync(updatesOnly);
            }
            case POLL -> startSync(updatesOnly);
            default -> startStream();
        }
    }

    private Subscription resolve(io.nosagent.api.gnmi.proto.Subscription s, ConfigPath path, String origin,
                                 List<PathHandler> handlers) {
        long min = Telemetry.MIN_INTERVAL.toNanos();
        if (mode != SubscriptionList.Mode.STREAM) {
            return new Subscription(path, origin, SubscriptionMode.ON_CHANGE, 0, false, 0, handlers);
        }
        long heartbeat = s.getHeartbeatInterval();
        if (heartbeat != 0 && Long.compareUnsigned(heartbeat, min) < 0) {
            throw GnmiException.invalid(path + ": heartbeat_interval " + heartbeat + " ns is below the minimum of "
                    + Telemetry.MIN_INTERVAL.toMillis() + " ms");
        }
        return switch (s.getMode()) {
            case SAMPLE -> {
                long interval = s.getSampleInterval() == 0 ? min : s.getSampleInterval();
                if (Long.compareUnsigned(interval, min) < 0) {
                    throw GnmiException.invalid(path + ": sample_interval " + interval + " ns is below the minimum of "
                            + Telemetry.MIN_INTERVAL.toMillis() + " ms (0 selects the minimum)");
                }
                yield new Subscription(path, origin, SubscriptionMode.SAMPLE, interval, s.getSuppressRedundant(), heartbeat, handlers);
            }
            case ON_CHANGE -> new Subscription(path, origin, SubscriptionMode.ON_CHANGE, 0, false, heartbeat, handlers);
            case TARGET_DEFINED -> {
                if (s.getSampleInterval() != 0) {
                    throw GnmiException.invalid(path + ": TARGET_DEFINED picks its own sample interval; do not set sample_interval");
                }
                yield new Subscription(path, origin, SubscriptionMode.TARGET_DEFINED, 0, false, heartbeat, handlers);
            }
            default -> throw GnmiException.invalid(path + ": unknown subscription mode " + s.getModeValue());
        };
    }

    private void startStream() {
        // Listen before reading the initial state: a change from then on queues a pass behind this
        // start, so nothing changed after the data sent here is missed, however soon after the
        // sync_response it comes (listening after the sync lost changes made in between).
        long changing = 0;
        for (Subscription sub : subscriptions) {
            if (sub.mode() != SubscriptionMode.SAMPLE) {
                for (PathHandler h : sub.handlers()) {
                    changing |= engine.feed().bitsOf(h.sources());
                }
            }
        }
        changeSources = changing;
        counterSource = engine.feed().bitsOf(List.of(engine.counterSnapshots()));
        samplesCounters = subscriptions.stream().anyMatch(s -> s.mode() == SubscriptionMode.SAMPLE && readsCounters(s));
        lastSampleAt = new long[subscriptions.size()];
        waitingForRead = new boolean[subscriptions.size()];
        feedRegistration = engine.feed().listen(this::onChange);
        startSync(updatesOnly);
        java.util.Arrays.fill(lastSampleAt, engine.tree().now());
        for (int i = 0; i < subscriptions.size(); i++) {
            lastFullSample.put(i, System.nanoTime());
        }
        for (int i = 0; i < subscriptions.size(); i++) {
            Subscription sub = subscriptions.get(i);
            int index = i;
            if (sub.mode() == SubscriptionMode.SAMPLE) {
                scheduleSamples(index, sub.sampleNanos());
            } else if (sub.heartbeatNanos() > 0) {
                timers.add(engine.timer().scheduleAtFixedRate(() -> serial.execute(() -> heartbeat(index)),
                        sub.heartbeatNanos(), sub.heartbeatNanos(), TimeUnit.NANOSECONDS));
            }
        }
    }

    // --- producing updates -----------------------------------------------------------------------

    /**
     * A source changed (on the publishing thread): queue one pass over the subscriptions that send its
     * changes, coalescing bursts, urgent unless it is the counters; and a new counter snapshot may be
     * the read a sample waits for.
     */
    private void onChange(long bit) {
        if ((bit & counterSource) != 0 && samplesCounters && readPending.compareAndSet(false, true)) {
            serial.execute(() -> {
                readPending.set(false);
                readArrived();
            });
        }
        long sending = bit & changeSources;
        if (sending == 0) {
            return;
        }
        if ((sending & counterSource) != 0) {
            if (pendingSources.getAndUpdate(m -> m | sending) == 0) {
                serial.execute(() -> changed(pendingSources.getAndSet(0)));
            }
        } else if (pendingUrgent.getAndUpdate(m -> m | sending) == 0) {
            serial.executeUrgent(() -> {
                long before = messagesSent;
                changed(pendingUrgent.getAndSet(0));
                if (messagesSent != before) {
                    engine.transport().untilWritten(client); // handed over: its write goes ahead too
                }
            });
        }
    }

    private void changed(long sources) {
        if (ended) {
            return;
        }
        if (syncing) {
            changedWhileSyncing |= sources;
            return;
        }
        for (int i = 0; i < subscriptions.size(); i++) {
            Subscription sub = subscriptions.get(i);
            if (sub.mode() == SubscriptionMode.SAMPLE) {
                continue;
            }
            for (PathHandler h : sub.handlers()) {
                if ((engine.feed().bitsOf(h.sources()) & sources) == 0) {
                    continue;
                }
                // TARGET_DEFINED: counters are sampled (each new snapshot sent whole), state is on change.
                if (sub.mode() == SubscriptionMode.TARGET_DEFINED && h.sources().contains(engine.counterSnapshots())
                        && (sources & engine.feed().bitsOf(List.of(engine.counterSnapshots()))) != 0) {
                    sendAll(i, h);
                } else {
                    sendChanges(i, h);
                }
            }
        }
    }

    /**
     * A sample's time came: sent now, or, while the newest read is one the previous sample carried, when a newer one is
     * in. A due less than half an interval after the previous sample is a late timer catching up (the fixed rate fires
     * the dues it missed at once): without a newer read it is skipped, not sent again with the read just sent.
     */
    private void sampleDue(int index) {
        if (ended || syncing || waitingForRead[index]) {
            return;
        }
        Subscription sub = subscriptions.get(index);
        if (!readsCounters(sub)) {
            sample(index);
            return;
        }
        if (newReadSinceLastSample(index)) {
            sample(index);
            shiftIfLate(index);
            return;
        }
        if (engine.tree().now() - lastSampleAt[index] < sub.sampleNanos() / 2) {
            return;
        }
        waitingForRead[index] = true;
        try {
            engine.timer().schedule(() -> serial.execute(() -> readWaitOver(index)), sub.sampleNanos() / 2, TimeUnit.NANOSECONDS);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // the engine is stopping
        }
    }

    /**
     * When the counters are polled as often as {@code index} samples them and its samples fall in the later half
     * between two polls, moves its timer on by half an interval, into the earlier half. The timer's phase is the
     * subscription's and the poll's the agent's: a subscriber whose samples fell just before each poll got reads of
     * nearly a whole interval's age every time (p99 of the read's age 101-106 ms over 10 subscribers, measured).
     * Moved by half an interval each, subscribers keep their spread instead of all sampling at one instant.
     */
    private void shiftIfLate(int index) {
        long interval = subscriptions.get(index).sampleNanos();
        if (readPeriod <= 0 || Math.abs(readPeriod - interval) > interval / 10 || engine.tree().now() - lastReadAt <= interval / 2) {
            return;
        }
        scheduleSamples(index, interval / 2);
    }

    /** Samples {@code index} every interval from {@code firstInNanos} on, instead of its timer so far. */
    private void scheduleSamples(int index, long firstInNanos) {
        Subscription sub = subscriptions.get(index);
        var queued = new AtomicBoolean();
        Future<?> timer = engine.timer().scheduleAtFixedRate(() -> {
            if (queued.compareAndSet(false, true)) { // never pile up samples behind a busy stream
                serial.execute(() -> {
                    queued.set(false);
                    sampleDue(index);
                });
            }
        }, firstInNanos, sub.sampleNanos(), TimeUnit.NANOSECONDS);
        Future<?> before = sampleTimers.put(index, timer);
        if (before != null) {
            before.cancel(false);
        }
        if (ended) {
            timer.cancel(false);
        }
    }

    /** A new counter snapshot: the samples waiting for a read newer than their previous sample go if it is one. */
    private void readArrived() {
        long at = Long.MAX_VALUE;
        for (Subscription sub : subscriptions) {
            for (PathHandler h : sub.handlers()) {
                if (h.sources().contains(engine.counterSnapshots())) {
                    at = Math.min(at, engine.tree().evaluate(h).timestamp());
                }
            }
        }
        if (at != Long.MAX_VALUE && at > lastReadAt) {
            readPeriod = lastReadAt == 0 ? 0 : at - lastReadAt;
            lastReadAt = at;
        }
        for (int i = 0; i < waitingForRead.length; i++) {
            if (waitingForRead[i] && newReadSinceLastSample(i)) {
                waitingForRead[i] = false;
                sample(i);
            }
        }
    }

    /** Half an interval passed without a newer read: the newest goes, late rather than not at all. */
    private void readWaitOver(int index) {
        if (waitingForRead[index]) {
            waitingForRead[index] = false;
            sample(index);
        }
    }

    private boolean readsCounters(Subscription sub) {
        return sub.handlers().stream().anyMatch(h -> h.sources().contains(engine.counterSnapshots()));
    }

    /** Whether every counter handler of the subscription now has data read after its last sample was sent. */
    private boolean newReadSinceLastSample(int index) {
        for (PathHandler h : subscriptions.get(index).handlers()) {
            if (h.sources().contains(engine.counterSnapshots()) && engine.tree().evaluate(h).timestamp() <= lastSampleAt[index]) {
                return false;
            }
        }
        return true;
    }

    private void sample(int index) {
        if (ended || syncing) { // the sync going out is the newest sample
            return;
        }
        Subscription sub = subscriptions.get(index);
        long now = System.nanoTime();
        boolean heartbeatDue = sub.heartbeatNanos() > 0 && now - lastFullSample.get(index) >= sub.heartbeatNanos();
        boolean full = !sub.suppressRedundant() || heartbeatDue;
        for (PathHandler h : sub.handlers()) {
            if (full) {
                sendAll(index, h);
            } else {
                sendChanges(index, h);
            }
        }
        if (full) {
            lastFullSample.put(index, now);
        }
        lastSampleAt[index] = engine.tree().now();
    }

    private void heartbeat(int index) {
        if (!ended && !syncing) {
            subscriptions.get(index).handlers().forEach(h -> sendAll(index, h));
        }
    }

    /**
     * Starts handing over every subscription's current data (unless {@code baselineOnly}) and a
     * sync_response; a STREAM remembers what it sent as the base of its changes.
     */
    private void startSync(boolean baselineOnly) {
        for (int i = 0; i < subscriptions.size(); i++) {
            Subscription sub = subscriptions.get(i);
            for (PathHandler h : sub.handlers()) {
                Evaluation e = engine.tree().evaluate(h);
                List<EncodedLeaf> leaves = leaves(sub, e);
                if (mode == SubscriptionList.Mode.STREAM && comparesLater(sub, h)) {
                    remember(i, h, leaves);
                }
                if (!baselineOnly && !leaves.isEmpty()) {
                    syncParts.add(new SyncPart(i, e.timestamp(), leaves));
                }
            }
        }
        syncFrom = 0;
        syncing = true;
        drain();
    }

    /** The next message of the sync going out: a notification of its data, else the sync_response (which ends the sync). */
    private Outgoing nextSyncMessage() {
        while (!syncParts.isEmpty()) {
            SyncPart part = syncParts.peek();
            if (syncFrom < part.leaves().size()) {
                int to = groupEnd(part.leaves(), syncFrom);
                Outgoing next = notification(part.subscription(), part.timestamp(), part.leaves().subList(syncFrom, to));
                syncFrom = to;
                return next;
            }
            syncParts.poll();
            syncFrom = 0;
        }
        syncing = false;
        var message = SubscribeResponse.newBuilder().setSyncResponse(true).build();
        return new Outgoing(message, null, message.getSerializedSize());
    }

    /** After a sync_response: what waited for it, each as work of its own (it enqueues, which drains). */
    private void afterSync() {
        if (changedWhileSyncing != 0) {
            long sources = changedWhileSyncing;
            changedWhileSyncing = 0;
            serial.execute(() -> changed(sources));
        }
        if (pollsWaiting > 0) {
            pollsWaiting--;
            serial.execute(() -> {
                if (!ended && !syncing) {
                    startSync(false);
                }
            });
        }
    }

    private void sendAll(int index, PathHandler h) {
        Subscription sub = subscriptions.get(index);
        Evaluation e = engine.tree().evaluate(h);
        List<EncodedLeaf> leaves = leaves(sub, e);
        if (mode == SubscriptionList.Mode.STREAM && comparesLater(sub, h)) {
            remember(index, h, leaves);
        }
        var key = new MessagesKey(new ViewKey(sub.path(), encoding, selection), target, sub.requestedOrigin());
        List<Outgoing> messages = e.view(key, () -> messages(index, e.timestamp(), leaves, List.of()));
        messages.forEach(this::enqueue);
    }

    private void sendChanges(int index, PathHandler h) {
        Evaluation e = engine.tree().evaluate(h);
        List<EncodedLeaf> leaves = leaves(subscriptions.get(index), e);
        var baseline = new Baseline(index, h);
        LeafDiff diff = LeafDiff.between(sent.getOrDefault(baseline, List.of()), leaves);
        sent.put(baseline, leaves);
        var deletes = new ArrayList<Path>(diff.deleted().size());
        // An AFT entry that is gone goes with one delete of the entry, not one per leaf.
        var live = new java.util.HashSet<List<ConfigPath.Elem>>();
        var goneEntries = new java.util.LinkedHashSet<ConfigPath>();
        for (EncodedLeaf l : diff.deleted()) {
            List<ConfigPath.Elem> elems = l.path().elems();
            int entry = AftEntries.entryLength(elems);
            if (entry == 0) {
                deletes.add(PathCodec.toProto(l.path()));
                continue;
            }
            if (live.isEmpty()) {
                leaves.forEach(k -> {
                    int n = AftEntries.entryLength(k.path().elems());
                    if (n > 0) {
                        live.add(k.path().elems().subList(0, n));
                    }
                });
                live.add(List.of()); // computed once even when no entry is left
            }
            if (live.contains(elems.subList(0, entry))) {
                deletes.add(PathCodec.toProto(l.path()));
            } else {
                goneEntries.add(new ConfigPath(l.path().origin(), elems.subList(0, entry)));
            }
        }
        messages(index, e.timestamp(), diff.changed(), deletes).forEach(this::enqueue);
        for (ConfigPath gone : goneEntries) {
            messages(index, e.timestamp(), List.of(), List.of(PathCodec.toProto(gone))).forEach(this::enqueue);
        }
    }

    /** Whether later sends of {@code h}'s data to {@code sub} send only changes, so the last values must be kept. */
    private boolean comparesLater(Subscription sub, PathHandler h) {
        return switch (sub.mode()) {
            case SAMPLE -> sub.suppressRedundant();
            case TARGET_DEFINED -> !h.sources().contains(engine.counterSnapshots());
            default -> true;
        };
    }

    /** Keeps the leaves as last sent: the list itself, which is immutable and shared with the evaluation's view. */
    private void remember(int index, PathHandler h, List<EncodedLeaf> leaves) {
        sent.put(new Baseline(index, h), leaves);
    }

    /**
     * The subscription's leaves in {@code e}, encoded; computed once per evaluation for all streams
     * alike, from the previous evaluation's encoding where leaves did not change.
     */
    private List<EncodedLeaf> leaves(Subscription sub, Evaluation e) {
        var key = new ViewKey(sub.path(), encoding, selection);
        return e.view(key, () -> LeafEncoder.encode(engine.tree().leaves(e, sub.path(), selection), encoding,
                e.<List<EncodedLeaf>>previousView(key)));
    }

    /**
     * The notifications for {@code leaves} (consecutive leaves with one prefix share notifications of
     * up to {@link #UPDATES_PER_NOTIFICATION}) and {@code deletes} (absolute, in one of their own),
     * with their bytes assembled from the leaves' and registered for the marshaller.
     */
    private List<Outgoing> messages(int index, long timestamp, List<EncodedLeaf> leaves, List<Path> deletes) {
        String origin = subscriptions.get(index).requestedOrigin();
        var out = new ArrayList<Outgoing>();
        int from = 0;
        while (from < leaves.size()) {
            int to = groupEnd(leaves, from);
            out.add(notification(index, timestamp, leaves.subList(from, to)));
            from = to;
        }
        if (!deletes.isEmpty()) {
            Path full = Path.newBuilder().setTarget(target).setOrigin(origin).build();
            out.add(outgoing(SubscribeResponse.newBuilder().setUpdate(Notification.newBuilder().setTimestamp(timestamp)
                    .setPrefix(full).addAllDelete(deletes)).build(), NotificationBytes.of(timestamp, full, List.of(), deletes)));
        }
        return List.copyOf(out);
    }

    /** Where the notification of the leaves from {@code from} on ends: at another prefix or at the most per notification. */
    private static int groupEnd(List<EncodedLeaf> leaves, int from) {
        EncodedLeaf first = leaves.get(from);
        int to = from + 1;
        while (to < leaves.size() && to - from < UPDATES_PER_NOTIFICATION && leaves.get(to).samePrefix(first)) {
            to++;
        }
        return to;
    }

    /** One notification of leaves sharing a prefix, with its bytes assembled from the leaves'. */
    private Outgoing notification(int index, long timestamp, List<EncodedLeaf> group) {
        Path full = group.getFirst().prefix().toBuilder().setTarget(target)
                .setOrigin(subscriptions.get(index).requestedOrigin()).build();
        boolean atomic = AftEntries.entryLength(group.getFirst().path().elems()) > 0;
        // a view, not a copy: the builder sizes its list once from it
        var updates = new java.util.AbstractList<io.nosagent.api.gnmi.proto.Update>() {
            @Override
            public io.nosagent.api.gnmi.proto.Update get(int i) {
                return group.get(i).update();
            }

            @Override
            public int size() {
                return group.size();
            }
        };
        var n = Notification.newBuilder().setTimestamp(timestamp).setPrefix(full).setAtomic(atomic).addAllUpdate(updates);
        return outgoing(SubscribeResponse.newBuilder().setUpdate(n).build(),
                NotificationBytes.of(timestamp, full, group, List.of(), atomic));
    }

    private static Outgoing outgoing(SubscribeResponse message, byte[] bytes) {
        return new Outgoing(message, bytes, bytes.length);
    }

    // --- output ----------------------------------------------------------------------------------

    private void enqueue(Outgoing response) {
        if (ended) {
            return;
        }
        queue.add(response);
        queuedBytes += response.size();
        if (queuedBytes > engine.streamBufferBytes()) {
            end(Status.RESOURCE_EXHAUSTED.withDescription("the client did not read fast enough: more than "
                    + engine.streamBufferBytes() + " bytes of updates were waiting; subscription ended"), true);
            return;
        }
        drain();
    }

    private void drain() {
        while (!ended && out.isReady()) {
            Outgoing next = queue.poll();
            if (next != null) {
                queuedBytes -= next.size();
            } else if (syncing) {
                next = nextSyncMessage();
                if (!syncing) { // that is the sync_response
                    send(next);
                    afterSync();
                    continue;
                }
            } else {
                break;
            }
            send(next);
        }
        if (!ended && queue.isEmpty() && !syncing && completeWhenDrained) {
            out.onCompleted();
            end(null, false);
        }
    }

    private void send(Outgoing next) {
        messagesSent++;
        if (next.bytes() != null) {
            engine.wire().send(out, next.message(), next.bytes());
        } else {
            out.onNext(next.message());
        }
    }

    /** Ends the stream because the agent is stopping. */
    void shutdown() {
        serial.execute(() -> end(Status.UNAVAILABLE.withDescription("the agent is stopping"), false));
    }

    /** Stops everything; sends {@code status} unless the client went away ({@code null}). */
    private void end(Status status, boolean slow) {
        if (ended) {
            return;
        }
        ended = true;
        timers.forEach(t -> t.cancel(false));
        sampleTimers.values().forEach(t -> t.cancel(false));
        if (feedRegistration != null) {
            try {
                feedRegistration.close();
            } catch (Exception e) {
                // listener removal does not fail
            }
        }
        queue.clear();
        queuedBytes = 0;
        syncParts.clear();
        syncing = false;
        sent.clear();
        engine.closed(this, slow);
        if (status != null && !out.isCancelled()) {
            out.onError(status.asRuntimeException());
        }
    }
}
