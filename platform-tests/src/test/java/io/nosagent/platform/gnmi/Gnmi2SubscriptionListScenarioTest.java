package io.nosagent.platform.gnmi;

import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.Subscription;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.api.gnmi.proto.SubscriptionMode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * featureprofiles gNMI-2 (gnmi_subscriptionlist_test): one STREAM SubscribeRequest whose subscription
 * list holds the plan's 27 paths, each in its mode, gets its sync_response (GNMI-2.1), and so does the
 * same list with the modes switched (GNMI-2.2). The LACP member path is among them: LAGs are not
 * supported, and that path holds no data instead of failing the request.
 */
class Gnmi2SubscriptionListScenarioTest {

    private static final List<String> ON_CHANGE = List.of(
            "/interfaces/interface/state/admin-status",
            "/lacp/interfaces/interface/members/member/interface",
            "/interfaces/interface/ethernet/state/mac-address",
            "/interfaces/interface/state/hardware-port",
            "/interfaces/interface/state/id",
            "/interfaces/interface/state/oper-status",
            "/interfaces/interface/ethernet/state/port-speed",
            "/components/component/integrated-circuit/state/node-id",
            "/components/component/state/parent",
            "/components/component/state/oper-status",
            "/interfaces/interface/state/forwarding-viable");

    private static final List<String> TARGET_DEFINED = List.of(
            "/interfaces/interface/state/counters/in-unicast-pkts",
            "/interfaces/interface/state/counters/in-broadcast-pkts",
            "/interfaces/interface/state/counters/in-multicast-pkts",
            "/interfaces/interface/state/counters/out-unicast-pkts",
            "/interfaces/interface/state/counters/out-broadcast-pkts",
            "/interfaces/interface/state/counters/out-multicast-pkts",
            "/interfaces/interface/state/counters/in-octets",
            "/interfaces/interface/state/counters/out-octets",
            "/interfaces/interface/state/counters/in-discards",
            "/interfaces/interface/state/counters/out-discards",
            "/interfaces/interface/state/counters/in-errors",
            "/interfaces/interface/state/counters/out-errors",
            "/interfaces/interface/state/counters/in-fcs-errors",
            "/qos/interfaces/interface/output/queues/queue/state/transmit-pkts",
            "/qos/interfaces/interface/output/queues/queue/state/transmit-octets",
            "/qos/interfaces/interface/output/queues/queue/state/dropped-pkts");

    @Test
    void gnmi2_1_oneStreamRequestWithTheMixedModeListGetsItsSyncResponse(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            assertThat(ON_CHANGE.size() + TARGET_DEFINED.size()).isEqualTo(27);

            var stream = subscribe(sw, b -> b.setMode(SubscriptionMode.ON_CHANGE), b -> b.setMode(SubscriptionMode.TARGET_DEFINED));

            assertThat(stream.sync.get(20, TimeUnit.SECONDS)).as("sync_response").isTrue();
            assertThat(stream.ended).as("the stream stays open").isNotDone();
            assertThat(stream.updates).as("data of the served paths came before it").isPositive();
        }
    }

    @Test
    void gnmi2_2_theModesSwitchedAndSwitchedBackEachGetItsSyncResponse(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            var switched = subscribe(sw, b -> b.setMode(SubscriptionMode.TARGET_DEFINED),
                    b -> b.setMode(SubscriptionMode.SAMPLE).setSampleInterval(Duration.ofSeconds(10).toNanos()));
            assertThat(switched.sync.get(20, TimeUnit.SECONDS)).isTrue();
            assertThat(switched.ended).isNotDone();

            var back = subscribe(sw, b -> b.setMode(SubscriptionMode.ON_CHANGE), b -> b.setMode(SubscriptionMode.TARGET_DEFINED));
            assertThat(back.sync.get(20, TimeUnit.SECONDS)).isTrue();
            assertThat(back.ended).isNotDone();
        }
    }

    /** A STREAM subscription of the plan's lists, the first subscribed the first way, the second the other. */
    private static Stream subscribe(GnmiSwitch sw, Function<Subscription.Builder, Subscription.Builder> onChangeList,
                                    Function<Subscription.Builder, Subscription.Builder> targetDefinedList) {
        var list = SubscriptionList.newBuilder().setMode(SubscriptionList.Mode.STREAM).setEncoding(Encoding.JSON_IETF);
        ON_CHANGE.forEach(p -> list.addSubscription(onChangeList.apply(Subscription.newBuilder().setPath(GnmiSwitch.path(p)))));
        TARGET_DEFINED.forEach(p -> list.addSubscription(targetDefinedList.apply(Subscription.newBuilder().setPath(GnmiSwitch.path(p)))));
        var stream = new Stream();
        sw.viewer().async().subscribe(stream).onNext(SubscribeRequest.newBuilder().setSubscribe(list).build());
        return stream;
    }

    /** What a client sees of a stream: the data before sync, the sync, the end. */
    private static final class Stream implements StreamObserver<SubscribeResponse> {
        final CompletableFuture<Boolean> sync = new CompletableFuture<>();
        final CompletableFuture<Status> ended = new CompletableFuture<>();
        volatile int updates;

        @Override
        public void onNext(SubscribeResponse r) {
            if (r.getSyncResponse()) {
                sync.complete(true);
            } else if (!sync.isDone()) {
                updates += r.getUpdate().getUpdateCount();
            }
        }

        @Override
        public void onError(Throwable t) {
            ended.complete(Status.fromThrowable(t));
            sync.completeExceptionally(t);
        }

        @Override
        public void onCompleted() {
            ended.complete(Status.OK);
            sync.complete(false);
        }
    }
}
