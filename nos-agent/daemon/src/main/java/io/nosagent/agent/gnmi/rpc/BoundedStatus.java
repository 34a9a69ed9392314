package io.nosagent.agent.gnmi.rpc;

import io.grpc.ForwardingServerCall;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.Status;
import io.nosagent.api.gnmi.ErrorText;

/**
 * The last guard on what an error costs the client: every status leaves with its message bounded
 * ({@link ErrorText}) and without rich details (per-operation results in {@code grpc-status-details-bin})
 * larger than {@link #MAX_DETAILS_BYTES}, so a huge request's error still reaches the client and the
 * connection's other calls go on. Errors are built bounded where they are made; this catches the rest.
 */
public final class BoundedStatus implements ServerInterceptor {

    /** Largest rich-details trailer sent; a bigger one is dropped and the message says so. */
    public static final int MAX_DETAILS_BYTES = 2048;
    private static final Metadata.Key<byte[]> DETAILS = Metadata.Key.of("grpc-status-details-bin", Metadata.BINARY_BYTE_MARSHALLER);

    @Override
    public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers, ServerCallHandler<Q, R> next) {
        return next.startCall(new ForwardingServerCall.SimpleForwardingServerCall<>(call) {
            @Override
            public void close(Status status, Metadata trailers) {
                super.close(bound(status, trailers), trailers);
            }
        }, headers);
    }

    static Status bound(Status status, Metadata trailers) {
        if (status.isOk()) {
            return status;
        }
        String message = status.getDescription();
        byte[] details = trailers.get(DETAILS);
        if (details != null && details.length > MAX_DETAILS_BYTES) {
            trailers.discardAll(DETAILS);
            message = (message == null ? "" : message + " ") + "(per-operation details left out: "
                    + details.length + " bytes, more than " + MAX_DETAILS_BYTES + ")";
        }
        String bounded = ErrorText.bounded(message);
        return bounded == null || bounded.equals(status.getDescription()) ? status : status.withDescription(bounded);
    }
}
