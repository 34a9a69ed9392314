package io.nosagent.agent.gnmi;

import io.grpc.Status;
import io.nosagent.api.gnmi.proto.Notification;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.Subscription;
import io.nosagent.api.gnmi.proto.SubscriptionList.Mode;
import io.nosagent.api.gnmi.proto.SubscriptionMode;
import io.nosagent.api.gnmi.proto.Update;
import io.nosagent.sai.stats.PortCounter;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static io.nosagent.agent.gnmi.GnmiAgent.update;
import static io.nosagent.agent.gnmi.GnmiAgent.value;
import static io.nosagent.agent.gnmi.Subscriber.list;
import static io.nosagent.agent.gnmi.Subscriber.onChange;
import static io.nosagent.agent.gnmi.Subscriber.sample;
import static io.nosagent.agent.gnmi.Subscriber.text;
import static org.assertj.core.api.Assertions.assertThat;

/** gNMI Subscribe rules (specification 3.5) against a running agent. */
class SubscribeTest {

    static final String OPER = "/interfaces/interface[name=eth1/1/1]/state/oper-status";
    static final String DESCRIPTION = "/interfaces/interface[name=eth1/1/1]/config/description";

    @TempDir
    Path state;
    GnmiAgent sw;

    @BeforeEach
    void start() {
        sw = GnmiAgent.start(state);
    }

    @AfterEach
    void stop() {
        sw.close();
    }

    private Subscriber subscriber() {
        return new Subscriber(sw.viewer());
    }

    private static List<String> paths(List<Notification> notifications) {
        return Subscriber.paths(notifications);
    }

    @Test
    void aStreamMustStartWithASubscriptionList() {
        var s = subscriber();
        s.poll();

        assertThat(s.awaitEnd().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    }

    @Test
    void onceSendsTheDataThenSyncThenCloses() {
        var s = subscriber().send(list(Mode.ONCE, onChange(OPER)));

        assertThat(paths(s.untilSync())).containsExactly(OPER);
        assertThat(s.awaitEnd().getCode()).isEqualTo(Status.Code.OK);
    }

    @Test
    void pollAnswersEachPollWithDataAndSync() {
        var s = subscriber().send(list(Mode.POLL, onChange(OPER)));
        assertThat(paths(s.untilSync())).containsExactly(OPER);

        s.poll();
        assertThat(paths(s.untilSync())).containsExactly(OPER);
        s.poll();
        assertThat(paths(s.untilSync())).containsExactly(OPER);
    }

    @Test
    void pollOnAStreamSubscriptionIsInvalid() {
        var s = subscriber().send(list(Mode.STREAM, onChange(OPER)));
        s.untilSync();

        s.poll();

        assertThat(s.awaitEnd().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    }

    @Test
    void aSecondSubscriptionListOnTheSameStreamIsInvalid() {
        var s = subscriber().send(list(Mode.STREAM, onChange(OPER)));
        s.untilSync();

        s.send(list(Mode.STREAM, onChange(OPER)));

        assertThat(s.awaitEnd().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    }

    @Test
    void onChangeSendsFullStateThenSyncThenChangesAndDeletes() {
        sw.admin().set(SetRequest.newBuilder().addDelete(GnmiAgent.path(DESCRIPTION)).build());
        var s = subscriber().send(list(Mode.STREAM, onChange("/interfaces/interface[name=eth1/1/1]/config")));
        assertThat(paths(s.untilSync())).contains("/interfaces/interface[name=eth1/1/1]/config/mtu");

        sw.admin().set(SetRequest.newBuilder().addUpdate(update(DESCRIPTION, "\"to gpu1\"")).build());
        Notification added = s.next().getUpdate();
        assertThat(paths(List.of(added))).containsExactly(DESCRIPTION);
        assertThat(value(added.getUpdate(0).getVal()).asText()).isEqualTo("to gpu1");

        sw.admin().set(SetRequest.newBuilder().addDelete(GnmiAgent.path(DESCRIPTION)).build());
        Notification removed = s.next().getUpdate();
        assertThat(removed.getUpdateList()).isEmpty();
        assertThat(removed.getDeleteList()).extracting(d -> Subscriber.full(removed, d)).containsExactly(DESCRIPTION);
    }

    @Test
    void onChangeFollowsOperStatusWhenTheLinkDrops() {
        var s = subscriber().send(list(Mode.STREAM, onChange(OPER)));
        assertThat(value(s.untilSync().getFirst().getUpdate(0).getVal()).asText()).isEqualTo("UP");

        sw.asic().setLinkPresent(sw.agent.switchHandle().portId("eth1/1/1").orElseThrow(), false);

        Notification n = s.next().getUpdate();
        assertThat(paths(List.of(n))).containsExactly(OPER);
        assertThat(value(n.getUpdate(0).getVal()).asText()).isEqualTo("DOWN");
    }

    @Test
    void aPathWithNoDataYetStaysSubscribed() {
        String address = "/interfaces/interface[name=eth1/1/1]/subinterfaces/subinterface[index=0]/ipv4/addresses"
                + "/address[ip=10.99.0.1]/config";
        var s = subscriber().send(list(Mode.STREAM, onChange(address)));
        assertThat(s.untilSync()).isEmpty();

        sw.admin().set(SetRequest.newBuilder().addUpdate(update(address, "{\"prefix-length\": 24}")).build());

        assertThat(paths(List.of(s.next().getUpdate()))).contains(address + "/prefix-length");
    }

    @Test
    void updatesOnlyStartsWithSyncAndSendsOnlyChanges() {
        var s = subscriber().send(list(Mode.STREAM, onChange("/interfaces/interface[name=eth1/1/1]/config"))
                .setUpdatesOnly(true));
        assertThat(s.untilSync()).isEmpty();

        sw.admin().set(SetRequest.newBuilder().addUpdate(update("/interfaces/interface[name=eth1/1/1]/config/mtu", "9000")).build());

        assertThat(paths(List.of(s.next().getUpdate()))).containsExactly("/interfaces/interface[name=eth1/1/1]/config/mtu");
    }

    @Test
    void sampleSendsEveryIntervalAndZeroMeansTheMinimum() {
        var s = subscriber().send(list(Mode.STREAM, sample(OPER, Duration.ZERO)));
        assertThat(paths(s.untilSync())).containsExactly(OPER);

        // Unchanged, yet sent again at every sample.
        assertThat(paths(List.of(s.next().getUpdate()))).containsExactly(OPER);
        assertThat(paths(List.of(s.next().getUpdate()))).containsExactly(OPER);
    }

    @Test
    void aSampleIntervalBelowTheMinimumIsInvalid() {
        var s = subscriber().send(list(Mode.STREAM, sample(OPER, Duration.ofMillis(10))));

        assertThat(s.awaitEnd().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    }

    @Test
    void suppressRedundantSendsOnlyTheLeavesThatChanged() {
        String counters = "/interfaces/interface[name=eth1/1/1]/state/counters";
        var sub = Subscription.newBuilder(sample(counters, Duration.ofMillis(100))).setSuppressRedundant(true).build();
        var s = subscriber().send(list(Mode.STREAM, sub));
        assertThat(paths(s.untilSync())).hasSizeGreaterThan(10);

        long port = sw.agent.switchHandle().portId("eth1/1/1").orElseThrow();
        sw.asic().counters().add(port, PortCounter.IN_DISCARDS.stat(), 3);

        Notification n = s.nextMatching(x -> x.getUpdateCount() > 0);
        assertThat(paths(List.of(n))).containsExactly(counters + "/in-discards");
        assertThat(value(n.getUpdate(0).getVal()).asText()).isEqualTo("3");
    }

    @Test
    void aHeartbeatResendsUnchangedValues() {
        var sub = Subscription.newBuilder(onChange(OPER)).setHeartbeatInterval(Duration.ofMillis(100).toNanos()).build();
        var s = subscriber().send(list(Mode.STREAM, sub));
        s.untilSync();

        assertThat(paths(List.of(s.next().getUpdate()))).containsExactly(OPER);
    }

    @Test
    void targetDefinedSamplesCountersAndReportsStateOnChange() {
        var sub = Subscription.newBuilder().setPath(GnmiAgent.path("/interfaces/interface[name=eth1/1/1]/state"))
                .setMode(SubscriptionMode.TARGET_DEFINED).build();
        var s = subscriber().send(list(Mode.STREAM, sub));
        s.untilSync();

        // Counters come again with every snapshot although nothing counted.
        Notification counters = s.nextMatching(n -> n.getUpdateCount() > 0);
        assertThat(paths(List.of(counters))).contains("/interfaces/interface[name=eth1/1/1]/state/counters/in-octets")
                .doesNotContain(OPER);

        sw.asic().setLinkPresent(sw.agent.switchHandle().portId("eth1/1/1").orElseThrow(), false);
        Notification oper = s.nextMatching(n -> paths(List.of(n)).contains(OPER));
        assertThat(value(oper.getUpdateList().stream().filter(u -> Subscriber.full(oper, u.getPath()).equals(OPER))
                .findFirst().map(Update::getVal).orElseThrow()).asText()).isEqualTo("DOWN");
    }

    @Test
    void targetDefinedWithASampleIntervalIsInvalid() {
        var sub = Subscription.newBuilder().setPath(GnmiAgent.path(OPER)).setMode(SubscriptionMode.TARGET_DEFINED)
                .setSampleInterval(Duration.ofSeconds(1).toNanos()).build();
        var s = subscriber().send(list(Mode.STREAM, sub));

        assertThat(s.awaitEnd().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    }

    @Test
    void unservedAndMalformedPathsAreRefused() {
        var unserved = subscriber().send(list(Mode.STREAM, onChange("/interfaces/interface[name=eth1/1/1]/state/no-such-leaf")));
        assertThat(unserved.awaitEnd().getCode()).isEqualTo(Status.Code.UNIMPLEMENTED);

        var malformed = subscriber().send(list(Mode.STREAM, onChange("/interfaces/interface[ifname=eth1/1/1]")));
        assertThat(malformed.awaitEnd().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    }

    @Test
    void theTargetIsEchoedInEveryNotificationPrefix() {
        var s = subscriber().send(list(Mode.ONCE, onChange(OPER))
                .setPrefix(io.nosagent.api.gnmi.proto.Path.newBuilder().setTarget("rtsw001")));

        assertThat(s.untilSync()).allSatisfy(n -> assertThat(n.getPrefix().getTarget()).isEqualTo("rtsw001"));
    }

    @Test
    void anEmptyRequestIsInvalid() {
        var s = subscriber();
        s.send(SubscribeRequest.getDefaultInstance());

        assertThat(s.awaitEnd().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    }
}
