// GENERATED from SAI 1.18.1 api tables and metadata by SaiApiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/native-sai test -Dtest=GeneratedApiTablesMatchSharedTest -Dsai.regenerate=true
package io.nosagent.sai.ffm;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.SaiEnums;

import java.util.Map;

/**
 * Where each object type's functions sit in its {@code sai_*_api_t} method table, in header
 * order (slot i at byte offset 8 * i); -1 where the table has no such function.
 */
final class SaiApiTable {

    private SaiApiTable() {
    }

    /** {@code SAI_OBJECT_TYPE_PORT} in {@code sai_port_api_t}. */
    static final MethodSlots PORT = new MethodSlots(ObjectType.PORT, SaiEnums.Api.PORT, "sai_port_api_t", 35,
            0, 1, 2, 3, 4, 5, 6, 23, 24);

    /** {@code SAI_OBJECT_TYPE_LAG} in {@code sai_lag_api_t}. */
    static final MethodSlots LAG = new MethodSlots(ObjectType.LAG, SaiEnums.Api.LAG, "sai_lag_api_t", 10,
            0, 1, 2, 3, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_VIRTUAL_ROUTER} in {@code sai_virtual_router_api_t}. */
    static final MethodSlots VIRTUAL_ROUTER = new MethodSlots(ObjectType.VIRTUAL_ROUTER, SaiEnums.Api.VIRTUAL_ROUTER, "sai_virtual_router_api_t", 4,
            0, 1, 2, 3, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_NEXT_HOP} in {@code sai_next_hop_api_t}. */
    static final MethodSlots NEXT_HOP = new MethodSlots(ObjectType.NEXT_HOP, SaiEnums.Api.NEXT_HOP, "sai_next_hop_api_t", 8,
            0, 1, 2, 3, -1, -1, -1, 4, 5);

    /** {@code SAI_OBJECT_TYPE_NEXT_HOP_GROUP} in {@code sai_next_hop_group_api_t}. */
    static final MethodSlots NEXT_HOP_GROUP = new MethodSlots(ObjectType.NEXT_HOP_GROUP, SaiEnums.Api.NEXT_HOP_GROUP, "sai_next_hop_group_api_t", 20,
            0, 1, 2, 3, -1, -1, -1, 16, 17);

    /** {@code SAI_OBJECT_TYPE_ROUTER_INTERFACE} in {@code sai_router_interface_api_t}. */
    static final MethodSlots ROUTER_INTERFACE = new MethodSlots(ObjectType.ROUTER_INTERFACE, SaiEnums.Api.ROUTER_INTERFACE, "sai_router_interface_api_t", 11,
            0, 1, 2, 3, 4, 5, 6, 7, 8);

    /** {@code SAI_OBJECT_TYPE_ACL_TABLE} in {@code sai_acl_api_t}. */
    static final MethodSlots ACL_TABLE = new MethodSlots(ObjectType.ACL_TABLE, SaiEnums.Api.ACL, "sai_acl_api_t", 28,
            0, 1, 2, 3, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_ACL_ENTRY} in {@code sai_acl_api_t}. */
    static final MethodSlots ACL_ENTRY = new MethodSlots(ObjectType.ACL_ENTRY, SaiEnums.Api.ACL, "sai_acl_api_t", 28,
            4, 5, 6, 7, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_ACL_COUNTER} in {@code sai_acl_api_t}. */
    static final MethodSlots ACL_COUNTER = new MethodSlots(ObjectType.ACL_COUNTER, SaiEnums.Api.ACL, "sai_acl_api_t", 28,
            8, 9, 10, 11, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_ACL_RANGE} in {@code sai_acl_api_t}. */
    static final MethodSlots ACL_RANGE = new MethodSlots(ObjectType.ACL_RANGE, SaiEnums.Api.ACL, "sai_acl_api_t", 28,
            12, 13, 14, 15, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_ACL_TABLE_GROUP} in {@code sai_acl_api_t}. */
    static final MethodSlots ACL_TABLE_GROUP = new MethodSlots(ObjectType.ACL_TABLE_GROUP, SaiEnums.Api.ACL, "sai_acl_api_t", 28,
            16, 17, 18, 19, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_ACL_TABLE_GROUP_MEMBER} in {@code sai_acl_api_t}. */
    static final MethodSlots ACL_TABLE_GROUP_MEMBER = new MethodSlots(ObjectType.ACL_TABLE_GROUP_MEMBER, SaiEnums.Api.ACL, "sai_acl_api_t", 28,
            20, 21, 22, 23, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_HOSTIF} in {@code sai_hostif_api_t}. */
    static final MethodSlots HOSTIF = new MethodSlots(ObjectType.HOSTIF, SaiEnums.Api.HOSTIF, "sai_hostif_api_t", 24,
            0, 1, 2, 3, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_HOSTIF_TRAP_GROUP} in {@code sai_hostif_api_t}. */
    static final MethodSlots HOSTIF_TRAP_GROUP = new MethodSlots(ObjectType.HOSTIF_TRAP_GROUP, SaiEnums.Api.HOSTIF, "sai_hostif_api_t", 24,
            8, 9, 10, 11, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_POLICER} in {@code sai_policer_api_t}. */
    static final MethodSlots POLICER = new MethodSlots(ObjectType.POLICER, SaiEnums.Api.POLICER, "sai_policer_api_t", 7,
            0, 1, 2, 3, 4, 5, 6, -1, -1);

    /** {@code SAI_OBJECT_TYPE_WRED} in {@code sai_wred_api_t}. */
    static final MethodSlots WRED = new MethodSlots(ObjectType.WRED, SaiEnums.Api.WRED, "sai_wred_api_t", 4,
            0, 1, 2, 3, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_QOS_MAP} in {@code sai_qos_map_api_t}. */
    static final MethodSlots QOS_MAP = new MethodSlots(ObjectType.QOS_MAP, SaiEnums.Api.QOS_MAP, "sai_qos_map_api_t", 4,
            0, 1, 2, 3, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_QUEUE} in {@code sai_queue_api_t}. */
    static final MethodSlots QUEUE = new MethodSlots(ObjectType.QUEUE, SaiEnums.Api.QUEUE, "sai_queue_api_t", 9,
            0, 1, 2, 3, 4, 5, 6, -1, -1);

    /** {@code SAI_OBJECT_TYPE_SCHEDULER} in {@code sai_scheduler_api_t}. */
    static final MethodSlots SCHEDULER = new MethodSlots(ObjectType.SCHEDULER, SaiEnums.Api.SCHEDULER, "sai_scheduler_api_t", 4,
            0, 1, 2, 3, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_SCHEDULER_GROUP} in {@code sai_scheduler_group_api_t}. */
    static final MethodSlots SCHEDULER_GROUP = new MethodSlots(ObjectType.SCHEDULER_GROUP, SaiEnums.Api.SCHEDULER_GROUP, "sai_scheduler_group_api_t", 4,
            0, 1, 2, 3, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_BUFFER_POOL} in {@code sai_buffer_api_t}. */
    static final MethodSlots BUFFER_POOL = new MethodSlots(ObjectType.BUFFER_POOL, SaiEnums.Api.BUFFER, "sai_buffer_api_t", 20,
            0, 1, 2, 3, 4, 5, 6, -1, -1);

    /** {@code SAI_OBJECT_TYPE_BUFFER_PROFILE} in {@code sai_buffer_api_t}. */
    static final MethodSlots BUFFER_PROFILE = new MethodSlots(ObjectType.BUFFER_PROFILE, SaiEnums.Api.BUFFER, "sai_buffer_api_t", 20,
            14, 15, 16, 17, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_INGRESS_PRIORITY_GROUP} in {@code sai_buffer_api_t}. */
    static final MethodSlots INGRESS_PRIORITY_GROUP = new MethodSlots(ObjectType.INGRESS_PRIORITY_GROUP, SaiEnums.Api.BUFFER, "sai_buffer_api_t", 20,
            7, 8, 9, 10, 11, 12, 13, -1, -1);

    /** {@code SAI_OBJECT_TYPE_LAG_MEMBER} in {@code sai_lag_api_t}. */
    static final MethodSlots LAG_MEMBER = new MethodSlots(ObjectType.LAG_MEMBER, SaiEnums.Api.LAG, "sai_lag_api_t", 10,
            4, 5, 6, 7, -1, -1, -1, 8, 9);

    /** {@code SAI_OBJECT_TYPE_HASH} in {@code sai_hash_api_t}. */
    static final MethodSlots HASH = new MethodSlots(ObjectType.HASH, SaiEnums.Api.HASH, "sai_hash_api_t", 8,
            0, 1, 2, 3, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_UDF} in {@code sai_udf_api_t}. */
    static final MethodSlots UDF = new MethodSlots(ObjectType.UDF, SaiEnums.Api.UDF, "sai_udf_api_t", 12,
            0, 1, 2, 3, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_UDF_MATCH} in {@code sai_udf_api_t}. */
    static final MethodSlots UDF_MATCH = new MethodSlots(ObjectType.UDF_MATCH, SaiEnums.Api.UDF, "sai_udf_api_t", 12,
            4, 5, 6, 7, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_UDF_GROUP} in {@code sai_udf_api_t}. */
    static final MethodSlots UDF_GROUP = new MethodSlots(ObjectType.UDF_GROUP, SaiEnums.Api.UDF, "sai_udf_api_t", 12,
            8, 9, 10, 11, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_SWITCH} in {@code sai_switch_api_t}. */
    static final MethodSlots SWITCH = new MethodSlots(ObjectType.SWITCH, SaiEnums.Api.SWITCH, "sai_switch_api_t", 15,
            0, 1, 2, 3, 4, 5, 6, -1, -1);

    /** {@code SAI_OBJECT_TYPE_HOSTIF_TRAP} in {@code sai_hostif_api_t}. */
    static final MethodSlots HOSTIF_TRAP = new MethodSlots(ObjectType.HOSTIF_TRAP, SaiEnums.Api.HOSTIF, "sai_hostif_api_t", 24,
            12, 13, 14, 15, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_NEIGHBOR_ENTRY} in {@code sai_neighbor_api_t}. */
    static final MethodSlots NEIGHBOR_ENTRY = new MethodSlots(ObjectType.NEIGHBOR_ENTRY, SaiEnums.Api.NEIGHBOR, "sai_neighbor_api_t", 9,
            0, 1, 2, 3, -1, -1, -1, 5, 6);

    /** {@code SAI_OBJECT_TYPE_ROUTE_ENTRY} in {@code sai_route_api_t}. */
    static final MethodSlots ROUTE_ENTRY = new MethodSlots(ObjectType.ROUTE_ENTRY, SaiEnums.Api.ROUTE, "sai_route_api_t", 8,
            0, 1, 2, 3, -1, -1, -1, 4, 5);

    /** {@code SAI_OBJECT_TYPE_NEXT_HOP_GROUP_MEMBER} in {@code sai_next_hop_group_api_t}. */
    static final MethodSlots NEXT_HOP_GROUP_MEMBER = new MethodSlots(ObjectType.NEXT_HOP_GROUP_MEMBER, SaiEnums.Api.NEXT_HOP_GROUP, "sai_next_hop_group_api_t", 20,
            4, 5, 6, 7, -1, -1, -1, 8, 9);

    /** {@code SAI_OBJECT_TYPE_PORT_POOL} in {@code sai_port_api_t}. */
    static final MethodSlots PORT_POOL = new MethodSlots(ObjectType.PORT_POOL, SaiEnums.Api.PORT, "sai_port_api_t", 35,
            8, 9, 10, 11, 12, 13, 14, -1, -1);

    /** {@code SAI_OBJECT_TYPE_COUNTER} in {@code sai_counter_api_t}. */
    static final MethodSlots COUNTER = new MethodSlots(ObjectType.COUNTER, SaiEnums.Api.COUNTER, "sai_counter_api_t", 7,
            0, 1, 2, 3, 4, 5, 6, -1, -1);

    /** {@code SAI_OBJECT_TYPE_DEBUG_COUNTER} in {@code sai_debug_counter_api_t}. */
    static final MethodSlots DEBUG_COUNTER = new MethodSlots(ObjectType.DEBUG_COUNTER, SaiEnums.Api.DEBUG_COUNTER, "sai_debug_counter_api_t", 4,
            0, 1, 2, 3, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_SYSTEM_PORT} in {@code sai_system_port_api_t}. */
    static final MethodSlots SYSTEM_PORT = new MethodSlots(ObjectType.SYSTEM_PORT, SaiEnums.Api.SYSTEM_PORT, "sai_system_port_api_t", 4,
            0, 1, 2, 3, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_FINE_GRAINED_HASH_FIELD} in {@code sai_hash_api_t}. */
    static final MethodSlots FINE_GRAINED_HASH_FIELD = new MethodSlots(ObjectType.FINE_GRAINED_HASH_FIELD, SaiEnums.Api.HASH, "sai_hash_api_t", 8,
            4, 5, 6, 7, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_ARS_PROFILE} in {@code sai_ars_profile_api_t}. */
    static final MethodSlots ARS_PROFILE = new MethodSlots(ObjectType.ARS_PROFILE, SaiEnums.Api.ARS_PROFILE, "sai_ars_profile_api_t", 4,
            0, 1, 2, 3, -1, -1, -1, -1, -1);

    /** {@code SAI_OBJECT_TYPE_ARS} in {@code sai_ars_api_t}. */
    static final MethodSlots ARS = new MethodSlots(ObjectType.ARS, SaiEnums.Api.ARS, "sai_ars_api_t", 4,
            0, 1, 2, 3, -1, -1, -1, -1, -1);

    /** {@code send_hostif_packet} in {@code sai_hostif_api_t} (of 24 slots): not an object's function, the packets' own. */
    static final int HOSTIF_TABLE_SIZE = 24;
    static final int SEND_HOSTIF_PACKET = 21;

    /** Every object type the agent uses, by type. */
    static final Map<ObjectType, MethodSlots> BY_TYPE = Map.ofEntries(
            Map.entry(ObjectType.PORT, PORT),
            Map.entry(ObjectType.LAG, LAG),
            Map.entry(ObjectType.VIRTUAL_ROUTER, VIRTUAL_ROUTER),
            Map.entry(ObjectType.NEXT_HOP, NEXT_HOP),
            Map.entry(ObjectType.NEXT_HOP_GROUP, NEXT_HOP_GROUP),
            Map.entry(ObjectType.ROUTER_INTERFACE, ROUTER_INTERFACE),
            Map.entry(ObjectType.ACL_TABLE, ACL_TABLE),
            Map.entry(ObjectType.ACL_ENTRY, ACL_ENTRY),
            Map.entry(ObjectType.ACL_COUNTER, ACL_COUNTER),
            Map.entry(ObjectType.ACL_RANGE, ACL_RANGE),
            Map.entry(ObjectType.ACL_TABLE_GROUP, ACL_TABLE_GROUP),
            Map.entry(ObjectType.ACL_TABLE_GROUP_MEMBER, ACL_TABLE_GROUP_MEMBER),
            Map.entry(ObjectType.HOSTIF, HOSTIF),
            Map.entry(ObjectType.HOSTIF_TRAP_GROUP, HOSTIF_TRAP_GROUP),
            Map.entry(ObjectType.POLICER, POLICER),
            Map.entry(ObjectType.WRED, WRED),
            Map.entry(ObjectType.QOS_MAP, QOS_MAP),
            Map.entry(ObjectType.QUEUE, QUEUE),
            Map.entry(ObjectType.SCHEDULER, SCHEDULER),
            Map.entry(ObjectType.SCHEDULER_GROUP, SCHEDULER_GROUP),
            Map.entry(ObjectType.BUFFER_POOL, BUFFER_POOL),
            Map.entry(ObjectType.BUFFER_PROFILE, BUFFER_PROFILE),
            Map.entry(ObjectType.INGRESS_PRIORITY_GROUP, INGRESS_PRIORITY_GROUP),
            Map.entry(ObjectType.LAG_MEMBER, LAG_MEMBER),
            Map.entry(ObjectType.HASH, HASH),
            Map.entry(ObjectType.UDF, UDF),
            Map.entry(ObjectType.UDF_MATCH, UDF_MATCH),
            Map.entry(ObjectType.UDF_GROUP, UDF_GROUP),
            Map.entry(ObjectType.SWITCH, SWITCH),
            Map.entry(ObjectType.HOSTIF_TRAP, HOSTIF_TRAP),
            Map.entry(ObjectType.NEIGHBOR_ENTRY, NEIGHBOR_ENTRY),
            Map.entry(ObjectType.ROUTE_ENTRY, ROUTE_ENTRY),
            Map.entry(ObjectType.NEXT_HOP_GROUP_MEMBER, NEXT_HOP_GROUP_MEMBER),
            Map.entry(ObjectType.PORT_POOL, PORT_POOL),
            Map.entry(ObjectType.COUNTER, COUNTER),
            Map.entry(ObjectType.DEBUG_COUNTER, DEBUG_COUNTER),
            Map.entry(ObjectType.SYSTEM_PORT, SYSTEM_PORT),
            Map.entry(ObjectType.FINE_GRAINED_HASH_FIELD, FINE_GRAINED_HASH_FIELD),
            Map.entry(ObjectType.ARS_PROFILE, ARS_PROFILE),
            Map.entry(ObjectType.ARS, ARS));
}
