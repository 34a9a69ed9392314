// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true
package io.nosagent.sai.meta;

import io.nosagent.sai.AttrDefault;
import io.nosagent.sai.AttrFlag;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.ValueType;

import java.util.List;
import java.util.Set;

/** Attributes of {@code SAI_OBJECT_TYPE_FINE_GRAINED_HASH_FIELD} ({@code sai_fine_grained_hash_field_attr_t}). */
public final class FineGrainedHashFieldAttr {

    private FineGrainedHashFieldAttr() {
    }

    /** {@code SAI_FINE_GRAINED_HASH_FIELD_ATTR_NATIVE_HASH_FIELD}: int32, create only. */
    public static final AttrSpec.S32<SaiObject.FineGrainedHashField> NATIVE_HASH_FIELD = new AttrSpec.S32<>(SaiObject.FineGrainedHashField.class, 0, "SAI_FINE_GRAINED_HASH_FIELD_ATTR_NATIVE_HASH_FIELD",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.NativeHashField.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(33)) /* SAI_NATIVE_HASH_FIELD_NONE */);

    /** {@code SAI_FINE_GRAINED_HASH_FIELD_ATTR_IPV4_MASK}: ipv4, mandatory on create, create only. */
    public static final AttrSpec.Ipv4<SaiObject.FineGrainedHashField> IPV4_MASK = new AttrSpec.Ipv4<>(SaiObject.FineGrainedHashField.class, 1, "SAI_FINE_GRAINED_HASH_FIELD_ATTR_IPV4_MASK",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_FINE_GRAINED_HASH_FIELD_ATTR_IPV6_MASK}: ipv6, mandatory on create, create only. */
    public static final AttrSpec.Ipv6<SaiObject.FineGrainedHashField> IPV6_MASK = new AttrSpec.Ipv6<>(SaiObject.FineGrainedHashField.class, 2, "SAI_FINE_GRAINED_HASH_FIELD_ATTR_IPV6_MASK",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_FINE_GRAINED_HASH_FIELD_ATTR_SEQUENCE_ID}: uint32, create only. */
    public static final AttrSpec.U32<SaiObject.FineGrainedHashField> SEQUENCE_ID = new AttrSpec.U32<>(SaiObject.FineGrainedHashField.class, 3, "SAI_FINE_GRAINED_HASH_FIELD_ATTR_SEQUENCE_ID",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            NATIVE_HASH_FIELD,
            IPV4_MASK,
            IPV6_MASK,
            SEQUENCE_ID);
}
