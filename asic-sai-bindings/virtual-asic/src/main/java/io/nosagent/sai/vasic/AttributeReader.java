package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.vasic.AttrCatalog.AttrRule;

import java.util.List;

import static io.nosagent.sai.SaiStatusCode.ATTR_NOT_IMPLEMENTED;
import static io.nosagent.sai.SaiStatusCode.INVALID_ATTRIBUTE;
import static io.nosagent.sai.SaiStatusCode.INVALID_PARAMETER;

/**
 * Answers GETs: an attribute reads as its live value ({@link LiveAttributes}), else the value held,
 * else its SAI default ({@link Defaults}), unless the platform's SAI does not answer that GET
 * ({@link PersonalityRules}). An attribute with none of these fails: a read-only one the
 * ASIC does not model with ATTR_NOT_IMPLEMENTED, any other (a conditional attribute that does not
 * apply to this object) with INVALID_ATTRIBUTE, both at its index. Lists longer than the caller's
 * buffer fail with BUFFER_OVERFLOW naming the list that needs the most room, so one retry fits all.
 */
final class AttributeReader {

    private final SaiRules rules;
    private final LiveAttributes live;
    private final Defaults defaults;

    AttributeReader(SaiRules rules, LiveAttributes live, Defaults defaults) {
        this.rules = rules;
        this.live = live;
        this.defaults = defaults;
    }

    List<AttrValue> get(StoredObject object, List<AttrSpec> attrs, int listCapacity) {
        var values = new AttrValue[attrs.size()];
        for (int i = 0; i < values.length; i++) {
            AttrRule rule = rules.checkGet(object.type, attrs.get(i), i);
            rules.personality().checkGet(rule.spec(), holds(live.of(object, rule.spec()), object.attributes, rule.spec()), i);
            values[i] = required(read(object, rule.spec()), rule.spec(), attrs.get(i), i);
        }
        return fitting(attrs, values, listCapacity);
    }

    List<AttrValue> get(EntryKey key, AttributeSet held, List<AttrSpec> attrs, int listCapacity) {
        ObjectType type = key.objectType();
        var values = new AttrValue[attrs.size()];
        for (int i = 0; i < values.length; i++) {
            AttrRule rule = rules.checkGet(type, attrs.get(i), i);
            rules.personality().checkGet(rule.spec(), holds(live.of(key, rule.spec()), held, rule.spec()), i);
            values[i] = required(read(key, held, rule.spec()), rule.spec(), attrs.get(i), i);
        }
        return fitting(attrs, values, listCapacity);
    }

    /** What {@code spec} (the metadata's own) reads as on {@code object}; null when it has no value. */
    AttrValue read(StoredObject object, AttrSpec spec) {
        AttrValue value = live.of(object, spec);
        if (value != null) {
            return value;
        }
        Attribute held = object.attributes.find(spec.id());
        return held != null ? held.value() : defaults.of(spec, object.attributes);
    }

    AttrValue read(EntryKey key, AttributeSet held, AttrSpec spec) {
        AttrValue value = live.of(key, spec);
        if (value != null) {
            return value;
        }
        Attribute a = held.find(spec.id());
        return a != null ? a.value() : defaults.of(spec, held);
    }

    /** Whether the attribute has a value of its own (live, or held), not only its SAI default. */
    private static boolean holds(AttrValue liveValue, AttributeSet held, AttrSpec spec) {
        return liveValue != null || held.find(spec.id()) != null;
    }

    private static AttrValue required(AttrValue value, AttrSpec spec, AttrSpec asGiven, int i) {
        if (value != null) {
            return value;
        }
        if (spec.isReadOnly()) {
            throw Violation.at(ATTR_NOT_IMPLEMENTED, i, asGiven, spec.name() + " is not modelled by the virtual ASIC");
        }
        throw Violation.at(INVALID_ATTRIBUTE, i, asGiven, spec.name() + " has no value on this object (never given, no default)");
    }

    private static List<AttrValue> fitting(List<AttrSpec> attrs, AttrValue[] values, int listCapacity) {
        if (listCapacity < 0) {
            throw Violation.of(INVALID_PARAMETER, "list capacity " + listCapacity + " is negative");
        }
        int worst = -1;
        long needed = listCapacity;
        for (int i = 0; i < values.length; i++) {
            long length = listLength(values[i]);
            if (length > needed) {
                worst = i;
                needed = length;
            }
        }
        if (worst >= 0) {
            throw Violation.bufferOverflow(attrs.get(worst), needed);
        }
        return List.of(values);
    }

    private static long listLength(AttrValue v) {
        return switch (v) {
            case AttrValue.OidList l -> l.size();
            case AttrValue.U8List l -> l.size();
            case AttrValue.S8List l -> l.size();
            case AttrValue.U16List l -> l.size();
            case AttrValue.U32List l -> l.size();
            case AttrValue.S32List l -> l.size();
            case AttrValue.QosMapList l -> l.mappings().size();
            case AttrValue.MapList l -> l.entries().size();
            case AttrValue.SystemPortConfigList l -> l.configs().size();
            default -> -1;
        };
    }
}
