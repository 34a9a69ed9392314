package io.nosagent.sai;

import java.util.List;

/**
 * A SAI call that did not succeed: the status, the operation, the object type and, for
 * attribute-indexed statuses, the attribute the index names.
 */
public final class SaiException extends RuntimeException {

    private final SaiStatus status;
    private final int rawStatus;
    private final SaiOperation operation;
    private final ObjectType objectType;
    private final transient AttrSpec attribute;
    private final long requiredCount;

    public SaiException(SaiStatus status, int rawStatus, SaiOperation operation, ObjectType objectType,
                        AttrSpec attribute, long requiredCount, String detail) {
        super(message(status, rawStatus, operation, objectType, attribute, detail));
        this.status = status;
        this.rawStatus = rawStatus;
        this.operation = operation;
        this.objectType = objectType;
        this.attribute = attribute;
        this.requiredCount = requiredCount;
    }

    /** An error from a call over {@code specs}; the status's attribute index picks the attribute it names. */
    public static SaiException forSpecs(SaiStatus status, int rawStatus, SaiOperation op, ObjectType type,
                                        List<? extends AttrSpec> specs, String detail) {
        AttrSpec named = status.attrIndex() >= 0 && status.attrIndex() < specs.size() ? specs.get(status.attrIndex()) : null;
        return new SaiException(status, rawStatus, op, type, named, -1, detail);
    }

    /** An error from a call over {@code attrs}; the status's attribute index picks the attribute it names. */
    public static SaiException forAttributes(SaiStatus status, int rawStatus, SaiOperation op, ObjectType type,
                                             List<? extends Attribute> attrs, String detail) {
        AttrSpec named = status.attrIndex() >= 0 && status.attrIndex() < attrs.size() ? attrs.get(status.attrIndex()).spec() : null;
        return new SaiException(status, rawStatus, op, type, named, -1, detail);
    }

    public static SaiException of(SaiStatus status, SaiOperation op, ObjectType type, String detail) {
        return new SaiException(status, status.raw(), op, type, null, -1, detail);
    }

    /** BUFFER_OVERFLOW on a list GET: the caller's buffer held fewer than {@code required} elements. */
    public static SaiException bufferOverflow(SaiOperation op, ObjectType type, AttrSpec attr, long required) {
        var status = SaiStatus.of(SaiStatusCode.BUFFER_OVERFLOW);
        return new SaiException(status, status.raw(), op, type, attr, required, "list needs " + required + " elements");
    }

    public SaiStatus status() {
        return status;
    }

    public int rawStatus() {
        return rawStatus;
    }

    public SaiOperation operation() {
        return operation;
    }

    public ObjectType objectType() {
        return objectType;
    }

    /** The attribute an indexed status names, or null. */
    public AttrSpec attribute() {
        return attribute;
    }

    /** For BUFFER_OVERFLOW: the element count the list needs; -1 otherwise. */
    public long requiredCount() {
        return requiredCount;
    }

    private static String message(SaiStatus status, int raw, SaiOperation op, ObjectType type, AttrSpec attr, String detail) {
        var sb = new StringBuilder("SAI ").append(op).append(' ').append(type).append(" failed: ").append(status);
        if (raw != status.raw()) {
            sb.append(" (raw ").append(raw).append(')');
        }
        if (attr != null) {
            sb.append(" on ").append(attr.name());
        }
        if (detail != null && !detail.isEmpty()) {
            sb.append(": ").append(detail);
        }
        return sb.toString();
    }
}
