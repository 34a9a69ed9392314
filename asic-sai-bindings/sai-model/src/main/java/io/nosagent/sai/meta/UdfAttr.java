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

/** Attributes of {@code SAI_OBJECT_TYPE_UDF} ({@code sai_udf_attr_t}). */
public final class UdfAttr {

    private UdfAttr() {
    }

    /** {@code SAI_UDF_ATTR_MATCH_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.Udf> MATCH_ID = new AttrSpec.Oid<>(SaiObject.Udf.class, 0, "SAI_UDF_ATTR_MATCH_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.UDF_MATCH), false,
            AttrDefault.NONE);

    /** {@code SAI_UDF_ATTR_GROUP_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.Udf> GROUP_ID = new AttrSpec.Oid<>(SaiObject.Udf.class, 1, "SAI_UDF_ATTR_GROUP_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.UDF_GROUP), false,
            AttrDefault.NONE);

    /** {@code SAI_UDF_ATTR_BASE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Udf> BASE = new AttrSpec.S32<>(SaiObject.Udf.class, 2, "SAI_UDF_ATTR_BASE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.UdfBase.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_UDF_BASE_L2 */);

    /** {@code SAI_UDF_ATTR_OFFSET}: uint16, mandatory on create, create only. */
    public static final AttrSpec.U16<SaiObject.Udf> OFFSET = new AttrSpec.U16<>(SaiObject.Udf.class, 3, "SAI_UDF_ATTR_OFFSET",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_UDF_ATTR_HASH_MASK}: uint8_list, create and set. */
    public static final AttrSpec.Of<SaiObject.Udf, AttrValue.U8List> HASH_MASK = new AttrSpec.Of<>(SaiObject.Udf.class, 4, "SAI_UDF_ATTR_HASH_MASK",
            ValueType.UINT8_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.CONST);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            MATCH_ID,
            GROUP_ID,
            BASE,
            OFFSET,
            HASH_MASK);
}
