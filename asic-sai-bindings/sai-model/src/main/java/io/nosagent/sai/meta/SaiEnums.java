// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true
package io.nosagent.sai.meta;

import io.nosagent.sai.SaiEnum;

/** The SAI value enums the agent uses: member numbers as constants, and the enum as a {@link SaiEnum}. */
public final class SaiEnums {

    private SaiEnums() {
    }

    /** {@code sai_acl_action_type_t}. */
    public static final class AclActionType {
        private AclActionType() {
        }

        public static final int REDIRECT = 0;
        public static final int ENDPOINT_IP = 1;
        public static final int REDIRECT_LIST = 2;
        public static final int PACKET_ACTION = 3;
        public static final int FLOOD = 4;
        public static final int COUNTER = 5;
        public static final int MIRROR_INGRESS = 6;
        public static final int MIRROR_EGRESS = 7;
        public static final int SET_POLICER = 8;
        public static final int DECREMENT_TTL = 9;
        public static final int SET_TC = 10;
        public static final int SET_PACKET_COLOR = 11;
        public static final int SET_INNER_VLAN_ID = 12;
        public static final int SET_INNER_VLAN_PRI = 13;
        public static final int SET_OUTER_VLAN_ID = 14;
        public static final int SET_OUTER_VLAN_PRI = 15;
        public static final int SET_SRC_MAC = 16;
        public static final int SET_DST_MAC = 17;
        public static final int SET_SRC_IP = 18;
        public static final int SET_DST_IP = 19;
        public static final int SET_SRC_IPV6 = 20;
        public static final int SET_DST_IPV6 = 21;
        public static final int SET_DSCP = 22;
        public static final int SET_ECN = 23;
        public static final int SET_L4_SRC_PORT = 24;
        public static final int SET_L4_DST_PORT = 25;
        public static final int INGRESS_SAMPLEPACKET_ENABLE = 26;
        public static final int EGRESS_SAMPLEPACKET_ENABLE = 27;
        public static final int SET_ACL_META_DATA = 28;
        public static final int EGRESS_BLOCK_PORT_LIST = 29;
        public static final int SET_USER_TRAP_ID = 30;
        public static final int SET_DO_NOT_LEARN = 31;
        public static final int ACL_DTEL_FLOW_OP = 32;
        public static final int DTEL_INT_SESSION = 33;
        public static final int DTEL_DROP_REPORT_ENABLE = 34;
        public static final int DTEL_TAIL_DROP_REPORT_ENABLE = 35;
        public static final int DTEL_FLOW_SAMPLE_PERCENT = 36;
        public static final int DTEL_REPORT_ALL_PACKETS = 37;
        public static final int NO_NAT = 38;
        public static final int INT_INSERT = 39;
        public static final int INT_DELETE = 40;
        public static final int INT_REPORT_FLOW = 41;
        public static final int INT_REPORT_DROPS = 42;
        public static final int INT_REPORT_TAIL_DROPS = 43;
        public static final int TAM_INT_OBJECT = 44;
        public static final int SET_ISOLATION_GROUP = 45;
        public static final int MACSEC_FLOW = 46;
        public static final int SET_LAG_HASH_ID = 47;
        public static final int SET_ECMP_HASH_ID = 48;
        public static final int SET_VRF = 49;
        public static final int ADD_VLAN_ID = 50;
        public static final int ADD_VLAN_PRI = 51;
        public static final int SET_FORWARDING_CLASS = 52;
        public static final int SET_ARS_MONITORING = 53;
        public static final int SET_ARS_OBJECT = 54;
        public static final int DISABLE_ARS_FORWARDING = 55;
        public static final int CHAIN_REDIRECT = 56;
        public static final int PACKET_TRIM_DISABLE = 57;
        public static final int SET_INNER_SRC_MAC = 58;
        public static final int SET_INNER_DST_MAC = 59;
        public static final int SET_ECMP_HASH_ALGORITHM = 60;
        public static final int TAM_OBJECT = 61;

        public static final SaiEnum ENUM = SaiEnum.of("sai_acl_action_type_t",
                "SAI_ACL_ACTION_TYPE_REDIRECT", 0,
                "SAI_ACL_ACTION_TYPE_ENDPOINT_IP", 1,
                "SAI_ACL_ACTION_TYPE_REDIRECT_LIST", 2,
                "SAI_ACL_ACTION_TYPE_PACKET_ACTION", 3,
                "SAI_ACL_ACTION_TYPE_FLOOD", 4,
                "SAI_ACL_ACTION_TYPE_COUNTER", 5,
                "SAI_ACL_ACTION_TYPE_MIRROR_INGRESS", 6,
                "SAI_ACL_ACTION_TYPE_MIRROR_EGRESS", 7,
                "SAI_ACL_ACTION_TYPE_SET_POLICER", 8,
                "SAI_ACL_ACTION_TYPE_DECREMENT_TTL", 9,
                "SAI_ACL_ACTION_TYPE_SET_TC", 10,
                "SAI_ACL_ACTION_TYPE_SET_PACKET_COLOR", 11,
                "SAI_ACL_ACTION_TYPE_SET_INNER_VLAN_ID", 12,
                "SAI_ACL_ACTION_TYPE_SET_INNER_VLAN_PRI", 13,
                "SAI_ACL_ACTION_TYPE_SET_OUTER_VLAN_ID", 14,
                "SAI_ACL_ACTION_TYPE_SET_OUTER_VLAN_PRI", 15,
                "SAI_ACL_ACTION_TYPE_SET_SRC_MAC", 16,
                "SAI_ACL_ACTION_TYPE_SET_DST_MAC", 17,
                "SAI_ACL_ACTION_TYPE_SET_SRC_IP", 18,
                "SAI_ACL_ACTION_TYPE_SET_DST_IP", 19,
                "SAI_ACL_ACTION_TYPE_SET_SRC_IPV6", 20,
                "SAI_ACL_ACTION_TYPE_SET_DST_IPV6", 21,
                "SAI_ACL_ACTION_TYPE_SET_DSCP", 22,
                "SAI_ACL_ACTION_TYPE_SET_ECN", 23,
                "SAI_ACL_ACTION_TYPE_SET_L4_SRC_PORT", 24,
                "SAI_ACL_ACTION_TYPE_SET_L4_DST_PORT", 25,
                "SAI_ACL_ACTION_TYPE_INGRESS_SAMPLEPACKET_ENABLE", 26,
                "SAI_ACL_ACTION_TYPE_EGRESS_SAMPLEPACKET_ENABLE", 27,
                "SAI_ACL_ACTION_TYPE_SET_ACL_META_DATA", 28,
                "SAI_ACL_ACTION_TYPE_EGRESS_BLOCK_PORT_LIST", 29,
                "SAI_ACL_ACTION_TYPE_SET_USER_TRAP_ID", 30,
                "SAI_ACL_ACTION_TYPE_SET_DO_NOT_LEARN", 31,
                "SAI_ACL_ACTION_TYPE_ACL_DTEL_FLOW_OP", 32,
                "SAI_ACL_ACTION_TYPE_DTEL_INT_SESSION", 33,
                "SAI_ACL_ACTION_TYPE_DTEL_DROP_REPORT_ENABLE", 34,
                "SAI_ACL_ACTION_TYPE_DTEL_TAIL_DROP_REPORT_ENABLE", 35,
                "SAI_ACL_ACTION_TYPE_DTEL_FLOW_SAMPLE_PERCENT", 36,
                "SAI_ACL_ACTION_TYPE_DTEL_REPORT_ALL_PACKETS", 37,
                "SAI_ACL_ACTION_TYPE_NO_NAT", 38,
                "SAI_ACL_ACTION_TYPE_INT_INSERT", 39,
                "SAI_ACL_ACTION_TYPE_INT_DELETE", 40,
                "SAI_ACL_ACTION_TYPE_INT_REPORT_FLOW", 41,
                "SAI_ACL_ACTION_TYPE_INT_REPORT_DROPS", 42,
                "SAI_ACL_ACTION_TYPE_INT_REPORT_TAIL_DROPS", 43,
                "SAI_ACL_ACTION_TYPE_TAM_INT_OBJECT", 44,
                "SAI_ACL_ACTION_TYPE_SET_ISOLATION_GROUP", 45,
                "SAI_ACL_ACTION_TYPE_MACSEC_FLOW", 46,
                "SAI_ACL_ACTION_TYPE_SET_LAG_HASH_ID", 47,
                "SAI_ACL_ACTION_TYPE_SET_ECMP_HASH_ID", 48,
                "SAI_ACL_ACTION_TYPE_SET_VRF", 49,
                "SAI_ACL_ACTION_TYPE_ADD_VLAN_ID", 50,
                "SAI_ACL_ACTION_TYPE_ADD_VLAN_PRI", 51,
                "SAI_ACL_ACTION_TYPE_SET_FORWARDING_CLASS", 52,
                "SAI_ACL_ACTION_TYPE_SET_ARS_MONITORING", 53,
                "SAI_ACL_ACTION_TYPE_SET_ARS_OBJECT", 54,
                "SAI_ACL_ACTION_TYPE_DISABLE_ARS_FORWARDING", 55,
                "SAI_ACL_ACTION_TYPE_CHAIN_REDIRECT", 56,
                "SAI_ACL_ACTION_TYPE_PACKET_TRIM_DISABLE", 57,
                "SAI_ACL_ACTION_TYPE_SET_INNER_SRC_MAC", 58,
                "SAI_ACL_ACTION_TYPE_SET_INNER_DST_MAC", 59,
                "SAI_ACL_ACTION_TYPE_SET_ECMP_HASH_ALGORITHM", 60,
                "SAI_ACL_ACTION_TYPE_TAM_OBJECT", 61);
    }

    /** {@code sai_acl_bind_point_type_t}. */
    public static final class AclBindPointType {
        private AclBindPointType() {
        }

        public static final int PORT = 0;
        public static final int LAG = 1;
        public static final int VLAN = 2;
        public static final int ROUTER_INTERFACE = 3;
        public static final int SWITCH = 4;

        public static final SaiEnum ENUM = SaiEnum.of("sai_acl_bind_point_type_t",
                "SAI_ACL_BIND_POINT_TYPE_PORT", 0,
                "SAI_ACL_BIND_POINT_TYPE_LAG", 1,
                "SAI_ACL_BIND_POINT_TYPE_VLAN", 2,
                "SAI_ACL_BIND_POINT_TYPE_ROUTER_INTERFACE", 3,
                "SAI_ACL_BIND_POINT_TYPE_SWITCH", 4);
    }

    /** {@code sai_acl_dtel_flow_op_t}. */
    public static final class AclDtelFlowOp {
        private AclDtelFlowOp() {
        }

        public static final int NOP = 0;
        public static final int INT = 1;
        public static final int IOAM = 2;
        public static final int POSTCARD = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_acl_dtel_flow_op_t",
                "SAI_ACL_DTEL_FLOW_OP_NOP", 0,
                "SAI_ACL_DTEL_FLOW_OP_INT", 1,
                "SAI_ACL_DTEL_FLOW_OP_IOAM", 2,
                "SAI_ACL_DTEL_FLOW_OP_POSTCARD", 3);
    }

    /** {@code sai_acl_ip_frag_t}. */
    public static final class AclIpFrag {
        private AclIpFrag() {
        }

        public static final int ANY = 0;
        public static final int NON_FRAG = 1;
        public static final int NON_FRAG_OR_HEAD = 2;
        public static final int HEAD = 3;
        public static final int NON_HEAD = 4;

        public static final SaiEnum ENUM = SaiEnum.of("sai_acl_ip_frag_t",
                "SAI_ACL_IP_FRAG_ANY", 0,
                "SAI_ACL_IP_FRAG_NON_FRAG", 1,
                "SAI_ACL_IP_FRAG_NON_FRAG_OR_HEAD", 2,
                "SAI_ACL_IP_FRAG_HEAD", 3,
                "SAI_ACL_IP_FRAG_NON_HEAD", 4);
    }

    /** {@code sai_acl_ip_type_t}. */
    public static final class AclIpType {
        private AclIpType() {
        }

        public static final int ANY = 0;
        public static final int IP = 1;
        public static final int NON_IP = 2;
        public static final int IPV4ANY = 3;
        public static final int NON_IPV4 = 4;
        public static final int IPV6ANY = 5;
        public static final int NON_IPV6 = 6;
        public static final int ARP = 7;
        public static final int ARP_REQUEST = 8;
        public static final int ARP_REPLY = 9;

        public static final SaiEnum ENUM = SaiEnum.of("sai_acl_ip_type_t",
                "SAI_ACL_IP_TYPE_ANY", 0,
                "SAI_ACL_IP_TYPE_IP", 1,
                "SAI_ACL_IP_TYPE_NON_IP", 2,
                "SAI_ACL_IP_TYPE_IPV4ANY", 3,
                "SAI_ACL_IP_TYPE_NON_IPV4", 4,
                "SAI_ACL_IP_TYPE_IPV6ANY", 5,
                "SAI_ACL_IP_TYPE_NON_IPV6", 6,
                "SAI_ACL_IP_TYPE_ARP", 7,
                "SAI_ACL_IP_TYPE_ARP_REQUEST", 8,
                "SAI_ACL_IP_TYPE_ARP_REPLY", 9);
    }

    /** {@code sai_acl_range_type_t}. */
    public static final class AclRangeType {
        private AclRangeType() {
        }

        public static final int L4_SRC_PORT_RANGE = 0;
        public static final int L4_DST_PORT_RANGE = 1;
        public static final int OUTER_VLAN = 2;
        public static final int INNER_VLAN = 3;
        public static final int PACKET_LENGTH = 4;

        public static final SaiEnum ENUM = SaiEnum.of("sai_acl_range_type_t",
                "SAI_ACL_RANGE_TYPE_L4_SRC_PORT_RANGE", 0,
                "SAI_ACL_RANGE_TYPE_L4_DST_PORT_RANGE", 1,
                "SAI_ACL_RANGE_TYPE_OUTER_VLAN", 2,
                "SAI_ACL_RANGE_TYPE_INNER_VLAN", 3,
                "SAI_ACL_RANGE_TYPE_PACKET_LENGTH", 4);
    }

    /** {@code sai_acl_stage_t}. */
    public static final class AclStage {
        private AclStage() {
        }

        public static final int INGRESS = 0;
        public static final int EGRESS = 1;
        public static final int INGRESS_MACSEC = 2;
        public static final int EGRESS_MACSEC = 3;
        public static final int PRE_INGRESS = 4;
        public static final int POST_INGRESS = 5;

        public static final SaiEnum ENUM = SaiEnum.of("sai_acl_stage_t",
                "SAI_ACL_STAGE_INGRESS", 0,
                "SAI_ACL_STAGE_EGRESS", 1,
                "SAI_ACL_STAGE_INGRESS_MACSEC", 2,
                "SAI_ACL_STAGE_EGRESS_MACSEC", 3,
                "SAI_ACL_STAGE_PRE_INGRESS", 4,
                "SAI_ACL_STAGE_POST_INGRESS", 5);
    }

    /** {@code sai_acl_table_group_type_t}. */
    public static final class AclTableGroupType {
        private AclTableGroupType() {
        }

        public static final int SEQUENTIAL = 0;
        public static final int PARALLEL = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_acl_table_group_type_t",
                "SAI_ACL_TABLE_GROUP_TYPE_SEQUENTIAL", 0,
                "SAI_ACL_TABLE_GROUP_TYPE_PARALLEL", 1);
    }

    /** {@code sai_acl_table_match_type_t}. */
    public static final class AclTableMatchType {
        private AclTableMatchType() {
        }

        public static final int TERNARY = 0;
        public static final int EXACT = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_acl_table_match_type_t",
                "SAI_ACL_TABLE_MATCH_TYPE_TERNARY", 0,
                "SAI_ACL_TABLE_MATCH_TYPE_EXACT", 1);
    }

    /** {@code sai_api_t}. */
    public static final class Api {
        private Api() {
        }

        public static final int UNSPECIFIED = 0;
        public static final int SWITCH = 1;
        public static final int PORT = 2;
        public static final int FDB = 3;
        public static final int VLAN = 4;
        public static final int VIRTUAL_ROUTER = 5;
        public static final int ROUTE = 6;
        public static final int NEXT_HOP = 7;
        public static final int NEXT_HOP_GROUP = 8;
        public static final int ROUTER_INTERFACE = 9;
        public static final int NEIGHBOR = 10;
        public static final int ACL = 11;
        public static final int HOSTIF = 12;
        public static final int MIRROR = 13;
        public static final int SAMPLEPACKET = 14;
        public static final int STP = 15;
        public static final int LAG = 16;
        public static final int POLICER = 17;
        public static final int WRED = 18;
        public static final int QOS_MAP = 19;
        public static final int QUEUE = 20;
        public static final int SCHEDULER = 21;
        public static final int SCHEDULER_GROUP = 22;
        public static final int BUFFER = 23;
        public static final int HASH = 24;
        public static final int UDF = 25;
        public static final int TUNNEL = 26;
        public static final int L2MC = 27;
        public static final int IPMC = 28;
        public static final int RPF_GROUP = 29;
        public static final int L2MC_GROUP = 30;
        public static final int IPMC_GROUP = 31;
        public static final int MCAST_FDB = 32;
        public static final int BRIDGE = 33;
        public static final int TAM = 34;
        public static final int SRV6 = 35;
        public static final int MPLS = 36;
        public static final int DTEL = 37;
        public static final int BFD = 38;
        public static final int ISOLATION_GROUP = 39;
        public static final int NAT = 40;
        public static final int COUNTER = 41;
        public static final int DEBUG_COUNTER = 42;
        public static final int MACSEC = 43;
        public static final int SYSTEM_PORT = 44;
        public static final int MY_MAC = 45;
        public static final int IPSEC = 46;
        public static final int GENERIC_PROGRAMMABLE = 47;
        public static final int ARS = 48;
        public static final int ARS_PROFILE = 49;
        public static final int TWAMP = 50;
        public static final int POE = 51;
        public static final int ICMP_ECHO = 52;
        public static final int PREFIX_COMPRESSION = 53;
        public static final int SYNCE = 54;
        public static final int BMTOR = 536870912;
        public static final int DASH_ACL = 536870913;
        public static final int DASH_DIRECTION_LOOKUP = 536870914;
        public static final int DASH_ENI = 536870915;
        public static final int DASH_INBOUND_ROUTING = 536870916;
        public static final int DASH_METER = 536870917;
        public static final int DASH_OUTBOUND_CA_TO_PA = 536870918;
        public static final int DASH_OUTBOUND_ROUTING = 536870919;
        public static final int DASH_VNET = 536870920;
        public static final int DASH_PA_VALIDATION = 536870921;
        public static final int DASH_VIP = 536870922;
        public static final int DASH_HA = 536870923;
        public static final int DASH_TUNNEL = 536870924;
        public static final int DASH_FLOW = 536870925;
        public static final int DASH_APPLIANCE = 536870926;
        public static final int DASH_OUTBOUND_PORT_MAP = 536870927;
        public static final int DASH_TRUSTED_VNI = 536870928;

        public static final SaiEnum ENUM = SaiEnum.of("sai_api_t",
                "SAI_API_UNSPECIFIED", 0,
                "SAI_API_SWITCH", 1,
                "SAI_API_PORT", 2,
                "SAI_API_FDB", 3,
                "SAI_API_VLAN", 4,
                "SAI_API_VIRTUAL_ROUTER", 5,
                "SAI_API_ROUTE", 6,
                "SAI_API_NEXT_HOP", 7,
                "SAI_API_NEXT_HOP_GROUP", 8,
                "SAI_API_ROUTER_INTERFACE", 9,
                "SAI_API_NEIGHBOR", 10,
                "SAI_API_ACL", 11,
                "SAI_API_HOSTIF", 12,
                "SAI_API_MIRROR", 13,
                "SAI_API_SAMPLEPACKET", 14,
                "SAI_API_STP", 15,
                "SAI_API_LAG", 16,
                "SAI_API_POLICER", 17,
                "SAI_API_WRED", 18,
                "SAI_API_QOS_MAP", 19,
                "SAI_API_QUEUE", 20,
                "SAI_API_SCHEDULER", 21,
                "SAI_API_SCHEDULER_GROUP", 22,
                "SAI_API_BUFFER", 23,
                "SAI_API_HASH", 24,
                "SAI_API_UDF", 25,
                "SAI_API_TUNNEL", 26,
                "SAI_API_L2MC", 27,
                "SAI_API_IPMC", 28,
                "SAI_API_RPF_GROUP", 29,
                "SAI_API_L2MC_GROUP", 30,
                "SAI_API_IPMC_GROUP", 31,
                "SAI_API_MCAST_FDB", 32,
                "SAI_API_BRIDGE", 33,
                "SAI_API_TAM", 34,
                "SAI_API_SRV6", 35,
                "SAI_API_MPLS", 36,
                "SAI_API_DTEL", 37,
                "SAI_API_BFD", 38,
                "SAI_API_ISOLATION_GROUP", 39,
                "SAI_API_NAT", 40,
                "SAI_API_COUNTER", 41,
                "SAI_API_DEBUG_COUNTER", 42,
                "SAI_API_MACSEC", 43,
                "SAI_API_SYSTEM_PORT", 44,
                "SAI_API_MY_MAC", 45,
                "SAI_API_IPSEC", 46,
                "SAI_API_GENERIC_PROGRAMMABLE", 47,
                "SAI_API_ARS", 48,
                "SAI_API_ARS_PROFILE", 49,
                "SAI_API_TWAMP", 50,
                "SAI_API_POE", 51,
                "SAI_API_ICMP_ECHO", 52,
                "SAI_API_PREFIX_COMPRESSION", 53,
                "SAI_API_SYNCE", 54,
                "SAI_API_BMTOR", 536870912,
                "SAI_API_DASH_ACL", 536870913,
                "SAI_API_DASH_DIRECTION_LOOKUP", 536870914,
                "SAI_API_DASH_ENI", 536870915,
                "SAI_API_DASH_INBOUND_ROUTING", 536870916,
                "SAI_API_DASH_METER", 536870917,
                "SAI_API_DASH_OUTBOUND_CA_TO_PA", 536870918,
                "SAI_API_DASH_OUTBOUND_ROUTING", 536870919,
                "SAI_API_DASH_VNET", 536870920,
                "SAI_API_DASH_PA_VALIDATION", 536870921,
                "SAI_API_DASH_VIP", 536870922,
                "SAI_API_DASH_HA", 536870923,
                "SAI_API_DASH_TUNNEL", 536870924,
                "SAI_API_DASH_FLOW", 536870925,
                "SAI_API_DASH_APPLIANCE", 536870926,
                "SAI_API_DASH_OUTBOUND_PORT_MAP", 536870927,
                "SAI_API_DASH_TRUSTED_VNI", 536870928);
    }

    /** {@code sai_ars_mode_t}. */
    public static final class ArsMode {
        private ArsMode() {
        }

        public static final int FLOWLET_QUALITY = 0;
        public static final int FLOWLET_RANDOM = 1;
        public static final int PER_PACKET_QUALITY = 2;
        public static final int PER_PACKET_RANDOM = 3;
        public static final int FIXED = 4;

        public static final SaiEnum ENUM = SaiEnum.of("sai_ars_mode_t",
                "SAI_ARS_MODE_FLOWLET_QUALITY", 0,
                "SAI_ARS_MODE_FLOWLET_RANDOM", 1,
                "SAI_ARS_MODE_PER_PACKET_QUALITY", 2,
                "SAI_ARS_MODE_PER_PACKET_RANDOM", 3,
                "SAI_ARS_MODE_FIXED", 4);
    }

    /** {@code sai_ars_profile_algo_t}. */
    public static final class ArsProfileAlgo {
        private ArsProfileAlgo() {
        }

        public static final int EWMA = 0;

        public static final SaiEnum ENUM = SaiEnum.of("sai_ars_profile_algo_t",
                "SAI_ARS_PROFILE_ALGO_EWMA", 0);
    }

    /** {@code sai_bfd_session_offload_type_t}. */
    public static final class BfdSessionOffloadType {
        private BfdSessionOffloadType() {
        }

        public static final int NONE = 0;
        public static final int FULL = 1;
        public static final int SUSTENANCE = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_bfd_session_offload_type_t",
                "SAI_BFD_SESSION_OFFLOAD_TYPE_NONE", 0,
                "SAI_BFD_SESSION_OFFLOAD_TYPE_FULL", 1,
                "SAI_BFD_SESSION_OFFLOAD_TYPE_SUSTENANCE", 2);
    }

    /** {@code sai_buffer_pool_threshold_mode_t}. */
    public static final class BufferPoolThresholdMode {
        private BufferPoolThresholdMode() {
        }

        public static final int STATIC = 0;
        public static final int DYNAMIC = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_buffer_pool_threshold_mode_t",
                "SAI_BUFFER_POOL_THRESHOLD_MODE_STATIC", 0,
                "SAI_BUFFER_POOL_THRESHOLD_MODE_DYNAMIC", 1);
    }

    /** {@code sai_buffer_pool_type_t}. */
    public static final class BufferPoolType {
        private BufferPoolType() {
        }

        public static final int INGRESS = 0;
        public static final int EGRESS = 1;
        public static final int BOTH = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_buffer_pool_type_t",
                "SAI_BUFFER_POOL_TYPE_INGRESS", 0,
                "SAI_BUFFER_POOL_TYPE_EGRESS", 1,
                "SAI_BUFFER_POOL_TYPE_BOTH", 2);
    }

    /** {@code sai_buffer_profile_packet_admission_fail_action_t}. */
    public static final class BufferProfilePacketAdmissionFailAction {
        private BufferProfilePacketAdmissionFailAction() {
        }

        public static final int DROP = 0;
        public static final int DROP_AND_TRIM = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_buffer_profile_packet_admission_fail_action_t",
                "SAI_BUFFER_PROFILE_PACKET_ADMISSION_FAIL_ACTION_DROP", 0,
                "SAI_BUFFER_PROFILE_PACKET_ADMISSION_FAIL_ACTION_DROP_AND_TRIM", 1);
    }

    /** {@code sai_buffer_profile_threshold_mode_t}. */
    public static final class BufferProfileThresholdMode {
        private BufferProfileThresholdMode() {
        }

        public static final int STATIC = 0;
        public static final int DYNAMIC = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_buffer_profile_threshold_mode_t",
                "SAI_BUFFER_PROFILE_THRESHOLD_MODE_STATIC", 0,
                "SAI_BUFFER_PROFILE_THRESHOLD_MODE_DYNAMIC", 1);
    }

    /** {@code sai_bulk_op_error_mode_t}. */
    public static final class BulkOpErrorMode {
        private BulkOpErrorMode() {
        }

        public static final int STOP_ON_ERROR = 0;
        public static final int IGNORE_ERROR = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_bulk_op_error_mode_t",
                "SAI_BULK_OP_ERROR_MODE_STOP_ON_ERROR", 0,
                "SAI_BULK_OP_ERROR_MODE_IGNORE_ERROR", 1);
    }

    /** {@code sai_counter_type_t}. */
    public static final class CounterType {
        private CounterType() {
        }

        public static final int REGULAR = 0;
        public static final int SELECTIVE = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_counter_type_t",
                "SAI_COUNTER_TYPE_REGULAR", 0,
                "SAI_COUNTER_TYPE_SELECTIVE", 1);
    }

    /** {@code sai_csig_signal_type_t}. */
    public static final class CsigSignalType {
        private CsigSignalType() {
        }

        public static final int ABW = 0;
        public static final int ABWC = 1;
        public static final int DELAY = 2;
        public static final int NQD = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_csig_signal_type_t",
                "SAI_CSIG_SIGNAL_TYPE_ABW", 0,
                "SAI_CSIG_SIGNAL_TYPE_ABWC", 1,
                "SAI_CSIG_SIGNAL_TYPE_DELAY", 2,
                "SAI_CSIG_SIGNAL_TYPE_NQD", 3);
    }

    /** {@code sai_dash_caps_ha_scope_level_t}. */
    public static final class DashCapsHaScopeLevel {
        private DashCapsHaScopeLevel() {
        }

        public static final int CARD = 0;
        public static final int ENI = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_dash_caps_ha_scope_level_t",
                "SAI_DASH_CAPS_HA_SCOPE_LEVEL_CARD", 0,
                "SAI_DASH_CAPS_HA_SCOPE_LEVEL_ENI", 1);
    }

    /** {@code sai_debug_counter_bind_method_t}. */
    public static final class DebugCounterBindMethod {
        private DebugCounterBindMethod() {
        }

        public static final int AUTOMATIC = 0;

        public static final SaiEnum ENUM = SaiEnum.of("sai_debug_counter_bind_method_t",
                "SAI_DEBUG_COUNTER_BIND_METHOD_AUTOMATIC", 0);
    }

    /** {@code sai_debug_counter_type_t}. */
    public static final class DebugCounterType {
        private DebugCounterType() {
        }

        public static final int PORT_IN_DROP_REASONS = 0;
        public static final int PORT_OUT_DROP_REASONS = 1;
        public static final int SWITCH_IN_DROP_REASONS = 2;
        public static final int SWITCH_OUT_DROP_REASONS = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_debug_counter_type_t",
                "SAI_DEBUG_COUNTER_TYPE_PORT_IN_DROP_REASONS", 0,
                "SAI_DEBUG_COUNTER_TYPE_PORT_OUT_DROP_REASONS", 1,
                "SAI_DEBUG_COUNTER_TYPE_SWITCH_IN_DROP_REASONS", 2,
                "SAI_DEBUG_COUNTER_TYPE_SWITCH_OUT_DROP_REASONS", 3);
    }

    /** {@code sai_ecn_mark_mode_t}. */
    public static final class EcnMarkMode {
        private EcnMarkMode() {
        }

        public static final int NONE = 0;
        public static final int GREEN = 1;
        public static final int YELLOW = 2;
        public static final int RED = 3;
        public static final int GREEN_YELLOW = 4;
        public static final int GREEN_RED = 5;
        public static final int YELLOW_RED = 6;
        public static final int ALL = 7;

        public static final SaiEnum ENUM = SaiEnum.of("sai_ecn_mark_mode_t",
                "SAI_ECN_MARK_MODE_NONE", 0,
                "SAI_ECN_MARK_MODE_GREEN", 1,
                "SAI_ECN_MARK_MODE_YELLOW", 2,
                "SAI_ECN_MARK_MODE_RED", 3,
                "SAI_ECN_MARK_MODE_GREEN_YELLOW", 4,
                "SAI_ECN_MARK_MODE_GREEN_RED", 5,
                "SAI_ECN_MARK_MODE_YELLOW_RED", 6,
                "SAI_ECN_MARK_MODE_ALL", 7);
    }

    /** {@code sai_hash_algorithm_t}. */
    public static final class HashAlgorithm {
        private HashAlgorithm() {
        }

        public static final int CRC = 0;
        public static final int XOR = 1;
        public static final int RANDOM = 2;
        public static final int CRC_32LO = 3;
        public static final int CRC_32HI = 4;
        public static final int CRC_CCITT = 5;
        public static final int CRC_XOR = 6;
        public static final int NONE = 7;
        public static final int ROUND_ROBIN = 8;
        public static final int JENKINS_LO = 9;
        public static final int JENKINS_HI = 10;

        public static final SaiEnum ENUM = SaiEnum.of("sai_hash_algorithm_t",
                "SAI_HASH_ALGORITHM_CRC", 0,
                "SAI_HASH_ALGORITHM_XOR", 1,
                "SAI_HASH_ALGORITHM_RANDOM", 2,
                "SAI_HASH_ALGORITHM_CRC_32LO", 3,
                "SAI_HASH_ALGORITHM_CRC_32HI", 4,
                "SAI_HASH_ALGORITHM_CRC_CCITT", 5,
                "SAI_HASH_ALGORITHM_CRC_XOR", 6,
                "SAI_HASH_ALGORITHM_NONE", 7,
                "SAI_HASH_ALGORITHM_ROUND_ROBIN", 8,
                "SAI_HASH_ALGORITHM_JENKINS_LO", 9,
                "SAI_HASH_ALGORITHM_JENKINS_HI", 10);
    }

    /** {@code sai_hostif_trap_type_t}. */
    public static final class HostifTrapType {
        private HostifTrapType() {
        }

        public static final int STP = 0;
        public static final int LACP = 1;
        public static final int EAPOL = 2;
        public static final int LLDP = 3;
        public static final int PVRST = 4;
        public static final int IGMP_TYPE_QUERY = 5;
        public static final int IGMP_TYPE_LEAVE = 6;
        public static final int IGMP_TYPE_V1_REPORT = 7;
        public static final int IGMP_TYPE_V2_REPORT = 8;
        public static final int IGMP_TYPE_V3_REPORT = 9;
        public static final int SAMPLEPACKET = 10;
        public static final int UDLD = 11;
        public static final int CDP = 12;
        public static final int VTP = 13;
        public static final int DTP = 14;
        public static final int PAGP = 15;
        public static final int PTP = 16;
        public static final int PTP_TX_EVENT = 17;
        public static final int DHCP_L2 = 18;
        public static final int DHCPV6_L2 = 19;
        public static final int ESMC = 20;
        public static final int PTP_PEER_DELAY = 21;
        public static final int ARP_REQUEST = 8192;
        public static final int ARP_RESPONSE = 8193;
        public static final int DHCP = 8194;
        public static final int OSPF = 8195;
        public static final int PIM = 8196;
        public static final int VRRP = 8197;
        public static final int DHCPV6 = 8198;
        public static final int OSPFV6 = 8199;
        public static final int VRRPV6 = 8200;
        public static final int IPV6_NEIGHBOR_DISCOVERY = 8201;
        public static final int IPV6_MLD_V1_V2 = 8202;
        public static final int IPV6_MLD_V1_REPORT = 8203;
        public static final int IPV6_MLD_V1_DONE = 8204;
        public static final int MLD_V2_REPORT = 8205;
        public static final int UNKNOWN_L3_MULTICAST = 8206;
        public static final int SNAT_MISS = 8207;
        public static final int DNAT_MISS = 8208;
        public static final int NAT_HAIRPIN = 8209;
        public static final int IPV6_NEIGHBOR_SOLICITATION = 8210;
        public static final int IPV6_NEIGHBOR_ADVERTISEMENT = 8211;
        public static final int ISIS = 8212;
        public static final int NEIGHBOR_MISS = 8213;
        public static final int IP2ME = 16384;
        public static final int SSH = 16385;
        public static final int SNMP = 16386;
        public static final int BGP = 16387;
        public static final int BGPV6 = 16388;
        public static final int BFD = 16389;
        public static final int BFDV6 = 16390;
        public static final int BFD_MICRO = 16391;
        public static final int BFDV6_MICRO = 16392;
        public static final int LDP = 16393;
        public static final int GNMI = 16394;
        public static final int P4RT = 16395;
        public static final int NTPCLIENT = 16396;
        public static final int NTPSERVER = 16397;
        public static final int HTTPCLIENT = 16398;
        public static final int HTTPSERVER = 16399;
        public static final int L3_MTU_ERROR = 24576;
        public static final int TTL_ERROR = 24577;
        public static final int STATIC_FDB_MOVE = 24578;
        public static final int PIPELINE_DISCARD_EGRESS_BUFFER = 28672;
        public static final int PIPELINE_DISCARD_WRED = 28673;
        public static final int PIPELINE_DISCARD_ROUTER = 28674;
        public static final int MPLS_TTL_ERROR = 32768;
        public static final int MPLS_ROUTER_ALERT_LABEL = 32769;
        public static final int MPLS_LABEL_LOOKUP_MISS = 32770;

        public static final SaiEnum ENUM = SaiEnum.of("sai_hostif_trap_type_t",
                "SAI_HOSTIF_TRAP_TYPE_STP", 0,
                "SAI_HOSTIF_TRAP_TYPE_LACP", 1,
                "SAI_HOSTIF_TRAP_TYPE_EAPOL", 2,
                "SAI_HOSTIF_TRAP_TYPE_LLDP", 3,
                "SAI_HOSTIF_TRAP_TYPE_PVRST", 4,
                "SAI_HOSTIF_TRAP_TYPE_IGMP_TYPE_QUERY", 5,
                "SAI_HOSTIF_TRAP_TYPE_IGMP_TYPE_LEAVE", 6,
                "SAI_HOSTIF_TRAP_TYPE_IGMP_TYPE_V1_REPORT", 7,
                "SAI_HOSTIF_TRAP_TYPE_IGMP_TYPE_V2_REPORT", 8,
                "SAI_HOSTIF_TRAP_TYPE_IGMP_TYPE_V3_REPORT", 9,
                "SAI_HOSTIF_TRAP_TYPE_SAMPLEPACKET", 10,
                "SAI_HOSTIF_TRAP_TYPE_UDLD", 11,
                "SAI_HOSTIF_TRAP_TYPE_CDP", 12,
                "SAI_HOSTIF_TRAP_TYPE_VTP", 13,
                "SAI_HOSTIF_TRAP_TYPE_DTP", 14,
                "SAI_HOSTIF_TRAP_TYPE_PAGP", 15,
                "SAI_HOSTIF_TRAP_TYPE_PTP", 16,
                "SAI_HOSTIF_TRAP_TYPE_PTP_TX_EVENT", 17,
                "SAI_HOSTIF_TRAP_TYPE_DHCP_L2", 18,
                "SAI_HOSTIF_TRAP_TYPE_DHCPV6_L2", 19,
                "SAI_HOSTIF_TRAP_TYPE_ESMC", 20,
                "SAI_HOSTIF_TRAP_TYPE_PTP_PEER_DELAY", 21,
                "SAI_HOSTIF_TRAP_TYPE_ARP_REQUEST", 8192,
                "SAI_HOSTIF_TRAP_TYPE_ARP_RESPONSE", 8193,
                "SAI_HOSTIF_TRAP_TYPE_DHCP", 8194,
                "SAI_HOSTIF_TRAP_TYPE_OSPF", 8195,
                "SAI_HOSTIF_TRAP_TYPE_PIM", 8196,
                "SAI_HOSTIF_TRAP_TYPE_VRRP", 8197,
                "SAI_HOSTIF_TRAP_TYPE_DHCPV6", 8198,
                "SAI_HOSTIF_TRAP_TYPE_OSPFV6", 8199,
                "SAI_HOSTIF_TRAP_TYPE_VRRPV6", 8200,
                "SAI_HOSTIF_TRAP_TYPE_IPV6_NEIGHBOR_DISCOVERY", 8201,
                "SAI_HOSTIF_TRAP_TYPE_IPV6_MLD_V1_V2", 8202,
                "SAI_HOSTIF_TRAP_TYPE_IPV6_MLD_V1_REPORT", 8203,
                "SAI_HOSTIF_TRAP_TYPE_IPV6_MLD_V1_DONE", 8204,
                "SAI_HOSTIF_TRAP_TYPE_MLD_V2_REPORT", 8205,
                "SAI_HOSTIF_TRAP_TYPE_UNKNOWN_L3_MULTICAST", 8206,
                "SAI_HOSTIF_TRAP_TYPE_SNAT_MISS", 8207,
                "SAI_HOSTIF_TRAP_TYPE_DNAT_MISS", 8208,
                "SAI_HOSTIF_TRAP_TYPE_NAT_HAIRPIN", 8209,
                "SAI_HOSTIF_TRAP_TYPE_IPV6_NEIGHBOR_SOLICITATION", 8210,
                "SAI_HOSTIF_TRAP_TYPE_IPV6_NEIGHBOR_ADVERTISEMENT", 8211,
                "SAI_HOSTIF_TRAP_TYPE_ISIS", 8212,
                "SAI_HOSTIF_TRAP_TYPE_NEIGHBOR_MISS", 8213,
                "SAI_HOSTIF_TRAP_TYPE_IP2ME", 16384,
                "SAI_HOSTIF_TRAP_TYPE_SSH", 16385,
                "SAI_HOSTIF_TRAP_TYPE_SNMP", 16386,
                "SAI_HOSTIF_TRAP_TYPE_BGP", 16387,
                "SAI_HOSTIF_TRAP_TYPE_BGPV6", 16388,
                "SAI_HOSTIF_TRAP_TYPE_BFD", 16389,
                "SAI_HOSTIF_TRAP_TYPE_BFDV6", 16390,
                "SAI_HOSTIF_TRAP_TYPE_BFD_MICRO", 16391,
                "SAI_HOSTIF_TRAP_TYPE_BFDV6_MICRO", 16392,
                "SAI_HOSTIF_TRAP_TYPE_LDP", 16393,
                "SAI_HOSTIF_TRAP_TYPE_GNMI", 16394,
                "SAI_HOSTIF_TRAP_TYPE_P4RT", 16395,
                "SAI_HOSTIF_TRAP_TYPE_NTPCLIENT", 16396,
                "SAI_HOSTIF_TRAP_TYPE_NTPSERVER", 16397,
                "SAI_HOSTIF_TRAP_TYPE_HTTPCLIENT", 16398,
                "SAI_HOSTIF_TRAP_TYPE_HTTPSERVER", 16399,
                "SAI_HOSTIF_TRAP_TYPE_L3_MTU_ERROR", 24576,
                "SAI_HOSTIF_TRAP_TYPE_TTL_ERROR", 24577,
                "SAI_HOSTIF_TRAP_TYPE_STATIC_FDB_MOVE", 24578,
                "SAI_HOSTIF_TRAP_TYPE_PIPELINE_DISCARD_EGRESS_BUFFER", 28672,
                "SAI_HOSTIF_TRAP_TYPE_PIPELINE_DISCARD_WRED", 28673,
                "SAI_HOSTIF_TRAP_TYPE_PIPELINE_DISCARD_ROUTER", 28674,
                "SAI_HOSTIF_TRAP_TYPE_MPLS_TTL_ERROR", 32768,
                "SAI_HOSTIF_TRAP_TYPE_MPLS_ROUTER_ALERT_LABEL", 32769,
                "SAI_HOSTIF_TRAP_TYPE_MPLS_LABEL_LOOKUP_MISS", 32770);
    }

    /** {@code sai_hostif_tx_type_t}. */
    public static final class HostifTxType {
        private HostifTxType() {
        }

        public static final int PIPELINE_BYPASS = 0;
        public static final int PIPELINE_LOOKUP = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_hostif_tx_type_t",
                "SAI_HOSTIF_TX_TYPE_PIPELINE_BYPASS", 0,
                "SAI_HOSTIF_TX_TYPE_PIPELINE_LOOKUP", 1);
    }

    /** {@code sai_hostif_type_t}. */
    public static final class HostifType {
        private HostifType() {
        }

        public static final int NETDEV = 0;
        public static final int FD = 1;
        public static final int GENETLINK = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_hostif_type_t",
                "SAI_HOSTIF_TYPE_NETDEV", 0,
                "SAI_HOSTIF_TYPE_FD", 1,
                "SAI_HOSTIF_TYPE_GENETLINK", 2);
    }

    /** {@code sai_hostif_vlan_tag_t}. */
    public static final class HostifVlanTag {
        private HostifVlanTag() {
        }

        public static final int STRIP = 0;
        public static final int KEEP = 1;
        public static final int ORIGINAL = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_hostif_vlan_tag_t",
                "SAI_HOSTIF_VLAN_TAG_STRIP", 0,
                "SAI_HOSTIF_VLAN_TAG_KEEP", 1,
                "SAI_HOSTIF_VLAN_TAG_ORIGINAL", 2);
    }

    /** {@code sai_in_drop_reason_t}. */
    public static final class InDropReason {
        private InDropReason() {
        }

        public static final int L2_ANY = 0;
        public static final int SMAC_MULTICAST = 1;
        public static final int SMAC_EQUALS_DMAC = 2;
        public static final int DMAC_RESERVED = 3;
        public static final int VLAN_TAG_NOT_ALLOWED = 4;
        public static final int INGRESS_VLAN_FILTER = 5;
        public static final int INGRESS_STP_FILTER = 6;
        public static final int FDB_UC_DISCARD = 7;
        public static final int FDB_MC_DISCARD = 8;
        public static final int L2_LOOPBACK_FILTER = 9;
        public static final int EXCEEDS_L2_MTU = 10;
        public static final int L3_ANY = 11;
        public static final int EXCEEDS_L3_MTU = 12;
        public static final int TTL = 13;
        public static final int L3_LOOPBACK_FILTER = 14;
        public static final int NON_ROUTABLE = 15;
        public static final int NO_L3_HEADER = 16;
        public static final int IP_HEADER_ERROR = 17;
        public static final int UC_DIP_MC_DMAC = 18;
        public static final int DIP_LOOPBACK = 19;
        public static final int SIP_LOOPBACK = 20;
        public static final int SIP_MC = 21;
        public static final int SIP_CLASS_E = 22;
        public static final int SIP_UNSPECIFIED = 23;
        public static final int MC_DMAC_MISMATCH = 24;
        public static final int SIP_EQUALS_DIP = 25;
        public static final int SIP_BC = 26;
        public static final int DIP_LOCAL = 27;
        public static final int DIP_LINK_LOCAL = 28;
        public static final int SIP_LINK_LOCAL = 29;
        public static final int IPV6_MC_SCOPE0 = 30;
        public static final int IPV6_MC_SCOPE1 = 31;
        public static final int IRIF_DISABLED = 32;
        public static final int ERIF_DISABLED = 33;
        public static final int LPM4_MISS = 34;
        public static final int LPM6_MISS = 35;
        public static final int BLACKHOLE_ROUTE = 36;
        public static final int BLACKHOLE_ARP = 37;
        public static final int UNRESOLVED_NEXT_HOP = 38;
        public static final int L3_EGRESS_LINK_DOWN = 39;
        public static final int DECAP_ERROR = 40;
        public static final int ACL_ANY = 41;
        public static final int ACL_INGRESS_PORT = 42;
        public static final int ACL_INGRESS_LAG = 43;
        public static final int ACL_INGRESS_VLAN = 44;
        public static final int ACL_INGRESS_RIF = 45;
        public static final int ACL_INGRESS_SWITCH = 46;
        public static final int ACL_EGRESS_PORT = 47;
        public static final int ACL_EGRESS_LAG = 48;
        public static final int ACL_EGRESS_VLAN = 49;
        public static final int ACL_EGRESS_RIF = 50;
        public static final int ACL_EGRESS_SWITCH = 51;
        public static final int FDB_AND_BLACKHOLE_DISCARDS = 52;
        public static final int MPLS_MISS = 53;
        public static final int SRV6_LOCAL_SID_DROP = 54;
        public static final int SMAC_ZERO = 55;
        public static final int DMAC_ZERO = 56;
        public static final int LPM_MISS = 57;

        public static final SaiEnum ENUM = SaiEnum.of("sai_in_drop_reason_t",
                "SAI_IN_DROP_REASON_L2_ANY", 0,
                "SAI_IN_DROP_REASON_SMAC_MULTICAST", 1,
                "SAI_IN_DROP_REASON_SMAC_EQUALS_DMAC", 2,
                "SAI_IN_DROP_REASON_DMAC_RESERVED", 3,
                "SAI_IN_DROP_REASON_VLAN_TAG_NOT_ALLOWED", 4,
                "SAI_IN_DROP_REASON_INGRESS_VLAN_FILTER", 5,
                "SAI_IN_DROP_REASON_INGRESS_STP_FILTER", 6,
                "SAI_IN_DROP_REASON_FDB_UC_DISCARD", 7,
                "SAI_IN_DROP_REASON_FDB_MC_DISCARD", 8,
                "SAI_IN_DROP_REASON_L2_LOOPBACK_FILTER", 9,
                "SAI_IN_DROP_REASON_EXCEEDS_L2_MTU", 10,
                "SAI_IN_DROP_REASON_L3_ANY", 11,
                "SAI_IN_DROP_REASON_EXCEEDS_L3_MTU", 12,
                "SAI_IN_DROP_REASON_TTL", 13,
                "SAI_IN_DROP_REASON_L3_LOOPBACK_FILTER", 14,
                "SAI_IN_DROP_REASON_NON_ROUTABLE", 15,
                "SAI_IN_DROP_REASON_NO_L3_HEADER", 16,
                "SAI_IN_DROP_REASON_IP_HEADER_ERROR", 17,
                "SAI_IN_DROP_REASON_UC_DIP_MC_DMAC", 18,
                "SAI_IN_DROP_REASON_DIP_LOOPBACK", 19,
                "SAI_IN_DROP_REASON_SIP_LOOPBACK", 20,
                "SAI_IN_DROP_REASON_SIP_MC", 21,
                "SAI_IN_DROP_REASON_SIP_CLASS_E", 22,
                "SAI_IN_DROP_REASON_SIP_UNSPECIFIED", 23,
                "SAI_IN_DROP_REASON_MC_DMAC_MISMATCH", 24,
                "SAI_IN_DROP_REASON_SIP_EQUALS_DIP", 25,
                "SAI_IN_DROP_REASON_SIP_BC", 26,
                "SAI_IN_DROP_REASON_DIP_LOCAL", 27,
                "SAI_IN_DROP_REASON_DIP_LINK_LOCAL", 28,
                "SAI_IN_DROP_REASON_SIP_LINK_LOCAL", 29,
                "SAI_IN_DROP_REASON_IPV6_MC_SCOPE0", 30,
                "SAI_IN_DROP_REASON_IPV6_MC_SCOPE1", 31,
                "SAI_IN_DROP_REASON_IRIF_DISABLED", 32,
                "SAI_IN_DROP_REASON_ERIF_DISABLED", 33,
                "SAI_IN_DROP_REASON_LPM4_MISS", 34,
                "SAI_IN_DROP_REASON_LPM6_MISS", 35,
                "SAI_IN_DROP_REASON_BLACKHOLE_ROUTE", 36,
                "SAI_IN_DROP_REASON_BLACKHOLE_ARP", 37,
                "SAI_IN_DROP_REASON_UNRESOLVED_NEXT_HOP", 38,
                "SAI_IN_DROP_REASON_L3_EGRESS_LINK_DOWN", 39,
                "SAI_IN_DROP_REASON_DECAP_ERROR", 40,
                "SAI_IN_DROP_REASON_ACL_ANY", 41,
                "SAI_IN_DROP_REASON_ACL_INGRESS_PORT", 42,
                "SAI_IN_DROP_REASON_ACL_INGRESS_LAG", 43,
                "SAI_IN_DROP_REASON_ACL_INGRESS_VLAN", 44,
                "SAI_IN_DROP_REASON_ACL_INGRESS_RIF", 45,
                "SAI_IN_DROP_REASON_ACL_INGRESS_SWITCH", 46,
                "SAI_IN_DROP_REASON_ACL_EGRESS_PORT", 47,
                "SAI_IN_DROP_REASON_ACL_EGRESS_LAG", 48,
                "SAI_IN_DROP_REASON_ACL_EGRESS_VLAN", 49,
                "SAI_IN_DROP_REASON_ACL_EGRESS_RIF", 50,
                "SAI_IN_DROP_REASON_ACL_EGRESS_SWITCH", 51,
                "SAI_IN_DROP_REASON_FDB_AND_BLACKHOLE_DISCARDS", 52,
                "SAI_IN_DROP_REASON_MPLS_MISS", 53,
                "SAI_IN_DROP_REASON_SRV6_LOCAL_SID_DROP", 54,
                "SAI_IN_DROP_REASON_SMAC_ZERO", 55,
                "SAI_IN_DROP_REASON_DMAC_ZERO", 56,
                "SAI_IN_DROP_REASON_LPM_MISS", 57);
    }

    /** {@code sai_ip_addr_family_t}. */
    public static final class IpAddrFamily {
        private IpAddrFamily() {
        }

        public static final int IPV4 = 0;
        public static final int IPV6 = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_ip_addr_family_t",
                "SAI_IP_ADDR_FAMILY_IPV4", 0,
                "SAI_IP_ADDR_FAMILY_IPV6", 1);
    }

    /** {@code sai_log_level_t}. */
    public static final class LogLevel {
        private LogLevel() {
        }

        public static final int DEBUG = 0;
        public static final int INFO = 1;
        public static final int NOTICE = 2;
        public static final int WARN = 3;
        public static final int ERROR = 4;
        public static final int CRITICAL = 5;

        public static final SaiEnum ENUM = SaiEnum.of("sai_log_level_t",
                "SAI_LOG_LEVEL_DEBUG", 0,
                "SAI_LOG_LEVEL_INFO", 1,
                "SAI_LOG_LEVEL_NOTICE", 2,
                "SAI_LOG_LEVEL_WARN", 3,
                "SAI_LOG_LEVEL_ERROR", 4,
                "SAI_LOG_LEVEL_CRITICAL", 5);
    }

    /** {@code sai_meter_type_t}. */
    public static final class MeterType {
        private MeterType() {
        }

        public static final int PACKETS = 0;
        public static final int BYTES = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_meter_type_t",
                "SAI_METER_TYPE_PACKETS", 0,
                "SAI_METER_TYPE_BYTES", 1);
    }

    /** {@code sai_native_hash_field_t}. */
    public static final class NativeHashField {
        private NativeHashField() {
        }

        public static final int SRC_IP = 0;
        public static final int DST_IP = 1;
        public static final int INNER_SRC_IP = 2;
        public static final int INNER_DST_IP = 3;
        public static final int VLAN_ID = 4;
        public static final int IP_PROTOCOL = 5;
        public static final int ETHERTYPE = 6;
        public static final int L4_SRC_PORT = 7;
        public static final int L4_DST_PORT = 8;
        public static final int SRC_MAC = 9;
        public static final int DST_MAC = 10;
        public static final int IN_PORT = 11;
        public static final int INNER_IP_PROTOCOL = 12;
        public static final int INNER_ETHERTYPE = 13;
        public static final int INNER_L4_SRC_PORT = 14;
        public static final int INNER_L4_DST_PORT = 15;
        public static final int INNER_SRC_MAC = 16;
        public static final int INNER_DST_MAC = 17;
        public static final int MPLS_LABEL_ALL = 18;
        public static final int MPLS_LABEL_0 = 19;
        public static final int MPLS_LABEL_1 = 20;
        public static final int MPLS_LABEL_2 = 21;
        public static final int MPLS_LABEL_3 = 22;
        public static final int MPLS_LABEL_4 = 23;
        public static final int IPV6_FLOW_LABEL = 24;
        public static final int SRC_IPV4 = 25;
        public static final int DST_IPV4 = 26;
        public static final int SRC_IPV6 = 27;
        public static final int DST_IPV6 = 28;
        public static final int INNER_SRC_IPV4 = 29;
        public static final int INNER_DST_IPV4 = 30;
        public static final int INNER_SRC_IPV6 = 31;
        public static final int INNER_DST_IPV6 = 32;
        public static final int NONE = 33;
        public static final int RDMA_BTH_OPCODE = 34;
        public static final int RDMA_BTH_DEST_QP = 35;

        public static final SaiEnum ENUM = SaiEnum.of("sai_native_hash_field_t",
                "SAI_NATIVE_HASH_FIELD_SRC_IP", 0,
                "SAI_NATIVE_HASH_FIELD_DST_IP", 1,
                "SAI_NATIVE_HASH_FIELD_INNER_SRC_IP", 2,
                "SAI_NATIVE_HASH_FIELD_INNER_DST_IP", 3,
                "SAI_NATIVE_HASH_FIELD_VLAN_ID", 4,
                "SAI_NATIVE_HASH_FIELD_IP_PROTOCOL", 5,
                "SAI_NATIVE_HASH_FIELD_ETHERTYPE", 6,
                "SAI_NATIVE_HASH_FIELD_L4_SRC_PORT", 7,
                "SAI_NATIVE_HASH_FIELD_L4_DST_PORT", 8,
                "SAI_NATIVE_HASH_FIELD_SRC_MAC", 9,
                "SAI_NATIVE_HASH_FIELD_DST_MAC", 10,
                "SAI_NATIVE_HASH_FIELD_IN_PORT", 11,
                "SAI_NATIVE_HASH_FIELD_INNER_IP_PROTOCOL", 12,
                "SAI_NATIVE_HASH_FIELD_INNER_ETHERTYPE", 13,
                "SAI_NATIVE_HASH_FIELD_INNER_L4_SRC_PORT", 14,
                "SAI_NATIVE_HASH_FIELD_INNER_L4_DST_PORT", 15,
                "SAI_NATIVE_HASH_FIELD_INNER_SRC_MAC", 16,
                "SAI_NATIVE_HASH_FIELD_INNER_DST_MAC", 17,
                "SAI_NATIVE_HASH_FIELD_MPLS_LABEL_ALL", 18,
                "SAI_NATIVE_HASH_FIELD_MPLS_LABEL_0", 19,
                "SAI_NATIVE_HASH_FIELD_MPLS_LABEL_1", 20,
                "SAI_NATIVE_HASH_FIELD_MPLS_LABEL_2", 21,
                "SAI_NATIVE_HASH_FIELD_MPLS_LABEL_3", 22,
                "SAI_NATIVE_HASH_FIELD_MPLS_LABEL_4", 23,
                "SAI_NATIVE_HASH_FIELD_IPV6_FLOW_LABEL", 24,
                "SAI_NATIVE_HASH_FIELD_SRC_IPV4", 25,
                "SAI_NATIVE_HASH_FIELD_DST_IPV4", 26,
                "SAI_NATIVE_HASH_FIELD_SRC_IPV6", 27,
                "SAI_NATIVE_HASH_FIELD_DST_IPV6", 28,
                "SAI_NATIVE_HASH_FIELD_INNER_SRC_IPV4", 29,
                "SAI_NATIVE_HASH_FIELD_INNER_DST_IPV4", 30,
                "SAI_NATIVE_HASH_FIELD_INNER_SRC_IPV6", 31,
                "SAI_NATIVE_HASH_FIELD_INNER_DST_IPV6", 32,
                "SAI_NATIVE_HASH_FIELD_NONE", 33,
                "SAI_NATIVE_HASH_FIELD_RDMA_BTH_OPCODE", 34,
                "SAI_NATIVE_HASH_FIELD_RDMA_BTH_DEST_QP", 35);
    }

    /** {@code sai_next_hop_group_admin_role_t}. */
    public static final class NextHopGroupAdminRole {
        private NextHopGroupAdminRole() {
        }

        public static final int AUTO = 0;
        public static final int PRIMARY = 1;
        public static final int STANDBY = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_next_hop_group_admin_role_t",
                "SAI_NEXT_HOP_GROUP_ADMIN_ROLE_AUTO", 0,
                "SAI_NEXT_HOP_GROUP_ADMIN_ROLE_PRIMARY", 1,
                "SAI_NEXT_HOP_GROUP_ADMIN_ROLE_STANDBY", 2);
    }

    /** {@code sai_next_hop_group_member_configured_role_t}. */
    public static final class NextHopGroupMemberConfiguredRole {
        private NextHopGroupMemberConfiguredRole() {
        }

        public static final int PRIMARY = 0;
        public static final int STANDBY = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_next_hop_group_member_configured_role_t",
                "SAI_NEXT_HOP_GROUP_MEMBER_CONFIGURED_ROLE_PRIMARY", 0,
                "SAI_NEXT_HOP_GROUP_MEMBER_CONFIGURED_ROLE_STANDBY", 1);
    }

    /** {@code sai_next_hop_group_member_observed_role_t}. */
    public static final class NextHopGroupMemberObservedRole {
        private NextHopGroupMemberObservedRole() {
        }

        public static final int ACTIVE = 0;
        public static final int INACTIVE = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_next_hop_group_member_observed_role_t",
                "SAI_NEXT_HOP_GROUP_MEMBER_OBSERVED_ROLE_ACTIVE", 0,
                "SAI_NEXT_HOP_GROUP_MEMBER_OBSERVED_ROLE_INACTIVE", 1);
    }

    /** {@code sai_next_hop_group_type_t}. */
    public static final class NextHopGroupType {
        private NextHopGroupType() {
        }

        public static final int DYNAMIC_UNORDERED_ECMP = 0;
        public static final int DYNAMIC_ORDERED_ECMP = 1;
        public static final int FINE_GRAIN_ECMP = 2;
        public static final int PROTECTION = 3;
        public static final int CLASS_BASED = 4;
        public static final int HW_PROTECTION = 5;
        public static final int ECMP_WITH_MEMBERS = 6;
        public static final int BRIDGE_PORT = 7;

        public static final SaiEnum ENUM = SaiEnum.of("sai_next_hop_group_type_t",
                "SAI_NEXT_HOP_GROUP_TYPE_DYNAMIC_UNORDERED_ECMP", 0,
                "SAI_NEXT_HOP_GROUP_TYPE_DYNAMIC_ORDERED_ECMP", 1,
                "SAI_NEXT_HOP_GROUP_TYPE_FINE_GRAIN_ECMP", 2,
                "SAI_NEXT_HOP_GROUP_TYPE_PROTECTION", 3,
                "SAI_NEXT_HOP_GROUP_TYPE_CLASS_BASED", 4,
                "SAI_NEXT_HOP_GROUP_TYPE_HW_PROTECTION", 5,
                "SAI_NEXT_HOP_GROUP_TYPE_ECMP_WITH_MEMBERS", 6,
                "SAI_NEXT_HOP_GROUP_TYPE_BRIDGE_PORT", 7);
    }

    /** {@code sai_next_hop_type_t}. */
    public static final class NextHopType {
        private NextHopType() {
        }

        public static final int IP = 0;
        public static final int MPLS = 1;
        public static final int TUNNEL_ENCAP = 2;
        public static final int SRV6_SIDLIST = 3;
        public static final int IPMC = 4;
        public static final int BRIDGE_PORT = 5;

        public static final SaiEnum ENUM = SaiEnum.of("sai_next_hop_type_t",
                "SAI_NEXT_HOP_TYPE_IP", 0,
                "SAI_NEXT_HOP_TYPE_MPLS", 1,
                "SAI_NEXT_HOP_TYPE_TUNNEL_ENCAP", 2,
                "SAI_NEXT_HOP_TYPE_SRV6_SIDLIST", 3,
                "SAI_NEXT_HOP_TYPE_IPMC", 4,
                "SAI_NEXT_HOP_TYPE_BRIDGE_PORT", 5);
    }

    /** {@code sai_object_stage_t}. */
    public static final class ObjectStage {
        private ObjectStage() {
        }

        public static final int BOTH = 0;
        public static final int INGRESS = 1;
        public static final int EGRESS = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_object_stage_t",
                "SAI_OBJECT_STAGE_BOTH", 0,
                "SAI_OBJECT_STAGE_INGRESS", 1,
                "SAI_OBJECT_STAGE_EGRESS", 2);
    }

    /** {@code sai_object_type_t}. */
    public static final class ObjectType {
        private ObjectType() {
        }

        public static final int NULL = 0;
        public static final int PORT = 1;
        public static final int LAG = 2;
        public static final int VIRTUAL_ROUTER = 3;
        public static final int NEXT_HOP = 4;
        public static final int NEXT_HOP_GROUP = 5;
        public static final int ROUTER_INTERFACE = 6;
        public static final int ACL_TABLE = 7;
        public static final int ACL_ENTRY = 8;
        public static final int ACL_COUNTER = 9;
        public static final int ACL_RANGE = 10;
        public static final int ACL_TABLE_GROUP = 11;
        public static final int ACL_TABLE_GROUP_MEMBER = 12;
        public static final int HOSTIF = 13;
        public static final int MIRROR_SESSION = 14;
        public static final int SAMPLEPACKET = 15;
        public static final int STP = 16;
        public static final int HOSTIF_TRAP_GROUP = 17;
        public static final int POLICER = 18;
        public static final int WRED = 19;
        public static final int QOS_MAP = 20;
        public static final int QUEUE = 21;
        public static final int SCHEDULER = 22;
        public static final int SCHEDULER_GROUP = 23;
        public static final int BUFFER_POOL = 24;
        public static final int BUFFER_PROFILE = 25;
        public static final int INGRESS_PRIORITY_GROUP = 26;
        public static final int LAG_MEMBER = 27;
        public static final int HASH = 28;
        public static final int UDF = 29;
        public static final int UDF_MATCH = 30;
        public static final int UDF_GROUP = 31;
        public static final int FDB_ENTRY = 32;
        public static final int SWITCH = 33;
        public static final int HOSTIF_TRAP = 34;
        public static final int HOSTIF_TABLE_ENTRY = 35;
        public static final int NEIGHBOR_ENTRY = 36;
        public static final int ROUTE_ENTRY = 37;
        public static final int VLAN = 38;
        public static final int VLAN_MEMBER = 39;
        public static final int HOSTIF_PACKET = 40;
        public static final int TUNNEL_MAP = 41;
        public static final int TUNNEL = 42;
        public static final int TUNNEL_TERM_TABLE_ENTRY = 43;
        public static final int FDB_FLUSH = 44;
        public static final int NEXT_HOP_GROUP_MEMBER = 45;
        public static final int STP_PORT = 46;
        public static final int RPF_GROUP = 47;
        public static final int RPF_GROUP_MEMBER = 48;
        public static final int L2MC_GROUP = 49;
        public static final int L2MC_GROUP_MEMBER = 50;
        public static final int IPMC_GROUP = 51;
        public static final int IPMC_GROUP_MEMBER = 52;
        public static final int L2MC_ENTRY = 53;
        public static final int IPMC_ENTRY = 54;
        public static final int MCAST_FDB_ENTRY = 55;
        public static final int HOSTIF_USER_DEFINED_TRAP = 56;
        public static final int BRIDGE = 57;
        public static final int BRIDGE_PORT = 58;
        public static final int TUNNEL_MAP_ENTRY = 59;
        public static final int TAM = 60;
        public static final int SRV6_SIDLIST = 61;
        public static final int PORT_POOL = 62;
        public static final int INSEG_ENTRY = 63;
        public static final int DTEL = 64;
        public static final int DTEL_QUEUE_REPORT = 65;
        public static final int DTEL_INT_SESSION = 66;
        public static final int DTEL_REPORT_SESSION = 67;
        public static final int DTEL_EVENT = 68;
        public static final int BFD_SESSION = 69;
        public static final int ISOLATION_GROUP = 70;
        public static final int ISOLATION_GROUP_MEMBER = 71;
        public static final int TAM_MATH_FUNC = 72;
        public static final int TAM_REPORT = 73;
        public static final int TAM_EVENT_THRESHOLD = 74;
        public static final int TAM_TEL_TYPE = 75;
        public static final int TAM_TRANSPORT = 76;
        public static final int TAM_TELEMETRY = 77;
        public static final int TAM_COLLECTOR = 78;
        public static final int TAM_EVENT_ACTION = 79;
        public static final int TAM_EVENT = 80;
        public static final int NAT_ZONE_COUNTER = 81;
        public static final int NAT_ENTRY = 82;
        public static final int TAM_INT = 83;
        public static final int COUNTER = 84;
        public static final int DEBUG_COUNTER = 85;
        public static final int PORT_CONNECTOR = 86;
        public static final int PORT_SERDES = 87;
        public static final int MACSEC = 88;
        public static final int MACSEC_PORT = 89;
        public static final int MACSEC_FLOW = 90;
        public static final int MACSEC_SC = 91;
        public static final int MACSEC_SA = 92;
        public static final int SYSTEM_PORT = 93;
        public static final int FINE_GRAINED_HASH_FIELD = 94;
        public static final int SWITCH_TUNNEL = 95;
        public static final int MY_SID_ENTRY = 96;
        public static final int MY_MAC = 97;
        public static final int NEXT_HOP_GROUP_MAP = 98;
        public static final int IPSEC = 99;
        public static final int IPSEC_PORT = 100;
        public static final int IPSEC_SA = 101;
        public static final int GENERIC_PROGRAMMABLE = 102;
        public static final int ARS_PROFILE = 103;
        public static final int ARS = 104;
        public static final int ACL_TABLE_CHAIN_GROUP = 105;
        public static final int TWAMP_SESSION = 106;
        public static final int TAM_COUNTER_SUBSCRIPTION = 107;
        public static final int POE_DEVICE = 108;
        public static final int POE_PSE = 109;
        public static final int POE_PORT = 110;
        public static final int ICMP_ECHO_SESSION = 111;
        public static final int PREFIX_COMPRESSION_TABLE = 112;
        public static final int PREFIX_COMPRESSION_ENTRY = 113;
        public static final int SYNCE_CLOCK = 114;
        public static final int PORT_LLR_PROFILE = 115;
        public static final int TABLE_BITMAP_CLASSIFICATION_ENTRY = 536870912;
        public static final int TABLE_BITMAP_ROUTER_ENTRY = 536870913;
        public static final int TABLE_META_TUNNEL_ENTRY = 536870914;
        public static final int DASH_ACL_GROUP = 536870915;
        public static final int DASH_ACL_RULE = 536870916;
        public static final int DIRECTION_LOOKUP_ENTRY = 536870917;
        public static final int ENI_ETHER_ADDRESS_MAP_ENTRY = 536870918;
        public static final int ENI = 536870919;
        public static final int INBOUND_ROUTING_ENTRY = 536870920;
        public static final int METER_BUCKET_ENTRY = 536870921;
        public static final int METER_POLICY = 536870922;
        public static final int METER_RULE = 536870923;
        public static final int OUTBOUND_CA_TO_PA_ENTRY = 536870924;
        public static final int OUTBOUND_ROUTING_ENTRY = 536870925;
        public static final int VNET = 536870926;
        public static final int PA_VALIDATION_ENTRY = 536870927;
        public static final int VIP_ENTRY = 536870928;
        public static final int HA_SET = 536870929;
        public static final int HA_SCOPE = 536870930;
        public static final int DASH_TUNNEL = 536870931;
        public static final int OUTBOUND_ROUTING_GROUP = 536870932;
        public static final int FLOW_TABLE = 536870933;
        public static final int FLOW_ENTRY = 536870934;
        public static final int FLOW_ENTRY_BULK_GET_SESSION_FILTER = 536870935;
        public static final int FLOW_ENTRY_BULK_GET_SESSION = 536870936;
        public static final int DASH_APPLIANCE = 536870937;
        public static final int DASH_TUNNEL_MEMBER = 536870938;
        public static final int DASH_TUNNEL_NEXT_HOP = 536870939;
        public static final int OUTBOUND_PORT_MAP = 536870940;
        public static final int OUTBOUND_PORT_MAP_PORT_RANGE_ENTRY = 536870941;
        public static final int GLOBAL_TRUSTED_VNI_ENTRY = 536870942;
        public static final int ENI_TRUSTED_VNI_ENTRY = 536870943;

        public static final SaiEnum ENUM = SaiEnum.of("sai_object_type_t",
                "SAI_OBJECT_TYPE_NULL", 0,
                "SAI_OBJECT_TYPE_PORT", 1,
                "SAI_OBJECT_TYPE_LAG", 2,
                "SAI_OBJECT_TYPE_VIRTUAL_ROUTER", 3,
                "SAI_OBJECT_TYPE_NEXT_HOP", 4,
                "SAI_OBJECT_TYPE_NEXT_HOP_GROUP", 5,
                "SAI_OBJECT_TYPE_ROUTER_INTERFACE", 6,
                "SAI_OBJECT_TYPE_ACL_TABLE", 7,
                "SAI_OBJECT_TYPE_ACL_ENTRY", 8,
                "SAI_OBJECT_TYPE_ACL_COUNTER", 9,
                "SAI_OBJECT_TYPE_ACL_RANGE", 10,
                "SAI_OBJECT_TYPE_ACL_TABLE_GROUP", 11,
                "SAI_OBJECT_TYPE_ACL_TABLE_GROUP_MEMBER", 12,
                "SAI_OBJECT_TYPE_HOSTIF", 13,
                "SAI_OBJECT_TYPE_MIRROR_SESSION", 14,
                "SAI_OBJECT_TYPE_SAMPLEPACKET", 15,
                "SAI_OBJECT_TYPE_STP", 16,
                "SAI_OBJECT_TYPE_HOSTIF_TRAP_GROUP", 17,
                "SAI_OBJECT_TYPE_POLICER", 18,
                "SAI_OBJECT_TYPE_WRED", 19,
                "SAI_OBJECT_TYPE_QOS_MAP", 20,
                "SAI_OBJECT_TYPE_QUEUE", 21,
                "SAI_OBJECT_TYPE_SCHEDULER", 22,
                "SAI_OBJECT_TYPE_SCHEDULER_GROUP", 23,
                "SAI_OBJECT_TYPE_BUFFER_POOL", 24,
                "SAI_OBJECT_TYPE_BUFFER_PROFILE", 25,
                "SAI_OBJECT_TYPE_INGRESS_PRIORITY_GROUP", 26,
                "SAI_OBJECT_TYPE_LAG_MEMBER", 27,
                "SAI_OBJECT_TYPE_HASH", 28,
                "SAI_OBJECT_TYPE_UDF", 29,
                "SAI_OBJECT_TYPE_UDF_MATCH", 30,
                "SAI_OBJECT_TYPE_UDF_GROUP", 31,
                "SAI_OBJECT_TYPE_FDB_ENTRY", 32,
                "SAI_OBJECT_TYPE_SWITCH", 33,
                "SAI_OBJECT_TYPE_HOSTIF_TRAP", 34,
                "SAI_OBJECT_TYPE_HOSTIF_TABLE_ENTRY", 35,
                "SAI_OBJECT_TYPE_NEIGHBOR_ENTRY", 36,
                "SAI_OBJECT_TYPE_ROUTE_ENTRY", 37,
                "SAI_OBJECT_TYPE_VLAN", 38,
                "SAI_OBJECT_TYPE_VLAN_MEMBER", 39,
                "SAI_OBJECT_TYPE_HOSTIF_PACKET", 40,
                "SAI_OBJECT_TYPE_TUNNEL_MAP", 41,
                "SAI_OBJECT_TYPE_TUNNEL", 42,
                "SAI_OBJECT_TYPE_TUNNEL_TERM_TABLE_ENTRY", 43,
                "SAI_OBJECT_TYPE_FDB_FLUSH", 44,
                "SAI_OBJECT_TYPE_NEXT_HOP_GROUP_MEMBER", 45,
                "SAI_OBJECT_TYPE_STP_PORT", 46,
                "SAI_OBJECT_TYPE_RPF_GROUP", 47,
                "SAI_OBJECT_TYPE_RPF_GROUP_MEMBER", 48,
                "SAI_OBJECT_TYPE_L2MC_GROUP", 49,
                "SAI_OBJECT_TYPE_L2MC_GROUP_MEMBER", 50,
                "SAI_OBJECT_TYPE_IPMC_GROUP", 51,
                "SAI_OBJECT_TYPE_IPMC_GROUP_MEMBER", 52,
                "SAI_OBJECT_TYPE_L2MC_ENTRY", 53,
                "SAI_OBJECT_TYPE_IPMC_ENTRY", 54,
                "SAI_OBJECT_TYPE_MCAST_FDB_ENTRY", 55,
                "SAI_OBJECT_TYPE_HOSTIF_USER_DEFINED_TRAP", 56,
                "SAI_OBJECT_TYPE_BRIDGE", 57,
                "SAI_OBJECT_TYPE_BRIDGE_PORT", 58,
                "SAI_OBJECT_TYPE_TUNNEL_MAP_ENTRY", 59,
                "SAI_OBJECT_TYPE_TAM", 60,
                "SAI_OBJECT_TYPE_SRV6_SIDLIST", 61,
                "SAI_OBJECT_TYPE_PORT_POOL", 62,
                "SAI_OBJECT_TYPE_INSEG_ENTRY", 63,
                "SAI_OBJECT_TYPE_DTEL", 64,
                "SAI_OBJECT_TYPE_DTEL_QUEUE_REPORT", 65,
                "SAI_OBJECT_TYPE_DTEL_INT_SESSION", 66,
                "SAI_OBJECT_TYPE_DTEL_REPORT_SESSION", 67,
                "SAI_OBJECT_TYPE_DTEL_EVENT", 68,
                "SAI_OBJECT_TYPE_BFD_SESSION", 69,
                "SAI_OBJECT_TYPE_ISOLATION_GROUP", 70,
                "SAI_OBJECT_TYPE_ISOLATION_GROUP_MEMBER", 71,
                "SAI_OBJECT_TYPE_TAM_MATH_FUNC", 72,
                "SAI_OBJECT_TYPE_TAM_REPORT", 73,
                "SAI_OBJECT_TYPE_TAM_EVENT_THRESHOLD", 74,
                "SAI_OBJECT_TYPE_TAM_TEL_TYPE", 75,
                "SAI_OBJECT_TYPE_TAM_TRANSPORT", 76,
                "SAI_OBJECT_TYPE_TAM_TELEMETRY", 77,
                "SAI_OBJECT_TYPE_TAM_COLLECTOR", 78,
                "SAI_OBJECT_TYPE_TAM_EVENT_ACTION", 79,
                "SAI_OBJECT_TYPE_TAM_EVENT", 80,
                "SAI_OBJECT_TYPE_NAT_ZONE_COUNTER", 81,
                "SAI_OBJECT_TYPE_NAT_ENTRY", 82,
                "SAI_OBJECT_TYPE_TAM_INT", 83,
                "SAI_OBJECT_TYPE_COUNTER", 84,
                "SAI_OBJECT_TYPE_DEBUG_COUNTER", 85,
                "SAI_OBJECT_TYPE_PORT_CONNECTOR", 86,
                "SAI_OBJECT_TYPE_PORT_SERDES", 87,
                "SAI_OBJECT_TYPE_MACSEC", 88,
                "SAI_OBJECT_TYPE_MACSEC_PORT", 89,
                "SAI_OBJECT_TYPE_MACSEC_FLOW", 90,
                "SAI_OBJECT_TYPE_MACSEC_SC", 91,
                "SAI_OBJECT_TYPE_MACSEC_SA", 92,
                "SAI_OBJECT_TYPE_SYSTEM_PORT", 93,
                "SAI_OBJECT_TYPE_FINE_GRAINED_HASH_FIELD", 94,
                "SAI_OBJECT_TYPE_SWITCH_TUNNEL", 95,
                "SAI_OBJECT_TYPE_MY_SID_ENTRY", 96,
                "SAI_OBJECT_TYPE_MY_MAC", 97,
                "SAI_OBJECT_TYPE_NEXT_HOP_GROUP_MAP", 98,
                "SAI_OBJECT_TYPE_IPSEC", 99,
                "SAI_OBJECT_TYPE_IPSEC_PORT", 100,
                "SAI_OBJECT_TYPE_IPSEC_SA", 101,
                "SAI_OBJECT_TYPE_GENERIC_PROGRAMMABLE", 102,
                "SAI_OBJECT_TYPE_ARS_PROFILE", 103,
                "SAI_OBJECT_TYPE_ARS", 104,
                "SAI_OBJECT_TYPE_ACL_TABLE_CHAIN_GROUP", 105,
                "SAI_OBJECT_TYPE_TWAMP_SESSION", 106,
                "SAI_OBJECT_TYPE_TAM_COUNTER_SUBSCRIPTION", 107,
                "SAI_OBJECT_TYPE_POE_DEVICE", 108,
                "SAI_OBJECT_TYPE_POE_PSE", 109,
                "SAI_OBJECT_TYPE_POE_PORT", 110,
                "SAI_OBJECT_TYPE_ICMP_ECHO_SESSION", 111,
                "SAI_OBJECT_TYPE_PREFIX_COMPRESSION_TABLE", 112,
                "SAI_OBJECT_TYPE_PREFIX_COMPRESSION_ENTRY", 113,
                "SAI_OBJECT_TYPE_SYNCE_CLOCK", 114,
                "SAI_OBJECT_TYPE_PORT_LLR_PROFILE", 115,
                "SAI_OBJECT_TYPE_TABLE_BITMAP_CLASSIFICATION_ENTRY", 536870912,
                "SAI_OBJECT_TYPE_TABLE_BITMAP_ROUTER_ENTRY", 536870913,
                "SAI_OBJECT_TYPE_TABLE_META_TUNNEL_ENTRY", 536870914,
                "SAI_OBJECT_TYPE_DASH_ACL_GROUP", 536870915,
                "SAI_OBJECT_TYPE_DASH_ACL_RULE", 536870916,
                "SAI_OBJECT_TYPE_DIRECTION_LOOKUP_ENTRY", 536870917,
                "SAI_OBJECT_TYPE_ENI_ETHER_ADDRESS_MAP_ENTRY", 536870918,
                "SAI_OBJECT_TYPE_ENI", 536870919,
                "SAI_OBJECT_TYPE_INBOUND_ROUTING_ENTRY", 536870920,
                "SAI_OBJECT_TYPE_METER_BUCKET_ENTRY", 536870921,
                "SAI_OBJECT_TYPE_METER_POLICY", 536870922,
                "SAI_OBJECT_TYPE_METER_RULE", 536870923,
                "SAI_OBJECT_TYPE_OUTBOUND_CA_TO_PA_ENTRY", 536870924,
                "SAI_OBJECT_TYPE_OUTBOUND_ROUTING_ENTRY", 536870925,
                "SAI_OBJECT_TYPE_VNET", 536870926,
                "SAI_OBJECT_TYPE_PA_VALIDATION_ENTRY", 536870927,
                "SAI_OBJECT_TYPE_VIP_ENTRY", 536870928,
                "SAI_OBJECT_TYPE_HA_SET", 536870929,
                "SAI_OBJECT_TYPE_HA_SCOPE", 536870930,
                "SAI_OBJECT_TYPE_DASH_TUNNEL", 536870931,
                "SAI_OBJECT_TYPE_OUTBOUND_ROUTING_GROUP", 536870932,
                "SAI_OBJECT_TYPE_FLOW_TABLE", 536870933,
                "SAI_OBJECT_TYPE_FLOW_ENTRY", 536870934,
                "SAI_OBJECT_TYPE_FLOW_ENTRY_BULK_GET_SESSION_FILTER", 536870935,
                "SAI_OBJECT_TYPE_FLOW_ENTRY_BULK_GET_SESSION", 536870936,
                "SAI_OBJECT_TYPE_DASH_APPLIANCE", 536870937,
                "SAI_OBJECT_TYPE_DASH_TUNNEL_MEMBER", 536870938,
                "SAI_OBJECT_TYPE_DASH_TUNNEL_NEXT_HOP", 536870939,
                "SAI_OBJECT_TYPE_OUTBOUND_PORT_MAP", 536870940,
                "SAI_OBJECT_TYPE_OUTBOUND_PORT_MAP_PORT_RANGE_ENTRY", 536870941,
                "SAI_OBJECT_TYPE_GLOBAL_TRUSTED_VNI_ENTRY", 536870942,
                "SAI_OBJECT_TYPE_ENI_TRUSTED_VNI_ENTRY", 536870943);
    }

    /** {@code sai_out_drop_reason_t}. */
    public static final class OutDropReason {
        private OutDropReason() {
        }

        public static final int L2_ANY = 0;
        public static final int EGRESS_VLAN_FILTER = 1;
        public static final int L3_ANY = 2;
        public static final int L3_EGRESS_LINK_DOWN = 3;
        public static final int TUNNEL_LOOPBACK_PACKET_DROP = 4;

        public static final SaiEnum ENUM = SaiEnum.of("sai_out_drop_reason_t",
                "SAI_OUT_DROP_REASON_L2_ANY", 0,
                "SAI_OUT_DROP_REASON_EGRESS_VLAN_FILTER", 1,
                "SAI_OUT_DROP_REASON_L3_ANY", 2,
                "SAI_OUT_DROP_REASON_L3_EGRESS_LINK_DOWN", 3,
                "SAI_OUT_DROP_REASON_TUNNEL_LOOPBACK_PACKET_DROP", 4);
    }

    /** {@code sai_outseg_exp_mode_t}. */
    public static final class OutsegExpMode {
        private OutsegExpMode() {
        }

        public static final int UNIFORM = 0;
        public static final int PIPE = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_outseg_exp_mode_t",
                "SAI_OUTSEG_EXP_MODE_UNIFORM", 0,
                "SAI_OUTSEG_EXP_MODE_PIPE", 1);
    }

    /** {@code sai_outseg_ttl_mode_t}. */
    public static final class OutsegTtlMode {
        private OutsegTtlMode() {
        }

        public static final int UNIFORM = 0;
        public static final int PIPE = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_outseg_ttl_mode_t",
                "SAI_OUTSEG_TTL_MODE_UNIFORM", 0,
                "SAI_OUTSEG_TTL_MODE_PIPE", 1);
    }

    /** {@code sai_outseg_type_t}. */
    public static final class OutsegType {
        private OutsegType() {
        }

        public static final int PUSH = 0;
        public static final int SWAP = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_outseg_type_t",
                "SAI_OUTSEG_TYPE_PUSH", 0,
                "SAI_OUTSEG_TYPE_SWAP", 1);
    }

    /** {@code sai_packet_action_t}. */
    public static final class PacketAction {
        private PacketAction() {
        }

        public static final int DROP = 0;
        public static final int FORWARD = 1;
        public static final int COPY = 2;
        public static final int COPY_CANCEL = 3;
        public static final int TRAP = 4;
        public static final int LOG = 5;
        public static final int DENY = 6;
        public static final int TRANSIT = 7;
        public static final int DONOTDROP = 8;

        public static final SaiEnum ENUM = SaiEnum.of("sai_packet_action_t",
                "SAI_PACKET_ACTION_DROP", 0,
                "SAI_PACKET_ACTION_FORWARD", 1,
                "SAI_PACKET_ACTION_COPY", 2,
                "SAI_PACKET_ACTION_COPY_CANCEL", 3,
                "SAI_PACKET_ACTION_TRAP", 4,
                "SAI_PACKET_ACTION_LOG", 5,
                "SAI_PACKET_ACTION_DENY", 6,
                "SAI_PACKET_ACTION_TRANSIT", 7,
                "SAI_PACKET_ACTION_DONOTDROP", 8);
    }

    /** {@code sai_packet_color_t}. */
    public static final class PacketColor {
        private PacketColor() {
        }

        public static final int GREEN = 0;
        public static final int YELLOW = 1;
        public static final int RED = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_packet_color_t",
                "SAI_PACKET_COLOR_GREEN", 0,
                "SAI_PACKET_COLOR_YELLOW", 1,
                "SAI_PACKET_COLOR_RED", 2);
    }

    /** {@code sai_packet_trim_dscp_resolution_mode_t}. */
    public static final class PacketTrimDscpResolutionMode {
        private PacketTrimDscpResolutionMode() {
        }

        public static final int DSCP_VALUE = 0;
        public static final int FROM_TC = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_packet_trim_dscp_resolution_mode_t",
                "SAI_PACKET_TRIM_DSCP_RESOLUTION_MODE_DSCP_VALUE", 0,
                "SAI_PACKET_TRIM_DSCP_RESOLUTION_MODE_FROM_TC", 1);
    }

    /** {@code sai_packet_trim_queue_resolution_mode_t}. */
    public static final class PacketTrimQueueResolutionMode {
        private PacketTrimQueueResolutionMode() {
        }

        public static final int STATIC = 0;
        public static final int DYNAMIC = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_packet_trim_queue_resolution_mode_t",
                "SAI_PACKET_TRIM_QUEUE_RESOLUTION_MODE_STATIC", 0,
                "SAI_PACKET_TRIM_QUEUE_RESOLUTION_MODE_DYNAMIC", 1);
    }

    /** {@code sai_packet_vlan_t}. */
    public static final class PacketVlan {
        private PacketVlan() {
        }

        public static final int UNTAG = 0;
        public static final int SINGLE_OUTER_TAG = 1;
        public static final int DOUBLE_TAG = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_packet_vlan_t",
                "SAI_PACKET_VLAN_UNTAG", 0,
                "SAI_PACKET_VLAN_SINGLE_OUTER_TAG", 1,
                "SAI_PACKET_VLAN_DOUBLE_TAG", 2);
    }

    /** {@code sai_policer_color_source_t}. */
    public static final class PolicerColorSource {
        private PolicerColorSource() {
        }

        public static final int BLIND = 0;
        public static final int AWARE = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_policer_color_source_t",
                "SAI_POLICER_COLOR_SOURCE_BLIND", 0,
                "SAI_POLICER_COLOR_SOURCE_AWARE", 1);
    }

    /** {@code sai_policer_mode_t}. */
    public static final class PolicerMode {
        private PolicerMode() {
        }

        public static final int SR_TCM = 0;
        public static final int TR_TCM = 1;
        public static final int STORM_CONTROL = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_policer_mode_t",
                "SAI_POLICER_MODE_SR_TCM", 0,
                "SAI_POLICER_MODE_TR_TCM", 1,
                "SAI_POLICER_MODE_STORM_CONTROL", 2);
    }

    /** {@code sai_port_auto_neg_config_mode_t}. */
    public static final class PortAutoNegConfigMode {
        private PortAutoNegConfigMode() {
        }

        public static final int DISABLED = 0;
        public static final int AUTO = 1;
        public static final int SLAVE = 2;
        public static final int MASTER = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_auto_neg_config_mode_t",
                "SAI_PORT_AUTO_NEG_CONFIG_MODE_DISABLED", 0,
                "SAI_PORT_AUTO_NEG_CONFIG_MODE_AUTO", 1,
                "SAI_PORT_AUTO_NEG_CONFIG_MODE_SLAVE", 2,
                "SAI_PORT_AUTO_NEG_CONFIG_MODE_MASTER", 3);
    }

    /** {@code sai_port_breakout_mode_type_t}. */
    public static final class PortBreakoutModeType {
        private PortBreakoutModeType() {
        }

        public static final int _1_LANE = 0;
        public static final int _2_LANE = 1;
        public static final int _4_LANE = 2;
        public static final int _8_LANE = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_breakout_mode_type_t",
                "SAI_PORT_BREAKOUT_MODE_TYPE_1_LANE", 0,
                "SAI_PORT_BREAKOUT_MODE_TYPE_2_LANE", 1,
                "SAI_PORT_BREAKOUT_MODE_TYPE_4_LANE", 2,
                "SAI_PORT_BREAKOUT_MODE_TYPE_8_LANE", 3);
    }

    /** {@code sai_port_cable_pair_state_t}. */
    public static final class PortCablePairState {
        private PortCablePairState() {
        }

        public static final int OK = 0;
        public static final int OPEN = 1;
        public static final int SHORT = 2;
        public static final int CROSSTALK = 3;
        public static final int UNKNOWN = 4;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_cable_pair_state_t",
                "SAI_PORT_CABLE_PAIR_STATE_OK", 0,
                "SAI_PORT_CABLE_PAIR_STATE_OPEN", 1,
                "SAI_PORT_CABLE_PAIR_STATE_SHORT", 2,
                "SAI_PORT_CABLE_PAIR_STATE_CROSSTALK", 3,
                "SAI_PORT_CABLE_PAIR_STATE_UNKNOWN", 4);
    }

    /** {@code sai_port_cable_type_t}. */
    public static final class PortCableType {
        private PortCableType() {
        }

        public static final int UNKNOWN = 0;
        public static final int CAT5 = 1;
        public static final int CAT5E = 2;
        public static final int CAT6 = 3;
        public static final int CAT6A = 4;
        public static final int CAT7 = 5;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_cable_type_t",
                "SAI_PORT_CABLE_TYPE_UNKNOWN", 0,
                "SAI_PORT_CABLE_TYPE_CAT5", 1,
                "SAI_PORT_CABLE_TYPE_CAT5E", 2,
                "SAI_PORT_CABLE_TYPE_CAT6", 3,
                "SAI_PORT_CABLE_TYPE_CAT6A", 4,
                "SAI_PORT_CABLE_TYPE_CAT7", 5);
    }

    /** {@code sai_port_datapath_enable_t}. */
    public static final class PortDatapathEnable {
        private PortDatapathEnable() {
        }

        public static final int PASS_THROUGH_MODE = 0;
        public static final int PCS_IEEE_MODE = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_datapath_enable_t",
                "SAI_PORT_DATAPATH_ENABLE_PASS_THROUGH_MODE", 0,
                "SAI_PORT_DATAPATH_ENABLE_PCS_IEEE_MODE", 1);
    }

    /** {@code sai_port_dual_media_t}. */
    public static final class PortDualMedia {
        private PortDualMedia() {
        }

        public static final int NONE = 0;
        public static final int COPPER_ONLY = 1;
        public static final int FIBER_ONLY = 2;
        public static final int COPPER_PREFERRED = 3;
        public static final int FIBER_PREFERRED = 4;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_dual_media_t",
                "SAI_PORT_DUAL_MEDIA_NONE", 0,
                "SAI_PORT_DUAL_MEDIA_COPPER_ONLY", 1,
                "SAI_PORT_DUAL_MEDIA_FIBER_ONLY", 2,
                "SAI_PORT_DUAL_MEDIA_COPPER_PREFERRED", 3,
                "SAI_PORT_DUAL_MEDIA_FIBER_PREFERRED", 4);
    }

    /** {@code sai_port_error_status_t}. */
    public static final class PortErrorStatus {
        private PortErrorStatus() {
        }

        public static final int CLEAR = 0;
        public static final int MAC_LOCAL_FAULT = 1;
        public static final int MAC_REMOTE_FAULT = 2;
        public static final int FEC_SYNC_LOSS = 4;
        public static final int FEC_LOSS_ALIGNMENT_MARKER = 8;
        public static final int HIGH_SER = 16;
        public static final int HIGH_BER = 32;
        public static final int CRC_RATE = 64;
        public static final int DATA_UNIT_CRC_ERROR = 128;
        public static final int DATA_UNIT_SIZE = 256;
        public static final int DATA_UNIT_MISALIGNMENT_ERROR = 512;
        public static final int CODE_GROUP_ERROR = 1024;
        public static final int SIGNAL_LOCAL_ERROR = 2048;
        public static final int NO_RX_REACHABILITY = 4096;
        public static final int LLR_TX_FLUSH = 8192;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_error_status_t",
                "SAI_PORT_ERROR_STATUS_CLEAR", 0,
                "SAI_PORT_ERROR_STATUS_MAC_LOCAL_FAULT", 1,
                "SAI_PORT_ERROR_STATUS_MAC_REMOTE_FAULT", 2,
                "SAI_PORT_ERROR_STATUS_FEC_SYNC_LOSS", 4,
                "SAI_PORT_ERROR_STATUS_FEC_LOSS_ALIGNMENT_MARKER", 8,
                "SAI_PORT_ERROR_STATUS_HIGH_SER", 16,
                "SAI_PORT_ERROR_STATUS_HIGH_BER", 32,
                "SAI_PORT_ERROR_STATUS_CRC_RATE", 64,
                "SAI_PORT_ERROR_STATUS_DATA_UNIT_CRC_ERROR", 128,
                "SAI_PORT_ERROR_STATUS_DATA_UNIT_SIZE", 256,
                "SAI_PORT_ERROR_STATUS_DATA_UNIT_MISALIGNMENT_ERROR", 512,
                "SAI_PORT_ERROR_STATUS_CODE_GROUP_ERROR", 1024,
                "SAI_PORT_ERROR_STATUS_SIGNAL_LOCAL_ERROR", 2048,
                "SAI_PORT_ERROR_STATUS_NO_RX_REACHABILITY", 4096,
                "SAI_PORT_ERROR_STATUS_LLR_TX_FLUSH", 8192);
    }

    /** {@code sai_port_fec_mode_extended_t}. */
    public static final class PortFecModeExtended {
        private PortFecModeExtended() {
        }

        public static final int NONE = 0;
        public static final int RS528 = 1;
        public static final int RS544 = 2;
        public static final int RS544_INTERLEAVED = 3;
        public static final int FC = 4;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_fec_mode_extended_t",
                "SAI_PORT_FEC_MODE_EXTENDED_NONE", 0,
                "SAI_PORT_FEC_MODE_EXTENDED_RS528", 1,
                "SAI_PORT_FEC_MODE_EXTENDED_RS544", 2,
                "SAI_PORT_FEC_MODE_EXTENDED_RS544_INTERLEAVED", 3,
                "SAI_PORT_FEC_MODE_EXTENDED_FC", 4);
    }

    /** {@code sai_port_fec_mode_t}. */
    public static final class PortFecMode {
        private PortFecMode() {
        }

        public static final int NONE = 0;
        public static final int RS = 1;
        public static final int FC = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_fec_mode_t",
                "SAI_PORT_FEC_MODE_NONE", 0,
                "SAI_PORT_FEC_MODE_RS", 1,
                "SAI_PORT_FEC_MODE_FC", 2);
    }

    /** {@code sai_port_flow_control_mode_t}. */
    public static final class PortFlowControlMode {
        private PortFlowControlMode() {
        }

        public static final int DISABLE = 0;
        public static final int TX_ONLY = 1;
        public static final int RX_ONLY = 2;
        public static final int BOTH_ENABLE = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_flow_control_mode_t",
                "SAI_PORT_FLOW_CONTROL_MODE_DISABLE", 0,
                "SAI_PORT_FLOW_CONTROL_MODE_TX_ONLY", 1,
                "SAI_PORT_FLOW_CONTROL_MODE_RX_ONLY", 2,
                "SAI_PORT_FLOW_CONTROL_MODE_BOTH_ENABLE", 3);
    }

    /** {@code sai_port_host_tx_ready_status_t}. */
    public static final class PortHostTxReadyStatus {
        private PortHostTxReadyStatus() {
        }

        public static final int NOT_READY = 0;
        public static final int READY = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_host_tx_ready_status_t",
                "SAI_PORT_HOST_TX_READY_STATUS_NOT_READY", 0,
                "SAI_PORT_HOST_TX_READY_STATUS_READY", 1);
    }

    /** {@code sai_port_interface_type_t}. */
    public static final class PortInterfaceType {
        private PortInterfaceType() {
        }

        public static final int NONE = 0;
        public static final int CR = 1;
        public static final int CR2 = 2;
        public static final int CR4 = 3;
        public static final int SR = 4;
        public static final int SR2 = 5;
        public static final int SR4 = 6;
        public static final int LR = 7;
        public static final int LR4 = 8;
        public static final int KR = 9;
        public static final int KR4 = 10;
        public static final int CAUI = 11;
        public static final int GMII = 12;
        public static final int SFI = 13;
        public static final int XLAUI = 14;
        public static final int KR2 = 15;
        public static final int CAUI4 = 16;
        public static final int XAUI = 17;
        public static final int XFI = 18;
        public static final int XGMII = 19;
        public static final int CR8 = 20;
        public static final int KR8 = 21;
        public static final int SR8 = 22;
        public static final int LR8 = 23;
        public static final int USXGMII = 24;
        public static final int CEIMR = 25;
        public static final int CEILR = 26;
        public static final int CEILR_ER = 27;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_interface_type_t",
                "SAI_PORT_INTERFACE_TYPE_NONE", 0,
                "SAI_PORT_INTERFACE_TYPE_CR", 1,
                "SAI_PORT_INTERFACE_TYPE_CR2", 2,
                "SAI_PORT_INTERFACE_TYPE_CR4", 3,
                "SAI_PORT_INTERFACE_TYPE_SR", 4,
                "SAI_PORT_INTERFACE_TYPE_SR2", 5,
                "SAI_PORT_INTERFACE_TYPE_SR4", 6,
                "SAI_PORT_INTERFACE_TYPE_LR", 7,
                "SAI_PORT_INTERFACE_TYPE_LR4", 8,
                "SAI_PORT_INTERFACE_TYPE_KR", 9,
                "SAI_PORT_INTERFACE_TYPE_KR4", 10,
                "SAI_PORT_INTERFACE_TYPE_CAUI", 11,
                "SAI_PORT_INTERFACE_TYPE_GMII", 12,
                "SAI_PORT_INTERFACE_TYPE_SFI", 13,
                "SAI_PORT_INTERFACE_TYPE_XLAUI", 14,
                "SAI_PORT_INTERFACE_TYPE_KR2", 15,
                "SAI_PORT_INTERFACE_TYPE_CAUI4", 16,
                "SAI_PORT_INTERFACE_TYPE_XAUI", 17,
                "SAI_PORT_INTERFACE_TYPE_XFI", 18,
                "SAI_PORT_INTERFACE_TYPE_XGMII", 19,
                "SAI_PORT_INTERFACE_TYPE_CR8", 20,
                "SAI_PORT_INTERFACE_TYPE_KR8", 21,
                "SAI_PORT_INTERFACE_TYPE_SR8", 22,
                "SAI_PORT_INTERFACE_TYPE_LR8", 23,
                "SAI_PORT_INTERFACE_TYPE_USXGMII", 24,
                "SAI_PORT_INTERFACE_TYPE_CEIMR", 25,
                "SAI_PORT_INTERFACE_TYPE_CEILR", 26,
                "SAI_PORT_INTERFACE_TYPE_CEILR_ER", 27);
    }

    /** {@code sai_port_internal_loopback_mode_t}. */
    public static final class PortInternalLoopbackMode {
        private PortInternalLoopbackMode() {
        }

        public static final int NONE = 0;
        public static final int PHY = 1;
        public static final int MAC = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_internal_loopback_mode_t",
                "SAI_PORT_INTERNAL_LOOPBACK_MODE_NONE", 0,
                "SAI_PORT_INTERNAL_LOOPBACK_MODE_PHY", 1,
                "SAI_PORT_INTERNAL_LOOPBACK_MODE_MAC", 2);
    }

    /** {@code sai_port_link_training_failure_status_t}. */
    public static final class PortLinkTrainingFailureStatus {
        private PortLinkTrainingFailureStatus() {
        }

        public static final int NO_ERROR = 0;
        public static final int FRAME_LOCK_ERROR = 1;
        public static final int SNR_LOWER_THRESHOLD = 2;
        public static final int TIME_OUT = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_link_training_failure_status_t",
                "SAI_PORT_LINK_TRAINING_FAILURE_STATUS_NO_ERROR", 0,
                "SAI_PORT_LINK_TRAINING_FAILURE_STATUS_FRAME_LOCK_ERROR", 1,
                "SAI_PORT_LINK_TRAINING_FAILURE_STATUS_SNR_LOWER_THRESHOLD", 2,
                "SAI_PORT_LINK_TRAINING_FAILURE_STATUS_TIME_OUT", 3);
    }

    /** {@code sai_port_link_training_rx_status_t}. */
    public static final class PortLinkTrainingRxStatus {
        private PortLinkTrainingRxStatus() {
        }

        public static final int NOT_TRAINED = 0;
        public static final int TRAINED = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_link_training_rx_status_t",
                "SAI_PORT_LINK_TRAINING_RX_STATUS_NOT_TRAINED", 0,
                "SAI_PORT_LINK_TRAINING_RX_STATUS_TRAINED", 1);
    }

    /** {@code sai_port_llr_rx_status_t}. */
    public static final class PortLlrRxStatus {
        private PortLlrRxStatus() {
        }

        public static final int OFF = 0;
        public static final int SEND_ACKS = 1;
        public static final int SEND_NACK = 2;
        public static final int NACK_SENT = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_llr_rx_status_t",
                "SAI_PORT_LLR_RX_STATUS_OFF", 0,
                "SAI_PORT_LLR_RX_STATUS_SEND_ACKS", 1,
                "SAI_PORT_LLR_RX_STATUS_SEND_NACK", 2,
                "SAI_PORT_LLR_RX_STATUS_NACK_SENT", 3);
    }

    /** {@code sai_port_llr_tx_status_t}. */
    public static final class PortLlrTxStatus {
        private PortLlrTxStatus() {
        }

        public static final int OFF = 0;
        public static final int INIT = 1;
        public static final int ADVANCE = 2;
        public static final int REPLAY = 3;
        public static final int FLUSH = 4;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_llr_tx_status_t",
                "SAI_PORT_LLR_TX_STATUS_OFF", 0,
                "SAI_PORT_LLR_TX_STATUS_INIT", 1,
                "SAI_PORT_LLR_TX_STATUS_ADVANCE", 2,
                "SAI_PORT_LLR_TX_STATUS_REPLAY", 3,
                "SAI_PORT_LLR_TX_STATUS_FLUSH", 4);
    }

    /** {@code sai_port_loopback_mode_t}. */
    public static final class PortLoopbackMode {
        private PortLoopbackMode() {
        }

        public static final int NONE = 0;
        public static final int PHY = 1;
        public static final int MAC = 2;
        public static final int PHY_REMOTE = 3;
        public static final int MAC_REMOTE = 4;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_loopback_mode_t",
                "SAI_PORT_LOOPBACK_MODE_NONE", 0,
                "SAI_PORT_LOOPBACK_MODE_PHY", 1,
                "SAI_PORT_LOOPBACK_MODE_MAC", 2,
                "SAI_PORT_LOOPBACK_MODE_PHY_REMOTE", 3,
                "SAI_PORT_LOOPBACK_MODE_MAC_REMOTE", 4);
    }

    /** {@code sai_port_mdix_mode_config_t}. */
    public static final class PortMdixModeConfig {
        private PortMdixModeConfig() {
        }

        public static final int AUTO = 0;
        public static final int STRAIGHT = 1;
        public static final int CROSSOVER = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_mdix_mode_config_t",
                "SAI_PORT_MDIX_MODE_CONFIG_AUTO", 0,
                "SAI_PORT_MDIX_MODE_CONFIG_STRAIGHT", 1,
                "SAI_PORT_MDIX_MODE_CONFIG_CROSSOVER", 2);
    }

    /** {@code sai_port_mdix_mode_status_t}. */
    public static final class PortMdixModeStatus {
        private PortMdixModeStatus() {
        }

        public static final int STRAIGHT = 0;
        public static final int CROSSOVER = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_mdix_mode_status_t",
                "SAI_PORT_MDIX_MODE_STATUS_STRAIGHT", 0,
                "SAI_PORT_MDIX_MODE_STATUS_CROSSOVER", 1);
    }

    /** {@code sai_port_media_type_t}. */
    public static final class PortMediaType {
        private PortMediaType() {
        }

        public static final int NOT_PRESENT = 0;
        public static final int UNKNOWN = 1;
        public static final int FIBER = 2;
        public static final int COPPER = 3;
        public static final int BACKPLANE = 4;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_media_type_t",
                "SAI_PORT_MEDIA_TYPE_NOT_PRESENT", 0,
                "SAI_PORT_MEDIA_TYPE_UNKNOWN", 1,
                "SAI_PORT_MEDIA_TYPE_FIBER", 2,
                "SAI_PORT_MEDIA_TYPE_COPPER", 3,
                "SAI_PORT_MEDIA_TYPE_BACKPLANE", 4);
    }

    /** {@code sai_port_module_type_t}. */
    public static final class PortModuleType {
        private PortModuleType() {
        }

        public static final int _1000BASE_X = 0;
        public static final int _100FX = 1;
        public static final int SGMII_SLAVE = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_module_type_t",
                "SAI_PORT_MODULE_TYPE_1000BASE_X", 0,
                "SAI_PORT_MODULE_TYPE_100FX", 1,
                "SAI_PORT_MODULE_TYPE_SGMII_SLAVE", 2);
    }

    /** {@code sai_port_oper_status_t}. */
    public static final class PortOperStatus {
        private PortOperStatus() {
        }

        public static final int UNKNOWN = 0;
        public static final int UP = 1;
        public static final int DOWN = 2;
        public static final int TESTING = 3;
        public static final int NOT_PRESENT = 4;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_oper_status_t",
                "SAI_PORT_OPER_STATUS_UNKNOWN", 0,
                "SAI_PORT_OPER_STATUS_UP", 1,
                "SAI_PORT_OPER_STATUS_DOWN", 2,
                "SAI_PORT_OPER_STATUS_TESTING", 3,
                "SAI_PORT_OPER_STATUS_NOT_PRESENT", 4);
    }

    /** {@code sai_port_path_tracing_timestamp_type_t}. */
    public static final class PortPathTracingTimestampType {
        private PortPathTracingTimestampType() {
        }

        public static final int _8_15 = 0;
        public static final int _12_19 = 1;
        public static final int _16_23 = 2;
        public static final int _20_27 = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_path_tracing_timestamp_type_t",
                "SAI_PORT_PATH_TRACING_TIMESTAMP_TYPE_8_15", 0,
                "SAI_PORT_PATH_TRACING_TIMESTAMP_TYPE_12_19", 1,
                "SAI_PORT_PATH_TRACING_TIMESTAMP_TYPE_16_23", 2,
                "SAI_PORT_PATH_TRACING_TIMESTAMP_TYPE_20_27", 3);
    }

    /** {@code sai_port_prbs_config_t}. */
    public static final class PortPrbsConfig {
        private PortPrbsConfig() {
        }

        public static final int DISABLE = 0;
        public static final int ENABLE_TX_RX = 1;
        public static final int ENABLE_RX = 2;
        public static final int ENABLE_TX = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_prbs_config_t",
                "SAI_PORT_PRBS_CONFIG_DISABLE", 0,
                "SAI_PORT_PRBS_CONFIG_ENABLE_TX_RX", 1,
                "SAI_PORT_PRBS_CONFIG_ENABLE_RX", 2,
                "SAI_PORT_PRBS_CONFIG_ENABLE_TX", 3);
    }

    /** {@code sai_port_prbs_pattern_t}. */
    public static final class PortPrbsPattern {
        private PortPrbsPattern() {
        }

        public static final int AUTO = 0;
        public static final int PRBS7 = 1;
        public static final int PRBS9 = 2;
        public static final int PRBS10 = 3;
        public static final int PRBS11 = 4;
        public static final int PRBS13 = 5;
        public static final int PRBS15 = 6;
        public static final int PRBS16 = 7;
        public static final int PRBS20 = 8;
        public static final int PRBS23 = 9;
        public static final int PRBS31 = 10;
        public static final int PRBS32 = 11;
        public static final int PRBS49 = 12;
        public static final int PRBS58 = 13;
        public static final int PRBS7Q = 14;
        public static final int PRBS9Q = 15;
        public static final int PRBS13Q = 16;
        public static final int PRBS15Q = 17;
        public static final int PRBS23Q = 18;
        public static final int PRBS31Q = 19;
        public static final int SSPRQ = 20;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_prbs_pattern_t",
                "SAI_PORT_PRBS_PATTERN_AUTO", 0,
                "SAI_PORT_PRBS_PATTERN_PRBS7", 1,
                "SAI_PORT_PRBS_PATTERN_PRBS9", 2,
                "SAI_PORT_PRBS_PATTERN_PRBS10", 3,
                "SAI_PORT_PRBS_PATTERN_PRBS11", 4,
                "SAI_PORT_PRBS_PATTERN_PRBS13", 5,
                "SAI_PORT_PRBS_PATTERN_PRBS15", 6,
                "SAI_PORT_PRBS_PATTERN_PRBS16", 7,
                "SAI_PORT_PRBS_PATTERN_PRBS20", 8,
                "SAI_PORT_PRBS_PATTERN_PRBS23", 9,
                "SAI_PORT_PRBS_PATTERN_PRBS31", 10,
                "SAI_PORT_PRBS_PATTERN_PRBS32", 11,
                "SAI_PORT_PRBS_PATTERN_PRBS49", 12,
                "SAI_PORT_PRBS_PATTERN_PRBS58", 13,
                "SAI_PORT_PRBS_PATTERN_PRBS7Q", 14,
                "SAI_PORT_PRBS_PATTERN_PRBS9Q", 15,
                "SAI_PORT_PRBS_PATTERN_PRBS13Q", 16,
                "SAI_PORT_PRBS_PATTERN_PRBS15Q", 17,
                "SAI_PORT_PRBS_PATTERN_PRBS23Q", 18,
                "SAI_PORT_PRBS_PATTERN_PRBS31Q", 19,
                "SAI_PORT_PRBS_PATTERN_SSPRQ", 20);
    }

    /** {@code sai_port_prbs_rx_status_t}. */
    public static final class PortPrbsRxStatus {
        private PortPrbsRxStatus() {
        }

        public static final int OK = 0;
        public static final int LOCK_WITH_ERRORS = 1;
        public static final int NOT_LOCKED = 2;
        public static final int LOST_LOCK = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_prbs_rx_status_t",
                "SAI_PORT_PRBS_RX_STATUS_OK", 0,
                "SAI_PORT_PRBS_RX_STATUS_LOCK_WITH_ERRORS", 1,
                "SAI_PORT_PRBS_RX_STATUS_NOT_LOCKED", 2,
                "SAI_PORT_PRBS_RX_STATUS_LOST_LOCK", 3);
    }

    /** {@code sai_port_priority_flow_control_mode_t}. */
    public static final class PortPriorityFlowControlMode {
        private PortPriorityFlowControlMode() {
        }

        public static final int COMBINED = 0;
        public static final int SEPARATE = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_priority_flow_control_mode_t",
                "SAI_PORT_PRIORITY_FLOW_CONTROL_MODE_COMBINED", 0,
                "SAI_PORT_PRIORITY_FLOW_CONTROL_MODE_SEPARATE", 1);
    }

    /** {@code sai_port_ptp_mode_t}. */
    public static final class PortPtpMode {
        private PortPtpMode() {
        }

        public static final int NONE = 0;
        public static final int SINGLE_STEP_TIMESTAMP = 1;
        public static final int TWO_STEP_TIMESTAMP = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_ptp_mode_t",
                "SAI_PORT_PTP_MODE_NONE", 0,
                "SAI_PORT_PTP_MODE_SINGLE_STEP_TIMESTAMP", 1,
                "SAI_PORT_PTP_MODE_TWO_STEP_TIMESTAMP", 2);
    }

    /** {@code sai_port_type_t}. */
    public static final class PortType {
        private PortType() {
        }

        public static final int LOGICAL = 0;
        public static final int CPU = 1;
        public static final int FABRIC = 2;
        public static final int RECYCLE = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_port_type_t",
                "SAI_PORT_TYPE_LOGICAL", 0,
                "SAI_PORT_TYPE_CPU", 1,
                "SAI_PORT_TYPE_FABRIC", 2,
                "SAI_PORT_TYPE_RECYCLE", 3);
    }

    /** {@code sai_qos_map_type_t}. */
    public static final class QosMapType {
        private QosMapType() {
        }

        public static final int DOT1P_TO_TC = 0;
        public static final int DOT1P_TO_COLOR = 1;
        public static final int DSCP_TO_TC = 2;
        public static final int DSCP_TO_COLOR = 3;
        public static final int TC_TO_QUEUE = 4;
        public static final int TC_AND_COLOR_TO_DSCP = 5;
        public static final int TC_AND_COLOR_TO_DOT1P = 6;
        public static final int TC_TO_PRIORITY_GROUP = 7;
        public static final int PFC_PRIORITY_TO_PRIORITY_GROUP = 8;
        public static final int PFC_PRIORITY_TO_QUEUE = 9;
        public static final int MPLS_EXP_TO_TC = 10;
        public static final int MPLS_EXP_TO_COLOR = 11;
        public static final int TC_AND_COLOR_TO_MPLS_EXP = 12;
        public static final int DSCP_TO_FORWARDING_CLASS = 13;
        public static final int MPLS_EXP_TO_FORWARDING_CLASS = 14;

        public static final SaiEnum ENUM = SaiEnum.of("sai_qos_map_type_t",
                "SAI_QOS_MAP_TYPE_DOT1P_TO_TC", 0,
                "SAI_QOS_MAP_TYPE_DOT1P_TO_COLOR", 1,
                "SAI_QOS_MAP_TYPE_DSCP_TO_TC", 2,
                "SAI_QOS_MAP_TYPE_DSCP_TO_COLOR", 3,
                "SAI_QOS_MAP_TYPE_TC_TO_QUEUE", 4,
                "SAI_QOS_MAP_TYPE_TC_AND_COLOR_TO_DSCP", 5,
                "SAI_QOS_MAP_TYPE_TC_AND_COLOR_TO_DOT1P", 6,
                "SAI_QOS_MAP_TYPE_TC_TO_PRIORITY_GROUP", 7,
                "SAI_QOS_MAP_TYPE_PFC_PRIORITY_TO_PRIORITY_GROUP", 8,
                "SAI_QOS_MAP_TYPE_PFC_PRIORITY_TO_QUEUE", 9,
                "SAI_QOS_MAP_TYPE_MPLS_EXP_TO_TC", 10,
                "SAI_QOS_MAP_TYPE_MPLS_EXP_TO_COLOR", 11,
                "SAI_QOS_MAP_TYPE_TC_AND_COLOR_TO_MPLS_EXP", 12,
                "SAI_QOS_MAP_TYPE_DSCP_TO_FORWARDING_CLASS", 13,
                "SAI_QOS_MAP_TYPE_MPLS_EXP_TO_FORWARDING_CLASS", 14);
    }

    /** {@code sai_queue_pfc_continuous_deadlock_state_t}. */
    public static final class QueuePfcContinuousDeadlockState {
        private QueuePfcContinuousDeadlockState() {
        }

        public static final int NOT_PAUSED = 0;
        public static final int PAUSED = 1;
        public static final int PAUSED_NOT_CONTINUOUS = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_queue_pfc_continuous_deadlock_state_t",
                "SAI_QUEUE_PFC_CONTINUOUS_DEADLOCK_STATE_NOT_PAUSED", 0,
                "SAI_QUEUE_PFC_CONTINUOUS_DEADLOCK_STATE_PAUSED", 1,
                "SAI_QUEUE_PFC_CONTINUOUS_DEADLOCK_STATE_PAUSED_NOT_CONTINUOUS", 2);
    }

    /** {@code sai_queue_pfc_deadlock_event_type_t}. */
    public static final class QueuePfcDeadlockEventType {
        private QueuePfcDeadlockEventType() {
        }

        public static final int DETECTED = 0;
        public static final int RECOVERED = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_queue_pfc_deadlock_event_type_t",
                "SAI_QUEUE_PFC_DEADLOCK_EVENT_TYPE_DETECTED", 0,
                "SAI_QUEUE_PFC_DEADLOCK_EVENT_TYPE_RECOVERED", 1);
    }

    /** {@code sai_queue_type_t}. */
    public static final class QueueType {
        private QueueType() {
        }

        public static final int ALL = 0;
        public static final int UNICAST = 1;
        public static final int MULTICAST = 2;
        public static final int UNICAST_VOQ = 3;
        public static final int MULTICAST_VOQ = 4;
        public static final int FABRIC_TX = 5;

        public static final SaiEnum ENUM = SaiEnum.of("sai_queue_type_t",
                "SAI_QUEUE_TYPE_ALL", 0,
                "SAI_QUEUE_TYPE_UNICAST", 1,
                "SAI_QUEUE_TYPE_MULTICAST", 2,
                "SAI_QUEUE_TYPE_UNICAST_VOQ", 3,
                "SAI_QUEUE_TYPE_MULTICAST_VOQ", 4,
                "SAI_QUEUE_TYPE_FABRIC_TX", 5);
    }

    /** {@code sai_router_interface_type_t}. */
    public static final class RouterInterfaceType {
        private RouterInterfaceType() {
        }

        public static final int PORT = 0;
        public static final int VLAN = 1;
        public static final int LOOPBACK = 2;
        public static final int MPLS_ROUTER = 3;
        public static final int SUB_PORT = 4;
        public static final int BRIDGE = 5;
        public static final int QINQ_PORT = 6;

        public static final SaiEnum ENUM = SaiEnum.of("sai_router_interface_type_t",
                "SAI_ROUTER_INTERFACE_TYPE_PORT", 0,
                "SAI_ROUTER_INTERFACE_TYPE_VLAN", 1,
                "SAI_ROUTER_INTERFACE_TYPE_LOOPBACK", 2,
                "SAI_ROUTER_INTERFACE_TYPE_MPLS_ROUTER", 3,
                "SAI_ROUTER_INTERFACE_TYPE_SUB_PORT", 4,
                "SAI_ROUTER_INTERFACE_TYPE_BRIDGE", 5,
                "SAI_ROUTER_INTERFACE_TYPE_QINQ_PORT", 6);
    }

    /** {@code sai_scheduling_type_t}. */
    public static final class SchedulingType {
        private SchedulingType() {
        }

        public static final int STRICT = 0;
        public static final int WRR = 1;
        public static final int DWRR = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_scheduling_type_t",
                "SAI_SCHEDULING_TYPE_STRICT", 0,
                "SAI_SCHEDULING_TYPE_WRR", 1,
                "SAI_SCHEDULING_TYPE_DWRR", 2);
    }

    /** {@code sai_stats_count_mode_t}. */
    public static final class StatsCountMode {
        private StatsCountMode() {
        }

        public static final int PACKET_AND_BYTE = 0;
        public static final int PACKET = 1;
        public static final int BYTE = 2;
        public static final int NONE = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_stats_count_mode_t",
                "SAI_STATS_COUNT_MODE_PACKET_AND_BYTE", 0,
                "SAI_STATS_COUNT_MODE_PACKET", 1,
                "SAI_STATS_COUNT_MODE_BYTE", 2,
                "SAI_STATS_COUNT_MODE_NONE", 3);
    }

    /** {@code sai_stats_mode_t}. */
    public static final class StatsMode {
        private StatsMode() {
        }

        public static final int NONE = 0;
        public static final int READ = 1;
        public static final int READ_AND_CLEAR = 2;
        public static final int BULK_READ = 4;
        public static final int BULK_CLEAR = 8;
        public static final int BULK_READ_AND_CLEAR = 16;

        public static final SaiEnum ENUM = SaiEnum.of("sai_stats_mode_t",
                "SAI_STATS_MODE_NONE", 0,
                "SAI_STATS_MODE_READ", 1,
                "SAI_STATS_MODE_READ_AND_CLEAR", 2,
                "SAI_STATS_MODE_BULK_READ", 4,
                "SAI_STATS_MODE_BULK_CLEAR", 8,
                "SAI_STATS_MODE_BULK_READ_AND_CLEAR", 16);
    }

    /** {@code sai_switch_asic_sdk_health_category_t}. */
    public static final class SwitchAsicSdkHealthCategory {
        private SwitchAsicSdkHealthCategory() {
        }

        public static final int SW = 0;
        public static final int FW = 1;
        public static final int CPU_HW = 2;
        public static final int ASIC_HW = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_switch_asic_sdk_health_category_t",
                "SAI_SWITCH_ASIC_SDK_HEALTH_CATEGORY_SW", 0,
                "SAI_SWITCH_ASIC_SDK_HEALTH_CATEGORY_FW", 1,
                "SAI_SWITCH_ASIC_SDK_HEALTH_CATEGORY_CPU_HW", 2,
                "SAI_SWITCH_ASIC_SDK_HEALTH_CATEGORY_ASIC_HW", 3);
    }

    /** {@code sai_switch_failover_config_mode_t}. */
    public static final class SwitchFailoverConfigMode {
        private SwitchFailoverConfigMode() {
        }

        public static final int NO_HITLESS = 0;
        public static final int HITLESS = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_switch_failover_config_mode_t",
                "SAI_SWITCH_FAILOVER_CONFIG_MODE_NO_HITLESS", 0,
                "SAI_SWITCH_FAILOVER_CONFIG_MODE_HITLESS", 1);
    }

    /** {@code sai_switch_firmware_load_method_t}. */
    public static final class SwitchFirmwareLoadMethod {
        private SwitchFirmwareLoadMethod() {
        }

        public static final int NONE = 0;
        public static final int INTERNAL = 1;
        public static final int EEPROM = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_switch_firmware_load_method_t",
                "SAI_SWITCH_FIRMWARE_LOAD_METHOD_NONE", 0,
                "SAI_SWITCH_FIRMWARE_LOAD_METHOD_INTERNAL", 1,
                "SAI_SWITCH_FIRMWARE_LOAD_METHOD_EEPROM", 2);
    }

    /** {@code sai_switch_firmware_load_type_t}. */
    public static final class SwitchFirmwareLoadType {
        private SwitchFirmwareLoadType() {
        }

        public static final int SKIP = 0;
        public static final int FORCE = 1;
        public static final int AUTO = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_switch_firmware_load_type_t",
                "SAI_SWITCH_FIRMWARE_LOAD_TYPE_SKIP", 0,
                "SAI_SWITCH_FIRMWARE_LOAD_TYPE_FORCE", 1,
                "SAI_SWITCH_FIRMWARE_LOAD_TYPE_AUTO", 2);
    }

    /** {@code sai_switch_hardware_access_bus_t}. */
    public static final class SwitchHardwareAccessBus {
        private SwitchHardwareAccessBus() {
        }

        public static final int MDIO = 0;
        public static final int I2C = 1;
        public static final int CPLD = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_switch_hardware_access_bus_t",
                "SAI_SWITCH_HARDWARE_ACCESS_BUS_MDIO", 0,
                "SAI_SWITCH_HARDWARE_ACCESS_BUS_I2C", 1,
                "SAI_SWITCH_HARDWARE_ACCESS_BUS_CPLD", 2);
    }

    /** {@code sai_switch_hostif_oper_status_update_mode_t}. */
    public static final class SwitchHostifOperStatusUpdateMode {
        private SwitchHostifOperStatusUpdateMode() {
        }

        public static final int APPLICATION = 0;
        public static final int SAI_ADAPTER = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_switch_hostif_oper_status_update_mode_t",
                "SAI_SWITCH_HOSTIF_OPER_STATUS_UPDATE_MODE_APPLICATION", 0,
                "SAI_SWITCH_HOSTIF_OPER_STATUS_UPDATE_MODE_SAI_ADAPTER", 1);
    }

    /** {@code sai_switch_ipsec_post_status_t}. */
    public static final class SwitchIpsecPostStatus {
        private SwitchIpsecPostStatus() {
        }

        public static final int UNKNOWN = 0;
        public static final int PASS = 1;
        public static final int IN_PROGRESS = 2;
        public static final int FAIL = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_switch_ipsec_post_status_t",
                "SAI_SWITCH_IPSEC_POST_STATUS_UNKNOWN", 0,
                "SAI_SWITCH_IPSEC_POST_STATUS_PASS", 1,
                "SAI_SWITCH_IPSEC_POST_STATUS_IN_PROGRESS", 2,
                "SAI_SWITCH_IPSEC_POST_STATUS_FAIL", 3);
    }

    /** {@code sai_switch_macsec_post_status_t}. */
    public static final class SwitchMacsecPostStatus {
        private SwitchMacsecPostStatus() {
        }

        public static final int UNKNOWN = 0;
        public static final int PASS = 1;
        public static final int IN_PROGRESS = 2;
        public static final int FAIL = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_switch_macsec_post_status_t",
                "SAI_SWITCH_MACSEC_POST_STATUS_UNKNOWN", 0,
                "SAI_SWITCH_MACSEC_POST_STATUS_PASS", 1,
                "SAI_SWITCH_MACSEC_POST_STATUS_IN_PROGRESS", 2,
                "SAI_SWITCH_MACSEC_POST_STATUS_FAIL", 3);
    }

    /** {@code sai_switch_mcast_snooping_capability_t}. */
    public static final class SwitchMcastSnoopingCapability {
        private SwitchMcastSnoopingCapability() {
        }

        public static final int NONE = 0;
        public static final int XG = 1;
        public static final int SG = 2;
        public static final int XG_AND_SG = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_switch_mcast_snooping_capability_t",
                "SAI_SWITCH_MCAST_SNOOPING_CAPABILITY_NONE", 0,
                "SAI_SWITCH_MCAST_SNOOPING_CAPABILITY_XG", 1,
                "SAI_SWITCH_MCAST_SNOOPING_CAPABILITY_SG", 2,
                "SAI_SWITCH_MCAST_SNOOPING_CAPABILITY_XG_AND_SG", 3);
    }

    /** {@code sai_switch_oper_status_t}. */
    public static final class SwitchOperStatus {
        private SwitchOperStatus() {
        }

        public static final int UNKNOWN = 0;
        public static final int UP = 1;
        public static final int DOWN = 2;
        public static final int FAILED = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_switch_oper_status_t",
                "SAI_SWITCH_OPER_STATUS_UNKNOWN", 0,
                "SAI_SWITCH_OPER_STATUS_UP", 1,
                "SAI_SWITCH_OPER_STATUS_DOWN", 2,
                "SAI_SWITCH_OPER_STATUS_FAILED", 3);
    }

    /** {@code sai_switch_restart_type_t}. */
    public static final class SwitchRestartType {
        private SwitchRestartType() {
        }

        public static final int NONE = 0;
        public static final int PLANNED = 1;
        public static final int ANY = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_switch_restart_type_t",
                "SAI_SWITCH_RESTART_TYPE_NONE", 0,
                "SAI_SWITCH_RESTART_TYPE_PLANNED", 1,
                "SAI_SWITCH_RESTART_TYPE_ANY", 2);
    }

    /** {@code sai_switch_switching_mode_t}. */
    public static final class SwitchSwitchingMode {
        private SwitchSwitchingMode() {
        }

        public static final int CUT_THROUGH = 0;
        public static final int STORE_AND_FORWARD = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_switch_switching_mode_t",
                "SAI_SWITCH_SWITCHING_MODE_CUT_THROUGH", 0,
                "SAI_SWITCH_SWITCHING_MODE_STORE_AND_FORWARD", 1);
    }

    /** {@code sai_switch_type_t}. */
    public static final class SwitchType {
        private SwitchType() {
        }

        public static final int NPU = 0;
        public static final int PHY = 1;
        public static final int VOQ = 2;
        public static final int FABRIC = 3;
        public static final int POE = 4;

        public static final SaiEnum ENUM = SaiEnum.of("sai_switch_type_t",
                "SAI_SWITCH_TYPE_NPU", 0,
                "SAI_SWITCH_TYPE_PHY", 1,
                "SAI_SWITCH_TYPE_VOQ", 2,
                "SAI_SWITCH_TYPE_FABRIC", 3,
                "SAI_SWITCH_TYPE_POE", 4);
    }

    /** {@code sai_system_port_type_t}. */
    public static final class SystemPortType {
        private SystemPortType() {
        }

        public static final int LOCAL = 0;
        public static final int REMOTE = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_system_port_type_t",
                "SAI_SYSTEM_PORT_TYPE_LOCAL", 0,
                "SAI_SYSTEM_PORT_TYPE_REMOTE", 1);
    }

    /** {@code sai_tam_int_type_t}. */
    public static final class TamIntType {
        private TamIntType() {
        }

        public static final int IOAM = 0;
        public static final int IFA1 = 1;
        public static final int IFA2 = 2;
        public static final int P4_INT_1 = 3;
        public static final int P4_INT_2 = 4;
        public static final int DIRECT_EXPORT = 5;
        public static final int IFA1_TAILSTAMP = 6;
        public static final int PATH_TRACING = 7;
        public static final int CSIG_COMPACT = 8;
        public static final int CSIG_WIDE = 9;

        public static final SaiEnum ENUM = SaiEnum.of("sai_tam_int_type_t",
                "SAI_TAM_INT_TYPE_IOAM", 0,
                "SAI_TAM_INT_TYPE_IFA1", 1,
                "SAI_TAM_INT_TYPE_IFA2", 2,
                "SAI_TAM_INT_TYPE_P4_INT_1", 3,
                "SAI_TAM_INT_TYPE_P4_INT_2", 4,
                "SAI_TAM_INT_TYPE_DIRECT_EXPORT", 5,
                "SAI_TAM_INT_TYPE_IFA1_TAILSTAMP", 6,
                "SAI_TAM_INT_TYPE_PATH_TRACING", 7,
                "SAI_TAM_INT_TYPE_CSIG_COMPACT", 8,
                "SAI_TAM_INT_TYPE_CSIG_WIDE", 9);
    }

    /** {@code sai_tlv_type_t}. */
    public static final class TlvType {
        private TlvType() {
        }

        public static final int INGRESS = 0;
        public static final int EGRESS = 1;
        public static final int OPAQUE = 2;
        public static final int HMAC = 3;

        public static final SaiEnum ENUM = SaiEnum.of("sai_tlv_type_t",
                "SAI_TLV_TYPE_INGRESS", 0,
                "SAI_TLV_TYPE_EGRESS", 1,
                "SAI_TLV_TYPE_OPAQUE", 2,
                "SAI_TLV_TYPE_HMAC", 3);
    }

    /** {@code sai_udf_base_t}. */
    public static final class UdfBase {
        private UdfBase() {
        }

        public static final int L2 = 0;
        public static final int L3 = 1;
        public static final int L4 = 2;

        public static final SaiEnum ENUM = SaiEnum.of("sai_udf_base_t",
                "SAI_UDF_BASE_L2", 0,
                "SAI_UDF_BASE_L3", 1,
                "SAI_UDF_BASE_L4", 2);
    }

    /** {@code sai_udf_group_type_t}. */
    public static final class UdfGroupType {
        private UdfGroupType() {
        }

        public static final int GENERIC = 0;
        public static final int HASH = 1;

        public static final SaiEnum ENUM = SaiEnum.of("sai_udf_group_type_t",
                "SAI_UDF_GROUP_TYPE_GENERIC", 0,
                "SAI_UDF_GROUP_TYPE_HASH", 1);
    }
}
