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

/** Attributes of {@code SAI_OBJECT_TYPE_NEXT_HOP_GROUP} ({@code sai_next_hop_group_attr_t}). */
public final class NextHopGroupAttr {

    private NextHopGroupAttr() {
    }

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_COUNT}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.NextHopGroup> NEXT_HOP_COUNT = new AttrSpec.U32<>(SaiObject.NextHopGroup.class, 0, "SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_COUNT",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_MEMBER_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.NextHopGroup> NEXT_HOP_MEMBER_LIST = new AttrSpec.OidList<>(SaiObject.NextHopGroup.class, 1, "SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_MEMBER_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.NEXT_HOP_GROUP_MEMBER), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_TYPE}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.NextHopGroup> TYPE = new AttrSpec.S32<>(SaiObject.NextHopGroup.class, 2, "SAI_NEXT_HOP_GROUP_ATTR_TYPE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            SaiEnums.NextHopGroupType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_SET_SWITCHOVER}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.NextHopGroup> SET_SWITCHOVER = new AttrSpec.Bool<>(SaiObject.NextHopGroup.class, 3, "SAI_NEXT_HOP_GROUP_ATTR_SET_SWITCHOVER",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_COUNTER_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.NextHopGroup> COUNTER_ID = new AttrSpec.Oid<>(SaiObject.NextHopGroup.class, 4, "SAI_NEXT_HOP_GROUP_ATTR_COUNTER_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_CONFIGURED_SIZE}: uint32, create only. */
    public static final AttrSpec.U32<SaiObject.NextHopGroup> CONFIGURED_SIZE = new AttrSpec.U32<>(SaiObject.NextHopGroup.class, 5, "SAI_NEXT_HOP_GROUP_ATTR_CONFIGURED_SIZE",
            Set.of(AttrFlag.CREATE_ONLY, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_REAL_SIZE}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.NextHopGroup> REAL_SIZE = new AttrSpec.U32<>(SaiObject.NextHopGroup.class, 6, "SAI_NEXT_HOP_GROUP_ATTR_REAL_SIZE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_SELECTION_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.NextHopGroup> SELECTION_MAP = new AttrSpec.Oid<>(SaiObject.NextHopGroup.class, 7, "SAI_NEXT_HOP_GROUP_ATTR_SELECTION_MAP",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(ObjectType.NEXT_HOP_GROUP_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_HIERARCHICAL_NEXTHOP}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.NextHopGroup> HIERARCHICAL_NEXTHOP = new AttrSpec.Bool<>(SaiObject.NextHopGroup.class, 8, "SAI_NEXT_HOP_GROUP_ATTR_HIERARCHICAL_NEXTHOP",
            Set.of(AttrFlag.CREATE_ONLY, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_ARS_OBJECT_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.NextHopGroup> ARS_OBJECT_ID = new AttrSpec.Oid<>(SaiObject.NextHopGroup.class, 9, "SAI_NEXT_HOP_GROUP_ATTR_ARS_OBJECT_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ARS), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_ARS_PACKET_DROPS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.NextHopGroup> ARS_PACKET_DROPS = new AttrSpec.U32<>(SaiObject.NextHopGroup.class, 10, "SAI_NEXT_HOP_GROUP_ATTR_ARS_PACKET_DROPS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_ARS_NEXT_HOP_REASSIGNMENTS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.NextHopGroup> ARS_NEXT_HOP_REASSIGNMENTS = new AttrSpec.U32<>(SaiObject.NextHopGroup.class, 11, "SAI_NEXT_HOP_GROUP_ATTR_ARS_NEXT_HOP_REASSIGNMENTS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_ARS_PORT_REASSIGNMENTS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.NextHopGroup> ARS_PORT_REASSIGNMENTS = new AttrSpec.U32<>(SaiObject.NextHopGroup.class, 12, "SAI_NEXT_HOP_GROUP_ATTR_ARS_PORT_REASSIGNMENTS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.NextHopGroup> NEXT_HOP_LIST = new AttrSpec.OidList<>(SaiObject.NextHopGroup.class, 13, "SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_LIST",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(ObjectType.NEXT_HOP), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_MEMBER_WEIGHT_LIST}: uint32_list, create and set. */
    public static final AttrSpec.U32List<SaiObject.NextHopGroup> NEXT_HOP_MEMBER_WEIGHT_LIST = new AttrSpec.U32List<>(SaiObject.NextHopGroup.class, 14, "SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_MEMBER_WEIGHT_LIST",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_MEMBER_COUNTER_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.NextHopGroup> NEXT_HOP_MEMBER_COUNTER_LIST = new AttrSpec.OidList<>(SaiObject.NextHopGroup.class, 15, "SAI_NEXT_HOP_GROUP_ATTR_NEXT_HOP_MEMBER_COUNTER_LIST",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(ObjectType.COUNTER), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_HASH_ALGORITHM}: int32, create only. */
    public static final AttrSpec.S32<SaiObject.NextHopGroup> HASH_ALGORITHM = new AttrSpec.S32<>(SaiObject.NextHopGroup.class, 16, "SAI_NEXT_HOP_GROUP_ATTR_HASH_ALGORITHM",
            Set.of(AttrFlag.CREATE_ONLY, AttrFlag.VALID_ONLY),
            SaiEnums.HashAlgorithm.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(7)) /* SAI_HASH_ALGORITHM_NONE */);

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_LABEL}: chardata, create and set. */
    public static final AttrSpec.CharData<SaiObject.NextHopGroup> LABEL = new AttrSpec.CharData<>(SaiObject.NextHopGroup.class, 17, "SAI_NEXT_HOP_GROUP_ATTR_LABEL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.CharData("")));

    /** {@code SAI_NEXT_HOP_GROUP_ATTR_ADMIN_ROLE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.NextHopGroup> ADMIN_ROLE = new AttrSpec.S32<>(SaiObject.NextHopGroup.class, 18, "SAI_NEXT_HOP_GROUP_ATTR_ADMIN_ROLE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
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
