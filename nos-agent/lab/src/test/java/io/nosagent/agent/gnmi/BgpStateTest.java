package io.nosagent.agent.gnmi;

import io.nosagent.routing.bgp.BgpFeature;
import com.fasterxml.jackson.databind.JsonNode;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.agent.BgpOptions;
import io.nosagent.lab.bench.BgpPeer;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SetResponse;
import io.grpc.protobuf.StatusProto;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.BgpState;
import io.nosagent.routing.bgp.gobgp.BgpListen;
import io.nosagent.routing.bgp.gobgp.GobgpClient;
import io.nosagent.routing.bgp.gobgp.GobgpDaemon;
import io.nosagent.routing.bgp.gobgp.Paths;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;

import static io.nosagent.agent.gnmi.GnmiAgent.get;
import static io.nosagent.agent.gnmi.GnmiAgent.update;
import static io.nosagent.agent.gnmi.GnmiAgent.value;
import static io.nosagent.agent.gnmi.RoutingConfigTest.DEFAULT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * BGP on the agent (run --bgp: a gobgpd child) over gNMI: nothing starts until BGP is configured; a
 * valid BGP config starts the daemon with it; an invalid one (AS 0, a neighbor without an AFI-SAFI, a
 * router id that is no IPv4 address) is refused at its path and the daemon is not touched; a peer's
 * session and prefix counts are served as OpenConfig neighbor state, with ON_CHANGE.
 */
class BgpStateTest {

    static final String BGP = DEFAULT + "/protocols/protocol[identifier=BGP][name=BGP]/bgp";
    private static final String PEER = "127.0.0.2";

    @TempDir
    Path state;
    GnmiAgent sw;
    private BgpListen listen;

    @BeforeEach
    void start() {
        assumeTrue(GobgpDaemon.onPath().isPresent(), "gobgpd is not on the PATH (apt-get install gobgpd)");
        listen = new BgpListen(freePort(), List.of("127.0.0.1"));
        sw = GnmiAgent.startWithBgp(state, BgpOptions.child(listen));
    }

    @AfterEach
    void stop() {
        if (sw != null) {
            sw.close();
        }
    }

    private GobgpDaemon daemon() {
        return (GobgpDaemon) sw.agent.feature(BgpFeature.class).speaker().orElseThrow().daemon();
    }

    /** AS 65001, a peer at 127.0.0.2 (AS 65200) that connects to the switch, IPv4 unicast. */
    static SetRequest bgpConfig() {
        return SetRequest.newBuilder()
                .addUpdate(update(BGP + "/global/config", "{\"as\": 65001, \"router-id\": \"10.255.0.1\"}"))
                .addUpdate(update(BGP + "/neighbors/neighbor[neighbor-address=" + PEER + "]", """
                        {"config": {"peer-as": 65200}, "transport": {"config": {"passive-mode": true, "local-address": "127.0.0.1"}},
                         "afi-safis": {"afi-safi": [{"afi-safi-name": "IPV4_UNICAST"}]}}"""))
                .build();
    }

    @Test
    void withoutBgpConfiguredNothingStarts() {
        assertThat(daemon().isAlive()).isFalse();
        assertThat(daemon().generation()).isZero();
        assertThat(sw.agent.feature(BgpFeature.class).speaker().orElseThrow().state().current().connection()).isEqualTo(BgpState.Connection.OFF);
    }

    @Test
    void anInvalidBgpConfigIsRefusedAtItsPathAndGobgpdIsNotTouched() throws Exception {
        sw.admin().set(bgpConfig());
        assertThat(daemon().isAlive()).isTrue();
        await("the agent follows its daemon", () -> sw.agent.feature(BgpFeature.class).speaker().orElseThrow().state().current().connection()
                == BgpState.Connection.CONNECTED);
        try (var api = new GobgpClient(daemon().apiHost(), daemon().apiPort())) {
            var global = api.global().orElseThrow();
            var peers = api.peers().stream().map(p -> p.getConf()).toList();
            byte[] file = Files.readAllBytes(daemon().configFile());
            long generation = daemon().generation();

            assertRefused(update(BGP + "/global/config/as", "0"), "/global/config/as", "AS 0 is reserved");
            assertRefused(update(BGP + "/neighbors/neighbor[neighbor-address=10.1.2.1]/config", "{\"peer-as\": 65300}"),
                    "/neighbors/neighbor[neighbor-address=10.1.2.1]/afi-safis", "has no enabled AFI-SAFI");
            assertRefused(update(BGP + "/global/config/router-id", "\"2001:db8::1\""), "/global/config/router-id", "2001:db8::1");

            assertThat(api.global()).contains(global);
            assertThat(api.peers().stream().map(p -> p.getConf()).toList()).isEqualTo(peers);
            assertThat(Files.readAllBytes(daemon().configFile())).isEqualTo(file);
            assertThat(daemon().generation()).isEqualTo(generation);
        }
    }

    /** The Set fails as a whole (ABORTED) with the edit INVALID_ARGUMENT, naming the leaf and why. */
    private void assertRefused(io.nosagent.api.gnmi.proto.Update edit, String path, String why) throws Exception {
        var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(SetRequest.newBuilder().addUpdate(edit).build()));
        assertThat(e).as("refused: " + path).isNotNull();
        assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.ABORTED);
        var details = StatusProto.fromThrowable(e).getDetails(0).unpack(SetResponse.class);
        assertThat(details.getResponse(0).getMessage().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT.value());
        assertThat(e.getStatus().getDescription()).contains("protocol[identifier=openconfig-policy-types:BGP][name=BGP]/bgp" + path)
                .contains(why);
    }

    @Test
    void aPeersSessionAndPrefixesAreServedAsOpenConfigNeighborStateOnChange() throws Exception {
        sw.admin().set(bgpConfig());
        try (var peer = BgpPeer.start(state.resolve("peer"), PEER, 65200, freePort())) {
            peer.announce(List.of(Paths.route(Cidr.parse("10.200.0.0/16"), IpAddresses.parse("10.1.1.1"), 0)));
            peer.peerWith(listen.port(), 65001);
            String neighbor = BGP + "/neighbors/neighbor[neighbor-address=" + PEER + "]";
            await("the session up and the route installed", () -> {
                var n = sw.agent.feature(BgpFeature.class).speaker().orElseThrow().state().current().neighbor(IpAddresses.parse(PEER));
                return n.isPresent() && n.get().session() == BgpState.SessionState.ESTABLISHED
                        && n.get().prefixes().values().stream().anyMatch(p -> p.installed() == 1 && p.received() == 1);
            });

            JsonNode prefixes = read(neighbor + "/afi-safis/afi-safi[afi-safi-name=IPV4_UNICAST]/state/prefixes");
            assertThat(prefixes.path("openconfig-network-instance:received").asLong()).isEqualTo(1);
            assertThat(prefixes.path("openconfig-network-instance:installed").asLong()).isEqualTo(1);
            assertThat(read(neighbor + "/state/last-established").asText()).matches("[0-9]+");
            assertThat(read(DEFAULT + "/afts/ipv4-unicast/ipv4-entry[prefix=10.200.0.0/16]/state/origin-protocol").asText())
                    .isEqualTo("openconfig-policy-types:BGP");
            assertThat(read("/nosagent-bgp:bgp/daemon/state/connection").asText()).isEqualTo("connected");
            validIfTheValidatorIsHere(state.resolve("bgp-state.json"));

            try (var s = new Subscriber(sw.viewer())) {
                s.send(Subscriber.list(SubscriptionList.Mode.STREAM, Subscriber.onChange(neighbor + "/state/session-state")));
                assertThat(s.untilSync()).isNotEmpty();
                peer.close();
                var down = s.nextMatching(n -> n.getUpdateCount() > 0 && !value(n.getUpdate(0).getVal()).asText().equals("ESTABLISHED"));
                assertThat(value(down.getUpdate(0).getVal()).asText()).isIn("IDLE", "ACTIVE", "CONNECT");
            }
        }
    }

    /** The whole tree with BGP running validates against OpenConfig and the project's YANG (oc-validate, when present). */
    private void validIfTheValidatorIsHere(Path file) throws Exception {
        String shared = System.getProperty("nosagent.shared.dir");
        Path ocValidate = shared == null ? null : Path.of(shared, "tools", "oc-validate");
        Process which = new ProcessBuilder("sh", "-c", "command -v yanglint").redirectErrorStream(true).start();
        if (ocValidate == null || !Files.isExecutable(ocValidate) || which.waitFor() != 0) {
            return;
        }
        var tree = sw.viewer().get(io.nosagent.api.gnmi.proto.GetRequest.newBuilder()
                .setEncoding(io.nosagent.api.gnmi.proto.Encoding.JSON_IETF)
                .addPath(io.nosagent.api.gnmi.proto.Path.getDefaultInstance()).build())
                .getNotification(0).getUpdate(0).getVal().getJsonIetfVal().toStringUtf8();
        assertThat(tree).contains("\"session-state\":\"ESTABLISHED\"", "nosagent-bgp:bgp");
        Files.writeString(file, tree);
        var cmd = new java.util.ArrayList<>(List.of(ocValidate.toString(), file.toString()));
        try (var yang = Files.list(Path.of("../../config/src/main/yang"))) {
            yang.filter(p -> p.toString().endsWith(".yang")).forEach(p -> cmd.add(p.toString()));
        }
        // the OpenConfig modules the tree uses beyond those oc-validate loads by itself (interfaces' hardware-port, id)
        var models = ocValidate.getParent().resolveSibling("openconfig").resolve("release/models");
        for (String m : List.of("platform/openconfig-platform", "platform/openconfig-platform-port",
                "platform/openconfig-platform-transceiver", "platform/openconfig-platform-pipeline-counters",
                "platform/openconfig-platform-healthz", "platform/openconfig-platform-fan", "platform/openconfig-platform-psu", "p4rt/openconfig-p4rt", "interfaces/openconfig-if-sdn-ext", "lacp/openconfig-lacp",
                "lldp/openconfig-lldp")) {
            cmd.add(models.resolve(m + ".yang").toString());
        }
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor()).as(out).isZero();
    }

    private JsonNode read(String path) {
        return value(sw.viewer().get(get(path)).getNotification(0).getUpdate(0).getVal());
    }

    private static void await(String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                fail("not within 30 s: " + what);
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    private static int freePort() {
        try (var s = new ServerSocket()) {
            s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            return s.getLocalPort();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
