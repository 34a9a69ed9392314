package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.ValueType;
import io.nosagent.sai.ZeroValues;
import io.nosagent.sai.meta.HostifTrapAttr;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.UdfAttr;
import io.nosagent.sai.meta.UdfGroupAttr;

import java.util.Arrays;

/**
 * What an attribute nobody set reads as, following the metadata's default kinds:
 * <ul>
 *   <li>VALUE: the value; EMPTY_LIST: an empty list of the attribute's kind;</li>
 *   <li>FROM_ATTRIBUTE: a MAC is the switch's SRC_MAC_ADDRESS (a router's or router interface's
 *       source MAC), a trap's group is the switch's default trap group, anything else its zero;</li>
 *   <li>CONST: a UDF's HASH_MASK is all-ones over its group's LENGTH; anything else its zero;</li>
 *   <li>SWITCH_INTERNAL / VENDOR_SPECIFIC: a MAC is the switch MAC (the platform's base MAC unless
 *       set), anything else the zero of its kind (0, false, NULL, empty list).</li>
 * </ul>
 * Attributes without a default (mandatory, conditional, read-only) read as null here.
 */
final class Defaults {

    private final ObjectTable table;
    private final MacAddress platformMac;
    private long switchOid;

    Defaults(ObjectTable table, MacAddress platformMac) {
        this.table = table;
        this.platformMac = platformMac;
    }

    /** The switch whose attributes FROM_ATTRIBUTE defaults come from; 0 before create_switch. */
    void switchCreated(long switchOid) {
        this.switchOid = switchOid;
    }

    /** The default {@code spec} reads as on an object or entry holding {@code held}; null when it has none. */
    AttrValue of(AttrSpec spec, AttributeSet held) {
        return switch (spec.defaultValue().kind()) {
            case NONE -> null;
            case VALUE -> spec.defaultValue().value();
            case EMPTY_LIST, ATTR_RANGE -> ZeroValues.of(spec.valueType());
            case FROM_ATTRIBUTE -> fromAttribute(spec);
            case CONST -> constant(spec, held);
            case SWITCH_INTERNAL, VENDOR_SPECIFIC -> spec.valueType() == ValueType.MAC ? new AttrValue.Mac(switchMac()) : ZeroValues.of(spec.valueType());
        };
    }

    /** The switch's source MAC: as set, else the platform's base MAC. */
    private MacAddress switchMac() {
        StoredObject sw = table.find(switchOid);
        if (sw != null && sw.attributes.find(SwitchAttr.SRC_MAC_ADDRESS.id()) instanceof Attribute a
                && a.value() instanceof AttrValue.Mac(MacAddress mac)) {
            return mac;
        }
        return platformMac;
    }

    private AttrValue fromAttribute(AttrSpec spec) {
        if (spec.valueType() == ValueType.MAC) {
            return new AttrValue.Mac(switchMac());
        }
        if (sameAttribute(spec, HostifTrapAttr.TRAP_GROUP)) {
            StoredObject sw = table.find(switchOid);
            Attribute group = sw == null ? null : sw.attributes.find(SwitchAttr.DEFAULT_TRAP_GROUP.id());
            return group == null ? AttrValue.Oid.NULL : group.value();
        }
        return ZeroValues.of(spec.valueType());
    }

    private AttrValue constant(AttrSpec spec, AttributeSet held) {
        if (sameAttribute(spec, UdfAttr.HASH_MASK) && held != null
                && held.find(UdfAttr.GROUP_ID.id()) instanceof Attribute g && g.value() instanceof AttrValue.Oid(long group)
                && table.find(group) instanceof StoredObject udfGroup
                && udfGroup.attributes.find(UdfGroupAttr.LENGTH.id()) instanceof Attribute len
                && len.value() instanceof AttrValue.U16(int length)) {
            int[] ones = new int[length];
            Arrays.fill(ones, 0xFF);
            return new AttrValue.U8List(ones);
        }
        return ZeroValues.of(spec.valueType());
    }

    private static boolean sameAttribute(AttrSpec a, AttrSpec b) {
        return a.objectType() == b.objectType() && a.id() == b.id();
    }
}
