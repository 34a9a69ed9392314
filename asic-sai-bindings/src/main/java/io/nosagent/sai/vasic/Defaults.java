package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.ValueType;
import io.nosagent.sai.meta.HostifTrapAttr;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.UdfAttr;
import io.nosagent.sai.meta.UdfGroupAttr;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

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

    private static final Map<ValueType, AttrValue> ZEROS = zeros();

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
            case EMPTY_LIST, ATTR_RANGE -> zeroOf(spec.valueType());
            case FROM_ATTRIBUTE -> fromAttribute(spec);
            case CONST -> constant(spec, held);
            case SWITCH_INTERNAL, VENDOR_SPECIFIC -> spec.valueType() == ValueType.MAC ? new AttrValue.Mac(switchMac()) : zeroOf(spec.valueType());
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
        return zeroOf(spec.valueType());
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
        return zeroOf(spec.valueType());
    }

    private static boolean sameAttribute(AttrSpec a, AttrSpec b) {
        return a.objectType() == b.objectType() && a.id() == b.id();
    }

    /**
     * The zero value of a value kind (0, false, NULL, 0.0.0.0, empty list, disabled ACL data), or null
     * for kinds the agent never uses (TIMESPEC, ...): those are the kinds the virtual ASIC does not
     * implement.
     */
    static AttrValue zeroOf(ValueType type) {
        return ZEROS.get(type);
    }

    private static Map<ValueType, AttrValue> zeros() {
        var zeros = new EnumMap<ValueType, AttrValue>(ValueType.class);
        for (ValueType type : ValueType.values()) {
            AttrValue zero = candidateZero(type);
            // The object model decides which kinds exist: a zero it refuses means "not implemented".
            if (zero != null && AttrSpec.custom(ObjectType.NULL, 0, "zero", type, Set.of()).accepts(zero)) {
                zeros.put(type, zero);
            }
        }
        return Collections.unmodifiableMap(zeros);
    }

    private static AttrValue candidateZero(ValueType type) {
        return switch (type) {
            case BOOL -> AttrValue.Bool.FALSE;
            case CHARDATA -> new AttrValue.CharData("");
            case UINT8 -> new AttrValue.U8(0);
            case INT8 -> new AttrValue.S8(0);
            case UINT16 -> new AttrValue.U16(0);
            case INT16 -> new AttrValue.S16(0);
            case UINT32 -> new AttrValue.U32(0);
            case INT32 -> new AttrValue.S32(0);
            case UINT64 -> new AttrValue.U64(0);
            case INT64 -> new AttrValue.S64(0);
            case POINTER -> new AttrValue.Pointer(0);
            case MAC -> new AttrValue.Mac(MacAddress.ZERO);
            case IPV4 -> new AttrValue.Ipv4((Inet4Address) address(4));
            case IPV6 -> new AttrValue.Ipv6((Inet6Address) address(16));
            case IP_ADDRESS -> new AttrValue.IpAddress(address(4));
            case IP_PREFIX -> new AttrValue.Prefix(new IpPrefix(address(4), 0));
            case OBJECT_ID -> AttrValue.Oid.NULL;
            case OBJECT_LIST -> AttrValue.OidList.EMPTY;
            case UINT8_LIST -> new AttrValue.U8List(new int[0]);
            case INT8_LIST -> new AttrValue.S8List(new int[0]);
            case UINT16_LIST -> new AttrValue.U16List(new int[0]);
            case UINT32_LIST -> new AttrValue.U32List(new long[0]);
            case INT32_LIST -> new AttrValue.S32List(new int[0]);
            case UINT32_RANGE -> new AttrValue.U32Range(0, 0);
            case QOS_MAP_LIST -> new AttrValue.QosMapList(List.of());
            case MAP_LIST -> new AttrValue.MapList(List.of());
            case SYSTEM_PORT_CONFIG -> new AttrValue.SystemPortConfig(0, 0, 0, 0, 0, 0);
            case SYSTEM_PORT_CONFIG_LIST -> new AttrValue.SystemPortConfigList(List.of());
            default -> type.name().startsWith("ACL_FIELD_DATA_") ? AttrValue.AclField.DISABLED
                    : type.name().startsWith("ACL_ACTION_DATA_") ? AttrValue.AclAction.DISABLED : null;
        };
    }

    private static InetAddress address(int bytes) {
        try {
            return InetAddress.getByAddress(new byte[bytes]);
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }
}
