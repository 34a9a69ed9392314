package io.nosagent.sai.vasic;

import io.nosagent.sai.ObjectType;

import java.util.Arrays;

/**
 * Object ids of the virtual ASIC: the SAI object type number in bits 48..63 and a per-type
 * sequence in bits 0..47. The type of any id is known without a lookup (as
 * {@code sai_object_type_query} promises), and replaying the same calls yields the same ids, which
 * the data-plane simulator needs for bit-for-bit reproducible runs. Ids are never reused.
 */
final class ObjectIds {

    private static final int TYPE_SHIFT = 48;
    private static final long SEQUENCE_MASK = (1L << TYPE_SHIFT) - 1;

    private final long[] lastSequence = new long[ObjectType.values().length];

    /** A fresh id for an object of {@code type}. */
    long allocate(ObjectType type) {
        if (type.value() <= 0 || type.value() > 0xFFFF) {
            throw new IllegalArgumentException(type + " cannot be given an object id");
        }
        long sequence = ++lastSequence[type.ordinal()];
        if (sequence > SEQUENCE_MASK) {
            throw new IllegalStateException("object ids of " + type + " exhausted");
        }
        return ((long) type.value() << TYPE_SHIFT) | sequence;
    }

    /** The type encoded in {@code oid}; {@link ObjectType#NULL} for 0 or an id this scheme never issues. */
    static ObjectType typeOf(long oid) {
        return oid == 0 ? ObjectType.NULL : ObjectType.of((int) (oid >>> TYPE_SHIFT));
    }

    /** Starts every sequence again, so a new switch gets the ids the first one got. */
    void reset() {
        Arrays.fill(lastSequence, 0);
    }
}
