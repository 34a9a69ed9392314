package io.nosagent.sai.ffm;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.foreign.UnionLayout;
import java.lang.foreign.ValueLayout;
import java.util.Map;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.MemoryLayout.paddingLayout;
import static java.lang.foreign.MemoryLayout.sequenceLayout;
import static java.lang.foreign.MemoryLayout.structLayout;
import static java.lang.foreign.MemoryLayout.unionLayout;
import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_BOOLEAN;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

/**
 * The SAI C structs the backend reads and writes, as x86_64 memory layouts: the sizes and member
 * offsets are those of {@code abi_x86_64} in the SAI 1.18.1 metadata ({@code SaiAbiLayoutTest}
 * checks every one). Marshalling code takes offsets from here rather than typing numbers.
 */
final class SaiAbi {

    private SaiAbi() {
    }

    private static MemoryLayout bytes(int n, String name) {
        return sequenceLayout(n, JAVA_BYTE).withName(name);
    }

    /** Any {@code sai_*_list_t}: {@code uint32_t count; T *list;}. */
    private static StructLayout list(String name) {
        return structLayout(JAVA_INT.withName("count"), paddingLayout(4), ADDRESS.withName("list")).withName(name);
    }

    static final StructLayout OBJECT_LIST = list("sai_object_list_t");
    static final StructLayout U8_LIST = list("sai_u8_list_t");
    static final StructLayout U32_LIST = list("sai_u32_list_t");
    static final StructLayout S32_LIST = list("sai_s32_list_t");
    static final StructLayout QOS_MAP_LIST = list("sai_qos_map_list_t");
    static final StructLayout MAP_LIST = list("sai_map_list_t");

    /** {@code sai_ip_address_t}: family, then a 16-byte union of ip4 / ip6. */
    static final StructLayout IP_ADDRESS = structLayout(
            JAVA_INT.withName("addr_family"),
            unionLayout(JAVA_INT.withName("ip4"), bytes(16, "ip6")).withName("addr"))
            .withName("sai_ip_address_t");

    static final StructLayout IP_PREFIX = structLayout(
            JAVA_INT.withName("addr_family"),
            unionLayout(JAVA_INT.withName("ip4"), bytes(16, "ip6")).withName("addr"),
            unionLayout(JAVA_INT.withName("ip4"), bytes(16, "ip6")).withName("mask"))
            .withName("sai_ip_prefix_t");

    static final StructLayout U32_RANGE = structLayout(JAVA_INT.withName("min"), JAVA_INT.withName("max"))
            .withName("sai_u32_range_t");

    static final StructLayout MAP = structLayout(JAVA_INT.withName("key"), JAVA_INT.withName("value"))
            .withName("sai_map_t");

    static final StructLayout QOS_MAP_PARAMS = structLayout(
            JAVA_BYTE.withName("tc"), JAVA_BYTE.withName("dscp"), JAVA_BYTE.withName("dot1p"),
            JAVA_BYTE.withName("prio"), JAVA_BYTE.withName("pg"), JAVA_BYTE.withName("queue_index"),
            paddingLayout(2), JAVA_INT.withName("color"), JAVA_BYTE.withName("mpls_exp"), JAVA_BYTE.withName("fc"),
            paddingLayout(2))
            .withName("sai_qos_map_params_t");

    static final StructLayout QOS_MAP = structLayout(QOS_MAP_PARAMS.withName("key"), QOS_MAP_PARAMS.withName("value"))
            .withName("sai_qos_map_t");

    /** Not in the shared ABI table; six uint32 members by the header. */
    static final StructLayout SYSTEM_PORT_CONFIG = structLayout(
            JAVA_INT.withName("port_id"), JAVA_INT.withName("attached_switch_id"),
            JAVA_INT.withName("attached_core_index"), JAVA_INT.withName("attached_core_port_index"),
            JAVA_INT.withName("speed"), JAVA_INT.withName("num_voq"))
            .withName("sai_system_port_config_t");

    static final StructLayout SYSTEM_PORT_CONFIG_LIST = list("sai_system_port_config_list_t");

    /** The members of {@code sai_acl_field_data_t.mask}. */
    private static final UnionLayout ACL_FIELD_MASK = unionLayout(
            JAVA_BYTE.withName("u8"), JAVA_SHORT.withName("u16"), JAVA_INT.withName("u32"), JAVA_LONG.withName("u64"),
            bytes(6, "mac"), JAVA_INT.withName("ip4"), bytes(16, "ip6"), U8_LIST.withName("u8list"));

    /** The members of {@code sai_acl_field_data_t.data}. */
    private static final UnionLayout ACL_FIELD_DATA_UNION = unionLayout(
            JAVA_BOOLEAN.withName("booldata"), JAVA_BYTE.withName("u8"), JAVA_SHORT.withName("u16"),
            JAVA_INT.withName("u32"), JAVA_LONG.withName("u64"), bytes(6, "mac"), JAVA_INT.withName("ip4"),
            bytes(16, "ip6"), JAVA_LONG.withName("oid"), OBJECT_LIST.withName("objlist"), U8_LIST.withName("u8list"));

    static final StructLayout ACL_FIELD_DATA = structLayout(
            JAVA_BOOLEAN.withName("enable"), paddingLayout(7),
            ACL_FIELD_MASK.withName("mask"), ACL_FIELD_DATA_UNION.withName("data"))
            .withName("sai_acl_field_data_t");

    /** The members of {@code sai_acl_action_data_t.parameter}; the C union rounds up to 24 bytes. */
    private static final UnionLayout ACL_ACTION_PARAMETER = unionLayout(
            JAVA_BOOLEAN.withName("booldata"), JAVA_BYTE.withName("u8"), JAVA_SHORT.withName("u16"),
            JAVA_INT.withName("u32"), bytes(6, "mac"), JAVA_INT.withName("ip4"), bytes(16, "ip6"),
            IP_ADDRESS.withName("ipaddr"), JAVA_LONG.withName("oid"), OBJECT_LIST.withName("objlist"),
            paddingLayout(24));

    static final StructLayout ACL_ACTION_DATA = structLayout(
            JAVA_BOOLEAN.withName("enable"), paddingLayout(7), ACL_ACTION_PARAMETER.withName("parameter"))
            .withName("sai_acl_action_data_t");

    /** {@code sai_attribute_value_t}: every member the backend marshals, all at offset 0. */
    static final UnionLayout ATTRIBUTE_VALUE = unionLayout(
            JAVA_BOOLEAN.withName("booldata"), bytes(32, "chardata"), JAVA_BYTE.withName("u8"),
            JAVA_SHORT.withName("u16"), JAVA_INT.withName("u32"), JAVA_INT.withName("s32"),
            JAVA_LONG.withName("u64"), JAVA_LONG.withName("s64"), ADDRESS.withName("ptr"), bytes(6, "mac"),
            JAVA_INT.withName("ip4"), bytes(16, "ip6"), IP_ADDRESS.withName("ipaddr"), IP_PREFIX.withName("ipprefix"),
            JAVA_LONG.withName("oid"), OBJECT_LIST.withName("objlist"), U8_LIST.withName("u8list"),
            U32_LIST.withName("u32list"), S32_LIST.withName("s32list"), U32_RANGE.withName("u32range"),
            ACL_FIELD_DATA.withName("aclfield"), ACL_ACTION_DATA.withName("aclaction"),
            MAP_LIST.withName("maplist"), QOS_MAP_LIST.withName("qosmap"),
            SYSTEM_PORT_CONFIG.withName("sysportconfig"), SYSTEM_PORT_CONFIG_LIST.withName("sysportconfiglist"))
            .withName("sai_attribute_value_t");

    static final StructLayout ATTRIBUTE = structLayout(
            JAVA_INT.withName("id"), paddingLayout(4), ATTRIBUTE_VALUE.withName("value"))
            .withName("sai_attribute_t");

    static final StructLayout ROUTE_ENTRY = structLayout(
            JAVA_LONG.withName("switch_id"), JAVA_LONG.withName("vr_id"), IP_PREFIX.withName("destination"),
            paddingLayout(4))
            .withName("sai_route_entry_t");

    static final StructLayout NEIGHBOR_ENTRY = structLayout(
            JAVA_LONG.withName("switch_id"), JAVA_LONG.withName("rif_id"), IP_ADDRESS.withName("ip_address"),
            paddingLayout(4))
            .withName("sai_neighbor_entry_t");

    static final StructLayout PORT_OPER_STATUS_NOTIFICATION = structLayout(
            JAVA_LONG.withName("port_id"), JAVA_INT.withName("port_state"), JAVA_INT.withName("port_error_status"))
            .withName("sai_port_oper_status_notification_t");

    static final StructLayout QUEUE_DEADLOCK_NOTIFICATION = structLayout(
            JAVA_LONG.withName("queue_id"), JAVA_INT.withName("event"), JAVA_BOOLEAN.withName("app_managed_recovery"),
            paddingLayout(3))
            .withName("sai_queue_deadlock_notification_data_t");

    static final StructLayout SERVICE_METHOD_TABLE = structLayout(
            ADDRESS.withName("profile_get_value"), ADDRESS.withName("profile_get_next_value"))
            .withName("sai_service_method_table_t");

    /** Not in the shared ABI table; three bools by the header. */
    static final StructLayout ATTR_CAPABILITY = structLayout(
            JAVA_BOOLEAN.withName("create_implemented"), JAVA_BOOLEAN.withName("set_implemented"),
            JAVA_BOOLEAN.withName("get_implemented"))
            .withName("sai_attr_capability_t");

    /** {@code sai_object_id_t}, {@code sai_stats_mode_t} and friends. */
    static final ValueLayout.OfLong OBJECT_ID = JAVA_LONG.withName("sai_object_id_t");
    static final ValueLayout.OfInt STATS_MODE = JAVA_INT.withName("sai_stats_mode_t");

    /** Every layout by its C name. */
    static final Map<String, MemoryLayout> BY_C_NAME = Map.ofEntries(
            Map.entry("sai_attribute_t", ATTRIBUTE), Map.entry("sai_attribute_value_t", ATTRIBUTE_VALUE),
            Map.entry("sai_object_id_t", OBJECT_ID), Map.entry("sai_ip_address_t", IP_ADDRESS),
            Map.entry("sai_ip_prefix_t", IP_PREFIX), Map.entry("sai_object_list_t", OBJECT_LIST),
            Map.entry("sai_u32_list_t", U32_LIST), Map.entry("sai_s32_list_t", S32_LIST),
            Map.entry("sai_u8_list_t", U8_LIST), Map.entry("sai_qos_map_t", QOS_MAP),
            Map.entry("sai_qos_map_params_t", QOS_MAP_PARAMS), Map.entry("sai_qos_map_list_t", QOS_MAP_LIST),
            Map.entry("sai_acl_field_data_t", ACL_FIELD_DATA), Map.entry("sai_acl_action_data_t", ACL_ACTION_DATA),
            Map.entry("sai_route_entry_t", ROUTE_ENTRY), Map.entry("sai_neighbor_entry_t", NEIGHBOR_ENTRY),
            Map.entry("sai_u32_range_t", U32_RANGE),
            Map.entry("sai_port_oper_status_notification_t", PORT_OPER_STATUS_NOTIFICATION),
            Map.entry("sai_queue_deadlock_notification_data_t", QUEUE_DEADLOCK_NOTIFICATION),
            Map.entry("sai_map_t", MAP), Map.entry("sai_map_list_t", MAP_LIST),
            Map.entry("sai_service_method_table_t", SERVICE_METHOD_TABLE), Map.entry("sai_stats_mode_t", STATS_MODE),
            Map.entry("sai_system_port_config_t", SYSTEM_PORT_CONFIG),
            Map.entry("sai_system_port_config_list_t", SYSTEM_PORT_CONFIG_LIST),
            Map.entry("sai_attr_capability_t", ATTR_CAPABILITY));

    // ---- offsets the marshalling code uses ----------------------------------------------------

    static final long ATTRIBUTE_SIZE = ATTRIBUTE.byteSize();
    static final long ATTR_ID = offset(ATTRIBUTE, "id");
    static final long ATTR_VALUE = offset(ATTRIBUTE, "value");
    static final long VALUE_SIZE = ATTRIBUTE_VALUE.byteSize();

    static final long LIST_COUNT = offset(OBJECT_LIST, "count");
    static final long LIST_POINTER = offset(OBJECT_LIST, "list");

    static final long IP_FAMILY = offset(IP_ADDRESS, "addr_family");
    static final long IP_ADDR = offset(IP_ADDRESS, "addr");
    static final long PREFIX_ADDR = offset(IP_PREFIX, "addr");
    static final long PREFIX_MASK = offset(IP_PREFIX, "mask");

    static final long ACL_FIELD_ENABLE = offset(ACL_FIELD_DATA, "enable");
    static final long ACL_FIELD_MASK_AT = offset(ACL_FIELD_DATA, "mask");
    static final long ACL_FIELD_DATA_AT = offset(ACL_FIELD_DATA, "data");
    static final long ACL_ACTION_ENABLE = offset(ACL_ACTION_DATA, "enable");
    static final long ACL_ACTION_PARAMETER_AT = offset(ACL_ACTION_DATA, "parameter");

    static final long QOS_MAP_KEY = offset(QOS_MAP, "key");
    static final long QOS_MAP_VALUE = offset(QOS_MAP, "value");

    static final long ROUTE_SWITCH = offset(ROUTE_ENTRY, "switch_id");
    static final long ROUTE_VR = offset(ROUTE_ENTRY, "vr_id");
    static final long ROUTE_DESTINATION = offset(ROUTE_ENTRY, "destination");
    static final long NEIGHBOR_SWITCH = offset(NEIGHBOR_ENTRY, "switch_id");
    static final long NEIGHBOR_RIF = offset(NEIGHBOR_ENTRY, "rif_id");
    static final long NEIGHBOR_IP = offset(NEIGHBOR_ENTRY, "ip_address");

    static final long PORT_NOTIFICATION_PORT = offset(PORT_OPER_STATUS_NOTIFICATION, "port_id");
    static final long PORT_NOTIFICATION_STATE = offset(PORT_OPER_STATUS_NOTIFICATION, "port_state");
    static final long DEADLOCK_NOTIFICATION_QUEUE = offset(QUEUE_DEADLOCK_NOTIFICATION, "queue_id");
    static final long DEADLOCK_NOTIFICATION_EVENT = offset(QUEUE_DEADLOCK_NOTIFICATION, "event");

    static long offset(MemoryLayout layout, String... path) {
        var elements = new MemoryLayout.PathElement[path.length];
        for (int i = 0; i < path.length; i++) {
            elements[i] = groupElement(path[i]);
        }
        return layout.byteOffset(elements);
    }
}
