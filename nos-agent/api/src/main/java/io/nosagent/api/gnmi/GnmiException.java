package io.nosagent.api.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;

/**
 * A request the gNMI server refuses, with the canonical gRPC code the specification asks for and a
 * message naming the offending path, field or value. Thrown anywhere below the RPC layer and turned
 * into the RPC's status there.
 */
public final class GnmiException extends RuntimeException {

    private final Status.Code code;

    public GnmiException(Status.Code code, String message) {
        super(message);
        this.code = code;
    }

    public GnmiException(Status.Code code, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
    }

    public static GnmiException invalid(String message) {
        return new GnmiException(Status.Code.INVALID_ARGUMENT, message);
    }

    public static GnmiException unimplemented(String message) {
        return new GnmiException(Status.Code.UNIMPLEMENTED, message);
    }

    public static GnmiException notFound(String message) {
        return new GnmiException(Status.Code.NOT_FOUND, message);
    }

    public Status.Code code() {
        return code;
    }

    public StatusRuntimeException toStatus() {
        return Status.fromCode(code).withDescription(ErrorText.bounded(getMessage())).asRuntimeException();
    }
}
