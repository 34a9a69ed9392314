package io.nosagent.config.codec;

import io.nosagent.config.intent.routing.RoutingIntent;
import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigException;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.Rtsw;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.config.intent.bgp.PeerSettings;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.IpAddresses;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;

import static io.nosagent.config.codec.BgpDocuments.ALL_LEAVES;
import static io.nosagent.config.codec.BgpDocuments.BGP;
import static io.nosagent.config.codec.BgpDocuments.withBgp;
import static io.nosagent.config.codec.RoutingDocuments.example;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** OpenConfig BGP in the DEFAULT network instance, to intent and back, and edited by path. */
class BgpCodecTest {

    private final IntentCodec codec = new IntentCodec();

    private SwitchIntent decode(JsonNode doc) {
        return codec.decode(doc, "bgp.json", Rtsw.context());
    }

    private List<String> problems(JsonNode doc) {
        var e = catchThrowableOfType(ConfigException.class, () -> decode(doc));
        assertThat(e).as("the document should be refused").isNotNull();
        return e.errors().stream().map(ConfigError::toString).toList();
    }

    @Test
    void everyBgpLeafSurvivesDocumentToIntentToDocument() {
        var doc = example(ALL_LEAVES, null);

        SwitchIntent intent = decode(doc);

        assertThat(codec.encode(intent)).isEqualTo(doc);
        assertThat(decode(codec.encode(intent))).isEqualTo(intent);
        BgpIntent bgp = BgpIntent.of(intent);
        var global = bgp.global().orElseThrow();
        assertThat(global.as()).isEqualTo(65001);
        assertThat(IpAddresses.format(global.routerId())).isEqualTo("10.255.0.1");
        assertThat(global.useMultiplePaths()).isTrue();
        assertThat(global.afiSafis()).containsOnlyKeys(AfiSafi.IPV4_UNICAST, AfiSafi.IPV6_UNICAST);
        Neighbor host = bgp.neighbors().get(IpAddresses.parse("10.0.1.2"));
        assertThat(host.hostInterfaces()).containsExactly("eth1/1/1", "eth1/2/1", "eth1/3/1", "eth1/4/1");
        assertThat(host.port()).isEqualTo(1179);
        assertThat(host.settings().afiSafis().get(AfiSafi.IPV4_UNICAST).addPaths().sendMax()).isEqualTo(OptionalInt.of(8));
        assertThat(bgp.effective(host).gracefulRestart().restartTime()).as("its own").isEqualTo(OptionalInt.of(30));
        assertThat(bgp.effective(host).gracefulRestart().helperOnly()).as("from global").hasValue(true);
        assertThat(host.advertisedNextHop()).as("unset: the session's own address").isEmpty();
        assertThat(bgp.neighbors().get(IpAddresses.parse("10.1.1.1")).advertisedNextHop()).hasValue(IpAddresses.parse("10.1.1.0"));
    }

    @Test
    void aNeighborInAPeerGroupTakesWhatItDoesNotSetItselfFromTheGroup() {
        SwitchIntent intent = decode(example(ALL_LEAVES, null));

        Neighbor spine = BgpIntent.of(intent).neighbors().get(IpAddresses.parse("10.1.1.1"));
        PeerSettings effective = BgpIntent.of(intent).effective(spine);

        assertThat(spine.enabled()).isFalse();
        assertThat(spine.settings().peerAs()).isEmpty();
        assertThat(effective.peerAs()).isEqualTo(OptionalLong.of(65200));
        assertThat(effective.passiveMode()).hasValue(false);
        assertThat(effective.afiSafis()).containsOnlyKeys(AfiSafi.IPV4_UNICAST);
        assertThat(effective.bfd()).as("the group's BFD, 100 ms x 3").isEqualTo(io.nosagent.config.intent.bgp.Bfd.of(100, 3));
    }

    @Test
    void withoutBgpTheDocumentHasNoBgpProtocolAndDefaultsAreFilledIn() {
        SwitchIntent plain = decode(example(null, null));
        assertThat(BgpIntent.of(plain)).isEqualTo(BgpIntent.NONE);
        assertThat(codec.encode(plain).toString()).doesNotContain("BGP");

        SwitchIntent minimal = decode(example(withBgp("""
                {"global": {"config": {"as": 65001, "router-id": "10.255.0.1"}},
                 "neighbors": {"neighbor": [{"neighbor-address": "10.1.1.1", "config": {"peer-as": 65200},
                   "afi-safis": {"afi-safi": [{"afi-safi-name": "IPV4_UNICAST"}]}}]}}
                """), null));

        Neighbor n = BgpIntent.of(minimal).neighbors().values().iterator().next();
        assertThat(n.enabled()).isTrue();
        assertThat(n.port()).isEqualTo(179);
        assertThat(n.settings().afiSafis().get(AfiSafi.IPV4_UNICAST).enabled()).as("listed means used").isTrue();
        assertThat(BgpIntent.of(minimal).global().orElseThrow().useMultiplePaths()).isFalse();
    }

    @Test
    void aGlobalWithoutAsOrRouterIdIsRefusedAtTheMissingLeaf() {
        assertThat(problems(example(withBgp("""
                {"global": {"config": {"as": 65001}}}
                """), null))).containsExactly(BGP + "/global/config/router-id: 'router-id' is required: the BGP instance "
                + "needs the switch's AS and router id");
    }

    @Test
    void bgpIsEditedByPathLikeAnyConfig() {
        SwitchIntent intent = decode(example(ALL_LEAVES, null));
        var tree = codec.tree(intent)
                .update(ConfigPath.parse(BGP.replace("openconfig-policy-types:", "") + "/neighbors/neighbor[neighbor-address=10.1.2.1]"
                        + "/config"), JsonText.parse("{\"peer-group\": \"ctsw\"}", "t"))
                .delete(ConfigPath.parse(BGP + "/neighbors/neighbor[neighbor-address=10.0.1.2]"))
                .replace(ConfigPath.parse(BGP + "/global/config/as"), JsonText.parse("65010", "t"));

        SwitchIntent edited = codec.decode(tree, "edit", Rtsw.context());

        assertThat(BgpIntent.of(edited).neighbors().keySet()).extracting(IpAddresses::format).containsExactly("10.1.1.1", "10.1.2.1");
        assertThat(BgpIntent.of(edited).global().orElseThrow().as()).isEqualTo(65010);
        assertThat(RoutingIntent.of(edited).staticRoutes()).isEmpty();
    }

    @Test
    void staticRoutesAndBgpLiveSideBySideInTheDefaultInstance() {
        SwitchIntent intent = decode(example(ALL_LEAVES, null));
        var withRoute = intent.with(RoutingIntent.SECTION, RoutingIntent.of(intent).withStaticRoute(StaticRoute.of("10.9.0.0/16", "10.1.1.1")));

        SwitchIntent back = decode(codec.encode(withRoute));

        assertThat(back).isEqualTo(withRoute);
        assertThat(codec.encode(withRoute).toString()).contains("\"name\":\"STATIC\"").contains("\"name\":\"BGP\"");
    }
}
