package io.nosagent.agent.gnmi.set;

import io.grpc.Status;

/**
 * An operation of a Set that could not be applied: which one (its index in processing order), the
 * canonical code the specification gives that kind of failure, and why. The whole Set then fails
 * with ABORTED and changes nothing.
 */
public final class SetFailure extends RuntimeException {

    private final int operation;
    private final Status.Code code;

    public SetFailure(int operation, Status.Code code, String message, Throwable cause) {
        super(message, cause);
        this.operation = operation;
        this.code = code;
    }

    /** Index of the failing operation in processing order (deletes, replaces, updates). */
    public int operation() {
        return operation;
    }

    public Status.Code code() {
        return code;
    }
}
