package io.nosagent.agent.gnmi;

import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.Notification;
import io.nosagent.api.gnmi.proto.SubscriptionList.Mode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static io.nosagent.agent.gnmi.GnmiAgent.value;
import static io.nosagent.agent.gnmi.Subscriber.list;
import static io.nosagent.agent.gnmi.Subscriber.onChange;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A link flip of one port reaches an ON_CHANGE subscriber of every port's state as that port's changed
 * leaves alone: nothing of the other ports is sent again, and the next flip of another port is that
 * port's leaves alone too. (eth1/1/1 and eth1/2/1 are routed ports of the RTSW example.)
 */
class PortFlipOnChangeTest {

    private static final String ETH1 = "/interfaces/interface[name=eth1/1/1]";
    private static final String ETH2 = "/interfaces/interface[name=eth1/2/1]";

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

    /** Every port's state leaves that a flip may touch, oper-status last: it is the last notification of a flip's pass. */
    private Subscriber everyPortsState() {
        var s = new Subscriber(sw.viewer()).send(list(Mode.STREAM,
                onChange("/interfaces/interface/state/last-change"),
                onChange("/interfaces/interface/state/admin-status"),
                onChange("/interfaces/interface/state/counters/carrier-transitions"),
                onChange("/interfaces/interface/subinterfaces/subinterface/state/oper-status"),
                onChange("/interfaces/interface/subinterfaces/subinterface/state/last-change"),
                onChange("/interfaces/interface/ethernet/state/negotiated-port-speed"),
                onChange("/interfaces/interface/state/oper-status")));
        assertThat(Subscriber.paths(s.untilSync())).as("the sync carries every port").contains(ETH1 + "/state/oper-status",
                ETH2 + "/state/oper-status");
        return s;
    }

    /** Cuts {@code port}'s link and collects the notifications up to its oper-status going DOWN. */
    private List<Notification> flipDown(Subscriber s, String port, String path) {
        sw.asic().setLinkPresent(sw.agent.switchHandle().portId(port).orElseThrow(), false);
        var got = new ArrayList<Notification>();
        while (true) {
            Notification n = s.next().getUpdate();
            got.add(n);
            if (n.getUpdateList().stream().anyMatch(u -> Subscriber.full(n, u.getPath()).equals(path + "/state/oper-status")
                    && value(u.getVal()).asText().equals("DOWN"))) {
                return got;
            }
        }
    }

    private static List<String> deletes(List<Notification> notifications) {
        return notifications.stream().flatMap(n -> n.getDeleteList().stream().map(d -> Subscriber.full(n, d))).toList();
    }

    @Test
    void aLinkFlipSendsOnlyThatPortsChangedLeaves() {
        var s = everyPortsState();

        var first = flipDown(s, "eth1/1/1", ETH1);

        assertThat(Subscriber.paths(first)).containsExactlyInAnyOrder(ETH1 + "/state/last-change",
                ETH1 + "/state/counters/carrier-transitions", ETH1 + "/subinterfaces/subinterface[index=0]/state/oper-status",
                ETH1 + "/subinterfaces/subinterface[index=0]/state/last-change", ETH1 + "/state/oper-status");
        assertThat(deletes(first)).containsExactly(ETH1 + "/ethernet/state/negotiated-port-speed");

        var second = flipDown(s, "eth1/2/1", ETH2);

        assertThat(Subscriber.paths(second)).as("the second flip: eth1/2/1 alone, eth1/1/1 not again").containsExactlyInAnyOrder(
                ETH2 + "/state/last-change", ETH2 + "/state/counters/carrier-transitions",
                ETH2 + "/subinterfaces/subinterface[index=0]/state/oper-status",
                ETH2 + "/subinterfaces/subinterface[index=0]/state/last-change", ETH2 + "/state/oper-status");
        assertThat(deletes(second)).containsExactly(ETH2 + "/ethernet/state/negotiated-port-speed");
    }

    @Test
    void aFlippedPortsValuesAreItsNewStateAndAGetAgreesWithThem() {
        var s = everyPortsState();
        long before = carrierTransitions();

        var flip = flipDown(s, "eth1/1/1", ETH1);

        String carrier = flip.stream().flatMap(n -> n.getUpdateList().stream()
                        .filter(u -> Subscriber.full(n, u.getPath()).equals(ETH1 + "/state/counters/carrier-transitions"))
                        .map(u -> value(u.getVal()).asText())).findFirst().orElseThrow();
        assertThat(carrier).as("one more transition").isEqualTo(Long.toString(before + 1));
        var state = ethState();
        assertThat(state.at("/oper-status").asText()).isEqualTo("DOWN");
        assertThat(state.at("/counters/carrier-transitions").asText()).isEqualTo(carrier);
        assertThat(state.at("/counters/in-octets").isMissingNode()).as("the counters handler's leaves still merge in a Get")
                .isFalse();
    }

    private com.fasterxml.jackson.databind.JsonNode ethState() {
        var get = sw.viewer().get(GetRequest.newBuilder().addPath(GnmiAgent.path(ETH1 + "/state")).build());
        return value(get.getNotification(0).getUpdate(0).getVal());
    }

    private long carrierTransitions() {
        return Long.parseLong(ethState().at("/counters/carrier-transitions").asText());
    }
}
