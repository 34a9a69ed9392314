package io.nosagent.agent.gnmi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.rib.RouteOrigin;
import io.nosagent.feature.SnapshotTrigger;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.RoutingFeature;
import io.nosagent.routing.state.RoutingState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;

import static io.nosagent.agent.gnmi.GnmiAgent.get;
import static io.nosagent.agent.gnmi.GnmiAgent.value;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Routes a protocol learned are an input beside the intent: programmed through the same delta, shown in
 * the AFT with their origin and in a fault snapshot, and left programmed by a config rollback.
 */
class LearnedRoutesTest {

    static final Cidr VIP = Cidr.parse("10.0.1.100/32");
    static final String AFT_ENTRY = "/network-instances/network-instance[name=DEFAULT]/afts/ipv4-unicast/ipv4-entry[prefix="
            + VIP + "]/state/origin-protocol";

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

    /** Hands the agent what BGP learned, on the update thread as a routing protocol does. */
    private void learn(Cidr prefix, String... nextHops) throws Exception {
        var hops = List.of(nextHops).stream().map(IpAddresses::parse).toList();
        sw.agent.updateLoop().submit(() -> {
            sw.agent.intent().learn(RouteOrigin.BGP, Map.of(prefix, hops));
            return null;
        }).get();
    }

    private boolean programmed(Cidr prefix) {
        return sw.agent.feature(RoutingFeature.class).state().current().route(prefix)
                .map(r -> r.origin() == RoutingState.Origin.BGP && r.target() instanceof RoutingState.ViaNextHop).orElse(false);
    }

    @Test
    void aLearnedRouteIsInTheAftWithItsOrigin() throws Exception {
        learn(VIP, "10.0.1.2");

        assertThat(programmed(VIP)).isTrue();
        assertThat(value(sw.viewer().get(get(AFT_ENTRY)).getNotification(0).getUpdate(0).getVal()).asText())
                .isEqualTo("openconfig-policy-types:BGP");
    }

    @Test
    void aFaultSnapshotHoldsTheLearnedRoutesWithTheirOrigin() throws Exception {
        learn(VIP, "10.0.1.2");

        var entry = sw.agent.snapshots().request(SnapshotTrigger.request("learned routes")).orElseThrow().get();
        JsonNode snapshot;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(sw.agent.snapshots().dir().resolve(entry.file())))) {
            snapshot = new ObjectMapper().readTree(in);
        }

        JsonNode routes = snapshot.path("learned-routes").path("routes");
        assertThat(routes).hasSize(1);
        assertThat(routes.get(0).path("prefix").asText()).isEqualTo(VIP.toString());
        assertThat(routes.get(0).path("origin").asText()).isEqualTo("BGP");
        assertThat(routes.get(0).path("next-hops").get(0).asText()).isEqualTo("10.0.1.2");
    }

    @Test
    void aConfigRollbackLeavesLearnedRoutesProgrammed() throws Exception {
        learn(VIP, "10.0.1.2");
        var intent = sw.agent.intent();
        long before = intent.version();
        intent.commit(i -> i.withInterface(i.interfaceNamed("eth1/1/1").orElseThrow().withMtu(4000)), "a change").get();

        intent.commit(intent.store().rollback(before), "rollback to version " + before).get();

        assertThat(intent.current().interfaceNamed("eth1/1/1").map(InterfaceIntent::mtu)).hasValue(InterfaceIntent.DEFAULT_MTU);
        assertThat(intent.learned().routes()).containsKey(VIP);
        assertThat(programmed(VIP)).as("still programmed after the rollback").isTrue();
    }
}
