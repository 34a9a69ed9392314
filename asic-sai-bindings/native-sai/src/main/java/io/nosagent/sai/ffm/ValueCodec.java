package io.nosagent.sai.ffm;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.ValueType;
import io.nosagent.sai.meta.SaiEnums;

import java.lang.foreign.MemorySegment;
import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

/**
 * Marshals {@link AttrValue}s into {@code sai_attribute_value_t} unions and back. Encoding follows
 * the value's record kind; decoding follows the attribute's {@link ValueType}, since C memory does
 * not say what it holds. Lists are caller-owned: encode and {@link #prepareGet} carve their
 * elements from the {@link CallBuffer} and store the address in the union's list member.
 */
final class ValueCodec {

    private ValueCodec() {
    }

    private static final long[] NO_LISTS = {};
    private static final long[] LIST_8 = {0, 8};
    private static final long[] LIST_4 = {0, 4};
    private static final long[] LIST_2 = {0, 2};
    private static final long[] LIST_1 = {0, 1};
    private static final long[] QOS_MAPS = {0, SaiAbi.QOS_MAP.byteSize()};
    private static final long[] SYSTEM_PORTS = {0, SaiAbi.SYSTEM_PORT_CONFIG.byteSize()};
    private static final long[] ACL_FIELD_OIDS = {SaiAbi.ACL_FIELD_DATA_AT, 8};
    private static final long[] ACL_FIELD_BYTES = {SaiAbi.ACL_FIELD_MASK_AT, 1, SaiAbi.ACL_FIELD_DATA_AT, 1};
    private static final long[] ACL_ACTION_OIDS = {SaiAbi.ACL_ACTION_PARAMETER_AT, 8};

    private static final long QOS_TC = SaiAbi.offset(SaiAbi.QOS_MAP_PARAMS, "tc");
    private static final long QOS_DSCP = SaiAbi.offset(SaiAbi.QOS_MAP_PARAMS, "dscp");
    private static final long QOS_DOT1P = SaiAbi.offset(SaiAbi.QOS_MAP_PARAMS, "dot1p");
    private static final long QOS_PRIO = SaiAbi.offset(SaiAbi.QOS_MAP_PARAMS, "prio");
    private static final long QOS_PG = SaiAbi.offset(SaiAbi.QOS_MAP_PARAMS, "pg");
    private static final long QOS_QUEUE = SaiAbi.offset(SaiAbi.QOS_MAP_PARAMS, "queue_index");
    private static final long QOS_COLOR = SaiAbi.offset(SaiAbi.QOS_MAP_PARAMS, "color");
    private static final long QOS_MPLS_EXP = SaiAbi.offset(SaiAbi.QOS_MAP_PARAMS, "mpls_exp");
    private static final long QOS_FC = SaiAbi.offset(SaiAbi.QOS_MAP_PARAMS, "fc");
    private static final long RANGE_MAX = SaiAbi.offset(SaiAbi.U32_RANGE, "max");
    private static final long MAP_VALUE = SaiAbi.offset(SaiAbi.MAP, "value");
    private static final int CHARDATA_BYTES = 32;

    /**
     * The lists a value of {@code type} points to, as (union offset, element size) pairs: where a
     * GET must supply buffers and where the library writes back how many elements it has.
     */
    static long[] listFields(ValueType type) {
        return switch (type) {
            case OBJECT_LIST, MAP_LIST -> LIST_8;
            case UINT32_LIST, INT32_LIST -> LIST_4;
            case UINT16_LIST -> LIST_2;
            case UINT8_LIST, INT8_LIST -> LIST_1;
            case QOS_MAP_LIST -> QOS_MAPS;
            case SYSTEM_PORT_CONFIG_LIST -> SYSTEM_PORTS;
            case ACL_FIELD_DATA_OBJECT_LIST -> ACL_FIELD_OIDS;
            case ACL_FIELD_DATA_UINT8_LIST -> ACL_FIELD_BYTES;
            case ACL_ACTION_DATA_OBJECT_LIST -> ACL_ACTION_OIDS;
            default -> NO_LISTS;
        };
    }

    /** Whether this backend marshals values of {@code type} (the kinds {@link AttrValue} models). */
    static boolean supports(ValueType type) {
        return switch (type) {
            case BOOL, CHARDATA, UINT8, INT8, UINT16, INT16, UINT32, INT32, UINT64, INT64, POINTER, MAC, IPV4, IPV6,
                 IP_ADDRESS, IP_PREFIX, OBJECT_ID, OBJECT_LIST, UINT8_LIST, INT8_LIST, UINT16_LIST, UINT32_LIST,
                 INT32_LIST, UINT32_RANGE, QOS_MAP_LIST, MAP_LIST, SYSTEM_PORT_CONFIG, SYSTEM_PORT_CONFIG_LIST -> true;
            default -> aclScalar(type) != null;
        };
    }

    // ---- sizing ----------------------------------------------------------------------------

    /** Call-buffer bytes the lists of {@code v} take when encoded. */
    static long listBytes(AttrValue v) {
        return switch (v) {
            case null -> 0;
            case AttrValue.OidList l -> CallBuffer.rounded(8L * l.size());
            case AttrValue.U8List l -> CallBuffer.rounded(l.size());
            case AttrValue.S8List l -> CallBuffer.rounded(l.size());
            case AttrValue.U16List l -> CallBuffer.rounded(2L * l.size());
            case AttrValue.U32List l -> CallBuffer.rounded(4L * l.size());
            case AttrValue.S32List l -> CallBuffer.rounded(4L * l.size());
            case AttrValue.QosMapList l -> CallBuffer.rounded(QOS_MAPS[1] * l.mappings().size());
            case AttrValue.MapList l -> CallBuffer.rounded(8L * l.entries().size());
            case AttrValue.SystemPortConfigList l -> CallBuffer.rounded(SYSTEM_PORTS[1] * l.configs().size());
            case AttrValue.AclField f -> listBytes(f.data()) + listBytes(f.mask());
            case AttrValue.AclAction a -> listBytes(a.parameter());
            default -> 0;
        };
    }

    /** Call-buffer bytes a GET of {@code type} needs for lists of {@code capacity} elements. */
    static long listBytes(ValueType type, int capacity) {
        long[] fields = listFields(type);
        long bytes = 0;
        for (int i = 0; i < fields.length; i += 2) {
            bytes += CallBuffer.rounded(fields[i + 1] * capacity);
        }
        return bytes;
    }

    // ---- encode ----------------------------------------------------------------------------

    /** Writes {@code v} into the zeroed union at {@code at} of the call buffer. */
    static void encode(CallBuffer buf, long at, AttrValue v) {
        MemorySegment m = buf.memory();
        switch (v) {
            case AttrValue.Bool b -> m.set(JAVA_BYTE, at, (byte) (b.value() ? 1 : 0));
            case AttrValue.U8 x -> m.set(JAVA_BYTE, at, (byte) x.value());
            case AttrValue.S8 x -> m.set(JAVA_BYTE, at, (byte) x.value());
            case AttrValue.U16 x -> m.set(JAVA_SHORT, at, (short) x.value());
            case AttrValue.S16 x -> m.set(JAVA_SHORT, at, (short) x.value());
            case AttrValue.U32 x -> m.set(JAVA_INT, at, (int) x.value());
            case AttrValue.S32 x -> m.set(JAVA_INT, at, x.value());
            case AttrValue.U64 x -> m.set(JAVA_LONG, at, x.value());
            case AttrValue.S64 x -> m.set(JAVA_LONG, at, x.value());
            case AttrValue.Pointer p -> m.set(JAVA_LONG, at, p.address());
            case AttrValue.Oid o -> m.set(JAVA_LONG, at, o.value());
            case AttrValue.CharData c -> putBytes(m, at, c.value().getBytes(StandardCharsets.US_ASCII));
            case AttrValue.Mac mac -> putBytes(m, at, mac.value().octets());
            case AttrValue.Ipv4 ip -> putBytes(m, at, ip.value().getAddress());
            case AttrValue.Ipv6 ip -> putBytes(m, at, ip.value().getAddress());
            case AttrValue.IpAddress ip -> encodeIp(m, at, ip.value());
            case AttrValue.Prefix p -> encodePrefix(m, at, p.value());
            case AttrValue.U32Range r -> {
                m.set(JAVA_INT, at, (int) r.min());
                m.set(JAVA_INT, at + RANGE_MAX, (int) r.max());
            }
            case AttrValue.OidList l -> {
                long e = putList(buf, at, l.size(), 8);
                for (int i = 0; i < l.size(); i++) {
                    m.set(JAVA_LONG, e + 8L * i, l.get(i));
                }
            }
            case AttrValue.U8List l -> {
                long e = putList(buf, at, l.size(), 1);
                for (int i = 0; i < l.size(); i++) {
                    m.set(JAVA_BYTE, e + i, (byte) l.get(i));
                }
            }
            case AttrValue.S8List l -> {
                long e = putList(buf, at, l.size(), 1);
                for (int i = 0; i < l.size(); i++) {
                    m.set(JAVA_BYTE, e + i, (byte) l.get(i));
                }
            }
            case AttrValue.U16List l -> {
                long e = putList(buf, at, l.size(), 2);
                for (int i = 0; i < l.size(); i++) {
                    m.set(JAVA_SHORT, e + 2L * i, (short) l.get(i));
                }
            }
            case AttrValue.U32List l -> {
                long e = putList(buf, at, l.size(), 4);
                for (int i = 0; i < l.size(); i++) {
                    m.set(JAVA_INT, e + 4L * i, (int) l.get(i));
                }
            }
            case AttrValue.S32List l -> {
                long e = putList(buf, at, l.size(), 4);
                for (int i = 0; i < l.size(); i++) {
                    m.set(JAVA_INT, e + 4L * i, l.get(i));
                }
            }
            case AttrValue.QosMapList l -> {
                long e = putList(buf, at, l.mappings().size(), (int) QOS_MAPS[1]);
                for (var mapping : l.mappings()) {
                    encodeQosParams(m, e + SaiAbi.QOS_MAP_KEY, mapping.key());
                    encodeQosParams(m, e + SaiAbi.QOS_MAP_VALUE, mapping.value());
                    e += QOS_MAPS[1];
                }
            }
            case AttrValue.MapList l -> {
                long e = putList(buf, at, l.entries().size(), 8);
                for (var entry : l.entries()) {
                    m.set(JAVA_INT, e, (int) entry.key());
                    m.set(JAVA_INT, e + MAP_VALUE, entry.value());
                    e += 8;
                }
            }
            case AttrValue.SystemPortConfig c -> encodeSystemPort(m, at, c);
            case AttrValue.SystemPortConfigList l -> {
                long e = putList(buf, at, l.configs().size(), (int) SYSTEM_PORTS[1]);
                for (var c : l.configs()) {
                    encodeSystemPort(m, e, c);
                    e += SYSTEM_PORTS[1];
                }
            }
            case AttrValue.AclField f -> {
                m.set(JAVA_BYTE, at + SaiAbi.ACL_FIELD_ENABLE, (byte) (f.enable() ? 1 : 0));
                if (f.data() != null) {
                    encode(buf, at + SaiAbi.ACL_FIELD_DATA_AT, f.data());
                }
                if (f.mask() != null) {
                    encode(buf, at + SaiAbi.ACL_FIELD_MASK_AT, f.mask());
                }
            }
            case AttrValue.AclAction a -> {
                m.set(JAVA_BYTE, at + SaiAbi.ACL_ACTION_ENABLE, (byte) (a.enable() ? 1 : 0));
                if (a.parameter() != null) {
                    encode(buf, at + SaiAbi.ACL_ACTION_PARAMETER_AT, a.parameter());
                }
            }
        }
    }

    /** Reserves {@code count} elements, points the list member at {@code at} to them; returns their offset. */
    private static long putList(CallBuffer buf, long at, int count, int elementSize) {
        long elements = buf.reserve((long) count * elementSize);
        buf.memory().set(JAVA_INT, at + SaiAbi.LIST_COUNT, count);
        buf.memory().set(JAVA_LONG, at + SaiAbi.LIST_POINTER, count == 0 ? 0L : buf.address(elements));
        return elements;
    }

    private static void putBytes(MemorySegment m, long at, byte[] bytes) {
        MemorySegment.copy(bytes, 0, m, JAVA_BYTE, at, bytes.length);
    }

    /** {@code sai_ip_address_t}; also the entry keys' addresses. */
    static void encodeIp(MemorySegment m, long at, InetAddress ip) {
        m.set(JAVA_INT, at + SaiAbi.IP_FAMILY, ip instanceof Inet4Address ? SaiEnums.IpAddrFamily.IPV4 : SaiEnums.IpAddrFamily.IPV6);
        putBytes(m, at + SaiAbi.IP_ADDR, ip.getAddress());
    }

    /** {@code sai_ip_prefix_t}; also the route entry's destination. */
    static void encodePrefix(MemorySegment m, long at, IpPrefix p) {
        m.set(JAVA_INT, at + SaiAbi.IP_FAMILY, p.isIpv4() ? SaiEnums.IpAddrFamily.IPV4 : SaiEnums.IpAddrFamily.IPV6);
        putBytes(m, at + SaiAbi.PREFIX_ADDR, p.address().getAddress());
        int bytes = p.isIpv4() ? 4 : 16;
        for (int i = 0; i < bytes; i++) { // from the length: IpPrefix.mask() builds an InetAddress per call
            int ones = Math.clamp(p.length() - 8L * i, 0, 8);
            m.set(JAVA_BYTE, at + SaiAbi.PREFIX_MASK + i, (byte) (0xFF00 >>> ones));
        }
    }

    private static void encodeQosParams(MemorySegment m, long at, AttrValue.QosMapParams p) {
        m.set(JAVA_BYTE, at + QOS_TC, (byte) p.tc());
        m.set(JAVA_BYTE, at + QOS_DSCP, (byte) p.dscp());
        m.set(JAVA_BYTE, at + QOS_DOT1P, (byte) p.dot1p());
        m.set(JAVA_BYTE, at + QOS_PRIO, (byte) p.prio());
        m.set(JAVA_BYTE, at + QOS_PG, (byte) p.pg());
        m.set(JAVA_BYTE, at + QOS_QUEUE, (byte) p.queueIndex());
        m.set(JAVA_INT, at + QOS_COLOR, p.color());
        m.set(JAVA_BYTE, at + QOS_MPLS_EXP, (byte) p.mplsExp());
        m.set(JAVA_BYTE, at + QOS_FC, (byte) p.fc());
    }

    private static void encodeSystemPort(MemorySegment m, long at, AttrValue.SystemPortConfig c) {
        long[] v = {c.portId(), c.attachedSwitchId(), c.attachedCoreIndex(), c.attachedCorePortIndex(), c.speedMbps(), c.numVoq()};
        for (int i = 0; i < v.length; i++) {
            m.set(JAVA_INT, at + 4L * i, (int) v[i]);
        }
    }

    // ---- GET -------------------------------------------------------------------------------

    /** Gives each list member of a GET's union a buffer of {@code capacity} elements. */
    static void prepareGet(CallBuffer buf, long at, ValueType type, int capacity) {
        long[] fields = listFields(type);
        for (int i = 0; i < fields.length; i += 2) {
            long listAt = at + fields[i];
            long elements = buf.reserve(fields[i + 1] * capacity);
            buf.memory().set(JAVA_INT, listAt + SaiAbi.LIST_COUNT, capacity);
            buf.memory().set(JAVA_LONG, listAt + SaiAbi.LIST_POINTER, buf.address(elements));
        }
    }

    /** After a GET: the largest count the library wrote back above {@code capacity}, or -1. */
    static long requiredCount(MemorySegment m, long at, ValueType type, int capacity) {
        long[] fields = listFields(type);
        long required = -1;
        for (int i = 0; i < fields.length; i += 2) {
            long count = Integer.toUnsignedLong(m.get(JAVA_INT, at + fields[i] + SaiAbi.LIST_COUNT));
            if (count > capacity) {
                required = Math.max(required, count);
            }
        }
        return required;
    }

    // ---- decode ----------------------------------------------------------------------------

    /** Reads the union at {@code at} as a value of {@code type}. */
    static AttrValue decode(MemorySegment m, long at, ValueType type) {
        return switch (type) {
            case BOOL -> AttrValue.Bool.of(m.get(JAVA_BYTE, at) != 0);
            case CHARDATA -> new AttrValue.CharData(chars(m, at));
            case UINT8 -> new AttrValue.U8(Byte.toUnsignedInt(m.get(JAVA_BYTE, at)));
            case INT8 -> new AttrValue.S8(m.get(JAVA_BYTE, at));
            case UINT16 -> new AttrValue.U16(Short.toUnsignedInt(m.get(JAVA_SHORT, at)));
            case INT16 -> new AttrValue.S16(m.get(JAVA_SHORT, at));
            case UINT32 -> new AttrValue.U32(Integer.toUnsignedLong(m.get(JAVA_INT, at)));
            case INT32 -> new AttrValue.S32(m.get(JAVA_INT, at));
            case UINT64 -> new AttrValue.U64(m.get(JAVA_LONG, at));
            case INT64 -> new AttrValue.S64(m.get(JAVA_LONG, at));
            case POINTER -> new AttrValue.Pointer(m.get(JAVA_LONG, at));
            case OBJECT_ID -> new AttrValue.Oid(m.get(JAVA_LONG, at));
            case MAC -> new AttrValue.Mac(MacAddress.of(bytes(m, at, 6)));
            case IPV4 -> new AttrValue.Ipv4((Inet4Address) address(bytes(m, at, 4)));
            case IPV6 -> new AttrValue.Ipv6((Inet6Address) address(bytes(m, at, 16)));
            case IP_ADDRESS -> new AttrValue.IpAddress(decodeIp(m, at));
            case IP_PREFIX -> new AttrValue.Prefix(decodePrefix(m, at));
            case UINT32_RANGE -> new AttrValue.U32Range(Integer.toUnsignedLong(m.get(JAVA_INT, at)),
                    Integer.toUnsignedLong(m.get(JAVA_INT, at + RANGE_MAX)));
            case OBJECT_LIST -> new AttrValue.OidList(list(m, at, 8).toArray(JAVA_LONG));
            case UINT8_LIST -> new AttrValue.U8List(unsignedBytes(list(m, at, 1)));
            case INT8_LIST -> new AttrValue.S8List(signedBytes(list(m, at, 1)));
            case UINT16_LIST -> new AttrValue.U16List(unsignedShorts(list(m, at, 2)));
            case UINT32_LIST -> new AttrValue.U32List(unsignedInts(list(m, at, 4)));
            case INT32_LIST -> new AttrValue.S32List(list(m, at, 4).toArray(JAVA_INT));
            case QOS_MAP_LIST -> qosMaps(list(m, at, QOS_MAPS[1]));
            case MAP_LIST -> maps(list(m, at, 8));
            case SYSTEM_PORT_CONFIG -> systemPort(m, at);
            case SYSTEM_PORT_CONFIG_LIST -> systemPorts(list(m, at, SYSTEM_PORTS[1]));
            default -> decodeAcl(m, at, type);
        };
    }

    private static AttrValue decodeAcl(MemorySegment m, long at, ValueType type) {
        ValueType scalar = aclScalar(type);
        if (scalar == null) {
            throw new IllegalArgumentException("value type " + type + " is not marshalled by the native backend");
        }
        if (type.name().startsWith("ACL_ACTION_DATA_")) {
            if (m.get(JAVA_BYTE, at + SaiAbi.ACL_ACTION_ENABLE) == 0) {
                return AttrValue.AclAction.DISABLED;
            }
            return new AttrValue.AclAction(true, decode(m, at + SaiAbi.ACL_ACTION_PARAMETER_AT, scalar));
        }
        if (m.get(JAVA_BYTE, at + SaiAbi.ACL_FIELD_ENABLE) == 0) {
            return AttrValue.AclField.DISABLED;
        }
        AttrValue data = decode(m, at + SaiAbi.ACL_FIELD_DATA_AT, scalar);
        boolean masked = scalar != ValueType.BOOL && scalar != ValueType.OBJECT_ID && scalar != ValueType.OBJECT_LIST;
        return new AttrValue.AclField(true, data, masked ? decode(m, at + SaiAbi.ACL_FIELD_MASK_AT, scalar) : null);
    }

    /** The plain value type inside an ACL field or action type; null for other types. */
    private static ValueType aclScalar(ValueType type) {
        String name = type.name();
        String inner = name.startsWith("ACL_FIELD_DATA_") ? name.substring("ACL_FIELD_DATA_".length())
                : name.startsWith("ACL_ACTION_DATA_") ? name.substring("ACL_ACTION_DATA_".length()) : null;
        if (inner == null || inner.equals("MACSEC_SCI")) {
            return null;
        }
        return ValueType.valueOf(inner);
    }

    static InetAddress decodeIp(MemorySegment m, long at) {
        boolean v4 = m.get(JAVA_INT, at + SaiAbi.IP_FAMILY) == SaiEnums.IpAddrFamily.IPV4;
        return address(bytes(m, at + SaiAbi.IP_ADDR, v4 ? 4 : 16));
    }

    static IpPrefix decodePrefix(MemorySegment m, long at) {
        boolean v4 = m.get(JAVA_INT, at + SaiAbi.IP_FAMILY) == SaiEnums.IpAddrFamily.IPV4;
        int n = v4 ? 4 : 16;
        int length = 0;
        for (byte b : bytes(m, at + SaiAbi.PREFIX_MASK, n)) {
            length += Integer.bitCount(b & 0xFF);
        }
        return new IpPrefix(address(bytes(m, at + SaiAbi.PREFIX_ADDR, n)), length);
    }

    /** The elements a list member points to, as a segment of exactly count * size bytes. */
    private static MemorySegment list(MemorySegment m, long at, long elementSize) {
        long count = Integer.toUnsignedLong(m.get(JAVA_INT, at + SaiAbi.LIST_COUNT));
        long pointer = m.get(JAVA_LONG, at + SaiAbi.LIST_POINTER);
        if (count == 0 || pointer == 0) {
            return MemorySegment.NULL;
        }
        return MemorySegment.ofAddress(pointer).reinterpret(count * elementSize);
    }

    private static String chars(MemorySegment m, long at) {
        byte[] b = bytes(m, at, CHARDATA_BYTES);
        int n = 0;
        while (n < b.length && b[n] != 0) {
            n++;
        }
        return new String(b, 0, Math.min(n, AttrValue.CharData.MAX_LENGTH), StandardCharsets.US_ASCII);
    }

    private static byte[] bytes(MemorySegment m, long at, int n) {
        byte[] b = new byte[n];
        MemorySegment.copy(m, JAVA_BYTE, at, b, 0, n);
        return b;
    }

    private static InetAddress address(byte[] b) {
        try {
            // Inet6Address keeps an IPv4-mapped address IPv6, as it was programmed.
            return b.length == 4 ? InetAddress.getByAddress(b) : Inet6Address.getByAddress(null, b, (NetworkInterface) null);
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }

    private static int[] unsignedBytes(MemorySegment s) {
        byte[] b = s.toArray(JAVA_BYTE);
        int[] out = new int[b.length];
        for (int i = 0; i < b.length; i++) {
            out[i] = Byte.toUnsignedInt(b[i]);
        }
        return out;
    }

    private static int[] signedBytes(MemorySegment s) {
        byte[] b = s.toArray(JAVA_BYTE);
        int[] out = new int[b.length];
        for (int i = 0; i < b.length; i++) {
            out[i] = b[i];
        }
        return out;
    }

    private static int[] unsignedShorts(MemorySegment s) {
        short[] v = s.toArray(JAVA_SHORT);
        int[] out = new int[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = Short.toUnsignedInt(v[i]);
        }
        return out;
    }

    private static long[] unsignedInts(MemorySegment s) {
        int[] v = s.toArray(JAVA_INT);
        long[] out = new long[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = Integer.toUnsignedLong(v[i]);
        }
        return out;
    }

    private static AttrValue.QosMapList qosMaps(MemorySegment s) {
        var mappings = new ArrayList<AttrValue.QosMapping>();
        for (long at = 0; at < s.byteSize(); at += QOS_MAPS[1]) {
            mappings.add(new AttrValue.QosMapping(qosParams(s, at + SaiAbi.QOS_MAP_KEY), qosParams(s, at + SaiAbi.QOS_MAP_VALUE)));
        }
        return new AttrValue.QosMapList(mappings);
    }

    private static AttrValue.QosMapParams qosParams(MemorySegment s, long at) {
        return new AttrValue.QosMapParams(u8(s, at + QOS_TC), u8(s, at + QOS_DSCP), u8(s, at + QOS_DOT1P),
                u8(s, at + QOS_PRIO), u8(s, at + QOS_PG), u8(s, at + QOS_QUEUE), s.get(JAVA_INT, at + QOS_COLOR),
                u8(s, at + QOS_MPLS_EXP), u8(s, at + QOS_FC));
    }

    private static int u8(MemorySegment s, long at) {
        return Byte.toUnsignedInt(s.get(JAVA_BYTE, at));
    }

    private static AttrValue.MapList maps(MemorySegment s) {
        var entries = new ArrayList<AttrValue.MapEntry>();
        for (long at = 0; at < s.byteSize(); at += 8) {
            entries.add(new AttrValue.MapEntry(Integer.toUnsignedLong(s.get(JAVA_INT, at)), s.get(JAVA_INT, at + MAP_VALUE)));
        }
        return new AttrValue.MapList(entries);
    }

    private static AttrValue.SystemPortConfig systemPort(MemorySegment s, long at) {
        long[] v = new long[6];
        for (int i = 0; i < v.length; i++) {
            v[i] = Integer.toUnsignedLong(s.get(JAVA_INT, at + 4L * i));
        }
        return new AttrValue.SystemPortConfig(v[0], v[1], v[2], v[3], v[4], v[5]);
    }

    private static AttrValue.SystemPortConfigList systemPorts(MemorySegment s) {
        var configs = new ArrayList<AttrValue.SystemPortConfig>();
        for (long at = 0; at < s.byteSize(); at += SYSTEM_PORTS[1]) {
            configs.add(systemPort(s, at));
        }
        return new AttrValue.SystemPortConfigList(configs);
    }
}
