package io.nosagent.platform.gnmi;

import io.grpc.CallOptions;
import io.grpc.ClientCall;
import io.grpc.Metadata;
import io.grpc.Status;
import io.nosagent.agent.AgentOptions;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.Subscription;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.api.gnmi.proto.SubscriptionMode;
import io.nosagent.api.gnmi.proto.gNMIGrpc;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** A collector that stops reading does not make the switch's heap grow: its subscription is ended. */
class SlowSubscriberScenarioTest {

    @TempDir
    Path dir;

    @Test
    void aSubscriberThatReadsNothingIsEndedWithResourceExhausted() throws Exception {
        try (var sw = GnmiSwitch.start(AgentOptions.virtual("ctsw", dir.resolve("state")),
                g -> g.withLimits(g.maxMessageBytes(), 1024 * 1024))) {
            var memory = ManagementFactory.getMemoryMXBean();
            System.gc();
            long heapBefore = memory.getHeapMemoryUsage().getUsed();
            var watch = new Watch(sw.viewer(), "nosagent:/agent/telemetry/state/slow-subscribers-ended");

            var ended = new CompletableFuture<Status>();
            ClientCall<SubscribeRequest, SubscribeResponse> call = sw.viewer().channel()
                    .newCall(gNMIGrpc.getSubscribeMethod(), CallOptions.DEFAULT);
            call.start(new ClientCall.Listener<>() {
                @Override
                public void onClose(Status status, Metadata trailers) {
                    ended.complete(status);
                }
            }, new Metadata());
            // Every counter of 64 ports every 100 ms, never read.
            var list = SubscriptionList.newBuilder().setMode(SubscriptionList.Mode.STREAM).setEncoding(Encoding.JSON_IETF);
            for (String p : new String[]{"/interfaces/interface/state/counters", "/interfaces/interface/ethernet"}) {
                list.addSubscription(Subscription.newBuilder().setPath(GnmiSwitch.path(p)).setMode(SubscriptionMode.SAMPLE)
                        .setSampleInterval(Duration.ofMillis(100).toNanos()));
            }
            call.sendMessage(SubscribeRequest.newBuilder().setSubscribe(list).build());

            assertThat(watch.nextChanges()).anySatisfy(c -> assertThat(c).endsWith("slow-subscribers-ended = \"1\""));
            System.gc();
            assertThat(memory.getHeapMemoryUsage().getUsed() - heapBefore).as("heap growth")
                    .isLessThan(64L * 1024 * 1024);

            call.request(Integer.MAX_VALUE); // reading now: what was in flight, then the status
            assertThat(ended.get(10, TimeUnit.SECONDS).getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
        }
    }
}
