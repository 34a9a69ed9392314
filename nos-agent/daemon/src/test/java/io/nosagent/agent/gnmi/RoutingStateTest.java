package io.nosagent.agent.gnmi;

import io.nosagent.routing.RoutingFeature;
import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.Notification;
import io.nosagent.api.gnmi.proto.SubscriptionList.Mode;
import io.nosagent.api.gnmi.proto.Update;
import io.nosagent.sai.vasic.fabric.Fabric;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static io.nosagent.agent.gnmi.GnmiAgent.get;
import static io.nosagent.agent.gnmi.GnmiAgent.value;
import static io.nosagent.agent.gnmi.RoutingConfigTest.DEFAULT;
import static io.nosagent.agent.gnmi.RoutingConfigTest.ROUTING;
import static io.nosagent.agent.gnmi.Subscriber.list;
import static io.nosagent.agent.gnmi.Subscriber.onChange;
import static io.nosagent.agent.gnmi.GnmiAgent.update;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What routing programmed, over gNMI: the AFT with the static route and its group, the group's members
 * with their status in {@code nosagent-routing}, the QP hashing mode in effect, and a member failing
 * over when its port goes down, heard ON_CHANGE. On the RTSW example, 10.1.1.1 is reached through
 * eth1/17/1 and 10.1.2.1 through eth1/18/1.
 */
class RoutingStateTest {

    static final String AFTS = DEFAULT + "/afts";
    static final String GROUPS = ROUTING + "/next-hop-groups";

    @TempDir
    Path state;
    GnmiAgent sw;

    @BeforeEach
    void start() {
        sw = GnmiAgent.start(state);
        sw.admin().set(RoutingConfigTest.routeQpHashAndFlowlets());
        // No CTSW answers ARP here: the two next hops' neighbors are configured, so the members are usable.
        sw.admin().set(SetRequest.newBuilder()
                .addUpdate(update(staticNeighbor("eth1/17/1", "10.1.1.1"), "{\"link-layer-address\": \"02:00:00:00:17:01\"}"))
                .addUpdate(update(staticNeighbor("eth1/18/1", "10.1.2.1"), "{\"link-layer-address\": \"02:00:00:00:18:01\"}"))
                .build());
    }

    private static String staticNeighbor(String port, String ip) {
        return "/interfaces/interface[name=" + port + "]/subinterfaces/subinterface[index=0]/openconfig-if-ip:ipv4/neighbors/neighbor[ip="
                + ip + "]/config";
    }

    @AfterEach
    void stop() {
        sw.close();
    }

    private JsonNode read(String p) {
        return value(sw.viewer().get(get(p)).getNotification(0).getUpdate(0).getVal());
    }

    private long groupOfTheRoute() {
        JsonNode entry = read(AFTS + "/ipv4-unicast/ipv4-entry[prefix=10.2.0.0/16]/state");
        assertThat(entry.path("openconfig-network-instance:origin-protocol").asText()).isEqualTo("openconfig-policy-types:STATIC");
        return Long.parseLong(entry.path("openconfig-aft-network-instance:next-hop-group").asText());
    }

    @Test
    void theAftHoldsTheStaticRouteAndItsGroupOfTwoNextHopsAsProgrammed() {
        long group = groupOfTheRoute();

        JsonNode nextHops = read(AFTS + "/next-hop-groups/next-hop-group[id=" + group + "]/next-hops");
        assertThat(nextHops.path("openconfig-network-instance:next-hop")).hasSize(2);
        var programmed = sw.agent.feature(RoutingFeature.class).state().current().groups().get(group);
        assertThat(programmed).as("the AFT names the group routing programmed").isNotNull();
        assertThat(programmed.members()).extracting(m -> m.interfaceName()).containsExactly("eth1/17/1", "eth1/18/1");
        for (var m : programmed.members()) {
            JsonNode hop = read(AFTS + "/next-hops/next-hop[index=" + m.nextHopId() + "]/state/ip-address");
            assertThat(hop.asText()).isEqualTo(m.ip().getHostAddress());
        }
    }

    @Test
    void membersAreUpAndTheQpHashingModeInEffectIsServed() {
        long group = groupOfTheRoute();

        JsonNode members = read(GROUPS + "/next-hop-group[id=" + group + "]/members");
        assertThat(members.path("nosagent-routing:member")).hasSize(2)
                .allSatisfy(m -> {
                    assertThat(m.path("state").path("status").asText()).isEqualTo("up");
                    assertThat(m.path("state").path("forwarding").asBoolean()).isTrue();
                });
        assertThat(read(GROUPS + "/next-hop-group[id=" + group + "]/state/type").asText()).isEqualTo("ecmp");
        assertThat(read(GROUPS + "/next-hop-group[id=" + group + "]/state/route-count").asInt()).isEqualTo(1);
        try (var fabric = new Fabric(1)) {
            // The counters live in the data plane: cable the ASIC into a (still) simulation.
            fabric.addSwitch("rtsw", sw.asic());
            assertThat(read(GROUPS + "/next-hop-group[id=" + group + "]/state/flowlet-reassignments").asText()).isEqualTo("0");
        }
        assertThat(read(ROUTING + "/load-balancing/roce-qp-hash/state/active-mode").asText()).isEqualTo("udf");
    }

    @Test
    void aPortGoingDownFailsItsMemberOverAndAnOnChangeSubscriberHearsIt() {
        long group = groupOfTheRoute();
        var s = new Subscriber(sw.viewer()).send(list(Mode.STREAM, onChange(GROUPS)));
        s.untilSync();

        sw.asic().setLinkPresent(sw.agent.switchHandle().portId("eth1/17/1").orElseThrow(), false);

        String member = "next-hop-group[id=" + group + "]/members/member[next-hop=";
        Notification n = s.nextMatching(x -> x.getUpdateList().stream().anyMatch(u -> isFailedOver(x, u)));
        assertThat(n.getUpdateList()).anyMatch(u -> isFailedOver(n, u) && Subscriber.full(n, u.getPath()).contains(member));
        var failed = sw.agent.feature(RoutingFeature.class).state().current().groups().get(group).members().getFirst();
        assertThat(failed.forwarding()).isFalse();
        assertThat(read(AFTS + "/next-hop-groups/next-hop-group[id=" + group + "]/next-hops")
                .path("openconfig-network-instance:next-hop")).as("the AFT forwards over the other member only").hasSize(1);
    }

    private static boolean isFailedOver(Notification n, Update u) {
        return Subscriber.full(n, u.getPath()).endsWith("/state/status") && value(u.getVal()).asText().equals("failed-over");
    }
}
