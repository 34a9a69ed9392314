package io.nosagent.api.gnsi;

import io.grpc.Channel;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import io.nosagent.api.gnsi.certz.CertzGrpc;
import io.nosagent.api.gnsi.certz.RotateCertificateRequest;
import io.nosagent.api.gnsi.certz.RotateCertificateResponse;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One gNSI certz Rotate stream, driven a step at a time: upload, try the new credentials on other
 * connections, then finalize to keep them or end the stream to roll them back.
 */
public final class CertzRotation {

    private final LinkedBlockingQueue<RotateCertificateResponse> responses = new LinkedBlockingQueue<>();
    private final CompletableFuture<Status> ended = new CompletableFuture<>();
    private final StreamObserver<RotateCertificateRequest> requests;
    private final Duration wait;

    private CertzRotation(Channel channel, Duration wait) {
        this.wait = wait;
        this.requests = CertzGrpc.newStub(channel).rotate(new StreamObserver<>() {
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

    /** Opens a Rotate stream on {@code channel}; each step waits up to {@code wait} for the server. */
    public static CertzRotation open(Channel channel, Duration wait) {
        return new CertzRotation(channel, wait);
    }

    /** Sends an upload; true once the server answered it (it then serves new connections), false if it ended the stream. */
    public boolean upload(RotateCertificateRequest upload) {
        requests.onNext(upload);
        try {
            while (!ended.isDone()) {
                if (responses.poll(50, TimeUnit.MILLISECONDS) != null) {
                    return true;
                }
            }
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Sends any request without waiting (e.g. one the server should refuse). */
    public void send(RotateCertificateRequest request) {
        requests.onNext(request);
    }

    /** Keeps what was uploaded: how the stream ended (OK when kept). */
    public Status finalizeRotation() {
        requests.onNext(RotateRequests.finalizeRotation());
        return end();
    }

    /** Ends the stream without finalizing (the server rolls back): how it ended. */
    public Status abandon() {
        requests.onCompleted();
        return end();
    }

    /** Cancels the stream, as a client that went away (the server rolls back). */
    public void cancel() {
        requests.onError(Status.CANCELLED.withDescription("client gave up").asRuntimeException());
    }

    /** How the server ended the stream. */
    public Status end() {
        try {
            return ended.get(wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Status.CANCELLED.withDescription("interrupted");
        } catch (ExecutionException | TimeoutException e) {
            return Status.DEADLINE_EXCEEDED.withDescription("the Rotate stream did not end within " + wait);
        }
    }
}
