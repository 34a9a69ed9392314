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

/** Attributes of {@code SAI_OBJECT_TYPE_ACL_TABLE_GROUP} ({@code sai_acl_table_group_attr_t}). */
public final class AclTableGroupAttr {

    private AclTableGroupAttr() {
    }

    /** {@code SAI_ACL_TABLE_GROUP_ATTR_ACL_STAGE}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.AclTableGroup> ACL_STAGE = new AttrSpec.S32<>(SaiObject.AclTableGroup.class, 0, "SAI_ACL_TABLE_GROUP_ATTR_ACL_STAGE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            SaiEnums.AclStage.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ACL_TABLE_GROUP_ATTR_ACL_BIND_POINT_TYPE_LIST}: int32_list, create only. */
    public static final AttrSpec.S32List<SaiObject.AclTableGroup> ACL_BIND_POINT_TYPE_LIST = new AttrSpec.S32List<>(SaiObject.AclTableGroup.class, 1, "SAI_ACL_TABLE_GROUP_ATTR_ACL_BIND_POINT_TYPE_LIST",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.AclBindPointType.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_ACL_TABLE_GROUP_ATTR_TYPE}: int32, create only. */
    public static final AttrSpec.S32<SaiObject.AclTableGroup> TYPE = new AttrSpec.S32<>(SaiObject.AclTableGroup.class, 2, "SAI_ACL_TABLE_GROUP_ATTR_TYPE",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.AclTableGroupType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_ACL_TABLE_GROUP_TYPE_SEQUENTIAL */);

    /** {@code SAI_ACL_TABLE_GROUP_ATTR_MEMBER_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.AclTableGroup> MEMBER_LIST = new AttrSpec.OidList<>(SaiObject.AclTableGroup.class, 3, "SAI_ACL_TABLE_GROUP_ATTR_MEMBER_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.ACL_TABLE_GROUP_MEMBER), false,
            AttrDefault.NONE);

    /** {@code SAI_ACL_TABLE_GROUP_ATTR_CHAIN_GROUP_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.AclTableGroup> CHAIN_GROUP_LIST = new AttrSpec.OidList<>(SaiObject.AclTableGroup.class, 4, "SAI_ACL_TABLE_GROUP_ATTR_CHAIN_GROUP_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.ACL_TABLE_CHAIN_GROUP), false,
            AttrDefault.NONE);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            ACL_STAGE,
            ACL_BIND_POINT_TYPE_LIST,
            TYPE,
            MEMBER_LIST,
            CHAIN_GROUP_LIST);
}
