package io.nosagent.sai;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.util.EnumSet;
import java.util.Set;

/**
 * The description of one SAI attribute, generated from the SAI metadata (see
 * {@code io.nosagent.sai.meta}): which object type it belongs to, its id, value type, flags,
 * enum, the object types an object-id value may name, and its default.
 *
 * <p>Builders such as {@link #u32(long)} make an {@link Attribute} after checking that the value
 * kind is legal for the declared {@link ValueType}.
 *
 * @param objectType     owning object type
 * @param id             the {@code sai_*_attr_t} number
 * @param name           full SAI name, e.g. {@code SAI_PORT_ATTR_SPEED}
 * @param valueType      the {@code sai_attribute_value_t} member kind
 * @param flags          metadata flags
 * @param enumType       the enum an INT32 / INT32_LIST value is drawn from, or null
 * @param objects        object types an OID / OID-list value may name (empty when not an OID kind)
 * @param allowNull      whether an OID value may be SAI_NULL_OBJECT_ID
 * @param defaultValue   the default a GET returns when the attribute was never set
 */
public record AttrSpec(ObjectType objectType, int id, String name, ValueType valueType, Set<AttrFlag> flags,
                       SaiEnum enumType, Set<ObjectType> objects, boolean allowNull, AttrDefault defaultValue) {

    public AttrSpec {
        flags = flags.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(flags));
        objects = Set.copyOf(objects);
    }

    /**
     * An attribute the metadata does not know, e.g. a vendor extension in the custom range
     * ({@code 0x10000000+}); backends that do not implement it answer UNKNOWN_ATTRIBUTE.
     */
    public static AttrSpec custom(ObjectType objectType, int id, String name, ValueType valueType, Set<AttrFlag> flags) {
        return new AttrSpec(objectType, id, name, valueType, flags, null, Set.of(), false, AttrDefault.NONE);
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

    /** Whether {@code value} is of the record kind this attribute's value type takes. */
    public boolean accepts(AttrValue value) {
        return ValueKinds.accepts(valueType, value);
    }

    /** Pairs this attribute with a value, refusing a value of the wrong kind. */
    public Attribute of(AttrValue value) {
        if (!accepts(value)) {
            throw new IllegalArgumentException(name + " takes " + valueType + ", not " + value);
        }
        return new Attribute(this, value);
    }

    public Attribute bool(boolean v) {
        return of(AttrValue.Bool.of(v));
    }

    public Attribute u8(int v) {
        return of(new AttrValue.U8(v));
    }

    public Attribute u16(int v) {
        return of(new AttrValue.U16(v));
    }

    public Attribute u32(long v) {
        return of(new AttrValue.U32(v));
    }

    public Attribute u64(long v) {
        return of(new AttrValue.U64(v));
    }

    public Attribute s32(int v) {
        return of(new AttrValue.S32(v));
    }

    public Attribute oid(long v) {
        return of(new AttrValue.Oid(v));
    }

    public Attribute oids(long... v) {
        return of(new AttrValue.OidList(v));
    }

    public Attribute s32s(int... v) {
        return of(new AttrValue.S32List(v));
    }

    public Attribute u32s(long... v) {
        return of(new AttrValue.U32List(v));
    }

    public Attribute mac(MacAddress v) {
        return of(new AttrValue.Mac(v));
    }

    public Attribute prefix(IpPrefix v) {
        return of(new AttrValue.Prefix(v));
    }

    public Attribute ip(java.net.InetAddress v) {
        return switch (valueType) {
            case IPV4 -> of(new AttrValue.Ipv4((Inet4Address) v));
            case IPV6 -> of(new AttrValue.Ipv6((Inet6Address) v));
            default -> of(new AttrValue.IpAddress(v));
        };
    }

    public Attribute chars(String v) {
        return of(new AttrValue.CharData(v));
    }

    @Override
    public String toString() {
        return name;
    }
}
