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

/** Attributes of {@code SAI_OBJECT_TYPE_SWITCH} ({@code sai_switch_attr_t}). */
public final class SwitchAttr {

    private SwitchAttr() {
    }

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_ACTIVE_PORTS}: uint32, read only. */
    public static final AttrSpec NUMBER_OF_ACTIVE_PORTS = new AttrSpec(ObjectType.SWITCH, 0, "SAI_SWITCH_ATTR_NUMBER_OF_ACTIVE_PORTS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_NUMBER_OF_SUPPORTED_PORTS}: uint32, read only. */
    public static final AttrSpec MAX_NUMBER_OF_SUPPORTED_PORTS = new AttrSpec(ObjectType.SWITCH, 1, "SAI_SWITCH_ATTR_MAX_NUMBER_OF_SUPPORTED_PORTS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PORT_LIST}: object_list, read only. */
    public static final AttrSpec PORT_LIST = new AttrSpec(ObjectType.SWITCH, 2, "SAI_SWITCH_ATTR_PORT_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_PORT_MAX_MTU}: uint32, read only. */
    public static final AttrSpec PORT_MAX_MTU = new AttrSpec(ObjectType.SWITCH, 3, "SAI_SWITCH_ATTR_PORT_MAX_MTU",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_CPU_PORT}: object_id, read only. */
    public static final AttrSpec CPU_PORT = new AttrSpec(ObjectType.SWITCH, 4, "SAI_SWITCH_ATTR_CPU_PORT",
            ValueType.OBJECT_ID, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_MAX_VIRTUAL_ROUTERS}: uint32, read only. */
    public static final AttrSpec MAX_VIRTUAL_ROUTERS = new AttrSpec(ObjectType.SWITCH, 5, "SAI_SWITCH_ATTR_MAX_VIRTUAL_ROUTERS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FDB_TABLE_SIZE}: uint32, read only. */
    public static final AttrSpec FDB_TABLE_SIZE = new AttrSpec(ObjectType.SWITCH, 6, "SAI_SWITCH_ATTR_FDB_TABLE_SIZE",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_L3_NEIGHBOR_TABLE_SIZE}: uint32, read only. */
    public static final AttrSpec L3_NEIGHBOR_TABLE_SIZE = new AttrSpec(ObjectType.SWITCH, 7, "SAI_SWITCH_ATTR_L3_NEIGHBOR_TABLE_SIZE",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_L3_ROUTE_TABLE_SIZE}: uint32, read only. */
    public static final AttrSpec L3_ROUTE_TABLE_SIZE = new AttrSpec(ObjectType.SWITCH, 8, "SAI_SWITCH_ATTR_L3_ROUTE_TABLE_SIZE",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_LAG_MEMBERS}: uint32, read only. */
    public static final AttrSpec LAG_MEMBERS = new AttrSpec(ObjectType.SWITCH, 9, "SAI_SWITCH_ATTR_LAG_MEMBERS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_LAGS}: uint32, read only. */
    public static final AttrSpec NUMBER_OF_LAGS = new AttrSpec(ObjectType.SWITCH, 10, "SAI_SWITCH_ATTR_NUMBER_OF_LAGS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ECMP_MEMBERS}: uint32, read only. */
    public static final AttrSpec ECMP_MEMBERS = new AttrSpec(ObjectType.SWITCH, 11, "SAI_SWITCH_ATTR_ECMP_MEMBERS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_ECMP_GROUPS}: uint32, read only. */
    public static final AttrSpec NUMBER_OF_ECMP_GROUPS = new AttrSpec(ObjectType.SWITCH, 12, "SAI_SWITCH_ATTR_NUMBER_OF_ECMP_GROUPS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_UNICAST_QUEUES}: uint32, read only. */
    public static final AttrSpec NUMBER_OF_UNICAST_QUEUES = new AttrSpec(ObjectType.SWITCH, 13, "SAI_SWITCH_ATTR_NUMBER_OF_UNICAST_QUEUES",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_MULTICAST_QUEUES}: uint32, read only. */
    public static final AttrSpec NUMBER_OF_MULTICAST_QUEUES = new AttrSpec(ObjectType.SWITCH, 14, "SAI_SWITCH_ATTR_NUMBER_OF_MULTICAST_QUEUES",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_QUEUES}: uint32, read only. */
    public static final AttrSpec NUMBER_OF_QUEUES = new AttrSpec(ObjectType.SWITCH, 15, "SAI_SWITCH_ATTR_NUMBER_OF_QUEUES",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_CPU_QUEUES}: uint32, read only. */
    public static final AttrSpec NUMBER_OF_CPU_QUEUES = new AttrSpec(ObjectType.SWITCH, 16, "SAI_SWITCH_ATTR_NUMBER_OF_CPU_QUEUES",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ON_LINK_ROUTE_SUPPORTED}: bool, read only. */
    public static final AttrSpec ON_LINK_ROUTE_SUPPORTED = new AttrSpec(ObjectType.SWITCH, 17, "SAI_SWITCH_ATTR_ON_LINK_ROUTE_SUPPORTED",
            ValueType.BOOL, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_OPER_STATUS}: int32, read only. */
    public static final AttrSpec OPER_STATUS = new AttrSpec(ObjectType.SWITCH, 18, "SAI_SWITCH_ATTR_OPER_STATUS",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.SwitchOperStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_NUMBER_OF_TEMP_SENSORS}: uint8, read only. */
    public static final AttrSpec MAX_NUMBER_OF_TEMP_SENSORS = new AttrSpec(ObjectType.SWITCH, 19, "SAI_SWITCH_ATTR_MAX_NUMBER_OF_TEMP_SENSORS",
            ValueType.UINT8, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_TEMP_LIST}: int32_list, read only. */
    public static final AttrSpec TEMP_LIST = new AttrSpec(ObjectType.SWITCH, 20, "SAI_SWITCH_ATTR_TEMP_LIST",
            ValueType.INT32_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_TEMP}: int32, read only. */
    public static final AttrSpec MAX_TEMP = new AttrSpec(ObjectType.SWITCH, 21, "SAI_SWITCH_ATTR_MAX_TEMP",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVERAGE_TEMP}: int32, read only. */
    public static final AttrSpec AVERAGE_TEMP = new AttrSpec(ObjectType.SWITCH, 22, "SAI_SWITCH_ATTR_AVERAGE_TEMP",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_TABLE_MINIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec ACL_TABLE_MINIMUM_PRIORITY = new AttrSpec(ObjectType.SWITCH, 23, "SAI_SWITCH_ATTR_ACL_TABLE_MINIMUM_PRIORITY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_TABLE_MAXIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec ACL_TABLE_MAXIMUM_PRIORITY = new AttrSpec(ObjectType.SWITCH, 24, "SAI_SWITCH_ATTR_ACL_TABLE_MAXIMUM_PRIORITY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_ENTRY_MINIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec ACL_ENTRY_MINIMUM_PRIORITY = new AttrSpec(ObjectType.SWITCH, 25, "SAI_SWITCH_ATTR_ACL_ENTRY_MINIMUM_PRIORITY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_ENTRY_MAXIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec ACL_ENTRY_MAXIMUM_PRIORITY = new AttrSpec(ObjectType.SWITCH, 26, "SAI_SWITCH_ATTR_ACL_ENTRY_MAXIMUM_PRIORITY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_TABLE_GROUP_MINIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec ACL_TABLE_GROUP_MINIMUM_PRIORITY = new AttrSpec(ObjectType.SWITCH, 27, "SAI_SWITCH_ATTR_ACL_TABLE_GROUP_MINIMUM_PRIORITY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_TABLE_GROUP_MAXIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec ACL_TABLE_GROUP_MAXIMUM_PRIORITY = new AttrSpec(ObjectType.SWITCH, 28, "SAI_SWITCH_ATTR_ACL_TABLE_GROUP_MAXIMUM_PRIORITY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FDB_DST_USER_META_DATA_RANGE}: uint32_range, read only. */
    public static final AttrSpec FDB_DST_USER_META_DATA_RANGE = new AttrSpec(ObjectType.SWITCH, 29, "SAI_SWITCH_ATTR_FDB_DST_USER_META_DATA_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ROUTE_DST_USER_META_DATA_RANGE}: uint32_range, read only. */
    public static final AttrSpec ROUTE_DST_USER_META_DATA_RANGE = new AttrSpec(ObjectType.SWITCH, 30, "SAI_SWITCH_ATTR_ROUTE_DST_USER_META_DATA_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NEIGHBOR_DST_USER_META_DATA_RANGE}: uint32_range, read only. */
    public static final AttrSpec NEIGHBOR_DST_USER_META_DATA_RANGE = new AttrSpec(ObjectType.SWITCH, 31, "SAI_SWITCH_ATTR_NEIGHBOR_DST_USER_META_DATA_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PORT_USER_META_DATA_RANGE}: uint32_range, read only. */
    public static final AttrSpec PORT_USER_META_DATA_RANGE = new AttrSpec(ObjectType.SWITCH, 32, "SAI_SWITCH_ATTR_PORT_USER_META_DATA_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_VLAN_USER_META_DATA_RANGE}: uint32_range, read only. */
    public static final AttrSpec VLAN_USER_META_DATA_RANGE = new AttrSpec(ObjectType.SWITCH, 33, "SAI_SWITCH_ATTR_VLAN_USER_META_DATA_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_USER_META_DATA_RANGE}: uint32_range, read only. */
    public static final AttrSpec ACL_USER_META_DATA_RANGE = new AttrSpec(ObjectType.SWITCH, 34, "SAI_SWITCH_ATTR_ACL_USER_META_DATA_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_USER_TRAP_ID_RANGE}: uint32_range, read only. */
    public static final AttrSpec ACL_USER_TRAP_ID_RANGE = new AttrSpec(ObjectType.SWITCH, 35, "SAI_SWITCH_ATTR_ACL_USER_TRAP_ID_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_DEFAULT_VLAN_ID}: object_id, read only. */
    public static final AttrSpec DEFAULT_VLAN_ID = new AttrSpec(ObjectType.SWITCH, 36, "SAI_SWITCH_ATTR_DEFAULT_VLAN_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.VLAN), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_DEFAULT_STP_INST_ID}: object_id, read only. */
    public static final AttrSpec DEFAULT_STP_INST_ID = new AttrSpec(ObjectType.SWITCH, 37, "SAI_SWITCH_ATTR_DEFAULT_STP_INST_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.STP), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_MAX_STP_INSTANCE}: uint32, read only. */
    public static final AttrSpec MAX_STP_INSTANCE = new AttrSpec(ObjectType.SWITCH, 38, "SAI_SWITCH_ATTR_MAX_STP_INSTANCE",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_DEFAULT_VIRTUAL_ROUTER_ID}: object_id, read only. */
    public static final AttrSpec DEFAULT_VIRTUAL_ROUTER_ID = new AttrSpec(ObjectType.SWITCH, 39, "SAI_SWITCH_ATTR_DEFAULT_VIRTUAL_ROUTER_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.VIRTUAL_ROUTER), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_DEFAULT_OVERRIDE_VIRTUAL_ROUTER_ID}: object_id, read only. */
    public static final AttrSpec DEFAULT_OVERRIDE_VIRTUAL_ROUTER_ID = new AttrSpec(ObjectType.SWITCH, 40, "SAI_SWITCH_ATTR_DEFAULT_OVERRIDE_VIRTUAL_ROUTER_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.VIRTUAL_ROUTER), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_DEFAULT_1Q_BRIDGE_ID}: object_id, read only. */
    public static final AttrSpec DEFAULT_1Q_BRIDGE_ID = new AttrSpec(ObjectType.SWITCH, 41, "SAI_SWITCH_ATTR_DEFAULT_1Q_BRIDGE_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.BRIDGE), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_INGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec INGRESS_ACL = new AttrSpec(ObjectType.SWITCH, 42, "SAI_SWITCH_ATTR_INGRESS_ACL",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_EGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec EGRESS_ACL = new AttrSpec(ObjectType.SWITCH, 43, "SAI_SWITCH_ATTR_EGRESS_ACL",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_MAX_NUMBER_OF_TRAFFIC_CLASSES}: uint8, read only. */
    public static final AttrSpec QOS_MAX_NUMBER_OF_TRAFFIC_CLASSES = new AttrSpec(ObjectType.SWITCH, 44, "SAI_SWITCH_ATTR_QOS_MAX_NUMBER_OF_TRAFFIC_CLASSES",
            ValueType.UINT8, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_QOS_MAX_NUMBER_OF_SCHEDULER_GROUP_HIERARCHY_LEVELS}: uint32, read only. */
    public static final AttrSpec QOS_MAX_NUMBER_OF_SCHEDULER_GROUP_HIERARCHY_LEVELS = new AttrSpec(ObjectType.SWITCH, 45, "SAI_SWITCH_ATTR_QOS_MAX_NUMBER_OF_SCHEDULER_GROUP_HIERARCHY_LEVELS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_QOS_MAX_NUMBER_OF_SCHEDULER_GROUPS_PER_HIERARCHY_LEVEL}: uint32_list, read only. */
    public static final AttrSpec QOS_MAX_NUMBER_OF_SCHEDULER_GROUPS_PER_HIERARCHY_LEVEL = new AttrSpec(ObjectType.SWITCH, 46, "SAI_SWITCH_ATTR_QOS_MAX_NUMBER_OF_SCHEDULER_GROUPS_PER_HIERARCHY_LEVEL",
            ValueType.UINT32_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_QOS_MAX_NUMBER_OF_CHILDS_PER_SCHEDULER_GROUP}: uint32, read only. */
    public static final AttrSpec QOS_MAX_NUMBER_OF_CHILDS_PER_SCHEDULER_GROUP = new AttrSpec(ObjectType.SWITCH, 47, "SAI_SWITCH_ATTR_QOS_MAX_NUMBER_OF_CHILDS_PER_SCHEDULER_GROUP",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_TOTAL_BUFFER_SIZE}: uint64, read only. */
    public static final AttrSpec TOTAL_BUFFER_SIZE = new AttrSpec(ObjectType.SWITCH, 48, "SAI_SWITCH_ATTR_TOTAL_BUFFER_SIZE",
            ValueType.UINT64, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_INGRESS_BUFFER_POOL_NUM}: uint32, read only. */
    public static final AttrSpec INGRESS_BUFFER_POOL_NUM = new AttrSpec(ObjectType.SWITCH, 49, "SAI_SWITCH_ATTR_INGRESS_BUFFER_POOL_NUM",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_EGRESS_BUFFER_POOL_NUM}: uint32, read only. */
    public static final AttrSpec EGRESS_BUFFER_POOL_NUM = new AttrSpec(ObjectType.SWITCH, 50, "SAI_SWITCH_ATTR_EGRESS_BUFFER_POOL_NUM",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_IPV4_ROUTE_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_IPV4_ROUTE_ENTRY = new AttrSpec(ObjectType.SWITCH, 51, "SAI_SWITCH_ATTR_AVAILABLE_IPV4_ROUTE_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_IPV6_ROUTE_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_IPV6_ROUTE_ENTRY = new AttrSpec(ObjectType.SWITCH, 52, "SAI_SWITCH_ATTR_AVAILABLE_IPV6_ROUTE_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_IPV4_NEXTHOP_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_IPV4_NEXTHOP_ENTRY = new AttrSpec(ObjectType.SWITCH, 53, "SAI_SWITCH_ATTR_AVAILABLE_IPV4_NEXTHOP_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_IPV6_NEXTHOP_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_IPV6_NEXTHOP_ENTRY = new AttrSpec(ObjectType.SWITCH, 54, "SAI_SWITCH_ATTR_AVAILABLE_IPV6_NEXTHOP_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_IPV4_NEIGHBOR_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_IPV4_NEIGHBOR_ENTRY = new AttrSpec(ObjectType.SWITCH, 55, "SAI_SWITCH_ATTR_AVAILABLE_IPV4_NEIGHBOR_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_IPV6_NEIGHBOR_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_IPV6_NEIGHBOR_ENTRY = new AttrSpec(ObjectType.SWITCH, 56, "SAI_SWITCH_ATTR_AVAILABLE_IPV6_NEIGHBOR_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_NEXT_HOP_GROUP_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_NEXT_HOP_GROUP_ENTRY = new AttrSpec(ObjectType.SWITCH, 57, "SAI_SWITCH_ATTR_AVAILABLE_NEXT_HOP_GROUP_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_NEXT_HOP_GROUP_MEMBER_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_NEXT_HOP_GROUP_MEMBER_ENTRY = new AttrSpec(ObjectType.SWITCH, 58, "SAI_SWITCH_ATTR_AVAILABLE_NEXT_HOP_GROUP_MEMBER_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_FDB_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_FDB_ENTRY = new AttrSpec(ObjectType.SWITCH, 59, "SAI_SWITCH_ATTR_AVAILABLE_FDB_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_L2MC_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_L2MC_ENTRY = new AttrSpec(ObjectType.SWITCH, 60, "SAI_SWITCH_ATTR_AVAILABLE_L2MC_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_IPMC_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_IPMC_ENTRY = new AttrSpec(ObjectType.SWITCH, 61, "SAI_SWITCH_ATTR_AVAILABLE_IPMC_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_SNAT_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_SNAT_ENTRY = new AttrSpec(ObjectType.SWITCH, 62, "SAI_SWITCH_ATTR_AVAILABLE_SNAT_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_DNAT_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_DNAT_ENTRY = new AttrSpec(ObjectType.SWITCH, 63, "SAI_SWITCH_ATTR_AVAILABLE_DNAT_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_DOUBLE_NAT_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_DOUBLE_NAT_ENTRY = new AttrSpec(ObjectType.SWITCH, 64, "SAI_SWITCH_ATTR_AVAILABLE_DOUBLE_NAT_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_ACL_TABLE}: acl_resource_list, read only. */
    public static final AttrSpec AVAILABLE_ACL_TABLE = new AttrSpec(ObjectType.SWITCH, 65, "SAI_SWITCH_ATTR_AVAILABLE_ACL_TABLE",
            ValueType.ACL_RESOURCE_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_ACL_TABLE_GROUP}: acl_resource_list, read only. */
    public static final AttrSpec AVAILABLE_ACL_TABLE_GROUP = new AttrSpec(ObjectType.SWITCH, 66, "SAI_SWITCH_ATTR_AVAILABLE_ACL_TABLE_GROUP",
            ValueType.ACL_RESOURCE_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_MY_SID_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_MY_SID_ENTRY = new AttrSpec(ObjectType.SWITCH, 67, "SAI_SWITCH_ATTR_AVAILABLE_MY_SID_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_DEFAULT_TRAP_GROUP}: object_id, read only. */
    public static final AttrSpec DEFAULT_TRAP_GROUP = new AttrSpec(ObjectType.SWITCH, 68, "SAI_SWITCH_ATTR_DEFAULT_TRAP_GROUP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.HOSTIF_TRAP_GROUP), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_ECMP_HASH}: object_id, read only. */
    public static final AttrSpec ECMP_HASH = new AttrSpec(ObjectType.SWITCH, 69, "SAI_SWITCH_ATTR_ECMP_HASH",
            ValueType.OBJECT_ID, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.HASH), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_LAG_HASH}: object_id, read only. */
    public static final AttrSpec LAG_HASH = new AttrSpec(ObjectType.SWITCH, 70, "SAI_SWITCH_ATTR_LAG_HASH",
            ValueType.OBJECT_ID, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.HASH), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_RESTART_WARM}: bool, create and set. */
    public static final AttrSpec RESTART_WARM = new AttrSpec(ObjectType.SWITCH, 71, "SAI_SWITCH_ATTR_RESTART_WARM",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_WARM_RECOVER}: bool, create and set. */
    public static final AttrSpec WARM_RECOVER = new AttrSpec(ObjectType.SWITCH, 72, "SAI_SWITCH_ATTR_WARM_RECOVER",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_RESTART_TYPE}: int32, read only. */
    public static final AttrSpec RESTART_TYPE = new AttrSpec(ObjectType.SWITCH, 73, "SAI_SWITCH_ATTR_RESTART_TYPE",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.SwitchRestartType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MIN_PLANNED_RESTART_INTERVAL}: uint32, read only. */
    public static final AttrSpec MIN_PLANNED_RESTART_INTERVAL = new AttrSpec(ObjectType.SWITCH, 74, "SAI_SWITCH_ATTR_MIN_PLANNED_RESTART_INTERVAL",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NV_STORAGE_SIZE}: uint64, read only. */
    public static final AttrSpec NV_STORAGE_SIZE = new AttrSpec(ObjectType.SWITCH, 75, "SAI_SWITCH_ATTR_NV_STORAGE_SIZE",
            ValueType.UINT64, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_ACL_ACTION_COUNT}: uint32, read only. */
    public static final AttrSpec MAX_ACL_ACTION_COUNT = new AttrSpec(ObjectType.SWITCH, 76, "SAI_SWITCH_ATTR_MAX_ACL_ACTION_COUNT",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_ACL_RANGE_COUNT}: uint32, read only. */
    public static final AttrSpec MAX_ACL_RANGE_COUNT = new AttrSpec(ObjectType.SWITCH, 77, "SAI_SWITCH_ATTR_MAX_ACL_RANGE_COUNT",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_CAPABILITY}: acl_capability, read only. */
    public static final AttrSpec ACL_CAPABILITY = new AttrSpec(ObjectType.SWITCH, 78, "SAI_SWITCH_ATTR_ACL_CAPABILITY",
            ValueType.ACL_CAPABILITY, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MCAST_SNOOPING_CAPABILITY}: int32, read only. */
    public static final AttrSpec MCAST_SNOOPING_CAPABILITY = new AttrSpec(ObjectType.SWITCH, 79, "SAI_SWITCH_ATTR_MCAST_SNOOPING_CAPABILITY",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.SwitchMcastSnoopingCapability.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SWITCHING_MODE}: int32, create and set. */
    public static final AttrSpec SWITCHING_MODE = new AttrSpec(ObjectType.SWITCH, 80, "SAI_SWITCH_ATTR_SWITCHING_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.SwitchSwitchingMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_SWITCH_SWITCHING_MODE_STORE_AND_FORWARD */);

    /** {@code SAI_SWITCH_ATTR_BCAST_CPU_FLOOD_ENABLE}: bool, create and set. */
    public static final AttrSpec BCAST_CPU_FLOOD_ENABLE = new AttrSpec(ObjectType.SWITCH, 81, "SAI_SWITCH_ATTR_BCAST_CPU_FLOOD_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_MCAST_CPU_FLOOD_ENABLE}: bool, create and set. */
    public static final AttrSpec MCAST_CPU_FLOOD_ENABLE = new AttrSpec(ObjectType.SWITCH, 82, "SAI_SWITCH_ATTR_MCAST_CPU_FLOOD_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_SRC_MAC_ADDRESS}: mac, create and set. */
    public static final AttrSpec SRC_MAC_ADDRESS = new AttrSpec(ObjectType.SWITCH, 83, "SAI_SWITCH_ATTR_SRC_MAC_ADDRESS",
            ValueType.MAC, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.VENDOR_SPECIFIC);

    /** {@code SAI_SWITCH_ATTR_MAX_LEARNED_ADDRESSES}: uint32, create and set. */
    public static final AttrSpec MAX_LEARNED_ADDRESSES = new AttrSpec(ObjectType.SWITCH, 84, "SAI_SWITCH_ATTR_MAX_LEARNED_ADDRESSES",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_SWITCH_ATTR_FDB_AGING_TIME}: uint32, create and set. */
    public static final AttrSpec FDB_AGING_TIME = new AttrSpec(ObjectType.SWITCH, 85, "SAI_SWITCH_ATTR_FDB_AGING_TIME",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_SWITCH_ATTR_FDB_UNICAST_MISS_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec FDB_UNICAST_MISS_PACKET_ACTION = new AttrSpec(ObjectType.SWITCH, 86, "SAI_SWITCH_ATTR_FDB_UNICAST_MISS_PACKET_ACTION",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_PACKET_ACTION_FORWARD */);

    /** {@code SAI_SWITCH_ATTR_FDB_BROADCAST_MISS_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec FDB_BROADCAST_MISS_PACKET_ACTION = new AttrSpec(ObjectType.SWITCH, 87, "SAI_SWITCH_ATTR_FDB_BROADCAST_MISS_PACKET_ACTION",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_PACKET_ACTION_FORWARD */);

    /** {@code SAI_SWITCH_ATTR_FDB_MULTICAST_MISS_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec FDB_MULTICAST_MISS_PACKET_ACTION = new AttrSpec(ObjectType.SWITCH, 88, "SAI_SWITCH_ATTR_FDB_MULTICAST_MISS_PACKET_ACTION",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_PACKET_ACTION_FORWARD */);

    /** {@code SAI_SWITCH_ATTR_ECMP_DEFAULT_HASH_ALGORITHM}: int32, create and set. */
    public static final AttrSpec ECMP_DEFAULT_HASH_ALGORITHM = new AttrSpec(ObjectType.SWITCH, 89, "SAI_SWITCH_ATTR_ECMP_DEFAULT_HASH_ALGORITHM",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.HashAlgorithm.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_HASH_ALGORITHM_CRC */);

    /** {@code SAI_SWITCH_ATTR_ECMP_DEFAULT_HASH_SEED}: uint32, create and set. */
    public static final AttrSpec ECMP_DEFAULT_HASH_SEED = new AttrSpec(ObjectType.SWITCH, 90, "SAI_SWITCH_ATTR_ECMP_DEFAULT_HASH_SEED",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_SWITCH_ATTR_ECMP_DEFAULT_HASH_OFFSET}: uint8, create and set. */
    public static final AttrSpec ECMP_DEFAULT_HASH_OFFSET = new AttrSpec(ObjectType.SWITCH, 91, "SAI_SWITCH_ATTR_ECMP_DEFAULT_HASH_OFFSET",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_SWITCH_ATTR_ECMP_DEFAULT_SYMMETRIC_HASH}: bool, create and set. */
    public static final AttrSpec ECMP_DEFAULT_SYMMETRIC_HASH = new AttrSpec(ObjectType.SWITCH, 92, "SAI_SWITCH_ATTR_ECMP_DEFAULT_SYMMETRIC_HASH",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_ECMP_HASH_IPV4}: object_id, create and set. */
    public static final AttrSpec ECMP_HASH_IPV4 = new AttrSpec(ObjectType.SWITCH, 93, "SAI_SWITCH_ATTR_ECMP_HASH_IPV4",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_ECMP_HASH_IPV4_IN_IPV4}: object_id, create and set. */
    public static final AttrSpec ECMP_HASH_IPV4_IN_IPV4 = new AttrSpec(ObjectType.SWITCH, 94, "SAI_SWITCH_ATTR_ECMP_HASH_IPV4_IN_IPV4",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_ECMP_HASH_IPV6}: object_id, create and set. */
    public static final AttrSpec ECMP_HASH_IPV6 = new AttrSpec(ObjectType.SWITCH, 95, "SAI_SWITCH_ATTR_ECMP_HASH_IPV6",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_LAG_DEFAULT_HASH_ALGORITHM}: int32, create and set. */
    public static final AttrSpec LAG_DEFAULT_HASH_ALGORITHM = new AttrSpec(ObjectType.SWITCH, 96, "SAI_SWITCH_ATTR_LAG_DEFAULT_HASH_ALGORITHM",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.HashAlgorithm.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_HASH_ALGORITHM_CRC */);

    /** {@code SAI_SWITCH_ATTR_LAG_DEFAULT_HASH_SEED}: uint32, create and set. */
    public static final AttrSpec LAG_DEFAULT_HASH_SEED = new AttrSpec(ObjectType.SWITCH, 97, "SAI_SWITCH_ATTR_LAG_DEFAULT_HASH_SEED",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_SWITCH_ATTR_LAG_DEFAULT_HASH_OFFSET}: uint8, create and set. */
    public static final AttrSpec LAG_DEFAULT_HASH_OFFSET = new AttrSpec(ObjectType.SWITCH, 98, "SAI_SWITCH_ATTR_LAG_DEFAULT_HASH_OFFSET",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_SWITCH_ATTR_LAG_DEFAULT_SYMMETRIC_HASH}: bool, create and set. */
    public static final AttrSpec LAG_DEFAULT_SYMMETRIC_HASH = new AttrSpec(ObjectType.SWITCH, 99, "SAI_SWITCH_ATTR_LAG_DEFAULT_SYMMETRIC_HASH",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_LAG_HASH_IPV4}: object_id, create and set. */
    public static final AttrSpec LAG_HASH_IPV4 = new AttrSpec(ObjectType.SWITCH, 100, "SAI_SWITCH_ATTR_LAG_HASH_IPV4",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_LAG_HASH_IPV4_IN_IPV4}: object_id, create and set. */
    public static final AttrSpec LAG_HASH_IPV4_IN_IPV4 = new AttrSpec(ObjectType.SWITCH, 101, "SAI_SWITCH_ATTR_LAG_HASH_IPV4_IN_IPV4",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_LAG_HASH_IPV6}: object_id, create and set. */
    public static final AttrSpec LAG_HASH_IPV6 = new AttrSpec(ObjectType.SWITCH, 102, "SAI_SWITCH_ATTR_LAG_HASH_IPV6",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_COUNTER_REFRESH_INTERVAL}: uint32, create and set. */
    public static final AttrSpec COUNTER_REFRESH_INTERVAL = new AttrSpec(ObjectType.SWITCH, 103, "SAI_SWITCH_ATTR_COUNTER_REFRESH_INTERVAL",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(1L)));

    /** {@code SAI_SWITCH_ATTR_QOS_DEFAULT_TC}: uint8, create and set. */
    public static final AttrSpec QOS_DEFAULT_TC = new AttrSpec(ObjectType.SWITCH, 104, "SAI_SWITCH_ATTR_QOS_DEFAULT_TC",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_SWITCH_ATTR_QOS_DOT1P_TO_TC_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_DOT1P_TO_TC_MAP = new AttrSpec(ObjectType.SWITCH, 105, "SAI_SWITCH_ATTR_QOS_DOT1P_TO_TC_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_DOT1P_TO_COLOR_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_DOT1P_TO_COLOR_MAP = new AttrSpec(ObjectType.SWITCH, 106, "SAI_SWITCH_ATTR_QOS_DOT1P_TO_COLOR_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_DSCP_TO_TC_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_DSCP_TO_TC_MAP = new AttrSpec(ObjectType.SWITCH, 107, "SAI_SWITCH_ATTR_QOS_DSCP_TO_TC_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_DSCP_TO_COLOR_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_DSCP_TO_COLOR_MAP = new AttrSpec(ObjectType.SWITCH, 108, "SAI_SWITCH_ATTR_QOS_DSCP_TO_COLOR_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_TC_TO_QUEUE_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_TC_TO_QUEUE_MAP = new AttrSpec(ObjectType.SWITCH, 109, "SAI_SWITCH_ATTR_QOS_TC_TO_QUEUE_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_TC_AND_COLOR_TO_DOT1P_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_TC_AND_COLOR_TO_DOT1P_MAP = new AttrSpec(ObjectType.SWITCH, 110, "SAI_SWITCH_ATTR_QOS_TC_AND_COLOR_TO_DOT1P_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_TC_AND_COLOR_TO_DSCP_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_TC_AND_COLOR_TO_DSCP_MAP = new AttrSpec(ObjectType.SWITCH, 111, "SAI_SWITCH_ATTR_QOS_TC_AND_COLOR_TO_DSCP_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_SWITCH_SHELL_ENABLE}: bool, create and set. */
    public static final AttrSpec SWITCH_SHELL_ENABLE = new AttrSpec(ObjectType.SWITCH, 112, "SAI_SWITCH_ATTR_SWITCH_SHELL_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_SWITCH_PROFILE_ID}: uint32, create only. */
    public static final AttrSpec SWITCH_PROFILE_ID = new AttrSpec(ObjectType.SWITCH, 113, "SAI_SWITCH_ATTR_SWITCH_PROFILE_ID",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_SWITCH_ATTR_SWITCH_HARDWARE_INFO}: int8_list, create only. */
    public static final AttrSpec SWITCH_HARDWARE_INFO = new AttrSpec(ObjectType.SWITCH, 114, "SAI_SWITCH_ATTR_SWITCH_HARDWARE_INFO",
            ValueType.INT8_LIST, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_PATH_NAME}: int8_list, create only. */
    public static final AttrSpec FIRMWARE_PATH_NAME = new AttrSpec(ObjectType.SWITCH, 115, "SAI_SWITCH_ATTR_FIRMWARE_PATH_NAME",
            ValueType.INT8_LIST, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_INIT_SWITCH}: bool, mandatory on create, create only. */
    public static final AttrSpec INIT_SWITCH = new AttrSpec(ObjectType.SWITCH, 116, "SAI_SWITCH_ATTR_INIT_SWITCH",
            ValueType.BOOL, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SWITCH_STATE_CHANGE_NOTIFY}: pointer, create and set. */
    public static final AttrSpec SWITCH_STATE_CHANGE_NOTIFY = new AttrSpec(ObjectType.SWITCH, 117, "SAI_SWITCH_ATTR_SWITCH_STATE_CHANGE_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_SWITCH_SHUTDOWN_REQUEST_NOTIFY}: pointer, create and set. */
    public static final AttrSpec SWITCH_SHUTDOWN_REQUEST_NOTIFY = new AttrSpec(ObjectType.SWITCH, 118, "SAI_SWITCH_ATTR_SWITCH_SHUTDOWN_REQUEST_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_FDB_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec FDB_EVENT_NOTIFY = new AttrSpec(ObjectType.SWITCH, 119, "SAI_SWITCH_ATTR_FDB_EVENT_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_PORT_STATE_CHANGE_NOTIFY}: pointer, create and set. */
    public static final AttrSpec PORT_STATE_CHANGE_NOTIFY = new AttrSpec(ObjectType.SWITCH, 120, "SAI_SWITCH_ATTR_PORT_STATE_CHANGE_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_PACKET_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec PACKET_EVENT_NOTIFY = new AttrSpec(ObjectType.SWITCH, 121, "SAI_SWITCH_ATTR_PACKET_EVENT_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_FAST_API_ENABLE}: bool, create and set. */
    public static final AttrSpec FAST_API_ENABLE = new AttrSpec(ObjectType.SWITCH, 122, "SAI_SWITCH_ATTR_FAST_API_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_MIRROR_TC}: uint8, create and set. */
    public static final AttrSpec MIRROR_TC = new AttrSpec(ObjectType.SWITCH, 123, "SAI_SWITCH_ATTR_MIRROR_TC",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(255)));

    /** {@code SAI_SWITCH_ATTR_ACL_STAGE_INGRESS}: acl_capability, read only. */
    public static final AttrSpec ACL_STAGE_INGRESS = new AttrSpec(ObjectType.SWITCH, 124, "SAI_SWITCH_ATTR_ACL_STAGE_INGRESS",
            ValueType.ACL_CAPABILITY, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_STAGE_EGRESS}: acl_capability, read only. */
    public static final AttrSpec ACL_STAGE_EGRESS = new AttrSpec(ObjectType.SWITCH, 125, "SAI_SWITCH_ATTR_ACL_STAGE_EGRESS",
            ValueType.ACL_CAPABILITY, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SRV6_MAX_SID_DEPTH}: uint32, read only. */
    public static final AttrSpec SRV6_MAX_SID_DEPTH = new AttrSpec(ObjectType.SWITCH, 126, "SAI_SWITCH_ATTR_SRV6_MAX_SID_DEPTH",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SRV6_TLV_TYPE}: int32_list, read only. */
    public static final AttrSpec SRV6_TLV_TYPE = new AttrSpec(ObjectType.SWITCH, 127, "SAI_SWITCH_ATTR_SRV6_TLV_TYPE",
            ValueType.INT32_LIST, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.TlvType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_QOS_NUM_LOSSLESS_QUEUES}: uint32, read only. */
    public static final AttrSpec QOS_NUM_LOSSLESS_QUEUES = new AttrSpec(ObjectType.SWITCH, 128, "SAI_SWITCH_ATTR_QOS_NUM_LOSSLESS_QUEUES",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_QUEUE_PFC_DEADLOCK_NOTIFY}: pointer, create and set. */
    public static final AttrSpec QUEUE_PFC_DEADLOCK_NOTIFY = new AttrSpec(ObjectType.SWITCH, 129, "SAI_SWITCH_ATTR_QUEUE_PFC_DEADLOCK_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_PFC_DLR_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec PFC_DLR_PACKET_ACTION = new AttrSpec(ObjectType.SWITCH, 130, "SAI_SWITCH_ATTR_PFC_DLR_PACKET_ACTION",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PACKET_ACTION_DROP */);

    /** {@code SAI_SWITCH_ATTR_PFC_TC_DLD_INTERVAL_RANGE}: uint32_range, read only. */
    public static final AttrSpec PFC_TC_DLD_INTERVAL_RANGE = new AttrSpec(ObjectType.SWITCH, 131, "SAI_SWITCH_ATTR_PFC_TC_DLD_INTERVAL_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PFC_TC_DLD_INTERVAL}: map_list, create and set. */
    public static final AttrSpec PFC_TC_DLD_INTERVAL = new AttrSpec(ObjectType.SWITCH, 132, "SAI_SWITCH_ATTR_PFC_TC_DLD_INTERVAL",
            ValueType.MAP_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_PFC_TC_DLR_INTERVAL_RANGE}: uint32_range, read only. */
    public static final AttrSpec PFC_TC_DLR_INTERVAL_RANGE = new AttrSpec(ObjectType.SWITCH, 133, "SAI_SWITCH_ATTR_PFC_TC_DLR_INTERVAL_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PFC_TC_DLR_INTERVAL}: map_list, create and set. */
    public static final AttrSpec PFC_TC_DLR_INTERVAL = new AttrSpec(ObjectType.SWITCH, 134, "SAI_SWITCH_ATTR_PFC_TC_DLR_INTERVAL",
            ValueType.MAP_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_SUPPORTED_PROTECTED_OBJECT_TYPE}: int32_list, read only. */
    public static final AttrSpec SUPPORTED_PROTECTED_OBJECT_TYPE = new AttrSpec(ObjectType.SWITCH, 135, "SAI_SWITCH_ATTR_SUPPORTED_PROTECTED_OBJECT_TYPE",
            ValueType.INT32_LIST, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.ObjectType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_TPID_OUTER_VLAN}: uint16, create and set. */
    public static final AttrSpec TPID_OUTER_VLAN = new AttrSpec(ObjectType.SWITCH, 136, "SAI_SWITCH_ATTR_TPID_OUTER_VLAN",
            ValueType.UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(34984)));

    /** {@code SAI_SWITCH_ATTR_TPID_INNER_VLAN}: uint16, create and set. */
    public static final AttrSpec TPID_INNER_VLAN = new AttrSpec(ObjectType.SWITCH, 137, "SAI_SWITCH_ATTR_TPID_INNER_VLAN",
            ValueType.UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(33024)));

    /** {@code SAI_SWITCH_ATTR_CRC_CHECK_ENABLE}: bool, create and set. */
    public static final AttrSpec CRC_CHECK_ENABLE = new AttrSpec(ObjectType.SWITCH, 138, "SAI_SWITCH_ATTR_CRC_CHECK_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_SWITCH_ATTR_CRC_RECALCULATION_ENABLE}: bool, create and set. */
    public static final AttrSpec CRC_RECALCULATION_ENABLE = new AttrSpec(ObjectType.SWITCH, 139, "SAI_SWITCH_ATTR_CRC_RECALCULATION_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_SWITCH_ATTR_BFD_SESSION_STATE_CHANGE_NOTIFY}: pointer, create and set. */
    public static final AttrSpec BFD_SESSION_STATE_CHANGE_NOTIFY = new AttrSpec(ObjectType.SWITCH, 140, "SAI_SWITCH_ATTR_BFD_SESSION_STATE_CHANGE_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_BFD_SESSION}: uint32, read only. */
    public static final AttrSpec NUMBER_OF_BFD_SESSION = new AttrSpec(ObjectType.SWITCH, 141, "SAI_SWITCH_ATTR_NUMBER_OF_BFD_SESSION",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_BFD_SESSION}: uint32, read only. */
    public static final AttrSpec MAX_BFD_SESSION = new AttrSpec(ObjectType.SWITCH, 142, "SAI_SWITCH_ATTR_MAX_BFD_SESSION",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SUPPORTED_IPV4_BFD_SESSION_OFFLOAD_TYPE}: int32_list, read only. */
    public static final AttrSpec SUPPORTED_IPV4_BFD_SESSION_OFFLOAD_TYPE = new AttrSpec(ObjectType.SWITCH, 143, "SAI_SWITCH_ATTR_SUPPORTED_IPV4_BFD_SESSION_OFFLOAD_TYPE",
            ValueType.INT32_LIST, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.BfdSessionOffloadType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SUPPORTED_IPV6_BFD_SESSION_OFFLOAD_TYPE}: int32_list, read only. */
    public static final AttrSpec SUPPORTED_IPV6_BFD_SESSION_OFFLOAD_TYPE = new AttrSpec(ObjectType.SWITCH, 144, "SAI_SWITCH_ATTR_SUPPORTED_IPV6_BFD_SESSION_OFFLOAD_TYPE",
            ValueType.INT32_LIST, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.BfdSessionOffloadType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MIN_BFD_RX}: uint32, read only. */
    public static final AttrSpec MIN_BFD_RX = new AttrSpec(ObjectType.SWITCH, 145, "SAI_SWITCH_ATTR_MIN_BFD_RX",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MIN_BFD_TX}: uint32, read only. */
    public static final AttrSpec MIN_BFD_TX = new AttrSpec(ObjectType.SWITCH, 146, "SAI_SWITCH_ATTR_MIN_BFD_TX",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ECN_ECT_THRESHOLD_ENABLE}: bool, create and set. */
    public static final AttrSpec ECN_ECT_THRESHOLD_ENABLE = new AttrSpec(ObjectType.SWITCH, 147, "SAI_SWITCH_ATTR_ECN_ECT_THRESHOLD_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_VXLAN_DEFAULT_ROUTER_MAC}: mac, create and set. */
    public static final AttrSpec VXLAN_DEFAULT_ROUTER_MAC = new AttrSpec(ObjectType.SWITCH, 148, "SAI_SWITCH_ATTR_VXLAN_DEFAULT_ROUTER_MAC",
            ValueType.MAC, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.VENDOR_SPECIFIC);

    /** {@code SAI_SWITCH_ATTR_VXLAN_DEFAULT_PORT}: uint16, create and set. */
    public static final AttrSpec VXLAN_DEFAULT_PORT = new AttrSpec(ObjectType.SWITCH, 149, "SAI_SWITCH_ATTR_VXLAN_DEFAULT_PORT",
            ValueType.UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(4789)));

    /** {@code SAI_SWITCH_ATTR_MAX_MIRROR_SESSION}: uint32, read only. */
    public static final AttrSpec MAX_MIRROR_SESSION = new AttrSpec(ObjectType.SWITCH, 150, "SAI_SWITCH_ATTR_MAX_MIRROR_SESSION",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_SAMPLED_MIRROR_SESSION}: uint32, read only. */
    public static final AttrSpec MAX_SAMPLED_MIRROR_SESSION = new AttrSpec(ObjectType.SWITCH, 151, "SAI_SWITCH_ATTR_MAX_SAMPLED_MIRROR_SESSION",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SUPPORTED_EXTENDED_STATS_MODE}: int32_list, read only. */
    public static final AttrSpec SUPPORTED_EXTENDED_STATS_MODE = new AttrSpec(ObjectType.SWITCH, 152, "SAI_SWITCH_ATTR_SUPPORTED_EXTENDED_STATS_MODE",
            ValueType.INT32_LIST, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.StatsMode.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_UNINIT_DATA_PLANE_ON_REMOVAL}: bool, create and set. */
    public static final AttrSpec UNINIT_DATA_PLANE_ON_REMOVAL = new AttrSpec(ObjectType.SWITCH, 153, "SAI_SWITCH_ATTR_UNINIT_DATA_PLANE_ON_REMOVAL",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_SWITCH_ATTR_TAM_OBJECT_ID}: object_list, create and set. */
    public static final AttrSpec TAM_OBJECT_ID = new AttrSpec(ObjectType.SWITCH, 154, "SAI_SWITCH_ATTR_TAM_OBJECT_ID",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.TAM), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_TAM_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec TAM_EVENT_NOTIFY = new AttrSpec(ObjectType.SWITCH, 155, "SAI_SWITCH_ATTR_TAM_EVENT_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_SUPPORTED_OBJECT_TYPE_LIST}: int32_list, read only. */
    public static final AttrSpec SUPPORTED_OBJECT_TYPE_LIST = new AttrSpec(ObjectType.SWITCH, 156, "SAI_SWITCH_ATTR_SUPPORTED_OBJECT_TYPE_LIST",
            ValueType.INT32_LIST, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.ObjectType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PRE_SHUTDOWN}: bool, create and set. */
    public static final AttrSpec PRE_SHUTDOWN = new AttrSpec(ObjectType.SWITCH, 157, "SAI_SWITCH_ATTR_PRE_SHUTDOWN",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_NAT_ZONE_COUNTER_OBJECT_ID}: object_id, create and set. */
    public static final AttrSpec NAT_ZONE_COUNTER_OBJECT_ID = new AttrSpec(ObjectType.SWITCH, 158, "SAI_SWITCH_ATTR_NAT_ZONE_COUNTER_OBJECT_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.NAT_ZONE_COUNTER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_NAT_ENABLE}: bool, create and set. */
    public static final AttrSpec NAT_ENABLE = new AttrSpec(ObjectType.SWITCH, 159, "SAI_SWITCH_ATTR_NAT_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_HARDWARE_ACCESS_BUS}: int32, mandatory on create, create only. */
    public static final AttrSpec HARDWARE_ACCESS_BUS = new AttrSpec(ObjectType.SWITCH, 160, "SAI_SWITCH_ATTR_HARDWARE_ACCESS_BUS",
            ValueType.INT32, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            SaiEnums.SwitchHardwareAccessBus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PLATFROM_CONTEXT}: uint64, mandatory on create, create only. */
    public static final AttrSpec PLATFROM_CONTEXT = new AttrSpec(ObjectType.SWITCH, 161, "SAI_SWITCH_ATTR_PLATFROM_CONTEXT",
            ValueType.UINT64, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_REGISTER_READ}: pointer, mandatory on create, create and set. */
    public static final AttrSpec REGISTER_READ = new AttrSpec(ObjectType.SWITCH, 162, "SAI_SWITCH_ATTR_REGISTER_READ",
            ValueType.POINTER, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_REGISTER_WRITE}: pointer, mandatory on create, create and set. */
    public static final AttrSpec REGISTER_WRITE = new AttrSpec(ObjectType.SWITCH, 163, "SAI_SWITCH_ATTR_REGISTER_WRITE",
            ValueType.POINTER, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_DOWNLOAD_BROADCAST}: bool, create only. */
    public static final AttrSpec FIRMWARE_DOWNLOAD_BROADCAST = new AttrSpec(ObjectType.SWITCH, 164, "SAI_SWITCH_ATTR_FIRMWARE_DOWNLOAD_BROADCAST",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_LOAD_METHOD}: int32, create only. */
    public static final AttrSpec FIRMWARE_LOAD_METHOD = new AttrSpec(ObjectType.SWITCH, 165, "SAI_SWITCH_ATTR_FIRMWARE_LOAD_METHOD",
            ValueType.INT32, Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.SwitchFirmwareLoadMethod.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_SWITCH_FIRMWARE_LOAD_METHOD_INTERNAL */);

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_LOAD_TYPE}: int32, create only. */
    public static final AttrSpec FIRMWARE_LOAD_TYPE = new AttrSpec(ObjectType.SWITCH, 166, "SAI_SWITCH_ATTR_FIRMWARE_LOAD_TYPE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.SwitchFirmwareLoadType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(2)) /* SAI_SWITCH_FIRMWARE_LOAD_TYPE_AUTO */);

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_DOWNLOAD_EXECUTE}: bool, create and set. */
    public static final AttrSpec FIRMWARE_DOWNLOAD_EXECUTE = new AttrSpec(ObjectType.SWITCH, 167, "SAI_SWITCH_ATTR_FIRMWARE_DOWNLOAD_EXECUTE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_BROADCAST_STOP}: bool, create and set. */
    public static final AttrSpec FIRMWARE_BROADCAST_STOP = new AttrSpec(ObjectType.SWITCH, 168, "SAI_SWITCH_ATTR_FIRMWARE_BROADCAST_STOP",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_VERIFY_AND_INIT_SWITCH}: bool, create and set. */
    public static final AttrSpec FIRMWARE_VERIFY_AND_INIT_SWITCH = new AttrSpec(ObjectType.SWITCH, 169, "SAI_SWITCH_ATTR_FIRMWARE_VERIFY_AND_INIT_SWITCH",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_STATUS}: bool, read only. */
    public static final AttrSpec FIRMWARE_STATUS = new AttrSpec(ObjectType.SWITCH, 170, "SAI_SWITCH_ATTR_FIRMWARE_STATUS",
            ValueType.BOOL, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_MAJOR_VERSION}: uint32, read only. */
    public static final AttrSpec FIRMWARE_MAJOR_VERSION = new AttrSpec(ObjectType.SWITCH, 171, "SAI_SWITCH_ATTR_FIRMWARE_MAJOR_VERSION",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_MINOR_VERSION}: uint32, read only. */
    public static final AttrSpec FIRMWARE_MINOR_VERSION = new AttrSpec(ObjectType.SWITCH, 172, "SAI_SWITCH_ATTR_FIRMWARE_MINOR_VERSION",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PORT_CONNECTOR_LIST}: object_list, read only. */
    public static final AttrSpec PORT_CONNECTOR_LIST = new AttrSpec(ObjectType.SWITCH, 173, "SAI_SWITCH_ATTR_PORT_CONNECTOR_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.PORT_CONNECTOR), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PROPOGATE_PORT_STATE_FROM_LINE_TO_SYSTEM_PORT_SUPPORT}: bool, read only. */
    public static final AttrSpec PROPOGATE_PORT_STATE_FROM_LINE_TO_SYSTEM_PORT_SUPPORT = new AttrSpec(ObjectType.SWITCH, 174, "SAI_SWITCH_ATTR_PROPOGATE_PORT_STATE_FROM_LINE_TO_SYSTEM_PORT_SUPPORT",
            ValueType.BOOL, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_TYPE}: int32, create only. */
    public static final AttrSpec TYPE = new AttrSpec(ObjectType.SWITCH, 175, "SAI_SWITCH_ATTR_TYPE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.SwitchType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_SWITCH_TYPE_NPU */);

    /** {@code SAI_SWITCH_ATTR_MACSEC_OBJECT_LIST}: object_list, create and set. */
    public static final AttrSpec MACSEC_OBJECT_LIST = new AttrSpec(ObjectType.SWITCH, 176, "SAI_SWITCH_ATTR_MACSEC_OBJECT_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.MACSEC), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_QOS_MPLS_EXP_TO_TC_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_MPLS_EXP_TO_TC_MAP = new AttrSpec(ObjectType.SWITCH, 177, "SAI_SWITCH_ATTR_QOS_MPLS_EXP_TO_TC_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_MPLS_EXP_TO_COLOR_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_MPLS_EXP_TO_COLOR_MAP = new AttrSpec(ObjectType.SWITCH, 178, "SAI_SWITCH_ATTR_QOS_MPLS_EXP_TO_COLOR_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP = new AttrSpec(ObjectType.SWITCH, 179, "SAI_SWITCH_ATTR_QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_SWITCH_ID}: uint32, mandatory on create, create only. */
    public static final AttrSpec SWITCH_ID = new AttrSpec(ObjectType.SWITCH, 180, "SAI_SWITCH_ATTR_SWITCH_ID",
            ValueType.UINT32, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_SYSTEM_CORES}: uint32, mandatory on create, create only. */
    public static final AttrSpec MAX_SYSTEM_CORES = new AttrSpec(ObjectType.SWITCH, 181, "SAI_SWITCH_ATTR_MAX_SYSTEM_CORES",
            ValueType.UINT32, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SYSTEM_PORT_CONFIG_LIST}: system_port_config_list, mandatory on create, create only. */
    public static final AttrSpec SYSTEM_PORT_CONFIG_LIST = new AttrSpec(ObjectType.SWITCH, 182, "SAI_SWITCH_ATTR_SYSTEM_PORT_CONFIG_LIST",
            ValueType.SYSTEM_PORT_CONFIG_LIST, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_SYSTEM_PORTS}: uint32, read only. */
    public static final AttrSpec NUMBER_OF_SYSTEM_PORTS = new AttrSpec(ObjectType.SWITCH, 183, "SAI_SWITCH_ATTR_NUMBER_OF_SYSTEM_PORTS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SYSTEM_PORT_LIST}: object_list, read only. */
    public static final AttrSpec SYSTEM_PORT_LIST = new AttrSpec(ObjectType.SWITCH, 184, "SAI_SWITCH_ATTR_SYSTEM_PORT_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.SYSTEM_PORT), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_FABRIC_PORTS}: uint32, read only. */
    public static final AttrSpec NUMBER_OF_FABRIC_PORTS = new AttrSpec(ObjectType.SWITCH, 185, "SAI_SWITCH_ATTR_NUMBER_OF_FABRIC_PORTS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FABRIC_PORT_LIST}: object_list, read only. */
    public static final AttrSpec FABRIC_PORT_LIST = new AttrSpec(ObjectType.SWITCH, 186, "SAI_SWITCH_ATTR_FABRIC_PORT_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_PACKET_DMA_MEMORY_POOL_SIZE}: uint32, read only. */
    public static final AttrSpec PACKET_DMA_MEMORY_POOL_SIZE = new AttrSpec(ObjectType.SWITCH, 187, "SAI_SWITCH_ATTR_PACKET_DMA_MEMORY_POOL_SIZE",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FAILOVER_CONFIG_MODE}: int32, create and set. */
    public static final AttrSpec FAILOVER_CONFIG_MODE = new AttrSpec(ObjectType.SWITCH, 188, "SAI_SWITCH_ATTR_FAILOVER_CONFIG_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.SwitchFailoverConfigMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_SWITCH_FAILOVER_CONFIG_MODE_NO_HITLESS */);

    /** {@code SAI_SWITCH_ATTR_SUPPORTED_FAILOVER_MODE}: bool, read only. */
    public static final AttrSpec SUPPORTED_FAILOVER_MODE = new AttrSpec(ObjectType.SWITCH, 189, "SAI_SWITCH_ATTR_SUPPORTED_FAILOVER_MODE",
            ValueType.BOOL, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_TUNNEL_OBJECTS_LIST}: object_list, create and set. */
    public static final AttrSpec TUNNEL_OBJECTS_LIST = new AttrSpec(ObjectType.SWITCH, 190, "SAI_SWITCH_ATTR_TUNNEL_OBJECTS_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.SWITCH_TUNNEL), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_PACKET_AVAILABLE_DMA_MEMORY_POOL_SIZE}: uint32, read only. */
    public static final AttrSpec PACKET_AVAILABLE_DMA_MEMORY_POOL_SIZE = new AttrSpec(ObjectType.SWITCH, 191, "SAI_SWITCH_ATTR_PACKET_AVAILABLE_DMA_MEMORY_POOL_SIZE",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PRE_INGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec PRE_INGRESS_ACL = new AttrSpec(ObjectType.SWITCH, 192, "SAI_SWITCH_ATTR_PRE_INGRESS_ACL",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_SNAPT_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_SNAPT_ENTRY = new AttrSpec(ObjectType.SWITCH, 193, "SAI_SWITCH_ATTR_AVAILABLE_SNAPT_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_DNAPT_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_DNAPT_ENTRY = new AttrSpec(ObjectType.SWITCH, 194, "SAI_SWITCH_ATTR_AVAILABLE_DNAPT_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_DOUBLE_NAPT_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_DOUBLE_NAPT_ENTRY = new AttrSpec(ObjectType.SWITCH, 195, "SAI_SWITCH_ATTR_AVAILABLE_DOUBLE_NAPT_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SLAVE_MDIO_ADDR_LIST}: uint8_list, create only. */
    public static final AttrSpec SLAVE_MDIO_ADDR_LIST = new AttrSpec(ObjectType.SWITCH, 196, "SAI_SWITCH_ATTR_SLAVE_MDIO_ADDR_LIST",
            ValueType.UINT8_LIST, Set.of(AttrFlag.CREATE_ONLY, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_MY_MAC_TABLE_MINIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec MY_MAC_TABLE_MINIMUM_PRIORITY = new AttrSpec(ObjectType.SWITCH, 197, "SAI_SWITCH_ATTR_MY_MAC_TABLE_MINIMUM_PRIORITY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MY_MAC_TABLE_MAXIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec MY_MAC_TABLE_MAXIMUM_PRIORITY = new AttrSpec(ObjectType.SWITCH, 198, "SAI_SWITCH_ATTR_MY_MAC_TABLE_MAXIMUM_PRIORITY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MY_MAC_LIST}: object_list, read only. */
    public static final AttrSpec MY_MAC_LIST = new AttrSpec(ObjectType.SWITCH, 199, "SAI_SWITCH_ATTR_MY_MAC_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.MY_MAC), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_INSTALLED_MY_MAC_ENTRIES}: uint32, read only. */
    public static final AttrSpec INSTALLED_MY_MAC_ENTRIES = new AttrSpec(ObjectType.SWITCH, 200, "SAI_SWITCH_ATTR_INSTALLED_MY_MAC_ENTRIES",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_MY_MAC_ENTRIES}: uint32, read only. */
    public static final AttrSpec AVAILABLE_MY_MAC_ENTRIES = new AttrSpec(ObjectType.SWITCH, 201, "SAI_SWITCH_ATTR_AVAILABLE_MY_MAC_ENTRIES",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_NUMBER_OF_FORWARDING_CLASSES}: uint8, read only. */
    public static final AttrSpec MAX_NUMBER_OF_FORWARDING_CLASSES = new AttrSpec(ObjectType.SWITCH, 202, "SAI_SWITCH_ATTR_MAX_NUMBER_OF_FORWARDING_CLASSES",
            ValueType.UINT8, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_QOS_DSCP_TO_FORWARDING_CLASS_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_DSCP_TO_FORWARDING_CLASS_MAP = new AttrSpec(ObjectType.SWITCH, 203, "SAI_SWITCH_ATTR_QOS_DSCP_TO_FORWARDING_CLASS_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_MPLS_EXP_TO_FORWARDING_CLASS_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_MPLS_EXP_TO_FORWARDING_CLASS_MAP = new AttrSpec(ObjectType.SWITCH, 204, "SAI_SWITCH_ATTR_QOS_MPLS_EXP_TO_FORWARDING_CLASS_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_IPSEC_OBJECT_ID}: object_id, create and set. */
    public static final AttrSpec IPSEC_OBJECT_ID = new AttrSpec(ObjectType.SWITCH, 205, "SAI_SWITCH_ATTR_IPSEC_OBJECT_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.IPSEC), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_IPSEC_SA_TAG_TPID}: uint16, create and set. */
    public static final AttrSpec IPSEC_SA_TAG_TPID = new AttrSpec(ObjectType.SWITCH, 206, "SAI_SWITCH_ATTR_IPSEC_SA_TAG_TPID",
            ValueType.UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(65534)));

    /** {@code SAI_SWITCH_ATTR_IPSEC_SA_STATUS_CHANGE_NOTIFY}: pointer, create and set. */
    public static final AttrSpec IPSEC_SA_STATUS_CHANGE_NOTIFY = new AttrSpec(ObjectType.SWITCH, 207, "SAI_SWITCH_ATTR_IPSEC_SA_STATUS_CHANGE_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_NAT_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec NAT_EVENT_NOTIFY = new AttrSpec(ObjectType.SWITCH, 208, "SAI_SWITCH_ATTR_NAT_EVENT_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_MAX_ECMP_MEMBER_COUNT}: uint32, read only. */
    public static final AttrSpec MAX_ECMP_MEMBER_COUNT = new AttrSpec(ObjectType.SWITCH, 209, "SAI_SWITCH_ATTR_MAX_ECMP_MEMBER_COUNT",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ECMP_MEMBER_COUNT}: uint32, create and set. */
    public static final AttrSpec ECMP_MEMBER_COUNT = new AttrSpec(ObjectType.SWITCH, 210, "SAI_SWITCH_ATTR_ECMP_MEMBER_COUNT",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(64L)));

    /** {@code SAI_SWITCH_ATTR_ARS_PROFILE}: object_id, create and set. */
    public static final AttrSpec ARS_PROFILE = new AttrSpec(ObjectType.SWITCH, 211, "SAI_SWITCH_ATTR_ARS_PROFILE",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ARS_PROFILE), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_ACL_STAGE_POST_INGRESS}: acl_capability, read only. */
    public static final AttrSpec ACL_STAGE_POST_INGRESS = new AttrSpec(ObjectType.SWITCH, 212, "SAI_SWITCH_ATTR_ACL_STAGE_POST_INGRESS",
            ValueType.ACL_CAPABILITY, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_CREDIT_WD}: bool, create and set. */
    public static final AttrSpec CREDIT_WD = new AttrSpec(ObjectType.SWITCH, 213, "SAI_SWITCH_ATTR_CREDIT_WD",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_SWITCH_ATTR_CREDIT_WD_TIMER}: uint32, create and set. */
    public static final AttrSpec CREDIT_WD_TIMER = new AttrSpec(ObjectType.SWITCH, 214, "SAI_SWITCH_ATTR_CREDIT_WD_TIMER",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(500L)));

    /** {@code SAI_SWITCH_ATTR_SWITCH_ISOLATE}: bool, create and set. */
    public static final AttrSpec SWITCH_ISOLATE = new AttrSpec(ObjectType.SWITCH, 215, "SAI_SWITCH_ATTR_SWITCH_ISOLATE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_HOSTIF_OPER_STATUS_UPDATE_MODE}: int32, create and set. */
    public static final AttrSpec HOSTIF_OPER_STATUS_UPDATE_MODE = new AttrSpec(ObjectType.SWITCH, 216, "SAI_SWITCH_ATTR_HOSTIF_OPER_STATUS_UPDATE_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.SwitchHostifOperStatusUpdateMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_SWITCH_HOSTIF_OPER_STATUS_UPDATE_MODE_APPLICATION */);

    /** {@code SAI_SWITCH_ATTR_SWITCH_ASIC_SDK_HEALTH_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec SWITCH_ASIC_SDK_HEALTH_EVENT_NOTIFY = new AttrSpec(ObjectType.SWITCH, 217, "SAI_SWITCH_ATTR_SWITCH_ASIC_SDK_HEALTH_EVENT_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_REG_FATAL_SWITCH_ASIC_SDK_HEALTH_CATEGORY}: int32_list, create and set. */
    public static final AttrSpec REG_FATAL_SWITCH_ASIC_SDK_HEALTH_CATEGORY = new AttrSpec(ObjectType.SWITCH, 218, "SAI_SWITCH_ATTR_REG_FATAL_SWITCH_ASIC_SDK_HEALTH_CATEGORY",
            ValueType.INT32_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.SwitchAsicSdkHealthCategory.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_REG_WARNING_SWITCH_ASIC_SDK_HEALTH_CATEGORY}: int32_list, create and set. */
    public static final AttrSpec REG_WARNING_SWITCH_ASIC_SDK_HEALTH_CATEGORY = new AttrSpec(ObjectType.SWITCH, 219, "SAI_SWITCH_ATTR_REG_WARNING_SWITCH_ASIC_SDK_HEALTH_CATEGORY",
            ValueType.INT32_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.SwitchAsicSdkHealthCategory.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_REG_NOTICE_SWITCH_ASIC_SDK_HEALTH_CATEGORY}: int32_list, create and set. */
    public static final AttrSpec REG_NOTICE_SWITCH_ASIC_SDK_HEALTH_CATEGORY = new AttrSpec(ObjectType.SWITCH, 220, "SAI_SWITCH_ATTR_REG_NOTICE_SWITCH_ASIC_SDK_HEALTH_CATEGORY",
            ValueType.INT32_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.SwitchAsicSdkHealthCategory.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_ACL_CHAIN_LIST}: acl_chain_list, read only. */
    public static final AttrSpec ACL_CHAIN_LIST = new AttrSpec(ObjectType.SWITCH, 221, "SAI_SWITCH_ATTR_ACL_CHAIN_LIST",
            ValueType.ACL_CHAIN_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PORT_HOST_TX_READY_NOTIFY}: pointer, create and set. */
    public static final AttrSpec PORT_HOST_TX_READY_NOTIFY = new AttrSpec(ObjectType.SWITCH, 222, "SAI_SWITCH_ATTR_PORT_HOST_TX_READY_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_TUNNEL_TERM_TABLE_ENTRY_MINIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec TUNNEL_TERM_TABLE_ENTRY_MINIMUM_PRIORITY = new AttrSpec(ObjectType.SWITCH, 223, "SAI_SWITCH_ATTR_TUNNEL_TERM_TABLE_ENTRY_MINIMUM_PRIORITY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_TUNNEL_TERM_TABLE_ENTRY_MAXIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec TUNNEL_TERM_TABLE_ENTRY_MAXIMUM_PRIORITY = new AttrSpec(ObjectType.SWITCH, 224, "SAI_SWITCH_ATTR_TUNNEL_TERM_TABLE_ENTRY_MAXIMUM_PRIORITY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_TWAMP_SESSION_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec TWAMP_SESSION_EVENT_NOTIFY = new AttrSpec(ObjectType.SWITCH, 225, "SAI_SWITCH_ATTR_TWAMP_SESSION_EVENT_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_TWAMP_SESSION}: uint32, read only. */
    public static final AttrSpec AVAILABLE_TWAMP_SESSION = new AttrSpec(ObjectType.SWITCH, 226, "SAI_SWITCH_ATTR_AVAILABLE_TWAMP_SESSION",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_TWAMP_SESSION}: uint32, read only. */
    public static final AttrSpec MAX_TWAMP_SESSION = new AttrSpec(ObjectType.SWITCH, 227, "SAI_SWITCH_ATTR_MAX_TWAMP_SESSION",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_IP_NEXT_HOP_GROUP_MEMBER_ENTRY}: uint32, read only. */
    public static final AttrSpec AVAILABLE_IP_NEXT_HOP_GROUP_MEMBER_ENTRY = new AttrSpec(ObjectType.SWITCH, 228, "SAI_SWITCH_ATTR_AVAILABLE_IP_NEXT_HOP_GROUP_MEMBER_ENTRY",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_SYSTEM_VOQS}: uint32, read only. */
    public static final AttrSpec AVAILABLE_SYSTEM_VOQS = new AttrSpec(ObjectType.SWITCH, 229, "SAI_SWITCH_ATTR_AVAILABLE_SYSTEM_VOQS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_STAGE_PRE_INGRESS}: acl_capability, read only. */
    public static final AttrSpec ACL_STAGE_PRE_INGRESS = new AttrSpec(ObjectType.SWITCH, 230, "SAI_SWITCH_ATTR_ACL_STAGE_PRE_INGRESS",
            ValueType.ACL_CAPABILITY, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_POE_DEVICE_LIST}: object_list, create and set. */
    public static final AttrSpec POE_DEVICE_LIST = new AttrSpec(ObjectType.SWITCH, 231, "SAI_SWITCH_ATTR_POE_DEVICE_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.POE_DEVICE), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_ICMP_ECHO_SESSION_STATE_CHANGE_NOTIFY}: pointer, create and set. */
    public static final AttrSpec ICMP_ECHO_SESSION_STATE_CHANGE_NOTIFY = new AttrSpec(ObjectType.SWITCH, 232, "SAI_SWITCH_ATTR_ICMP_ECHO_SESSION_STATE_CHANGE_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_ICMP_ECHO_SESSION}: uint32, read only. */
    public static final AttrSpec AVAILABLE_ICMP_ECHO_SESSION = new AttrSpec(ObjectType.SWITCH, 233, "SAI_SWITCH_ATTR_AVAILABLE_ICMP_ECHO_SESSION",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_ICMP_ECHO_SESSION}: uint32, read only. */
    public static final AttrSpec MAX_ICMP_ECHO_SESSION = new AttrSpec(ObjectType.SWITCH, 234, "SAI_SWITCH_ATTR_MAX_ICMP_ECHO_SESSION",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_STATS_COUNT_MODE}: int32, create and set. */
    public static final AttrSpec STATS_COUNT_MODE = new AttrSpec(ObjectType.SWITCH, 235, "SAI_SWITCH_ATTR_STATS_COUNT_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.StatsCountMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_STATS_COUNT_MODE_PACKET_AND_BYTE */);

    /** {@code SAI_SWITCH_ATTR_SELECTIVE_COUNTER_LIST}: object_list, create and set. */
    public static final AttrSpec SELECTIVE_COUNTER_LIST = new AttrSpec(ObjectType.SWITCH, 236, "SAI_SWITCH_ATTR_SELECTIVE_COUNTER_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_EXTENDED_PORT_STATE_CHANGE_NOTIFY}: pointer, create and set. */
    public static final AttrSpec EXTENDED_PORT_STATE_CHANGE_NOTIFY = new AttrSpec(ObjectType.SWITCH, 237, "SAI_SWITCH_ATTR_EXTENDED_PORT_STATE_CHANGE_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_TAM_ST_REPORT_CHUNK_SIZE}: uint32, create only. */
    public static final AttrSpec TAM_ST_REPORT_CHUNK_SIZE = new AttrSpec(ObjectType.SWITCH, 238, "SAI_SWITCH_ATTR_TAM_ST_REPORT_CHUNK_SIZE",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(65535L)));

    /** {@code SAI_SWITCH_ATTR_TAM_ST_CHUNK_COUNT}: uint32, create only. */
    public static final AttrSpec TAM_ST_CHUNK_COUNT = new AttrSpec(ObjectType.SWITCH, 239, "SAI_SWITCH_ATTR_TAM_ST_CHUNK_COUNT",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_SWITCH_ATTR_TAM_TEL_TYPE_CONFIG_CHANGE_NOTIFY}: pointer, create and set. */
    public static final AttrSpec TAM_TEL_TYPE_CONFIG_CHANGE_NOTIFY = new AttrSpec(ObjectType.SWITCH, 240, "SAI_SWITCH_ATTR_TAM_TEL_TYPE_CONFIG_CHANGE_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_PACKET_TRIM_SIZE}: uint32, create and set. */
    public static final AttrSpec PACKET_TRIM_SIZE = new AttrSpec(ObjectType.SWITCH, 241, "SAI_SWITCH_ATTR_PACKET_TRIM_SIZE",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(128L)));

    /** {@code SAI_SWITCH_ATTR_PACKET_TRIM_DSCP_VALUE}: uint8, create and set. */
    public static final AttrSpec PACKET_TRIM_DSCP_VALUE = new AttrSpec(ObjectType.SWITCH, 242, "SAI_SWITCH_ATTR_PACKET_TRIM_DSCP_VALUE",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_SWITCH_ATTR_PACKET_TRIM_QUEUE_RESOLUTION_MODE}: int32, create and set. */
    public static final AttrSpec PACKET_TRIM_QUEUE_RESOLUTION_MODE = new AttrSpec(ObjectType.SWITCH, 243, "SAI_SWITCH_ATTR_PACKET_TRIM_QUEUE_RESOLUTION_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketTrimQueueResolutionMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PACKET_TRIM_QUEUE_RESOLUTION_MODE_STATIC */);

    /** {@code SAI_SWITCH_ATTR_PACKET_TRIM_QUEUE_INDEX}: uint8, create and set. */
    public static final AttrSpec PACKET_TRIM_QUEUE_INDEX = new AttrSpec(ObjectType.SWITCH, 244, "SAI_SWITCH_ATTR_PACKET_TRIM_QUEUE_INDEX",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_SWITCH_ATTR_SHARED_BUFFER_CELL_SIZE}: uint32, read only. */
    public static final AttrSpec SHARED_BUFFER_CELL_SIZE = new AttrSpec(ObjectType.SWITCH, 245, "SAI_SWITCH_ATTR_SHARED_BUFFER_CELL_SIZE",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PORT_PTP_MODE}: int32, create and set. */
    public static final AttrSpec PORT_PTP_MODE = new AttrSpec(ObjectType.SWITCH, 246, "SAI_SWITCH_ATTR_PORT_PTP_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortPtpMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_PTP_MODE_NONE */);

    /** {@code SAI_SWITCH_ATTR_ECMP_HASH_IPV4_RDMA}: object_id, create and set. */
    public static final AttrSpec ECMP_HASH_IPV4_RDMA = new AttrSpec(ObjectType.SWITCH, 247, "SAI_SWITCH_ATTR_ECMP_HASH_IPV4_RDMA",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_ECMP_HASH_IPV6_RDMA}: object_id, create and set. */
    public static final AttrSpec ECMP_HASH_IPV6_RDMA = new AttrSpec(ObjectType.SWITCH, 248, "SAI_SWITCH_ATTR_ECMP_HASH_IPV6_RDMA",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_LAG_HASH_IPV4_RDMA}: object_id, create and set. */
    public static final AttrSpec LAG_HASH_IPV4_RDMA = new AttrSpec(ObjectType.SWITCH, 249, "SAI_SWITCH_ATTR_LAG_HASH_IPV4_RDMA",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_LAG_HASH_IPV6_RDMA}: object_id, create and set. */
    public static final AttrSpec LAG_HASH_IPV6_RDMA = new AttrSpec(ObjectType.SWITCH, 250, "SAI_SWITCH_ATTR_LAG_HASH_IPV6_RDMA",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_MAX_SYNCE_CLOCK_COUNT}: uint32, read only. */
    public static final AttrSpec MAX_SYNCE_CLOCK_COUNT = new AttrSpec(ObjectType.SWITCH, 251, "SAI_SWITCH_ATTR_MAX_SYNCE_CLOCK_COUNT",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SYNCE_CLOCK_LIST}: object_list, read only. */
    public static final AttrSpec SYNCE_CLOCK_LIST = new AttrSpec(ObjectType.SWITCH, 252, "SAI_SWITCH_ATTR_SYNCE_CLOCK_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.SYNCE_CLOCK), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_PACKET_TRIM_TC_VALUE}: uint8, create and set. */
    public static final AttrSpec PACKET_TRIM_TC_VALUE = new AttrSpec(ObjectType.SWITCH, 253, "SAI_SWITCH_ATTR_PACKET_TRIM_TC_VALUE",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_SWITCH_ATTR_PACKET_TRIM_DSCP_RESOLUTION_MODE}: int32, create and set. */
    public static final AttrSpec PACKET_TRIM_DSCP_RESOLUTION_MODE = new AttrSpec(ObjectType.SWITCH, 254, "SAI_SWITCH_ATTR_PACKET_TRIM_DSCP_RESOLUTION_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketTrimDscpResolutionMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PACKET_TRIM_DSCP_RESOLUTION_MODE_DSCP_VALUE */);

    /** {@code SAI_SWITCH_ATTR_MACSEC_POST_STATUS_NOTIFY}: pointer, create and set. */
    public static final AttrSpec MACSEC_POST_STATUS_NOTIFY = new AttrSpec(ObjectType.SWITCH, 255, "SAI_SWITCH_ATTR_MACSEC_POST_STATUS_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_IPSEC_POST_STATUS_NOTIFY}: pointer, create and set. */
    public static final AttrSpec IPSEC_POST_STATUS_NOTIFY = new AttrSpec(ObjectType.SWITCH, 256, "SAI_SWITCH_ATTR_IPSEC_POST_STATUS_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_MACSEC_POST_STATUS}: int32, read only. */
    public static final AttrSpec MACSEC_POST_STATUS = new AttrSpec(ObjectType.SWITCH, 257, "SAI_SWITCH_ATTR_MACSEC_POST_STATUS",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.SwitchMacsecPostStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_IPSEC_POST_STATUS}: int32, read only. */
    public static final AttrSpec IPSEC_POST_STATUS = new AttrSpec(ObjectType.SWITCH, 258, "SAI_SWITCH_ATTR_IPSEC_POST_STATUS",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.SwitchIpsecPostStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MACSEC_ENABLE_POST}: bool, create only. */
    public static final AttrSpec MACSEC_ENABLE_POST = new AttrSpec(ObjectType.SWITCH, 259, "SAI_SWITCH_ATTR_MACSEC_ENABLE_POST",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_IPSEC_ENABLE_POST}: bool, create only. */
    public static final AttrSpec IPSEC_ENABLE_POST = new AttrSpec(ObjectType.SWITCH, 260, "SAI_SWITCH_ATTR_IPSEC_ENABLE_POST",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_SWITCH_MACSEC_POST_STATUS_NOTIFY}: pointer, create and set. */
    public static final AttrSpec SWITCH_MACSEC_POST_STATUS_NOTIFY = new AttrSpec(ObjectType.SWITCH, 261, "SAI_SWITCH_ATTR_SWITCH_MACSEC_POST_STATUS_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_SWITCH_IPSEC_POST_STATUS_NOTIFY}: pointer, create and set. */
    public static final AttrSpec SWITCH_IPSEC_POST_STATUS_NOTIFY = new AttrSpec(ObjectType.SWITCH, 262, "SAI_SWITCH_ATTR_SWITCH_IPSEC_POST_STATUS_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_DEFAULT_CPU_INGRESS_BUFFER_POOL}: object_id, read only. */
    public static final AttrSpec DEFAULT_CPU_INGRESS_BUFFER_POOL = new AttrSpec(ObjectType.SWITCH, 263, "SAI_SWITCH_ATTR_DEFAULT_CPU_INGRESS_BUFFER_POOL",
            ValueType.OBJECT_ID, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.BUFFER_POOL), true,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_DEFAULT_CPU_EGRESS_BUFFER_POOL}: object_id, read only. */
    public static final AttrSpec DEFAULT_CPU_EGRESS_BUFFER_POOL = new AttrSpec(ObjectType.SWITCH, 264, "SAI_SWITCH_ATTR_DEFAULT_CPU_EGRESS_BUFFER_POOL",
            ValueType.OBJECT_ID, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.BUFFER_POOL), true,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_NEXT_HOP_USER_META_DATA_RANGE}: uint32_range, read only. */
    public static final AttrSpec NEXT_HOP_USER_META_DATA_RANGE = new AttrSpec(ObjectType.SWITCH, 265, "SAI_SWITCH_ATTR_NEXT_HOP_USER_META_DATA_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FAST_LINKUP_POLLING_TIMEOUT_RANGE}: uint16_range, read only. */
    public static final AttrSpec FAST_LINKUP_POLLING_TIMEOUT_RANGE = new AttrSpec(ObjectType.SWITCH, 266, "SAI_SWITCH_ATTR_FAST_LINKUP_POLLING_TIMEOUT_RANGE",
            ValueType.UINT16_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FAST_LINKUP_POLLING_TIMEOUT}: uint16, create and set. */
    public static final AttrSpec FAST_LINKUP_POLLING_TIMEOUT = new AttrSpec(ObjectType.SWITCH, 267, "SAI_SWITCH_ATTR_FAST_LINKUP_POLLING_TIMEOUT",
            ValueType.UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(60)));

    /** {@code SAI_SWITCH_ATTR_FAST_LINKUP_GUARD_TIMEOUT_RANGE}: uint16_range, read only. */
    public static final AttrSpec FAST_LINKUP_GUARD_TIMEOUT_RANGE = new AttrSpec(ObjectType.SWITCH, 268, "SAI_SWITCH_ATTR_FAST_LINKUP_GUARD_TIMEOUT_RANGE",
            ValueType.UINT16_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FAST_LINKUP_GUARD_TIMEOUT}: uint8, create and set. */
    public static final AttrSpec FAST_LINKUP_GUARD_TIMEOUT = new AttrSpec(ObjectType.SWITCH, 269, "SAI_SWITCH_ATTR_FAST_LINKUP_GUARD_TIMEOUT",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(10)));

    /** {@code SAI_SWITCH_ATTR_FAST_LINKUP_BER_THRESHOLD}: uint8, create and set. */
    public static final AttrSpec FAST_LINKUP_BER_THRESHOLD = new AttrSpec(ObjectType.SWITCH, 270, "SAI_SWITCH_ATTR_FAST_LINKUP_BER_THRESHOLD",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(12)));

    /** {@code SAI_SWITCH_ATTR_LINK_UP_DEBOUNCE_TIMEOUT}: uint32, create and set. */
    public static final AttrSpec LINK_UP_DEBOUNCE_TIMEOUT = new AttrSpec(ObjectType.SWITCH, 271, "SAI_SWITCH_ATTR_LINK_UP_DEBOUNCE_TIMEOUT",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_SWITCH_ATTR_MAX_CSIG_TIMERS}: uint8, read only. */
    public static final AttrSpec MAX_CSIG_TIMERS = new AttrSpec(ObjectType.SWITCH, 272, "SAI_SWITCH_ATTR_MAX_CSIG_TIMERS",
            ValueType.UINT8, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_CSIG_BW_TIME_INTERVAL_IN_USEC}: uint32_list, read only. */
    public static final AttrSpec CSIG_BW_TIME_INTERVAL_IN_USEC = new AttrSpec(ObjectType.SWITCH, 273, "SAI_SWITCH_ATTR_CSIG_BW_TIME_INTERVAL_IN_USEC",
            ValueType.UINT32_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PTP_TIME_OFFSET}: timespec, create and set. */
    public static final AttrSpec PTP_TIME_OFFSET = new AttrSpec(ObjectType.SWITCH, 274, "SAI_SWITCH_ATTR_PTP_TIME_OFFSET",
            ValueType.TIMESPEC, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.CONST);

    /** {@code SAI_SWITCH_ATTR_PTP_SYNTONIZE_ADJUST}: int32, create and set. */
    public static final AttrSpec PTP_SYNTONIZE_ADJUST = new AttrSpec(ObjectType.SWITCH, 275, "SAI_SWITCH_ATTR_PTP_SYNTONIZE_ADJUST",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)));

    /** {@code SAI_SWITCH_ATTR_DASH_CAPS_MAX_METER_BUCKET_COUNT_PER_ENI}: uint32, read only. */
    public static final AttrSpec DASH_CAPS_MAX_METER_BUCKET_COUNT_PER_ENI = new AttrSpec(ObjectType.SWITCH, 536870912, "SAI_SWITCH_ATTR_DASH_CAPS_MAX_METER_BUCKET_COUNT_PER_ENI",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_DASH_CAPS_HA_SCOPE_LEVEL}: int32, read only. */
    public static final AttrSpec DASH_CAPS_HA_SCOPE_LEVEL = new AttrSpec(ObjectType.SWITCH, 536870913, "SAI_SWITCH_ATTR_DASH_CAPS_HA_SCOPE_LEVEL",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.DashCapsHaScopeLevel.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_DASH_CAPS_HA_OWNER_NEEDED}: bool, read only. */
    public static final AttrSpec DASH_CAPS_HA_OWNER_NEEDED = new AttrSpec(ObjectType.SWITCH, 536870914, "SAI_SWITCH_ATTR_DASH_CAPS_HA_OWNER_NEEDED",
            ValueType.BOOL, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_HA_SET_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec HA_SET_EVENT_NOTIFY = new AttrSpec(ObjectType.SWITCH, 536870915, "SAI_SWITCH_ATTR_HA_SET_EVENT_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_HA_SCOPE_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec HA_SCOPE_EVENT_NOTIFY = new AttrSpec(ObjectType.SWITCH, 536870916, "SAI_SWITCH_ATTR_HA_SCOPE_EVENT_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_FLOW_BULK_GET_SESSION_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec FLOW_BULK_GET_SESSION_EVENT_NOTIFY = new AttrSpec(ObjectType.SWITCH, 536870917, "SAI_SWITCH_ATTR_FLOW_BULK_GET_SESSION_EVENT_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            NUMBER_OF_ACTIVE_PORTS,
            MAX_NUMBER_OF_SUPPORTED_PORTS,
            PORT_LIST,
            PORT_MAX_MTU,
            CPU_PORT,
            MAX_VIRTUAL_ROUTERS,
            FDB_TABLE_SIZE,
            L3_NEIGHBOR_TABLE_SIZE,
            L3_ROUTE_TABLE_SIZE,
            LAG_MEMBERS,
            NUMBER_OF_LAGS,
            ECMP_MEMBERS,
            NUMBER_OF_ECMP_GROUPS,
            NUMBER_OF_UNICAST_QUEUES,
            NUMBER_OF_MULTICAST_QUEUES,
            NUMBER_OF_QUEUES,
            NUMBER_OF_CPU_QUEUES,
            ON_LINK_ROUTE_SUPPORTED,
            OPER_STATUS,
            MAX_NUMBER_OF_TEMP_SENSORS,
            TEMP_LIST,
            MAX_TEMP,
            AVERAGE_TEMP,
            ACL_TABLE_MINIMUM_PRIORITY,
            ACL_TABLE_MAXIMUM_PRIORITY,
            ACL_ENTRY_MINIMUM_PRIORITY,
            ACL_ENTRY_MAXIMUM_PRIORITY,
            ACL_TABLE_GROUP_MINIMUM_PRIORITY,
            ACL_TABLE_GROUP_MAXIMUM_PRIORITY,
            FDB_DST_USER_META_DATA_RANGE,
            ROUTE_DST_USER_META_DATA_RANGE,
            NEIGHBOR_DST_USER_META_DATA_RANGE,
            PORT_USER_META_DATA_RANGE,
            VLAN_USER_META_DATA_RANGE,
            ACL_USER_META_DATA_RANGE,
            ACL_USER_TRAP_ID_RANGE,
            DEFAULT_VLAN_ID,
            DEFAULT_STP_INST_ID,
            MAX_STP_INSTANCE,
            DEFAULT_VIRTUAL_ROUTER_ID,
            DEFAULT_OVERRIDE_VIRTUAL_ROUTER_ID,
            DEFAULT_1Q_BRIDGE_ID,
            INGRESS_ACL,
            EGRESS_ACL,
            QOS_MAX_NUMBER_OF_TRAFFIC_CLASSES,
            QOS_MAX_NUMBER_OF_SCHEDULER_GROUP_HIERARCHY_LEVELS,
            QOS_MAX_NUMBER_OF_SCHEDULER_GROUPS_PER_HIERARCHY_LEVEL,
            QOS_MAX_NUMBER_OF_CHILDS_PER_SCHEDULER_GROUP,
            TOTAL_BUFFER_SIZE,
            INGRESS_BUFFER_POOL_NUM,
            EGRESS_BUFFER_POOL_NUM,
            AVAILABLE_IPV4_ROUTE_ENTRY,
            AVAILABLE_IPV6_ROUTE_ENTRY,
            AVAILABLE_IPV4_NEXTHOP_ENTRY,
            AVAILABLE_IPV6_NEXTHOP_ENTRY,
            AVAILABLE_IPV4_NEIGHBOR_ENTRY,
            AVAILABLE_IPV6_NEIGHBOR_ENTRY,
            AVAILABLE_NEXT_HOP_GROUP_ENTRY,
            AVAILABLE_NEXT_HOP_GROUP_MEMBER_ENTRY,
            AVAILABLE_FDB_ENTRY,
            AVAILABLE_L2MC_ENTRY,
            AVAILABLE_IPMC_ENTRY,
            AVAILABLE_SNAT_ENTRY,
            AVAILABLE_DNAT_ENTRY,
            AVAILABLE_DOUBLE_NAT_ENTRY,
            AVAILABLE_ACL_TABLE,
            AVAILABLE_ACL_TABLE_GROUP,
            AVAILABLE_MY_SID_ENTRY,
            DEFAULT_TRAP_GROUP,
            ECMP_HASH,
            LAG_HASH,
            RESTART_WARM,
            WARM_RECOVER,
            RESTART_TYPE,
            MIN_PLANNED_RESTART_INTERVAL,
            NV_STORAGE_SIZE,
            MAX_ACL_ACTION_COUNT,
            MAX_ACL_RANGE_COUNT,
            ACL_CAPABILITY,
            MCAST_SNOOPING_CAPABILITY,
            SWITCHING_MODE,
            BCAST_CPU_FLOOD_ENABLE,
            MCAST_CPU_FLOOD_ENABLE,
            SRC_MAC_ADDRESS,
            MAX_LEARNED_ADDRESSES,
            FDB_AGING_TIME,
            FDB_UNICAST_MISS_PACKET_ACTION,
            FDB_BROADCAST_MISS_PACKET_ACTION,
            FDB_MULTICAST_MISS_PACKET_ACTION,
            ECMP_DEFAULT_HASH_ALGORITHM,
            ECMP_DEFAULT_HASH_SEED,
            ECMP_DEFAULT_HASH_OFFSET,
            ECMP_DEFAULT_SYMMETRIC_HASH,
            ECMP_HASH_IPV4,
            ECMP_HASH_IPV4_IN_IPV4,
            ECMP_HASH_IPV6,
            LAG_DEFAULT_HASH_ALGORITHM,
            LAG_DEFAULT_HASH_SEED,
            LAG_DEFAULT_HASH_OFFSET,
            LAG_DEFAULT_SYMMETRIC_HASH,
            LAG_HASH_IPV4,
            LAG_HASH_IPV4_IN_IPV4,
            LAG_HASH_IPV6,
            COUNTER_REFRESH_INTERVAL,
            QOS_DEFAULT_TC,
            QOS_DOT1P_TO_TC_MAP,
            QOS_DOT1P_TO_COLOR_MAP,
            QOS_DSCP_TO_TC_MAP,
            QOS_DSCP_TO_COLOR_MAP,
            QOS_TC_TO_QUEUE_MAP,
            QOS_TC_AND_COLOR_TO_DOT1P_MAP,
            QOS_TC_AND_COLOR_TO_DSCP_MAP,
            SWITCH_SHELL_ENABLE,
            SWITCH_PROFILE_ID,
            SWITCH_HARDWARE_INFO,
            FIRMWARE_PATH_NAME,
            INIT_SWITCH,
            SWITCH_STATE_CHANGE_NOTIFY,
            SWITCH_SHUTDOWN_REQUEST_NOTIFY,
            FDB_EVENT_NOTIFY,
            PORT_STATE_CHANGE_NOTIFY,
            PACKET_EVENT_NOTIFY,
            FAST_API_ENABLE,
            MIRROR_TC,
            ACL_STAGE_INGRESS,
            ACL_STAGE_EGRESS,
            SRV6_MAX_SID_DEPTH,
            SRV6_TLV_TYPE,
            QOS_NUM_LOSSLESS_QUEUES,
            QUEUE_PFC_DEADLOCK_NOTIFY,
            PFC_DLR_PACKET_ACTION,
            PFC_TC_DLD_INTERVAL_RANGE,
            PFC_TC_DLD_INTERVAL,
            PFC_TC_DLR_INTERVAL_RANGE,
            PFC_TC_DLR_INTERVAL,
            SUPPORTED_PROTECTED_OBJECT_TYPE,
            TPID_OUTER_VLAN,
            TPID_INNER_VLAN,
            CRC_CHECK_ENABLE,
            CRC_RECALCULATION_ENABLE,
            BFD_SESSION_STATE_CHANGE_NOTIFY,
            NUMBER_OF_BFD_SESSION,
            MAX_BFD_SESSION,
            SUPPORTED_IPV4_BFD_SESSION_OFFLOAD_TYPE,
            SUPPORTED_IPV6_BFD_SESSION_OFFLOAD_TYPE,
            MIN_BFD_RX,
            MIN_BFD_TX,
            ECN_ECT_THRESHOLD_ENABLE,
            VXLAN_DEFAULT_ROUTER_MAC,
            VXLAN_DEFAULT_PORT,
            MAX_MIRROR_SESSION,
            MAX_SAMPLED_MIRROR_SESSION,
            SUPPORTED_EXTENDED_STATS_MODE,
            UNINIT_DATA_PLANE_ON_REMOVAL,
            TAM_OBJECT_ID,
            TAM_EVENT_NOTIFY,
            SUPPORTED_OBJECT_TYPE_LIST,
            PRE_SHUTDOWN,
            NAT_ZONE_COUNTER_OBJECT_ID,
            NAT_ENABLE,
            HARDWARE_ACCESS_BUS,
            PLATFROM_CONTEXT,
            REGISTER_READ,
            REGISTER_WRITE,
            FIRMWARE_DOWNLOAD_BROADCAST,
            FIRMWARE_LOAD_METHOD,
            FIRMWARE_LOAD_TYPE,
            FIRMWARE_DOWNLOAD_EXECUTE,
            FIRMWARE_BROADCAST_STOP,
            FIRMWARE_VERIFY_AND_INIT_SWITCH,
            FIRMWARE_STATUS,
            FIRMWARE_MAJOR_VERSION,
            FIRMWARE_MINOR_VERSION,
            PORT_CONNECTOR_LIST,
            PROPOGATE_PORT_STATE_FROM_LINE_TO_SYSTEM_PORT_SUPPORT,
            TYPE,
            MACSEC_OBJECT_LIST,
            QOS_MPLS_EXP_TO_TC_MAP,
            QOS_MPLS_EXP_TO_COLOR_MAP,
            QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP,
            SWITCH_ID,
            MAX_SYSTEM_CORES,
            SYSTEM_PORT_CONFIG_LIST,
            NUMBER_OF_SYSTEM_PORTS,
            SYSTEM_PORT_LIST,
            NUMBER_OF_FABRIC_PORTS,
            FABRIC_PORT_LIST,
            PACKET_DMA_MEMORY_POOL_SIZE,
            FAILOVER_CONFIG_MODE,
            SUPPORTED_FAILOVER_MODE,
            TUNNEL_OBJECTS_LIST,
            PACKET_AVAILABLE_DMA_MEMORY_POOL_SIZE,
            PRE_INGRESS_ACL,
            AVAILABLE_SNAPT_ENTRY,
            AVAILABLE_DNAPT_ENTRY,
            AVAILABLE_DOUBLE_NAPT_ENTRY,
            SLAVE_MDIO_ADDR_LIST,
            MY_MAC_TABLE_MINIMUM_PRIORITY,
            MY_MAC_TABLE_MAXIMUM_PRIORITY,
            MY_MAC_LIST,
            INSTALLED_MY_MAC_ENTRIES,
            AVAILABLE_MY_MAC_ENTRIES,
            MAX_NUMBER_OF_FORWARDING_CLASSES,
            QOS_DSCP_TO_FORWARDING_CLASS_MAP,
            QOS_MPLS_EXP_TO_FORWARDING_CLASS_MAP,
            IPSEC_OBJECT_ID,
            IPSEC_SA_TAG_TPID,
            IPSEC_SA_STATUS_CHANGE_NOTIFY,
            NAT_EVENT_NOTIFY,
            MAX_ECMP_MEMBER_COUNT,
            ECMP_MEMBER_COUNT,
            ARS_PROFILE,
            ACL_STAGE_POST_INGRESS,
            CREDIT_WD,
            CREDIT_WD_TIMER,
            SWITCH_ISOLATE,
            HOSTIF_OPER_STATUS_UPDATE_MODE,
            SWITCH_ASIC_SDK_HEALTH_EVENT_NOTIFY,
            REG_FATAL_SWITCH_ASIC_SDK_HEALTH_CATEGORY,
            REG_WARNING_SWITCH_ASIC_SDK_HEALTH_CATEGORY,
            REG_NOTICE_SWITCH_ASIC_SDK_HEALTH_CATEGORY,
            ACL_CHAIN_LIST,
            PORT_HOST_TX_READY_NOTIFY,
            TUNNEL_TERM_TABLE_ENTRY_MINIMUM_PRIORITY,
            TUNNEL_TERM_TABLE_ENTRY_MAXIMUM_PRIORITY,
            TWAMP_SESSION_EVENT_NOTIFY,
            AVAILABLE_TWAMP_SESSION,
            MAX_TWAMP_SESSION,
            AVAILABLE_IP_NEXT_HOP_GROUP_MEMBER_ENTRY,
            AVAILABLE_SYSTEM_VOQS,
            ACL_STAGE_PRE_INGRESS,
            POE_DEVICE_LIST,
            ICMP_ECHO_SESSION_STATE_CHANGE_NOTIFY,
            AVAILABLE_ICMP_ECHO_SESSION,
            MAX_ICMP_ECHO_SESSION,
            STATS_COUNT_MODE,
            SELECTIVE_COUNTER_LIST,
            EXTENDED_PORT_STATE_CHANGE_NOTIFY,
            TAM_ST_REPORT_CHUNK_SIZE,
            TAM_ST_CHUNK_COUNT,
            TAM_TEL_TYPE_CONFIG_CHANGE_NOTIFY,
            PACKET_TRIM_SIZE,
            PACKET_TRIM_DSCP_VALUE,
            PACKET_TRIM_QUEUE_RESOLUTION_MODE,
            PACKET_TRIM_QUEUE_INDEX,
            SHARED_BUFFER_CELL_SIZE,
            PORT_PTP_MODE,
            ECMP_HASH_IPV4_RDMA,
            ECMP_HASH_IPV6_RDMA,
            LAG_HASH_IPV4_RDMA,
            LAG_HASH_IPV6_RDMA,
            MAX_SYNCE_CLOCK_COUNT,
            SYNCE_CLOCK_LIST,
            PACKET_TRIM_TC_VALUE,
            PACKET_TRIM_DSCP_RESOLUTION_MODE,
            MACSEC_POST_STATUS_NOTIFY,
            IPSEC_POST_STATUS_NOTIFY,
            MACSEC_POST_STATUS,
            IPSEC_POST_STATUS,
            MACSEC_ENABLE_POST,
            IPSEC_ENABLE_POST,
            SWITCH_MACSEC_POST_STATUS_NOTIFY,
            SWITCH_IPSEC_POST_STATUS_NOTIFY,
            DEFAULT_CPU_INGRESS_BUFFER_POOL,
            DEFAULT_CPU_EGRESS_BUFFER_POOL,
            NEXT_HOP_USER_META_DATA_RANGE,
            FAST_LINKUP_POLLING_TIMEOUT_RANGE,
            FAST_LINKUP_POLLING_TIMEOUT,
            FAST_LINKUP_GUARD_TIMEOUT_RANGE,
            FAST_LINKUP_GUARD_TIMEOUT,
            FAST_LINKUP_BER_THRESHOLD,
            LINK_UP_DEBOUNCE_TIMEOUT,
            MAX_CSIG_TIMERS,
            CSIG_BW_TIME_INTERVAL_IN_USEC,
            PTP_TIME_OFFSET,
            PTP_SYNTONIZE_ADJUST,
            DASH_CAPS_MAX_METER_BUCKET_COUNT_PER_ENI,
            DASH_CAPS_HA_SCOPE_LEVEL,
            DASH_CAPS_HA_OWNER_NEEDED,
            HA_SET_EVENT_NOTIFY,
            HA_SCOPE_EVENT_NOTIFY,
            FLOW_BULK_GET_SESSION_EVENT_NOTIFY);
}
