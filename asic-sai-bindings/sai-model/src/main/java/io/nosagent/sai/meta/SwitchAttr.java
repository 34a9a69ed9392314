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

/** Attributes of {@code SAI_OBJECT_TYPE_SWITCH} ({@code sai_switch_attr_t}). */
public final class SwitchAttr {

    private SwitchAttr() {
    }

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_ACTIVE_PORTS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> NUMBER_OF_ACTIVE_PORTS = new AttrSpec.U32<>(SaiObject.Switch.class, 0, "SAI_SWITCH_ATTR_NUMBER_OF_ACTIVE_PORTS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_NUMBER_OF_SUPPORTED_PORTS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> MAX_NUMBER_OF_SUPPORTED_PORTS = new AttrSpec.U32<>(SaiObject.Switch.class, 1, "SAI_SWITCH_ATTR_MAX_NUMBER_OF_SUPPORTED_PORTS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PORT_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.Switch> PORT_LIST = new AttrSpec.OidList<>(SaiObject.Switch.class, 2, "SAI_SWITCH_ATTR_PORT_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_PORT_MAX_MTU}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> PORT_MAX_MTU = new AttrSpec.U32<>(SaiObject.Switch.class, 3, "SAI_SWITCH_ATTR_PORT_MAX_MTU",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_CPU_PORT}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.Switch> CPU_PORT = new AttrSpec.Oid<>(SaiObject.Switch.class, 4, "SAI_SWITCH_ATTR_CPU_PORT",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_MAX_VIRTUAL_ROUTERS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> MAX_VIRTUAL_ROUTERS = new AttrSpec.U32<>(SaiObject.Switch.class, 5, "SAI_SWITCH_ATTR_MAX_VIRTUAL_ROUTERS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FDB_TABLE_SIZE}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> FDB_TABLE_SIZE = new AttrSpec.U32<>(SaiObject.Switch.class, 6, "SAI_SWITCH_ATTR_FDB_TABLE_SIZE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_L3_NEIGHBOR_TABLE_SIZE}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> L3_NEIGHBOR_TABLE_SIZE = new AttrSpec.U32<>(SaiObject.Switch.class, 7, "SAI_SWITCH_ATTR_L3_NEIGHBOR_TABLE_SIZE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_L3_ROUTE_TABLE_SIZE}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> L3_ROUTE_TABLE_SIZE = new AttrSpec.U32<>(SaiObject.Switch.class, 8, "SAI_SWITCH_ATTR_L3_ROUTE_TABLE_SIZE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_LAG_MEMBERS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> LAG_MEMBERS = new AttrSpec.U32<>(SaiObject.Switch.class, 9, "SAI_SWITCH_ATTR_LAG_MEMBERS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_LAGS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> NUMBER_OF_LAGS = new AttrSpec.U32<>(SaiObject.Switch.class, 10, "SAI_SWITCH_ATTR_NUMBER_OF_LAGS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ECMP_MEMBERS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> ECMP_MEMBERS = new AttrSpec.U32<>(SaiObject.Switch.class, 11, "SAI_SWITCH_ATTR_ECMP_MEMBERS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_ECMP_GROUPS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> NUMBER_OF_ECMP_GROUPS = new AttrSpec.U32<>(SaiObject.Switch.class, 12, "SAI_SWITCH_ATTR_NUMBER_OF_ECMP_GROUPS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_UNICAST_QUEUES}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> NUMBER_OF_UNICAST_QUEUES = new AttrSpec.U32<>(SaiObject.Switch.class, 13, "SAI_SWITCH_ATTR_NUMBER_OF_UNICAST_QUEUES",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_MULTICAST_QUEUES}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> NUMBER_OF_MULTICAST_QUEUES = new AttrSpec.U32<>(SaiObject.Switch.class, 14, "SAI_SWITCH_ATTR_NUMBER_OF_MULTICAST_QUEUES",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_QUEUES}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> NUMBER_OF_QUEUES = new AttrSpec.U32<>(SaiObject.Switch.class, 15, "SAI_SWITCH_ATTR_NUMBER_OF_QUEUES",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_CPU_QUEUES}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> NUMBER_OF_CPU_QUEUES = new AttrSpec.U32<>(SaiObject.Switch.class, 16, "SAI_SWITCH_ATTR_NUMBER_OF_CPU_QUEUES",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ON_LINK_ROUTE_SUPPORTED}: bool, read only. */
    public static final AttrSpec.Bool<SaiObject.Switch> ON_LINK_ROUTE_SUPPORTED = new AttrSpec.Bool<>(SaiObject.Switch.class, 17, "SAI_SWITCH_ATTR_ON_LINK_ROUTE_SUPPORTED",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_OPER_STATUS}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Switch> OPER_STATUS = new AttrSpec.S32<>(SaiObject.Switch.class, 18, "SAI_SWITCH_ATTR_OPER_STATUS",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.SwitchOperStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_NUMBER_OF_TEMP_SENSORS}: uint8, read only. */
    public static final AttrSpec.U8<SaiObject.Switch> MAX_NUMBER_OF_TEMP_SENSORS = new AttrSpec.U8<>(SaiObject.Switch.class, 19, "SAI_SWITCH_ATTR_MAX_NUMBER_OF_TEMP_SENSORS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_TEMP_LIST}: int32_list, read only. */
    public static final AttrSpec.S32List<SaiObject.Switch> TEMP_LIST = new AttrSpec.S32List<>(SaiObject.Switch.class, 20, "SAI_SWITCH_ATTR_TEMP_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_TEMP}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Switch> MAX_TEMP = new AttrSpec.S32<>(SaiObject.Switch.class, 21, "SAI_SWITCH_ATTR_MAX_TEMP",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVERAGE_TEMP}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Switch> AVERAGE_TEMP = new AttrSpec.S32<>(SaiObject.Switch.class, 22, "SAI_SWITCH_ATTR_AVERAGE_TEMP",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_TABLE_MINIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> ACL_TABLE_MINIMUM_PRIORITY = new AttrSpec.U32<>(SaiObject.Switch.class, 23, "SAI_SWITCH_ATTR_ACL_TABLE_MINIMUM_PRIORITY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_TABLE_MAXIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> ACL_TABLE_MAXIMUM_PRIORITY = new AttrSpec.U32<>(SaiObject.Switch.class, 24, "SAI_SWITCH_ATTR_ACL_TABLE_MAXIMUM_PRIORITY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_ENTRY_MINIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> ACL_ENTRY_MINIMUM_PRIORITY = new AttrSpec.U32<>(SaiObject.Switch.class, 25, "SAI_SWITCH_ATTR_ACL_ENTRY_MINIMUM_PRIORITY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_ENTRY_MAXIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> ACL_ENTRY_MAXIMUM_PRIORITY = new AttrSpec.U32<>(SaiObject.Switch.class, 26, "SAI_SWITCH_ATTR_ACL_ENTRY_MAXIMUM_PRIORITY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_TABLE_GROUP_MINIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> ACL_TABLE_GROUP_MINIMUM_PRIORITY = new AttrSpec.U32<>(SaiObject.Switch.class, 27, "SAI_SWITCH_ATTR_ACL_TABLE_GROUP_MINIMUM_PRIORITY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_TABLE_GROUP_MAXIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> ACL_TABLE_GROUP_MAXIMUM_PRIORITY = new AttrSpec.U32<>(SaiObject.Switch.class, 28, "SAI_SWITCH_ATTR_ACL_TABLE_GROUP_MAXIMUM_PRIORITY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FDB_DST_USER_META_DATA_RANGE}: uint32_range, read only. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.U32Range> FDB_DST_USER_META_DATA_RANGE = new AttrSpec.Of<>(SaiObject.Switch.class, 29, "SAI_SWITCH_ATTR_FDB_DST_USER_META_DATA_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ROUTE_DST_USER_META_DATA_RANGE}: uint32_range, read only. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.U32Range> ROUTE_DST_USER_META_DATA_RANGE = new AttrSpec.Of<>(SaiObject.Switch.class, 30, "SAI_SWITCH_ATTR_ROUTE_DST_USER_META_DATA_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NEIGHBOR_DST_USER_META_DATA_RANGE}: uint32_range, read only. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.U32Range> NEIGHBOR_DST_USER_META_DATA_RANGE = new AttrSpec.Of<>(SaiObject.Switch.class, 31, "SAI_SWITCH_ATTR_NEIGHBOR_DST_USER_META_DATA_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PORT_USER_META_DATA_RANGE}: uint32_range, read only. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.U32Range> PORT_USER_META_DATA_RANGE = new AttrSpec.Of<>(SaiObject.Switch.class, 32, "SAI_SWITCH_ATTR_PORT_USER_META_DATA_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_VLAN_USER_META_DATA_RANGE}: uint32_range, read only. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.U32Range> VLAN_USER_META_DATA_RANGE = new AttrSpec.Of<>(SaiObject.Switch.class, 33, "SAI_SWITCH_ATTR_VLAN_USER_META_DATA_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_USER_META_DATA_RANGE}: uint32_range, read only. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.U32Range> ACL_USER_META_DATA_RANGE = new AttrSpec.Of<>(SaiObject.Switch.class, 34, "SAI_SWITCH_ATTR_ACL_USER_META_DATA_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_USER_TRAP_ID_RANGE}: uint32_range, read only. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.U32Range> ACL_USER_TRAP_ID_RANGE = new AttrSpec.Of<>(SaiObject.Switch.class, 35, "SAI_SWITCH_ATTR_ACL_USER_TRAP_ID_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_DEFAULT_VLAN_ID}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.Switch> DEFAULT_VLAN_ID = new AttrSpec.Oid<>(SaiObject.Switch.class, 36, "SAI_SWITCH_ATTR_DEFAULT_VLAN_ID",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.VLAN), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_DEFAULT_STP_INST_ID}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.Switch> DEFAULT_STP_INST_ID = new AttrSpec.Oid<>(SaiObject.Switch.class, 37, "SAI_SWITCH_ATTR_DEFAULT_STP_INST_ID",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.STP), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_MAX_STP_INSTANCE}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> MAX_STP_INSTANCE = new AttrSpec.U32<>(SaiObject.Switch.class, 38, "SAI_SWITCH_ATTR_MAX_STP_INSTANCE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_DEFAULT_VIRTUAL_ROUTER_ID}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.Switch> DEFAULT_VIRTUAL_ROUTER_ID = new AttrSpec.Oid<>(SaiObject.Switch.class, 39, "SAI_SWITCH_ATTR_DEFAULT_VIRTUAL_ROUTER_ID",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.VIRTUAL_ROUTER), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_DEFAULT_OVERRIDE_VIRTUAL_ROUTER_ID}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.Switch> DEFAULT_OVERRIDE_VIRTUAL_ROUTER_ID = new AttrSpec.Oid<>(SaiObject.Switch.class, 40, "SAI_SWITCH_ATTR_DEFAULT_OVERRIDE_VIRTUAL_ROUTER_ID",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.VIRTUAL_ROUTER), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_DEFAULT_1Q_BRIDGE_ID}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.Switch> DEFAULT_1Q_BRIDGE_ID = new AttrSpec.Oid<>(SaiObject.Switch.class, 41, "SAI_SWITCH_ATTR_DEFAULT_1Q_BRIDGE_ID",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.BRIDGE), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_INGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> INGRESS_ACL = new AttrSpec.Oid<>(SaiObject.Switch.class, 42, "SAI_SWITCH_ATTR_INGRESS_ACL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_EGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> EGRESS_ACL = new AttrSpec.Oid<>(SaiObject.Switch.class, 43, "SAI_SWITCH_ATTR_EGRESS_ACL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_MAX_NUMBER_OF_TRAFFIC_CLASSES}: uint8, read only. */
    public static final AttrSpec.U8<SaiObject.Switch> QOS_MAX_NUMBER_OF_TRAFFIC_CLASSES = new AttrSpec.U8<>(SaiObject.Switch.class, 44, "SAI_SWITCH_ATTR_QOS_MAX_NUMBER_OF_TRAFFIC_CLASSES",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_QOS_MAX_NUMBER_OF_SCHEDULER_GROUP_HIERARCHY_LEVELS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> QOS_MAX_NUMBER_OF_SCHEDULER_GROUP_HIERARCHY_LEVELS = new AttrSpec.U32<>(SaiObject.Switch.class, 45, "SAI_SWITCH_ATTR_QOS_MAX_NUMBER_OF_SCHEDULER_GROUP_HIERARCHY_LEVELS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_QOS_MAX_NUMBER_OF_SCHEDULER_GROUPS_PER_HIERARCHY_LEVEL}: uint32_list, read only. */
    public static final AttrSpec.U32List<SaiObject.Switch> QOS_MAX_NUMBER_OF_SCHEDULER_GROUPS_PER_HIERARCHY_LEVEL = new AttrSpec.U32List<>(SaiObject.Switch.class, 46, "SAI_SWITCH_ATTR_QOS_MAX_NUMBER_OF_SCHEDULER_GROUPS_PER_HIERARCHY_LEVEL",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_QOS_MAX_NUMBER_OF_CHILDS_PER_SCHEDULER_GROUP}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> QOS_MAX_NUMBER_OF_CHILDS_PER_SCHEDULER_GROUP = new AttrSpec.U32<>(SaiObject.Switch.class, 47, "SAI_SWITCH_ATTR_QOS_MAX_NUMBER_OF_CHILDS_PER_SCHEDULER_GROUP",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_TOTAL_BUFFER_SIZE}: uint64, read only. */
    public static final AttrSpec.U64<SaiObject.Switch> TOTAL_BUFFER_SIZE = new AttrSpec.U64<>(SaiObject.Switch.class, 48, "SAI_SWITCH_ATTR_TOTAL_BUFFER_SIZE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_INGRESS_BUFFER_POOL_NUM}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> INGRESS_BUFFER_POOL_NUM = new AttrSpec.U32<>(SaiObject.Switch.class, 49, "SAI_SWITCH_ATTR_INGRESS_BUFFER_POOL_NUM",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_EGRESS_BUFFER_POOL_NUM}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> EGRESS_BUFFER_POOL_NUM = new AttrSpec.U32<>(SaiObject.Switch.class, 50, "SAI_SWITCH_ATTR_EGRESS_BUFFER_POOL_NUM",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_IPV4_ROUTE_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_IPV4_ROUTE_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 51, "SAI_SWITCH_ATTR_AVAILABLE_IPV4_ROUTE_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_IPV6_ROUTE_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_IPV6_ROUTE_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 52, "SAI_SWITCH_ATTR_AVAILABLE_IPV6_ROUTE_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_IPV4_NEXTHOP_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_IPV4_NEXTHOP_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 53, "SAI_SWITCH_ATTR_AVAILABLE_IPV4_NEXTHOP_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_IPV6_NEXTHOP_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_IPV6_NEXTHOP_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 54, "SAI_SWITCH_ATTR_AVAILABLE_IPV6_NEXTHOP_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_IPV4_NEIGHBOR_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_IPV4_NEIGHBOR_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 55, "SAI_SWITCH_ATTR_AVAILABLE_IPV4_NEIGHBOR_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_IPV6_NEIGHBOR_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_IPV6_NEIGHBOR_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 56, "SAI_SWITCH_ATTR_AVAILABLE_IPV6_NEIGHBOR_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_NEXT_HOP_GROUP_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_NEXT_HOP_GROUP_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 57, "SAI_SWITCH_ATTR_AVAILABLE_NEXT_HOP_GROUP_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_NEXT_HOP_GROUP_MEMBER_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_NEXT_HOP_GROUP_MEMBER_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 58, "SAI_SWITCH_ATTR_AVAILABLE_NEXT_HOP_GROUP_MEMBER_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_FDB_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_FDB_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 59, "SAI_SWITCH_ATTR_AVAILABLE_FDB_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_L2MC_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_L2MC_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 60, "SAI_SWITCH_ATTR_AVAILABLE_L2MC_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_IPMC_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_IPMC_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 61, "SAI_SWITCH_ATTR_AVAILABLE_IPMC_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_SNAT_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_SNAT_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 62, "SAI_SWITCH_ATTR_AVAILABLE_SNAT_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_DNAT_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_DNAT_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 63, "SAI_SWITCH_ATTR_AVAILABLE_DNAT_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_DOUBLE_NAT_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_DOUBLE_NAT_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 64, "SAI_SWITCH_ATTR_AVAILABLE_DOUBLE_NAT_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_ACL_TABLE}: acl_resource_list, read only. */
    public static final AttrSpec.Opaque<SaiObject.Switch> AVAILABLE_ACL_TABLE = new AttrSpec.Opaque<>(SaiObject.Switch.class, 65, "SAI_SWITCH_ATTR_AVAILABLE_ACL_TABLE",
            ValueType.ACL_RESOURCE_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_ACL_TABLE_GROUP}: acl_resource_list, read only. */
    public static final AttrSpec.Opaque<SaiObject.Switch> AVAILABLE_ACL_TABLE_GROUP = new AttrSpec.Opaque<>(SaiObject.Switch.class, 66, "SAI_SWITCH_ATTR_AVAILABLE_ACL_TABLE_GROUP",
            ValueType.ACL_RESOURCE_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_MY_SID_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_MY_SID_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 67, "SAI_SWITCH_ATTR_AVAILABLE_MY_SID_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_DEFAULT_TRAP_GROUP}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.Switch> DEFAULT_TRAP_GROUP = new AttrSpec.Oid<>(SaiObject.Switch.class, 68, "SAI_SWITCH_ATTR_DEFAULT_TRAP_GROUP",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.HOSTIF_TRAP_GROUP), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_ECMP_HASH}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.Switch> ECMP_HASH = new AttrSpec.Oid<>(SaiObject.Switch.class, 69, "SAI_SWITCH_ATTR_ECMP_HASH",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.HASH), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_LAG_HASH}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.Switch> LAG_HASH = new AttrSpec.Oid<>(SaiObject.Switch.class, 70, "SAI_SWITCH_ATTR_LAG_HASH",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.HASH), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_RESTART_WARM}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> RESTART_WARM = new AttrSpec.Bool<>(SaiObject.Switch.class, 71, "SAI_SWITCH_ATTR_RESTART_WARM",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_WARM_RECOVER}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> WARM_RECOVER = new AttrSpec.Bool<>(SaiObject.Switch.class, 72, "SAI_SWITCH_ATTR_WARM_RECOVER",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_RESTART_TYPE}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Switch> RESTART_TYPE = new AttrSpec.S32<>(SaiObject.Switch.class, 73, "SAI_SWITCH_ATTR_RESTART_TYPE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.SwitchRestartType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MIN_PLANNED_RESTART_INTERVAL}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> MIN_PLANNED_RESTART_INTERVAL = new AttrSpec.U32<>(SaiObject.Switch.class, 74, "SAI_SWITCH_ATTR_MIN_PLANNED_RESTART_INTERVAL",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NV_STORAGE_SIZE}: uint64, read only. */
    public static final AttrSpec.U64<SaiObject.Switch> NV_STORAGE_SIZE = new AttrSpec.U64<>(SaiObject.Switch.class, 75, "SAI_SWITCH_ATTR_NV_STORAGE_SIZE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_ACL_ACTION_COUNT}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> MAX_ACL_ACTION_COUNT = new AttrSpec.U32<>(SaiObject.Switch.class, 76, "SAI_SWITCH_ATTR_MAX_ACL_ACTION_COUNT",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_ACL_RANGE_COUNT}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> MAX_ACL_RANGE_COUNT = new AttrSpec.U32<>(SaiObject.Switch.class, 77, "SAI_SWITCH_ATTR_MAX_ACL_RANGE_COUNT",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_CAPABILITY}: acl_capability, read only. */
    public static final AttrSpec.Opaque<SaiObject.Switch> ACL_CAPABILITY = new AttrSpec.Opaque<>(SaiObject.Switch.class, 78, "SAI_SWITCH_ATTR_ACL_CAPABILITY",
            ValueType.ACL_CAPABILITY, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MCAST_SNOOPING_CAPABILITY}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Switch> MCAST_SNOOPING_CAPABILITY = new AttrSpec.S32<>(SaiObject.Switch.class, 79, "SAI_SWITCH_ATTR_MCAST_SNOOPING_CAPABILITY",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.SwitchMcastSnoopingCapability.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SWITCHING_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Switch> SWITCHING_MODE = new AttrSpec.S32<>(SaiObject.Switch.class, 80, "SAI_SWITCH_ATTR_SWITCHING_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.SwitchSwitchingMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_SWITCH_SWITCHING_MODE_STORE_AND_FORWARD */);

    /** {@code SAI_SWITCH_ATTR_BCAST_CPU_FLOOD_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> BCAST_CPU_FLOOD_ENABLE = new AttrSpec.Bool<>(SaiObject.Switch.class, 81, "SAI_SWITCH_ATTR_BCAST_CPU_FLOOD_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_MCAST_CPU_FLOOD_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> MCAST_CPU_FLOOD_ENABLE = new AttrSpec.Bool<>(SaiObject.Switch.class, 82, "SAI_SWITCH_ATTR_MCAST_CPU_FLOOD_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_SRC_MAC_ADDRESS}: mac, create and set. */
    public static final AttrSpec.Mac<SaiObject.Switch> SRC_MAC_ADDRESS = new AttrSpec.Mac<>(SaiObject.Switch.class, 83, "SAI_SWITCH_ATTR_SRC_MAC_ADDRESS",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.VENDOR_SPECIFIC);

    /** {@code SAI_SWITCH_ATTR_MAX_LEARNED_ADDRESSES}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Switch> MAX_LEARNED_ADDRESSES = new AttrSpec.U32<>(SaiObject.Switch.class, 84, "SAI_SWITCH_ATTR_MAX_LEARNED_ADDRESSES",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_SWITCH_ATTR_FDB_AGING_TIME}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Switch> FDB_AGING_TIME = new AttrSpec.U32<>(SaiObject.Switch.class, 85, "SAI_SWITCH_ATTR_FDB_AGING_TIME",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_SWITCH_ATTR_FDB_UNICAST_MISS_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Switch> FDB_UNICAST_MISS_PACKET_ACTION = new AttrSpec.S32<>(SaiObject.Switch.class, 86, "SAI_SWITCH_ATTR_FDB_UNICAST_MISS_PACKET_ACTION",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_PACKET_ACTION_FORWARD */);

    /** {@code SAI_SWITCH_ATTR_FDB_BROADCAST_MISS_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Switch> FDB_BROADCAST_MISS_PACKET_ACTION = new AttrSpec.S32<>(SaiObject.Switch.class, 87, "SAI_SWITCH_ATTR_FDB_BROADCAST_MISS_PACKET_ACTION",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_PACKET_ACTION_FORWARD */);

    /** {@code SAI_SWITCH_ATTR_FDB_MULTICAST_MISS_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Switch> FDB_MULTICAST_MISS_PACKET_ACTION = new AttrSpec.S32<>(SaiObject.Switch.class, 88, "SAI_SWITCH_ATTR_FDB_MULTICAST_MISS_PACKET_ACTION",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_PACKET_ACTION_FORWARD */);

    /** {@code SAI_SWITCH_ATTR_ECMP_DEFAULT_HASH_ALGORITHM}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Switch> ECMP_DEFAULT_HASH_ALGORITHM = new AttrSpec.S32<>(SaiObject.Switch.class, 89, "SAI_SWITCH_ATTR_ECMP_DEFAULT_HASH_ALGORITHM",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.HashAlgorithm.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_HASH_ALGORITHM_CRC */);

    /** {@code SAI_SWITCH_ATTR_ECMP_DEFAULT_HASH_SEED}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Switch> ECMP_DEFAULT_HASH_SEED = new AttrSpec.U32<>(SaiObject.Switch.class, 90, "SAI_SWITCH_ATTR_ECMP_DEFAULT_HASH_SEED",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_SWITCH_ATTR_ECMP_DEFAULT_HASH_OFFSET}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Switch> ECMP_DEFAULT_HASH_OFFSET = new AttrSpec.U8<>(SaiObject.Switch.class, 91, "SAI_SWITCH_ATTR_ECMP_DEFAULT_HASH_OFFSET",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_SWITCH_ATTR_ECMP_DEFAULT_SYMMETRIC_HASH}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> ECMP_DEFAULT_SYMMETRIC_HASH = new AttrSpec.Bool<>(SaiObject.Switch.class, 92, "SAI_SWITCH_ATTR_ECMP_DEFAULT_SYMMETRIC_HASH",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_ECMP_HASH_IPV4}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> ECMP_HASH_IPV4 = new AttrSpec.Oid<>(SaiObject.Switch.class, 93, "SAI_SWITCH_ATTR_ECMP_HASH_IPV4",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_ECMP_HASH_IPV4_IN_IPV4}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> ECMP_HASH_IPV4_IN_IPV4 = new AttrSpec.Oid<>(SaiObject.Switch.class, 94, "SAI_SWITCH_ATTR_ECMP_HASH_IPV4_IN_IPV4",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_ECMP_HASH_IPV6}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> ECMP_HASH_IPV6 = new AttrSpec.Oid<>(SaiObject.Switch.class, 95, "SAI_SWITCH_ATTR_ECMP_HASH_IPV6",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_LAG_DEFAULT_HASH_ALGORITHM}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Switch> LAG_DEFAULT_HASH_ALGORITHM = new AttrSpec.S32<>(SaiObject.Switch.class, 96, "SAI_SWITCH_ATTR_LAG_DEFAULT_HASH_ALGORITHM",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.HashAlgorithm.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_HASH_ALGORITHM_CRC */);

    /** {@code SAI_SWITCH_ATTR_LAG_DEFAULT_HASH_SEED}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Switch> LAG_DEFAULT_HASH_SEED = new AttrSpec.U32<>(SaiObject.Switch.class, 97, "SAI_SWITCH_ATTR_LAG_DEFAULT_HASH_SEED",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_SWITCH_ATTR_LAG_DEFAULT_HASH_OFFSET}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Switch> LAG_DEFAULT_HASH_OFFSET = new AttrSpec.U8<>(SaiObject.Switch.class, 98, "SAI_SWITCH_ATTR_LAG_DEFAULT_HASH_OFFSET",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_SWITCH_ATTR_LAG_DEFAULT_SYMMETRIC_HASH}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> LAG_DEFAULT_SYMMETRIC_HASH = new AttrSpec.Bool<>(SaiObject.Switch.class, 99, "SAI_SWITCH_ATTR_LAG_DEFAULT_SYMMETRIC_HASH",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_LAG_HASH_IPV4}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> LAG_HASH_IPV4 = new AttrSpec.Oid<>(SaiObject.Switch.class, 100, "SAI_SWITCH_ATTR_LAG_HASH_IPV4",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_LAG_HASH_IPV4_IN_IPV4}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> LAG_HASH_IPV4_IN_IPV4 = new AttrSpec.Oid<>(SaiObject.Switch.class, 101, "SAI_SWITCH_ATTR_LAG_HASH_IPV4_IN_IPV4",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_LAG_HASH_IPV6}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> LAG_HASH_IPV6 = new AttrSpec.Oid<>(SaiObject.Switch.class, 102, "SAI_SWITCH_ATTR_LAG_HASH_IPV6",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_COUNTER_REFRESH_INTERVAL}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Switch> COUNTER_REFRESH_INTERVAL = new AttrSpec.U32<>(SaiObject.Switch.class, 103, "SAI_SWITCH_ATTR_COUNTER_REFRESH_INTERVAL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(1L)));

    /** {@code SAI_SWITCH_ATTR_QOS_DEFAULT_TC}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Switch> QOS_DEFAULT_TC = new AttrSpec.U8<>(SaiObject.Switch.class, 104, "SAI_SWITCH_ATTR_QOS_DEFAULT_TC",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_SWITCH_ATTR_QOS_DOT1P_TO_TC_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> QOS_DOT1P_TO_TC_MAP = new AttrSpec.Oid<>(SaiObject.Switch.class, 105, "SAI_SWITCH_ATTR_QOS_DOT1P_TO_TC_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_DOT1P_TO_COLOR_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> QOS_DOT1P_TO_COLOR_MAP = new AttrSpec.Oid<>(SaiObject.Switch.class, 106, "SAI_SWITCH_ATTR_QOS_DOT1P_TO_COLOR_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_DSCP_TO_TC_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> QOS_DSCP_TO_TC_MAP = new AttrSpec.Oid<>(SaiObject.Switch.class, 107, "SAI_SWITCH_ATTR_QOS_DSCP_TO_TC_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_DSCP_TO_COLOR_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> QOS_DSCP_TO_COLOR_MAP = new AttrSpec.Oid<>(SaiObject.Switch.class, 108, "SAI_SWITCH_ATTR_QOS_DSCP_TO_COLOR_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_TC_TO_QUEUE_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> QOS_TC_TO_QUEUE_MAP = new AttrSpec.Oid<>(SaiObject.Switch.class, 109, "SAI_SWITCH_ATTR_QOS_TC_TO_QUEUE_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_TC_AND_COLOR_TO_DOT1P_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> QOS_TC_AND_COLOR_TO_DOT1P_MAP = new AttrSpec.Oid<>(SaiObject.Switch.class, 110, "SAI_SWITCH_ATTR_QOS_TC_AND_COLOR_TO_DOT1P_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_TC_AND_COLOR_TO_DSCP_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> QOS_TC_AND_COLOR_TO_DSCP_MAP = new AttrSpec.Oid<>(SaiObject.Switch.class, 111, "SAI_SWITCH_ATTR_QOS_TC_AND_COLOR_TO_DSCP_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_SWITCH_SHELL_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> SWITCH_SHELL_ENABLE = new AttrSpec.Bool<>(SaiObject.Switch.class, 112, "SAI_SWITCH_ATTR_SWITCH_SHELL_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_SWITCH_PROFILE_ID}: uint32, create only. */
    public static final AttrSpec.U32<SaiObject.Switch> SWITCH_PROFILE_ID = new AttrSpec.U32<>(SaiObject.Switch.class, 113, "SAI_SWITCH_ATTR_SWITCH_PROFILE_ID",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_SWITCH_ATTR_SWITCH_HARDWARE_INFO}: int8_list, create only. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.S8List> SWITCH_HARDWARE_INFO = new AttrSpec.Of<>(SaiObject.Switch.class, 114, "SAI_SWITCH_ATTR_SWITCH_HARDWARE_INFO",
            ValueType.INT8_LIST, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_PATH_NAME}: int8_list, create only. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.S8List> FIRMWARE_PATH_NAME = new AttrSpec.Of<>(SaiObject.Switch.class, 115, "SAI_SWITCH_ATTR_FIRMWARE_PATH_NAME",
            ValueType.INT8_LIST, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_INIT_SWITCH}: bool, mandatory on create, create only. */
    public static final AttrSpec.Bool<SaiObject.Switch> INIT_SWITCH = new AttrSpec.Bool<>(SaiObject.Switch.class, 116, "SAI_SWITCH_ATTR_INIT_SWITCH",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SWITCH_STATE_CHANGE_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> SWITCH_STATE_CHANGE_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 117, "SAI_SWITCH_ATTR_SWITCH_STATE_CHANGE_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_SWITCH_SHUTDOWN_REQUEST_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> SWITCH_SHUTDOWN_REQUEST_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 118, "SAI_SWITCH_ATTR_SWITCH_SHUTDOWN_REQUEST_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_FDB_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> FDB_EVENT_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 119, "SAI_SWITCH_ATTR_FDB_EVENT_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_PORT_STATE_CHANGE_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> PORT_STATE_CHANGE_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 120, "SAI_SWITCH_ATTR_PORT_STATE_CHANGE_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_PACKET_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> PACKET_EVENT_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 121, "SAI_SWITCH_ATTR_PACKET_EVENT_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_FAST_API_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> FAST_API_ENABLE = new AttrSpec.Bool<>(SaiObject.Switch.class, 122, "SAI_SWITCH_ATTR_FAST_API_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_MIRROR_TC}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Switch> MIRROR_TC = new AttrSpec.U8<>(SaiObject.Switch.class, 123, "SAI_SWITCH_ATTR_MIRROR_TC",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(255)));

    /** {@code SAI_SWITCH_ATTR_ACL_STAGE_INGRESS}: acl_capability, read only. */
    public static final AttrSpec.Opaque<SaiObject.Switch> ACL_STAGE_INGRESS = new AttrSpec.Opaque<>(SaiObject.Switch.class, 124, "SAI_SWITCH_ATTR_ACL_STAGE_INGRESS",
            ValueType.ACL_CAPABILITY, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_STAGE_EGRESS}: acl_capability, read only. */
    public static final AttrSpec.Opaque<SaiObject.Switch> ACL_STAGE_EGRESS = new AttrSpec.Opaque<>(SaiObject.Switch.class, 125, "SAI_SWITCH_ATTR_ACL_STAGE_EGRESS",
            ValueType.ACL_CAPABILITY, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SRV6_MAX_SID_DEPTH}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> SRV6_MAX_SID_DEPTH = new AttrSpec.U32<>(SaiObject.Switch.class, 126, "SAI_SWITCH_ATTR_SRV6_MAX_SID_DEPTH",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SRV6_TLV_TYPE}: int32_list, read only. */
    public static final AttrSpec.S32List<SaiObject.Switch> SRV6_TLV_TYPE = new AttrSpec.S32List<>(SaiObject.Switch.class, 127, "SAI_SWITCH_ATTR_SRV6_TLV_TYPE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.TlvType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_QOS_NUM_LOSSLESS_QUEUES}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> QOS_NUM_LOSSLESS_QUEUES = new AttrSpec.U32<>(SaiObject.Switch.class, 128, "SAI_SWITCH_ATTR_QOS_NUM_LOSSLESS_QUEUES",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_QUEUE_PFC_DEADLOCK_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> QUEUE_PFC_DEADLOCK_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 129, "SAI_SWITCH_ATTR_QUEUE_PFC_DEADLOCK_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_PFC_DLR_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Switch> PFC_DLR_PACKET_ACTION = new AttrSpec.S32<>(SaiObject.Switch.class, 130, "SAI_SWITCH_ATTR_PFC_DLR_PACKET_ACTION",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PACKET_ACTION_DROP */);

    /** {@code SAI_SWITCH_ATTR_PFC_TC_DLD_INTERVAL_RANGE}: uint32_range, read only. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.U32Range> PFC_TC_DLD_INTERVAL_RANGE = new AttrSpec.Of<>(SaiObject.Switch.class, 131, "SAI_SWITCH_ATTR_PFC_TC_DLD_INTERVAL_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PFC_TC_DLD_INTERVAL}: map_list, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.MapList> PFC_TC_DLD_INTERVAL = new AttrSpec.Of<>(SaiObject.Switch.class, 132, "SAI_SWITCH_ATTR_PFC_TC_DLD_INTERVAL",
            ValueType.MAP_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_PFC_TC_DLR_INTERVAL_RANGE}: uint32_range, read only. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.U32Range> PFC_TC_DLR_INTERVAL_RANGE = new AttrSpec.Of<>(SaiObject.Switch.class, 133, "SAI_SWITCH_ATTR_PFC_TC_DLR_INTERVAL_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PFC_TC_DLR_INTERVAL}: map_list, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.MapList> PFC_TC_DLR_INTERVAL = new AttrSpec.Of<>(SaiObject.Switch.class, 134, "SAI_SWITCH_ATTR_PFC_TC_DLR_INTERVAL",
            ValueType.MAP_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_SUPPORTED_PROTECTED_OBJECT_TYPE}: int32_list, read only. */
    public static final AttrSpec.S32List<SaiObject.Switch> SUPPORTED_PROTECTED_OBJECT_TYPE = new AttrSpec.S32List<>(SaiObject.Switch.class, 135, "SAI_SWITCH_ATTR_SUPPORTED_PROTECTED_OBJECT_TYPE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.ObjectType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_TPID_OUTER_VLAN}: uint16, create and set. */
    public static final AttrSpec.U16<SaiObject.Switch> TPID_OUTER_VLAN = new AttrSpec.U16<>(SaiObject.Switch.class, 136, "SAI_SWITCH_ATTR_TPID_OUTER_VLAN",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(34984)));

    /** {@code SAI_SWITCH_ATTR_TPID_INNER_VLAN}: uint16, create and set. */
    public static final AttrSpec.U16<SaiObject.Switch> TPID_INNER_VLAN = new AttrSpec.U16<>(SaiObject.Switch.class, 137, "SAI_SWITCH_ATTR_TPID_INNER_VLAN",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(33024)));

    /** {@code SAI_SWITCH_ATTR_CRC_CHECK_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> CRC_CHECK_ENABLE = new AttrSpec.Bool<>(SaiObject.Switch.class, 138, "SAI_SWITCH_ATTR_CRC_CHECK_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_SWITCH_ATTR_CRC_RECALCULATION_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> CRC_RECALCULATION_ENABLE = new AttrSpec.Bool<>(SaiObject.Switch.class, 139, "SAI_SWITCH_ATTR_CRC_RECALCULATION_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_SWITCH_ATTR_BFD_SESSION_STATE_CHANGE_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> BFD_SESSION_STATE_CHANGE_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 140, "SAI_SWITCH_ATTR_BFD_SESSION_STATE_CHANGE_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_BFD_SESSION}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> NUMBER_OF_BFD_SESSION = new AttrSpec.U32<>(SaiObject.Switch.class, 141, "SAI_SWITCH_ATTR_NUMBER_OF_BFD_SESSION",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_BFD_SESSION}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> MAX_BFD_SESSION = new AttrSpec.U32<>(SaiObject.Switch.class, 142, "SAI_SWITCH_ATTR_MAX_BFD_SESSION",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SUPPORTED_IPV4_BFD_SESSION_OFFLOAD_TYPE}: int32_list, read only. */
    public static final AttrSpec.S32List<SaiObject.Switch> SUPPORTED_IPV4_BFD_SESSION_OFFLOAD_TYPE = new AttrSpec.S32List<>(SaiObject.Switch.class, 143, "SAI_SWITCH_ATTR_SUPPORTED_IPV4_BFD_SESSION_OFFLOAD_TYPE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.BfdSessionOffloadType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SUPPORTED_IPV6_BFD_SESSION_OFFLOAD_TYPE}: int32_list, read only. */
    public static final AttrSpec.S32List<SaiObject.Switch> SUPPORTED_IPV6_BFD_SESSION_OFFLOAD_TYPE = new AttrSpec.S32List<>(SaiObject.Switch.class, 144, "SAI_SWITCH_ATTR_SUPPORTED_IPV6_BFD_SESSION_OFFLOAD_TYPE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.BfdSessionOffloadType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MIN_BFD_RX}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> MIN_BFD_RX = new AttrSpec.U32<>(SaiObject.Switch.class, 145, "SAI_SWITCH_ATTR_MIN_BFD_RX",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MIN_BFD_TX}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> MIN_BFD_TX = new AttrSpec.U32<>(SaiObject.Switch.class, 146, "SAI_SWITCH_ATTR_MIN_BFD_TX",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ECN_ECT_THRESHOLD_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> ECN_ECT_THRESHOLD_ENABLE = new AttrSpec.Bool<>(SaiObject.Switch.class, 147, "SAI_SWITCH_ATTR_ECN_ECT_THRESHOLD_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_VXLAN_DEFAULT_ROUTER_MAC}: mac, create and set. */
    public static final AttrSpec.Mac<SaiObject.Switch> VXLAN_DEFAULT_ROUTER_MAC = new AttrSpec.Mac<>(SaiObject.Switch.class, 148, "SAI_SWITCH_ATTR_VXLAN_DEFAULT_ROUTER_MAC",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.VENDOR_SPECIFIC);

    /** {@code SAI_SWITCH_ATTR_VXLAN_DEFAULT_PORT}: uint16, create and set. */
    public static final AttrSpec.U16<SaiObject.Switch> VXLAN_DEFAULT_PORT = new AttrSpec.U16<>(SaiObject.Switch.class, 149, "SAI_SWITCH_ATTR_VXLAN_DEFAULT_PORT",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(4789)));

    /** {@code SAI_SWITCH_ATTR_MAX_MIRROR_SESSION}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> MAX_MIRROR_SESSION = new AttrSpec.U32<>(SaiObject.Switch.class, 150, "SAI_SWITCH_ATTR_MAX_MIRROR_SESSION",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_SAMPLED_MIRROR_SESSION}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> MAX_SAMPLED_MIRROR_SESSION = new AttrSpec.U32<>(SaiObject.Switch.class, 151, "SAI_SWITCH_ATTR_MAX_SAMPLED_MIRROR_SESSION",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SUPPORTED_EXTENDED_STATS_MODE}: int32_list, read only. */
    public static final AttrSpec.S32List<SaiObject.Switch> SUPPORTED_EXTENDED_STATS_MODE = new AttrSpec.S32List<>(SaiObject.Switch.class, 152, "SAI_SWITCH_ATTR_SUPPORTED_EXTENDED_STATS_MODE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.StatsMode.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_UNINIT_DATA_PLANE_ON_REMOVAL}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> UNINIT_DATA_PLANE_ON_REMOVAL = new AttrSpec.Bool<>(SaiObject.Switch.class, 153, "SAI_SWITCH_ATTR_UNINIT_DATA_PLANE_ON_REMOVAL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_SWITCH_ATTR_TAM_OBJECT_ID}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Switch> TAM_OBJECT_ID = new AttrSpec.OidList<>(SaiObject.Switch.class, 154, "SAI_SWITCH_ATTR_TAM_OBJECT_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.TAM), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_TAM_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> TAM_EVENT_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 155, "SAI_SWITCH_ATTR_TAM_EVENT_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_SUPPORTED_OBJECT_TYPE_LIST}: int32_list, read only. */
    public static final AttrSpec.S32List<SaiObject.Switch> SUPPORTED_OBJECT_TYPE_LIST = new AttrSpec.S32List<>(SaiObject.Switch.class, 156, "SAI_SWITCH_ATTR_SUPPORTED_OBJECT_TYPE_LIST",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.ObjectType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PRE_SHUTDOWN}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> PRE_SHUTDOWN = new AttrSpec.Bool<>(SaiObject.Switch.class, 157, "SAI_SWITCH_ATTR_PRE_SHUTDOWN",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_NAT_ZONE_COUNTER_OBJECT_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> NAT_ZONE_COUNTER_OBJECT_ID = new AttrSpec.Oid<>(SaiObject.Switch.class, 158, "SAI_SWITCH_ATTR_NAT_ZONE_COUNTER_OBJECT_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.NAT_ZONE_COUNTER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_NAT_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> NAT_ENABLE = new AttrSpec.Bool<>(SaiObject.Switch.class, 159, "SAI_SWITCH_ATTR_NAT_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_HARDWARE_ACCESS_BUS}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.Switch> HARDWARE_ACCESS_BUS = new AttrSpec.S32<>(SaiObject.Switch.class, 160, "SAI_SWITCH_ATTR_HARDWARE_ACCESS_BUS",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            SaiEnums.SwitchHardwareAccessBus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PLATFROM_CONTEXT}: uint64, mandatory on create, create only. */
    public static final AttrSpec.U64<SaiObject.Switch> PLATFROM_CONTEXT = new AttrSpec.U64<>(SaiObject.Switch.class, 161, "SAI_SWITCH_ATTR_PLATFROM_CONTEXT",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_REGISTER_READ}: pointer, mandatory on create, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> REGISTER_READ = new AttrSpec.Of<>(SaiObject.Switch.class, 162, "SAI_SWITCH_ATTR_REGISTER_READ",
            ValueType.POINTER, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_REGISTER_WRITE}: pointer, mandatory on create, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> REGISTER_WRITE = new AttrSpec.Of<>(SaiObject.Switch.class, 163, "SAI_SWITCH_ATTR_REGISTER_WRITE",
            ValueType.POINTER, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_DOWNLOAD_BROADCAST}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.Switch> FIRMWARE_DOWNLOAD_BROADCAST = new AttrSpec.Bool<>(SaiObject.Switch.class, 164, "SAI_SWITCH_ATTR_FIRMWARE_DOWNLOAD_BROADCAST",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_LOAD_METHOD}: int32, create only. */
    public static final AttrSpec.S32<SaiObject.Switch> FIRMWARE_LOAD_METHOD = new AttrSpec.S32<>(SaiObject.Switch.class, 165, "SAI_SWITCH_ATTR_FIRMWARE_LOAD_METHOD",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.SwitchFirmwareLoadMethod.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_SWITCH_FIRMWARE_LOAD_METHOD_INTERNAL */);

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_LOAD_TYPE}: int32, create only. */
    public static final AttrSpec.S32<SaiObject.Switch> FIRMWARE_LOAD_TYPE = new AttrSpec.S32<>(SaiObject.Switch.class, 166, "SAI_SWITCH_ATTR_FIRMWARE_LOAD_TYPE",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.SwitchFirmwareLoadType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(2)) /* SAI_SWITCH_FIRMWARE_LOAD_TYPE_AUTO */);

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_DOWNLOAD_EXECUTE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> FIRMWARE_DOWNLOAD_EXECUTE = new AttrSpec.Bool<>(SaiObject.Switch.class, 167, "SAI_SWITCH_ATTR_FIRMWARE_DOWNLOAD_EXECUTE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_BROADCAST_STOP}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> FIRMWARE_BROADCAST_STOP = new AttrSpec.Bool<>(SaiObject.Switch.class, 168, "SAI_SWITCH_ATTR_FIRMWARE_BROADCAST_STOP",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_VERIFY_AND_INIT_SWITCH}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> FIRMWARE_VERIFY_AND_INIT_SWITCH = new AttrSpec.Bool<>(SaiObject.Switch.class, 169, "SAI_SWITCH_ATTR_FIRMWARE_VERIFY_AND_INIT_SWITCH",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_STATUS}: bool, read only. */
    public static final AttrSpec.Bool<SaiObject.Switch> FIRMWARE_STATUS = new AttrSpec.Bool<>(SaiObject.Switch.class, 170, "SAI_SWITCH_ATTR_FIRMWARE_STATUS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_MAJOR_VERSION}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> FIRMWARE_MAJOR_VERSION = new AttrSpec.U32<>(SaiObject.Switch.class, 171, "SAI_SWITCH_ATTR_FIRMWARE_MAJOR_VERSION",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FIRMWARE_MINOR_VERSION}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> FIRMWARE_MINOR_VERSION = new AttrSpec.U32<>(SaiObject.Switch.class, 172, "SAI_SWITCH_ATTR_FIRMWARE_MINOR_VERSION",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PORT_CONNECTOR_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.Switch> PORT_CONNECTOR_LIST = new AttrSpec.OidList<>(SaiObject.Switch.class, 173, "SAI_SWITCH_ATTR_PORT_CONNECTOR_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.PORT_CONNECTOR), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PROPOGATE_PORT_STATE_FROM_LINE_TO_SYSTEM_PORT_SUPPORT}: bool, read only. */
    public static final AttrSpec.Bool<SaiObject.Switch> PROPOGATE_PORT_STATE_FROM_LINE_TO_SYSTEM_PORT_SUPPORT = new AttrSpec.Bool<>(SaiObject.Switch.class, 174, "SAI_SWITCH_ATTR_PROPOGATE_PORT_STATE_FROM_LINE_TO_SYSTEM_PORT_SUPPORT",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_TYPE}: int32, create only. */
    public static final AttrSpec.S32<SaiObject.Switch> TYPE = new AttrSpec.S32<>(SaiObject.Switch.class, 175, "SAI_SWITCH_ATTR_TYPE",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.SwitchType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_SWITCH_TYPE_NPU */);

    /** {@code SAI_SWITCH_ATTR_MACSEC_OBJECT_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Switch> MACSEC_OBJECT_LIST = new AttrSpec.OidList<>(SaiObject.Switch.class, 176, "SAI_SWITCH_ATTR_MACSEC_OBJECT_LIST",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.MACSEC), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_QOS_MPLS_EXP_TO_TC_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> QOS_MPLS_EXP_TO_TC_MAP = new AttrSpec.Oid<>(SaiObject.Switch.class, 177, "SAI_SWITCH_ATTR_QOS_MPLS_EXP_TO_TC_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_MPLS_EXP_TO_COLOR_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> QOS_MPLS_EXP_TO_COLOR_MAP = new AttrSpec.Oid<>(SaiObject.Switch.class, 178, "SAI_SWITCH_ATTR_QOS_MPLS_EXP_TO_COLOR_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP = new AttrSpec.Oid<>(SaiObject.Switch.class, 179, "SAI_SWITCH_ATTR_QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_SWITCH_ID}: uint32, mandatory on create, create only. */
    public static final AttrSpec.U32<SaiObject.Switch> SWITCH_ID = new AttrSpec.U32<>(SaiObject.Switch.class, 180, "SAI_SWITCH_ATTR_SWITCH_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_SYSTEM_CORES}: uint32, mandatory on create, create only. */
    public static final AttrSpec.U32<SaiObject.Switch> MAX_SYSTEM_CORES = new AttrSpec.U32<>(SaiObject.Switch.class, 181, "SAI_SWITCH_ATTR_MAX_SYSTEM_CORES",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SYSTEM_PORT_CONFIG_LIST}: system_port_config_list, mandatory on create, create only. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.SystemPortConfigList> SYSTEM_PORT_CONFIG_LIST = new AttrSpec.Of<>(SaiObject.Switch.class, 182, "SAI_SWITCH_ATTR_SYSTEM_PORT_CONFIG_LIST",
            ValueType.SYSTEM_PORT_CONFIG_LIST, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_SYSTEM_PORTS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> NUMBER_OF_SYSTEM_PORTS = new AttrSpec.U32<>(SaiObject.Switch.class, 183, "SAI_SWITCH_ATTR_NUMBER_OF_SYSTEM_PORTS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SYSTEM_PORT_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.Switch> SYSTEM_PORT_LIST = new AttrSpec.OidList<>(SaiObject.Switch.class, 184, "SAI_SWITCH_ATTR_SYSTEM_PORT_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.SYSTEM_PORT), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_NUMBER_OF_FABRIC_PORTS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> NUMBER_OF_FABRIC_PORTS = new AttrSpec.U32<>(SaiObject.Switch.class, 185, "SAI_SWITCH_ATTR_NUMBER_OF_FABRIC_PORTS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FABRIC_PORT_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.Switch> FABRIC_PORT_LIST = new AttrSpec.OidList<>(SaiObject.Switch.class, 186, "SAI_SWITCH_ATTR_FABRIC_PORT_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_PACKET_DMA_MEMORY_POOL_SIZE}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> PACKET_DMA_MEMORY_POOL_SIZE = new AttrSpec.U32<>(SaiObject.Switch.class, 187, "SAI_SWITCH_ATTR_PACKET_DMA_MEMORY_POOL_SIZE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FAILOVER_CONFIG_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Switch> FAILOVER_CONFIG_MODE = new AttrSpec.S32<>(SaiObject.Switch.class, 188, "SAI_SWITCH_ATTR_FAILOVER_CONFIG_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.SwitchFailoverConfigMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_SWITCH_FAILOVER_CONFIG_MODE_NO_HITLESS */);

    /** {@code SAI_SWITCH_ATTR_SUPPORTED_FAILOVER_MODE}: bool, read only. */
    public static final AttrSpec.Bool<SaiObject.Switch> SUPPORTED_FAILOVER_MODE = new AttrSpec.Bool<>(SaiObject.Switch.class, 189, "SAI_SWITCH_ATTR_SUPPORTED_FAILOVER_MODE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_TUNNEL_OBJECTS_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Switch> TUNNEL_OBJECTS_LIST = new AttrSpec.OidList<>(SaiObject.Switch.class, 190, "SAI_SWITCH_ATTR_TUNNEL_OBJECTS_LIST",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.SWITCH_TUNNEL), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_PACKET_AVAILABLE_DMA_MEMORY_POOL_SIZE}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> PACKET_AVAILABLE_DMA_MEMORY_POOL_SIZE = new AttrSpec.U32<>(SaiObject.Switch.class, 191, "SAI_SWITCH_ATTR_PACKET_AVAILABLE_DMA_MEMORY_POOL_SIZE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PRE_INGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> PRE_INGRESS_ACL = new AttrSpec.Oid<>(SaiObject.Switch.class, 192, "SAI_SWITCH_ATTR_PRE_INGRESS_ACL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_SNAPT_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_SNAPT_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 193, "SAI_SWITCH_ATTR_AVAILABLE_SNAPT_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_DNAPT_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_DNAPT_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 194, "SAI_SWITCH_ATTR_AVAILABLE_DNAPT_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_DOUBLE_NAPT_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_DOUBLE_NAPT_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 195, "SAI_SWITCH_ATTR_AVAILABLE_DOUBLE_NAPT_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SLAVE_MDIO_ADDR_LIST}: uint8_list, create only. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.U8List> SLAVE_MDIO_ADDR_LIST = new AttrSpec.Of<>(SaiObject.Switch.class, 196, "SAI_SWITCH_ATTR_SLAVE_MDIO_ADDR_LIST",
            ValueType.UINT8_LIST, Set.of(AttrFlag.CREATE_ONLY, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_MY_MAC_TABLE_MINIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> MY_MAC_TABLE_MINIMUM_PRIORITY = new AttrSpec.U32<>(SaiObject.Switch.class, 197, "SAI_SWITCH_ATTR_MY_MAC_TABLE_MINIMUM_PRIORITY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MY_MAC_TABLE_MAXIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> MY_MAC_TABLE_MAXIMUM_PRIORITY = new AttrSpec.U32<>(SaiObject.Switch.class, 198, "SAI_SWITCH_ATTR_MY_MAC_TABLE_MAXIMUM_PRIORITY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MY_MAC_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.Switch> MY_MAC_LIST = new AttrSpec.OidList<>(SaiObject.Switch.class, 199, "SAI_SWITCH_ATTR_MY_MAC_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.MY_MAC), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_INSTALLED_MY_MAC_ENTRIES}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> INSTALLED_MY_MAC_ENTRIES = new AttrSpec.U32<>(SaiObject.Switch.class, 200, "SAI_SWITCH_ATTR_INSTALLED_MY_MAC_ENTRIES",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_MY_MAC_ENTRIES}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_MY_MAC_ENTRIES = new AttrSpec.U32<>(SaiObject.Switch.class, 201, "SAI_SWITCH_ATTR_AVAILABLE_MY_MAC_ENTRIES",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_NUMBER_OF_FORWARDING_CLASSES}: uint8, read only. */
    public static final AttrSpec.U8<SaiObject.Switch> MAX_NUMBER_OF_FORWARDING_CLASSES = new AttrSpec.U8<>(SaiObject.Switch.class, 202, "SAI_SWITCH_ATTR_MAX_NUMBER_OF_FORWARDING_CLASSES",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_QOS_DSCP_TO_FORWARDING_CLASS_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> QOS_DSCP_TO_FORWARDING_CLASS_MAP = new AttrSpec.Oid<>(SaiObject.Switch.class, 203, "SAI_SWITCH_ATTR_QOS_DSCP_TO_FORWARDING_CLASS_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_QOS_MPLS_EXP_TO_FORWARDING_CLASS_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> QOS_MPLS_EXP_TO_FORWARDING_CLASS_MAP = new AttrSpec.Oid<>(SaiObject.Switch.class, 204, "SAI_SWITCH_ATTR_QOS_MPLS_EXP_TO_FORWARDING_CLASS_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_IPSEC_OBJECT_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> IPSEC_OBJECT_ID = new AttrSpec.Oid<>(SaiObject.Switch.class, 205, "SAI_SWITCH_ATTR_IPSEC_OBJECT_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.IPSEC), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_IPSEC_SA_TAG_TPID}: uint16, create and set. */
    public static final AttrSpec.U16<SaiObject.Switch> IPSEC_SA_TAG_TPID = new AttrSpec.U16<>(SaiObject.Switch.class, 206, "SAI_SWITCH_ATTR_IPSEC_SA_TAG_TPID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(65534)));

    /** {@code SAI_SWITCH_ATTR_IPSEC_SA_STATUS_CHANGE_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> IPSEC_SA_STATUS_CHANGE_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 207, "SAI_SWITCH_ATTR_IPSEC_SA_STATUS_CHANGE_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_NAT_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> NAT_EVENT_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 208, "SAI_SWITCH_ATTR_NAT_EVENT_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_MAX_ECMP_MEMBER_COUNT}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> MAX_ECMP_MEMBER_COUNT = new AttrSpec.U32<>(SaiObject.Switch.class, 209, "SAI_SWITCH_ATTR_MAX_ECMP_MEMBER_COUNT",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ECMP_MEMBER_COUNT}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Switch> ECMP_MEMBER_COUNT = new AttrSpec.U32<>(SaiObject.Switch.class, 210, "SAI_SWITCH_ATTR_ECMP_MEMBER_COUNT",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(64L)));

    /** {@code SAI_SWITCH_ATTR_ARS_PROFILE}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> ARS_PROFILE = new AttrSpec.Oid<>(SaiObject.Switch.class, 211, "SAI_SWITCH_ATTR_ARS_PROFILE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ARS_PROFILE), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_ACL_STAGE_POST_INGRESS}: acl_capability, read only. */
    public static final AttrSpec.Opaque<SaiObject.Switch> ACL_STAGE_POST_INGRESS = new AttrSpec.Opaque<>(SaiObject.Switch.class, 212, "SAI_SWITCH_ATTR_ACL_STAGE_POST_INGRESS",
            ValueType.ACL_CAPABILITY, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_CREDIT_WD}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> CREDIT_WD = new AttrSpec.Bool<>(SaiObject.Switch.class, 213, "SAI_SWITCH_ATTR_CREDIT_WD",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_SWITCH_ATTR_CREDIT_WD_TIMER}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Switch> CREDIT_WD_TIMER = new AttrSpec.U32<>(SaiObject.Switch.class, 214, "SAI_SWITCH_ATTR_CREDIT_WD_TIMER",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(500L)));

    /** {@code SAI_SWITCH_ATTR_SWITCH_ISOLATE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Switch> SWITCH_ISOLATE = new AttrSpec.Bool<>(SaiObject.Switch.class, 215, "SAI_SWITCH_ATTR_SWITCH_ISOLATE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_HOSTIF_OPER_STATUS_UPDATE_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Switch> HOSTIF_OPER_STATUS_UPDATE_MODE = new AttrSpec.S32<>(SaiObject.Switch.class, 216, "SAI_SWITCH_ATTR_HOSTIF_OPER_STATUS_UPDATE_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.SwitchHostifOperStatusUpdateMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_SWITCH_HOSTIF_OPER_STATUS_UPDATE_MODE_APPLICATION */);

    /** {@code SAI_SWITCH_ATTR_SWITCH_ASIC_SDK_HEALTH_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> SWITCH_ASIC_SDK_HEALTH_EVENT_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 217, "SAI_SWITCH_ATTR_SWITCH_ASIC_SDK_HEALTH_EVENT_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_REG_FATAL_SWITCH_ASIC_SDK_HEALTH_CATEGORY}: int32_list, create and set. */
    public static final AttrSpec.S32List<SaiObject.Switch> REG_FATAL_SWITCH_ASIC_SDK_HEALTH_CATEGORY = new AttrSpec.S32List<>(SaiObject.Switch.class, 218, "SAI_SWITCH_ATTR_REG_FATAL_SWITCH_ASIC_SDK_HEALTH_CATEGORY",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.SwitchAsicSdkHealthCategory.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_REG_WARNING_SWITCH_ASIC_SDK_HEALTH_CATEGORY}: int32_list, create and set. */
    public static final AttrSpec.S32List<SaiObject.Switch> REG_WARNING_SWITCH_ASIC_SDK_HEALTH_CATEGORY = new AttrSpec.S32List<>(SaiObject.Switch.class, 219, "SAI_SWITCH_ATTR_REG_WARNING_SWITCH_ASIC_SDK_HEALTH_CATEGORY",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.SwitchAsicSdkHealthCategory.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_REG_NOTICE_SWITCH_ASIC_SDK_HEALTH_CATEGORY}: int32_list, create and set. */
    public static final AttrSpec.S32List<SaiObject.Switch> REG_NOTICE_SWITCH_ASIC_SDK_HEALTH_CATEGORY = new AttrSpec.S32List<>(SaiObject.Switch.class, 220, "SAI_SWITCH_ATTR_REG_NOTICE_SWITCH_ASIC_SDK_HEALTH_CATEGORY",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.SwitchAsicSdkHealthCategory.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_ACL_CHAIN_LIST}: acl_chain_list, read only. */
    public static final AttrSpec.Opaque<SaiObject.Switch> ACL_CHAIN_LIST = new AttrSpec.Opaque<>(SaiObject.Switch.class, 221, "SAI_SWITCH_ATTR_ACL_CHAIN_LIST",
            ValueType.ACL_CHAIN_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PORT_HOST_TX_READY_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> PORT_HOST_TX_READY_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 222, "SAI_SWITCH_ATTR_PORT_HOST_TX_READY_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_TUNNEL_TERM_TABLE_ENTRY_MINIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> TUNNEL_TERM_TABLE_ENTRY_MINIMUM_PRIORITY = new AttrSpec.U32<>(SaiObject.Switch.class, 223, "SAI_SWITCH_ATTR_TUNNEL_TERM_TABLE_ENTRY_MINIMUM_PRIORITY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_TUNNEL_TERM_TABLE_ENTRY_MAXIMUM_PRIORITY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> TUNNEL_TERM_TABLE_ENTRY_MAXIMUM_PRIORITY = new AttrSpec.U32<>(SaiObject.Switch.class, 224, "SAI_SWITCH_ATTR_TUNNEL_TERM_TABLE_ENTRY_MAXIMUM_PRIORITY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_TWAMP_SESSION_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> TWAMP_SESSION_EVENT_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 225, "SAI_SWITCH_ATTR_TWAMP_SESSION_EVENT_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_TWAMP_SESSION}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_TWAMP_SESSION = new AttrSpec.U32<>(SaiObject.Switch.class, 226, "SAI_SWITCH_ATTR_AVAILABLE_TWAMP_SESSION",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_TWAMP_SESSION}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> MAX_TWAMP_SESSION = new AttrSpec.U32<>(SaiObject.Switch.class, 227, "SAI_SWITCH_ATTR_MAX_TWAMP_SESSION",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_IP_NEXT_HOP_GROUP_MEMBER_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_IP_NEXT_HOP_GROUP_MEMBER_ENTRY = new AttrSpec.U32<>(SaiObject.Switch.class, 228, "SAI_SWITCH_ATTR_AVAILABLE_IP_NEXT_HOP_GROUP_MEMBER_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_SYSTEM_VOQS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_SYSTEM_VOQS = new AttrSpec.U32<>(SaiObject.Switch.class, 229, "SAI_SWITCH_ATTR_AVAILABLE_SYSTEM_VOQS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_ACL_STAGE_PRE_INGRESS}: acl_capability, read only. */
    public static final AttrSpec.Opaque<SaiObject.Switch> ACL_STAGE_PRE_INGRESS = new AttrSpec.Opaque<>(SaiObject.Switch.class, 230, "SAI_SWITCH_ATTR_ACL_STAGE_PRE_INGRESS",
            ValueType.ACL_CAPABILITY, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_POE_DEVICE_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Switch> POE_DEVICE_LIST = new AttrSpec.OidList<>(SaiObject.Switch.class, 231, "SAI_SWITCH_ATTR_POE_DEVICE_LIST",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.POE_DEVICE), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_ICMP_ECHO_SESSION_STATE_CHANGE_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> ICMP_ECHO_SESSION_STATE_CHANGE_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 232, "SAI_SWITCH_ATTR_ICMP_ECHO_SESSION_STATE_CHANGE_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_AVAILABLE_ICMP_ECHO_SESSION}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> AVAILABLE_ICMP_ECHO_SESSION = new AttrSpec.U32<>(SaiObject.Switch.class, 233, "SAI_SWITCH_ATTR_AVAILABLE_ICMP_ECHO_SESSION",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MAX_ICMP_ECHO_SESSION}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> MAX_ICMP_ECHO_SESSION = new AttrSpec.U32<>(SaiObject.Switch.class, 234, "SAI_SWITCH_ATTR_MAX_ICMP_ECHO_SESSION",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_STATS_COUNT_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Switch> STATS_COUNT_MODE = new AttrSpec.S32<>(SaiObject.Switch.class, 235, "SAI_SWITCH_ATTR_STATS_COUNT_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.StatsCountMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_STATS_COUNT_MODE_PACKET_AND_BYTE */);

    /** {@code SAI_SWITCH_ATTR_SELECTIVE_COUNTER_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Switch> SELECTIVE_COUNTER_LIST = new AttrSpec.OidList<>(SaiObject.Switch.class, 236, "SAI_SWITCH_ATTR_SELECTIVE_COUNTER_LIST",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_SWITCH_ATTR_EXTENDED_PORT_STATE_CHANGE_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> EXTENDED_PORT_STATE_CHANGE_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 237, "SAI_SWITCH_ATTR_EXTENDED_PORT_STATE_CHANGE_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_TAM_ST_REPORT_CHUNK_SIZE}: uint32, create only. */
    public static final AttrSpec.U32<SaiObject.Switch> TAM_ST_REPORT_CHUNK_SIZE = new AttrSpec.U32<>(SaiObject.Switch.class, 238, "SAI_SWITCH_ATTR_TAM_ST_REPORT_CHUNK_SIZE",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(65535L)));

    /** {@code SAI_SWITCH_ATTR_TAM_ST_CHUNK_COUNT}: uint32, create only. */
    public static final AttrSpec.U32<SaiObject.Switch> TAM_ST_CHUNK_COUNT = new AttrSpec.U32<>(SaiObject.Switch.class, 239, "SAI_SWITCH_ATTR_TAM_ST_CHUNK_COUNT",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_SWITCH_ATTR_TAM_TEL_TYPE_CONFIG_CHANGE_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> TAM_TEL_TYPE_CONFIG_CHANGE_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 240, "SAI_SWITCH_ATTR_TAM_TEL_TYPE_CONFIG_CHANGE_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_PACKET_TRIM_SIZE}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Switch> PACKET_TRIM_SIZE = new AttrSpec.U32<>(SaiObject.Switch.class, 241, "SAI_SWITCH_ATTR_PACKET_TRIM_SIZE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(128L)));

    /** {@code SAI_SWITCH_ATTR_PACKET_TRIM_DSCP_VALUE}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Switch> PACKET_TRIM_DSCP_VALUE = new AttrSpec.U8<>(SaiObject.Switch.class, 242, "SAI_SWITCH_ATTR_PACKET_TRIM_DSCP_VALUE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_SWITCH_ATTR_PACKET_TRIM_QUEUE_RESOLUTION_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Switch> PACKET_TRIM_QUEUE_RESOLUTION_MODE = new AttrSpec.S32<>(SaiObject.Switch.class, 243, "SAI_SWITCH_ATTR_PACKET_TRIM_QUEUE_RESOLUTION_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketTrimQueueResolutionMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PACKET_TRIM_QUEUE_RESOLUTION_MODE_STATIC */);

    /** {@code SAI_SWITCH_ATTR_PACKET_TRIM_QUEUE_INDEX}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Switch> PACKET_TRIM_QUEUE_INDEX = new AttrSpec.U8<>(SaiObject.Switch.class, 244, "SAI_SWITCH_ATTR_PACKET_TRIM_QUEUE_INDEX",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_SWITCH_ATTR_SHARED_BUFFER_CELL_SIZE}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> SHARED_BUFFER_CELL_SIZE = new AttrSpec.U32<>(SaiObject.Switch.class, 245, "SAI_SWITCH_ATTR_SHARED_BUFFER_CELL_SIZE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PORT_PTP_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Switch> PORT_PTP_MODE = new AttrSpec.S32<>(SaiObject.Switch.class, 246, "SAI_SWITCH_ATTR_PORT_PTP_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortPtpMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_PTP_MODE_NONE */);

    /** {@code SAI_SWITCH_ATTR_ECMP_HASH_IPV4_RDMA}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> ECMP_HASH_IPV4_RDMA = new AttrSpec.Oid<>(SaiObject.Switch.class, 247, "SAI_SWITCH_ATTR_ECMP_HASH_IPV4_RDMA",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_ECMP_HASH_IPV6_RDMA}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> ECMP_HASH_IPV6_RDMA = new AttrSpec.Oid<>(SaiObject.Switch.class, 248, "SAI_SWITCH_ATTR_ECMP_HASH_IPV6_RDMA",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_LAG_HASH_IPV4_RDMA}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> LAG_HASH_IPV4_RDMA = new AttrSpec.Oid<>(SaiObject.Switch.class, 249, "SAI_SWITCH_ATTR_LAG_HASH_IPV4_RDMA",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_LAG_HASH_IPV6_RDMA}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Switch> LAG_HASH_IPV6_RDMA = new AttrSpec.Oid<>(SaiObject.Switch.class, 250, "SAI_SWITCH_ATTR_LAG_HASH_IPV6_RDMA",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SWITCH_ATTR_MAX_SYNCE_CLOCK_COUNT}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> MAX_SYNCE_CLOCK_COUNT = new AttrSpec.U32<>(SaiObject.Switch.class, 251, "SAI_SWITCH_ATTR_MAX_SYNCE_CLOCK_COUNT",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_SYNCE_CLOCK_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.Switch> SYNCE_CLOCK_LIST = new AttrSpec.OidList<>(SaiObject.Switch.class, 252, "SAI_SWITCH_ATTR_SYNCE_CLOCK_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.SYNCE_CLOCK), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_PACKET_TRIM_TC_VALUE}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Switch> PACKET_TRIM_TC_VALUE = new AttrSpec.U8<>(SaiObject.Switch.class, 253, "SAI_SWITCH_ATTR_PACKET_TRIM_TC_VALUE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_SWITCH_ATTR_PACKET_TRIM_DSCP_RESOLUTION_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Switch> PACKET_TRIM_DSCP_RESOLUTION_MODE = new AttrSpec.S32<>(SaiObject.Switch.class, 254, "SAI_SWITCH_ATTR_PACKET_TRIM_DSCP_RESOLUTION_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketTrimDscpResolutionMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PACKET_TRIM_DSCP_RESOLUTION_MODE_DSCP_VALUE */);

    /** {@code SAI_SWITCH_ATTR_MACSEC_POST_STATUS_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> MACSEC_POST_STATUS_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 255, "SAI_SWITCH_ATTR_MACSEC_POST_STATUS_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_IPSEC_POST_STATUS_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> IPSEC_POST_STATUS_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 256, "SAI_SWITCH_ATTR_IPSEC_POST_STATUS_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_MACSEC_POST_STATUS}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Switch> MACSEC_POST_STATUS = new AttrSpec.S32<>(SaiObject.Switch.class, 257, "SAI_SWITCH_ATTR_MACSEC_POST_STATUS",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.SwitchMacsecPostStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_IPSEC_POST_STATUS}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Switch> IPSEC_POST_STATUS = new AttrSpec.S32<>(SaiObject.Switch.class, 258, "SAI_SWITCH_ATTR_IPSEC_POST_STATUS",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.SwitchIpsecPostStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_MACSEC_ENABLE_POST}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.Switch> MACSEC_ENABLE_POST = new AttrSpec.Bool<>(SaiObject.Switch.class, 259, "SAI_SWITCH_ATTR_MACSEC_ENABLE_POST",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_IPSEC_ENABLE_POST}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.Switch> IPSEC_ENABLE_POST = new AttrSpec.Bool<>(SaiObject.Switch.class, 260, "SAI_SWITCH_ATTR_IPSEC_ENABLE_POST",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SWITCH_ATTR_SWITCH_MACSEC_POST_STATUS_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> SWITCH_MACSEC_POST_STATUS_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 261, "SAI_SWITCH_ATTR_SWITCH_MACSEC_POST_STATUS_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_SWITCH_IPSEC_POST_STATUS_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> SWITCH_IPSEC_POST_STATUS_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 262, "SAI_SWITCH_ATTR_SWITCH_IPSEC_POST_STATUS_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_DEFAULT_CPU_INGRESS_BUFFER_POOL}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.Switch> DEFAULT_CPU_INGRESS_BUFFER_POOL = new AttrSpec.Oid<>(SaiObject.Switch.class, 263, "SAI_SWITCH_ATTR_DEFAULT_CPU_INGRESS_BUFFER_POOL",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.BUFFER_POOL), true,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_DEFAULT_CPU_EGRESS_BUFFER_POOL}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.Switch> DEFAULT_CPU_EGRESS_BUFFER_POOL = new AttrSpec.Oid<>(SaiObject.Switch.class, 264, "SAI_SWITCH_ATTR_DEFAULT_CPU_EGRESS_BUFFER_POOL",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.BUFFER_POOL), true,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_SWITCH_ATTR_NEXT_HOP_USER_META_DATA_RANGE}: uint32_range, read only. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.U32Range> NEXT_HOP_USER_META_DATA_RANGE = new AttrSpec.Of<>(SaiObject.Switch.class, 265, "SAI_SWITCH_ATTR_NEXT_HOP_USER_META_DATA_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FAST_LINKUP_POLLING_TIMEOUT_RANGE}: uint16_range, read only. */
    public static final AttrSpec.Opaque<SaiObject.Switch> FAST_LINKUP_POLLING_TIMEOUT_RANGE = new AttrSpec.Opaque<>(SaiObject.Switch.class, 266, "SAI_SWITCH_ATTR_FAST_LINKUP_POLLING_TIMEOUT_RANGE",
            ValueType.UINT16_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FAST_LINKUP_POLLING_TIMEOUT}: uint16, create and set. */
    public static final AttrSpec.U16<SaiObject.Switch> FAST_LINKUP_POLLING_TIMEOUT = new AttrSpec.U16<>(SaiObject.Switch.class, 267, "SAI_SWITCH_ATTR_FAST_LINKUP_POLLING_TIMEOUT",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(60)));

    /** {@code SAI_SWITCH_ATTR_FAST_LINKUP_GUARD_TIMEOUT_RANGE}: uint16_range, read only. */
    public static final AttrSpec.Opaque<SaiObject.Switch> FAST_LINKUP_GUARD_TIMEOUT_RANGE = new AttrSpec.Opaque<>(SaiObject.Switch.class, 268, "SAI_SWITCH_ATTR_FAST_LINKUP_GUARD_TIMEOUT_RANGE",
            ValueType.UINT16_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_FAST_LINKUP_GUARD_TIMEOUT}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Switch> FAST_LINKUP_GUARD_TIMEOUT = new AttrSpec.U8<>(SaiObject.Switch.class, 269, "SAI_SWITCH_ATTR_FAST_LINKUP_GUARD_TIMEOUT",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(10)));

    /** {@code SAI_SWITCH_ATTR_FAST_LINKUP_BER_THRESHOLD}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Switch> FAST_LINKUP_BER_THRESHOLD = new AttrSpec.U8<>(SaiObject.Switch.class, 270, "SAI_SWITCH_ATTR_FAST_LINKUP_BER_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(12)));

    /** {@code SAI_SWITCH_ATTR_LINK_UP_DEBOUNCE_TIMEOUT}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Switch> LINK_UP_DEBOUNCE_TIMEOUT = new AttrSpec.U32<>(SaiObject.Switch.class, 271, "SAI_SWITCH_ATTR_LINK_UP_DEBOUNCE_TIMEOUT",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_SWITCH_ATTR_MAX_CSIG_TIMERS}: uint8, read only. */
    public static final AttrSpec.U8<SaiObject.Switch> MAX_CSIG_TIMERS = new AttrSpec.U8<>(SaiObject.Switch.class, 272, "SAI_SWITCH_ATTR_MAX_CSIG_TIMERS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_CSIG_BW_TIME_INTERVAL_IN_USEC}: uint32_list, read only. */
    public static final AttrSpec.U32List<SaiObject.Switch> CSIG_BW_TIME_INTERVAL_IN_USEC = new AttrSpec.U32List<>(SaiObject.Switch.class, 273, "SAI_SWITCH_ATTR_CSIG_BW_TIME_INTERVAL_IN_USEC",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_PTP_TIME_OFFSET}: timespec, create and set. */
    public static final AttrSpec.Opaque<SaiObject.Switch> PTP_TIME_OFFSET = new AttrSpec.Opaque<>(SaiObject.Switch.class, 274, "SAI_SWITCH_ATTR_PTP_TIME_OFFSET",
            ValueType.TIMESPEC, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.CONST);

    /** {@code SAI_SWITCH_ATTR_PTP_SYNTONIZE_ADJUST}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Switch> PTP_SYNTONIZE_ADJUST = new AttrSpec.S32<>(SaiObject.Switch.class, 275, "SAI_SWITCH_ATTR_PTP_SYNTONIZE_ADJUST",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)));

    /** {@code SAI_SWITCH_ATTR_DASH_CAPS_MAX_METER_BUCKET_COUNT_PER_ENI}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Switch> DASH_CAPS_MAX_METER_BUCKET_COUNT_PER_ENI = new AttrSpec.U32<>(SaiObject.Switch.class, 536870912, "SAI_SWITCH_ATTR_DASH_CAPS_MAX_METER_BUCKET_COUNT_PER_ENI",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_DASH_CAPS_HA_SCOPE_LEVEL}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Switch> DASH_CAPS_HA_SCOPE_LEVEL = new AttrSpec.S32<>(SaiObject.Switch.class, 536870913, "SAI_SWITCH_ATTR_DASH_CAPS_HA_SCOPE_LEVEL",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.DashCapsHaScopeLevel.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_DASH_CAPS_HA_OWNER_NEEDED}: bool, read only. */
    public static final AttrSpec.Bool<SaiObject.Switch> DASH_CAPS_HA_OWNER_NEEDED = new AttrSpec.Bool<>(SaiObject.Switch.class, 536870914, "SAI_SWITCH_ATTR_DASH_CAPS_HA_OWNER_NEEDED",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SWITCH_ATTR_HA_SET_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> HA_SET_EVENT_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 536870915, "SAI_SWITCH_ATTR_HA_SET_EVENT_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_HA_SCOPE_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> HA_SCOPE_EVENT_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 536870916, "SAI_SWITCH_ATTR_HA_SCOPE_EVENT_NOTIFY",
            ValueType.POINTER, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.Pointer(0L)));

    /** {@code SAI_SWITCH_ATTR_FLOW_BULK_GET_SESSION_EVENT_NOTIFY}: pointer, create and set. */
    public static final AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> FLOW_BULK_GET_SESSION_EVENT_NOTIFY = new AttrSpec.Of<>(SaiObject.Switch.class, 536870917, "SAI_SWITCH_ATTR_FLOW_BULK_GET_SESSION_EVENT_NOTIFY",
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
