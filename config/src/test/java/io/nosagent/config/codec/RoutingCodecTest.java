package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigError.Kind;
import io.nosagent.config.ConfigException;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.Rtsw;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.Drain;
import io.nosagent.config.intent.routing.FineGrainedEcmp;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.HashAlgorithm;
import io.nosagent.config.intent.routing.HashField;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.config.intent.routing.TeOverride;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.List;
import java.util.OptionalInt;

import static io.nosagent.config.codec.RoutingDocuments.NETWORK_INSTANCES;
import static io.nosagent.config.codec.RoutingDocuments.ROUTING;
import static io.nosagent.config.codec.RoutingDocuments.ROUTING_ALL_LEAVES;
import static io.nosagent.config.codec.RoutingDocuments.STATIC;
import static io.nosagent.config.codec.RoutingDocuments.example;
import static io.nosagent.config.codec.RoutingDocuments.staticRoutes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** The routing members of a document: OpenConfig static routes and {@code nosagent-routing}, to intent and back. */
class RoutingCodecTest {

    private final IntentCodec codec = new IntentCodec();

    private SwitchIntent decode(JsonNode doc) {
        return codec.decode(doc, "routing.json", Rtsw.context());
    }

    private List<String> problems(JsonNode doc) {
        var e = catchThrowableOfType(ConfigException.class, () -> decode(doc));
        assertThat(e).as("the document should be refused").isNotNull();
        return e.errors().stream().map(ConfigError::toString).toList();
    }

    @Test
    void everyRoutingLeafSurvivesDocumentToIntentToDocument() {
        var doc = example(NETWORK_INSTANCES, ROUTING_ALL_LEAVES);

        SwitchIntent intent = decode(doc);

        assertThat(codec.encode(intent)).isEqualTo(doc);
        assertThat(decode(codec.encode(intent))).isEqualTo(intent);
        RoutingIntent r = RoutingIntent.of(intent);
        assertThat(r.staticRoutes().values()).containsExactly(StaticRoute.of("10.0.1.77/32", "10.0.1.2"),
                StaticRoute.of("10.2.0.0/16", "10.1.1.1", "10.1.2.1"), StaticRoute.of("2001:db8:2::/48", "2001:db8:1:1::1"));
        assertThat(r.loadBalancing().fields()).containsExactlyInAnyOrder(HashField.SRC_IP, HashField.DST_IP,
                HashField.L4_SRC_PORT, HashField.L4_DST_PORT, HashField.FLOW_LABEL, HashField.INGRESS_PORT);
        assertThat(r.loadBalancing().algorithm()).isEqualTo(HashAlgorithm.CRC_32HI);
        assertThat(r.loadBalancing().seed()).isEqualTo(0xCAFEBABEL);
        assertThat(r.loadBalancing().qp()).isEqualTo(new QpHashing(true, QpHashing.Mode.UDF, 14, 2));
        assertThat(r.flowlets()).isEqualTo(new Flowlets(true, Flowlets.GroupClass.ALL, 512, 2048,
                Flowlets.Mode.PER_PACKET_QUALITY, 60, 40, 5));
        assertThat(r.fineGrained()).isEqualTo(new FineGrainedEcmp(4, OptionalInt.of(48)));
        assertThat(r.drain()).isEqualTo(Drain.NONE.withSwitchDrained(true).withInterface("eth1/18/1", true)
                .withInterface("eth1/20/1", true));
        assertThat(r.teOverrides().values()).containsExactly(
                new TeOverride("eth1/1/1", Cidr.parse("10.2.0.0/16"), IpAddresses.parse("10.1.1.1")),
                new TeOverride("eth1/2/1", Cidr.parse("2001:db8:2::/48"), IpAddresses.parse("2001:db8:1:2::1")));
    }

    @Test
    void anUnconfiguredSwitchHasOnlyTheDefaultInstanceAndNoRoutingMember() {
        JsonNode doc = codec.encode(SwitchIntent.named("rtsw001"));

        assertThat(doc.has("nosagent-routing:routing")).isFalse();
        assertThat(doc.get("openconfig-network-instance:network-instances")).isEqualTo(JsonText.parse("""
                {"network-instance": [{"name": "DEFAULT",
                  "config": {"name": "DEFAULT", "type": "openconfig-network-instance-types:DEFAULT_INSTANCE"}}]}
                """, "expected"));
        assertThat(RoutingIntent.of(decode(example(null, null)))).isEqualTo(RoutingIntent.NONE);
    }

    @Test
    void absentLeavesTakeTheirDefaultsAndAChangedFeatureIsWrittenWhole() {
        var intent = decode(example(null, """
                {"flowlets": {"config": {"enabled": true}},
                 "load-balancing": {"roce-qp-hash": {"config": {"enabled": true}}},
                 "fine-grained-ecmp": {"config": {"max-members": 4}}}
                """));

        assertThat(RoutingIntent.of(intent).flowlets()).isEqualTo(Flowlets.OFF.withEnabled(true));
        assertThat(RoutingIntent.of(intent).loadBalancing()).isEqualTo(
                RoutingIntent.NONE.loadBalancing().withQp(QpHashing.OFF.withEnabled(true)));
        assertThat(RoutingIntent.of(intent).fineGrained().buckets()).isEqualTo(12);
        assertThat(codec.encode(intent).get("nosagent-routing:routing")).isEqualTo(JsonText.parse("""
                {"load-balancing": {"roce-qp-hash": {"config": {"enabled": true, "mode": "auto", "udf-offset": 13, "udf-length": 3}}},
                 "flowlets": {"config": {"enabled": true, "groups": "uplink", "idle-time": 256, "table-size": 4096,
                   "mode": "flowlet-quality", "past-load-weight": 70, "future-load-weight": 30, "load-scaling-factor": 10}},
                 "fine-grained-ecmp": {"config": {"max-members": 4}}}
                """, "expected"));
    }

    @Test
    void aFeatureSetBackToItsDefaultsLeavesTheDocument() {
        var intent = decode(example(null, """
                {"flowlets": {"config": {"enabled": false}}, "drain": {"config": {"switch-drained": false}}}
                """));

        assertThat(RoutingIntent.of(intent)).isEqualTo(RoutingIntent.NONE);
        assertThat(codec.encode(intent).has("nosagent-routing:routing")).isFalse();
    }

    @Test
    void theHashFieldsAreWrittenWithTheAlgorithmAndSeedOnceAnyDiffers() {
        var intent = SwitchIntent.named("rtsw001").with(RoutingIntent.SECTION, RoutingIntent.NONE.withLoadBalancing(
                RoutingIntent.NONE.loadBalancing().withSeed(7)));

        assertThat(codec.encode(intent).get("nosagent-routing:routing")).isEqualTo(JsonText.parse("""
                {"load-balancing": {"config": {"hash-fields": ["src-ip", "dst-ip", "ip-protocol", "l4-src-port", "l4-dst-port"],
                  "algorithm": "crc", "seed": 7}}}
                """, "expected"));
        assertThat(RoutingIntent.of(decode(codec.encode(intent.withInterfaces(Rtsw.exampleIntent().interfaces().values()))))
                .loadBalancing().fields()).isEqualTo(EnumSet.of(HashField.SRC_IP, HashField.DST_IP,
                HashField.IP_PROTOCOL, HashField.L4_SRC_PORT, HashField.L4_DST_PORT));
    }

    @Test
    void nextHopIndexesAreFreeOnInputAndWrittenBackAsGiven() {
        var intent = decode(example(staticRoutes("""
                [{"prefix": "10.2.0.0/16", "next-hops": {"next-hop": [
                   {"index": "uplink-b", "config": {"next-hop": "10.1.2.1"}},
                   {"index": "0", "config": {"next-hop": "10.1.1.1"}}]}}]
                """), null));

        JsonNode hops = codec.tree(intent).read(ConfigPath.parse(STATIC + "[prefix=10.2.0.0/16]/next-hops")).getFirst().value();
        assertThat(hops).isEqualTo(JsonText.parse("""
                {"next-hop": [{"index": "0", "config": {"index": "0", "next-hop": "10.1.1.1"}},
                              {"index": "uplink-b", "config": {"index": "uplink-b", "next-hop": "10.1.2.1"}}]}
                """, "expected"));
        assertThat(streamed(intent)).hasToString(codec.encode(intent).toString());
    }

    @Test
    void routesSharingNextHopSetsAreStreamedAsEncoded() {
        // Each set is printed once and reused for every route naming it: the bytes must still be each route's own.
        var routes = new java.util.ArrayList<StaticRoute>();
        for (int r = 0; r < 12; r++) {
            routes.add(r % 3 == 0 ? StaticRoute.of("10.9." + r + ".0/24", "10.1.1.1", "10.1.2.1")
                    : r % 3 == 1 ? StaticRoute.of("10.9." + r + ".0/24", "10.1.2.1") : StaticRoute.of("10.9." + r + ".0/24", "10.1.1.1"));
        }
        var intent = decode(example(null, null)).with(RoutingIntent.SECTION, RoutingIntent.NONE.withStaticRoutes(routes));

        assertThat(streamed(intent)).hasToString(codec.encode(intent).toString());
        JsonNode hops = codec.tree(intent).read(ConfigPath.parse(STATIC + "[prefix=10.9.3.0/24]/next-hops")).getFirst().value();
        assertThat(hops).isEqualTo(JsonText.parse("""
                {"next-hop": [{"index": "10.1.1.1", "config": {"index": "10.1.1.1", "next-hop": "10.1.1.1"}},
                              {"index": "10.1.2.1", "config": {"index": "10.1.2.1", "next-hop": "10.1.2.1"}}]}
                """, "expected"));
    }

    @Test
    void aTableOfPlainRoutesIsStreamedAsTheSameBytesAGeneratorWrites() {
        // Plain routes (each next hop its own index, no tag, no DROP) go to a byte stream as fixed bytes around
        // their prefixes and next-hop sets; a generator over a Writer writes every member itself.
        var routes = new java.util.ArrayList<StaticRoute>();
        for (int r = 0; r < 3000; r++) {
            routes.add(r % 3 == 0 ? StaticRoute.of("10.9." + (r % 250) + "." + (r / 250) * 8 + "/29", "10.1.1.1", "10.1.2.1")
                    : r % 3 == 1 ? StaticRoute.of("2001:db8:" + Integer.toHexString(r) + "::/48", "fd00::1", "fd00::a:1", "::ffff:10.1.2.1")
                    : StaticRoute.of("2001:db8:0:" + Integer.toHexString(r) + ":1:2:3:0/112", "2001:db8:ffff:1234:5678:9abc:def0:1"));
        }
        var plain = decode(example(null, null)).with(RoutingIntent.SECTION, RoutingIntent.NONE.withStaticRoutes(routes));

        assertThat(streamedBytes(plain)).isEqualTo(writtenAsText(plain));
        assertThat(JsonText.parse(streamedBytes(plain), "streamed")).hasToString(codec.encode(plain).toString());

        // One route that is not plain: the whole table through the generator, the same document.
        var tagged = plain.with(RoutingIntent.SECTION, RoutingIntent.of(plain).withStaticRoute(
                new StaticRoute(Cidr.parse("10.8.0.0/16"), routes.getFirst().nextHops(), java.util.Map.of(),
                        java.util.Optional.empty(), java.util.OptionalLong.of(7))));
        assertThat(streamedBytes(tagged)).isEqualTo(writtenAsText(tagged));
    }

    private String streamedBytes(SwitchIntent intent) {
        var out = new java.io.ByteArrayOutputStream();
        try (var json = JsonText.generator(out)) {
            codec.write(intent, json);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out.toString(java.nio.charset.StandardCharsets.UTF_8);
    }

    private String writtenAsText(SwitchIntent intent) {
        var out = new java.io.StringWriter();
        try (var json = new com.fasterxml.jackson.databind.ObjectMapper().createGenerator(out)) {
            codec.write(intent, json);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out.toString();
    }

    /** The document {@link IntentCodec#write} streams, parsed. */
    private JsonNode streamed(SwitchIntent intent) {
        var out = new java.io.ByteArrayOutputStream();
        try (var json = JsonText.generator(out)) {
            codec.write(intent, json);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return JsonText.parse(out.toString(java.nio.charset.StandardCharsets.UTF_8), "streamed");
    }

    @Test
    void metricPreferenceRecurseAndTagRoundTrip() {
        var intent = decode(example(staticRoutes("""
                [{"prefix": "10.2.0.0/16", "config": {"set-tag": 42}, "next-hops": {"next-hop": [
                   {"index": "0", "config": {"next-hop": "10.1.1.1", "metric": 10, "preference": 5, "recurse": false}}]}}]
                """), null));

        JsonNode route = codec.tree(intent).read(ConfigPath.parse(STATIC + "[prefix=10.2.0.0/16]")).getFirst().value();
        assertThat(route.path("config").path("set-tag").asLong()).isEqualTo(42);
        assertThat(route.path("next-hops").path("next-hop").get(0).path("config")).hasToString(
                "{\"index\":\"0\",\"next-hop\":\"10.1.1.1\",\"metric\":10,\"preference\":5,\"recurse\":false}");
        assertThat(streamed(intent)).hasToString(codec.encode(intent).toString());
    }

    @Test
    void aDropNextHopMakesADropRouteAndIsWrittenAsTheIdentity() {
        var intent = decode(example(staticRoutes("""
                [{"prefix": "10.66.0.0/16", "next-hops": {"next-hop": [{"index": "0", "config": {"next-hop": "DROP"}}]}}]
                """), null));

        StaticRoute route = RoutingIntent.of(intent).staticRoutes().get(Cidr.parse("10.66.0.0/16"));
        assertThat(route.drops()).isTrue();
        assertThat(route.nextHops()).isEmpty();
        JsonNode hops = codec.tree(intent).read(ConfigPath.parse(STATIC + "[prefix=10.66.0.0/16]/next-hops")).getFirst().value();
        assertThat(hops).isEqualTo(JsonText.parse("""
                {"next-hop": [{"index": "0", "config": {"index": "0", "next-hop": "openconfig-local-routing:DROP"}}]}
                """, "expected"));
    }

    @Test
    void aDropNextHopBesideAnAddressIsRefused() {
        assertThat(problems(example(staticRoutes("""
                [{"prefix": "10.2.0.0/16", "next-hops": {"next-hop": [
                   {"index": "0", "config": {"next-hop": "10.1.1.1"}},
                   {"index": "1", "config": {"next-hop": "openconfig-local-routing:DROP"}}]}}]
                """), null))).containsExactly(STATIC + "[prefix=10.2.0.0/16]/next-hops/next-hop[index=1]/config/next-hop:"
                + " route 10.2.0.0/16 cannot both drop its traffic and forward it to 1 next hops");
    }

    @Test
    void theInstanceAndStaticProtocolAreAcceptedUnderThePlansNamesAndWrittenUnderOne() {
        var intent = decode(example("""
                {"network-instance": [{"name": "default", "protocols": {"protocol": [
                  {"identifier": "STATIC", "name": "static", "static-routes": {"static": [{"prefix": "10.2.0.0/16",
                    "next-hops": {"next-hop": [{"index": "0", "config": {"next-hop": "10.1.1.1"}}]}}]}},
                  {"identifier": "STATIC", "name": "DEFAULT", "static-routes": {"static": [{"prefix": "10.3.0.0/16",
                    "next-hops": {"next-hop": [{"index": "0", "config": {"next-hop": "10.1.2.1"}}]}}]}}]}}]}
                """, null));

        assertThat(RoutingIntent.of(intent).staticRoutes().keySet()).containsExactly(Cidr.parse("10.2.0.0/16"), Cidr.parse("10.3.0.0/16"));
        assertThat(codec.tree(intent).read(ConfigPath.parse(STATIC + "[prefix=10.3.0.0/16]"))).hasSize(1);
    }

    @Test
    void identitiesAndIpv6TextAreAcceptedInAnyFormAndWrittenCanonically() {
        var intent = decode(example("""
                {"network-instance": [{"name": "DEFAULT", "config": {"type": "DEFAULT_INSTANCE"},
                  "protocols": {"protocol": [{"identifier": "openconfig-policy-types:STATIC", "name": "STATIC",
                    "static-routes": {"static": [{"prefix": "2001:DB8:2:0::/48",
                      "next-hops": {"next-hop": [{"index": "a", "config": {"next-hop": "2001:DB8:1:1:0::1"}}]}}]}}]}}]}
                """, null));

        assertThat(RoutingIntent.of(intent).staticRoutes().values()).map(StaticRoute::nextHops)
                .containsExactly(StaticRoute.of("2001:db8:2::/48", "2001:db8:1:1::1").nextHops());
    }

    @Test
    void anotherNetworkInstanceOrProtocolIsRefusedAtItsPath() {
        var errors = problems(example("""
                {"network-instance": [
                  {"name": "VRF-A", "config": {"type": "DEFAULT_INSTANCE"}},
                  {"name": "DEFAULT", "protocols": {"protocol": [
                    {"identifier": "STATIC", "name": "ELSEWHERE"},
                    {"identifier": "ISIS", "name": "ISIS"}]}}]}
                """, null));

        String instances = "/openconfig-network-instance:network-instances/network-instance";
        assertThat(errors).containsExactlyInAnyOrder(
                instances + "[name=DEFAULT]/protocols/protocol[identifier=ISIS]: 'ISIS' is not supported"
                        + " (supported: openconfig-policy-types:STATIC, openconfig-policy-types:BGP)",
                instances + "[name=VRF-A]: network instance 'VRF-A' is not served: the switch has one routing table,"
                        + " the instance DEFAULT",
                instances + "[name=DEFAULT]/protocols/protocol[identifier=openconfig-policy-types:STATIC][name=ELSEWHERE]:"
                        + " protocol instance 'ELSEWHERE' is not served: static routes are in protocol STATIC named STATIC"
                        + " (or static, DEFAULT or default), BGP in protocol BGP named BGP");
    }

    @Test
    void anInstanceOfAnotherTypeIsRefusedAtItsTypeLeaf() {
        assertThat(problems(example("""
                {"network-instance": [{"name": "DEFAULT", "config": {"type": "L3VRF"}}]}
                """, null))).containsExactly("/openconfig-network-instance:network-instances/network-instance[name=DEFAULT]"
                + "/config/type: 'L3VRF' is not supported (supported: openconfig-network-instance-types:DEFAULT_INSTANCE)");
    }

    @Test
    void oneAddressUnderTwoIndexesIsRefusedAtTheSecond() {
        assertThat(problems(example(staticRoutes("""
                [{"prefix": "10.2.0.0/16", "next-hops": {"next-hop": [
                   {"index": "0", "config": {"next-hop": "10.1.1.1"}},
                   {"index": "1", "config": {"next-hop": "10.1.1.1"}}]}}]
                """), null))).containsExactly(STATIC + "[prefix=10.2.0.0/16]/next-hops/next-hop[index=1]/config/next-hop:"
                + " next hop 10.1.1.1 is already index '0'");
    }

    @Test
    void aNextHopWithoutAnAddressOrOfAnotherKindIsRefused() {
        assertThat(problems(example(staticRoutes("""
                [{"prefix": "10.2.0.0/16", "next-hops": {"next-hop": [
                   {"index": "0", "config": {}},
                   {"index": "1", "config": {"next-hop": "openconfig-local-routing:LOCAL_LINK"}}]}}]
                """), null))).containsExactlyInAnyOrder(
                STATIC + "[prefix=10.2.0.0/16]/next-hops/next-hop[index=1]/config/next-hop:"
                        + " 'openconfig-local-routing:LOCAL_LINK' is neither an IP address nor openconfig-local-routing:DROP",
                STATIC + "[prefix=10.2.0.0/16]/next-hops/next-hop[index=0]/config/next-hop: mandatory leaf 'next-hop' is missing");
    }

    @Test
    void staticRoutesAndOverridesAreEditedByPathLikeAnyConfig() {
        ConfigTree tree = codec.tree(Rtsw.exampleIntent());
        String route = "/network-instances/network-instance[name=DEFAULT]/protocols/protocol[identifier=STATIC][name=STATIC]"
                + "/static-routes/static[prefix=10.9.0.0/16]";

        tree = tree.update(ConfigPath.parse(route + "/next-hops/next-hop[index=x]/config/next-hop"),
                        JsonText.parse("\"10.1.3.1\"", "v"))
                .update(ConfigPath.parse(route + "/next-hops/next-hop[index=y]"), JsonText.parse(
                        "{\"config\": {\"next-hop\": \"10.1.4.1\"}}", "v"))
                .update(ConfigPath.parse("/routing/te-overrides/override[in-port=eth1/3/1][prefix=10.9.0.0/16]/config/next-hop"),
                        JsonText.parse("\"10.1.4.1\"", "v"))
                .update(ConfigPath.parse("/nosagent-routing:routing/flowlets/config/idle-time"), JsonText.parse("384", "v"));
        var intent = codec.decode(tree, "edit", Rtsw.context());

        assertThat(RoutingIntent.of(intent).staticRoutes().values()).map(StaticRoute::nextHops)
                .containsExactly(StaticRoute.of("10.9.0.0/16", "10.1.3.1", "10.1.4.1").nextHops());
        assertThat(RoutingIntent.of(intent).teOverrides().values()).containsExactly(
                new TeOverride("eth1/3/1", Cidr.parse("10.9.0.0/16"), IpAddresses.parse("10.1.4.1")));
        assertThat(RoutingIntent.of(intent).flowlets().idleTimeMicros()).isEqualTo(384);

        var after = codec.tree(intent)
                .delete(ConfigPath.parse(route + "/next-hops/next-hop[index=x]"))
                .delete(ConfigPath.parse(ROUTING + "/te-overrides"));
        var edited = codec.decode(after, "edit", Rtsw.context());
        assertThat(RoutingIntent.of(edited).staticRoutes().values()).map(StaticRoute::nextHops)
                .containsExactly(StaticRoute.of("10.9.0.0/16", "10.1.4.1").nextHops());
        assertThat(RoutingIntent.of(edited).teOverrides()).isEmpty();
        assertThat(codec.tree(edited).read(ConfigPath.parse(STATIC + "[prefix=*]/config/prefix")))
                .extracting(m -> m.value().asText()).containsExactly("10.9.0.0/16");
    }

    @Test
    void writingTheStateCopyIsRefused() {
        var e = catchThrowableOfType(ConfigException.class, () -> codec.tree(Rtsw.exampleIntent())
                .update(ConfigPath.parse("/nosagent-routing:routing/flowlets/state/enabled"), JsonText.parse("true", "v")));

        assertThat(e.errors()).extracting(ConfigError::kind).containsExactly(Kind.BAD_VALUE);
        assertThat(e.errors().getFirst().path()).hasToString("/nosagent-routing:routing/flowlets/state/enabled");
    }
}
