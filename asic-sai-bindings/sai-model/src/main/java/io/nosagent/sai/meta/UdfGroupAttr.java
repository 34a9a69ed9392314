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

/** Attributes of {@code SAI_OBJECT_TYPE_UDF_GROUP} ({@code sai_udf_group_attr_t}). */
public final class UdfGroupAttr {

    private UdfGroupAttr() {
    }

    /** {@code SAI_UDF_GROUP_ATTR_UDF_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.UdfGroup> UDF_LIST = new AttrSpec.OidList<>(SaiObject.UdfGroup.class, 0, "SAI_UDF_GROUP_ATTR_UDF_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.UDF), false,
            AttrDefault.NONE);

    /** {@code SAI_UDF_GROUP_ATTR_TYPE}: int32, create only. */
    public static final AttrSpec.S32<SaiObject.UdfGroup> TYPE = new AttrSpec.S32<>(SaiObject.UdfGroup.class, 1, "SAI_UDF_GROUP_ATTR_TYPE",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.UdfGroupType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_UDF_GROUP_TYPE_GENERIC */);

    /** {@code SAI_UDF_GROUP_ATTR_LENGTH}: uint16, mandatory on create, create only. */
    public static final AttrSpec.U16<SaiObject.UdfGroup> LENGTH = new AttrSpec.U16<>(SaiObject.UdfGroup.class, 2, "SAI_UDF_GROUP_ATTR_LENGTH",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_UDF_GROUP_ATTR_LABEL}: chardata, create and set. */
    public static final AttrSpec.CharData<SaiObject.UdfGroup> LABEL = new AttrSpec.CharData<>(SaiObject.UdfGroup.class, 3, "SAI_UDF_GROUP_ATTR_LABEL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.CharData("")));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            UDF_LIST,
            TYPE,
            LENGTH,
            LABEL);
}
