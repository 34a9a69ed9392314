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

/** Attributes of {@code SAI_OBJECT_TYPE_PORT} ({@code sai_port_attr_t}). */
public final class PortAttr {

    private PortAttr() {
    }

    /** {@code SAI_PORT_ATTR_TYPE}: int32, read only. */
    public static final AttrSpec TYPE = new AttrSpec(ObjectType.PORT, 0, "SAI_PORT_ATTR_TYPE",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_OPER_STATUS}: int32, read only. */
    public static final AttrSpec OPER_STATUS = new AttrSpec(ObjectType.PORT, 1, "SAI_PORT_ATTR_OPER_STATUS",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortOperStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_BREAKOUT_MODE_TYPE}: int32_list, read only. */
    public static final AttrSpec SUPPORTED_BREAKOUT_MODE_TYPE = new AttrSpec(ObjectType.PORT, 2, "SAI_PORT_ATTR_SUPPORTED_BREAKOUT_MODE_TYPE",
            ValueType.INT32_LIST, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortBreakoutModeType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_CURRENT_BREAKOUT_MODE_TYPE}: int32, read only. */
    public static final AttrSpec CURRENT_BREAKOUT_MODE_TYPE = new AttrSpec(ObjectType.PORT, 3, "SAI_PORT_ATTR_CURRENT_BREAKOUT_MODE_TYPE",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortBreakoutModeType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_QOS_NUMBER_OF_QUEUES}: uint32, read only. */
    public static final AttrSpec QOS_NUMBER_OF_QUEUES = new AttrSpec(ObjectType.PORT, 4, "SAI_PORT_ATTR_QOS_NUMBER_OF_QUEUES",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_QOS_QUEUE_LIST}: object_list, read only. */
    public static final AttrSpec QOS_QUEUE_LIST = new AttrSpec(ObjectType.PORT, 5, "SAI_PORT_ATTR_QOS_QUEUE_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.QUEUE), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_QOS_NUMBER_OF_SCHEDULER_GROUPS}: uint32, read only. */
    public static final AttrSpec QOS_NUMBER_OF_SCHEDULER_GROUPS = new AttrSpec(ObjectType.PORT, 6, "SAI_PORT_ATTR_QOS_NUMBER_OF_SCHEDULER_GROUPS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_QOS_SCHEDULER_GROUP_LIST}: object_list, read only. */
    public static final AttrSpec QOS_SCHEDULER_GROUP_LIST = new AttrSpec(ObjectType.PORT, 7, "SAI_PORT_ATTR_QOS_SCHEDULER_GROUP_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.SCHEDULER_GROUP), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_QOS_MAXIMUM_HEADROOM_SIZE}: uint32, read only. */
    public static final AttrSpec QOS_MAXIMUM_HEADROOM_SIZE = new AttrSpec(ObjectType.PORT, 8, "SAI_PORT_ATTR_QOS_MAXIMUM_HEADROOM_SIZE",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_SPEED}: uint32_list, read only. */
    public static final AttrSpec SUPPORTED_SPEED = new AttrSpec(ObjectType.PORT, 9, "SAI_PORT_ATTR_SUPPORTED_SPEED",
            ValueType.UINT32_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_FEC_MODE}: int32_list, read only. */
    public static final AttrSpec SUPPORTED_FEC_MODE = new AttrSpec(ObjectType.PORT, 10, "SAI_PORT_ATTR_SUPPORTED_FEC_MODE",
            ValueType.INT32_LIST, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortFecMode.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_FEC_MODE_EXTENDED}: int32_list, read only. */
    public static final AttrSpec SUPPORTED_FEC_MODE_EXTENDED = new AttrSpec(ObjectType.PORT, 11, "SAI_PORT_ATTR_SUPPORTED_FEC_MODE_EXTENDED",
            ValueType.INT32_LIST, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortFecModeExtended.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_HALF_DUPLEX_SPEED}: uint32_list, read only. */
    public static final AttrSpec SUPPORTED_HALF_DUPLEX_SPEED = new AttrSpec(ObjectType.PORT, 12, "SAI_PORT_ATTR_SUPPORTED_HALF_DUPLEX_SPEED",
            ValueType.UINT32_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_AUTO_NEG_MODE}: bool, read only. */
    public static final AttrSpec SUPPORTED_AUTO_NEG_MODE = new AttrSpec(ObjectType.PORT, 13, "SAI_PORT_ATTR_SUPPORTED_AUTO_NEG_MODE",
            ValueType.BOOL, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_FLOW_CONTROL_MODE}: int32, read only. */
    public static final AttrSpec SUPPORTED_FLOW_CONTROL_MODE = new AttrSpec(ObjectType.PORT, 14, "SAI_PORT_ATTR_SUPPORTED_FLOW_CONTROL_MODE",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortFlowControlMode.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_ASYMMETRIC_PAUSE_MODE}: bool, read only. */
    public static final AttrSpec SUPPORTED_ASYMMETRIC_PAUSE_MODE = new AttrSpec(ObjectType.PORT, 15, "SAI_PORT_ATTR_SUPPORTED_ASYMMETRIC_PAUSE_MODE",
            ValueType.BOOL, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_MEDIA_TYPE}: int32, read only. */
    public static final AttrSpec SUPPORTED_MEDIA_TYPE = new AttrSpec(ObjectType.PORT, 16, "SAI_PORT_ATTR_SUPPORTED_MEDIA_TYPE",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortMediaType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_SPEED}: uint32_list, read only. */
    public static final AttrSpec REMOTE_ADVERTISED_SPEED = new AttrSpec(ObjectType.PORT, 17, "SAI_PORT_ATTR_REMOTE_ADVERTISED_SPEED",
            ValueType.UINT32_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_FEC_MODE}: int32_list, read only. */
    public static final AttrSpec REMOTE_ADVERTISED_FEC_MODE = new AttrSpec(ObjectType.PORT, 18, "SAI_PORT_ATTR_REMOTE_ADVERTISED_FEC_MODE",
            ValueType.INT32_LIST, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortFecMode.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_FEC_MODE_EXTENDED}: int32_list, read only. */
    public static final AttrSpec REMOTE_ADVERTISED_FEC_MODE_EXTENDED = new AttrSpec(ObjectType.PORT, 19, "SAI_PORT_ATTR_REMOTE_ADVERTISED_FEC_MODE_EXTENDED",
            ValueType.INT32_LIST, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortFecModeExtended.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_HALF_DUPLEX_SPEED}: uint32_list, read only. */
    public static final AttrSpec REMOTE_ADVERTISED_HALF_DUPLEX_SPEED = new AttrSpec(ObjectType.PORT, 20, "SAI_PORT_ATTR_REMOTE_ADVERTISED_HALF_DUPLEX_SPEED",
            ValueType.UINT32_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_AUTO_NEG_MODE}: bool, read only. */
    public static final AttrSpec REMOTE_ADVERTISED_AUTO_NEG_MODE = new AttrSpec(ObjectType.PORT, 21, "SAI_PORT_ATTR_REMOTE_ADVERTISED_AUTO_NEG_MODE",
            ValueType.BOOL, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_FLOW_CONTROL_MODE}: int32, read only. */
    public static final AttrSpec REMOTE_ADVERTISED_FLOW_CONTROL_MODE = new AttrSpec(ObjectType.PORT, 22, "SAI_PORT_ATTR_REMOTE_ADVERTISED_FLOW_CONTROL_MODE",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortFlowControlMode.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_ASYMMETRIC_PAUSE_MODE}: bool, read only. */
    public static final AttrSpec REMOTE_ADVERTISED_ASYMMETRIC_PAUSE_MODE = new AttrSpec(ObjectType.PORT, 23, "SAI_PORT_ATTR_REMOTE_ADVERTISED_ASYMMETRIC_PAUSE_MODE",
            ValueType.BOOL, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_MEDIA_TYPE}: int32, read only. */
    public static final AttrSpec REMOTE_ADVERTISED_MEDIA_TYPE = new AttrSpec(ObjectType.PORT, 24, "SAI_PORT_ATTR_REMOTE_ADVERTISED_MEDIA_TYPE",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortMediaType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_OUI_CODE}: uint32, read only. */
    public static final AttrSpec REMOTE_ADVERTISED_OUI_CODE = new AttrSpec(ObjectType.PORT, 25, "SAI_PORT_ATTR_REMOTE_ADVERTISED_OUI_CODE",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_NUMBER_OF_INGRESS_PRIORITY_GROUPS}: uint32, read only. */
    public static final AttrSpec NUMBER_OF_INGRESS_PRIORITY_GROUPS = new AttrSpec(ObjectType.PORT, 26, "SAI_PORT_ATTR_NUMBER_OF_INGRESS_PRIORITY_GROUPS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_INGRESS_PRIORITY_GROUP_LIST}: object_list, read only. */
    public static final AttrSpec INGRESS_PRIORITY_GROUP_LIST = new AttrSpec(ObjectType.PORT, 27, "SAI_PORT_ATTR_INGRESS_PRIORITY_GROUP_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.INGRESS_PRIORITY_GROUP), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_EYE_VALUES}: port_eye_values_list, read only. */
    public static final AttrSpec EYE_VALUES = new AttrSpec(ObjectType.PORT, 28, "SAI_PORT_ATTR_EYE_VALUES",
            ValueType.PORT_EYE_VALUES_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_OPER_SPEED}: uint32, read only. */
    public static final AttrSpec OPER_SPEED = new AttrSpec(ObjectType.PORT, 29, "SAI_PORT_ATTR_OPER_SPEED",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_HW_LANE_LIST}: uint32_list, mandatory on create, create only. */
    public static final AttrSpec HW_LANE_LIST = new AttrSpec(ObjectType.PORT, 30, "SAI_PORT_ATTR_HW_LANE_LIST",
            ValueType.UINT32_LIST, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.KEY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SPEED}: uint32, mandatory on create, create and set. */
    public static final AttrSpec SPEED = new AttrSpec(ObjectType.PORT, 31, "SAI_PORT_ATTR_SPEED",
            ValueType.UINT32, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FULL_DUPLEX_MODE}: bool, create only. */
    public static final AttrSpec FULL_DUPLEX_MODE = new AttrSpec(ObjectType.PORT, 32, "SAI_PORT_ATTR_FULL_DUPLEX_MODE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_PORT_ATTR_AUTO_NEG_MODE}: bool, create and set. */
    public static final AttrSpec AUTO_NEG_MODE = new AttrSpec(ObjectType.PORT, 33, "SAI_PORT_ATTR_AUTO_NEG_MODE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_ADMIN_STATE}: bool, create and set. */
    public static final AttrSpec ADMIN_STATE = new AttrSpec(ObjectType.PORT, 34, "SAI_PORT_ATTR_ADMIN_STATE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_MEDIA_TYPE}: int32, create and set. */
    public static final AttrSpec MEDIA_TYPE = new AttrSpec(ObjectType.PORT, 35, "SAI_PORT_ATTR_MEDIA_TYPE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortMediaType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_MEDIA_TYPE_NOT_PRESENT */);

    /** {@code SAI_PORT_ATTR_ADVERTISED_SPEED}: uint32_list, create and set. */
    public static final AttrSpec ADVERTISED_SPEED = new AttrSpec(ObjectType.PORT, 36, "SAI_PORT_ATTR_ADVERTISED_SPEED",
            ValueType.UINT32_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_ADVERTISED_FEC_MODE}: int32_list, create and set. */
    public static final AttrSpec ADVERTISED_FEC_MODE = new AttrSpec(ObjectType.PORT, 37, "SAI_PORT_ATTR_ADVERTISED_FEC_MODE",
            ValueType.INT32_LIST, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.PortFecMode.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_ADVERTISED_FEC_MODE_EXTENDED}: int32_list, create and set. */
    public static final AttrSpec ADVERTISED_FEC_MODE_EXTENDED = new AttrSpec(ObjectType.PORT, 38, "SAI_PORT_ATTR_ADVERTISED_FEC_MODE_EXTENDED",
            ValueType.INT32_LIST, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.PortFecModeExtended.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_ADVERTISED_HALF_DUPLEX_SPEED}: uint32_list, create and set. */
    public static final AttrSpec ADVERTISED_HALF_DUPLEX_SPEED = new AttrSpec(ObjectType.PORT, 39, "SAI_PORT_ATTR_ADVERTISED_HALF_DUPLEX_SPEED",
            ValueType.UINT32_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_ADVERTISED_AUTO_NEG_MODE}: bool, create and set. */
    public static final AttrSpec ADVERTISED_AUTO_NEG_MODE = new AttrSpec(ObjectType.PORT, 40, "SAI_PORT_ATTR_ADVERTISED_AUTO_NEG_MODE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_ADVERTISED_FLOW_CONTROL_MODE}: int32, create and set. */
    public static final AttrSpec ADVERTISED_FLOW_CONTROL_MODE = new AttrSpec(ObjectType.PORT, 41, "SAI_PORT_ATTR_ADVERTISED_FLOW_CONTROL_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortFlowControlMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_FLOW_CONTROL_MODE_DISABLE */);

    /** {@code SAI_PORT_ATTR_ADVERTISED_ASYMMETRIC_PAUSE_MODE}: bool, create and set. */
    public static final AttrSpec ADVERTISED_ASYMMETRIC_PAUSE_MODE = new AttrSpec(ObjectType.PORT, 42, "SAI_PORT_ATTR_ADVERTISED_ASYMMETRIC_PAUSE_MODE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_ADVERTISED_MEDIA_TYPE}: int32, create and set. */
    public static final AttrSpec ADVERTISED_MEDIA_TYPE = new AttrSpec(ObjectType.PORT, 43, "SAI_PORT_ATTR_ADVERTISED_MEDIA_TYPE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortMediaType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_PORT_MEDIA_TYPE_UNKNOWN */);

    /** {@code SAI_PORT_ATTR_ADVERTISED_OUI_CODE}: uint32, create and set. */
    public static final AttrSpec ADVERTISED_OUI_CODE = new AttrSpec(ObjectType.PORT, 44, "SAI_PORT_ATTR_ADVERTISED_OUI_CODE",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(6976381L)));

    /** {@code SAI_PORT_ATTR_PORT_VLAN_ID}: uint16, create and set. */
    public static final AttrSpec PORT_VLAN_ID = new AttrSpec(ObjectType.PORT, 45, "SAI_PORT_ATTR_PORT_VLAN_ID",
            ValueType.UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(1)));

    /** {@code SAI_PORT_ATTR_DEFAULT_VLAN_PRIORITY}: uint8, create and set. */
    public static final AttrSpec DEFAULT_VLAN_PRIORITY = new AttrSpec(ObjectType.PORT, 46, "SAI_PORT_ATTR_DEFAULT_VLAN_PRIORITY",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_PORT_ATTR_DROP_UNTAGGED}: bool, create and set. */
    public static final AttrSpec DROP_UNTAGGED = new AttrSpec(ObjectType.PORT, 47, "SAI_PORT_ATTR_DROP_UNTAGGED",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_DROP_TAGGED}: bool, create and set. */
    public static final AttrSpec DROP_TAGGED = new AttrSpec(ObjectType.PORT, 48, "SAI_PORT_ATTR_DROP_TAGGED",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_INTERNAL_LOOPBACK_MODE}: int32, create and set. */
    public static final AttrSpec INTERNAL_LOOPBACK_MODE = new AttrSpec(ObjectType.PORT, 49, "SAI_PORT_ATTR_INTERNAL_LOOPBACK_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortInternalLoopbackMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_INTERNAL_LOOPBACK_MODE_NONE */);

    /** {@code SAI_PORT_ATTR_USE_EXTENDED_FEC}: bool, create and set. */
    public static final AttrSpec USE_EXTENDED_FEC = new AttrSpec(ObjectType.PORT, 50, "SAI_PORT_ATTR_USE_EXTENDED_FEC",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_FEC_MODE}: int32, create and set. */
    public static final AttrSpec FEC_MODE = new AttrSpec(ObjectType.PORT, 51, "SAI_PORT_ATTR_FEC_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.PortFecMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_FEC_MODE_NONE */);

    /** {@code SAI_PORT_ATTR_FEC_MODE_EXTENDED}: int32, create and set. */
    public static final AttrSpec FEC_MODE_EXTENDED = new AttrSpec(ObjectType.PORT, 52, "SAI_PORT_ATTR_FEC_MODE_EXTENDED",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.PortFecModeExtended.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_FEC_MODE_EXTENDED_NONE */);

    /** {@code SAI_PORT_ATTR_UPDATE_DSCP}: bool, create and set. */
    public static final AttrSpec UPDATE_DSCP = new AttrSpec(ObjectType.PORT, 53, "SAI_PORT_ATTR_UPDATE_DSCP",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_MTU}: uint32, create and set. */
    public static final AttrSpec MTU = new AttrSpec(ObjectType.PORT, 54, "SAI_PORT_ATTR_MTU",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(1514L)));

    /** {@code SAI_PORT_ATTR_FLOOD_STORM_CONTROL_POLICER_ID}: object_id, create and set. */
    public static final AttrSpec FLOOD_STORM_CONTROL_POLICER_ID = new AttrSpec(ObjectType.PORT, 55, "SAI_PORT_ATTR_FLOOD_STORM_CONTROL_POLICER_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.POLICER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_BROADCAST_STORM_CONTROL_POLICER_ID}: object_id, create and set. */
    public static final AttrSpec BROADCAST_STORM_CONTROL_POLICER_ID = new AttrSpec(ObjectType.PORT, 56, "SAI_PORT_ATTR_BROADCAST_STORM_CONTROL_POLICER_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.POLICER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_MULTICAST_STORM_CONTROL_POLICER_ID}: object_id, create and set. */
    public static final AttrSpec MULTICAST_STORM_CONTROL_POLICER_ID = new AttrSpec(ObjectType.PORT, 57, "SAI_PORT_ATTR_MULTICAST_STORM_CONTROL_POLICER_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.POLICER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_GLOBAL_FLOW_CONTROL_MODE}: int32, create and set. */
    public static final AttrSpec GLOBAL_FLOW_CONTROL_MODE = new AttrSpec(ObjectType.PORT, 58, "SAI_PORT_ATTR_GLOBAL_FLOW_CONTROL_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortFlowControlMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_FLOW_CONTROL_MODE_DISABLE */);

    /** {@code SAI_PORT_ATTR_INGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec INGRESS_ACL = new AttrSpec(ObjectType.PORT, 59, "SAI_PORT_ATTR_INGRESS_ACL",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_EGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec EGRESS_ACL = new AttrSpec(ObjectType.PORT, 60, "SAI_PORT_ATTR_EGRESS_ACL",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_INGRESS_MACSEC_ACL}: object_id, create and set. */
    public static final AttrSpec INGRESS_MACSEC_ACL = new AttrSpec(ObjectType.PORT, 61, "SAI_PORT_ATTR_INGRESS_MACSEC_ACL",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_EGRESS_MACSEC_ACL}: object_id, create and set. */
    public static final AttrSpec EGRESS_MACSEC_ACL = new AttrSpec(ObjectType.PORT, 62, "SAI_PORT_ATTR_EGRESS_MACSEC_ACL",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_MACSEC_PORT_LIST}: object_list, read only. */
    public static final AttrSpec MACSEC_PORT_LIST = new AttrSpec(ObjectType.PORT, 63, "SAI_PORT_ATTR_MACSEC_PORT_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.MACSEC_PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_INGRESS_MIRROR_SESSION}: object_list, create and set. */
    public static final AttrSpec INGRESS_MIRROR_SESSION = new AttrSpec(ObjectType.PORT, 64, "SAI_PORT_ATTR_INGRESS_MIRROR_SESSION",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.MIRROR_SESSION), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_EGRESS_MIRROR_SESSION}: object_list, create and set. */
    public static final AttrSpec EGRESS_MIRROR_SESSION = new AttrSpec(ObjectType.PORT, 65, "SAI_PORT_ATTR_EGRESS_MIRROR_SESSION",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.MIRROR_SESSION), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_INGRESS_SAMPLEPACKET_ENABLE}: object_id, create and set. */
    public static final AttrSpec INGRESS_SAMPLEPACKET_ENABLE = new AttrSpec(ObjectType.PORT, 66, "SAI_PORT_ATTR_INGRESS_SAMPLEPACKET_ENABLE",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.SAMPLEPACKET), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_EGRESS_SAMPLEPACKET_ENABLE}: object_id, create and set. */
    public static final AttrSpec EGRESS_SAMPLEPACKET_ENABLE = new AttrSpec(ObjectType.PORT, 67, "SAI_PORT_ATTR_EGRESS_SAMPLEPACKET_ENABLE",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.SAMPLEPACKET), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_INGRESS_SAMPLE_MIRROR_SESSION}: object_list, create and set. */
    public static final AttrSpec INGRESS_SAMPLE_MIRROR_SESSION = new AttrSpec(ObjectType.PORT, 68, "SAI_PORT_ATTR_INGRESS_SAMPLE_MIRROR_SESSION",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.MIRROR_SESSION), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_EGRESS_SAMPLE_MIRROR_SESSION}: object_list, create and set. */
    public static final AttrSpec EGRESS_SAMPLE_MIRROR_SESSION = new AttrSpec(ObjectType.PORT, 69, "SAI_PORT_ATTR_EGRESS_SAMPLE_MIRROR_SESSION",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.MIRROR_SESSION), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_POLICER_ID}: object_id, create and set. */
    public static final AttrSpec POLICER_ID = new AttrSpec(ObjectType.PORT, 70, "SAI_PORT_ATTR_POLICER_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.POLICER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_DEFAULT_TC}: uint8, create and set. */
    public static final AttrSpec QOS_DEFAULT_TC = new AttrSpec(ObjectType.PORT, 71, "SAI_PORT_ATTR_QOS_DEFAULT_TC",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_PORT_ATTR_QOS_DOT1P_TO_TC_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_DOT1P_TO_TC_MAP = new AttrSpec(ObjectType.PORT, 72, "SAI_PORT_ATTR_QOS_DOT1P_TO_TC_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_DOT1P_TO_COLOR_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_DOT1P_TO_COLOR_MAP = new AttrSpec(ObjectType.PORT, 73, "SAI_PORT_ATTR_QOS_DOT1P_TO_COLOR_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_DSCP_TO_TC_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_DSCP_TO_TC_MAP = new AttrSpec(ObjectType.PORT, 74, "SAI_PORT_ATTR_QOS_DSCP_TO_TC_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_DSCP_TO_COLOR_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_DSCP_TO_COLOR_MAP = new AttrSpec(ObjectType.PORT, 75, "SAI_PORT_ATTR_QOS_DSCP_TO_COLOR_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_TC_TO_QUEUE_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_TC_TO_QUEUE_MAP = new AttrSpec(ObjectType.PORT, 76, "SAI_PORT_ATTR_QOS_TC_TO_QUEUE_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_TC_AND_COLOR_TO_DOT1P_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_TC_AND_COLOR_TO_DOT1P_MAP = new AttrSpec(ObjectType.PORT, 77, "SAI_PORT_ATTR_QOS_TC_AND_COLOR_TO_DOT1P_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_TC_AND_COLOR_TO_DSCP_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_TC_AND_COLOR_TO_DSCP_MAP = new AttrSpec(ObjectType.PORT, 78, "SAI_PORT_ATTR_QOS_TC_AND_COLOR_TO_DSCP_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_TC_TO_PRIORITY_GROUP_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_TC_TO_PRIORITY_GROUP_MAP = new AttrSpec(ObjectType.PORT, 79, "SAI_PORT_ATTR_QOS_TC_TO_PRIORITY_GROUP_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_PFC_PRIORITY_TO_PRIORITY_GROUP_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_PFC_PRIORITY_TO_PRIORITY_GROUP_MAP = new AttrSpec(ObjectType.PORT, 80, "SAI_PORT_ATTR_QOS_PFC_PRIORITY_TO_PRIORITY_GROUP_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_PFC_PRIORITY_TO_QUEUE_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_PFC_PRIORITY_TO_QUEUE_MAP = new AttrSpec(ObjectType.PORT, 81, "SAI_PORT_ATTR_QOS_PFC_PRIORITY_TO_QUEUE_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_SCHEDULER_PROFILE_ID}: object_id, create and set. */
    public static final AttrSpec QOS_SCHEDULER_PROFILE_ID = new AttrSpec(ObjectType.PORT, 82, "SAI_PORT_ATTR_QOS_SCHEDULER_PROFILE_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.SCHEDULER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_INGRESS_BUFFER_PROFILE_LIST}: object_list, create and set. */
    public static final AttrSpec QOS_INGRESS_BUFFER_PROFILE_LIST = new AttrSpec(ObjectType.PORT, 83, "SAI_PORT_ATTR_QOS_INGRESS_BUFFER_PROFILE_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.BUFFER_PROFILE), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_QOS_EGRESS_BUFFER_PROFILE_LIST}: object_list, create and set. */
    public static final AttrSpec QOS_EGRESS_BUFFER_PROFILE_LIST = new AttrSpec(ObjectType.PORT, 84, "SAI_PORT_ATTR_QOS_EGRESS_BUFFER_PROFILE_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.BUFFER_PROFILE), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_MODE}: int32, create and set. */
    public static final AttrSpec PRIORITY_FLOW_CONTROL_MODE = new AttrSpec(ObjectType.PORT, 85, "SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortPriorityFlowControlMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_PRIORITY_FLOW_CONTROL_MODE_COMBINED */);

    /** {@code SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL}: uint8, create and set. */
    public static final AttrSpec PRIORITY_FLOW_CONTROL = new AttrSpec(ObjectType.PORT, 86, "SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_RX}: uint8, create and set. */
    public static final AttrSpec PRIORITY_FLOW_CONTROL_RX = new AttrSpec(ObjectType.PORT, 87, "SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_RX",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_TX}: uint8, create and set. */
    public static final AttrSpec PRIORITY_FLOW_CONTROL_TX = new AttrSpec(ObjectType.PORT, 88, "SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_TX",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_PORT_ATTR_META_DATA}: uint32, create and set. */
    public static final AttrSpec META_DATA = new AttrSpec(ObjectType.PORT, 89, "SAI_PORT_ATTR_META_DATA",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_PORT_ATTR_EGRESS_BLOCK_PORT_LIST}: object_list, create and set. */
    public static final AttrSpec EGRESS_BLOCK_PORT_LIST = new AttrSpec(ObjectType.PORT, 90, "SAI_PORT_ATTR_EGRESS_BLOCK_PORT_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_HW_PROFILE_ID}: uint64, create and set. */
    public static final AttrSpec HW_PROFILE_ID = new AttrSpec(ObjectType.PORT, 91, "SAI_PORT_ATTR_HW_PROFILE_ID",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.VENDOR_SPECIFIC);

    /** {@code SAI_PORT_ATTR_EEE_ENABLE}: bool, create and set. */
    public static final AttrSpec EEE_ENABLE = new AttrSpec(ObjectType.PORT, 92, "SAI_PORT_ATTR_EEE_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_EEE_IDLE_TIME}: uint16, create and set. */
    public static final AttrSpec EEE_IDLE_TIME = new AttrSpec(ObjectType.PORT, 93, "SAI_PORT_ATTR_EEE_IDLE_TIME",
            ValueType.UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(2500)));

    /** {@code SAI_PORT_ATTR_EEE_WAKE_TIME}: uint16, create and set. */
    public static final AttrSpec EEE_WAKE_TIME = new AttrSpec(ObjectType.PORT, 94, "SAI_PORT_ATTR_EEE_WAKE_TIME",
            ValueType.UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(5)));

    /** {@code SAI_PORT_ATTR_PORT_POOL_LIST}: object_list, read only. */
    public static final AttrSpec PORT_POOL_LIST = new AttrSpec(ObjectType.PORT, 95, "SAI_PORT_ATTR_PORT_POOL_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.PORT_POOL), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_ISOLATION_GROUP}: object_id, create and set. */
    public static final AttrSpec ISOLATION_GROUP = new AttrSpec(ObjectType.PORT, 96, "SAI_PORT_ATTR_ISOLATION_GROUP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ISOLATION_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_PKT_TX_ENABLE}: bool, create and set. */
    public static final AttrSpec PKT_TX_ENABLE = new AttrSpec(ObjectType.PORT, 97, "SAI_PORT_ATTR_PKT_TX_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_PORT_ATTR_TAM_OBJECT}: object_list, create and set. */
    public static final AttrSpec TAM_OBJECT = new AttrSpec(ObjectType.PORT, 98, "SAI_PORT_ATTR_TAM_OBJECT",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.TAM), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_SERDES_PREEMPHASIS}: uint32_list, create and set. */
    public static final AttrSpec SERDES_PREEMPHASIS = new AttrSpec(ObjectType.PORT, 99, "SAI_PORT_ATTR_SERDES_PREEMPHASIS",
            ValueType.UINT32_LIST, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.DEPRECATED),
            null, Set.of(), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_PORT_ATTR_SERDES_IDRIVER}: uint32_list, create and set. */
    public static final AttrSpec SERDES_IDRIVER = new AttrSpec(ObjectType.PORT, 100, "SAI_PORT_ATTR_SERDES_IDRIVER",
            ValueType.UINT32_LIST, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.DEPRECATED),
            null, Set.of(), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_PORT_ATTR_SERDES_IPREDRIVER}: uint32_list, create and set. */
    public static final AttrSpec SERDES_IPREDRIVER = new AttrSpec(ObjectType.PORT, 101, "SAI_PORT_ATTR_SERDES_IPREDRIVER",
            ValueType.UINT32_LIST, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.DEPRECATED),
            null, Set.of(), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_PORT_ATTR_LINK_TRAINING_ENABLE}: bool, create and set. */
    public static final AttrSpec LINK_TRAINING_ENABLE = new AttrSpec(ObjectType.PORT, 102, "SAI_PORT_ATTR_LINK_TRAINING_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_PTP_MODE}: int32, create and set. */
    public static final AttrSpec PTP_MODE = new AttrSpec(ObjectType.PORT, 103, "SAI_PORT_ATTR_PTP_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortPtpMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_PTP_MODE_NONE */);

    /** {@code SAI_PORT_ATTR_INTERFACE_TYPE}: int32, create and set. */
    public static final AttrSpec INTERFACE_TYPE = new AttrSpec(ObjectType.PORT, 104, "SAI_PORT_ATTR_INTERFACE_TYPE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortInterfaceType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_INTERFACE_TYPE_NONE */);

    /** {@code SAI_PORT_ATTR_ADVERTISED_INTERFACE_TYPE}: int32_list, create and set. */
    public static final AttrSpec ADVERTISED_INTERFACE_TYPE = new AttrSpec(ObjectType.PORT, 105, "SAI_PORT_ATTR_ADVERTISED_INTERFACE_TYPE",
            ValueType.INT32_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortInterfaceType.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_REFERENCE_CLOCK}: uint64, create only. */
    public static final AttrSpec REFERENCE_CLOCK = new AttrSpec(ObjectType.PORT, 106, "SAI_PORT_ATTR_REFERENCE_CLOCK",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_PORT_ATTR_PRBS_POLYNOMIAL}: uint32, create and set. */
    public static final AttrSpec PRBS_POLYNOMIAL = new AttrSpec(ObjectType.PORT, 107, "SAI_PORT_ATTR_PRBS_POLYNOMIAL",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.DEPRECATED),
            null, Set.of(), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_PORT_ATTR_PORT_SERDES_ID}: object_id, read only. */
    public static final AttrSpec PORT_SERDES_ID = new AttrSpec(ObjectType.PORT, 108, "SAI_PORT_ATTR_PORT_SERDES_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.PORT_SERDES), true,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_PORT_ATTR_LINK_TRAINING_FAILURE_STATUS}: int32, read only. */
    public static final AttrSpec LINK_TRAINING_FAILURE_STATUS = new AttrSpec(ObjectType.PORT, 109, "SAI_PORT_ATTR_LINK_TRAINING_FAILURE_STATUS",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortLinkTrainingFailureStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_LINK_TRAINING_RX_STATUS}: int32, read only. */
    public static final AttrSpec LINK_TRAINING_RX_STATUS = new AttrSpec(ObjectType.PORT, 110, "SAI_PORT_ATTR_LINK_TRAINING_RX_STATUS",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortLinkTrainingRxStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PRBS_CONFIG}: int32, create and set. */
    public static final AttrSpec PRBS_CONFIG = new AttrSpec(ObjectType.PORT, 111, "SAI_PORT_ATTR_PRBS_CONFIG",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortPrbsConfig.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_PRBS_CONFIG_DISABLE */);

    /** {@code SAI_PORT_ATTR_PRBS_LOCK_STATUS}: bool, read only. */
    public static final AttrSpec PRBS_LOCK_STATUS = new AttrSpec(ObjectType.PORT, 112, "SAI_PORT_ATTR_PRBS_LOCK_STATUS",
            ValueType.BOOL, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PRBS_LOCK_LOSS_STATUS}: bool, read only. */
    public static final AttrSpec PRBS_LOCK_LOSS_STATUS = new AttrSpec(ObjectType.PORT, 113, "SAI_PORT_ATTR_PRBS_LOCK_LOSS_STATUS",
            ValueType.BOOL, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PRBS_RX_STATUS}: int32, read only. */
    public static final AttrSpec PRBS_RX_STATUS = new AttrSpec(ObjectType.PORT, 114, "SAI_PORT_ATTR_PRBS_RX_STATUS",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortPrbsRxStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PRBS_RX_STATE}: prbs_rx_state, read only. */
    public static final AttrSpec PRBS_RX_STATE = new AttrSpec(ObjectType.PORT, 115, "SAI_PORT_ATTR_PRBS_RX_STATE",
            ValueType.PRBS_RX_STATE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_AUTO_NEG_STATUS}: bool, read only. */
    public static final AttrSpec AUTO_NEG_STATUS = new AttrSpec(ObjectType.PORT, 116, "SAI_PORT_ATTR_AUTO_NEG_STATUS",
            ValueType.BOOL, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_DISABLE_DECREMENT_TTL}: bool, create and set. */
    public static final AttrSpec DISABLE_DECREMENT_TTL = new AttrSpec(ObjectType.PORT, 117, "SAI_PORT_ATTR_DISABLE_DECREMENT_TTL",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_QOS_MPLS_EXP_TO_TC_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_MPLS_EXP_TO_TC_MAP = new AttrSpec(ObjectType.PORT, 118, "SAI_PORT_ATTR_QOS_MPLS_EXP_TO_TC_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_MPLS_EXP_TO_COLOR_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_MPLS_EXP_TO_COLOR_MAP = new AttrSpec(ObjectType.PORT, 119, "SAI_PORT_ATTR_QOS_MPLS_EXP_TO_COLOR_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP = new AttrSpec(ObjectType.PORT, 120, "SAI_PORT_ATTR_QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_TPID}: uint16, create and set. */
    public static final AttrSpec TPID = new AttrSpec(ObjectType.PORT, 121, "SAI_PORT_ATTR_TPID",
            ValueType.UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(33024)));

    /** {@code SAI_PORT_ATTR_ERR_STATUS_LIST}: port_err_status_list, read only. */
    public static final AttrSpec ERR_STATUS_LIST = new AttrSpec(ObjectType.PORT, 122, "SAI_PORT_ATTR_ERR_STATUS_LIST",
            ValueType.PORT_ERR_STATUS_LIST, Set.of(AttrFlag.READ_ONLY, AttrFlag.DEPRECATED),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FABRIC_ATTACHED}: bool, read only. */
    public static final AttrSpec FABRIC_ATTACHED = new AttrSpec(ObjectType.PORT, 123, "SAI_PORT_ATTR_FABRIC_ATTACHED",
            ValueType.BOOL, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FABRIC_ATTACHED_SWITCH_TYPE}: int32, read only. */
    public static final AttrSpec FABRIC_ATTACHED_SWITCH_TYPE = new AttrSpec(ObjectType.PORT, 124, "SAI_PORT_ATTR_FABRIC_ATTACHED_SWITCH_TYPE",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.SwitchType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FABRIC_ATTACHED_SWITCH_ID}: uint32, read only. */
    public static final AttrSpec FABRIC_ATTACHED_SWITCH_ID = new AttrSpec(ObjectType.PORT, 125, "SAI_PORT_ATTR_FABRIC_ATTACHED_SWITCH_ID",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FABRIC_ATTACHED_PORT_INDEX}: uint32, read only. */
    public static final AttrSpec FABRIC_ATTACHED_PORT_INDEX = new AttrSpec(ObjectType.PORT, 126, "SAI_PORT_ATTR_FABRIC_ATTACHED_PORT_INDEX",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FABRIC_REACHABILITY}: fabric_port_reachability, read only. */
    public static final AttrSpec FABRIC_REACHABILITY = new AttrSpec(ObjectType.PORT, 127, "SAI_PORT_ATTR_FABRIC_REACHABILITY",
            ValueType.FABRIC_PORT_REACHABILITY, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SYSTEM_PORT}: object_id, read only. */
    public static final AttrSpec SYSTEM_PORT = new AttrSpec(ObjectType.PORT, 128, "SAI_PORT_ATTR_SYSTEM_PORT",
            ValueType.OBJECT_ID, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.SYSTEM_PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_AUTO_NEG_FEC_MODE_OVERRIDE}: bool, create and set. */
    public static final AttrSpec AUTO_NEG_FEC_MODE_OVERRIDE = new AttrSpec(ObjectType.PORT, 129, "SAI_PORT_ATTR_AUTO_NEG_FEC_MODE_OVERRIDE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_LOOPBACK_MODE}: int32, create and set. */
    public static final AttrSpec LOOPBACK_MODE = new AttrSpec(ObjectType.PORT, 130, "SAI_PORT_ATTR_LOOPBACK_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortLoopbackMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_LOOPBACK_MODE_NONE */);

    /** {@code SAI_PORT_ATTR_MDIX_MODE_STATUS}: int32, read only. */
    public static final AttrSpec MDIX_MODE_STATUS = new AttrSpec(ObjectType.PORT, 131, "SAI_PORT_ATTR_MDIX_MODE_STATUS",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortMdixModeStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_MDIX_MODE_CONFIG}: int32, create and set. */
    public static final AttrSpec MDIX_MODE_CONFIG = new AttrSpec(ObjectType.PORT, 132, "SAI_PORT_ATTR_MDIX_MODE_CONFIG",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortMdixModeConfig.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_MDIX_MODE_CONFIG_AUTO */);

    /** {@code SAI_PORT_ATTR_AUTO_NEG_CONFIG_MODE}: int32, create and set. */
    public static final AttrSpec AUTO_NEG_CONFIG_MODE = new AttrSpec(ObjectType.PORT, 133, "SAI_PORT_ATTR_AUTO_NEG_CONFIG_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.PortAutoNegConfigMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_AUTO_NEG_CONFIG_MODE_DISABLED */);

    /** {@code SAI_PORT_ATTR_1000X_SGMII_SLAVE_AUTODETECT}: bool, create and set. */
    public static final AttrSpec _1000X_SGMII_SLAVE_AUTODETECT = new AttrSpec(ObjectType.PORT, 134, "SAI_PORT_ATTR_1000X_SGMII_SLAVE_AUTODETECT",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_MODULE_TYPE}: int32, create and set. */
    public static final AttrSpec MODULE_TYPE = new AttrSpec(ObjectType.PORT, 135, "SAI_PORT_ATTR_MODULE_TYPE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.PortModuleType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_MODULE_TYPE_1000BASE_X */);

    /** {@code SAI_PORT_ATTR_DUAL_MEDIA}: int32, create and set. */
    public static final AttrSpec DUAL_MEDIA = new AttrSpec(ObjectType.PORT, 136, "SAI_PORT_ATTR_DUAL_MEDIA",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortDualMedia.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_DUAL_MEDIA_NONE */);

    /** {@code SAI_PORT_ATTR_AUTO_NEG_FEC_MODE_EXTENDED}: int32, read only. */
    public static final AttrSpec AUTO_NEG_FEC_MODE_EXTENDED = new AttrSpec(ObjectType.PORT, 137, "SAI_PORT_ATTR_AUTO_NEG_FEC_MODE_EXTENDED",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortFecModeExtended.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_IPG}: uint32, create and set. */
    public static final AttrSpec IPG = new AttrSpec(ObjectType.PORT, 138, "SAI_PORT_ATTR_IPG",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(96L)));

    /** {@code SAI_PORT_ATTR_GLOBAL_FLOW_CONTROL_FORWARD}: bool, create and set. */
    public static final AttrSpec GLOBAL_FLOW_CONTROL_FORWARD = new AttrSpec(ObjectType.PORT, 139, "SAI_PORT_ATTR_GLOBAL_FLOW_CONTROL_FORWARD",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_FORWARD}: bool, create and set. */
    public static final AttrSpec PRIORITY_FLOW_CONTROL_FORWARD = new AttrSpec(ObjectType.PORT, 140, "SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_FORWARD",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_QOS_DSCP_TO_FORWARDING_CLASS_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_DSCP_TO_FORWARDING_CLASS_MAP = new AttrSpec(ObjectType.PORT, 141, "SAI_PORT_ATTR_QOS_DSCP_TO_FORWARDING_CLASS_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_MPLS_EXP_TO_FORWARDING_CLASS_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_MPLS_EXP_TO_FORWARDING_CLASS_MAP = new AttrSpec(ObjectType.PORT, 142, "SAI_PORT_ATTR_QOS_MPLS_EXP_TO_FORWARDING_CLASS_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_IPSEC_PORT}: object_id, read only. */
    public static final AttrSpec IPSEC_PORT = new AttrSpec(ObjectType.PORT, 143, "SAI_PORT_ATTR_IPSEC_PORT",
            ValueType.OBJECT_ID, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.IPSEC_PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PFC_TC_DLD_INTERVAL_RANGE}: uint32_range, read only. */
    public static final AttrSpec PFC_TC_DLD_INTERVAL_RANGE = new AttrSpec(ObjectType.PORT, 144, "SAI_PORT_ATTR_PFC_TC_DLD_INTERVAL_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PFC_TC_DLD_INTERVAL}: map_list, create and set. */
    public static final AttrSpec PFC_TC_DLD_INTERVAL = new AttrSpec(ObjectType.PORT, 145, "SAI_PORT_ATTR_PFC_TC_DLD_INTERVAL",
            ValueType.MAP_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_PFC_TC_DLR_INTERVAL_RANGE}: uint32_range, read only. */
    public static final AttrSpec PFC_TC_DLR_INTERVAL_RANGE = new AttrSpec(ObjectType.PORT, 146, "SAI_PORT_ATTR_PFC_TC_DLR_INTERVAL_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PFC_TC_DLR_INTERVAL}: map_list, create and set. */
    public static final AttrSpec PFC_TC_DLR_INTERVAL = new AttrSpec(ObjectType.PORT, 147, "SAI_PORT_ATTR_PFC_TC_DLR_INTERVAL",
            ValueType.MAP_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_SUPPORTED_LINK_TRAINING_MODE}: bool, read only. */
    public static final AttrSpec SUPPORTED_LINK_TRAINING_MODE = new AttrSpec(ObjectType.PORT, 148, "SAI_PORT_ATTR_SUPPORTED_LINK_TRAINING_MODE",
            ValueType.BOOL, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_RX_SIGNAL_DETECT}: port_lane_latch_status_list, read only. */
    public static final AttrSpec RX_SIGNAL_DETECT = new AttrSpec(ObjectType.PORT, 149, "SAI_PORT_ATTR_RX_SIGNAL_DETECT",
            ValueType.PORT_LANE_LATCH_STATUS_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_RX_LOCK_STATUS}: port_lane_latch_status_list, read only. */
    public static final AttrSpec RX_LOCK_STATUS = new AttrSpec(ObjectType.PORT, 150, "SAI_PORT_ATTR_RX_LOCK_STATUS",
            ValueType.PORT_LANE_LATCH_STATUS_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PCS_RX_LINK_STATUS}: latch_status, read only. */
    public static final AttrSpec PCS_RX_LINK_STATUS = new AttrSpec(ObjectType.PORT, 151, "SAI_PORT_ATTR_PCS_RX_LINK_STATUS",
            ValueType.LATCH_STATUS, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FEC_ALIGNMENT_LOCK}: port_lane_latch_status_list, read only. */
    public static final AttrSpec FEC_ALIGNMENT_LOCK = new AttrSpec(ObjectType.PORT, 152, "SAI_PORT_ATTR_FEC_ALIGNMENT_LOCK",
            ValueType.PORT_LANE_LATCH_STATUS_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FABRIC_ISOLATE}: bool, create and set. */
    public static final AttrSpec FABRIC_ISOLATE = new AttrSpec(ObjectType.PORT, 153, "SAI_PORT_ATTR_FABRIC_ISOLATE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_MAX_FEC_SYMBOL_ERRORS_DETECTABLE}: uint32, read only. */
    public static final AttrSpec MAX_FEC_SYMBOL_ERRORS_DETECTABLE = new AttrSpec(ObjectType.PORT, 154, "SAI_PORT_ATTR_MAX_FEC_SYMBOL_ERRORS_DETECTABLE",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_ARS_ENABLE}: bool, create and set. */
    public static final AttrSpec ARS_ENABLE = new AttrSpec(ObjectType.PORT, 155, "SAI_PORT_ATTR_ARS_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_ARS_PORT_LOAD_SCALING_FACTOR}: uint32, create and set. */
    public static final AttrSpec ARS_PORT_LOAD_SCALING_FACTOR = new AttrSpec(ObjectType.PORT, 156, "SAI_PORT_ATTR_ARS_PORT_LOAD_SCALING_FACTOR",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_PORT_ATTR_ARS_PORT_LOAD_PAST_ENABLE}: bool, create and set. */
    public static final AttrSpec ARS_PORT_LOAD_PAST_ENABLE = new AttrSpec(ObjectType.PORT, 157, "SAI_PORT_ATTR_ARS_PORT_LOAD_PAST_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY, AttrFlag.DEPRECATED),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_ARS_PORT_LOAD_FUTURE_ENABLE}: bool, create and set. */
    public static final AttrSpec ARS_PORT_LOAD_FUTURE_ENABLE = new AttrSpec(ObjectType.PORT, 158, "SAI_PORT_ATTR_ARS_PORT_LOAD_FUTURE_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY, AttrFlag.DEPRECATED),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_ARS_ALTERNATE_PATH}: bool, create and set. */
    public static final AttrSpec ARS_ALTERNATE_PATH = new AttrSpec(ObjectType.PORT, 159, "SAI_PORT_ATTR_ARS_ALTERNATE_PATH",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_JSON_FORMATTED_DEBUG_DATA}: int8_list, read only. */
    public static final AttrSpec JSON_FORMATTED_DEBUG_DATA = new AttrSpec(ObjectType.PORT, 160, "SAI_PORT_ATTR_JSON_FORMATTED_DEBUG_DATA",
            ValueType.INT8_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_ECMP_HASH_ALGORITHM}: int32, create and set. */
    public static final AttrSpec ECMP_HASH_ALGORITHM = new AttrSpec(ObjectType.PORT, 161, "SAI_PORT_ATTR_ECMP_HASH_ALGORITHM",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.HashAlgorithm.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_HASH_ALGORITHM_CRC */);

    /** {@code SAI_PORT_ATTR_ECMP_HASH_SEED}: uint32, create and set. */
    public static final AttrSpec ECMP_HASH_SEED = new AttrSpec(ObjectType.PORT, 162, "SAI_PORT_ATTR_ECMP_HASH_SEED",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_PORT_ATTR_ECMP_HASH_OFFSET}: uint8, create and set. */
    public static final AttrSpec ECMP_HASH_OFFSET = new AttrSpec(ObjectType.PORT, 163, "SAI_PORT_ATTR_ECMP_HASH_OFFSET",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_PORT_ATTR_OPER_PORT_FEC_MODE}: int32, read only. */
    public static final AttrSpec OPER_PORT_FEC_MODE = new AttrSpec(ObjectType.PORT, 164, "SAI_PORT_ATTR_OPER_PORT_FEC_MODE",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortFecMode.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_HOST_TX_SIGNAL_ENABLE}: bool, create and set. */
    public static final AttrSpec HOST_TX_SIGNAL_ENABLE = new AttrSpec(ObjectType.PORT, 165, "SAI_PORT_ATTR_HOST_TX_SIGNAL_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_PORT_ATTR_HOST_TX_READY_STATUS}: int32, read only. */
    public static final AttrSpec HOST_TX_READY_STATUS = new AttrSpec(ObjectType.PORT, 166, "SAI_PORT_ATTR_HOST_TX_READY_STATUS",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortHostTxReadyStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PATH_TRACING_INTF}: uint16, create and set. */
    public static final AttrSpec PATH_TRACING_INTF = new AttrSpec(ObjectType.PORT, 167, "SAI_PORT_ATTR_PATH_TRACING_INTF",
            ValueType.UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(0)));

    /** {@code SAI_PORT_ATTR_PATH_TRACING_TIMESTAMP_TYPE}: int32, create and set. */
    public static final AttrSpec PATH_TRACING_TIMESTAMP_TYPE = new AttrSpec(ObjectType.PORT, 168, "SAI_PORT_ATTR_PATH_TRACING_TIMESTAMP_TYPE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortPathTracingTimestampType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(2)) /* SAI_PORT_PATH_TRACING_TIMESTAMP_TYPE_16_23 */);

    /** {@code SAI_PORT_ATTR_RX_FREQUENCY_OFFSET_PPM}: port_frequency_offset_ppm_list, read only. */
    public static final AttrSpec RX_FREQUENCY_OFFSET_PPM = new AttrSpec(ObjectType.PORT, 169, "SAI_PORT_ATTR_RX_FREQUENCY_OFFSET_PPM",
            ValueType.PORT_FREQUENCY_OFFSET_PPM_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_RX_SNR}: port_snr_list, read only. */
    public static final AttrSpec RX_SNR = new AttrSpec(ObjectType.PORT, 170, "SAI_PORT_ATTR_RX_SNR",
            ValueType.PORT_SNR_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_DATAPATH_ENABLE}: int32, create and set. */
    public static final AttrSpec DATAPATH_ENABLE = new AttrSpec(ObjectType.PORT, 171, "SAI_PORT_ATTR_DATAPATH_ENABLE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.PortDatapathEnable.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_DATAPATH_ENABLE_PASS_THROUGH_MODE */);

    /** {@code SAI_PORT_ATTR_CABLE_PAIR_STATE}: int32_list, read only. */
    public static final AttrSpec CABLE_PAIR_STATE = new AttrSpec(ObjectType.PORT, 172, "SAI_PORT_ATTR_CABLE_PAIR_STATE",
            ValueType.INT32_LIST, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortCablePairState.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_CABLE_PAIR_LENGTH}: int32_list, read only. */
    public static final AttrSpec CABLE_PAIR_LENGTH = new AttrSpec(ObjectType.PORT, 173, "SAI_PORT_ATTR_CABLE_PAIR_LENGTH",
            ValueType.INT32_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_CABLE_TYPE}: int32, create and set. */
    public static final AttrSpec CABLE_TYPE = new AttrSpec(ObjectType.PORT, 174, "SAI_PORT_ATTR_CABLE_TYPE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.PortCableType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_CABLE_TYPE_UNKNOWN */);

    /** {@code SAI_PORT_ATTR_ARS_PORT_LOAD_PAST_WEIGHT}: uint32, create and set. */
    public static final AttrSpec ARS_PORT_LOAD_PAST_WEIGHT = new AttrSpec(ObjectType.PORT, 175, "SAI_PORT_ATTR_ARS_PORT_LOAD_PAST_WEIGHT",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_PORT_ATTR_ARS_PORT_LOAD_FUTURE_WEIGHT}: uint32, create and set. */
    public static final AttrSpec ARS_PORT_LOAD_FUTURE_WEIGHT = new AttrSpec(ObjectType.PORT, 176, "SAI_PORT_ATTR_ARS_PORT_LOAD_FUTURE_WEIGHT",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_PORT_ATTR_POE_PORT_ID}: object_id, read only. */
    public static final AttrSpec POE_PORT_ID = new AttrSpec(ObjectType.PORT, 177, "SAI_PORT_ATTR_POE_PORT_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.POE_PORT), true,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_JSON_FORMATTED_DEBUG_DATA_SIZE}: uint32, read only. */
    public static final AttrSpec JSON_FORMATTED_DEBUG_DATA_SIZE = new AttrSpec(ObjectType.PORT, 178, "SAI_PORT_ATTR_JSON_FORMATTED_DEBUG_DATA_SIZE",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_UNRELIABLE_LOS}: bool, create and set. */
    public static final AttrSpec UNRELIABLE_LOS = new AttrSpec(ObjectType.PORT, 179, "SAI_PORT_ATTR_UNRELIABLE_LOS",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_ERROR_STATUS}: int32, read only. */
    public static final AttrSpec ERROR_STATUS = new AttrSpec(ObjectType.PORT, 180, "SAI_PORT_ATTR_ERROR_STATUS",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortErrorStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_STATS_COUNT_MODE}: int32, create and set. */
    public static final AttrSpec STATS_COUNT_MODE = new AttrSpec(ObjectType.PORT, 181, "SAI_PORT_ATTR_STATS_COUNT_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.StatsCountMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_STATS_COUNT_MODE_PACKET_AND_BYTE */);

    /** {@code SAI_PORT_ATTR_SELECTIVE_COUNTER_LIST}: object_list, create and set. */
    public static final AttrSpec SELECTIVE_COUNTER_LIST = new AttrSpec(ObjectType.PORT, 182, "SAI_PORT_ATTR_SELECTIVE_COUNTER_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_PORT_STAT_EXTENDED}: object_list, read only. */
    public static final AttrSpec PORT_STAT_EXTENDED = new AttrSpec(ObjectType.PORT, 183, "SAI_PORT_ATTR_PORT_STAT_EXTENDED",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.COUNTER), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PAM4_EYE_VALUES}: port_pam4_eye_values_list, read only. */
    public static final AttrSpec PAM4_EYE_VALUES = new AttrSpec(ObjectType.PORT, 184, "SAI_PORT_ATTR_PAM4_EYE_VALUES",
            ValueType.PORT_PAM4_EYE_VALUES_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FAST_LINKUP_ENABLED}: bool, create and set. */
    public static final AttrSpec FAST_LINKUP_ENABLED = new AttrSpec(ObjectType.PORT, 185, "SAI_PORT_ATTR_FAST_LINKUP_ENABLED",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_SERDES_FW_REVISION}: int8_list, read only. */
    public static final AttrSpec SERDES_FW_REVISION = new AttrSpec(ObjectType.PORT, 186, "SAI_PORT_ATTR_SERDES_FW_REVISION",
            ValueType.INT8_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PRBS_PER_LANE_LOCK_STATUS_LIST}: port_lane_latch_status_list, read only. */
    public static final AttrSpec PRBS_PER_LANE_LOCK_STATUS_LIST = new AttrSpec(ObjectType.PORT, 187, "SAI_PORT_ATTR_PRBS_PER_LANE_LOCK_STATUS_LIST",
            ValueType.PORT_LANE_LATCH_STATUS_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PRBS_PER_LANE_RX_STATUS_LIST}: prbs_per_lane_rx_status_list, read only. */
    public static final AttrSpec PRBS_PER_LANE_RX_STATUS_LIST = new AttrSpec(ObjectType.PORT, 188, "SAI_PORT_ATTR_PRBS_PER_LANE_RX_STATUS_LIST",
            ValueType.PRBS_PER_LANE_RX_STATUS_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PRBS_PER_LANE_RX_STATE_LIST}: prbs_per_lane_rx_state_list, read only. */
    public static final AttrSpec PRBS_PER_LANE_RX_STATE_LIST = new AttrSpec(ObjectType.PORT, 189, "SAI_PORT_ATTR_PRBS_PER_LANE_RX_STATE_LIST",
            ValueType.PRBS_PER_LANE_RX_STATE_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PRBS_PER_LANE_BER_LIST}: prbs_per_lane_bit_error_rate_list, read only. */
    public static final AttrSpec PRBS_PER_LANE_BER_LIST = new AttrSpec(ObjectType.PORT, 190, "SAI_PORT_ATTR_PRBS_PER_LANE_BER_LIST",
            ValueType.PRBS_PER_LANE_BIT_ERROR_RATE_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PORT_PG_PKT_DROP_STATUS}: map_list, read only. */
    public static final AttrSpec PORT_PG_PKT_DROP_STATUS = new AttrSpec(ObjectType.PORT, 191, "SAI_PORT_ATTR_PORT_PG_PKT_DROP_STATUS",
            ValueType.MAP_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_LLR_MODE_LOCAL}: bool, create and set. */
    public static final AttrSpec LLR_MODE_LOCAL = new AttrSpec(ObjectType.PORT, 192, "SAI_PORT_ATTR_LLR_MODE_LOCAL",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_LLR_MODE_REMOTE}: bool, create and set. */
    public static final AttrSpec LLR_MODE_REMOTE = new AttrSpec(ObjectType.PORT, 193, "SAI_PORT_ATTR_LLR_MODE_REMOTE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_LLR_PROFILE}: object_id, create and set. */
    public static final AttrSpec LLR_PROFILE = new AttrSpec(ObjectType.PORT, 194, "SAI_PORT_ATTR_LLR_PROFILE",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.PORT_LLR_PROFILE), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_LLR_TX_STATUS}: int32, read only. */
    public static final AttrSpec LLR_TX_STATUS = new AttrSpec(ObjectType.PORT, 195, "SAI_PORT_ATTR_LLR_TX_STATUS",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortLlrTxStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_LLR_RX_STATUS}: int32, read only. */
    public static final AttrSpec LLR_RX_STATUS = new AttrSpec(ObjectType.PORT, 196, "SAI_PORT_ATTR_LLR_RX_STATUS",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortLlrRxStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_LINK_UP_DEBOUNCE_TIMEOUT}: uint32, create and set. */
    public static final AttrSpec LINK_UP_DEBOUNCE_TIMEOUT = new AttrSpec(ObjectType.PORT, 197, "SAI_PORT_ATTR_LINK_UP_DEBOUNCE_TIMEOUT",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_PORT_ATTR_INT_DELETE}: bool, create and set. */
    public static final AttrSpec INT_DELETE = new AttrSpec(ObjectType.PORT, 198, "SAI_PORT_ATTR_INT_DELETE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_INT_METADATA}: uint16, create and set. */
    public static final AttrSpec INT_METADATA = new AttrSpec(ObjectType.PORT, 199, "SAI_PORT_ATTR_INT_METADATA",
            ValueType.UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(0)));

    /** {@code SAI_PORT_ATTR_PTP_PEER_MEAN_PATH_DELAY}: uint32, create and set. */
    public static final AttrSpec PTP_PEER_MEAN_PATH_DELAY = new AttrSpec(ObjectType.PORT, 200, "SAI_PORT_ATTR_PTP_PEER_MEAN_PATH_DELAY",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_PORT_ATTR_PRBS_PATTERN}: int32, create and set. */
    public static final AttrSpec PRBS_PATTERN = new AttrSpec(ObjectType.PORT, 201, "SAI_PORT_ATTR_PRBS_PATTERN",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortPrbsPattern.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_PRBS_PATTERN_AUTO */);

    /** {@code SAI_PORT_ATTR_SUPPORTED_PRBS_PATTERN}: int32_list, read only. */
    public static final AttrSpec SUPPORTED_PRBS_PATTERN = new AttrSpec(ObjectType.PORT, 202, "SAI_PORT_ATTR_SUPPORTED_PRBS_PATTERN",
            ValueType.INT32_LIST, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortPrbsPattern.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            TYPE,
            OPER_STATUS,
            SUPPORTED_BREAKOUT_MODE_TYPE,
            CURRENT_BREAKOUT_MODE_TYPE,
            QOS_NUMBER_OF_QUEUES,
            QOS_QUEUE_LIST,
            QOS_NUMBER_OF_SCHEDULER_GROUPS,
            QOS_SCHEDULER_GROUP_LIST,
            QOS_MAXIMUM_HEADROOM_SIZE,
            SUPPORTED_SPEED,
            SUPPORTED_FEC_MODE,
            SUPPORTED_FEC_MODE_EXTENDED,
            SUPPORTED_HALF_DUPLEX_SPEED,
            SUPPORTED_AUTO_NEG_MODE,
            SUPPORTED_FLOW_CONTROL_MODE,
            SUPPORTED_ASYMMETRIC_PAUSE_MODE,
            SUPPORTED_MEDIA_TYPE,
            REMOTE_ADVERTISED_SPEED,
            REMOTE_ADVERTISED_FEC_MODE,
            REMOTE_ADVERTISED_FEC_MODE_EXTENDED,
            REMOTE_ADVERTISED_HALF_DUPLEX_SPEED,
            REMOTE_ADVERTISED_AUTO_NEG_MODE,
            REMOTE_ADVERTISED_FLOW_CONTROL_MODE,
            REMOTE_ADVERTISED_ASYMMETRIC_PAUSE_MODE,
            REMOTE_ADVERTISED_MEDIA_TYPE,
            REMOTE_ADVERTISED_OUI_CODE,
            NUMBER_OF_INGRESS_PRIORITY_GROUPS,
            INGRESS_PRIORITY_GROUP_LIST,
            EYE_VALUES,
            OPER_SPEED,
            HW_LANE_LIST,
            SPEED,
            FULL_DUPLEX_MODE,
            AUTO_NEG_MODE,
            ADMIN_STATE,
            MEDIA_TYPE,
            ADVERTISED_SPEED,
            ADVERTISED_FEC_MODE,
            ADVERTISED_FEC_MODE_EXTENDED,
            ADVERTISED_HALF_DUPLEX_SPEED,
            ADVERTISED_AUTO_NEG_MODE,
            ADVERTISED_FLOW_CONTROL_MODE,
            ADVERTISED_ASYMMETRIC_PAUSE_MODE,
            ADVERTISED_MEDIA_TYPE,
            ADVERTISED_OUI_CODE,
            PORT_VLAN_ID,
            DEFAULT_VLAN_PRIORITY,
            DROP_UNTAGGED,
            DROP_TAGGED,
            INTERNAL_LOOPBACK_MODE,
            USE_EXTENDED_FEC,
            FEC_MODE,
            FEC_MODE_EXTENDED,
            UPDATE_DSCP,
            MTU,
            FLOOD_STORM_CONTROL_POLICER_ID,
            BROADCAST_STORM_CONTROL_POLICER_ID,
            MULTICAST_STORM_CONTROL_POLICER_ID,
            GLOBAL_FLOW_CONTROL_MODE,
            INGRESS_ACL,
            EGRESS_ACL,
            INGRESS_MACSEC_ACL,
            EGRESS_MACSEC_ACL,
            MACSEC_PORT_LIST,
            INGRESS_MIRROR_SESSION,
            EGRESS_MIRROR_SESSION,
            INGRESS_SAMPLEPACKET_ENABLE,
            EGRESS_SAMPLEPACKET_ENABLE,
            INGRESS_SAMPLE_MIRROR_SESSION,
            EGRESS_SAMPLE_MIRROR_SESSION,
            POLICER_ID,
            QOS_DEFAULT_TC,
            QOS_DOT1P_TO_TC_MAP,
            QOS_DOT1P_TO_COLOR_MAP,
            QOS_DSCP_TO_TC_MAP,
            QOS_DSCP_TO_COLOR_MAP,
            QOS_TC_TO_QUEUE_MAP,
            QOS_TC_AND_COLOR_TO_DOT1P_MAP,
            QOS_TC_AND_COLOR_TO_DSCP_MAP,
            QOS_TC_TO_PRIORITY_GROUP_MAP,
            QOS_PFC_PRIORITY_TO_PRIORITY_GROUP_MAP,
            QOS_PFC_PRIORITY_TO_QUEUE_MAP,
            QOS_SCHEDULER_PROFILE_ID,
            QOS_INGRESS_BUFFER_PROFILE_LIST,
            QOS_EGRESS_BUFFER_PROFILE_LIST,
            PRIORITY_FLOW_CONTROL_MODE,
            PRIORITY_FLOW_CONTROL,
            PRIORITY_FLOW_CONTROL_RX,
            PRIORITY_FLOW_CONTROL_TX,
            META_DATA,
            EGRESS_BLOCK_PORT_LIST,
            HW_PROFILE_ID,
            EEE_ENABLE,
            EEE_IDLE_TIME,
            EEE_WAKE_TIME,
            PORT_POOL_LIST,
            ISOLATION_GROUP,
            PKT_TX_ENABLE,
            TAM_OBJECT,
            SERDES_PREEMPHASIS,
            SERDES_IDRIVER,
            SERDES_IPREDRIVER,
            LINK_TRAINING_ENABLE,
            PTP_MODE,
            INTERFACE_TYPE,
            ADVERTISED_INTERFACE_TYPE,
            REFERENCE_CLOCK,
            PRBS_POLYNOMIAL,
            PORT_SERDES_ID,
            LINK_TRAINING_FAILURE_STATUS,
            LINK_TRAINING_RX_STATUS,
            PRBS_CONFIG,
            PRBS_LOCK_STATUS,
            PRBS_LOCK_LOSS_STATUS,
            PRBS_RX_STATUS,
            PRBS_RX_STATE,
            AUTO_NEG_STATUS,
            DISABLE_DECREMENT_TTL,
            QOS_MPLS_EXP_TO_TC_MAP,
            QOS_MPLS_EXP_TO_COLOR_MAP,
            QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP,
            TPID,
            ERR_STATUS_LIST,
            FABRIC_ATTACHED,
            FABRIC_ATTACHED_SWITCH_TYPE,
            FABRIC_ATTACHED_SWITCH_ID,
            FABRIC_ATTACHED_PORT_INDEX,
            FABRIC_REACHABILITY,
            SYSTEM_PORT,
            AUTO_NEG_FEC_MODE_OVERRIDE,
            LOOPBACK_MODE,
            MDIX_MODE_STATUS,
            MDIX_MODE_CONFIG,
            AUTO_NEG_CONFIG_MODE,
            _1000X_SGMII_SLAVE_AUTODETECT,
            MODULE_TYPE,
            DUAL_MEDIA,
            AUTO_NEG_FEC_MODE_EXTENDED,
            IPG,
            GLOBAL_FLOW_CONTROL_FORWARD,
            PRIORITY_FLOW_CONTROL_FORWARD,
            QOS_DSCP_TO_FORWARDING_CLASS_MAP,
            QOS_MPLS_EXP_TO_FORWARDING_CLASS_MAP,
            IPSEC_PORT,
            PFC_TC_DLD_INTERVAL_RANGE,
            PFC_TC_DLD_INTERVAL,
            PFC_TC_DLR_INTERVAL_RANGE,
            PFC_TC_DLR_INTERVAL,
            SUPPORTED_LINK_TRAINING_MODE,
            RX_SIGNAL_DETECT,
            RX_LOCK_STATUS,
            PCS_RX_LINK_STATUS,
            FEC_ALIGNMENT_LOCK,
            FABRIC_ISOLATE,
            MAX_FEC_SYMBOL_ERRORS_DETECTABLE,
            ARS_ENABLE,
            ARS_PORT_LOAD_SCALING_FACTOR,
            ARS_PORT_LOAD_PAST_ENABLE,
            ARS_PORT_LOAD_FUTURE_ENABLE,
            ARS_ALTERNATE_PATH,
            JSON_FORMATTED_DEBUG_DATA,
            ECMP_HASH_ALGORITHM,
            ECMP_HASH_SEED,
            ECMP_HASH_OFFSET,
            OPER_PORT_FEC_MODE,
            HOST_TX_SIGNAL_ENABLE,
            HOST_TX_READY_STATUS,
            PATH_TRACING_INTF,
            PATH_TRACING_TIMESTAMP_TYPE,
            RX_FREQUENCY_OFFSET_PPM,
            RX_SNR,
            DATAPATH_ENABLE,
            CABLE_PAIR_STATE,
            CABLE_PAIR_LENGTH,
            CABLE_TYPE,
            ARS_PORT_LOAD_PAST_WEIGHT,
            ARS_PORT_LOAD_FUTURE_WEIGHT,
            POE_PORT_ID,
            JSON_FORMATTED_DEBUG_DATA_SIZE,
            UNRELIABLE_LOS,
            ERROR_STATUS,
            STATS_COUNT_MODE,
            SELECTIVE_COUNTER_LIST,
            PORT_STAT_EXTENDED,
            PAM4_EYE_VALUES,
            FAST_LINKUP_ENABLED,
            SERDES_FW_REVISION,
            PRBS_PER_LANE_LOCK_STATUS_LIST,
            PRBS_PER_LANE_RX_STATUS_LIST,
            PRBS_PER_LANE_RX_STATE_LIST,
            PRBS_PER_LANE_BER_LIST,
            PORT_PG_PKT_DROP_STATUS,
            LLR_MODE_LOCAL,
            LLR_MODE_REMOTE,
            LLR_PROFILE,
            LLR_TX_STATUS,
            LLR_RX_STATUS,
            LINK_UP_DEBOUNCE_TIMEOUT,
            INT_DELETE,
            INT_METADATA,
            PTP_PEER_MEAN_PATH_DELAY,
            PRBS_PATTERN,
            SUPPORTED_PRBS_PATTERN);
}
