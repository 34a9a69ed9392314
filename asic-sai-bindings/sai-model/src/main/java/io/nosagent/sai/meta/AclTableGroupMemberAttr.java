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

/** Attributes of {@code SAI_OBJECT_TYPE_ACL_TABLE_GROUP_MEMBER} ({@code sai_acl_table_group_member_attr_t}). */
public final class AclTableGroupMemberAttr {

    private AclTableGroupMemberAttr() {
    }

    /** {@code SAI_ACL_TABLE_GROUP_MEMBER_ATTR_ACL_TABLE_GROUP_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.AclTableGroupMember> ACL_TABLE_GROUP_ID = new AttrSpec.Oid<>(SaiObject.AclTableGroupMember.class, 0, "SAI_ACL_TABLE_GROUP_MEMBER_ATTR_ACL_TABLE_GROUP_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.ACL_TABLE_GROUP), false,
            AttrDefault.NONE);

    /** {@code SAI_ACL_TABLE_GROUP_MEMBER_ATTR_ACL_TABLE_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.AclTableGroupMember> ACL_TABLE_ID = new AttrSpec.Oid<>(SaiObject.AclTableGroupMember.class, 1, "SAI_ACL_TABLE_GROUP_MEMBER_ATTR_ACL_TABLE_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.ACL_TABLE), false,
            AttrDefault.NONE);

    /** {@code SAI_ACL_TABLE_GROUP_MEMBER_ATTR_PRIORITY}: uint32, mandatory on create, create only. */
    public static final AttrSpec.U32<SaiObject.AclTableGroupMember> PRIORITY = new AttrSpec.U32<>(SaiObject.AclTableGroupMember.class, 2, "SAI_ACL_TABLE_GROUP_MEMBER_ATTR_PRIORITY",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ACL_TABLE_GROUP_MEMBER_ATTR_ACL_TABLE_CHAIN_GROUP_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.AclTableGroupMember> ACL_TABLE_CHAIN_GROUP_ID = new AttrSpec.Oid<>(SaiObject.AclTableGroupMember.class, 3, "SAI_ACL_TABLE_GROUP_MEMBER_ATTR_ACL_TABLE_CHAIN_GROUP_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE_CHAIN_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            ACL_TABLE_GROUP_ID,
            ACL_TABLE_ID,
            PRIORITY,
            ACL_TABLE_CHAIN_GROUP_ID);
}
