package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;

/**
 * A SAI rule a call broke, raised inside the store and turned into a {@link SaiException} at the
 * {@link VirtualAsic} boundary. Carries no stack trace: bulk calls collect one per failed item.
 */
final class Violation extends RuntimeException {

    private final SaiStatus status;
    private final transient AttrSpec attribute;
    private final long requiredCount;

    Violation(SaiStatus status, AttrSpec attribute, long requiredCount, String detail) {
        super(detail, null, false, false);
        this.status = status;
        this.attribute = attribute;
        this.requiredCount = requiredCount;
    }

    /** A plain status about the call as a whole. */
    static Violation of(SaiStatusCode code, String detail) {
        return new Violation(SaiStatus.of(code), null, -1, detail);
    }

    /** A status about attribute {@code index} of the call ({@code attribute} is what the caller passed). */
    static Violation at(SaiStatusCode rangeBase, int index, AttrSpec attribute, String detail) {
        return new Violation(SaiStatus.at(rangeBase, index), attribute, -1, detail);
    }

    /** A plain status that still names the attribute it is about (e.g. the mandatory one missing). */
    static Violation about(SaiStatusCode code, AttrSpec attribute, String detail) {
        return new Violation(SaiStatus.of(code), attribute, -1, detail);
    }

    static Violation bufferOverflow(AttrSpec attribute, long requiredCount) {
        return new Violation(SaiStatus.of(SaiStatusCode.BUFFER_OVERFLOW), attribute, requiredCount,
                "list needs " + requiredCount + " elements");
    }

    SaiStatus status() {
        return status;
    }

    SaiException toException(SaiOperation operation, ObjectType type) {
        return new SaiException(status, status.raw(), operation, type, attribute, requiredCount, getMessage());
    }
}
