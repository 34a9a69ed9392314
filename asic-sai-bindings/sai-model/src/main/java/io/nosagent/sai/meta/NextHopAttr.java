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

/** Attributes of {@code SAI_OBJECT_TYPE_NEXT_HOP} ({@code sai_next_hop_attr_t}). */
public final class NextHopAttr {

    private NextHopAttr() {
    }

    /** {@code SAI_NEXT_HOP_ATTR_TYPE}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.NextHop> TYPE = new AttrSpec.S32<>(SaiObject.NextHop.class, 0, "SAI_NEXT_HOP_ATTR_TYPE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            SaiEnums.NextHopType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_ATTR_IP}: ip_address, mandatory on create, create only. */
    public static final AttrSpec.IpAddress<SaiObject.NextHop> IP = new AttrSpec.IpAddress<>(SaiObject.NextHop.class, 1, "SAI_NEXT_HOP_ATTR_IP",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_ATTR_ROUTER_INTERFACE_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.NextHop> ROUTER_INTERFACE_ID = new AttrSpec.Oid<>(SaiObject.NextHop.class, 2, "SAI_NEXT_HOP_ATTR_ROUTER_INTERFACE_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(ObjectType.ROUTER_INTERFACE), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_ATTR_TUNNEL_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.NextHop> TUNNEL_ID = new AttrSpec.Oid<>(SaiObject.NextHop.class, 3, "SAI_NEXT_HOP_ATTR_TUNNEL_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(ObjectType.TUNNEL), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_ATTR_TUNNEL_VNI}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.NextHop> TUNNEL_VNI = new AttrSpec.U32<>(SaiObject.NextHop.class, 4, "SAI_NEXT_HOP_ATTR_TUNNEL_VNI",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_NEXT_HOP_ATTR_TUNNEL_MAC}: mac, create and set. */
    public static final AttrSpec.Mac<SaiObject.NextHop> TUNNEL_MAC = new AttrSpec.Mac<>(SaiObject.NextHop.class, 5, "SAI_NEXT_HOP_ATTR_TUNNEL_MAC",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.FROM_ATTRIBUTE);

    /** {@code SAI_NEXT_HOP_ATTR_SRV6_SIDLIST_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.NextHop> SRV6_SIDLIST_ID = new AttrSpec.Oid<>(SaiObject.NextHop.class, 6, "SAI_NEXT_HOP_ATTR_SRV6_SIDLIST_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(ObjectType.SRV6_SIDLIST), true,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_ATTR_LABELSTACK}: uint32_list, mandatory on create, create only. */
    public static final AttrSpec.U32List<SaiObject.NextHop> LABELSTACK = new AttrSpec.U32List<>(SaiObject.NextHop.class, 7, "SAI_NEXT_HOP_ATTR_LABELSTACK",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEXT_HOP_ATTR_COUNTER_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.NextHop> COUNTER_ID = new AttrSpec.Oid<>(SaiObject.NextHop.class, 8, "SAI_NEXT_HOP_ATTR_COUNTER_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_NEXT_HOP_ATTR_DISABLE_DECREMENT_TTL}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.NextHop> DISABLE_DECREMENT_TTL = new AttrSpec.Bool<>(SaiObject.NextHop.class, 9, "SAI_NEXT_HOP_ATTR_DISABLE_DECREMENT_TTL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_NEXT_HOP_ATTR_OUTSEG_TYPE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.NextHop> OUTSEG_TYPE = new AttrSpec.S32<>(SaiObject.NextHop.class, 10, "SAI_NEXT_HOP_ATTR_OUTSEG_TYPE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.OutsegType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_OUTSEG_TYPE_SWAP */);

    /** {@code SAI_NEXT_HOP_ATTR_OUTSEG_TTL_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.NextHop> OUTSEG_TTL_MODE = new AttrSpec.S32<>(SaiObject.NextHop.class, 11, "SAI_NEXT_HOP_ATTR_OUTSEG_TTL_MODE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.OutsegTtlMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_OUTSEG_TTL_MODE_UNIFORM */);

    /** {@code SAI_NEXT_HOP_ATTR_OUTSEG_TTL_VALUE}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.NextHop> OUTSEG_TTL_VALUE = new AttrSpec.U8<>(SaiObject.NextHop.class, 12, "SAI_NEXT_HOP_ATTR_OUTSEG_TTL_VALUE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(255)));

    /** {@code SAI_NEXT_HOP_ATTR_OUTSEG_EXP_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.NextHop> OUTSEG_EXP_MODE = new AttrSpec.S32<>(SaiObject.NextHop.class, 13, "SAI_NEXT_HOP_ATTR_OUTSEG_EXP_MODE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.OutsegExpMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_OUTSEG_EXP_MODE_UNIFORM */);

    /** {@code SAI_NEXT_HOP_ATTR_OUTSEG_EXP_VALUE}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.NextHop> OUTSEG_EXP_VALUE = new AttrSpec.U8<>(SaiObject.NextHop.class, 14, "SAI_NEXT_HOP_ATTR_OUTSEG_EXP_VALUE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_NEXT_HOP_ATTR_QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.NextHop> QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP = new AttrSpec.Oid<>(SaiObject.NextHop.class, 15, "SAI_NEXT_HOP_ATTR_QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_NEXT_HOP_ATTR_DISABLE_SRC_MAC_REWRITE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.NextHop> DISABLE_SRC_MAC_REWRITE = new AttrSpec.Bool<>(SaiObject.NextHop.class, 16, "SAI_NEXT_HOP_ATTR_DISABLE_SRC_MAC_REWRITE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_NEXT_HOP_ATTR_DISABLE_DST_MAC_REWRITE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.NextHop> DISABLE_DST_MAC_REWRITE = new AttrSpec.Bool<>(SaiObject.NextHop.class, 17, "SAI_NEXT_HOP_ATTR_DISABLE_DST_MAC_REWRITE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_NEXT_HOP_ATTR_DISABLE_VLAN_REWRITE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.NextHop> DISABLE_VLAN_REWRITE = new AttrSpec.Bool<>(SaiObject.NextHop.class, 18, "SAI_NEXT_HOP_ATTR_DISABLE_VLAN_REWRITE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_NEXT_HOP_ATTR_META_DATA}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.NextHop> META_DATA = new AttrSpec.U32<>(SaiObject.NextHop.class, 19, "SAI_NEXT_HOP_ATTR_META_DATA",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            TYPE,
            IP,
            ROUTER_INTERFACE_ID,
            TUNNEL_ID,
            TUNNEL_VNI,
            TUNNEL_MAC,
            SRV6_SIDLIST_ID,
            LABELSTACK,
            COUNTER_ID,
            DISABLE_DECREMENT_TTL,
            OUTSEG_TYPE,
            OUTSEG_TTL_MODE,
            OUTSEG_TTL_VALUE,
            OUTSEG_EXP_MODE,
            OUTSEG_EXP_VALUE,
            QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP,
            DISABLE_SRC_MAC_REWRITE,
            DISABLE_DST_MAC_REWRITE,
            DISABLE_VLAN_REWRITE,
            META_DATA);
}
