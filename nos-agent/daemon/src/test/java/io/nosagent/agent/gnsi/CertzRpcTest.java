package io.nosagent.agent.gnsi;

import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import io.nosagent.agent.gnmi.GnmiAgent;
import io.nosagent.agent.security.ServerCertificate;
import io.nosagent.agent.security.TestPki;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnsi.RotateRequests;
import io.nosagent.api.gnsi.certz.CertzGrpc;
import io.nosagent.api.gnsi.certz.RotateCertificateRequest;
import io.nosagent.api.gnsi.certz.RotateCertificateResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
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

    /** One Rotate stream, driven step by step. */
    final class Rotation {
        final LinkedBlockingQueue<RotateCertificateResponse> responses = new LinkedBlockingQueue<>();
        final CompletableFuture<Status> ended = new CompletableFuture<>();
        final StreamObserver<RotateCertificateRequest> requests;

        Rotation(GnmiClient as) {
            requests = CertzGrpc.newStub(as.channel()).rotate(new StreamObserver<>() {
                @Override
                public void onNext(RotateCertificateResponse r) {
                    responses.add(r);
                }

                @Override
                public void onError(Throwable t) {
                    ended.complete(Status.fromThrowable(t));
                }

                @Override
                public void onCompleted() {
                    ended.complete(Status.OK);
                }
            });
        }

        /** Sends {@code r}; true when the server answered it (an upload's UploadResponse). */
        boolean send(RotateCertificateRequest r) throws Exception {
            requests.onNext(r);
            return responses.poll(10, TimeUnit.SECONDS) != null;
        }

        /** Sends finalize_rotation; how the stream ended. */
        Status finish() throws Exception {
            requests.onNext(RotateRequests.finalizeRotation());
            return end();
        }

        Status end() throws Exception {
            return ended.get(10, TimeUnit.SECONDS);
        }
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
        var rotation = new Rotation(sw.admin());
        assertThat(rotation.send(uploadNew("v2"))).as("UploadResponse").isTrue();

        assertThat(connect(newCa.caFile(), Optional.empty())).isEqualTo(Status.Code.OK);
        assertThat(connect(oldServerCa(), Optional.empty())).as("the old certificate is no longer presented")
                .isEqualTo(Status.Code.UNAVAILABLE);
        assertThat(connect(newCa.caFile(), Optional.of(newCa.issue(GnmiAgent.ADMIN)))).as("new trust bundle")
                .isEqualTo(Status.Code.OK);
        assertThat(connect(newCa.caFile(), Optional.of(oldCa.issue(GnmiAgent.ADMIN)))).as("old CA's client certificate")
                .isNotEqualTo(Status.Code.OK);

        assertThat(rotation.finish().getCode()).isEqualTo(Status.Code.OK);
        assertThat(connect(newCa.caFile(), Optional.empty())).as("after the stream").isEqualTo(Status.Code.OK);
        assertThat(Files.readString(state.resolve("gnmi/certz/server.crt"))).isEqualTo(Files.readString(newServer[0]));
        assertThat(Files.readString(state.resolve("gnmi/certz/versions.properties"))).contains("certificate.version=v2");
    }

    @Test
    void aStreamEndedWithoutFinalizeRollsBack() throws Exception {
        var rotation = new Rotation(sw.admin());
        assertThat(rotation.send(uploadNew("v2"))).isTrue();
        assertThat(connect(newCa.caFile(), Optional.empty())).isEqualTo(Status.Code.OK);

        rotation.requests.onCompleted();
        assertThat(rotation.end().getCode()).isEqualTo(Status.Code.ABORTED);
        assertThat(connect(oldServerCa(), Optional.empty())).isEqualTo(Status.Code.OK);
        assertThat(connect(oldServerCa(), Optional.of(oldCa.issue(GnmiAgent.ADMIN)))).as("old trust bundle back")
                .isEqualTo(Status.Code.OK);
        assertThat(connect(newCa.caFile(), Optional.empty())).isEqualTo(Status.Code.UNAVAILABLE);
        assertThat(state.resolve("gnmi/certz")).doesNotExist();
    }

    @Test
    void aCancelledStreamRollsBack() throws Exception {
        var rotation = new Rotation(sw.admin());
        assertThat(rotation.send(uploadNew("v2"))).isTrue();

        rotation.requests.onError(new RuntimeException("client gave up"));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (connect(oldServerCa(), Optional.empty()) != Status.Code.OK && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertThat(connect(oldServerCa(), Optional.empty())).isEqualTo(Status.Code.OK);
        assertThat(connect(newCa.caFile(), Optional.empty())).isEqualTo(Status.Code.UNAVAILABLE);
    }

    @Test
    void aReadOnlyUserMayNotRotate() throws Exception {
        var rotation = new Rotation(sw.viewer());
        rotation.requests.onNext(uploadNew("v2"));
        assertThat(rotation.end().getCode()).isEqualTo(Status.Code.PERMISSION_DENIED);
        assertThat(connect(oldServerCa(), Optional.empty())).isEqualTo(Status.Code.OK);
    }

    @Test
    void badInputIsRefusedNamingTheFieldAndChangesNothing() throws Exception {
        Path[] other = newCa.issueServer("other");
        var mismatched = new Rotation(sw.admin());
        mismatched.requests.onNext(RotateRequests.upload(newServer[0], other[1], Optional.empty(), "v2"));
        Status refused = mismatched.end();
        assertThat(refused.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(refused.getDescription()).contains("certificates.entities[0]").contains("private key does not belong");

        var unknownProfile = new Rotation(sw.admin());
        unknownProfile.requests.onNext(uploadNew("v2").toBuilder().setSslProfileId("grpc-other").build());
        assertThat(unknownProfile.end().getCode()).isEqualTo(Status.Code.NOT_FOUND);

        var nothing = new Rotation(sw.admin());
        nothing.requests.onNext(RotateRequests.finalizeRotation());
        assertThat(nothing.end().getCode()).isEqualTo(Status.Code.FAILED_PRECONDITION);

        assertThat(connect(oldServerCa(), Optional.empty())).isEqualTo(Status.Code.OK);
        assertThat(state.resolve("gnmi/certz")).doesNotExist();
    }

    @Test
    void oneRotationAtATimeAndAVersionInUseNeedsForceOverwrite() throws Exception {
        var first = new Rotation(sw.admin());
        assertThat(first.send(uploadNew("v2"))).isTrue();
        try (var admin = GnmiClient.connect(GnmiClient.Options.tls(sw.target(), newCa.caFile(),
                GnmiAgent.ADMIN, GnmiAgent.ADMIN_PASSWORD))) {
            var second = new Rotation(admin);
            second.requests.onNext(uploadNew("v3"));
            assertThat(second.end().getCode()).isEqualTo(Status.Code.ABORTED);
            assertThat(first.finish().getCode()).isEqualTo(Status.Code.OK);

            var again = new Rotation(admin);
            again.requests.onNext(uploadNew("v2"));
            Status refused = again.end();
            assertThat(refused.getCode()).isEqualTo(Status.Code.ALREADY_EXISTS);
            assertThat(refused.getDescription()).contains("certificates.entities[0].version");

            var forced = new Rotation(admin);
            assertThat(forced.send(uploadNew("v2").toBuilder().setForceOverwrite(true).build())).isTrue();
            forced.requests.onCompleted();
            assertThat(forced.end().getCode()).isEqualTo(Status.Code.ABORTED);
        }
    }
}
