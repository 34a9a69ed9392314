package io.nosagent.lab.bench;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.WireFormat;
import io.grpc.CallOptions;
import io.grpc.ClientCall;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.netty.shaded.io.netty.channel.MultiThreadIoEventLoopGroup;
import io.grpc.protobuf.ProtoUtils;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.agent.gnmi.GnmiOptions;
import io.nosagent.api.gnmi.PathCodec;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.Subscription;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.api.gnmi.proto.SubscriptionMode;
import io.nosagent.api.gnmi.proto.gNMIGrpc;
import io.nosagent.config.ConfigPath;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The AFT of a route-scale table streamed to a subscriber from cold: an agent (in this process, so its
 * heap can be weighed) has the routes programmed, then a fresh TLS client subscribes STREAM ON_CHANGE to
 * the default instance's {@code afts}, which no one has read before. Time from the request to the
 * sync_response, the entry notifications received by then (each AFT entry comes in one of its own), and
 * the heap retained before the subscription and with it open after its sync.
 */
final class AftSync {

    static final String AFTS = "/network-instances/network-instance[name=DEFAULT]/afts";

    private static final Logger log = LoggerFactory.getLogger(AftSync.class);

    /** Subscribe with requests as messages and responses as raw bytes, counted without building messages. */
    private static final MethodDescriptor<SubscribeRequest, byte[]> RAW_SUBSCRIBE = gNMIGrpc.getSubscribeMethod()
            .toBuilder(ProtoUtils.marshaller(SubscribeRequest.getDefaultInstance()), io.nosagent.agent.gnmi.rpc.WireFormat.BYTES)
            .build();

    private final RouteLoad load;

    AftSync(RouteLoad load) {
        this.load = load;
    }

    /**
     * @param seconds           from the request to the sync_response
     * @param firstEntrySeconds from the request to the first entry: what the switch spent before it sent anything
     * @param entries    notifications before the sync_response (one per AFT entry)
     * @param updates    updates in them
     * @param bytes      their size on the wire
     * @param heapBefore heap retained with the routes programmed, no subscription
     */
    record Result(double seconds, double firstEntrySeconds, long entries, long updates, long bytes, long heapBefore,
                  long heapAfterSync) {

        double entriesPerSecond() {
            return entries / seconds;
        }
    }

    /** What the client saw up to the sync_response. */
    private static final class Received {
        final AtomicLong entries = new AtomicLong();
        final AtomicLong updates = new AtomicLong();
        final AtomicLong bytes = new AtomicLong();
        final CompletableFuture<Long> synced = new CompletableFuture<>();
        final AtomicLong firstAt = new AtomicLong();
    }

    Result run(MultiThreadIoEventLoopGroup loop, ExecutorService work) {
        var state = GnmiBench.stateWithUser();
        var options = AgentOptions.virtual(load.platform().name(), state)
                .withGnmi(GnmiOptions.defaults().withAddress(new InetSocketAddress("127.0.0.1", 0)));
        var heap = new HeapMeter();
        try (var agent = NosAgent.start(options)) {
            agent.intent().commit(load.interfaces(), "links").get();
            agent.intent().commit(load.withRoutes(), "routes").get();
            long before = heap.retainedBytes();
            var address = new InetSocketAddress("127.0.0.1", agent.gnmi().orElseThrow().port());
            try (var client = GnmiBench.client(address, state, loop, work)) {
                var seen = new Received();
                ClientCall<SubscribeRequest, byte[]> call = client.channel().newCall(RAW_SUBSCRIBE, CallOptions.DEFAULT);
                call.start(new ClientCall.Listener<>() {
                    @Override
                    public void onMessage(byte[] message) {
                        count(message, seen);
                    }

                    @Override
                    public void onClose(Status status, Metadata trailers) {
                        seen.synced.completeExceptionally(new IllegalStateException("the AFT subscription ended before its "
                                + "sync_response: " + status));
                    }
                }, new Metadata());
                call.request(Integer.MAX_VALUE);
                var list = SubscriptionList.newBuilder().setMode(SubscriptionList.Mode.STREAM).setEncoding(Encoding.JSON_IETF)
                        .addSubscription(Subscription.newBuilder().setMode(SubscriptionMode.ON_CHANGE)
                                .setPath(PathCodec.toProto(ConfigPath.parse(AFTS))));
                long start = System.nanoTime();
                call.sendMessage(SubscribeRequest.newBuilder().setSubscribe(list).build());
                long syncedAt = seen.synced.get(10, TimeUnit.MINUTES);
                double seconds = (syncedAt - start) / 1e9;
                long after = heap.retainedBytes();
                log.info("AFT of {} routes: {} entries, {} updates, {} bytes in {} s (the first after {} s); heap {} before, {} after sync",
                        load.routes(), seen.entries.get(), seen.updates.get(), seen.bytes.get(), seconds,
                        (seen.firstAt.get() - start) / 1e9,
                        HeapMeter.mib(before), HeapMeter.mib(after));
                call.cancel("measured", null);
                double first = seen.firstAt.get() == 0 ? seconds : (seen.firstAt.get() - start) / 1e9;
                return new Result(seconds, first, seen.entries.get(), seen.updates.get(), seen.bytes.get(), before, after);
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("bench gnmi, AFT row: " + e.getCause().getMessage(), e.getCause());
        } catch (TimeoutException e) {
            throw new IllegalStateException("bench gnmi, AFT row: no sync_response within 10 minutes", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } finally {
            RouteCommitBench.delete(state);
        }
    }

    /** Counts a response's notification and its updates by skipping through its fields; notes the sync_response. */
    private static void count(byte[] response, Received seen) {
        try {
            var in = CodedInputStream.newInstance(response);
            while (!in.isAtEnd()) {
                int tag = in.readTag();
                int field = WireFormat.getTagFieldNumber(tag);
                if (field == SubscribeResponse.SYNC_RESPONSE_FIELD_NUMBER) {
                    if (in.readBool()) {
                        seen.synced.complete(System.nanoTime());
                    }
                    continue;
                }
                if (field == SubscribeResponse.UPDATE_FIELD_NUMBER && !seen.synced.isDone()) {
                    seen.firstAt.compareAndSet(0, System.nanoTime());
                    seen.entries.incrementAndGet();
                    seen.bytes.addAndGet(response.length);
                    seen.updates.addAndGet(GnmiBench.countUpdates(response));
                }
                in.skipField(tag);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
