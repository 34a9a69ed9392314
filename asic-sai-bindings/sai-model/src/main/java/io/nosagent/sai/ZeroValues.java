package io.nosagent.sai;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The zero of each value kind: 0, false, NULL, 0.0.0.0, an empty list, disabled ACL data. It is what
 * an EMPTY_LIST default and most vendor-internal defaults read as, and what an attribute goes back to
 * when the agent stops setting it.
 */
public final class ZeroValues {

    private static final Map<ValueType, AttrValue> ZEROS = zeros();

    private ZeroValues() {
    }

    /** The zero of {@code type}, or null for kinds the agent never uses (TIMESPEC, ...). */
    public static AttrValue of(ValueType type) {
        return ZEROS.get(type);
    }

    private static Map<ValueType, AttrValue> zeros() {
        var zeros = new EnumMap<ValueType, AttrValue>(ValueType.class);
        for (ValueType type : ValueType.values()) {
            AttrValue zero = candidateZero(type);
            // The object model decides which kinds exist: a zero it refuses means "not implemented".
            if (zero != null && ValueKinds.accepts(type, zero)) {
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
