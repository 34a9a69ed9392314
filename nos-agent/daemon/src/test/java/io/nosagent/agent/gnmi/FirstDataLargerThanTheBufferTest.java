package io.nosagent.agent.gnmi;

import io.grpc.CallOptions;
import io.grpc.ClientCall;
import io.grpc.Metadata;
import io.grpc.Status;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.api.gnmi.proto.Update;
import io.nosagent.api.gnmi.proto.gNMIGrpc;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The first sync of a subscription may be far larger than the stream's buffer (128k routes' AFT is tens
 * of MB against 16 MiB): it is what the client asked for, so it goes out at the pace the client reads,
 * in full and followed by sync_response, instead of ending the stream as a slow reader.
 */
class FirstDataLargerThanTheBufferTest {

    /** Far below the RTSW's /interfaces tree, so its first sync is several buffers long. */
    static final long STREAM_BUFFER = 16 * 1024;
    static final String INTERFACES = "/interfaces";

    @TempDir
    Path state;

    @Test
    void aFirstSyncOfSeveralBuffersReachesAClientThatReadsLateInFullThenSyncResponseAndTheStreamLives() throws Exception {
        try (var sw = GnmiAgent.start(state, "rtsw", g -> g.withLimits(g.maxMessageBytes(), STREAM_BUFFER))) {
            // What the tree holds: a ONCE of the same path, read as fast as it comes.
            var once = new Subscriber(sw.viewer()).send(Subscriber.list(SubscriptionList.Mode.ONCE,
                    Subscriber.onChange(INTERFACES)));
            var everyLeaf = new HashSet<>(withoutRates(Subscriber.paths(once.untilSync())));
            assertThat(once.awaitEnd().getCode()).isEqualTo(Status.Code.OK);

            // ON_CHANGE of it to a client that reads nothing at first, then one message at a time.
            var received = new LinkedBlockingQueue<SubscribeResponse>();
            var ended = new CompletableFuture<Status>();
            ClientCall<SubscribeRequest, SubscribeResponse> call = sw.viewer().channel()
                    .newCall(gNMIGrpc.getSubscribeMethod(), CallOptions.DEFAULT);
            call.start(new ClientCall.Listener<>() {
                @Override
                public void onMessage(SubscribeResponse message) {
                    received.add(message);
                }

                @Override
                public void onClose(Status status, Metadata trailers) {
                    ended.complete(status);
                }
            }, new Metadata());
            call.sendMessage(SubscribeRequest.newBuilder().setSubscribe(Subscriber.list(SubscriptionList.Mode.STREAM,
                    Subscriber.onChange(INTERFACES))).build());
            Thread.sleep(500); // the agent has had time to back up behind the client that is not reading

            var sync = new ArrayList<io.nosagent.api.gnmi.proto.Notification>();
            long bytes = 0;
            while (true) {
                call.request(1);
                SubscribeResponse r = received.poll(Subscriber.WAIT.toMillis(), TimeUnit.MILLISECONDS);
                assertThat(r).as("next message of the first sync (stream ended: %s)", ended.getNow(null)).isNotNull();
                if (r.getSyncResponse()) {
                    break;
                }
                bytes += r.getSerializedSize();
                sync.add(r.getUpdate());
            }

            assertThat(bytes).as("bytes of the first sync").isGreaterThan(4 * STREAM_BUFFER);
            List<String> paths = Subscriber.paths(sync);
            assertThat(new HashSet<>(withoutRates(paths))).as("leaves of the first sync").isEqualTo(everyLeaf);
            assertThat(paths).as("each leaf once").doesNotHaveDuplicates();
            assertThat(ended).as("the stream is still open after its sync").isNotDone();

            // And it goes on: a change after the sync arrives.
            call.request(Integer.MAX_VALUE);
            String mtu = "/interfaces/interface[name=eth1/1/1]/config/mtu";
            sw.admin().set(SetRequest.newBuilder().addUpdate(Update.newBuilder().setPath(GnmiAgent.path(mtu))
                    .setVal(TypedValue.newBuilder().setUintVal(4000))).build());
            while (true) {
                SubscribeResponse r = received.poll(Subscriber.WAIT.toMillis(), TimeUnit.MILLISECONDS);
                assertThat(r).as("the MTU change (stream ended: %s)", ended.getNow(null)).isNotNull();
                if (r.hasUpdate() && r.getUpdate().getUpdateList().stream()
                        .anyMatch(u -> Subscriber.full(r.getUpdate(), u.getPath()).equals(mtu) && GnmiAgent.value(u.getVal()).asInt() == 4000)) {
                    break;
                }
            }
            call.cancel("done", null);
        }
    }

    /**
     * The leaves but a port's rates, which appear once two counter polls have run: on a slow machine that can
     * fall between the ONCE and the ON_CHANGE subscription, and then the two trees differ by right.
     */
    private static List<String> withoutRates(List<String> paths) {
        return paths.stream().filter(p -> !p.contains("/rates/")).toList();
    }
}
