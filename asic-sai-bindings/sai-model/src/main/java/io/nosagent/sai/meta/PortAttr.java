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

/** Attributes of {@code SAI_OBJECT_TYPE_PORT} ({@code sai_port_attr_t}). */
public final class PortAttr {

    private PortAttr() {
    }

    /** {@code SAI_PORT_ATTR_TYPE}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> TYPE = new AttrSpec.S32<>(SaiObject.Port.class, 0, "SAI_PORT_ATTR_TYPE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_OPER_STATUS}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> OPER_STATUS = new AttrSpec.S32<>(SaiObject.Port.class, 1, "SAI_PORT_ATTR_OPER_STATUS",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortOperStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_BREAKOUT_MODE_TYPE}: int32_list, read only. */
    public static final AttrSpec.S32List<SaiObject.Port> SUPPORTED_BREAKOUT_MODE_TYPE = new AttrSpec.S32List<>(SaiObject.Port.class, 2, "SAI_PORT_ATTR_SUPPORTED_BREAKOUT_MODE_TYPE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortBreakoutModeType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_CURRENT_BREAKOUT_MODE_TYPE}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> CURRENT_BREAKOUT_MODE_TYPE = new AttrSpec.S32<>(SaiObject.Port.class, 3, "SAI_PORT_ATTR_CURRENT_BREAKOUT_MODE_TYPE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortBreakoutModeType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_QOS_NUMBER_OF_QUEUES}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Port> QOS_NUMBER_OF_QUEUES = new AttrSpec.U32<>(SaiObject.Port.class, 4, "SAI_PORT_ATTR_QOS_NUMBER_OF_QUEUES",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_QOS_QUEUE_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.Port> QOS_QUEUE_LIST = new AttrSpec.OidList<>(SaiObject.Port.class, 5, "SAI_PORT_ATTR_QOS_QUEUE_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.QUEUE), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_QOS_NUMBER_OF_SCHEDULER_GROUPS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Port> QOS_NUMBER_OF_SCHEDULER_GROUPS = new AttrSpec.U32<>(SaiObject.Port.class, 6, "SAI_PORT_ATTR_QOS_NUMBER_OF_SCHEDULER_GROUPS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_QOS_SCHEDULER_GROUP_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.Port> QOS_SCHEDULER_GROUP_LIST = new AttrSpec.OidList<>(SaiObject.Port.class, 7, "SAI_PORT_ATTR_QOS_SCHEDULER_GROUP_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.SCHEDULER_GROUP), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_QOS_MAXIMUM_HEADROOM_SIZE}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Port> QOS_MAXIMUM_HEADROOM_SIZE = new AttrSpec.U32<>(SaiObject.Port.class, 8, "SAI_PORT_ATTR_QOS_MAXIMUM_HEADROOM_SIZE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_SPEED}: uint32_list, read only. */
    public static final AttrSpec.U32List<SaiObject.Port> SUPPORTED_SPEED = new AttrSpec.U32List<>(SaiObject.Port.class, 9, "SAI_PORT_ATTR_SUPPORTED_SPEED",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_FEC_MODE}: int32_list, read only. */
    public static final AttrSpec.S32List<SaiObject.Port> SUPPORTED_FEC_MODE = new AttrSpec.S32List<>(SaiObject.Port.class, 10, "SAI_PORT_ATTR_SUPPORTED_FEC_MODE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortFecMode.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_FEC_MODE_EXTENDED}: int32_list, read only. */
    public static final AttrSpec.S32List<SaiObject.Port> SUPPORTED_FEC_MODE_EXTENDED = new AttrSpec.S32List<>(SaiObject.Port.class, 11, "SAI_PORT_ATTR_SUPPORTED_FEC_MODE_EXTENDED",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortFecModeExtended.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_HALF_DUPLEX_SPEED}: uint32_list, read only. */
    public static final AttrSpec.U32List<SaiObject.Port> SUPPORTED_HALF_DUPLEX_SPEED = new AttrSpec.U32List<>(SaiObject.Port.class, 12, "SAI_PORT_ATTR_SUPPORTED_HALF_DUPLEX_SPEED",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_AUTO_NEG_MODE}: bool, read only. */
    public static final AttrSpec.Bool<SaiObject.Port> SUPPORTED_AUTO_NEG_MODE = new AttrSpec.Bool<>(SaiObject.Port.class, 13, "SAI_PORT_ATTR_SUPPORTED_AUTO_NEG_MODE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_FLOW_CONTROL_MODE}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> SUPPORTED_FLOW_CONTROL_MODE = new AttrSpec.S32<>(SaiObject.Port.class, 14, "SAI_PORT_ATTR_SUPPORTED_FLOW_CONTROL_MODE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortFlowControlMode.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_ASYMMETRIC_PAUSE_MODE}: bool, read only. */
    public static final AttrSpec.Bool<SaiObject.Port> SUPPORTED_ASYMMETRIC_PAUSE_MODE = new AttrSpec.Bool<>(SaiObject.Port.class, 15, "SAI_PORT_ATTR_SUPPORTED_ASYMMETRIC_PAUSE_MODE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SUPPORTED_MEDIA_TYPE}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> SUPPORTED_MEDIA_TYPE = new AttrSpec.S32<>(SaiObject.Port.class, 16, "SAI_PORT_ATTR_SUPPORTED_MEDIA_TYPE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortMediaType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_SPEED}: uint32_list, read only. */
    public static final AttrSpec.U32List<SaiObject.Port> REMOTE_ADVERTISED_SPEED = new AttrSpec.U32List<>(SaiObject.Port.class, 17, "SAI_PORT_ATTR_REMOTE_ADVERTISED_SPEED",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_FEC_MODE}: int32_list, read only. */
    public static final AttrSpec.S32List<SaiObject.Port> REMOTE_ADVERTISED_FEC_MODE = new AttrSpec.S32List<>(SaiObject.Port.class, 18, "SAI_PORT_ATTR_REMOTE_ADVERTISED_FEC_MODE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortFecMode.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_FEC_MODE_EXTENDED}: int32_list, read only. */
    public static final AttrSpec.S32List<SaiObject.Port> REMOTE_ADVERTISED_FEC_MODE_EXTENDED = new AttrSpec.S32List<>(SaiObject.Port.class, 19, "SAI_PORT_ATTR_REMOTE_ADVERTISED_FEC_MODE_EXTENDED",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortFecModeExtended.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_HALF_DUPLEX_SPEED}: uint32_list, read only. */
    public static final AttrSpec.U32List<SaiObject.Port> REMOTE_ADVERTISED_HALF_DUPLEX_SPEED = new AttrSpec.U32List<>(SaiObject.Port.class, 20, "SAI_PORT_ATTR_REMOTE_ADVERTISED_HALF_DUPLEX_SPEED",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_AUTO_NEG_MODE}: bool, read only. */
    public static final AttrSpec.Bool<SaiObject.Port> REMOTE_ADVERTISED_AUTO_NEG_MODE = new AttrSpec.Bool<>(SaiObject.Port.class, 21, "SAI_PORT_ATTR_REMOTE_ADVERTISED_AUTO_NEG_MODE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_FLOW_CONTROL_MODE}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> REMOTE_ADVERTISED_FLOW_CONTROL_MODE = new AttrSpec.S32<>(SaiObject.Port.class, 22, "SAI_PORT_ATTR_REMOTE_ADVERTISED_FLOW_CONTROL_MODE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortFlowControlMode.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_ASYMMETRIC_PAUSE_MODE}: bool, read only. */
    public static final AttrSpec.Bool<SaiObject.Port> REMOTE_ADVERTISED_ASYMMETRIC_PAUSE_MODE = new AttrSpec.Bool<>(SaiObject.Port.class, 23, "SAI_PORT_ATTR_REMOTE_ADVERTISED_ASYMMETRIC_PAUSE_MODE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_MEDIA_TYPE}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> REMOTE_ADVERTISED_MEDIA_TYPE = new AttrSpec.S32<>(SaiObject.Port.class, 24, "SAI_PORT_ATTR_REMOTE_ADVERTISED_MEDIA_TYPE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortMediaType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_REMOTE_ADVERTISED_OUI_CODE}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Port> REMOTE_ADVERTISED_OUI_CODE = new AttrSpec.U32<>(SaiObject.Port.class, 25, "SAI_PORT_ATTR_REMOTE_ADVERTISED_OUI_CODE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_NUMBER_OF_INGRESS_PRIORITY_GROUPS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Port> NUMBER_OF_INGRESS_PRIORITY_GROUPS = new AttrSpec.U32<>(SaiObject.Port.class, 26, "SAI_PORT_ATTR_NUMBER_OF_INGRESS_PRIORITY_GROUPS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_INGRESS_PRIORITY_GROUP_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.Port> INGRESS_PRIORITY_GROUP_LIST = new AttrSpec.OidList<>(SaiObject.Port.class, 27, "SAI_PORT_ATTR_INGRESS_PRIORITY_GROUP_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.INGRESS_PRIORITY_GROUP), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_EYE_VALUES}: port_eye_values_list, read only. */
    public static final AttrSpec.Opaque<SaiObject.Port> EYE_VALUES = new AttrSpec.Opaque<>(SaiObject.Port.class, 28, "SAI_PORT_ATTR_EYE_VALUES",
            ValueType.PORT_EYE_VALUES_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_OPER_SPEED}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Port> OPER_SPEED = new AttrSpec.U32<>(SaiObject.Port.class, 29, "SAI_PORT_ATTR_OPER_SPEED",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_HW_LANE_LIST}: uint32_list, mandatory on create, create only. */
    public static final AttrSpec.U32List<SaiObject.Port> HW_LANE_LIST = new AttrSpec.U32List<>(SaiObject.Port.class, 30, "SAI_PORT_ATTR_HW_LANE_LIST",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.KEY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SPEED}: uint32, mandatory on create, create and set. */
    public static final AttrSpec.U32<SaiObject.Port> SPEED = new AttrSpec.U32<>(SaiObject.Port.class, 31, "SAI_PORT_ATTR_SPEED",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FULL_DUPLEX_MODE}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.Port> FULL_DUPLEX_MODE = new AttrSpec.Bool<>(SaiObject.Port.class, 32, "SAI_PORT_ATTR_FULL_DUPLEX_MODE",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_PORT_ATTR_AUTO_NEG_MODE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> AUTO_NEG_MODE = new AttrSpec.Bool<>(SaiObject.Port.class, 33, "SAI_PORT_ATTR_AUTO_NEG_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_ADMIN_STATE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> ADMIN_STATE = new AttrSpec.Bool<>(SaiObject.Port.class, 34, "SAI_PORT_ATTR_ADMIN_STATE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_MEDIA_TYPE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> MEDIA_TYPE = new AttrSpec.S32<>(SaiObject.Port.class, 35, "SAI_PORT_ATTR_MEDIA_TYPE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortMediaType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_MEDIA_TYPE_NOT_PRESENT */);

    /** {@code SAI_PORT_ATTR_ADVERTISED_SPEED}: uint32_list, create and set. */
    public static final AttrSpec.U32List<SaiObject.Port> ADVERTISED_SPEED = new AttrSpec.U32List<>(SaiObject.Port.class, 36, "SAI_PORT_ATTR_ADVERTISED_SPEED",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_ADVERTISED_FEC_MODE}: int32_list, create and set. */
    public static final AttrSpec.S32List<SaiObject.Port> ADVERTISED_FEC_MODE = new AttrSpec.S32List<>(SaiObject.Port.class, 37, "SAI_PORT_ATTR_ADVERTISED_FEC_MODE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.PortFecMode.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_ADVERTISED_FEC_MODE_EXTENDED}: int32_list, create and set. */
    public static final AttrSpec.S32List<SaiObject.Port> ADVERTISED_FEC_MODE_EXTENDED = new AttrSpec.S32List<>(SaiObject.Port.class, 38, "SAI_PORT_ATTR_ADVERTISED_FEC_MODE_EXTENDED",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.PortFecModeExtended.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_ADVERTISED_HALF_DUPLEX_SPEED}: uint32_list, create and set. */
    public static final AttrSpec.U32List<SaiObject.Port> ADVERTISED_HALF_DUPLEX_SPEED = new AttrSpec.U32List<>(SaiObject.Port.class, 39, "SAI_PORT_ATTR_ADVERTISED_HALF_DUPLEX_SPEED",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_ADVERTISED_AUTO_NEG_MODE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> ADVERTISED_AUTO_NEG_MODE = new AttrSpec.Bool<>(SaiObject.Port.class, 40, "SAI_PORT_ATTR_ADVERTISED_AUTO_NEG_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_ADVERTISED_FLOW_CONTROL_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> ADVERTISED_FLOW_CONTROL_MODE = new AttrSpec.S32<>(SaiObject.Port.class, 41, "SAI_PORT_ATTR_ADVERTISED_FLOW_CONTROL_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortFlowControlMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_FLOW_CONTROL_MODE_DISABLE */);

    /** {@code SAI_PORT_ATTR_ADVERTISED_ASYMMETRIC_PAUSE_MODE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> ADVERTISED_ASYMMETRIC_PAUSE_MODE = new AttrSpec.Bool<>(SaiObject.Port.class, 42, "SAI_PORT_ATTR_ADVERTISED_ASYMMETRIC_PAUSE_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_ADVERTISED_MEDIA_TYPE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> ADVERTISED_MEDIA_TYPE = new AttrSpec.S32<>(SaiObject.Port.class, 43, "SAI_PORT_ATTR_ADVERTISED_MEDIA_TYPE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortMediaType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_PORT_MEDIA_TYPE_UNKNOWN */);

    /** {@code SAI_PORT_ATTR_ADVERTISED_OUI_CODE}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Port> ADVERTISED_OUI_CODE = new AttrSpec.U32<>(SaiObject.Port.class, 44, "SAI_PORT_ATTR_ADVERTISED_OUI_CODE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(6976381L)));

    /** {@code SAI_PORT_ATTR_PORT_VLAN_ID}: uint16, create and set. */
    public static final AttrSpec.U16<SaiObject.Port> PORT_VLAN_ID = new AttrSpec.U16<>(SaiObject.Port.class, 45, "SAI_PORT_ATTR_PORT_VLAN_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(1)));

    /** {@code SAI_PORT_ATTR_DEFAULT_VLAN_PRIORITY}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Port> DEFAULT_VLAN_PRIORITY = new AttrSpec.U8<>(SaiObject.Port.class, 46, "SAI_PORT_ATTR_DEFAULT_VLAN_PRIORITY",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_PORT_ATTR_DROP_UNTAGGED}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> DROP_UNTAGGED = new AttrSpec.Bool<>(SaiObject.Port.class, 47, "SAI_PORT_ATTR_DROP_UNTAGGED",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_DROP_TAGGED}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> DROP_TAGGED = new AttrSpec.Bool<>(SaiObject.Port.class, 48, "SAI_PORT_ATTR_DROP_TAGGED",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_INTERNAL_LOOPBACK_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> INTERNAL_LOOPBACK_MODE = new AttrSpec.S32<>(SaiObject.Port.class, 49, "SAI_PORT_ATTR_INTERNAL_LOOPBACK_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortInternalLoopbackMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_INTERNAL_LOOPBACK_MODE_NONE */);

    /** {@code SAI_PORT_ATTR_USE_EXTENDED_FEC}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> USE_EXTENDED_FEC = new AttrSpec.Bool<>(SaiObject.Port.class, 50, "SAI_PORT_ATTR_USE_EXTENDED_FEC",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_FEC_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> FEC_MODE = new AttrSpec.S32<>(SaiObject.Port.class, 51, "SAI_PORT_ATTR_FEC_MODE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.PortFecMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_FEC_MODE_NONE */);

    /** {@code SAI_PORT_ATTR_FEC_MODE_EXTENDED}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> FEC_MODE_EXTENDED = new AttrSpec.S32<>(SaiObject.Port.class, 52, "SAI_PORT_ATTR_FEC_MODE_EXTENDED",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.PortFecModeExtended.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_FEC_MODE_EXTENDED_NONE */);

    /** {@code SAI_PORT_ATTR_UPDATE_DSCP}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> UPDATE_DSCP = new AttrSpec.Bool<>(SaiObject.Port.class, 53, "SAI_PORT_ATTR_UPDATE_DSCP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_MTU}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Port> MTU = new AttrSpec.U32<>(SaiObject.Port.class, 54, "SAI_PORT_ATTR_MTU",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(1514L)));

    /** {@code SAI_PORT_ATTR_FLOOD_STORM_CONTROL_POLICER_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> FLOOD_STORM_CONTROL_POLICER_ID = new AttrSpec.Oid<>(SaiObject.Port.class, 55, "SAI_PORT_ATTR_FLOOD_STORM_CONTROL_POLICER_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.POLICER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_BROADCAST_STORM_CONTROL_POLICER_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> BROADCAST_STORM_CONTROL_POLICER_ID = new AttrSpec.Oid<>(SaiObject.Port.class, 56, "SAI_PORT_ATTR_BROADCAST_STORM_CONTROL_POLICER_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.POLICER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_MULTICAST_STORM_CONTROL_POLICER_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> MULTICAST_STORM_CONTROL_POLICER_ID = new AttrSpec.Oid<>(SaiObject.Port.class, 57, "SAI_PORT_ATTR_MULTICAST_STORM_CONTROL_POLICER_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.POLICER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_GLOBAL_FLOW_CONTROL_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> GLOBAL_FLOW_CONTROL_MODE = new AttrSpec.S32<>(SaiObject.Port.class, 58, "SAI_PORT_ATTR_GLOBAL_FLOW_CONTROL_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortFlowControlMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_FLOW_CONTROL_MODE_DISABLE */);

    /** {@code SAI_PORT_ATTR_INGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> INGRESS_ACL = new AttrSpec.Oid<>(SaiObject.Port.class, 59, "SAI_PORT_ATTR_INGRESS_ACL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_EGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> EGRESS_ACL = new AttrSpec.Oid<>(SaiObject.Port.class, 60, "SAI_PORT_ATTR_EGRESS_ACL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_INGRESS_MACSEC_ACL}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> INGRESS_MACSEC_ACL = new AttrSpec.Oid<>(SaiObject.Port.class, 61, "SAI_PORT_ATTR_INGRESS_MACSEC_ACL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_EGRESS_MACSEC_ACL}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> EGRESS_MACSEC_ACL = new AttrSpec.Oid<>(SaiObject.Port.class, 62, "SAI_PORT_ATTR_EGRESS_MACSEC_ACL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_MACSEC_PORT_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.Port> MACSEC_PORT_LIST = new AttrSpec.OidList<>(SaiObject.Port.class, 63, "SAI_PORT_ATTR_MACSEC_PORT_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.MACSEC_PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_INGRESS_MIRROR_SESSION}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Port> INGRESS_MIRROR_SESSION = new AttrSpec.OidList<>(SaiObject.Port.class, 64, "SAI_PORT_ATTR_INGRESS_MIRROR_SESSION",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.MIRROR_SESSION), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_EGRESS_MIRROR_SESSION}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Port> EGRESS_MIRROR_SESSION = new AttrSpec.OidList<>(SaiObject.Port.class, 65, "SAI_PORT_ATTR_EGRESS_MIRROR_SESSION",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.MIRROR_SESSION), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_INGRESS_SAMPLEPACKET_ENABLE}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> INGRESS_SAMPLEPACKET_ENABLE = new AttrSpec.Oid<>(SaiObject.Port.class, 66, "SAI_PORT_ATTR_INGRESS_SAMPLEPACKET_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.SAMPLEPACKET), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_EGRESS_SAMPLEPACKET_ENABLE}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> EGRESS_SAMPLEPACKET_ENABLE = new AttrSpec.Oid<>(SaiObject.Port.class, 67, "SAI_PORT_ATTR_EGRESS_SAMPLEPACKET_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.SAMPLEPACKET), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_INGRESS_SAMPLE_MIRROR_SESSION}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Port> INGRESS_SAMPLE_MIRROR_SESSION = new AttrSpec.OidList<>(SaiObject.Port.class, 68, "SAI_PORT_ATTR_INGRESS_SAMPLE_MIRROR_SESSION",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.MIRROR_SESSION), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_EGRESS_SAMPLE_MIRROR_SESSION}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Port> EGRESS_SAMPLE_MIRROR_SESSION = new AttrSpec.OidList<>(SaiObject.Port.class, 69, "SAI_PORT_ATTR_EGRESS_SAMPLE_MIRROR_SESSION",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.MIRROR_SESSION), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_POLICER_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> POLICER_ID = new AttrSpec.Oid<>(SaiObject.Port.class, 70, "SAI_PORT_ATTR_POLICER_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.POLICER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_DEFAULT_TC}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Port> QOS_DEFAULT_TC = new AttrSpec.U8<>(SaiObject.Port.class, 71, "SAI_PORT_ATTR_QOS_DEFAULT_TC",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_PORT_ATTR_QOS_DOT1P_TO_TC_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> QOS_DOT1P_TO_TC_MAP = new AttrSpec.Oid<>(SaiObject.Port.class, 72, "SAI_PORT_ATTR_QOS_DOT1P_TO_TC_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_DOT1P_TO_COLOR_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> QOS_DOT1P_TO_COLOR_MAP = new AttrSpec.Oid<>(SaiObject.Port.class, 73, "SAI_PORT_ATTR_QOS_DOT1P_TO_COLOR_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_DSCP_TO_TC_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> QOS_DSCP_TO_TC_MAP = new AttrSpec.Oid<>(SaiObject.Port.class, 74, "SAI_PORT_ATTR_QOS_DSCP_TO_TC_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_DSCP_TO_COLOR_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> QOS_DSCP_TO_COLOR_MAP = new AttrSpec.Oid<>(SaiObject.Port.class, 75, "SAI_PORT_ATTR_QOS_DSCP_TO_COLOR_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_TC_TO_QUEUE_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> QOS_TC_TO_QUEUE_MAP = new AttrSpec.Oid<>(SaiObject.Port.class, 76, "SAI_PORT_ATTR_QOS_TC_TO_QUEUE_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_TC_AND_COLOR_TO_DOT1P_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> QOS_TC_AND_COLOR_TO_DOT1P_MAP = new AttrSpec.Oid<>(SaiObject.Port.class, 77, "SAI_PORT_ATTR_QOS_TC_AND_COLOR_TO_DOT1P_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_TC_AND_COLOR_TO_DSCP_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> QOS_TC_AND_COLOR_TO_DSCP_MAP = new AttrSpec.Oid<>(SaiObject.Port.class, 78, "SAI_PORT_ATTR_QOS_TC_AND_COLOR_TO_DSCP_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_TC_TO_PRIORITY_GROUP_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> QOS_TC_TO_PRIORITY_GROUP_MAP = new AttrSpec.Oid<>(SaiObject.Port.class, 79, "SAI_PORT_ATTR_QOS_TC_TO_PRIORITY_GROUP_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_PFC_PRIORITY_TO_PRIORITY_GROUP_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> QOS_PFC_PRIORITY_TO_PRIORITY_GROUP_MAP = new AttrSpec.Oid<>(SaiObject.Port.class, 80, "SAI_PORT_ATTR_QOS_PFC_PRIORITY_TO_PRIORITY_GROUP_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_PFC_PRIORITY_TO_QUEUE_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> QOS_PFC_PRIORITY_TO_QUEUE_MAP = new AttrSpec.Oid<>(SaiObject.Port.class, 81, "SAI_PORT_ATTR_QOS_PFC_PRIORITY_TO_QUEUE_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_SCHEDULER_PROFILE_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> QOS_SCHEDULER_PROFILE_ID = new AttrSpec.Oid<>(SaiObject.Port.class, 82, "SAI_PORT_ATTR_QOS_SCHEDULER_PROFILE_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.SCHEDULER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_INGRESS_BUFFER_PROFILE_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Port> QOS_INGRESS_BUFFER_PROFILE_LIST = new AttrSpec.OidList<>(SaiObject.Port.class, 83, "SAI_PORT_ATTR_QOS_INGRESS_BUFFER_PROFILE_LIST",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.BUFFER_PROFILE), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_QOS_EGRESS_BUFFER_PROFILE_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Port> QOS_EGRESS_BUFFER_PROFILE_LIST = new AttrSpec.OidList<>(SaiObject.Port.class, 84, "SAI_PORT_ATTR_QOS_EGRESS_BUFFER_PROFILE_LIST",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.BUFFER_PROFILE), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> PRIORITY_FLOW_CONTROL_MODE = new AttrSpec.S32<>(SaiObject.Port.class, 85, "SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortPriorityFlowControlMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_PRIORITY_FLOW_CONTROL_MODE_COMBINED */);

    /** {@code SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Port> PRIORITY_FLOW_CONTROL = new AttrSpec.U8<>(SaiObject.Port.class, 86, "SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_RX}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Port> PRIORITY_FLOW_CONTROL_RX = new AttrSpec.U8<>(SaiObject.Port.class, 87, "SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_RX",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_TX}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Port> PRIORITY_FLOW_CONTROL_TX = new AttrSpec.U8<>(SaiObject.Port.class, 88, "SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_TX",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_PORT_ATTR_META_DATA}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Port> META_DATA = new AttrSpec.U32<>(SaiObject.Port.class, 89, "SAI_PORT_ATTR_META_DATA",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_PORT_ATTR_EGRESS_BLOCK_PORT_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Port> EGRESS_BLOCK_PORT_LIST = new AttrSpec.OidList<>(SaiObject.Port.class, 90, "SAI_PORT_ATTR_EGRESS_BLOCK_PORT_LIST",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_HW_PROFILE_ID}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Port> HW_PROFILE_ID = new AttrSpec.U64<>(SaiObject.Port.class, 91, "SAI_PORT_ATTR_HW_PROFILE_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.VENDOR_SPECIFIC);

    /** {@code SAI_PORT_ATTR_EEE_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> EEE_ENABLE = new AttrSpec.Bool<>(SaiObject.Port.class, 92, "SAI_PORT_ATTR_EEE_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_EEE_IDLE_TIME}: uint16, create and set. */
    public static final AttrSpec.U16<SaiObject.Port> EEE_IDLE_TIME = new AttrSpec.U16<>(SaiObject.Port.class, 93, "SAI_PORT_ATTR_EEE_IDLE_TIME",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(2500)));

    /** {@code SAI_PORT_ATTR_EEE_WAKE_TIME}: uint16, create and set. */
    public static final AttrSpec.U16<SaiObject.Port> EEE_WAKE_TIME = new AttrSpec.U16<>(SaiObject.Port.class, 94, "SAI_PORT_ATTR_EEE_WAKE_TIME",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(5)));

    /** {@code SAI_PORT_ATTR_PORT_POOL_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.Port> PORT_POOL_LIST = new AttrSpec.OidList<>(SaiObject.Port.class, 95, "SAI_PORT_ATTR_PORT_POOL_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.PORT_POOL), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_ISOLATION_GROUP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> ISOLATION_GROUP = new AttrSpec.Oid<>(SaiObject.Port.class, 96, "SAI_PORT_ATTR_ISOLATION_GROUP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ISOLATION_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_PKT_TX_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> PKT_TX_ENABLE = new AttrSpec.Bool<>(SaiObject.Port.class, 97, "SAI_PORT_ATTR_PKT_TX_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_PORT_ATTR_TAM_OBJECT}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Port> TAM_OBJECT = new AttrSpec.OidList<>(SaiObject.Port.class, 98, "SAI_PORT_ATTR_TAM_OBJECT",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.TAM), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_SERDES_PREEMPHASIS}: uint32_list, create and set. */
    public static final AttrSpec.U32List<SaiObject.Port> SERDES_PREEMPHASIS = new AttrSpec.U32List<>(SaiObject.Port.class, 99, "SAI_PORT_ATTR_SERDES_PREEMPHASIS",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.DEPRECATED),
            null, Set.of(), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_PORT_ATTR_SERDES_IDRIVER}: uint32_list, create and set. */
    public static final AttrSpec.U32List<SaiObject.Port> SERDES_IDRIVER = new AttrSpec.U32List<>(SaiObject.Port.class, 100, "SAI_PORT_ATTR_SERDES_IDRIVER",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.DEPRECATED),
            null, Set.of(), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_PORT_ATTR_SERDES_IPREDRIVER}: uint32_list, create and set. */
    public static final AttrSpec.U32List<SaiObject.Port> SERDES_IPREDRIVER = new AttrSpec.U32List<>(SaiObject.Port.class, 101, "SAI_PORT_ATTR_SERDES_IPREDRIVER",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.DEPRECATED),
            null, Set.of(), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_PORT_ATTR_LINK_TRAINING_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> LINK_TRAINING_ENABLE = new AttrSpec.Bool<>(SaiObject.Port.class, 102, "SAI_PORT_ATTR_LINK_TRAINING_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_PTP_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> PTP_MODE = new AttrSpec.S32<>(SaiObject.Port.class, 103, "SAI_PORT_ATTR_PTP_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortPtpMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_PTP_MODE_NONE */);

    /** {@code SAI_PORT_ATTR_INTERFACE_TYPE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> INTERFACE_TYPE = new AttrSpec.S32<>(SaiObject.Port.class, 104, "SAI_PORT_ATTR_INTERFACE_TYPE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortInterfaceType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_INTERFACE_TYPE_NONE */);

    /** {@code SAI_PORT_ATTR_ADVERTISED_INTERFACE_TYPE}: int32_list, create and set. */
    public static final AttrSpec.S32List<SaiObject.Port> ADVERTISED_INTERFACE_TYPE = new AttrSpec.S32List<>(SaiObject.Port.class, 105, "SAI_PORT_ATTR_ADVERTISED_INTERFACE_TYPE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortInterfaceType.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_REFERENCE_CLOCK}: uint64, create only. */
    public static final AttrSpec.U64<SaiObject.Port> REFERENCE_CLOCK = new AttrSpec.U64<>(SaiObject.Port.class, 106, "SAI_PORT_ATTR_REFERENCE_CLOCK",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_PORT_ATTR_PRBS_POLYNOMIAL}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Port> PRBS_POLYNOMIAL = new AttrSpec.U32<>(SaiObject.Port.class, 107, "SAI_PORT_ATTR_PRBS_POLYNOMIAL",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.DEPRECATED),
            null, Set.of(), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_PORT_ATTR_PORT_SERDES_ID}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.Port> PORT_SERDES_ID = new AttrSpec.Oid<>(SaiObject.Port.class, 108, "SAI_PORT_ATTR_PORT_SERDES_ID",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.PORT_SERDES), true,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_PORT_ATTR_LINK_TRAINING_FAILURE_STATUS}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> LINK_TRAINING_FAILURE_STATUS = new AttrSpec.S32<>(SaiObject.Port.class, 109, "SAI_PORT_ATTR_LINK_TRAINING_FAILURE_STATUS",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortLinkTrainingFailureStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_LINK_TRAINING_RX_STATUS}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> LINK_TRAINING_RX_STATUS = new AttrSpec.S32<>(SaiObject.Port.class, 110, "SAI_PORT_ATTR_LINK_TRAINING_RX_STATUS",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortLinkTrainingRxStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PRBS_CONFIG}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> PRBS_CONFIG = new AttrSpec.S32<>(SaiObject.Port.class, 111, "SAI_PORT_ATTR_PRBS_CONFIG",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortPrbsConfig.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_PRBS_CONFIG_DISABLE */);

    /** {@code SAI_PORT_ATTR_PRBS_LOCK_STATUS}: bool, read only. */
    public static final AttrSpec.Bool<SaiObject.Port> PRBS_LOCK_STATUS = new AttrSpec.Bool<>(SaiObject.Port.class, 112, "SAI_PORT_ATTR_PRBS_LOCK_STATUS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PRBS_LOCK_LOSS_STATUS}: bool, read only. */
    public static final AttrSpec.Bool<SaiObject.Port> PRBS_LOCK_LOSS_STATUS = new AttrSpec.Bool<>(SaiObject.Port.class, 113, "SAI_PORT_ATTR_PRBS_LOCK_LOSS_STATUS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PRBS_RX_STATUS}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> PRBS_RX_STATUS = new AttrSpec.S32<>(SaiObject.Port.class, 114, "SAI_PORT_ATTR_PRBS_RX_STATUS",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortPrbsRxStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PRBS_RX_STATE}: prbs_rx_state, read only. */
    public static final AttrSpec.Opaque<SaiObject.Port> PRBS_RX_STATE = new AttrSpec.Opaque<>(SaiObject.Port.class, 115, "SAI_PORT_ATTR_PRBS_RX_STATE",
            ValueType.PRBS_RX_STATE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_AUTO_NEG_STATUS}: bool, read only. */
    public static final AttrSpec.Bool<SaiObject.Port> AUTO_NEG_STATUS = new AttrSpec.Bool<>(SaiObject.Port.class, 116, "SAI_PORT_ATTR_AUTO_NEG_STATUS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_DISABLE_DECREMENT_TTL}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> DISABLE_DECREMENT_TTL = new AttrSpec.Bool<>(SaiObject.Port.class, 117, "SAI_PORT_ATTR_DISABLE_DECREMENT_TTL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_QOS_MPLS_EXP_TO_TC_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> QOS_MPLS_EXP_TO_TC_MAP = new AttrSpec.Oid<>(SaiObject.Port.class, 118, "SAI_PORT_ATTR_QOS_MPLS_EXP_TO_TC_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_MPLS_EXP_TO_COLOR_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> QOS_MPLS_EXP_TO_COLOR_MAP = new AttrSpec.Oid<>(SaiObject.Port.class, 119, "SAI_PORT_ATTR_QOS_MPLS_EXP_TO_COLOR_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP = new AttrSpec.Oid<>(SaiObject.Port.class, 120, "SAI_PORT_ATTR_QOS_TC_AND_COLOR_TO_MPLS_EXP_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_TPID}: uint16, create and set. */
    public static final AttrSpec.U16<SaiObject.Port> TPID = new AttrSpec.U16<>(SaiObject.Port.class, 121, "SAI_PORT_ATTR_TPID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(33024)));

    /** {@code SAI_PORT_ATTR_ERR_STATUS_LIST}: port_err_status_list, read only. */
    public static final AttrSpec.Opaque<SaiObject.Port> ERR_STATUS_LIST = new AttrSpec.Opaque<>(SaiObject.Port.class, 122, "SAI_PORT_ATTR_ERR_STATUS_LIST",
            ValueType.PORT_ERR_STATUS_LIST, Set.of(AttrFlag.READ_ONLY, AttrFlag.DEPRECATED),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FABRIC_ATTACHED}: bool, read only. */
    public static final AttrSpec.Bool<SaiObject.Port> FABRIC_ATTACHED = new AttrSpec.Bool<>(SaiObject.Port.class, 123, "SAI_PORT_ATTR_FABRIC_ATTACHED",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FABRIC_ATTACHED_SWITCH_TYPE}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> FABRIC_ATTACHED_SWITCH_TYPE = new AttrSpec.S32<>(SaiObject.Port.class, 124, "SAI_PORT_ATTR_FABRIC_ATTACHED_SWITCH_TYPE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.SwitchType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FABRIC_ATTACHED_SWITCH_ID}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Port> FABRIC_ATTACHED_SWITCH_ID = new AttrSpec.U32<>(SaiObject.Port.class, 125, "SAI_PORT_ATTR_FABRIC_ATTACHED_SWITCH_ID",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FABRIC_ATTACHED_PORT_INDEX}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Port> FABRIC_ATTACHED_PORT_INDEX = new AttrSpec.U32<>(SaiObject.Port.class, 126, "SAI_PORT_ATTR_FABRIC_ATTACHED_PORT_INDEX",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FABRIC_REACHABILITY}: fabric_port_reachability, read only. */
    public static final AttrSpec.Opaque<SaiObject.Port> FABRIC_REACHABILITY = new AttrSpec.Opaque<>(SaiObject.Port.class, 127, "SAI_PORT_ATTR_FABRIC_REACHABILITY",
            ValueType.FABRIC_PORT_REACHABILITY, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_SYSTEM_PORT}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.Port> SYSTEM_PORT = new AttrSpec.Oid<>(SaiObject.Port.class, 128, "SAI_PORT_ATTR_SYSTEM_PORT",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.SYSTEM_PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_AUTO_NEG_FEC_MODE_OVERRIDE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> AUTO_NEG_FEC_MODE_OVERRIDE = new AttrSpec.Bool<>(SaiObject.Port.class, 129, "SAI_PORT_ATTR_AUTO_NEG_FEC_MODE_OVERRIDE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_LOOPBACK_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> LOOPBACK_MODE = new AttrSpec.S32<>(SaiObject.Port.class, 130, "SAI_PORT_ATTR_LOOPBACK_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortLoopbackMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_LOOPBACK_MODE_NONE */);

    /** {@code SAI_PORT_ATTR_MDIX_MODE_STATUS}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> MDIX_MODE_STATUS = new AttrSpec.S32<>(SaiObject.Port.class, 131, "SAI_PORT_ATTR_MDIX_MODE_STATUS",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortMdixModeStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_MDIX_MODE_CONFIG}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> MDIX_MODE_CONFIG = new AttrSpec.S32<>(SaiObject.Port.class, 132, "SAI_PORT_ATTR_MDIX_MODE_CONFIG",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortMdixModeConfig.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_MDIX_MODE_CONFIG_AUTO */);

    /** {@code SAI_PORT_ATTR_AUTO_NEG_CONFIG_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> AUTO_NEG_CONFIG_MODE = new AttrSpec.S32<>(SaiObject.Port.class, 133, "SAI_PORT_ATTR_AUTO_NEG_CONFIG_MODE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.PortAutoNegConfigMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_AUTO_NEG_CONFIG_MODE_DISABLED */);

    /** {@code SAI_PORT_ATTR_1000X_SGMII_SLAVE_AUTODETECT}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> _1000X_SGMII_SLAVE_AUTODETECT = new AttrSpec.Bool<>(SaiObject.Port.class, 134, "SAI_PORT_ATTR_1000X_SGMII_SLAVE_AUTODETECT",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_MODULE_TYPE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> MODULE_TYPE = new AttrSpec.S32<>(SaiObject.Port.class, 135, "SAI_PORT_ATTR_MODULE_TYPE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.PortModuleType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_MODULE_TYPE_1000BASE_X */);

    /** {@code SAI_PORT_ATTR_DUAL_MEDIA}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> DUAL_MEDIA = new AttrSpec.S32<>(SaiObject.Port.class, 136, "SAI_PORT_ATTR_DUAL_MEDIA",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortDualMedia.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_DUAL_MEDIA_NONE */);

    /** {@code SAI_PORT_ATTR_AUTO_NEG_FEC_MODE_EXTENDED}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> AUTO_NEG_FEC_MODE_EXTENDED = new AttrSpec.S32<>(SaiObject.Port.class, 137, "SAI_PORT_ATTR_AUTO_NEG_FEC_MODE_EXTENDED",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortFecModeExtended.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_IPG}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Port> IPG = new AttrSpec.U32<>(SaiObject.Port.class, 138, "SAI_PORT_ATTR_IPG",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(96L)));

    /** {@code SAI_PORT_ATTR_GLOBAL_FLOW_CONTROL_FORWARD}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> GLOBAL_FLOW_CONTROL_FORWARD = new AttrSpec.Bool<>(SaiObject.Port.class, 139, "SAI_PORT_ATTR_GLOBAL_FLOW_CONTROL_FORWARD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_FORWARD}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> PRIORITY_FLOW_CONTROL_FORWARD = new AttrSpec.Bool<>(SaiObject.Port.class, 140, "SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_FORWARD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_QOS_DSCP_TO_FORWARDING_CLASS_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> QOS_DSCP_TO_FORWARDING_CLASS_MAP = new AttrSpec.Oid<>(SaiObject.Port.class, 141, "SAI_PORT_ATTR_QOS_DSCP_TO_FORWARDING_CLASS_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_QOS_MPLS_EXP_TO_FORWARDING_CLASS_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> QOS_MPLS_EXP_TO_FORWARDING_CLASS_MAP = new AttrSpec.Oid<>(SaiObject.Port.class, 142, "SAI_PORT_ATTR_QOS_MPLS_EXP_TO_FORWARDING_CLASS_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_IPSEC_PORT}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.Port> IPSEC_PORT = new AttrSpec.Oid<>(SaiObject.Port.class, 143, "SAI_PORT_ATTR_IPSEC_PORT",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.IPSEC_PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PFC_TC_DLD_INTERVAL_RANGE}: uint32_range, read only. */
    public static final AttrSpec.Of<SaiObject.Port, AttrValue.U32Range> PFC_TC_DLD_INTERVAL_RANGE = new AttrSpec.Of<>(SaiObject.Port.class, 144, "SAI_PORT_ATTR_PFC_TC_DLD_INTERVAL_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PFC_TC_DLD_INTERVAL}: map_list, create and set. */
    public static final AttrSpec.Of<SaiObject.Port, AttrValue.MapList> PFC_TC_DLD_INTERVAL = new AttrSpec.Of<>(SaiObject.Port.class, 145, "SAI_PORT_ATTR_PFC_TC_DLD_INTERVAL",
            ValueType.MAP_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_PFC_TC_DLR_INTERVAL_RANGE}: uint32_range, read only. */
    public static final AttrSpec.Of<SaiObject.Port, AttrValue.U32Range> PFC_TC_DLR_INTERVAL_RANGE = new AttrSpec.Of<>(SaiObject.Port.class, 146, "SAI_PORT_ATTR_PFC_TC_DLR_INTERVAL_RANGE",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PFC_TC_DLR_INTERVAL}: map_list, create and set. */
    public static final AttrSpec.Of<SaiObject.Port, AttrValue.MapList> PFC_TC_DLR_INTERVAL = new AttrSpec.Of<>(SaiObject.Port.class, 147, "SAI_PORT_ATTR_PFC_TC_DLR_INTERVAL",
            ValueType.MAP_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_SUPPORTED_LINK_TRAINING_MODE}: bool, read only. */
    public static final AttrSpec.Bool<SaiObject.Port> SUPPORTED_LINK_TRAINING_MODE = new AttrSpec.Bool<>(SaiObject.Port.class, 148, "SAI_PORT_ATTR_SUPPORTED_LINK_TRAINING_MODE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_RX_SIGNAL_DETECT}: port_lane_latch_status_list, read only. */
    public static final AttrSpec.Opaque<SaiObject.Port> RX_SIGNAL_DETECT = new AttrSpec.Opaque<>(SaiObject.Port.class, 149, "SAI_PORT_ATTR_RX_SIGNAL_DETECT",
            ValueType.PORT_LANE_LATCH_STATUS_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_RX_LOCK_STATUS}: port_lane_latch_status_list, read only. */
    public static final AttrSpec.Opaque<SaiObject.Port> RX_LOCK_STATUS = new AttrSpec.Opaque<>(SaiObject.Port.class, 150, "SAI_PORT_ATTR_RX_LOCK_STATUS",
            ValueType.PORT_LANE_LATCH_STATUS_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PCS_RX_LINK_STATUS}: latch_status, read only. */
    public static final AttrSpec.Opaque<SaiObject.Port> PCS_RX_LINK_STATUS = new AttrSpec.Opaque<>(SaiObject.Port.class, 151, "SAI_PORT_ATTR_PCS_RX_LINK_STATUS",
            ValueType.LATCH_STATUS, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FEC_ALIGNMENT_LOCK}: port_lane_latch_status_list, read only. */
    public static final AttrSpec.Opaque<SaiObject.Port> FEC_ALIGNMENT_LOCK = new AttrSpec.Opaque<>(SaiObject.Port.class, 152, "SAI_PORT_ATTR_FEC_ALIGNMENT_LOCK",
            ValueType.PORT_LANE_LATCH_STATUS_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FABRIC_ISOLATE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> FABRIC_ISOLATE = new AttrSpec.Bool<>(SaiObject.Port.class, 153, "SAI_PORT_ATTR_FABRIC_ISOLATE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_MAX_FEC_SYMBOL_ERRORS_DETECTABLE}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Port> MAX_FEC_SYMBOL_ERRORS_DETECTABLE = new AttrSpec.U32<>(SaiObject.Port.class, 154, "SAI_PORT_ATTR_MAX_FEC_SYMBOL_ERRORS_DETECTABLE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_ARS_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> ARS_ENABLE = new AttrSpec.Bool<>(SaiObject.Port.class, 155, "SAI_PORT_ATTR_ARS_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_ARS_PORT_LOAD_SCALING_FACTOR}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Port> ARS_PORT_LOAD_SCALING_FACTOR = new AttrSpec.U32<>(SaiObject.Port.class, 156, "SAI_PORT_ATTR_ARS_PORT_LOAD_SCALING_FACTOR",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_PORT_ATTR_ARS_PORT_LOAD_PAST_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> ARS_PORT_LOAD_PAST_ENABLE = new AttrSpec.Bool<>(SaiObject.Port.class, 157, "SAI_PORT_ATTR_ARS_PORT_LOAD_PAST_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY, AttrFlag.DEPRECATED),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_ARS_PORT_LOAD_FUTURE_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> ARS_PORT_LOAD_FUTURE_ENABLE = new AttrSpec.Bool<>(SaiObject.Port.class, 158, "SAI_PORT_ATTR_ARS_PORT_LOAD_FUTURE_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY, AttrFlag.DEPRECATED),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_ARS_ALTERNATE_PATH}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> ARS_ALTERNATE_PATH = new AttrSpec.Bool<>(SaiObject.Port.class, 159, "SAI_PORT_ATTR_ARS_ALTERNATE_PATH",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_JSON_FORMATTED_DEBUG_DATA}: int8_list, read only. */
    public static final AttrSpec.Of<SaiObject.Port, AttrValue.S8List> JSON_FORMATTED_DEBUG_DATA = new AttrSpec.Of<>(SaiObject.Port.class, 160, "SAI_PORT_ATTR_JSON_FORMATTED_DEBUG_DATA",
            ValueType.INT8_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_ECMP_HASH_ALGORITHM}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> ECMP_HASH_ALGORITHM = new AttrSpec.S32<>(SaiObject.Port.class, 161, "SAI_PORT_ATTR_ECMP_HASH_ALGORITHM",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.HashAlgorithm.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_HASH_ALGORITHM_CRC */);

    /** {@code SAI_PORT_ATTR_ECMP_HASH_SEED}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Port> ECMP_HASH_SEED = new AttrSpec.U32<>(SaiObject.Port.class, 162, "SAI_PORT_ATTR_ECMP_HASH_SEED",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_PORT_ATTR_ECMP_HASH_OFFSET}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Port> ECMP_HASH_OFFSET = new AttrSpec.U8<>(SaiObject.Port.class, 163, "SAI_PORT_ATTR_ECMP_HASH_OFFSET",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_PORT_ATTR_OPER_PORT_FEC_MODE}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> OPER_PORT_FEC_MODE = new AttrSpec.S32<>(SaiObject.Port.class, 164, "SAI_PORT_ATTR_OPER_PORT_FEC_MODE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortFecMode.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_HOST_TX_SIGNAL_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> HOST_TX_SIGNAL_ENABLE = new AttrSpec.Bool<>(SaiObject.Port.class, 165, "SAI_PORT_ATTR_HOST_TX_SIGNAL_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_PORT_ATTR_HOST_TX_READY_STATUS}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> HOST_TX_READY_STATUS = new AttrSpec.S32<>(SaiObject.Port.class, 166, "SAI_PORT_ATTR_HOST_TX_READY_STATUS",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortHostTxReadyStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PATH_TRACING_INTF}: uint16, create and set. */
    public static final AttrSpec.U16<SaiObject.Port> PATH_TRACING_INTF = new AttrSpec.U16<>(SaiObject.Port.class, 167, "SAI_PORT_ATTR_PATH_TRACING_INTF",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(0)));

    /** {@code SAI_PORT_ATTR_PATH_TRACING_TIMESTAMP_TYPE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> PATH_TRACING_TIMESTAMP_TYPE = new AttrSpec.S32<>(SaiObject.Port.class, 168, "SAI_PORT_ATTR_PATH_TRACING_TIMESTAMP_TYPE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortPathTracingTimestampType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(2)) /* SAI_PORT_PATH_TRACING_TIMESTAMP_TYPE_16_23 */);

    /** {@code SAI_PORT_ATTR_RX_FREQUENCY_OFFSET_PPM}: port_frequency_offset_ppm_list, read only. */
    public static final AttrSpec.Opaque<SaiObject.Port> RX_FREQUENCY_OFFSET_PPM = new AttrSpec.Opaque<>(SaiObject.Port.class, 169, "SAI_PORT_ATTR_RX_FREQUENCY_OFFSET_PPM",
            ValueType.PORT_FREQUENCY_OFFSET_PPM_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_RX_SNR}: port_snr_list, read only. */
    public static final AttrSpec.Opaque<SaiObject.Port> RX_SNR = new AttrSpec.Opaque<>(SaiObject.Port.class, 170, "SAI_PORT_ATTR_RX_SNR",
            ValueType.PORT_SNR_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_DATAPATH_ENABLE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> DATAPATH_ENABLE = new AttrSpec.S32<>(SaiObject.Port.class, 171, "SAI_PORT_ATTR_DATAPATH_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.PortDatapathEnable.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_DATAPATH_ENABLE_PASS_THROUGH_MODE */);

    /** {@code SAI_PORT_ATTR_CABLE_PAIR_STATE}: int32_list, read only. */
    public static final AttrSpec.S32List<SaiObject.Port> CABLE_PAIR_STATE = new AttrSpec.S32List<>(SaiObject.Port.class, 172, "SAI_PORT_ATTR_CABLE_PAIR_STATE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortCablePairState.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_CABLE_PAIR_LENGTH}: int32_list, read only. */
    public static final AttrSpec.S32List<SaiObject.Port> CABLE_PAIR_LENGTH = new AttrSpec.S32List<>(SaiObject.Port.class, 173, "SAI_PORT_ATTR_CABLE_PAIR_LENGTH",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_CABLE_TYPE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> CABLE_TYPE = new AttrSpec.S32<>(SaiObject.Port.class, 174, "SAI_PORT_ATTR_CABLE_TYPE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.PortCableType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_CABLE_TYPE_UNKNOWN */);

    /** {@code SAI_PORT_ATTR_ARS_PORT_LOAD_PAST_WEIGHT}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Port> ARS_PORT_LOAD_PAST_WEIGHT = new AttrSpec.U32<>(SaiObject.Port.class, 175, "SAI_PORT_ATTR_ARS_PORT_LOAD_PAST_WEIGHT",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_PORT_ATTR_ARS_PORT_LOAD_FUTURE_WEIGHT}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Port> ARS_PORT_LOAD_FUTURE_WEIGHT = new AttrSpec.U32<>(SaiObject.Port.class, 176, "SAI_PORT_ATTR_ARS_PORT_LOAD_FUTURE_WEIGHT",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_PORT_ATTR_POE_PORT_ID}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.Port> POE_PORT_ID = new AttrSpec.Oid<>(SaiObject.Port.class, 177, "SAI_PORT_ATTR_POE_PORT_ID",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.POE_PORT), true,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_JSON_FORMATTED_DEBUG_DATA_SIZE}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Port> JSON_FORMATTED_DEBUG_DATA_SIZE = new AttrSpec.U32<>(SaiObject.Port.class, 178, "SAI_PORT_ATTR_JSON_FORMATTED_DEBUG_DATA_SIZE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_UNRELIABLE_LOS}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> UNRELIABLE_LOS = new AttrSpec.Bool<>(SaiObject.Port.class, 179, "SAI_PORT_ATTR_UNRELIABLE_LOS",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_ERROR_STATUS}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> ERROR_STATUS = new AttrSpec.S32<>(SaiObject.Port.class, 180, "SAI_PORT_ATTR_ERROR_STATUS",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortErrorStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_STATS_COUNT_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> STATS_COUNT_MODE = new AttrSpec.S32<>(SaiObject.Port.class, 181, "SAI_PORT_ATTR_STATS_COUNT_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.StatsCountMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_STATS_COUNT_MODE_PACKET_AND_BYTE */);

    /** {@code SAI_PORT_ATTR_SELECTIVE_COUNTER_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Port> SELECTIVE_COUNTER_LIST = new AttrSpec.OidList<>(SaiObject.Port.class, 182, "SAI_PORT_ATTR_SELECTIVE_COUNTER_LIST",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_PORT_ATTR_PORT_STAT_EXTENDED}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.Port> PORT_STAT_EXTENDED = new AttrSpec.OidList<>(SaiObject.Port.class, 183, "SAI_PORT_ATTR_PORT_STAT_EXTENDED",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.COUNTER), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PAM4_EYE_VALUES}: port_pam4_eye_values_list, read only. */
    public static final AttrSpec.Opaque<SaiObject.Port> PAM4_EYE_VALUES = new AttrSpec.Opaque<>(SaiObject.Port.class, 184, "SAI_PORT_ATTR_PAM4_EYE_VALUES",
            ValueType.PORT_PAM4_EYE_VALUES_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_FAST_LINKUP_ENABLED}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> FAST_LINKUP_ENABLED = new AttrSpec.Bool<>(SaiObject.Port.class, 185, "SAI_PORT_ATTR_FAST_LINKUP_ENABLED",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_SERDES_FW_REVISION}: int8_list, read only. */
    public static final AttrSpec.Of<SaiObject.Port, AttrValue.S8List> SERDES_FW_REVISION = new AttrSpec.Of<>(SaiObject.Port.class, 186, "SAI_PORT_ATTR_SERDES_FW_REVISION",
            ValueType.INT8_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PRBS_PER_LANE_LOCK_STATUS_LIST}: port_lane_latch_status_list, read only. */
    public static final AttrSpec.Opaque<SaiObject.Port> PRBS_PER_LANE_LOCK_STATUS_LIST = new AttrSpec.Opaque<>(SaiObject.Port.class, 187, "SAI_PORT_ATTR_PRBS_PER_LANE_LOCK_STATUS_LIST",
            ValueType.PORT_LANE_LATCH_STATUS_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PRBS_PER_LANE_RX_STATUS_LIST}: prbs_per_lane_rx_status_list, read only. */
    public static final AttrSpec.Opaque<SaiObject.Port> PRBS_PER_LANE_RX_STATUS_LIST = new AttrSpec.Opaque<>(SaiObject.Port.class, 188, "SAI_PORT_ATTR_PRBS_PER_LANE_RX_STATUS_LIST",
            ValueType.PRBS_PER_LANE_RX_STATUS_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PRBS_PER_LANE_RX_STATE_LIST}: prbs_per_lane_rx_state_list, read only. */
    public static final AttrSpec.Opaque<SaiObject.Port> PRBS_PER_LANE_RX_STATE_LIST = new AttrSpec.Opaque<>(SaiObject.Port.class, 189, "SAI_PORT_ATTR_PRBS_PER_LANE_RX_STATE_LIST",
            ValueType.PRBS_PER_LANE_RX_STATE_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PRBS_PER_LANE_BER_LIST}: prbs_per_lane_bit_error_rate_list, read only. */
    public static final AttrSpec.Opaque<SaiObject.Port> PRBS_PER_LANE_BER_LIST = new AttrSpec.Opaque<>(SaiObject.Port.class, 190, "SAI_PORT_ATTR_PRBS_PER_LANE_BER_LIST",
            ValueType.PRBS_PER_LANE_BIT_ERROR_RATE_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_PORT_PG_PKT_DROP_STATUS}: map_list, read only. */
    public static final AttrSpec.Of<SaiObject.Port, AttrValue.MapList> PORT_PG_PKT_DROP_STATUS = new AttrSpec.Of<>(SaiObject.Port.class, 191, "SAI_PORT_ATTR_PORT_PG_PKT_DROP_STATUS",
            ValueType.MAP_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_LLR_MODE_LOCAL}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> LLR_MODE_LOCAL = new AttrSpec.Bool<>(SaiObject.Port.class, 192, "SAI_PORT_ATTR_LLR_MODE_LOCAL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_LLR_MODE_REMOTE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> LLR_MODE_REMOTE = new AttrSpec.Bool<>(SaiObject.Port.class, 193, "SAI_PORT_ATTR_LLR_MODE_REMOTE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_LLR_PROFILE}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Port> LLR_PROFILE = new AttrSpec.Oid<>(SaiObject.Port.class, 194, "SAI_PORT_ATTR_LLR_PROFILE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.PORT_LLR_PROFILE), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_PORT_ATTR_LLR_TX_STATUS}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> LLR_TX_STATUS = new AttrSpec.S32<>(SaiObject.Port.class, 195, "SAI_PORT_ATTR_LLR_TX_STATUS",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortLlrTxStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_LLR_RX_STATUS}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Port> LLR_RX_STATUS = new AttrSpec.S32<>(SaiObject.Port.class, 196, "SAI_PORT_ATTR_LLR_RX_STATUS",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.PortLlrRxStatus.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_ATTR_LINK_UP_DEBOUNCE_TIMEOUT}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Port> LINK_UP_DEBOUNCE_TIMEOUT = new AttrSpec.U32<>(SaiObject.Port.class, 197, "SAI_PORT_ATTR_LINK_UP_DEBOUNCE_TIMEOUT",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_PORT_ATTR_INT_DELETE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Port> INT_DELETE = new AttrSpec.Bool<>(SaiObject.Port.class, 198, "SAI_PORT_ATTR_INT_DELETE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_PORT_ATTR_INT_METADATA}: uint16, create and set. */
    public static final AttrSpec.U16<SaiObject.Port> INT_METADATA = new AttrSpec.U16<>(SaiObject.Port.class, 199, "SAI_PORT_ATTR_INT_METADATA",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(0)));

    /** {@code SAI_PORT_ATTR_PTP_PEER_MEAN_PATH_DELAY}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Port> PTP_PEER_MEAN_PATH_DELAY = new AttrSpec.U32<>(SaiObject.Port.class, 200, "SAI_PORT_ATTR_PTP_PEER_MEAN_PATH_DELAY",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_PORT_ATTR_PRBS_PATTERN}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Port> PRBS_PATTERN = new AttrSpec.S32<>(SaiObject.Port.class, 201, "SAI_PORT_ATTR_PRBS_PATTERN",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PortPrbsPattern.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PORT_PRBS_PATTERN_AUTO */);

    /** {@code SAI_PORT_ATTR_SUPPORTED_PRBS_PATTERN}: int32_list, read only. */
    public static final AttrSpec.S32List<SaiObject.Port> SUPPORTED_PRBS_PATTERN = new AttrSpec.S32List<>(SaiObject.Port.class, 202, "SAI_PORT_ATTR_SUPPORTED_PRBS_PATTERN",
            Set.of(AttrFlag.READ_ONLY),
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
