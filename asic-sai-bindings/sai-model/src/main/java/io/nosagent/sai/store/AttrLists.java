package io.nosagent.sai.store;

import io.nosagent.sai.AttrDefault;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.ZeroValues;

import java.util.List;

/** Lookups in the short attribute lists the store keeps (a handful per object: a scan beats a map). */
final class AttrLists {

    private AttrLists() {
    }

    static int indexOf(List<? extends Attribute> attrs, AttrSpec spec) {
        for (int i = 0; i < attrs.size(); i++) {
            AttrSpec s = attrs.get(i).spec();
            if (s.id() == spec.id() && s.objectType() == spec.objectType()) {
                return i;
            }
        }
        return -1;
    }

    static AttrValue valueOf(List<? extends Attribute> attrs, AttrSpec spec) {
        int i = indexOf(attrs, spec);
        return i < 0 ? null : attrs.get(i).value();
    }

    /** The value an attribute has when nobody set it, or null when SAI does not say. */
    static AttrValue saiDefault(AttrSpec spec) {
        AttrDefault d = spec.defaultValue();
        return switch (d.kind()) {
            case VALUE -> d.value();
            case EMPTY_LIST -> ZeroValues.of(spec.valueType());
            default -> null;
        };
    }

    /**
     * Refuses attributes of another object type and an attribute given twice, naming {@code key}. The
     * compiler refuses the first for typed callers; this catches what reached the store untyped.
     */
    static void check(ObjectType type, Object key, List<? extends Attribute> attrs) {
        for (int i = 0; i < attrs.size(); i++) {
            AttrSpec spec = attrs.get(i).spec();
            if (spec.objectType() != type) {
                throw new IllegalArgumentException(spec.name() + " is a " + spec.objectType() + " attribute; " + key + " is a " + type);
            }
            for (int j = 0; j < i; j++) {
                if (attrs.get(j).spec().id() == spec.id()) {
                    throw new IllegalArgumentException(spec.name() + " given twice for " + key);
                }
            }
        }
    }
}
