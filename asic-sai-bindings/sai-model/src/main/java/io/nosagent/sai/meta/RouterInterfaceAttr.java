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

/** Attributes of {@code SAI_OBJECT_TYPE_ROUTER_INTERFACE} ({@code sai_router_interface_attr_t}). */
public final class RouterInterfaceAttr {

    private RouterInterfaceAttr() {
    }

    /** {@code SAI_ROUTER_INTERFACE_ATTR_VIRTUAL_ROUTER_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.RouterInterface> VIRTUAL_ROUTER_ID = new AttrSpec.Oid<>(SaiObject.RouterInterface.class, 0, "SAI_ROUTER_INTERFACE_ATTR_VIRTUAL_ROUTER_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.VIRTUAL_ROUTER), false,
            AttrDefault.NONE);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_TYPE}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.RouterInterface> TYPE = new AttrSpec.S32<>(SaiObject.RouterInterface.class, 1, "SAI_ROUTER_INTERFACE_ATTR_TYPE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            SaiEnums.RouterInterfaceType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_PORT_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.RouterInterface> PORT_ID = new AttrSpec.Oid<>(SaiObject.RouterInterface.class, 2, "SAI_ROUTER_INTERFACE_ATTR_PORT_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(ObjectType.PORT, ObjectType.LAG, ObjectType.SYSTEM_PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_VLAN_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.RouterInterface> VLAN_ID = new AttrSpec.Oid<>(SaiObject.RouterInterface.class, 3, "SAI_ROUTER_INTERFACE_ATTR_VLAN_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(ObjectType.VLAN), false,
            AttrDefault.NONE);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_OUTER_VLAN_ID}: uint16, mandatory on create, create only. */
    public static final AttrSpec.U16<SaiObject.RouterInterface> OUTER_VLAN_ID = new AttrSpec.U16<>(SaiObject.RouterInterface.class, 4, "SAI_ROUTER_INTERFACE_ATTR_OUTER_VLAN_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_INNER_VLAN_ID}: uint16, mandatory on create, create only. */
    public static final AttrSpec.U16<SaiObject.RouterInterface> INNER_VLAN_ID = new AttrSpec.U16<>(SaiObject.RouterInterface.class, 5, "SAI_ROUTER_INTERFACE_ATTR_INNER_VLAN_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_BRIDGE_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.RouterInterface> BRIDGE_ID = new AttrSpec.Oid<>(SaiObject.RouterInterface.class, 6, "SAI_ROUTER_INTERFACE_ATTR_BRIDGE_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(ObjectType.BRIDGE), false,
            AttrDefault.NONE);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_SRC_MAC_ADDRESS}: mac, create and set. */
    public static final AttrSpec.Mac<SaiObject.RouterInterface> SRC_MAC_ADDRESS = new AttrSpec.Mac<>(SaiObject.RouterInterface.class, 7, "SAI_ROUTER_INTERFACE_ATTR_SRC_MAC_ADDRESS",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.FROM_ATTRIBUTE);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_ADMIN_V4_STATE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.RouterInterface> ADMIN_V4_STATE = new AttrSpec.Bool<>(SaiObject.RouterInterface.class, 8, "SAI_ROUTER_INTERFACE_ATTR_ADMIN_V4_STATE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_ADMIN_V6_STATE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.RouterInterface> ADMIN_V6_STATE = new AttrSpec.Bool<>(SaiObject.RouterInterface.class, 9, "SAI_ROUTER_INTERFACE_ATTR_ADMIN_V6_STATE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_MTU}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.RouterInterface> MTU = new AttrSpec.U32<>(SaiObject.RouterInterface.class, 10, "SAI_ROUTER_INTERFACE_ATTR_MTU",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(1514L)));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_INGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.RouterInterface> INGRESS_ACL = new AttrSpec.Oid<>(SaiObject.RouterInterface.class, 11, "SAI_ROUTER_INTERFACE_ATTR_INGRESS_ACL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_EGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.RouterInterface> EGRESS_ACL = new AttrSpec.Oid<>(SaiObject.RouterInterface.class, 12, "SAI_ROUTER_INTERFACE_ATTR_EGRESS_ACL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_NEIGHBOR_MISS_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.RouterInterface> NEIGHBOR_MISS_PACKET_ACTION = new AttrSpec.S32<>(SaiObject.RouterInterface.class, 13, "SAI_ROUTER_INTERFACE_ATTR_NEIGHBOR_MISS_PACKET_ACTION",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(4)) /* SAI_PACKET_ACTION_TRAP */);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_V4_MCAST_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.RouterInterface> V4_MCAST_ENABLE = new AttrSpec.Bool<>(SaiObject.RouterInterface.class, 14, "SAI_ROUTER_INTERFACE_ATTR_V4_MCAST_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_V6_MCAST_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.RouterInterface> V6_MCAST_ENABLE = new AttrSpec.Bool<>(SaiObject.RouterInterface.class, 15, "SAI_ROUTER_INTERFACE_ATTR_V6_MCAST_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_LOOPBACK_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.RouterInterface> LOOPBACK_PACKET_ACTION = new AttrSpec.S32<>(SaiObject.RouterInterface.class, 16, "SAI_ROUTER_INTERFACE_ATTR_LOOPBACK_PACKET_ACTION",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_PACKET_ACTION_FORWARD */);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_IS_VIRTUAL}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.RouterInterface> IS_VIRTUAL = new AttrSpec.Bool<>(SaiObject.RouterInterface.class, 17, "SAI_ROUTER_INTERFACE_ATTR_IS_VIRTUAL",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_NAT_ZONE_ID}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.RouterInterface> NAT_ZONE_ID = new AttrSpec.U8<>(SaiObject.RouterInterface.class, 18, "SAI_ROUTER_INTERFACE_ATTR_NAT_ZONE_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_DISABLE_DECREMENT_TTL}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.RouterInterface> DISABLE_DECREMENT_TTL = new AttrSpec.Bool<>(SaiObject.RouterInterface.class, 19, "SAI_ROUTER_INTERFACE_ATTR_DISABLE_DECREMENT_TTL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_ADMIN_MPLS_STATE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.RouterInterface> ADMIN_MPLS_STATE = new AttrSpec.Bool<>(SaiObject.RouterInterface.class, 20, "SAI_ROUTER_INTERFACE_ATTR_ADMIN_MPLS_STATE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_STATS_COUNT_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.RouterInterface> STATS_COUNT_MODE = new AttrSpec.S32<>(SaiObject.RouterInterface.class, 21, "SAI_ROUTER_INTERFACE_ATTR_STATS_COUNT_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.StatsCountMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_STATS_COUNT_MODE_PACKET_AND_BYTE */);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_SELECTIVE_COUNTER_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.RouterInterface> SELECTIVE_COUNTER_LIST = new AttrSpec.OidList<>(SaiObject.RouterInterface.class, 22, "SAI_ROUTER_INTERFACE_ATTR_SELECTIVE_COUNTER_LIST",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_LABEL}: chardata, create and set. */
    public static final AttrSpec.CharData<SaiObject.RouterInterface> LABEL = new AttrSpec.CharData<>(SaiObject.RouterInterface.class, 23, "SAI_ROUTER_INTERFACE_ATTR_LABEL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.CharData("")));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_MY_MAC}: object_id, create only. */
    public static final AttrSpec.Oid<SaiObject.RouterInterface> MY_MAC = new AttrSpec.Oid<>(SaiObject.RouterInterface.class, 24, "SAI_ROUTER_INTERFACE_ATTR_MY_MAC",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.MY_MAC), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_QOS_DSCP_TO_TC_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.RouterInterface> QOS_DSCP_TO_TC_MAP = new AttrSpec.Oid<>(SaiObject.RouterInterface.class, 25, "SAI_ROUTER_INTERFACE_ATTR_QOS_DSCP_TO_TC_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_QOS_DSCP_TO_COLOR_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.RouterInterface> QOS_DSCP_TO_COLOR_MAP = new AttrSpec.Oid<>(SaiObject.RouterInterface.class, 26, "SAI_ROUTER_INTERFACE_ATTR_QOS_DSCP_TO_COLOR_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_QOS_DOT1P_TO_TC_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.RouterInterface> QOS_DOT1P_TO_TC_MAP = new AttrSpec.Oid<>(SaiObject.RouterInterface.class, 27, "SAI_ROUTER_INTERFACE_ATTR_QOS_DOT1P_TO_TC_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_QOS_DOT1P_TO_COLOR_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.RouterInterface> QOS_DOT1P_TO_COLOR_MAP = new AttrSpec.Oid<>(SaiObject.RouterInterface.class, 28, "SAI_ROUTER_INTERFACE_ATTR_QOS_DOT1P_TO_COLOR_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_QOS_TC_AND_COLOR_TO_DSCP_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.RouterInterface> QOS_TC_AND_COLOR_TO_DSCP_MAP = new AttrSpec.Oid<>(SaiObject.RouterInterface.class, 29, "SAI_ROUTER_INTERFACE_ATTR_QOS_TC_AND_COLOR_TO_DSCP_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_QOS_TC_AND_COLOR_TO_DOT1P_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.RouterInterface> QOS_TC_AND_COLOR_TO_DOT1P_MAP = new AttrSpec.Oid<>(SaiObject.RouterInterface.class, 30, "SAI_ROUTER_INTERFACE_ATTR_QOS_TC_AND_COLOR_TO_DOT1P_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            VIRTUAL_ROUTER_ID,
            TYPE,
            PORT_ID,
            VLAN_ID,
            OUTER_VLAN_ID,
            INNER_VLAN_ID,
            BRIDGE_ID,
            SRC_MAC_ADDRESS,
            ADMIN_V4_STATE,
            ADMIN_V6_STATE,
            MTU,
            INGRESS_ACL,
            EGRESS_ACL,
            NEIGHBOR_MISS_PACKET_ACTION,
            V4_MCAST_ENABLE,
            V6_MCAST_ENABLE,
            LOOPBACK_PACKET_ACTION,
            IS_VIRTUAL,
            NAT_ZONE_ID,
            DISABLE_DECREMENT_TTL,
            ADMIN_MPLS_STATE,
            STATS_COUNT_MODE,
            SELECTIVE_COUNTER_LIST,
            LABEL,
            MY_MAC,
            QOS_DSCP_TO_TC_MAP,
            QOS_DSCP_TO_COLOR_MAP,
            QOS_DOT1P_TO_TC_MAP,
            QOS_DOT1P_TO_COLOR_MAP,
            QOS_TC_AND_COLOR_TO_DSCP_MAP,
            QOS_TC_AND_COLOR_TO_DOT1P_MAP);
}
