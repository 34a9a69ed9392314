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

/** Attributes of {@code SAI_OBJECT_TYPE_NEXT_HOP_GROUP} ({@code sai_next_hop_group_attr_t}). */
public final class NextHopGroupAttr {

    private NextHopGroupAttr() {
    }

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_COUNT}: uint32, read only. */
    public static final AttrSpec NEXT_HOP_COUNT = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 0, "SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_COUNT",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_MEMBER_LIST}: object_list, read only. */
    public static final AttrSpec NEXT_HOP_MEMBER_LIST = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 1, "SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_MEMBER_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.NEXT_HOP_GROUP_MEMBER), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_TYPE}: int32, mandatory on create, create only. */
    public static final AttrSpec TYPE = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 2, "SAI_NEXT_HOP_GROUP_ATTR_TYPE",
            ValueType.INT32, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            SaiEnums.NextHopGroupType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_SET_SWITCHOVER}: bool, create and set. */
    public static final AttrSpec SET_SWITCHOVER = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 3, "SAI_NEXT_HOP_GROUP_ATTR_SET_SWITCHOVER",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_COUNTER_ID}: object_id, create and set. */
    public static final AttrSpec COUNTER_ID = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 4, "SAI_NEXT_HOP_GROUP_ATTR_COUNTER_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_CONFIGURED_SIZE}: uint32, create only. */
    public static final AttrSpec CONFIGURED_SIZE = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 5, "SAI_NEXT_HOP_GROUP_ATTR_CONFIGURED_SIZE",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_ONLY, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_REAL_SIZE}: uint32, read only. */
    public static final AttrSpec REAL_SIZE = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 6, "SAI_NEXT_HOP_GROUP_ATTR_REAL_SIZE",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_SELECTION_MAP}: object_id, create and set. */
    public static final AttrSpec SELECTION_MAP = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 7, "SAI_NEXT_HOP_GROUP_ATTR_SELECTION_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(ObjectType.NEXT_HOP_GROUP_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_HIERARCHICAL_NEXTHOP}: bool, create only. */
    public static final AttrSpec HIERARCHICAL_NEXTHOP = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 8, "SAI_NEXT_HOP_GROUP_ATTR_HIERARCHICAL_NEXTHOP",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_ONLY, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_ARS_OBJECT_ID}: object_id, create and set. */
    public static final AttrSpec ARS_OBJECT_ID = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 9, "SAI_NEXT_HOP_GROUP_ATTR_ARS_OBJECT_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ARS), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_ARS_PACKET_DROPS}: uint32, read only. */
    public static final AttrSpec ARS_PACKET_DROPS = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 10, "SAI_NEXT_HOP_GROUP_ATTR_ARS_PACKET_DROPS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_ARS_NEXT_HOP_REASSIGNMENTS}: uint32, read only. */
    public static final AttrSpec ARS_NEXT_HOP_REASSIGNMENTS = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 11, "SAI_NEXT_HOP_GROUP_ATTR_ARS_NEXT_HOP_REASSIGNMENTS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_ARS_PORT_REASSIGNMENTS}: uint32, read only. */
    public static final AttrSpec ARS_PORT_REASSIGNMENTS = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 12, "SAI_NEXT_HOP_GROUP_ATTR_ARS_PORT_REASSIGNMENTS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_LIST}: object_list, create and set. */
    public static final AttrSpec NEXT_HOP_LIST = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 13, "SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(ObjectType.NEXT_HOP), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_MEMBER_WEIGHT_LIST}: uint32_list, create and set. */
    public static final AttrSpec NEXT_HOP_MEMBER_WEIGHT_LIST = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 14, "SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_MEMBER_WEIGHT_LIST",
            ValueType.UINT32_LIST, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_MEMBER_COUNTER_LIST}: object_list, create and set. */
    public static final AttrSpec NEXT_HOP_MEMBER_COUNTER_LIST = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 15, "SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_MEMBER_COUNTER_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(ObjectType.COUNTER), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_HASH_ALGORITHM}: int32, create only. */
    public static final AttrSpec HASH_ALGORITHM = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 16, "SAI_NEXT_HOP_GROUP_ATTR_HASH_ALGORITHM",
            ValueType.INT32, Set.of(AttrFlag.CREATE_ONLY, AttrFlag.VALID_ONLY),
            SaiEnums.HashAlgorithm.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(7)) /* SAI_HASH_ALGORITHM_NONE */);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_LABEL}: chardata, create and set. */
    public static final AttrSpec LABEL = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 17, "SAI_NEXT_HOP_GROUP_ATTR_LABEL",
            ValueType.CHARDATA, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.CharData("")));

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_ADMIN_ROLE}: int32, create and set. */
    public static final AttrSpec ADMIN_ROLE = new AttrSpec(ObjectType.NEXT_HOP_GROUP, 18, "SAI_NEXT_HOP_GROUP_ATTR_ADMIN_ROLE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.NextHopGroupAdminRole.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_NEXT_HOP_GROUP_ADMIN_ROLE_AUTO */);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            NEXT_HOP_COUNT,
            NEXT_HOP_MEMBER_LIST,
            TYPE,
            SET_SWITCHOVER,
            COUNTER_ID,
            CONFIGURED_SIZE,
            REAL_SIZE,
            SELECTION_MAP,
            HIERARCHICAL_NEXTHOP,
            ARS_OBJECT_ID,
            ARS_PACKET_DROPS,
            ARS_NEXT_HOP_REASSIGNMENTS,
            ARS_PORT_REASSIGNMENTS,
            NEXT_HOP_LIST,
            NEXT_HOP_MEMBER_WEIGHT_LIST,
            NEXT_HOP_MEMBER_COUNTER_LIST,
            HASH_ALGORITHM,
            LABEL,
            ADMIN_ROLE);
}
