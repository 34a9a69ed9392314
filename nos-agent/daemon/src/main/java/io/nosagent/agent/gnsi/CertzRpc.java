package io.nosagent.agent.gnsi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import io.nosagent.agent.security.LiveTls;
import io.nosagent.agent.security.RotatedCredentials;
import io.nosagent.api.gnsi.RotateRequests;
import io.nosagent.api.gnsi.certz.CanGenerateCSRRequest;
import io.nosagent.api.gnsi.certz.CanGenerateCSRResponse;
import io.nosagent.api.gnsi.certz.CertzGrpc;
import io.nosagent.api.gnsi.certz.GetProfileListRequest;
import io.nosagent.api.gnsi.certz.GetProfileListResponse;
import io.nosagent.api.gnsi.certz.RotateCertificateRequest;
import io.nosagent.api.gnsi.certz.RotateCertificateResponse;
import io.nosagent.api.gnsi.certz.UploadResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * gNSI certz for the one SSL profile, the gNMI server's ({@value #PROFILE}). A Rotate stream's upload
 * applies to new connections as soon as it is answered, so the client can try it; only a
 * FinalizeRequest on that same stream keeps it (written to {@link RotatedCredentials}); the stream
 * ending any other way, or any refusal, puts back what was there. One Rotate at a time.
 */
public final class CertzRpc extends CertzGrpc.CertzImplBase {

    public static final String PROFILE = RotateRequests.PROFILE;
    private static final Logger log = LoggerFactory.getLogger(CertzRpc.class);

    private final Optional<LiveTls> tls;
    private final RotatedCredentials store;
    private final Clock clock;
    private final AtomicBoolean rotating = new AtomicBoolean();

    /** @param tls the server's live credentials; empty when it serves plaintext */
    public CertzRpc(Optional<LiveTls> tls, RotatedCredentials store, Clock clock) {
        this.tls = tls;
        this.store = store;
        this.clock = clock;
    }

    @Override
    public StreamObserver<RotateCertificateRequest> rotate(StreamObserver<RotateCertificateResponse> out) {
        if (tls.isEmpty()) {
            out.onError(Status.FAILED_PRECONDITION.withDescription("gNMI serves plaintext (--insecure): no certificate to rotate")
                    .asRuntimeException());
            return ignored();
        }
        if (!rotating.compareAndSet(false, true)) {
            out.onError(Status.ABORTED.withDescription("another Rotate is in progress; one at a time").asRuntimeException());
            return ignored();
        }
        return new Rotation(tls.get(), out);
    }

    @Override
    public void getProfileList(GetProfileListRequest request, StreamObserver<GetProfileListResponse> out) {
        out.onNext(GetProfileListResponse.newBuilder().addSslProfileIds(PROFILE).build());
        out.onCompleted();
    }

    @Override
    public void canGenerateCSR(CanGenerateCSRRequest request, StreamObserver<CanGenerateCSRResponse> out) {
        out.onNext(CanGenerateCSRResponse.newBuilder().setCanGenerate(false).build());
        out.onCompleted();
    }

    /** One Rotate stream: what it replaced, until finalized or rolled back. */
    private final class Rotation implements StreamObserver<RotateCertificateRequest> {

        private final LiveTls live;
        private final StreamObserver<RotateCertificateResponse> out;
        private Optional<LiveTls.State> before = Optional.empty();
        private boolean ended;

        Rotation(LiveTls live, StreamObserver<RotateCertificateResponse> out) {
            this.live = live;
            this.out = out;
        }

        @Override
        public void onNext(RotateCertificateRequest request) {
            if (ended) {
                return;
            }
            try {
                handle(request);
            } catch (StatusRuntimeException e) {
                rollBack("refused: " + e.getStatus().getDescription());
                out.onError(e);
            } catch (RuntimeException e) {
                log.error("certz Rotate failed", e);
                rollBack("failed: " + e.getMessage());
                out.onError(Status.INTERNAL.withDescription(e.getMessage()).asRuntimeException());
            }
        }

        private void handle(RotateCertificateRequest request) {
            if (request.getSslProfileId().isEmpty()) {
                throw Status.INVALID_ARGUMENT.withDescription("ssl_profile_id: empty; the gNMI server's profile is " + PROFILE)
                        .asRuntimeException();
            }
            if (!request.getSslProfileId().equals(PROFILE)) {
                throw Status.NOT_FOUND.withDescription("ssl_profile_id: no profile '" + request.getSslProfileId()
                        + "'; the only one is " + PROFILE).asRuntimeException();
            }
            switch (request.getRotateRequestCase()) {
                case GENERATE_CSR -> throw Status.UNIMPLEMENTED.withDescription("generate_csr: nos-agent generates no CSR"
                        + " (CanGenerateCSR says false); upload the certificate with its private key").asRuntimeException();
                case CERTIFICATES -> {
                    if (before.isPresent()) {
                        throw Status.FAILED_PRECONDITION.withDescription("certificates: one upload per Rotate stream;"
                                + " finalize it, or end the stream to roll it back").asRuntimeException();
                    }
                    var next = Upload.apply(live.state(), request.getCertificates(), request.getForceOverwrite(), clock.instant());
                    before = Optional.of(live.install(next));
                    log.info("certz: new connections get certificate {} (version '{}'){}; kept only if finalized",
                            next.identity().subject(), next.identity().version(),
                            next.trust().map(t -> ", trust bundle version '" + t.version() + "'").orElse(""));
                    out.onNext(RotateCertificateResponse.newBuilder().setCertificates(UploadResponse.getDefaultInstance()).build());
                }
                case FINALIZE_ROTATION -> {
                    if (before.isEmpty()) {
                        throw Status.FAILED_PRECONDITION.withDescription("finalize_rotation: nothing uploaded on this stream")
                                .asRuntimeException();
                    }
                    store.save(live.state());
                    ended = true;
                    rotating.set(false);
                    log.info("certz: rotation finalized and kept in {}", store.dir());
                    out.onCompleted();
                }
                case ROTATEREQUEST_NOT_SET -> throw Status.INVALID_ARGUMENT
                        .withDescription("rotate_request: none of generate_csr, certificates, finalize_rotation").asRuntimeException();
            }
        }

        @Override
        public void onError(Throwable t) {
            rollBack("stream broken: " + Status.fromThrowable(t).getCode());
        }

        @Override
        public void onCompleted() {
            if (ended) {
                return;
            }
            rollBack("stream ended without finalize_rotation");
            out.onError(Status.ABORTED.withDescription("the stream ended without finalize_rotation; the previous"
                    + " certificate and trust bundle are back").asRuntimeException());
        }

        private void rollBack(String why) {
            if (ended) {
                return;
            }
            ended = true;
            before.ifPresent(previous -> {
                live.install(previous);
                log.warn("certz: rotation rolled back ({}); new connections get certificate {} again", why,
                        previous.identity().subject());
            });
            rotating.set(false);
        }
    }

    private static StreamObserver<RotateCertificateRequest> ignored() {
        return new StreamObserver<>() {
            @Override
            public void onNext(RotateCertificateRequest value) {
            }

            @Override
            public void onError(Throwable t) {
            }

            @Override
            public void onCompleted() {
            }
        };
    }
}
