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

/** Attributes of {@code SAI_OBJECT_TYPE_UDF_MATCH} ({@code sai_udf_match_attr_t}). */
public final class UdfMatchAttr {

    private UdfMatchAttr() {
    }

    /** {@code SAI_UDF_MATCH_ATTR_L2_TYPE}: acl_field_data_uint16, create only. */
    public static final AttrSpec.Of<SaiObject.UdfMatch, AttrValue.AclField> L2_TYPE = new AttrSpec.Of<>(SaiObject.UdfMatch.class, 0, "SAI_UDF_MATCH_ATTR_L2_TYPE",
            ValueType.ACL_FIELD_DATA_UINT16, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_UDF_MATCH_ATTR_L3_TYPE}: acl_field_data_uint8, create only. */
    public static final AttrSpec.Of<SaiObject.UdfMatch, AttrValue.AclField> L3_TYPE = new AttrSpec.Of<>(SaiObject.UdfMatch.class, 1, "SAI_UDF_MATCH_ATTR_L3_TYPE",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_UDF_MATCH_ATTR_GRE_TYPE}: acl_field_data_uint16, create only. */
    public static final AttrSpec.Of<SaiObject.UdfMatch, AttrValue.AclField> GRE_TYPE = new AttrSpec.Of<>(SaiObject.UdfMatch.class, 2, "SAI_UDF_MATCH_ATTR_GRE_TYPE",
            ValueType.ACL_FIELD_DATA_UINT16, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_UDF_MATCH_ATTR_PRIORITY}: uint8, create only. */
    public static final AttrSpec.U8<SaiObject.UdfMatch> PRIORITY = new AttrSpec.U8<>(SaiObject.UdfMatch.class, 3, "SAI_UDF_MATCH_ATTR_PRIORITY",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_UDF_MATCH_ATTR_L4_DST_PORT_TYPE}: acl_field_data_uint16, create only. */
    public static final AttrSpec.Of<SaiObject.UdfMatch, AttrValue.AclField> L4_DST_PORT_TYPE = new AttrSpec.Of<>(SaiObject.UdfMatch.class, 4, "SAI_UDF_MATCH_ATTR_L4_DST_PORT_TYPE",
            ValueType.ACL_FIELD_DATA_UINT16, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            L2_TYPE,
            L3_TYPE,
            GRE_TYPE,
            PRIORITY,
            L4_DST_PORT_TYPE);
}
