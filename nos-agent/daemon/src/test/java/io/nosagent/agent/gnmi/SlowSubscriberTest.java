package io.nosagent.agent.gnmi;

import io.grpc.CallOptions;
import io.grpc.ClientCall;
import io.grpc.Metadata;
import io.grpc.Status;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.api.gnmi.proto.gNMIGrpc;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static io.nosagent.agent.gnmi.GnmiAgent.value;
import static org.assertj.core.api.Assertions.assertThat;

/** A subscriber that reads nothing is ended with RESOURCE_EXHAUSTED; the agent's heap does not grow with it. */
class SlowSubscriberTest {

    static final long STREAM_BUFFER = 256 * 1024;

    @TempDir
    Path state;

    @Test
    void aClientThatNeverReadsIsEndedWithResourceExhaustedAndTheHeapStaysBounded() throws Exception {
        try (var sw = GnmiAgent.start(state, "rtsw", g -> g.withLimits(g.maxMessageBytes(), STREAM_BUFFER))) {
            var memory = ManagementFactory.getMemoryMXBean();
            System.gc();
            long heapBefore = memory.getHeapMemoryUsage().getUsed();

            // Watch the agent's own count of streams ended for being slow.
            var watch = new Subscriber(sw.viewer()).send(Subscriber.list(SubscriptionList.Mode.STREAM,
                    Subscriber.onChange("nosagent:/agent/telemetry/state/slow-subscribers-ended")));
            watch.untilSync();

            // Every counter of every port, every 100 ms, to a client that requests no messages.
            var ended = new CompletableFuture<Status>();
            var delivered = new AtomicInteger();
            ClientCall<SubscribeRequest, SubscribeResponse> call = sw.viewer().channel()
                    .newCall(gNMIGrpc.getSubscribeMethod(), CallOptions.DEFAULT);
            call.start(new ClientCall.Listener<>() {
                @Override
                public void onMessage(SubscribeResponse message) {
                    delivered.incrementAndGet();
                }

                @Override
                public void onClose(Status status, Metadata trailers) {
                    ended.complete(status);
                }
            }, new Metadata());
            call.sendMessage(SubscribeRequest.newBuilder().setSubscribe(Subscriber.list(SubscriptionList.Mode.STREAM,
                    Subscriber.sample("/interfaces/interface/state/counters", Duration.ofMillis(100)))).build());

            watch.nextMatching(n -> value(n.getUpdate(0).getVal()).asText().equals("1"));

            System.gc();
            long grown = memory.getHeapMemoryUsage().getUsed() - heapBefore;
            assertThat(grown).as("heap growth while the stream backed up").isLessThan(64L * 1024 * 1024);

            // Reading now drains what the transport still held, then the status arrives.
            call.request(Integer.MAX_VALUE);
            assertThat(ended.get(10, TimeUnit.SECONDS).getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
            assertThat(ended.get().getDescription()).contains("did not read fast enough");
        }
    }
}
