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

/** Attributes of {@code SAI_OBJECT_TYPE_HASH} ({@code sai_hash_attr_t}). */
public final class HashAttr {

    private HashAttr() {
    }

    /** {@code SAI_HASH_ATTR_NATIVE_HASH_FIELD_LIST}: int32_list, create and set. */
    public static final AttrSpec.S32List<SaiObject.Hash> NATIVE_HASH_FIELD_LIST = new AttrSpec.S32List<>(SaiObject.Hash.class, 0, "SAI_HASH_ATTR_NATIVE_HASH_FIELD_LIST",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.NativeHashField.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_HASH_ATTR_UDF_GROUP_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Hash> UDF_GROUP_LIST = new AttrSpec.OidList<>(SaiObject.Hash.class, 1, "SAI_HASH_ATTR_UDF_GROUP_LIST",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.UDF_GROUP), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_HASH_ATTR_FINE_GRAINED_HASH_FIELD_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Hash> FINE_GRAINED_HASH_FIELD_LIST = new AttrSpec.OidList<>(SaiObject.Hash.class, 2, "SAI_HASH_ATTR_FINE_GRAINED_HASH_FIELD_LIST",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.FINE_GRAINED_HASH_FIELD), false,
            AttrDefault.EMPTY_LIST);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            NATIVE_HASH_FIELD_LIST,
            UDF_GROUP_LIST,
            FINE_GRAINED_HASH_FIELD_LIST);
}
