package io.nosagent.sai.vasic;

import io.nosagent.sai.ObjectType;

/**
 * One object-id object in the store: its attributes and who refers to it. Mutable, and only ever
 * touched under the store's lock.
 */
final class StoredObject {

    final long oid;
    final ObjectType type;
    /** Built by create_switch (ports, queues, default router, ...): the agent cannot remove it. */
    final boolean builtIn;
    final AttributeSet attributes;

    /** References from route and neighbor entries (their attributes and their keys). */
    int entryReferences;
    private Referrers referrers;

    StoredObject(long oid, ObjectType type, boolean builtIn, AttributeSet attributes) {
        this.oid = oid;
        this.type = type;
        this.builtIn = builtIn;
        this.attributes = attributes;
    }

    /** Objects whose attributes name this one, one element per reference; never null. */
    Referrers referrers() {
        if (referrers == null) {
            referrers = new Referrers();
        }
        return referrers;
    }

    int referenceCount() {
        return entryReferences + (referrers == null ? 0 : referrers.size());
    }

    /** Why this object cannot be removed, for the OBJECT_IN_USE message. */
    String describeUse() {
        var sb = new StringBuilder(type.toString()).append(" 0x").append(Long.toHexString(oid)).append(" is in use:");
        if (referrers != null && referrers.size() > 0) {
            long first = referrers.first();
            sb.append(' ').append(referrers.size()).append(" attribute reference(s), e.g. from ")
                    .append(ObjectIds.typeOf(first)).append(" 0x").append(Long.toHexString(first));
        }
        if (entryReferences > 0) {
            sb.append(' ').append(entryReferences).append(" route/neighbor entry reference(s)");
        }
        return sb.toString();
    }
}
