package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.AttrDefault;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;

import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The data plane's own copy of the switch's objects (not routes and neighbors, which compile straight
 * into tables), as of the last change taken in. Compilers read it, never the store, so they need no
 * lock. Objects of a type iterate in id order, i.e. creation order.
 */
final class SaiMirror {

    /** One object: its type and the attributes it holds, by attribute id (iterated in id order). */
    static final class Held {
        final long oid;
        final ObjectType type;
        final Map<Integer, AttrValue> attributes = new TreeMap<>();

        Held(long oid, ObjectType type) {
            this.oid = oid;
            this.type = type;
        }
    }

    private final Map<Long, Held> objects = new HashMap<>();
    private final Map<ObjectType, TreeMap<Long, Held>> byType = new EnumMap<>(ObjectType.class);

    void created(long oid, ObjectType type, List<Attribute> attributes) {
        var held = new Held(oid, type);
        for (Attribute a : attributes) {
            held.attributes.put(a.spec().id(), a.value());
        }
        objects.put(oid, held);
        byType.computeIfAbsent(type, t -> new TreeMap<>()).put(oid, held);
    }

    void changed(long oid, Attribute attribute) {
        Held held = objects.get(oid);
        if (held != null) {
            held.attributes.put(attribute.spec().id(), attribute.value());
        }
    }

    void removed(long oid) {
        Held held = objects.remove(oid);
        if (held != null) {
            byType.get(held.type).remove(oid);
        }
    }

    boolean exists(long oid) {
        return objects.containsKey(oid);
    }

    ObjectType typeOf(long oid) {
        Held held = objects.get(oid);
        return held == null ? null : held.type;
    }

    /** Objects of {@code type} in creation order. */
    Collection<Held> all(ObjectType type) {
        TreeMap<Long, Held> m = byType.get(type);
        return m == null ? List.of() : m.values();
    }

    /** Whether the object holds the attribute (given at create or set since), as opposed to defaulting. */
    boolean holds(long oid, AttrSpec spec) {
        Held held = objects.get(oid);
        return held != null && held.attributes.containsKey(spec.id());
    }

    /** The attribute's value: held, else its SAI default value, else null. */
    AttrValue value(long oid, AttrSpec spec) {
        Held held = objects.get(oid);
        AttrValue v = held == null ? null : held.attributes.get(spec.id());
        if (v == null && spec.defaultValue().kind() == AttrDefault.Kind.VALUE) {
            v = spec.defaultValue().value();
        }
        return v;
    }

    /** A numeric value (any integer kind, enums included), or {@code fallback}. */
    long number(long oid, AttrSpec spec, long fallback) {
        return switch (value(oid, spec)) {
            case AttrValue.U8(int v) -> v;
            case AttrValue.S8(int v) -> v;
            case AttrValue.U16(int v) -> v;
            case AttrValue.S16(int v) -> v;
            case AttrValue.U32(long v) -> v;
            case AttrValue.S32(int v) -> v;
            case AttrValue.U64(long v) -> v;
            case AttrValue.S64(long v) -> v;
            case null, default -> fallback;
        };
    }

    boolean bool(long oid, AttrSpec spec, boolean fallback) {
        return value(oid, spec) instanceof AttrValue.Bool(boolean v) ? v : fallback;
    }

    /** An object id value, or 0 (SAI_NULL_OBJECT_ID). */
    long oid(long oid, AttrSpec spec) {
        return value(oid, spec) instanceof AttrValue.Oid(long v) ? v : 0;
    }

    long[] oids(long oid, AttrSpec spec) {
        return value(oid, spec) instanceof AttrValue.OidList l ? l.values() : new long[0];
    }

    int[] s32s(long oid, AttrSpec spec) {
        return value(oid, spec) instanceof AttrValue.S32List l ? l.values() : new int[0];
    }

    long mac(long oid, AttrSpec spec, long fallback) {
        return value(oid, spec) instanceof AttrValue.Mac(var m) ? m.bits() : fallback;
    }
}
