// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true
package io.nosagent.sai.meta;

import io.nosagent.sai.AttrDefault;
import io.nosagent.sai.AttrFlag;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.ValueType;

import java.util.List;
import java.util.Set;

/** Attributes of {@code SAI_OBJECT_TYPE_FINE_GRAINED_HASH_FIELD} ({@code sai_fine_grained_hash_field_attr_t}). */
public final class FineGrainedHashFieldAttr {

    private FineGrainedHashFieldAttr() {
    }

    /** {@code SAI_FINE_GRAINED_HASH_FIELD_ATTR_NATIVE_HASH_FIELD}: int32, create only. */
    public static final AttrSpec NATIVE_HASH_FIELD = new AttrSpec(ObjectType.FINE_GRAINED_HASH_FIELD, 0, "SAI_FINE_GRAINED_HASH_FIELD_ATTR_NATIVE_HASH_FIELD",
            ValueType.INT32, Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.NativeHashField.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(33)) /* SAI_NATIVE_HASH_FIELD_NONE */);

    /** {@code SAI_FINE_GRAINED_HASH_FIELD_ATTR_IPV4_MASK}: ipv4, mandatory on create, create only. */
    public static final AttrSpec IPV4_MASK = new AttrSpec(ObjectType.FINE_GRAINED_HASH_FIELD, 1, "SAI_FINE_GRAINED_HASH_FIELD_ATTR_IPV4_MASK",
            ValueType.IPV4, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_FINE_GRAINED_HASH_FIELD_ATTR_IPV6_MASK}: ipv6, mandatory on create, create only. */
    public static final AttrSpec IPV6_MASK = new AttrSpec(ObjectType.FINE_GRAINED_HASH_FIELD, 2, "SAI_FINE_GRAINED_HASH_FIELD_ATTR_IPV6_MASK",
            ValueType.IPV6, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_FINE_GRAINED_HASH_FIELD_ATTR_SEQUENCE_ID}: uint32, create only. */
    public static final AttrSpec SEQUENCE_ID = new AttrSpec(ObjectType.FINE_GRAINED_HASH_FIELD, 3, "SAI_FINE_GRAINED_HASH_FIELD_ATTR_SEQUENCE_ID",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            NATIVE_HASH_FIELD,
            IPV4_MASK,
            IPV6_MASK,
            SEQUENCE_ID);
}
