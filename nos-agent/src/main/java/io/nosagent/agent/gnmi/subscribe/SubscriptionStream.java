package io.nosagent.agent.gnmi.subscribe;

import com.fasterxml.jackson.databind.JsonNode;
import io.grpc.Status;
import io.grpc.stub.ServerCallStreamObserver;
import io.grpc.stub.StreamObserver;
import io.nosagent.agent.gnmi.GnmiException;
import io.nosagent.agent.gnmi.encode.PathCodec;
import io.nosagent.agent.gnmi.encode.ValueEncoder;
import io.nosagent.agent.gnmi.proto.Encoding;
import io.nosagent.agent.gnmi.proto.Notification;
import io.nosagent.agent.gnmi.proto.Path;
import io.nosagent.agent.gnmi.proto.PathElem;
import io.nosagent.agent.gnmi.proto.SubscribeRequest;
import io.nosagent.agent.gnmi.proto.SubscribeResponse;
import io.nosagent.agent.gnmi.proto.SubscriptionList;
import io.nosagent.agent.gnmi.proto.SubscriptionMode;
import io.nosagent.agent.gnmi.proto.Update;
import io.nosagent.agent.gnmi.rpc.UseModels;
import io.nosagent.agent.gnmi.tree.DataTree;
import io.nosagent.agent.gnmi.tree.Evaluation;
import io.nosagent.agent.gnmi.tree.LeafValue;
import io.nosagent.agent.gnmi.tree.PathHandler;
import io.nosagent.agent.gnmi.tree.Selection;
import io.nosagent.agent.gnmi.tree.Source;
import io.nosagent.config.ConfigPath;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One Subscribe RPC. Every step (requests, change events, sample ticks, the transport becoming
 * writable) runs on the stream's own serial executor, so its state needs no locks.
 *
 * <p>Output goes through a queue bounded in bytes: messages are handed to gRPC only while the
 * transport is ready, and when the queue would exceed its bound the stream ends with
 * RESOURCE_EXHAUSTED and everything it held is dropped.
 *
 * <p>Per subscription and handler it remembers the leaves last sent, which gives ON_CHANGE its
 * changes and deletes and SAMPLE its {@code suppress_redundant}.
 */
final class SubscriptionStream implements StreamObserver<SubscribeRequest> {

    /**
     * Most updates in one notification. Few large messages cost far less than many small ones (each
     * gRPC message is framed, flushed and TLS-sealed on its own), while a bound keeps single messages
     * small enough for flow control.
     */
    private static final int UPDATES_PER_NOTIFICATION = 1024;

    /**
     * One leaf ready to send: its value (to compare), the prefix it is sent under (the path above
     * its first list, e.g. {@code /interfaces}) and its update relative to that prefix.
     */
    private static final class Encoded {
        private final ConfigPath path;
        private final JsonNode value;
        private final Path prefix;
        private final Update update;
        private String key;

        Encoded(ConfigPath path, JsonNode value, Path prefix, Update update) {
            this.path = path;
            this.value = value;
            this.prefix = prefix;
            this.update = update;
        }

        /** The leaf's absolute path as text; made only for streams that compare values. */
        String key() {
            String k = key;
            if (k == null) {
                k = path.toString();
                key = k; // racing threads compute equal strings
            }
            return k;
        }

        JsonNode value() {
            return value;
        }

        /** The shared prefix instance; leaves sent together have the same one. */
        Path prefix() {
            return prefix;
        }

        Update update() {
            return update;
        }
    }

    /** How a stream's leaves under one path are encoded; evaluations share them per key. */
    private record ViewKey(ConfigPath path, Encoding encoding, Selection selection) {
    }

    /** A whole sample of one path, as messages, shared by every stream asking the same way. */
    private record MessagesKey(ViewKey view, String target, String origin) {
    }

    private record Baseline(int subscription, PathHandler handler) {
    }

    private final Telemetry engine;
    private final UseModels useModels;
    private final ServerCallStreamObserver<SubscribeResponse> out;
    private final SerialExecutor serial;
    private final AtomicInteger pendingSources = new AtomicInteger();
    private final ArrayDeque<SubscribeResponse> queue = new ArrayDeque<>();
    private final Map<Baseline, Map<String, JsonNode>> sent = new HashMap<>();
    private final Map<Integer, Long> lastFullSample = new HashMap<>();
    private final List<Future<?>> timers = new ArrayList<>();

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

    SubscriptionStream(Telemetry engine, UseModels useModels, StreamObserver<SubscribeResponse> responses) {
        this.engine = engine;
        this.useModels = useModels;
        this.out = (ServerCallStreamObserver<SubscribeResponse>) responses;
        this.serial = engine.newSerialExecutor();
        engine.opened(this);
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
                    sendEverything();
                    sync();
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
                if (!updatesOnly) {
                    sendEverything();
                }
                sync();
                completeWhenDrained = true;
                drain();
            }
            case POLL -> {
                if (!updatesOnly) {
                    sendEverything();
                }
                sync();
            }
            default -> startStream();
        }
    }

    private Subscription resolve(io.nosagent.agent.gnmi.proto.Subscription s, ConfigPath path, String origin,
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
        for (int i = 0; i < subscriptions.size(); i++) {
            Subscription sub = subscriptions.get(i);
            for (PathHandler h : sub.handlers()) {
                if (updatesOnly) {
                    remember(i, h, leaves(sub, engine.tree().evaluate(h)));
                } else {
                    sendAll(i, h);
                }
            }
            lastFullSample.put(i, System.nanoTime());
        }
        sync();
        feedRegistration = engine.feed().listen(this::onChange);
        for (int i = 0; i < subscriptions.size(); i++) {
            Subscription sub = subscriptions.get(i);
            int index = i;
            if (sub.mode() == SubscriptionMode.SAMPLE) {
                var queued = new AtomicBoolean();
                timers.add(engine.timer().scheduleAtFixedRate(() -> {
                    if (queued.compareAndSet(false, true)) { // never pile up samples behind a busy stream
                        serial.execute(() -> {
                            queued.set(false);
                            sample(index);
                        });
                    }
                }, sub.sampleNanos(), sub.sampleNanos(), TimeUnit.NANOSECONDS));
            } else if (sub.heartbeatNanos() > 0) {
                timers.add(engine.timer().scheduleAtFixedRate(() -> serial.execute(() -> heartbeat(index)),
                        sub.heartbeatNanos(), sub.heartbeatNanos(), TimeUnit.NANOSECONDS));
            }
        }
    }

    // --- producing updates -----------------------------------------------------------------------

    /** A source changed: queue one pass over the subscriptions that react to it (coalescing bursts). */
    private void onChange(Source source) {
        int bit = 1 << source.ordinal();
        if (pendingSources.getAndUpdate(m -> m | bit) == 0) {
            serial.execute(() -> changed(pendingSources.getAndSet(0)));
        }
    }

    private void changed(int sources) {
        if (ended) {
            return;
        }
        for (int i = 0; i < subscriptions.size(); i++) {
            Subscription sub = subscriptions.get(i);
            if (sub.mode() == SubscriptionMode.SAMPLE) {
                continue;
            }
            for (PathHandler h : sub.handlers()) {
                if (!touches(h, sources)) {
                    continue;
                }
                // TARGET_DEFINED: counters are sampled (each new snapshot sent whole), state is on change.
                if (sub.mode() == SubscriptionMode.TARGET_DEFINED && h.sources().contains(Source.COUNTERS)
                        && (sources & (1 << Source.COUNTERS.ordinal())) != 0) {
                    sendAll(i, h);
                } else {
                    sendChanges(i, h);
                }
            }
        }
    }

    private static boolean touches(PathHandler h, int sources) {
        for (Source s : h.sources()) {
            if ((sources & (1 << s.ordinal())) != 0) {
                return true;
            }
        }
        return false;
    }

    private void sample(int index) {
        if (ended) {
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
    }

    private void heartbeat(int index) {
        if (!ended) {
            subscriptions.get(index).handlers().forEach(h -> sendAll(index, h));
        }
    }

    private void sendEverything() {
        for (int i = 0; i < subscriptions.size(); i++) {
            for (PathHandler h : subscriptions.get(i).handlers()) {
                sendAll(i, h);
            }
        }
    }

    private void sendAll(int index, PathHandler h) {
        Subscription sub = subscriptions.get(index);
        Evaluation e = engine.tree().evaluate(h);
        List<Encoded> leaves = leaves(sub, e);
        if (mode == SubscriptionList.Mode.STREAM && comparesLater(sub, h)) {
            remember(index, h, leaves);
        }
        var key = new MessagesKey(new ViewKey(sub.path(), encoding, selection), target, sub.requestedOrigin());
        List<SubscribeResponse> messages = e.view(key, () -> {
            List<SubscribeResponse> built = messages(index, e.timestamp(), leaves, List.of());
            built.forEach(engine.wire()::share);
            return built;
        });
        messages.forEach(this::enqueue);
    }

    private void sendChanges(int index, PathHandler h) {
        Evaluation e = engine.tree().evaluate(h);
        List<Encoded> leaves = leaves(subscriptions.get(index), e);
        Map<String, JsonNode> before = sent.getOrDefault(new Baseline(index, h), Map.of());
        var changed = new ArrayList<Encoded>();
        var now = new HashMap<String, JsonNode>(leaves.size() * 2);
        for (Encoded l : leaves) {
            now.put(l.key(), l.value());
            if (!l.value().equals(before.get(l.key()))) {
                changed.add(l);
            }
        }
        var deletes = new ArrayList<Path>();
        for (String gone : before.keySet()) {
            if (!now.containsKey(gone)) {
                deletes.add(PathCodec.toProto(ConfigPath.parse(gone)));
            }
        }
        sent.put(new Baseline(index, h), now);
        messages(index, e.timestamp(), changed, deletes).forEach(this::enqueue);
    }

    /** Whether later sends of {@code h}'s data to {@code sub} send only changes, so the last values must be kept. */
    private static boolean comparesLater(Subscription sub, PathHandler h) {
        return switch (sub.mode()) {
            case SAMPLE -> sub.suppressRedundant();
            case TARGET_DEFINED -> !h.sources().contains(Source.COUNTERS);
            default -> true;
        };
    }

    private void remember(int index, PathHandler h, List<Encoded> leaves) {
        var values = new HashMap<String, JsonNode>(leaves.size() * 2);
        leaves.forEach(l -> values.put(l.key(), l.value()));
        sent.put(new Baseline(index, h), values);
    }

    /** The subscription's leaves in {@code e}, encoded; computed once per evaluation for all streams alike. */
    private List<Encoded> leaves(Subscription sub, Evaluation e) {
        return e.view(new ViewKey(sub.path(), encoding, selection),
                () -> encode(engine.tree().leaves(e, sub.path(), selection), encoding));
    }

    /**
     * Encodes leaves for sending under their prefix. Work is shared per prefix and per path shape
     * below it ({@code interface[name=..]/state/counters/in-octets} differs only in its key).
     */
    private static List<Encoded> encode(List<LeafValue> leaves, Encoding encoding) {
        var prefixes = new IdentityHashMap<ConfigPath, Path>();
        var elems = new HashMap<ConfigPath.Elem, PathElem>();
        var out = new ArrayList<Encoded>(leaves.size());
        for (LeafValue l : leaves) {
            Path prefix = prefixes.computeIfAbsent(l.base(), PathCodec::toProto);
            var path = Path.newBuilder();
            for (ConfigPath.Elem e : l.relative()) {
                path.addElem(elems.computeIfAbsent(e, PathCodec::toProto));
            }
            out.add(new Encoded(l.path(), l.value(), prefix, Update.newBuilder().setPath(path)
                    .setVal(ValueEncoder.leaf(l.node(), l.value(), encoding)).build()));
        }
        return List.copyOf(out);
    }

    /**
     * The notifications for {@code leaves} (consecutive leaves with one prefix share notifications of
     * up to {@link #UPDATES_PER_NOTIFICATION}) and {@code deletes} (absolute, in one of their own).
     */
    private List<SubscribeResponse> messages(int index, long timestamp, List<Encoded> leaves, List<Path> deletes) {
        String origin = subscriptions.get(index).requestedOrigin();
        var out = new ArrayList<SubscribeResponse>();
        int from = 0;
        while (from < leaves.size()) {
            Encoded first = leaves.get(from);
            int to = from + 1;
            while (to < leaves.size() && to - from < UPDATES_PER_NOTIFICATION && leaves.get(to).prefix() == first.prefix()) {
                to++;
            }
            var n = Notification.newBuilder().setTimestamp(timestamp)
                    .setPrefix(first.prefix().toBuilder().setTarget(target).setOrigin(origin));
            leaves.subList(from, to).forEach(l -> n.addUpdate(l.update()));
            out.add(SubscribeResponse.newBuilder().setUpdate(n).build());
            from = to;
        }
        if (!deletes.isEmpty()) {
            out.add(SubscribeResponse.newBuilder().setUpdate(Notification.newBuilder().setTimestamp(timestamp)
                    .setPrefix(Path.newBuilder().setTarget(target).setOrigin(origin)).addAllDelete(deletes)).build());
        }
        return List.copyOf(out);
    }

    private void sync() {
        enqueue(SubscribeResponse.newBuilder().setSyncResponse(true).build());
    }

    // --- output ----------------------------------------------------------------------------------

    private void enqueue(SubscribeResponse response) {
        if (ended) {
            return;
        }
        queue.add(response);
        queuedBytes += response.getSerializedSize();
        if (queuedBytes > engine.streamBufferBytes()) {
            end(Status.RESOURCE_EXHAUSTED.withDescription("the client did not read fast enough: more than "
                    + engine.streamBufferBytes() + " bytes of updates were waiting; subscription ended"), true);
            return;
        }
        drain();
    }

    private void drain() {
        while (!ended && !queue.isEmpty() && out.isReady()) {
            SubscribeResponse next = queue.poll();
            queuedBytes -= next.getSerializedSize();
            out.onNext(next);
        }
        if (!ended && queue.isEmpty() && completeWhenDrained) {
            out.onCompleted();
            end(null, false);
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
        if (feedRegistration != null) {
            try {
                feedRegistration.close();
            } catch (Exception e) {
                // listener removal does not fail
            }
        }
        queue.clear();
        queuedBytes = 0;
        sent.clear();
        engine.closed(this, slow);
        if (status != null && !out.isCancelled()) {
            out.onError(status.asRuntimeException());
        }
    }
}
