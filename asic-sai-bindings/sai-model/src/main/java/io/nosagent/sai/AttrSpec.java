package io.nosagent.sai;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * The description of one SAI attribute, generated from the SAI metadata (see
 * {@code io.nosagent.sai.meta}): which object type it belongs to, its id, value type, flags, enum, the
 * object types an object-id value may name, and its default.
 *
 * <p>Every generated spec is an {@link Of Of&lt;O, V&gt;}: typed by the object type it belongs to
 * ({@code O}, a {@link SaiObject} marker) and by the value record it takes ({@code V}). Each value kind
 * has its own subclass with only its own builder, so {@code PortAttr.MTU.u32(9100)} is an
 * {@code Attribute.Of<SaiObject.Port>} while {@code PortAttr.MTU.bool(true)} does not compile, and the
 * store takes a port's attributes only for a port's key. Kinds the agent never sets are
 * {@link Opaque}: they can be read, not built.
 *
 * <p>This root type carries no type parameters: backends and decoders, which learn the object type at
 * run time, use it as is, and build attributes with {@link Attribute#checked}. Two specs are equal when
 * their descriptions are, whatever their Java class (a spec read back from a file equals the table's).
 */
public abstract sealed class AttrSpec permits AttrSpec.Of, AttrSpec.Opaque {

    private final ObjectType objectType;
    private final int id;
    private final String name;
    private final ValueType valueType;
    private final Set<AttrFlag> flags;
    private final SaiEnum enumType;
    private final Set<ObjectType> objects;
    private final boolean allowNull;
    private final AttrDefault defaultValue;

    /**
     * @param objectType   owning object type
     * @param id           the {@code sai_*_attr_t} number
     * @param name         full SAI name, e.g. {@code SAI_PORT_ATTR_SPEED}
     * @param valueType    the {@code sai_attribute_value_t} member kind
     * @param flags        metadata flags
     * @param enumType     the enum an INT32 / INT32_LIST value is drawn from, or null
     * @param objects      object types an OID / OID-list value may name (empty when not an OID kind)
     * @param allowNull    whether an OID value may be SAI_NULL_OBJECT_ID
     * @param defaultValue the default a GET returns when the attribute was never set
     */
    private AttrSpec(ObjectType objectType, int id, String name, ValueType valueType, Set<AttrFlag> flags,
                     SaiEnum enumType, Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
        this.objectType = Objects.requireNonNull(objectType, "objectType");
        this.id = id;
        this.name = Objects.requireNonNull(name, "name");
        this.valueType = Objects.requireNonNull(valueType, "valueType");
        this.flags = flags.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(flags));
        this.enumType = enumType;
        this.objects = Set.copyOf(objects);
        this.allowNull = allowNull;
        this.defaultValue = Objects.requireNonNull(defaultValue, "defaultValue");
    }

    /**
     * A spec known only at run time (a vendor catalog, a decoded file): it builds no attribute itself;
     * {@link Attribute#checked} pairs it with a value.
     */
    public static AttrSpec untyped(ObjectType objectType, int id, String name, ValueType valueType, Set<AttrFlag> flags,
                                   SaiEnum enumType, Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
        return ZeroValues.of(valueType) == null
                ? new Opaque<>(objectType, id, name, valueType, flags, enumType, objects, allowNull, defaultValue)
                : new Of<>(objectType, id, name, valueType, flags, enumType, objects, allowNull, defaultValue);
    }

    /**
     * An attribute the metadata does not know, e.g. a vendor extension in the custom range
     * ({@code 0x10000000+}); backends that do not implement it answer UNKNOWN_ATTRIBUTE. Untyped: for
     * one the features program, construct its kind with its object's marker
     * ({@code new AttrSpec.U32<>(SaiObject.Port.class, id, name, flags)}).
     */
    public static AttrSpec custom(ObjectType objectType, int id, String name, ValueType valueType, Set<AttrFlag> flags) {
        return untyped(objectType, id, name, valueType, flags, null, Set.of(), false, AttrDefault.NONE);
    }

    public ObjectType objectType() {
        return objectType;
    }

    public int id() {
        return id;
    }

    public String name() {
        return name;
    }

    public ValueType valueType() {
        return valueType;
    }

    public Set<AttrFlag> flags() {
        return flags;
    }

    /** The enum an INT32 / INT32_LIST value is drawn from, or null. */
    public SaiEnum enumType() {
        return enumType;
    }

    /** Object types an OID / OID-list value may name (empty when not an OID kind). */
    public Set<ObjectType> objects() {
        return objects;
    }

    public boolean allowNull() {
        return allowNull;
    }

    public AttrDefault defaultValue() {
        return defaultValue;
    }

    public boolean isMandatoryOnCreate() {
        return flags.contains(AttrFlag.MANDATORY_ON_CREATE);
    }

    public boolean isCreateOnly() {
        return flags.contains(AttrFlag.CREATE_ONLY);
    }

    public boolean isReadOnly() {
        return flags.contains(AttrFlag.READ_ONLY);
    }

    public boolean isSettable() {
        return flags.contains(AttrFlag.CREATE_AND_SET);
    }

    public boolean isConditional() {
        return flags.contains(AttrFlag.CONDITIONAL);
    }

    /**
     * Whether {@code value} is of the record kind this attribute's value type takes; for ACL field and
     * action data also of the data width (checked here, at run time: one record holds every width).
     */
    public boolean accepts(AttrValue value) {
        return ValueKinds.accepts(valueType, value);
    }

    @Override
    public final boolean equals(Object o) {
        return o instanceof AttrSpec s && id == s.id && allowNull == s.allowNull && objectType == s.objectType
                && valueType == s.valueType && name.equals(s.name) && flags.equals(s.flags)
                && Objects.equals(enumType, s.enumType) && objects.equals(s.objects) && defaultValue.equals(s.defaultValue);
    }

    @Override
    public final int hashCode() {
        return Objects.hash(objectType, id, name, valueType, flags, enumType, objects, allowNull, defaultValue);
    }

    @Override
    public String toString() {
        return name;
    }

    private static ObjectType typeOf(Class<? extends SaiObject> object) {
        return SaiObject.typeOf(Objects.requireNonNull(object, "object"));
    }

    // ---- the typed specs -------------------------------------------------------------------------

    /**
     * An attribute of an {@code O} object taking {@code V} values. Kinds with a builder of their own
     * ({@link U32#u32}, ...) are subclasses; the rest (S8, lists of u8 or u16, QoS maps, ACL field and
     * action data, ...) are built with {@link #of}.
     *
     * @param <O> the object type, a {@link SaiObject} marker
     * @param <V> the value record
     */
    public static sealed class Of<O extends SaiObject, V extends AttrValue> extends AttrSpec
            permits Bool, U8, U16, U32, U64, S32, Oid, OidList, S32List, U32List, Mac, Ipv4, Ipv6, IpAddress, Prefix, CharData {

        /** A spec of the generated tables, or a vendor's custom attribute the features program. */
        public Of(Class<O> object, int id, String name, ValueType valueType, Set<AttrFlag> flags,
                  SaiEnum enumType, Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            this(typeOf(object), id, name, valueType, flags, enumType, objects, allowNull, defaultValue);
        }

        private Of(ObjectType objectType, int id, String name, ValueType valueType, Set<AttrFlag> flags,
                   SaiEnum enumType, Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(objectType, id, name, valueType, flags, enumType, objects, allowNull, defaultValue);
            if (ZeroValues.of(valueType) == null) {
                throw new IllegalArgumentException(name + " takes " + valueType + ", a kind the agent never builds: it is opaque");
            }
        }

        /**
         * Pairs this attribute with {@code value}. The record kind is checked by the compiler; the width
         * of ACL data, which one record holds for every width, at run time.
         *
         * @throws IllegalArgumentException naming the attribute when ACL data has the wrong width
         */
        public final Attribute.Of<O> of(V value) {
            if (!accepts(value)) {
                throw new IllegalArgumentException(name() + " takes " + valueType() + ", not " + value);
            }
            return new AttributeValue<>(this, value);
        }
    }

    /**
     * A value kind the agent never sets (TIMESPEC, JSON, ...): GET can read it, nothing builds it.
     *
     * @param <O> the object type
     */
    public static final class Opaque<O extends SaiObject> extends AttrSpec {

        public Opaque(Class<O> object, int id, String name, ValueType valueType, Set<AttrFlag> flags,
                      SaiEnum enumType, Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            this(typeOf(object), id, name, valueType, flags, enumType, objects, allowNull, defaultValue);
        }

        private Opaque(ObjectType objectType, int id, String name, ValueType valueType, Set<AttrFlag> flags,
                       SaiEnum enumType, Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(objectType, id, name, valueType, flags, enumType, objects, allowNull, defaultValue);
            if (ZeroValues.of(valueType) != null) {
                throw new IllegalArgumentException(name + " takes " + valueType + ", a kind the agent builds: not opaque");
            }
        }
    }

    /** A {@code bool}. */
    public static final class Bool<O extends SaiObject> extends Of<O, AttrValue.Bool> {
        public Bool(Class<O> object, int id, String name, Set<AttrFlag> flags, SaiEnum enumType,
                    Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(object, id, name, ValueType.BOOL, flags, enumType, objects, allowNull, defaultValue);
        }

        /** A vendor's custom attribute: no enum, no default. */
        public Bool(Class<O> object, int id, String name, Set<AttrFlag> flags) {
            this(object, id, name, flags, null, Set.of(), false, AttrDefault.NONE);
        }

        public Attribute.Of<O> bool(boolean v) {
            return of(AttrValue.Bool.of(v));
        }
    }

    /** A {@code sai_uint8_t}. */
    public static final class U8<O extends SaiObject> extends Of<O, AttrValue.U8> {
        public U8(Class<O> object, int id, String name, Set<AttrFlag> flags, SaiEnum enumType,
                  Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(object, id, name, ValueType.UINT8, flags, enumType, objects, allowNull, defaultValue);
        }

        /** A vendor's custom attribute: no enum, no default. */
        public U8(Class<O> object, int id, String name, Set<AttrFlag> flags) {
            this(object, id, name, flags, null, Set.of(), false, AttrDefault.NONE);
        }

        public Attribute.Of<O> u8(int v) {
            return of(new AttrValue.U8(v));
        }
    }

    /** A {@code sai_uint16_t}. */
    public static final class U16<O extends SaiObject> extends Of<O, AttrValue.U16> {
        public U16(Class<O> object, int id, String name, Set<AttrFlag> flags, SaiEnum enumType,
                   Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(object, id, name, ValueType.UINT16, flags, enumType, objects, allowNull, defaultValue);
        }

        /** A vendor's custom attribute: no enum, no default. */
        public U16(Class<O> object, int id, String name, Set<AttrFlag> flags) {
            this(object, id, name, flags, null, Set.of(), false, AttrDefault.NONE);
        }

        public Attribute.Of<O> u16(int v) {
            return of(new AttrValue.U16(v));
        }
    }

    /** A {@code sai_uint32_t}. */
    public static final class U32<O extends SaiObject> extends Of<O, AttrValue.U32> {
        public U32(Class<O> object, int id, String name, Set<AttrFlag> flags, SaiEnum enumType,
                   Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(object, id, name, ValueType.UINT32, flags, enumType, objects, allowNull, defaultValue);
        }

        /** A vendor's custom attribute: no enum, no default. */
        public U32(Class<O> object, int id, String name, Set<AttrFlag> flags) {
            this(object, id, name, flags, null, Set.of(), false, AttrDefault.NONE);
        }

        public Attribute.Of<O> u32(long v) {
            return of(new AttrValue.U32(v));
        }
    }

    /** A {@code sai_uint64_t}. */
    public static final class U64<O extends SaiObject> extends Of<O, AttrValue.U64> {
        public U64(Class<O> object, int id, String name, Set<AttrFlag> flags, SaiEnum enumType,
                   Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(object, id, name, ValueType.UINT64, flags, enumType, objects, allowNull, defaultValue);
        }

        /** A vendor's custom attribute: no enum, no default. */
        public U64(Class<O> object, int id, String name, Set<AttrFlag> flags) {
            this(object, id, name, flags, null, Set.of(), false, AttrDefault.NONE);
        }

        public Attribute.Of<O> u64(long v) {
            return of(new AttrValue.U64(v));
        }
    }

    /** A {@code sai_int32_t}: mostly a member of {@link #enumType()}. */
    public static final class S32<O extends SaiObject> extends Of<O, AttrValue.S32> {
        public S32(Class<O> object, int id, String name, Set<AttrFlag> flags, SaiEnum enumType,
                   Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(object, id, name, ValueType.INT32, flags, enumType, objects, allowNull, defaultValue);
        }

        /** A vendor's custom attribute: no enum, no default. */
        public S32(Class<O> object, int id, String name, Set<AttrFlag> flags) {
            this(object, id, name, flags, null, Set.of(), false, AttrDefault.NONE);
        }

        public Attribute.Of<O> s32(int v) {
            return of(new AttrValue.S32(v));
        }
    }

    /** A {@code sai_object_id_t}, naming an object of one of {@link #objects()}. */
    public static final class Oid<O extends SaiObject> extends Of<O, AttrValue.Oid> {
        public Oid(Class<O> object, int id, String name, Set<AttrFlag> flags, SaiEnum enumType,
                   Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(object, id, name, ValueType.OBJECT_ID, flags, enumType, objects, allowNull, defaultValue);
        }

        /** A vendor's custom attribute: no enum, no default. */
        public Oid(Class<O> object, int id, String name, Set<AttrFlag> flags) {
            this(object, id, name, flags, null, Set.of(), false, AttrDefault.NONE);
        }

        public Attribute.Of<O> oid(long v) {
            return of(new AttrValue.Oid(v));
        }
    }

    /** A {@code sai_object_list_t}. */
    public static final class OidList<O extends SaiObject> extends Of<O, AttrValue.OidList> {
        public OidList(Class<O> object, int id, String name, Set<AttrFlag> flags, SaiEnum enumType,
                       Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(object, id, name, ValueType.OBJECT_LIST, flags, enumType, objects, allowNull, defaultValue);
        }

        /** A vendor's custom attribute: no enum, no default. */
        public OidList(Class<O> object, int id, String name, Set<AttrFlag> flags) {
            this(object, id, name, flags, null, Set.of(), false, AttrDefault.NONE);
        }

        public Attribute.Of<O> oids(long... v) {
            return of(new AttrValue.OidList(v));
        }
    }

    /** A {@code sai_s32_list_t}: mostly members of {@link #enumType()}. */
    public static final class S32List<O extends SaiObject> extends Of<O, AttrValue.S32List> {
        public S32List(Class<O> object, int id, String name, Set<AttrFlag> flags, SaiEnum enumType,
                       Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(object, id, name, ValueType.INT32_LIST, flags, enumType, objects, allowNull, defaultValue);
        }

        /** A vendor's custom attribute: no enum, no default. */
        public S32List(Class<O> object, int id, String name, Set<AttrFlag> flags) {
            this(object, id, name, flags, null, Set.of(), false, AttrDefault.NONE);
        }

        public Attribute.Of<O> s32s(int... v) {
            return of(new AttrValue.S32List(v));
        }
    }

    /** A {@code sai_u32_list_t}. */
    public static final class U32List<O extends SaiObject> extends Of<O, AttrValue.U32List> {
        public U32List(Class<O> object, int id, String name, Set<AttrFlag> flags, SaiEnum enumType,
                       Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(object, id, name, ValueType.UINT32_LIST, flags, enumType, objects, allowNull, defaultValue);
        }

        /** A vendor's custom attribute: no enum, no default. */
        public U32List(Class<O> object, int id, String name, Set<AttrFlag> flags) {
            this(object, id, name, flags, null, Set.of(), false, AttrDefault.NONE);
        }

        public Attribute.Of<O> u32s(long... v) {
            return of(new AttrValue.U32List(v));
        }
    }

    /** A {@code sai_mac_t}. */
    public static final class Mac<O extends SaiObject> extends Of<O, AttrValue.Mac> {
        public Mac(Class<O> object, int id, String name, Set<AttrFlag> flags, SaiEnum enumType,
                   Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(object, id, name, ValueType.MAC, flags, enumType, objects, allowNull, defaultValue);
        }

        /** A vendor's custom attribute: no enum, no default. */
        public Mac(Class<O> object, int id, String name, Set<AttrFlag> flags) {
            this(object, id, name, flags, null, Set.of(), false, AttrDefault.NONE);
        }

        public Attribute.Of<O> mac(MacAddress v) {
            return of(new AttrValue.Mac(v));
        }
    }

    /** A {@code sai_ip4_t}. */
    public static final class Ipv4<O extends SaiObject> extends Of<O, AttrValue.Ipv4> {
        public Ipv4(Class<O> object, int id, String name, Set<AttrFlag> flags, SaiEnum enumType,
                    Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(object, id, name, ValueType.IPV4, flags, enumType, objects, allowNull, defaultValue);
        }

        /** A vendor's custom attribute: no enum, no default. */
        public Ipv4(Class<O> object, int id, String name, Set<AttrFlag> flags) {
            this(object, id, name, flags, null, Set.of(), false, AttrDefault.NONE);
        }

        public Attribute.Of<O> ip(Inet4Address v) {
            return of(new AttrValue.Ipv4(v));
        }
    }

    /** A {@code sai_ip6_t}. */
    public static final class Ipv6<O extends SaiObject> extends Of<O, AttrValue.Ipv6> {
        public Ipv6(Class<O> object, int id, String name, Set<AttrFlag> flags, SaiEnum enumType,
                    Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(object, id, name, ValueType.IPV6, flags, enumType, objects, allowNull, defaultValue);
        }

        /** A vendor's custom attribute: no enum, no default. */
        public Ipv6(Class<O> object, int id, String name, Set<AttrFlag> flags) {
            this(object, id, name, flags, null, Set.of(), false, AttrDefault.NONE);
        }

        public Attribute.Of<O> ip(Inet6Address v) {
            return of(new AttrValue.Ipv6(v));
        }
    }

    /** A {@code sai_ip_address_t}: either family. */
    public static final class IpAddress<O extends SaiObject> extends Of<O, AttrValue.IpAddress> {
        public IpAddress(Class<O> object, int id, String name, Set<AttrFlag> flags, SaiEnum enumType,
                         Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(object, id, name, ValueType.IP_ADDRESS, flags, enumType, objects, allowNull, defaultValue);
        }

        /** A vendor's custom attribute: no enum, no default. */
        public IpAddress(Class<O> object, int id, String name, Set<AttrFlag> flags) {
            this(object, id, name, flags, null, Set.of(), false, AttrDefault.NONE);
        }

        public Attribute.Of<O> ip(InetAddress v) {
            return of(new AttrValue.IpAddress(v));
        }
    }

    /** A {@code sai_ip_prefix_t}. */
    public static final class Prefix<O extends SaiObject> extends Of<O, AttrValue.Prefix> {
        public Prefix(Class<O> object, int id, String name, Set<AttrFlag> flags, SaiEnum enumType,
                      Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(object, id, name, ValueType.IP_PREFIX, flags, enumType, objects, allowNull, defaultValue);
        }

        /** A vendor's custom attribute: no enum, no default. */
        public Prefix(Class<O> object, int id, String name, Set<AttrFlag> flags) {
            this(object, id, name, flags, null, Set.of(), false, AttrDefault.NONE);
        }

        public Attribute.Of<O> prefix(IpPrefix v) {
            return of(new AttrValue.Prefix(v));
        }
    }

    /** A {@code char[32]}. */
    public static final class CharData<O extends SaiObject> extends Of<O, AttrValue.CharData> {
        public CharData(Class<O> object, int id, String name, Set<AttrFlag> flags, SaiEnum enumType,
                        Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {
            super(object, id, name, ValueType.CHARDATA, flags, enumType, objects, allowNull, defaultValue);
        }

        /** A vendor's custom attribute: no enum, no default. */
        public CharData(Class<O> object, int id, String name, Set<AttrFlag> flags) {
            this(object, id, name, flags, null, Set.of(), false, AttrDefault.NONE);
        }

        public Attribute.Of<O> chars(String v) {
            return of(new AttrValue.CharData(v));
        }
    }
}
