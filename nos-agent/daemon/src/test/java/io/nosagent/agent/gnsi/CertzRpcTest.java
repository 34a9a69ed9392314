package io.nosagent.agent.gnsi;

import io.grpc.Status;
import io.nosagent.agent.gnmi.GnmiAgent;
import io.nosagent.agent.security.ServerCertificate;
import io.nosagent.agent.security.TestPki;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnsi.CertzRotation;
import io.nosagent.api.gnsi.RotateRequests;
import io.nosagent.api.gnsi.certz.RotateCertificateRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * gNSI certz Rotate on a running agent with mutual TLS: what an upload changes for new connections,
 * Finalize keeping it, anything else rolling it back, and the refusals.
 */
class CertzRpcTest {

    @TempDir
    Path state;
    @TempDir
    Path pkiDir;
    TestPki oldCa;
    TestPki newCa;
    Path[] newServer;
    GnmiAgent sw;

    @BeforeEach
    void start() throws Exception {
        oldCa = new TestPki(pkiDir, "old-ops");
        newCa = new TestPki(pkiDir, "new-ops");
        newServer = newCa.issueServer("rtsw-rotated");
        sw = GnmiAgent.start(state, "rtsw", g -> g.withInsecure(false).withClientCa(oldCa.caFile(), false));
    }

    @AfterEach
    void stop() {
        sw.close();
    }

    private static CertzRotation rotation(GnmiClient as) {
        return CertzRotation.open(as.channel(), Duration.ofSeconds(10));
    }

    private RotateCertificateRequest uploadNew(String version) {
        return RotateRequests.upload(newServer[0], newServer[1], Optional.of(newCa.caFile()), version);
    }

    /** Capabilities over a fresh connection trusting only {@code ca}, as admin by password or by {@code clientCert}. */
    private Status.Code connect(Path ca, Optional<Path[]> clientCert) {
        var options = new GnmiClient.Options(sw.target(), false, Optional.of(ca), clientCert.map(c -> c[0]),
                clientCert.map(c -> c[1]), Optional.of(GnmiAgent.ADMIN),
                clientCert.isPresent() ? Optional.empty() : Optional.of(GnmiAgent.ADMIN_PASSWORD), Optional.empty(),
                Duration.ofSeconds(10));
        try (var client = GnmiClient.connect(options)) {
            client.capabilities();
            return Status.Code.OK;
        } catch (io.grpc.StatusRuntimeException e) {
            return e.getStatus().getCode();
        }
    }

    private Path oldServerCa() {
        return ServerCertificate.selfSignedCertificate(state);
    }

    @Test
    void anUploadServesNewConnectionsAtOnceAndFinalizeKeepsIt() throws Exception {
        var rotation = rotation(sw.admin());
        assertThat(rotation.upload(uploadNew("v2"))).as("UploadResponse").isTrue();

        assertThat(connect(newCa.caFile(), Optional.empty())).isEqualTo(Status.Code.OK);
        assertThat(connect(oldServerCa(), Optional.empty())).as("the old certificate is no longer presented")
                .isEqualTo(Status.Code.UNAVAILABLE);
        assertThat(connect(newCa.caFile(), Optional.of(oldCa.issue(GnmiAgent.ADMIN)))).as("old CA's client certificate")
                .isNotEqualTo(Status.Code.OK);

        assertThat(rotation.finalizeRotation().getCode()).isEqualTo(Status.Code.OK);
        assertThat(connect(newCa.caFile(), Optional.empty())).as("after the stream").isEqualTo(Status.Code.OK);
        assertThat(Files.readString(state.resolve("gnmi/certz/server.crt"))).isEqualTo(Files.readString(newServer[0]));
        assertThat(Files.readString(state.resolve("gnmi/certz/versions.properties"))).contains("certificate.version=v2");

        sw.close();
        sw = GnmiAgent.start(state, "rtsw", g -> g.withInsecure(false).withClientCa(oldCa.caFile(), false));
        assertThat(connect(newCa.caFile(), Optional.empty())).as("after a restart").isEqualTo(Status.Code.OK);
        assertThat(connect(newCa.caFile(), Optional.of(newCa.issue(GnmiAgent.ADMIN)))).as("the new trust bundle after a restart")
                .isEqualTo(Status.Code.OK);
    }

    @Test
    void aStreamEndedWithoutFinalizeRollsBack() throws Exception {
        var rotation = rotation(sw.admin());
        assertThat(rotation.upload(uploadNew("v2"))).isTrue();
        assertThat(connect(newCa.caFile(), Optional.empty())).isEqualTo(Status.Code.OK);

        assertThat(rotation.abandon().getCode()).isEqualTo(Status.Code.ABORTED);
        assertThat(connect(oldServerCa(), Optional.empty())).isEqualTo(Status.Code.OK);
        assertThat(connect(oldServerCa(), Optional.of(oldCa.issue(GnmiAgent.ADMIN)))).as("old trust bundle back")
                .isEqualTo(Status.Code.OK);
        assertThat(connect(newCa.caFile(), Optional.empty())).isEqualTo(Status.Code.UNAVAILABLE);
        assertThat(state.resolve("gnmi/certz")).doesNotExist();
    }

    @Test
    void aCancelledStreamRollsBack() throws Exception {
        var rotation = rotation(sw.admin());
        assertThat(rotation.upload(uploadNew("v2"))).isTrue();

        rotation.cancel();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (connect(oldServerCa(), Optional.empty()) != Status.Code.OK && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertThat(connect(oldServerCa(), Optional.empty())).isEqualTo(Status.Code.OK);
        assertThat(connect(newCa.caFile(), Optional.empty())).isEqualTo(Status.Code.UNAVAILABLE);
    }

    @Test
    void aReadOnlyUserMayNotRotate() throws Exception {
        var rotation = rotation(sw.viewer());
        rotation.send(uploadNew("v2"));
        assertThat(rotation.end().getCode()).isEqualTo(Status.Code.PERMISSION_DENIED);
        assertThat(connect(oldServerCa(), Optional.empty())).isEqualTo(Status.Code.OK);
    }

    @Test
    void badInputIsRefusedNamingTheFieldAndChangesNothing() throws Exception {
        Path[] other = newCa.issueServer("other");
        var mismatched = rotation(sw.admin());
        mismatched.send(RotateRequests.upload(newServer[0], other[1], Optional.empty(), "v2"));
        Status refused = mismatched.end();
        assertThat(refused.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(refused.getDescription()).contains("certificates.entities[0]").contains("private key does not belong");

        var unknownProfile = rotation(sw.admin());
        unknownProfile.send(uploadNew("v2").toBuilder().setSslProfileId("grpc-other").build());
        assertThat(unknownProfile.end().getCode()).isEqualTo(Status.Code.NOT_FOUND);

        var nothing = rotation(sw.admin());
        nothing.send(RotateRequests.finalizeRotation());
        assertThat(nothing.end().getCode()).isEqualTo(Status.Code.FAILED_PRECONDITION);

        assertThat(connect(oldServerCa(), Optional.empty())).isEqualTo(Status.Code.OK);
        assertThat(state.resolve("gnmi/certz")).doesNotExist();
    }

    @Test
    void oneRotationAtATimeAndAVersionInUseNeedsForceOverwrite() throws Exception {
        var first = rotation(sw.admin());
        assertThat(first.upload(uploadNew("v2"))).isTrue();
        try (var admin = GnmiClient.connect(GnmiClient.Options.tls(sw.target(), newCa.caFile(),
                GnmiAgent.ADMIN, GnmiAgent.ADMIN_PASSWORD))) {
            var second = rotation(admin);
            second.send(uploadNew("v3"));
            assertThat(second.end().getCode()).isEqualTo(Status.Code.ABORTED);
            assertThat(first.finalizeRotation().getCode()).isEqualTo(Status.Code.OK);

            var again = rotation(admin);
            again.send(uploadNew("v2"));
            Status refused = again.end();
            assertThat(refused.getCode()).isEqualTo(Status.Code.ALREADY_EXISTS);
            assertThat(refused.getDescription()).contains("certificates.entities[0].version");

            var forced = rotation(admin);
            assertThat(forced.upload(uploadNew("v2").toBuilder().setForceOverwrite(true).build())).isTrue();
            assertThat(forced.abandon().getCode()).isEqualTo(Status.Code.ABORTED);
        }
    }
}
