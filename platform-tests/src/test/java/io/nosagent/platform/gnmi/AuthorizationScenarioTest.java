package io.nosagent.platform.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import io.nosagent.agent.AgentOptions;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.proto.CapabilityRequest;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.Subscription;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.agent.security.ServerCertificate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static io.nosagent.platform.gnmi.GnmiSwitch.path;
import static io.nosagent.platform.gnmi.GnmiSwitch.update;
import static org.assertj.core.api.Assertions.assertThat;

/** Who may do what: each role against each RPC, and the ways of not getting in at all. */
class AuthorizationScenarioTest {

    static final String MTU = "/interfaces/interface[name=eth1/1/1]/config/mtu";

    @TempDir
    static Path dir;
    static GnmiSwitch sw;

    @BeforeAll
    static void start() {
        // The agent accepts client certificates from one trust anchor: another switch's certificate.
        ServerCertificate anchor = ServerCertificate.selfSigned(dir.resolve("anchor"), "ops-ca", List.of());
        sw = GnmiSwitch.start(AgentOptions.virtual("rtsw", dir.resolve("state")),
                g -> g.withClientCa(anchor.certificate(), false));
    }

    @AfterAll
    static void stop() {
        sw.close();
    }

    /** Runs one RPC; its final status. */
    static Status.Code call(GnmiClient client, String rpc) {
        try {
            switch (rpc) {
                case "Capabilities" -> client.blocking().capabilities(CapabilityRequest.getDefaultInstance());
                case "Get" -> client.get(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF).addPath(path(MTU)).build());
                case "Set" -> client.set(SetRequest.newBuilder().addUpdate(update(MTU, "9000")).build());
                case "Subscribe" -> {
                    return subscribeOnce(client);
                }
                default -> throw new IllegalArgumentException(rpc);
            }
            return Status.Code.OK;
        } catch (StatusRuntimeException e) {
            return e.getStatus().getCode();
        }
    }

    private static Status.Code subscribeOnce(GnmiClient client) {
        var ended = new CompletableFuture<Status>();
        client.async().subscribe(new StreamObserver<SubscribeResponse>() {
            @Override
            public void onNext(SubscribeResponse value) {
            }

            @Override
            public void onError(Throwable t) {
                ended.complete(Status.fromThrowable(t));
            }

            @Override
            public void onCompleted() {
                ended.complete(Status.OK);
            }
        }).onNext(SubscribeRequest.newBuilder().setSubscribe(SubscriptionList.newBuilder().setMode(SubscriptionList.Mode.ONCE)
                .addSubscription(Subscription.newBuilder().setPath(path(MTU)))).build());
        try {
            return ended.get(10, TimeUnit.SECONDS).getCode();
        } catch (Exception e) {
            throw new AssertionError("Subscribe did not end", e);
        }
    }

    @ParameterizedTest(name = "{0} calling {1}: {2}")
    @CsvSource({
            "viewer, Capabilities, OK", "viewer, Get, OK", "viewer, Subscribe, OK", "viewer, Set, PERMISSION_DENIED",
            "admin, Capabilities, OK", "admin, Get, OK", "admin, Subscribe, OK", "admin, Set, OK",
            "nobody, Capabilities, UNAUTHENTICATED", "nobody, Get, UNAUTHENTICATED", "nobody, Subscribe, UNAUTHENTICATED",
            "nobody, Set, UNAUTHENTICATED"})
    void eachRoleAgainstEachRpc(String who, String rpc, Status.Code expected) {
        GnmiClient client = switch (who) {
            case "viewer" -> sw.viewer();
            case "admin" -> sw.admin();
            default -> sw.client("nobody", "whatever");
        };

        assertThat(call(client, rpc)).isEqualTo(expected);
    }

    @Test
    void aReadOnlyUsersSetAppliesNothing() {
        String before = sw.persisted();

        assertThat(call(sw.viewer(), "Set")).isEqualTo(Status.Code.PERMISSION_DENIED);
        assertThat(sw.persisted()).isEqualTo(before);
    }

    @Test
    void aBadPasswordIsRefused() {
        for (String rpc : List.of("Capabilities", "Get", "Set", "Subscribe")) {
            assertThat(call(sw.client(GnmiSwitch.ADMIN, "not-the-password"), rpc)).as(rpc)
                    .isEqualTo(Status.Code.UNAUTHENTICATED);
        }
    }

    @Test
    void aClientCertificateTheAgentDoesNotTrustIsRefused() {
        ServerCertificate stranger = ServerCertificate.selfSigned(dir.resolve("stranger"), GnmiSwitch.ADMIN, List.of());
        var client = GnmiClient.connect(new GnmiClient.Options(sw.target(), false,
                Optional.of(ServerCertificate.selfSignedCertificate(sw.stateDir)), Optional.of(stranger.certificate()),
                Optional.of(stranger.privateKey()), Optional.empty(), Optional.empty(), Optional.empty(), Duration.ofSeconds(10)));
        try (client) {
            assertThat(call(client, "Get")).isIn(Status.Code.UNAUTHENTICATED, Status.Code.UNAVAILABLE);
            assertThat(call(client, "Set")).isIn(Status.Code.UNAUTHENTICATED, Status.Code.UNAVAILABLE);
        }
    }

    @Test
    void plaintextToTheTlsPortIsRefused() {
        try (var plain = GnmiClient.connect(GnmiClient.Options.insecure(sw.target(), GnmiSwitch.ADMIN, GnmiSwitch.ADMIN_PASSWORD))) {
            assertThat(call(plain, "Get")).isEqualTo(Status.Code.UNAVAILABLE);
        }
    }
}
