package io.nosagent.platform.gnmi;

import io.grpc.stub.StreamObserver;
import io.nosagent.api.gnmi.PathCodec;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.Notification;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.Subscription;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.api.gnmi.proto.SubscriptionMode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * featureprofiles AFT-1.1 / AFT-3.1 (AFTs base and ON_CHANGE), as the plans' AFT cache subscribes on the RTSW:
 * every next-hop group, next hop and IPv4 entry arrives in a notification of its own prefixed at the entry and
 * marked atomic, a removed route goes with one delete of its entry, and the receive next hop of the switch's own
 * addresses carries neither an IP address nor an interface.
 */
class Aft1_1AftsOnChangeScenarioTest {

    private static final String AFTS = "/network-instances/network-instance[name=DEFAULT]/afts";
    private static final String ROUTE = "/network-instances/network-instance[name=DEFAULT]/protocols/protocol[identifier=STATIC]"
            + "[name=STATIC]/static-routes/static[prefix=203.0.113.0/24]";

    /** The notifications of one ON_CHANGE subscription to the AFTs. */
    private static final class AftStream {
        final LinkedBlockingQueue<SubscribeResponse> received = new LinkedBlockingQueue<>();

        AftStream(GnmiSwitch sw) {
            var list = SubscriptionList.newBuilder().setMode(SubscriptionList.Mode.STREAM).setEncoding(Encoding.JSON_IETF)
                    .addSubscription(Subscription.newBuilder().setPath(GnmiSwitch.path(AFTS)).setMode(SubscriptionMode.ON_CHANGE));
            sw.viewer().async().subscribe(new StreamObserver<>() {
                @Override
                public void onNext(SubscribeResponse r) {
                    received.add(r);
                }

                @Override
                public void onError(Throwable t) {
                }

                @Override
                public void onCompleted() {
                }
            }).onNext(SubscribeRequest.newBuilder().setSubscribe(list).build());
        }

        SubscribeResponse next() throws InterruptedException {
            SubscribeResponse r = received.poll(10, TimeUnit.SECONDS);
            assertThat(r).as("a response within 10 s").isNotNull();
            return r;
        }

        /** The notifications up to sync_response. */
        List<Notification> initial() throws InterruptedException {
            var out = new ArrayList<Notification>();
            for (SubscribeResponse r = next(); !r.getSyncResponse(); r = next()) {
                out.add(r.getUpdate());
            }
            return out;
        }
    }

    private static String prefix(Notification n) {
        return PathCodec.text(n.getPrefix().toBuilder().setOrigin("").setTarget("").build());
    }

    private static List<String> leaves(Notification n) {
        return n.getUpdateList().stream().map(u -> PathCodec.text(u.getPath()) + "=" + u.getVal().getJsonIetfVal().toStringUtf8()).toList();
    }

    @Test
    void aft3_1_eachEntryComesInANotificationOfItsOwnPrefixedAtItAndAtomic(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            var stream = new AftStream(sw);
            List<Notification> initial = stream.initial();

            assertThat(initial).isNotEmpty().allSatisfy(n -> {
                assertThat(n.getAtomic()).as("atomic: %s", prefix(n)).isTrue();
                assertThat(prefix(n)).matches(".*/afts/(next-hop-groups/next-hop-group\\[id=\\d+]|next-hops/next-hop\\[index=\\d+]"
                        + "|ipv4-unicast/ipv4-entry\\[prefix=[0-9./]+]|ipv6-unicast/ipv6-entry\\[prefix=[0-9a-f:./]+])");
            });
            assertThat(initial.stream().map(Aft1_1AftsOnChangeScenarioTest::prefix).distinct().count())
                    .as("one notification per entry").isEqualTo(initial.size());
            assertThat(initial).anyMatch(n -> prefix(n).contains("ipv4-entry"))
                    .anyMatch(n -> prefix(n).contains("next-hop-group["))
                    .anyMatch(n -> prefix(n).contains("next-hops/next-hop["));
        }
    }

    @Test
    void aft1_1_theReceiveNextHopOfTheSwitchsOwnAddressHasNoAddressOrInterface(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            String own = sw.readAll("/interfaces/interface[name=eth1/1/1]/subinterfaces/subinterface[index=0]/ipv4/addresses/address[ip=*]/state/ip")
                    .values().iterator().next().asText();
            List<Notification> initial = new AftStream(sw).initial();

            Notification entry = initial.stream().filter(n -> prefix(n).endsWith("ipv4-entry[prefix=" + own + "/32]")).findFirst().orElseThrow();
            String group = entry.getUpdateList().stream().filter(u -> PathCodec.text(u.getPath()).endsWith("next-hop-group"))
                    .findFirst().orElseThrow().getVal().getJsonIetfVal().toStringUtf8().replace("\"", "");
            Notification nhg = initial.stream().filter(n -> prefix(n).endsWith("next-hop-group[id=" + group + "]")).findFirst().orElseThrow();
            String hop = nhg.getUpdateList().stream().map(u -> PathCodec.text(u.getPath())).filter(p -> p.endsWith("state/index"))
                    .findFirst().orElseThrow().replaceAll(".*next-hop\\[index=(\\d+)].*", "$1");
            Notification nh = initial.stream().filter(n -> prefix(n).endsWith("next-hops/next-hop[index=" + hop + "]")).findFirst().orElseThrow();

            assertThat(leaves(nh)).isNotEmpty().noneMatch(l -> l.contains("ip-address") || l.contains("interface-ref"));
        }
    }

    @Test
    void aft1_1_anAddedRouteComesAsItsEntryAndARemovedOneAsOneDeleteOfIt(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            var stream = new AftStream(sw);
            stream.initial();

            sw.admin().set(SetRequest.newBuilder().addUpdate(GnmiSwitch.update(ROUTE, """
                    {"config": {"prefix": "203.0.113.0/24"}, "next-hops": {"next-hop": [
                      {"index": "0", "config": {"index": "0", "next-hop": "10.1.1.1"}}]}}""")).build());
            Notification added;
            do {
                added = stream.next().getUpdate();
            } while (!prefix(added).endsWith("ipv4-entry[prefix=203.0.113.0/24]"));
            assertThat(added.getAtomic()).isTrue();
            assertThat(leaves(added)).anyMatch(l -> l.startsWith("/state/next-hop-group="));

            sw.admin().set(SetRequest.newBuilder().addDelete(GnmiSwitch.path(ROUTE)).build());
            Notification removed;
            do {
                removed = stream.next().getUpdate();
            } while (removed.getDeleteCount() == 0 || removed.getDeleteList().stream()
                    .noneMatch(d -> PathCodec.text(d).contains("203.0.113.0/24")));
            assertThat(removed.getDeleteList()).singleElement().extracting(PathCodec::text).asString()
                    .endsWith("/afts/ipv4-unicast/ipv4-entry[prefix=203.0.113.0/24]");
        }
    }
}
