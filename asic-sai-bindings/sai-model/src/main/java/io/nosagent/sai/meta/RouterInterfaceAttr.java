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

/** Attributes of {@code SAI_OBJECT_TYPE_ROUTER_INTERFACE} ({@code sai_router_interface_attr_t}). */
public final class RouterInterfaceAttr {

    private RouterInterfaceAttr() {
    }

    /** {@code SAI_ROUTER_INTERFACE_ATTR_VIRTUAL_ROUTER_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec VIRTUAL_ROUTER_ID = new AttrSpec(ObjectType.ROUTER_INTERFACE, 0, "SAI_ROUTER_INTERFACE_ATTR_VIRTUAL_ROUTER_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.VIRTUAL_ROUTER), false,
            AttrDefault.NONE);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_TYPE}: int32, mandatory on create, create only. */
    public static final AttrSpec TYPE = new AttrSpec(ObjectType.ROUTER_INTERFACE, 1, "SAI_ROUTER_INTERFACE_ATTR_TYPE",
            ValueType.INT32, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            SaiEnums.RouterInterfaceType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_PORT_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec PORT_ID = new AttrSpec(ObjectType.ROUTER_INTERFACE, 2, "SAI_ROUTER_INTERFACE_ATTR_PORT_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(ObjectType.PORT, ObjectType.LAG, ObjectType.SYSTEM_PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_VLAN_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec VLAN_ID = new AttrSpec(ObjectType.ROUTER_INTERFACE, 3, "SAI_ROUTER_INTERFACE_ATTR_VLAN_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(ObjectType.VLAN), false,
            AttrDefault.NONE);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_OUTER_VLAN_ID}: uint16, mandatory on create, create only. */
    public static final AttrSpec OUTER_VLAN_ID = new AttrSpec(ObjectType.ROUTER_INTERFACE, 4, "SAI_ROUTER_INTERFACE_ATTR_OUTER_VLAN_ID",
            ValueType.UINT16, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_INNER_VLAN_ID}: uint16, mandatory on create, create only. */
    public static final AttrSpec INNER_VLAN_ID = new AttrSpec(ObjectType.ROUTER_INTERFACE, 5, "SAI_ROUTER_INTERFACE_ATTR_INNER_VLAN_ID",
            ValueType.UINT16, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_BRIDGE_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec BRIDGE_ID = new AttrSpec(ObjectType.ROUTER_INTERFACE, 6, "SAI_ROUTER_INTERFACE_ATTR_BRIDGE_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(ObjectType.BRIDGE), false,
            AttrDefault.NONE);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_SRC_MAC_ADDRESS}: mac, create and set. */
    public static final AttrSpec SRC_MAC_ADDRESS = new AttrSpec(ObjectType.ROUTER_INTERFACE, 7, "SAI_ROUTER_INTERFACE_ATTR_SRC_MAC_ADDRESS",
            ValueType.MAC, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.FROM_ATTRIBUTE);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_ADMIN_V4_STATE}: bool, create and set. */
    public static final AttrSpec ADMIN_V4_STATE = new AttrSpec(ObjectType.ROUTER_INTERFACE, 8, "SAI_ROUTER_INTERFACE_ATTR_ADMIN_V4_STATE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_ADMIN_V6_STATE}: bool, create and set. */
    public static final AttrSpec ADMIN_V6_STATE = new AttrSpec(ObjectType.ROUTER_INTERFACE, 9, "SAI_ROUTER_INTERFACE_ATTR_ADMIN_V6_STATE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_MTU}: uint32, create and set. */
    public static final AttrSpec MTU = new AttrSpec(ObjectType.ROUTER_INTERFACE, 10, "SAI_ROUTER_INTERFACE_ATTR_MTU",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(1514L)));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_INGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec INGRESS_ACL = new AttrSpec(ObjectType.ROUTER_INTERFACE, 11, "SAI_ROUTER_INTERFACE_ATTR_INGRESS_ACL",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_EGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec EGRESS_ACL = new AttrSpec(ObjectType.ROUTER_INTERFACE, 12, "SAI_ROUTER_INTERFACE_ATTR_EGRESS_ACL",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_NEIGHBOR_MISS_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec NEIGHBOR_MISS_PACKET_ACTION = new AttrSpec(ObjectType.ROUTER_INTERFACE, 13, "SAI_ROUTER_INTERFACE_ATTR_NEIGHBOR_MISS_PACKET_ACTION",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(4)) /* SAI_PACKET_ACTION_TRAP */);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_V4_MCAST_ENABLE}: bool, create and set. */
    public static final AttrSpec V4_MCAST_ENABLE = new AttrSpec(ObjectType.ROUTER_INTERFACE, 14, "SAI_ROUTER_INTERFACE_ATTR_V4_MCAST_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_V6_MCAST_ENABLE}: bool, create and set. */
    public static final AttrSpec V6_MCAST_ENABLE = new AttrSpec(ObjectType.ROUTER_INTERFACE, 15, "SAI_ROUTER_INTERFACE_ATTR_V6_MCAST_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_LOOPBACK_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec LOOPBACK_PACKET_ACTION = new AttrSpec(ObjectType.ROUTER_INTERFACE, 16, "SAI_ROUTER_INTERFACE_ATTR_LOOPBACK_PACKET_ACTION",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_PACKET_ACTION_FORWARD */);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_IS_VIRTUAL}: bool, create only. */
    public static final AttrSpec IS_VIRTUAL = new AttrSpec(ObjectType.ROUTER_INTERFACE, 17, "SAI_ROUTER_INTERFACE_ATTR_IS_VIRTUAL",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_NAT_ZONE_ID}: uint8, create and set. */
    public static final AttrSpec NAT_ZONE_ID = new AttrSpec(ObjectType.ROUTER_INTERFACE, 18, "SAI_ROUTER_INTERFACE_ATTR_NAT_ZONE_ID",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_DISABLE_DECREMENT_TTL}: bool, create and set. */
    public static final AttrSpec DISABLE_DECREMENT_TTL = new AttrSpec(ObjectType.ROUTER_INTERFACE, 19, "SAI_ROUTER_INTERFACE_ATTR_DISABLE_DECREMENT_TTL",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_ADMIN_MPLS_STATE}: bool, create and set. */
    public static final AttrSpec ADMIN_MPLS_STATE = new AttrSpec(ObjectType.ROUTER_INTERFACE, 20, "SAI_ROUTER_INTERFACE_ATTR_ADMIN_MPLS_STATE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_STATS_COUNT_MODE}: int32, create and set. */
    public static final AttrSpec STATS_COUNT_MODE = new AttrSpec(ObjectType.ROUTER_INTERFACE, 21, "SAI_ROUTER_INTERFACE_ATTR_STATS_COUNT_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.StatsCountMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_STATS_COUNT_MODE_PACKET_AND_BYTE */);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_SELECTIVE_COUNTER_LIST}: object_list, create and set. */
    public static final AttrSpec SELECTIVE_COUNTER_LIST = new AttrSpec(ObjectType.ROUTER_INTERFACE, 22, "SAI_ROUTER_INTERFACE_ATTR_SELECTIVE_COUNTER_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_ROUTER_INTERFACE_ATTR_LABEL}: chardata, create and set. */
    public static final AttrSpec LABEL = new AttrSpec(ObjectType.ROUTER_INTERFACE, 23, "SAI_ROUTER_INTERFACE_ATTR_LABEL",
            ValueType.CHARDATA, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.CharData("")));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_MY_MAC}: object_id, create only. */
    public static final AttrSpec MY_MAC = new AttrSpec(ObjectType.ROUTER_INTERFACE, 24, "SAI_ROUTER_INTERFACE_ATTR_MY_MAC",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.MY_MAC), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_QOS_DSCP_TO_TC_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_DSCP_TO_TC_MAP = new AttrSpec(ObjectType.ROUTER_INTERFACE, 25, "SAI_ROUTER_INTERFACE_ATTR_QOS_DSCP_TO_TC_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_QOS_DSCP_TO_COLOR_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_DSCP_TO_COLOR_MAP = new AttrSpec(ObjectType.ROUTER_INTERFACE, 26, "SAI_ROUTER_INTERFACE_ATTR_QOS_DSCP_TO_COLOR_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_QOS_DOT1P_TO_TC_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_DOT1P_TO_TC_MAP = new AttrSpec(ObjectType.ROUTER_INTERFACE, 27, "SAI_ROUTER_INTERFACE_ATTR_QOS_DOT1P_TO_TC_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_QOS_DOT1P_TO_COLOR_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_DOT1P_TO_COLOR_MAP = new AttrSpec(ObjectType.ROUTER_INTERFACE, 28, "SAI_ROUTER_INTERFACE_ATTR_QOS_DOT1P_TO_COLOR_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_QOS_TC_AND_COLOR_TO_DSCP_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_TC_AND_COLOR_TO_DSCP_MAP = new AttrSpec(ObjectType.ROUTER_INTERFACE, 29, "SAI_ROUTER_INTERFACE_ATTR_QOS_TC_AND_COLOR_TO_DSCP_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTER_INTERFACE_ATTR_QOS_TC_AND_COLOR_TO_DOT1P_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_TC_AND_COLOR_TO_DOT1P_MAP = new AttrSpec(ObjectType.ROUTER_INTERFACE, 30, "SAI_ROUTER_INTERFACE_ATTR_QOS_TC_AND_COLOR_TO_DOT1P_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
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
