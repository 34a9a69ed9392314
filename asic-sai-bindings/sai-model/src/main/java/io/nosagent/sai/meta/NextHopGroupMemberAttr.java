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

/** Attributes of {@code SAI_OBJECT_TYPE_NEXT_HOP_GROUP_MEMBER} ({@code sai_next_hop_group_member_attr_t}). */
public final class NextHopGroupMemberAttr {

    private NextHopGroupMemberAttr() {
    }

    /** {@code SAI_NEXT_HOP_GROUP_MEMBER_ATTR_NEXT_HOP_GROUP_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.NextHopGroupMember> NEXT_HOP_GROUP_ID = new AttrSpec.Oid<>(SaiObject.NextHopGroupMember.class, 0, "SAI_NEXT_HOP_GROUP_MEMBER_ATTR_NEXT_HOP_GROUP_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.NEXT_HOP_GROUP), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_GROUP_MEMBER_ATTR_NEXT_HOP_ID}: object_id, mandatory on create, create and set. */
    public static final AttrSpec.Oid<SaiObject.NextHopGroupMember> NEXT_HOP_ID = new AttrSpec.Oid<>(SaiObject.NextHopGroupMember.class, 1, "SAI_NEXT_HOP_GROUP_MEMBER_ATTR_NEXT_HOP_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.NEXT_HOP, ObjectType.NEXT_HOP_GROUP), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_GROUP_MEMBER_ATTR_WEIGHT}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.NextHopGroupMember> WEIGHT = new AttrSpec.U32<>(SaiObject.NextHopGroupMember.class, 2, "SAI_NEXT_HOP_GROUP_MEMBER_ATTR_WEIGHT",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(1L)));

    /** {@code SAI_NEXT_HOP_GROUP_MEMBER_ATTR_CONFIGURED_ROLE}: int32, create only. */
    public static final AttrSpec.S32<SaiObject.NextHopGroupMember> CONFIGURED_ROLE = new AttrSpec.S32<>(SaiObject.NextHopGroupMember.class, 3, "SAI_NEXT_HOP_GROUP_MEMBER_ATTR_CONFIGURED_ROLE",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.NextHopGroupMemberConfiguredRole.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_NEXT_HOP_GROUP_MEMBER_CONFIGURED_ROLE_PRIMARY */);

    /** {@code SAI_NEXT_HOP_GROUP_MEMBER_ATTR_OBSERVED_ROLE}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.NextHopGroupMember> OBSERVED_ROLE = new AttrSpec.S32<>(SaiObject.NextHopGroupMember.class, 4, "SAI_NEXT_HOP_GROUP_MEMBER_ATTR_OBSERVED_ROLE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.NextHopGroupMemberObservedRole.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_GROUP_MEMBER_ATTR_MONITORED_OBJECT}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.NextHopGroupMember> MONITORED_OBJECT = new AttrSpec.Oid<>(SaiObject.NextHopGroupMember.class, 5, "SAI_NEXT_HOP_GROUP_MEMBER_ATTR_MONITORED_OBJECT",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.PORT, ObjectType.LAG, ObjectType.ROUTER_INTERFACE, ObjectType.VLAN_MEMBER, ObjectType.TUNNEL, ObjectType.BRIDGE_PORT, ObjectType.ICMP_ECHO_SESSION, ObjectType.BFD_SESSION), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_NEXT_HOP_GROUP_MEMBER_ATTR_INDEX}: uint32, create only. */
    public static final AttrSpec.U32<SaiObject.NextHopGroupMember> INDEX = new AttrSpec.U32<>(SaiObject.NextHopGroupMember.class, 6, "SAI_NEXT_HOP_GROUP_MEMBER_ATTR_INDEX",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_NEXT_HOP_GROUP_MEMBER_ATTR_SEQUENCE_ID}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.NextHopGroupMember> SEQUENCE_ID = new AttrSpec.U32<>(SaiObject.NextHopGroupMember.class, 7, "SAI_NEXT_HOP_GROUP_MEMBER_ATTR_SEQUENCE_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_NEXT_HOP_GROUP_MEMBER_ATTR_COUNTER_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.NextHopGroupMember> COUNTER_ID = new AttrSpec.Oid<>(SaiObject.NextHopGroupMember.class, 8, "SAI_NEXT_HOP_GROUP_MEMBER_ATTR_COUNTER_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_NEXT_HOP_GROUP_MEMBER_ATTR_ARS_ALTERNATE_PATH}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.NextHopGroupMember> ARS_ALTERNATE_PATH = new AttrSpec.Bool<>(SaiObject.NextHopGroupMember.class, 9, "SAI_NEXT_HOP_GROUP_MEMBER_ATTR_ARS_ALTERNATE_PATH",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            NEXT_HOP_GROUP_ID,
            NEXT_HOP_ID,
            WEIGHT,
            CONFIGURED_ROLE,
            OBSERVED_ROLE,
            MONITORED_OBJECT,
            INDEX,
            SEQUENCE_ID,
            COUNTER_ID,
            ARS_ALTERNATE_PATH);
}
