// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true
package io.nosagent.sai.meta;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatId;

import java.util.List;

/** Counters of {@code SAI_OBJECT_TYPE_BUFFER_POOL} ({@code sai_buffer_pool_stat_t}). */
public final class BufferPoolStat {

    private BufferPoolStat() {
    }

    public static final StatId CURR_OCCUPANCY_BYTES = new StatId(ObjectType.BUFFER_POOL, 0, "SAI_BUFFER_POOL_STAT_CURR_OCCUPANCY_BYTES");
    public static final StatId WATERMARK_BYTES = new StatId(ObjectType.BUFFER_POOL, 1, "SAI_BUFFER_POOL_STAT_WATERMARK_BYTES");
    public static final StatId DROPPED_PACKETS = new StatId(ObjectType.BUFFER_POOL, 2, "SAI_BUFFER_POOL_STAT_DROPPED_PACKETS");
    public static final StatId GREEN_WRED_DROPPED_PACKETS = new StatId(ObjectType.BUFFER_POOL, 3, "SAI_BUFFER_POOL_STAT_GREEN_WRED_DROPPED_PACKETS");
    public static final StatId GREEN_WRED_DROPPED_BYTES = new StatId(ObjectType.BUFFER_POOL, 4, "SAI_BUFFER_POOL_STAT_GREEN_WRED_DROPPED_BYTES");
    public static final StatId YELLOW_WRED_DROPPED_PACKETS = new StatId(ObjectType.BUFFER_POOL, 5, "SAI_BUFFER_POOL_STAT_YELLOW_WRED_DROPPED_PACKETS");
    public static final StatId YELLOW_WRED_DROPPED_BYTES = new StatId(ObjectType.BUFFER_POOL, 6, "SAI_BUFFER_POOL_STAT_YELLOW_WRED_DROPPED_BYTES");
    public static final StatId RED_WRED_DROPPED_PACKETS = new StatId(ObjectType.BUFFER_POOL, 7, "SAI_BUFFER_POOL_STAT_RED_WRED_DROPPED_PACKETS");
    public static final StatId RED_WRED_DROPPED_BYTES = new StatId(ObjectType.BUFFER_POOL, 8, "SAI_BUFFER_POOL_STAT_RED_WRED_DROPPED_BYTES");
    public static final StatId WRED_DROPPED_PACKETS = new StatId(ObjectType.BUFFER_POOL, 9, "SAI_BUFFER_POOL_STAT_WRED_DROPPED_PACKETS");
    public static final StatId WRED_DROPPED_BYTES = new StatId(ObjectType.BUFFER_POOL, 10, "SAI_BUFFER_POOL_STAT_WRED_DROPPED_BYTES");
    public static final StatId GREEN_WRED_ECN_MARKED_PACKETS = new StatId(ObjectType.BUFFER_POOL, 11, "SAI_BUFFER_POOL_STAT_GREEN_WRED_ECN_MARKED_PACKETS");
    public static final StatId GREEN_WRED_ECN_MARKED_BYTES = new StatId(ObjectType.BUFFER_POOL, 12, "SAI_BUFFER_POOL_STAT_GREEN_WRED_ECN_MARKED_BYTES");
    public static final StatId YELLOW_WRED_ECN_MARKED_PACKETS = new StatId(ObjectType.BUFFER_POOL, 13, "SAI_BUFFER_POOL_STAT_YELLOW_WRED_ECN_MARKED_PACKETS");
    public static final StatId YELLOW_WRED_ECN_MARKED_BYTES = new StatId(ObjectType.BUFFER_POOL, 14, "SAI_BUFFER_POOL_STAT_YELLOW_WRED_ECN_MARKED_BYTES");
    public static final StatId RED_WRED_ECN_MARKED_PACKETS = new StatId(ObjectType.BUFFER_POOL, 15, "SAI_BUFFER_POOL_STAT_RED_WRED_ECN_MARKED_PACKETS");
    public static final StatId RED_WRED_ECN_MARKED_BYTES = new StatId(ObjectType.BUFFER_POOL, 16, "SAI_BUFFER_POOL_STAT_RED_WRED_ECN_MARKED_BYTES");
    public static final StatId WRED_ECN_MARKED_PACKETS = new StatId(ObjectType.BUFFER_POOL, 17, "SAI_BUFFER_POOL_STAT_WRED_ECN_MARKED_PACKETS");
    public static final StatId WRED_ECN_MARKED_BYTES = new StatId(ObjectType.BUFFER_POOL, 18, "SAI_BUFFER_POOL_STAT_WRED_ECN_MARKED_BYTES");
    public static final StatId XOFF_ROOM_CURR_OCCUPANCY_BYTES = new StatId(ObjectType.BUFFER_POOL, 19, "SAI_BUFFER_POOL_STAT_XOFF_ROOM_CURR_OCCUPANCY_BYTES");
    public static final StatId XOFF_ROOM_WATERMARK_BYTES = new StatId(ObjectType.BUFFER_POOL, 20, "SAI_BUFFER_POOL_STAT_XOFF_ROOM_WATERMARK_BYTES");
    public static final StatId XOFF_ROOM_CURR_OCCUPANCY_CELLS = new StatId(ObjectType.BUFFER_POOL, 21, "SAI_BUFFER_POOL_STAT_XOFF_ROOM_CURR_OCCUPANCY_CELLS");
    public static final StatId XOFF_ROOM_WATERMARK_CELLS = new StatId(ObjectType.BUFFER_POOL, 22, "SAI_BUFFER_POOL_STAT_XOFF_ROOM_WATERMARK_CELLS");
    public static final StatId CURR_OCCUPANCY_CELLS = new StatId(ObjectType.BUFFER_POOL, 23, "SAI_BUFFER_POOL_STAT_CURR_OCCUPANCY_CELLS");
    public static final StatId WATERMARK_CELLS = new StatId(ObjectType.BUFFER_POOL, 24, "SAI_BUFFER_POOL_STAT_WATERMARK_CELLS");

    /** Every counter, in enum order (range markers left out). */
    public static final List<StatId> ALL = List.of(
            CURR_OCCUPANCY_BYTES,
            WATERMARK_BYTES,
            DROPPED_PACKETS,
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
            XOFF_ROOM_CURR_OCCUPANCY_BYTES,
            XOFF_ROOM_WATERMARK_BYTES,
            XOFF_ROOM_CURR_OCCUPANCY_CELLS,
            XOFF_ROOM_WATERMARK_CELLS,
            CURR_OCCUPANCY_CELLS,
            WATERMARK_CELLS);
}
