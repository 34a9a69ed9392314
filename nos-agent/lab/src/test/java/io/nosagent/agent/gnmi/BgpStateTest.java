package io.nosagent.agent.gnmi;

import io.nosagent.routing.bgp.BgpFeature;
import com.fasterxml.jackson.databind.JsonNode;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.agent.BgpOptions;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SetResponse;
import io.grpc.protobuf.StatusProto;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.BgpState;
import io.nosagent.routing.bgp.FrrSpeaker;
import io.nosagent.routing.bgp.frr.FrrDaemons;
import io.nosagent.routing.bgp.frr.FrrSuite;
import io.nosagent.routing.bgp.frr.FrrLab;
import io.nosagent.routing.bgp.frr.KernelInterfaces;
import io.nosagent.routing.bgp.frr.Vtysh;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import static io.nosagent.agent.gnmi.GnmiAgent.get;
import static io.nosagent.agent.gnmi.GnmiAgent.update;
import static io.nosagent.agent.gnmi.GnmiAgent.value;
import static io.nosagent.agent.gnmi.RoutingConfigTest.DEFAULT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.api.Assertions.fail;

/**
 * BGP on the agent (run --bgp: FRR's daemons as children, in the switch's network namespace) over gNMI:
 * nothing starts until BGP is configured; a valid BGP config starts FRR with it; an invalid one (AS 0, a
 * neighbor without an AFI-SAFI, a router id that is no IPv4 address) is refused at its path and FRR is not
 * touched; a peer's session (a bgpd in another namespace behind uplink eth1/17/1) and prefix counts are served
 * as OpenConfig neighbor state, with ON_CHANGE. Needs FRR and root; skips otherwise.
 */
class BgpStateTest {

    static final String BGP = DEFAULT + "/protocols/protocol[identifier=BGP][name=BGP]/bgp";
    /** The switch's uplink eth1/17/1 is 10.1.1.0/31 in the RTSW example; its CTSW is here. */
    private static final String PEER = "10.1.1.1";

    @TempDir
    Path state;
    GnmiAgent sw;
    private FrrLab lab;
    private String peerNamespace;

    @BeforeEach
    void start() throws Exception {
        FrrLab.assumeFrrAndRoot();
        lab = new FrrLab();
        FrrLab.openToFrr(state);
        String swNamespace = lab.namespace("sw");
        peerNamespace = lab.namespace("pe");
        lab.veth(swNamespace, KernelInterfaces.kernelName("eth1/17/1"), "10.1.1.0/31", peerNamespace, "pe0", PEER + "/31");
        sw = GnmiAgent.startWithBgp(state, BgpOptions.frrChildren(Optional.of(swNamespace)));
    }

    @AfterEach
    void stop() {
        if (sw != null) {
            sw.close();
        }
        if (lab != null) {
            lab.close();
        }
    }

    private FrrSpeaker speaker() {
        return sw.agent.feature(BgpFeature.class).frr().orElseThrow();
    }

    private FrrSuite daemons() {
        return speaker().daemons();
    }

    /** AS 65001, a peer at 10.1.1.1 (AS 65200), IPv4 unicast. */
    static SetRequest bgpConfig() {
        return SetRequest.newBuilder()
                .addUpdate(update(BGP + "/global/config", "{\"as\": 65001, \"router-id\": \"10.255.0.1\"}"))
                .addUpdate(update(BGP + "/neighbors/neighbor[neighbor-address=" + PEER + "]", """
                        {"config": {"peer-as": 65200}, "afi-safis": {"afi-safi": [{"afi-safi-name": "IPV4_UNICAST"}]}}"""))
                .build();
    }

    @Test
    void withoutBgpConfiguredNothingStarts() {
        assertThat(daemons().isRunning()).isFalse();
        assertThat(daemons().generation()).isZero();
        assertThat(speaker().state().current().connection()).isEqualTo(BgpState.Connection.OFF);
    }

    @Test
    void anInvalidBgpConfigIsRefusedAtItsPathAndFrrIsNotTouched() throws Exception {
        sw.admin().set(bgpConfig());
        assertThat(daemons().isRunning()).isTrue();
        await("zebra connected to the agent", () -> speaker().state().current().connection() == BgpState.Connection.CONNECTED);
        Vtysh vtysh = daemons().vtysh();
        String running = vtysh.show("show running-config");
        assertThat(running).contains("neighbor " + PEER + " remote-as 65200");
        byte[] file = Files.readAllBytes(daemons().config());
        long generation = daemons().generation();
        long bgpd = daemons().process(FrrDaemons.Daemon.BGPD).orElseThrow().pid();

        assertRefused(update(BGP + "/global/config/as", "0"), "/global/config/as", "AS 0 is reserved");
        assertRefused(update(BGP + "/neighbors/neighbor[neighbor-address=10.1.2.1]/config", "{\"peer-as\": 65300}"),
                "/neighbors/neighbor[neighbor-address=10.1.2.1]/afi-safis", "has no enabled AFI-SAFI");
        assertRefused(update(BGP + "/global/config/router-id", "\"2001:db8::1\""), "/global/config/router-id", "2001:db8::1");

        assertThat(vtysh.show("show running-config")).isEqualTo(running);
        assertThat(Files.readAllBytes(daemons().config())).isEqualTo(file);
        assertThat(daemons().generation()).isEqualTo(generation);
        assertThat(daemons().process(FrrDaemons.Daemon.BGPD).orElseThrow().pid()).as("bgpd not restarted").isEqualTo(bgpd);
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
        Vtysh peer = lab.peer(peerNamespace, state.resolve("peer"), """
                router bgp 65200
                 bgp router-id 10.255.0.200
                 no bgp ebgp-requires-policy
                 no bgp network import-check
                 neighbor 10.1.1.0 remote-as 65001
                 neighbor 10.1.1.0 timers connect 1
                 address-family ipv4 unicast
                  network 10.200.0.0/16
                 exit-address-family
                """);
        String neighbor = BGP + "/neighbors/neighbor[neighbor-address=" + PEER + "]";
        await("the session up and the route installed", () -> {
            var n = speaker().state().current().neighbor(IpAddresses.parse(PEER));
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
            peer.show("configure terminal", "router bgp 65200", "neighbor 10.1.1.0 shutdown");
            var down = s.nextMatching(n -> n.getUpdateCount() > 0 && !value(n.getUpdate(0).getVal()).asText().equals("ESTABLISHED"));
            assertThat(value(down.getUpdate(0).getVal()).asText()).isIn("IDLE", "ACTIVE", "CONNECT");
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
                "platform/openconfig-platform-healthz", "platform/openconfig-platform-fan", "platform/openconfig-platform-psu", "p4rt/openconfig-p4rt", "interfaces/openconfig-if-sdn-ext", "interfaces/openconfig-if-rates", "lacp/openconfig-lacp",
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
        long deadline = System.nanoTime() + Duration.ofSeconds(40).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                fail("not within 40 s: " + what);
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}
