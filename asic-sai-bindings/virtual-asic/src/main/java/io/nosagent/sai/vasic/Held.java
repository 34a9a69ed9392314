package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrDefault;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;

/**
 * Reads attribute values for the relation rules: from a call's attribute array (with the index the
 * status must carry) or from a stored object, falling back to the SAI default value.
 */
final class Held {

    private Held() {
    }

    /** Index of {@code spec} among {@code attrs}, or -1. */
    static int indexOf(Attribute[] attrs, AttrSpec spec) {
        for (int i = 0; i < attrs.length; i++) {
            if (attrs[i].spec().id() == spec.id()) {
                return i;
            }
        }
        return -1;
    }

    /** The value {@code attrs} give {@code spec}, else its SAI default value, else null. */
    static AttrValue given(Attribute[] attrs, AttrSpec spec) {
        int i = indexOf(attrs, spec);
        return i >= 0 ? attrs[i].value() : defaultOf(spec);
    }

    /** What {@code object} holds for {@code spec}, else its SAI default value, else null. */
    static AttrValue value(StoredObject object, AttrSpec spec) {
        Attribute a = object.attributes.find(spec.id());
        return a != null ? a.value() : defaultOf(spec);
    }

    static long number(AttrValue v, long fallback) {
        return switch (v) {
            case AttrValue.U8(int x) -> x;
            case AttrValue.U16(int x) -> x;
            case AttrValue.U32(long x) -> x;
            case AttrValue.S32(int x) -> x;
            case AttrValue.U64(long x) -> x;
            case null, default -> fallback;
        };
    }

    static long oid(AttrValue v) {
        return v instanceof AttrValue.Oid(long oid) ? oid : 0;
    }

    static int[] s32s(AttrValue v) {
        return v instanceof AttrValue.S32List l ? l.values() : new int[0];
    }

    private static AttrValue defaultOf(AttrSpec spec) {
        AttrDefault d = spec.defaultValue();
        if (d.kind() == AttrDefault.Kind.VALUE) {
            return d.value();
        }
        return d.kind() == AttrDefault.Kind.EMPTY_LIST && spec.accepts(AttrValue.S32List.of()) ? AttrValue.S32List.of() : null;
    }
}
