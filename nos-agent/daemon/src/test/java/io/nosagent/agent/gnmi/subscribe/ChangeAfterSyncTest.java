package io.nosagent.agent.gnmi.subscribe;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.grpc.stub.ServerCallStreamObserver;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.PathElem;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.Subscription;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.api.gnmi.proto.SubscriptionMode;
import io.nosagent.agent.gnmi.rpc.UseModels;
import io.nosagent.agent.gnmi.rpc.WireFormat;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.InterfacesYang;
import io.nosagent.config.yang.InterfacesYang.Interface;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.agent.gnmi.tree.DataTree;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * ON_CHANGE promises every change after sync_response. A change made the moment the client holds the
 * sync_response (here: while the stream hands it over, before anything else it does) is sent too.
 */
class ChangeAfterSyncTest {

    /** One interface's MTU, from the intent. */
    static final class Mtu implements PathHandler {
        final Published<Integer> intent = new Published<>("intent", 0);
        volatile int mtu = 9100;

        @Override
        public List<Container> schema() {
            return List.of(Fragment.of(InterfacesYang.node())
                    .with(Interface.Config.node(), Interface.Config.NAME, Interface.Config.MTU).build());
        }

        @Override
        public Set<Published<?>> sources() {
            return Set.of(intent);
        }

        @Override
        public void write(DataWriter out) {
            ObjectNode e = out.entry(out.container(out.root(), "openconfig-interfaces:interfaces"), "interface", "name", "eth1");
            out.container(e, "config").put("name", "eth1").put("mtu", mtu);
        }
    }

    /** The RPC's response side: collects what is sent; on sync_response, runs {@code onSync} first. */
    static final class Responses extends ServerCallStreamObserver<SubscribeResponse> {
        final LinkedBlockingQueue<SubscribeResponse> sent = new LinkedBlockingQueue<>();
        final Runnable onSync;

        Responses(Runnable onSync) {
            this.onSync = onSync;
        }

        @Override
        public void onNext(SubscribeResponse r) {
            if (r.getSyncResponse()) {
                onSync.run();
            }
            sent.add(r);
        }

        @Override
        public boolean isReady() {
            return true;
        }

        @Override
        public boolean isCancelled() {
            return false;
        }

        @Override
        public void setOnReadyHandler(Runnable handler) {
        }

        @Override
        public void setOnCancelHandler(Runnable handler) {
        }

        @Override
        public void setCompression(String compression) {
        }

        @Override
        public void disableAutoInboundFlowControl() {
        }

        @Override
        public void request(int count) {
        }

        @Override
        public void setMessageCompression(boolean enable) {
        }

        @Override
        public void onError(Throwable t) {
        }

        @Override
        public void onCompleted() {
        }
    }

    @Test
    void aChangeAsSyncResponseGoesOutIsSent() throws Exception {
        var handler = new Mtu();
        var feed = new ChangeFeed(List.of(handler));
        var tree = new DataTree(List.of(handler), () -> 1L);
        var responses = new Responses(() -> {
            handler.mtu = 4000;
            handler.intent.publish(1);
        });
        var counters = new Published<String>("counter snapshots", "none");
        try (var engine = new Telemetry(tree, feed, counters, new SubscriptionCounters(), new WireFormat(),
                Telemetry.DEFAULT_STREAM_BUFFER, TransportPrecedence.NONE)) {
            var stream = new SubscriptionStream(engine, new UseModels(List.of()), responses);
            stream.onNext(SubscribeRequest.newBuilder().setSubscribe(SubscriptionList.newBuilder()
                    .setMode(SubscriptionList.Mode.STREAM).setEncoding(Encoding.JSON_IETF)
                    .addSubscription(Subscription.newBuilder().setMode(SubscriptionMode.ON_CHANGE).setPath(Path.newBuilder()
                            .addElem(PathElem.newBuilder().setName("interfaces"))
                            .addElem(PathElem.newBuilder().setName("interface"))
                            .addElem(PathElem.newBuilder().setName("config"))
                            .addElem(PathElem.newBuilder().setName("mtu"))))).build());

            assertThat(responses.sent.poll(5, TimeUnit.SECONDS).getUpdate().getUpdate(0).getVal().getJsonIetfVal()
                    .toStringUtf8()).isEqualTo("9100");
            assertThat(responses.sent.poll(5, TimeUnit.SECONDS).getSyncResponse()).isTrue();
            SubscribeResponse change = responses.sent.poll(5, TimeUnit.SECONDS);
            assertThat(change).as("the change made as sync_response went out").isNotNull();
            assertThat(change.getUpdate().getUpdate(0).getVal().getJsonIetfVal().toStringUtf8()).isEqualTo("4000");
        }
    }
}
