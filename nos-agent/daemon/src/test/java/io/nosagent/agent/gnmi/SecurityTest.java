package io.nosagent.agent.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.agent.security.ServerCertificate;
import io.nosagent.agent.security.TestPki;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

import static io.nosagent.agent.gnmi.GnmiAgent.get;
import static io.nosagent.agent.gnmi.GnmiAgent.update;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * TLS by default with a self-signed certificate, mutual TLS from a configured CA, passwords in
 * metadata, roles per RPC, default deny, and the request size limit.
 */
class SecurityTest {

    static final String MTU = "/interfaces/interface[name=eth1/1/1]/config/mtu";

    @TempDir
    Path state;
    @TempDir
    Path pkiDir;
    TestPki pki;
    GnmiAgent sw;

    @BeforeEach
    void start() throws Exception {
        pki = new TestPki(pkiDir, "fabric-ops");
        sw = GnmiAgent.start(state, "rtsw", g -> g.withInsecure(false).withClientCa(pki.caFile(), false)
                .withLimits(64 * 1024, g.streamBufferBytes()));
    }

    @AfterEach
    void stop() {
        sw.close();
    }

    private static Status.Code codeOf(Runnable call) {
        var e = catchThrowableOfType(StatusRuntimeException.class, call::run);
        return e == null ? Status.Code.OK : e.getStatus().getCode();
    }

    private static Status.Code firstResponse(GnmiClient client) {
        var s = new Subscriber(client).send(Subscriber.list(SubscriptionList.Mode.ONCE,
                Subscriber.onChange("/system/state/hostname")));
        return s.awaitEnd().getCode();
    }

    private GnmiClient withCertificate(Path[] certAndKey, Optional<String> username) {
        return GnmiClient.connect(new GnmiClient.Options(sw.target(), false,
                Optional.of(ServerCertificate.selfSignedCertificate(state)), Optional.of(certAndKey[0]),
                Optional.of(certAndKey[1]), username, Optional.empty(), Optional.empty(), Duration.ofSeconds(10)));
    }

    @Test
    void aReadOnlyUserMayReadAndSubscribeButNotSet() {
        GnmiClient viewer = sw.viewer();

        assertThat(codeOf(viewer::capabilities)).isEqualTo(Status.Code.OK);
        assertThat(codeOf(() -> viewer.get(get(MTU)))).isEqualTo(Status.Code.OK);
        assertThat(firstResponse(viewer)).isEqualTo(Status.Code.OK);
        assertThat(codeOf(() -> viewer.set(SetRequest.newBuilder().addUpdate(update(MTU, "4000")).build())))
                .isEqualTo(Status.Code.PERMISSION_DENIED);
        assertThat(GnmiAgent.value(viewer.get(get(MTU)).getNotification(0).getUpdate(0).getVal()).asInt())
                .as("nothing applied").isEqualTo(9100);
    }

    @Test
    void aReadWriteUserMayDoEverything() {
        GnmiClient admin = sw.admin();

        assertThat(codeOf(admin::capabilities)).isEqualTo(Status.Code.OK);
        assertThat(codeOf(() -> admin.get(get(MTU)))).isEqualTo(Status.Code.OK);
        assertThat(firstResponse(admin)).isEqualTo(Status.Code.OK);
        assertThat(codeOf(() -> admin.set(SetRequest.newBuilder().addUpdate(update(MTU, "4000")).build())))
                .isEqualTo(Status.Code.OK);
    }

    @Test
    void aBadPasswordAnUnknownUserAndNoCredentialsAreUnauthenticated() {
        assertThat(codeOf(() -> sw.client(GnmiAgent.ADMIN, "guess").capabilities())).isEqualTo(Status.Code.UNAUTHENTICATED);
        assertThat(codeOf(() -> sw.client("mallory", "x").get(get(MTU)))).isEqualTo(Status.Code.UNAUTHENTICATED);
        var anonymous = GnmiClient.connect(new GnmiClient.Options(sw.target(), false,
                Optional.of(ServerCertificate.selfSignedCertificate(state)), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), Duration.ofSeconds(10)));
        try (anonymous) {
            assertThat(codeOf(anonymous::capabilities)).isEqualTo(Status.Code.UNAUTHENTICATED);
            assertThat(firstResponse(anonymous)).isEqualTo(Status.Code.UNAUTHENTICATED);
        }
    }

    @Test
    void aClientCertificateFromTheConfiguredCaActsAsTheUserItNames() throws Exception {
        try (var admin = withCertificate(pki.issue(GnmiAgent.ADMIN), Optional.empty());
             var viewer = withCertificate(pki.issue(GnmiAgent.VIEWER), Optional.empty())) {
            assertThat(codeOf(() -> admin.set(SetRequest.newBuilder().addUpdate(update(MTU, "4000")).build())))
                    .isEqualTo(Status.Code.OK);
            assertThat(codeOf(() -> viewer.set(SetRequest.newBuilder().addUpdate(update(MTU, "5000")).build())))
                    .isEqualTo(Status.Code.PERMISSION_DENIED);
        }
    }

    @Test
    void aCertificateNamingNoUserOrAnotherUserThanClaimedIsUnauthenticated() throws Exception {
        try (var stranger = withCertificate(pki.issue("stranger"), Optional.empty());
             var impostor = withCertificate(pki.issue(GnmiAgent.VIEWER), Optional.of(GnmiAgent.ADMIN))) {
            assertThat(codeOf(stranger::capabilities)).isEqualTo(Status.Code.UNAUTHENTICATED);
            assertThat(codeOf(impostor::capabilities)).isEqualTo(Status.Code.UNAUTHENTICATED);
        }
    }

    @Test
    void aCertificateFromAnUnknownCaIdentifiesNobody() throws Exception {
        var rogue = new TestPki(pkiDir, "rogue");
        try (var client = withCertificate(rogue.issue(GnmiAgent.ADMIN), Optional.empty())) {
            assertThat(codeOf(client::capabilities)).isEqualTo(Status.Code.UNAUTHENTICATED);
        }
    }

    @Test
    void whenClientCertificatesAreRequiredAnUntrustedOneFailsTheHandshake() throws Exception {
        Path[] rogueAdmin = new TestPki(pkiDir, "rogue").issue(GnmiAgent.ADMIN);
        Path[] viewerCert = pki.issue(GnmiAgent.VIEWER);
        Path strictState = pkiDir.resolve("strict");
        try (var strict = GnmiAgent.start(strictState, "rtsw", g -> g.withInsecure(false).withClientCa(pki.caFile(), true));
             var intruder = GnmiClient.connect(new GnmiClient.Options(strict.target(), false,
                     Optional.of(ServerCertificate.selfSignedCertificate(strictState)), Optional.of(rogueAdmin[0]),
                     Optional.of(rogueAdmin[1]), Optional.of(GnmiAgent.ADMIN), Optional.of(GnmiAgent.ADMIN_PASSWORD),
                     Optional.empty(), Duration.ofSeconds(10)));
             var trusted = GnmiClient.connect(new GnmiClient.Options(strict.target(), false,
                     Optional.of(ServerCertificate.selfSignedCertificate(strictState)), Optional.of(viewerCert[0]),
                     Optional.of(viewerCert[1]), Optional.empty(), Optional.empty(), Optional.empty(),
                     Duration.ofSeconds(10)))) {
            assertThat(codeOf(intruder::capabilities)).as("even with the right password").isEqualTo(Status.Code.UNAVAILABLE);
            assertThat(codeOf(trusted::capabilities)).isEqualTo(Status.Code.OK);
        }
    }

    @Test
    void plaintextToTheTlsPortIsRefused() {
        try (var plain = GnmiClient.connect(GnmiClient.Options.insecure(sw.target(), GnmiAgent.ADMIN, GnmiAgent.ADMIN_PASSWORD))) {
            assertThat(codeOf(plain::capabilities)).isEqualTo(Status.Code.UNAVAILABLE);
        }
    }

    @Test
    void anOversizedRequestIsResourceExhausted() {
        String huge = "\"" + "x".repeat(100 * 1024) + "\"";
        assertThat(codeOf(() -> sw.admin().set(SetRequest.newBuilder()
                .addUpdate(update("/interfaces/interface[name=eth1/1/1]/config/description", huge)).build())))
                .isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    }

    @Test
    void theSelfSignedCertificateIsCreatedOnceWithAPrivateKeyOnlyTheAgentCanRead() throws Exception {
        Path key = state.resolve("gnmi/server.key");
        assertThat(Files.getPosixFilePermissions(key))
                .containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        var cert = new ServerCertificate(state.resolve("gnmi/server.crt"), key);
        String fingerprint = cert.fingerprint();
        assertThat(cert.read().getSubjectAlternativeNames()).extracting(n -> n.get(1).toString())
                .contains("localhost", "127.0.0.1");

        sw.close();
        sw = GnmiAgent.start(state, "rtsw", g -> g.withInsecure(false));

        assertThat(cert.fingerprint()).as("reused after a restart").isEqualTo(fingerprint);
    }

    @Test
    void theSelfSignedCertificateIsEcdsaOnP384SignedWithSha384() {
        var cert = new ServerCertificate(state.resolve("gnmi/server.crt"), state.resolve("gnmi/server.key")).read();

        assertThat(cert.getSigAlgName()).isEqualTo("SHA384withECDSA");
        assertThat(cert.getPublicKey()).isInstanceOfSatisfying(java.security.interfaces.ECPublicKey.class,
                key -> assertThat(key.getParams().getCurve().getField().getFieldSize()).isEqualTo(384));
    }

    @Test
    void aLocalClientTrustsTheAgentsOwnCertificateFromItsStateDirectory() {
        var local = GnmiClient.connect(new GnmiClient.Options("localhost:" + sw.port(), false, Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.of(GnmiAgent.VIEWER), Optional.of(GnmiAgent.VIEWER_PASSWORD),
                Optional.of(state), Duration.ofSeconds(10)));
        try (local) {
            assertThat(codeOf(local::capabilities)).isEqualTo(Status.Code.OK);
        }
    }

    @Test
    void plaintextIsOnlyAllowedOnLoopback() {
        Supplier<NosAgent> onEveryAddress = () -> NosAgent.start(AgentOptions.virtual("rtsw", pkiDir.resolve("other"))
                .withGnmi(GnmiOptions.defaults().withAddress(new InetSocketAddress("0.0.0.0", 0)).withInsecure(true)));

        assertThatThrownBy(onEveryAddress::get).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("loopback");
    }
}
