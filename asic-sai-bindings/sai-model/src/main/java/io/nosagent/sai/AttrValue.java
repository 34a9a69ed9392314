package io.nosagent.sai;

import io.nosagent.net.IpAddresses;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A SAI attribute value: one record per {@code sai_attribute_value_t} member kind the agent uses.
 * Which record is legal for an attribute is decided by its {@link ValueType}
 * ({@link AttrSpec#accepts(AttrValue)}).
 *
 * <p>List records hold primitive arrays for zero-boxing marshalling; they copy on the way in and
 * out, compare by content, and offer {@code size()} / {@code get(i)} for reading without a copy.
 */
public sealed interface AttrValue {

    /** {@code booldata}. */
    record Bool(boolean value) implements AttrValue {
        public static final Bool TRUE = new Bool(true);
        public static final Bool FALSE = new Bool(false);

        public static Bool of(boolean v) {
            return v ? TRUE : FALSE;
        }
    }

    /** {@code u8}. */
    record U8(int value) implements AttrValue {
        public U8 {
            checkRange("u8", value, 0, 0xFF);
        }
    }

    /** {@code s8}. */
    record S8(int value) implements AttrValue {
        public S8 {
            checkRange("s8", value, Byte.MIN_VALUE, Byte.MAX_VALUE);
        }
    }

    /** {@code u16}. */
    record U16(int value) implements AttrValue {
        public U16 {
            checkRange("u16", value, 0, 0xFFFF);
        }
    }

    /** {@code s16}. */
    record S16(int value) implements AttrValue {
        public S16 {
            checkRange("s16", value, Short.MIN_VALUE, Short.MAX_VALUE);
        }
    }

    /** {@code u32}. */
    record U32(long value) implements AttrValue {
        public U32 {
            checkRange("u32", value, 0, 0xFFFF_FFFFL);
        }
    }

    /** {@code s32}; also every enum-typed attribute. */
    record S32(int value) implements AttrValue {
    }

    /** {@code u64}: all 64 bits, read as unsigned. */
    record U64(long value) implements AttrValue {
        @Override
        public String toString() {
            return "U64[value=" + Long.toUnsignedString(value) + "]";
        }
    }

    /** {@code s64}. */
    record S64(long value) implements AttrValue {
    }

    /** {@code ptr}: an address in the SAI library's process (notification callbacks). */
    record Pointer(long address) implements AttrValue {
    }

    /** {@code mac}. */
    record Mac(MacAddress value) implements AttrValue {
        public Mac {
            Objects.requireNonNull(value, "mac");
        }
    }

    /** {@code ip4}. */
    record Ipv4(Inet4Address value) implements AttrValue {
        public Ipv4 {
            Objects.requireNonNull(value, "ip4");
        }

        public static Ipv4 parse(String text) {
            return new Ipv4(IpAddresses.parseIpv4(text));
        }
    }

    /** {@code ip6}. */
    record Ipv6(Inet6Address value) implements AttrValue {
        public Ipv6 {
            Objects.requireNonNull(value, "ip6");
        }

        public static Ipv6 parse(String text) {
            return new Ipv6(IpAddresses.parseIpv6(text));
        }
    }

    /** {@code ipaddr}: either family. */
    record IpAddress(InetAddress value) implements AttrValue {
        public IpAddress {
            Objects.requireNonNull(value, "ipaddr");
        }

        public static IpAddress parse(String text) {
            return new IpAddress(IpAddresses.parse(text));
        }
    }

    /** {@code ipprefix}. */
    record Prefix(IpPrefix value) implements AttrValue {
        public Prefix {
            Objects.requireNonNull(value, "ipprefix");
        }
    }

    /** {@code chardata}: at most 31 ASCII characters (a 32-byte C string). */
    record CharData(String value) implements AttrValue {
        public static final int MAX_LENGTH = 31;

        public CharData {
            Objects.requireNonNull(value, "chardata");
            if (value.getBytes(StandardCharsets.US_ASCII).length > MAX_LENGTH || !StandardCharsets.US_ASCII.newEncoder().canEncode(value)) {
                throw new IllegalArgumentException("chardata must be at most " + MAX_LENGTH + " ASCII characters: '" + value + "'");
            }
        }
    }

    /** {@code oid}; 0 is SAI_NULL_OBJECT_ID. */
    record Oid(long value) implements AttrValue {
        public static final Oid NULL = new Oid(0);

        @Override
        public String toString() {
            return "Oid[0x" + Long.toHexString(value) + "]";
        }
    }

    /** {@code objlist}. */
    record OidList(long[] values) implements AttrValue {
        public static final OidList EMPTY = new OidList(new long[0]);

        public OidList {
            values = values.clone();
        }

        public static OidList of(long... oids) {
            return new OidList(oids);
        }

        public static OidList of(List<Long> oids) {
            return new OidList(oids.stream().mapToLong(Long::longValue).toArray());
        }

        @Override
        public long[] values() {
            return values.clone();
        }

        public int size() {
            return values.length;
        }

        public long get(int i) {
            return values[i];
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof OidList other && Arrays.equals(values, other.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            var sb = new StringBuilder("OidList[");
            for (int i = 0; i < values.length; i++) {
                sb.append(i == 0 ? "" : ", ").append("0x").append(Long.toHexString(values[i]));
            }
            return sb.append(']').toString();
        }
    }

    /** {@code u8list}. */
    record U8List(int[] values) implements AttrValue {
        public U8List {
            values = values.clone();
            for (int v : values) {
                checkRange("u8list element", v, 0, 0xFF);
            }
        }

        public static U8List of(int... v) {
            return new U8List(v);
        }

        @Override
        public int[] values() {
            return values.clone();
        }

        public int size() {
            return values.length;
        }

        public int get(int i) {
            return values[i];
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof U8List other && Arrays.equals(values, other.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return "U8List" + Arrays.toString(values);
        }
    }

    /** {@code s8list}. */
    record S8List(int[] values) implements AttrValue {
        public S8List {
            values = values.clone();
            for (int v : values) {
                checkRange("s8list element", v, Byte.MIN_VALUE, Byte.MAX_VALUE);
            }
        }

        @Override
        public int[] values() {
            return values.clone();
        }

        public int size() {
            return values.length;
        }

        public int get(int i) {
            return values[i];
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof S8List other && Arrays.equals(values, other.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return "S8List" + Arrays.toString(values);
        }
    }

    /** {@code u16list}. */
    record U16List(int[] values) implements AttrValue {
        public U16List {
            values = values.clone();
            for (int v : values) {
                checkRange("u16list element", v, 0, 0xFFFF);
            }
        }

        public static U16List of(int... v) {
            return new U16List(v);
        }

        @Override
        public int[] values() {
            return values.clone();
        }

        public int size() {
            return values.length;
        }

        public int get(int i) {
            return values[i];
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof U16List other && Arrays.equals(values, other.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return "U16List" + Arrays.toString(values);
        }
    }

    /** {@code u32list}. */
    record U32List(long[] values) implements AttrValue {
        public U32List {
            values = values.clone();
            for (long v : values) {
                checkRange("u32list element", v, 0, 0xFFFF_FFFFL);
            }
        }

        public static U32List of(long... v) {
            return new U32List(v);
        }

        @Override
        public long[] values() {
            return values.clone();
        }

        public int size() {
            return values.length;
        }

        public long get(int i) {
            return values[i];
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof U32List other && Arrays.equals(values, other.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return "U32List" + Arrays.toString(values);
        }
    }

    /** {@code s32list}; also lists of enum values (native hash fields, ...). */
    record S32List(int[] values) implements AttrValue {
        public S32List {
            values = values.clone();
        }

        public static S32List of(int... v) {
            return new S32List(v);
        }

        @Override
        public int[] values() {
            return values.clone();
        }

        public int size() {
            return values.length;
        }

        public int get(int i) {
            return values[i];
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof S32List other && Arrays.equals(values, other.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return "S32List" + Arrays.toString(values);
        }
    }

    /** {@code u32range}, inclusive. */
    record U32Range(long min, long max) implements AttrValue {
        public U32Range {
            checkRange("u32range.min", min, 0, 0xFFFF_FFFFL);
            checkRange("u32range.max", max, 0, 0xFFFF_FFFFL);
        }
    }

    /**
     * {@code aclfield}: match data and mask of one width. {@code data} and {@code mask} are records
     * of the field's kind (U8, U16, U32, U64, S32, Mac, Ipv4, Ipv6, Oid, OidList, U8List, Bool); a
     * disabled field carries neither.
     */
    record AclField(boolean enable, AttrValue data, AttrValue mask) implements AttrValue {
        public static final AclField DISABLED = new AclField(false, null, null);

        public AclField {
            if (enable && data == null) {
                throw new IllegalArgumentException("an enabled ACL field needs data");
            }
            if (data instanceof AclField || data instanceof AclAction || mask instanceof AclField || mask instanceof AclAction) {
                throw new IllegalArgumentException("ACL field data cannot nest ACL data");
            }
        }

        public static AclField match(AttrValue data, AttrValue mask) {
            return new AclField(true, data, mask);
        }
    }

    /** {@code aclaction}: enable flag and the parameter of the action's kind (none for plain actions). */
    record AclAction(boolean enable, AttrValue parameter) implements AttrValue {
        public static final AclAction DISABLED = new AclAction(false, null);

        public AclAction {
            if (parameter instanceof AclField || parameter instanceof AclAction) {
                throw new IllegalArgumentException("ACL action parameter cannot nest ACL data");
            }
        }

        public static AclAction of(AttrValue parameter) {
            return new AclAction(true, parameter);
        }
    }

    /** {@code qosmap}: the mappings of a QoS map object. */
    record QosMapList(List<QosMapping> mappings) implements AttrValue {
        public QosMapList {
            mappings = List.copyOf(mappings);
        }
    }

    /** {@code maplist}: {@code sai_map_t} key/value pairs. */
    record MapList(List<MapEntry> entries) implements AttrValue {
        public MapList {
            entries = List.copyOf(entries);
        }
    }

    /** {@code sysportconfig}: where a system port of a VOQ switch lives. */
    record SystemPortConfig(long portId, long attachedSwitchId, long attachedCoreIndex, long attachedCorePortIndex,
                            long speedMbps, long numVoq) implements AttrValue {
    }

    /** {@code sysportconfiglist}. */
    record SystemPortConfigList(List<SystemPortConfig> configs) implements AttrValue {
        public SystemPortConfigList {
            configs = List.copyOf(configs);
        }
    }

    /** One {@code sai_qos_map_t}: which key fields map to which value fields depends on the map type. */
    record QosMapping(QosMapParams key, QosMapParams value) {
    }

    /** {@code sai_qos_map_params_t}; unused fields are 0. */
    record QosMapParams(int tc, int dscp, int dot1p, int prio, int pg, int queueIndex, int color, int mplsExp, int fc) {
        public static final QosMapParams NONE = new QosMapParams(0, 0, 0, 0, 0, 0, 0, 0, 0);

        public QosMapParams {
            checkRange("tc", tc, 0, 0xFF);
            checkRange("dscp", dscp, 0, 63);
            checkRange("dot1p", dot1p, 0, 7);
            checkRange("prio", prio, 0, 0xFF);
            checkRange("pg", pg, 0, 0xFF);
            checkRange("queue_index", queueIndex, 0, 0xFF);
            checkRange("mpls_exp", mplsExp, 0, 7);
            checkRange("fc", fc, 0, 0xFF);
        }

        public static QosMapParams ofTc(int tc) {
            return new QosMapParams(tc, 0, 0, 0, 0, 0, 0, 0, 0);
        }

        public static QosMapParams ofDscp(int dscp) {
            return new QosMapParams(0, dscp, 0, 0, 0, 0, 0, 0, 0);
        }

        public static QosMapParams ofDot1p(int dot1p) {
            return new QosMapParams(0, 0, dot1p, 0, 0, 0, 0, 0, 0);
        }

        public static QosMapParams ofPrio(int prio) {
            return new QosMapParams(0, 0, 0, prio, 0, 0, 0, 0, 0);
        }

        public static QosMapParams ofPg(int pg) {
            return new QosMapParams(0, 0, 0, 0, pg, 0, 0, 0, 0);
        }

        public static QosMapParams ofQueue(int queueIndex) {
            return new QosMapParams(0, 0, 0, 0, 0, queueIndex, 0, 0, 0);
        }
    }

    /** One {@code sai_map_t}. */
    record MapEntry(long key, int value) {
        public MapEntry {
            checkRange("map key", key, 0, 0xFFFF_FFFFL);
        }
    }

    private static void checkRange(String what, long v, long min, long max) {
        if (v < min || v > max) {
            throw new IllegalArgumentException(what + " value " + v + " out of range " + min + ".." + max);
        }
    }
}
