// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true
package io.nosagent.sai.meta;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatId;

import java.util.List;

/** Counters of {@code SAI_OBJECT_TYPE_PORT_POOL} ({@code sai_port_pool_stat_t}). */
public final class PortPoolStat {

    private PortPoolStat() {
    }

    public static final StatId IF_OCTETS = new StatId(ObjectType.PORT_POOL, 0, "SAI_PORT_POOL_STAT_IF_OCTETS");
    public static final StatId GREEN_WRED_DROPPED_PACKETS = new StatId(ObjectType.PORT_POOL, 1, "SAI_PORT_POOL_STAT_GREEN_WRED_DROPPED_PACKETS");
    public static final StatId GREEN_WRED_DROPPED_BYTES = new StatId(ObjectType.PORT_POOL, 2, "SAI_PORT_POOL_STAT_GREEN_WRED_DROPPED_BYTES");
    public static final StatId YELLOW_WRED_DROPPED_PACKETS = new StatId(ObjectType.PORT_POOL, 3, "SAI_PORT_POOL_STAT_YELLOW_WRED_DROPPED_PACKETS");
    public static final StatId YELLOW_WRED_DROPPED_BYTES = new StatId(ObjectType.PORT_POOL, 4, "SAI_PORT_POOL_STAT_YELLOW_WRED_DROPPED_BYTES");
    public static final StatId RED_WRED_DROPPED_PACKETS = new StatId(ObjectType.PORT_POOL, 5, "SAI_PORT_POOL_STAT_RED_WRED_DROPPED_PACKETS");
    public static final StatId RED_WRED_DROPPED_BYTES = new StatId(ObjectType.PORT_POOL, 6, "SAI_PORT_POOL_STAT_RED_WRED_DROPPED_BYTES");
    public static final StatId WRED_DROPPED_PACKETS = new StatId(ObjectType.PORT_POOL, 7, "SAI_PORT_POOL_STAT_WRED_DROPPED_PACKETS");
    public static final StatId WRED_DROPPED_BYTES = new StatId(ObjectType.PORT_POOL, 8, "SAI_PORT_POOL_STAT_WRED_DROPPED_BYTES");
    public static final StatId GREEN_WRED_ECN_MARKED_PACKETS = new StatId(ObjectType.PORT_POOL, 9, "SAI_PORT_POOL_STAT_GREEN_WRED_ECN_MARKED_PACKETS");
    public static final StatId GREEN_WRED_ECN_MARKED_BYTES = new StatId(ObjectType.PORT_POOL, 10, "SAI_PORT_POOL_STAT_GREEN_WRED_ECN_MARKED_BYTES");
    public static final StatId YELLOW_WRED_ECN_MARKED_PACKETS = new StatId(ObjectType.PORT_POOL, 11, "SAI_PORT_POOL_STAT_YELLOW_WRED_ECN_MARKED_PACKETS");
    public static final StatId YELLOW_WRED_ECN_MARKED_BYTES = new StatId(ObjectType.PORT_POOL, 12, "SAI_PORT_POOL_STAT_YELLOW_WRED_ECN_MARKED_BYTES");
    public static final StatId RED_WRED_ECN_MARKED_PACKETS = new StatId(ObjectType.PORT_POOL, 13, "SAI_PORT_POOL_STAT_RED_WRED_ECN_MARKED_PACKETS");
    public static final StatId RED_WRED_ECN_MARKED_BYTES = new StatId(ObjectType.PORT_POOL, 14, "SAI_PORT_POOL_STAT_RED_WRED_ECN_MARKED_BYTES");
    public static final StatId WRED_ECN_MARKED_PACKETS = new StatId(ObjectType.PORT_POOL, 15, "SAI_PORT_POOL_STAT_WRED_ECN_MARKED_PACKETS");
    public static final StatId WRED_ECN_MARKED_BYTES = new StatId(ObjectType.PORT_POOL, 16, "SAI_PORT_POOL_STAT_WRED_ECN_MARKED_BYTES");
    public static final StatId CURR_OCCUPANCY_BYTES = new StatId(ObjectType.PORT_POOL, 17, "SAI_PORT_POOL_STAT_CURR_OCCUPANCY_BYTES");
    public static final StatId WATERMARK_BYTES = new StatId(ObjectType.PORT_POOL, 18, "SAI_PORT_POOL_STAT_WATERMARK_BYTES");
    public static final StatId SHARED_CURR_OCCUPANCY_BYTES = new StatId(ObjectType.PORT_POOL, 19, "SAI_PORT_POOL_STAT_SHARED_CURR_OCCUPANCY_BYTES");
    public static final StatId SHARED_WATERMARK_BYTES = new StatId(ObjectType.PORT_POOL, 20, "SAI_PORT_POOL_STAT_SHARED_WATERMARK_BYTES");
    public static final StatId DROPPED_PKTS = new StatId(ObjectType.PORT_POOL, 21, "SAI_PORT_POOL_STAT_DROPPED_PKTS");

    /** Every counter, in enum order (range markers left out). */
    public static final List<StatId> ALL = List.of(
            IF_OCTETS,
            GREEN_WRED_DROPPED_PACKETS,
            GREEN_WRED_DROPPED_BYTES,
            YELLOW_WRED_DROPPED_PACKETS,
            YELLOW_WRED_DROPPED_BYTES,
            RED_WRED_DROPPED_PACKETS,
            RED_WRED_DROPPED_BYTES,
            WRED_DROPPED_PACKETS,
            WRED_DROPPED_BYTES,
            GREEN_WRED_ECN_MARKED_PACKETS,
            GREEN_WRED_ECN_MARKED_BYTES,
            YELLOW_WRED_ECN_MARKED_PACKETS,
            YELLOW_WRED_ECN_MARKED_BYTES,
            RED_WRED_ECN_MARKED_PACKETS,
            RED_WRED_ECN_MARKED_BYTES,
            WRED_ECN_MARKED_PACKETS,
            WRED_ECN_MARKED_BYTES,
            CURR_OCCUPANCY_BYTES,
            WATERMARK_BYTES,
            SHARED_CURR_OCCUPANCY_BYTES,
            SHARED_WATERMARK_BYTES,
            DROPPED_PKTS);
}
