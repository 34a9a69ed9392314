// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true
package io.nosagent.sai.meta;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatId;

import java.util.List;

/** Counters of {@code SAI_OBJECT_TYPE_QUEUE} ({@code sai_queue_stat_t}). */
public final class QueueStat {

    private QueueStat() {
    }

    public static final StatId PACKETS = new StatId(ObjectType.QUEUE, 0, "SAI_QUEUE_STAT_PACKETS");
    public static final StatId BYTES = new StatId(ObjectType.QUEUE, 1, "SAI_QUEUE_STAT_BYTES");
    public static final StatId DROPPED_PACKETS = new StatId(ObjectType.QUEUE, 2, "SAI_QUEUE_STAT_DROPPED_PACKETS");
    public static final StatId DROPPED_BYTES = new StatId(ObjectType.QUEUE, 3, "SAI_QUEUE_STAT_DROPPED_BYTES");
    public static final StatId GREEN_PACKETS = new StatId(ObjectType.QUEUE, 4, "SAI_QUEUE_STAT_GREEN_PACKETS");
    public static final StatId GREEN_BYTES = new StatId(ObjectType.QUEUE, 5, "SAI_QUEUE_STAT_GREEN_BYTES");
    public static final StatId GREEN_DROPPED_PACKETS = new StatId(ObjectType.QUEUE, 6, "SAI_QUEUE_STAT_GREEN_DROPPED_PACKETS");
    public static final StatId GREEN_DROPPED_BYTES = new StatId(ObjectType.QUEUE, 7, "SAI_QUEUE_STAT_GREEN_DROPPED_BYTES");
    public static final StatId YELLOW_PACKETS = new StatId(ObjectType.QUEUE, 8, "SAI_QUEUE_STAT_YELLOW_PACKETS");
    public static final StatId YELLOW_BYTES = new StatId(ObjectType.QUEUE, 9, "SAI_QUEUE_STAT_YELLOW_BYTES");
    public static final StatId YELLOW_DROPPED_PACKETS = new StatId(ObjectType.QUEUE, 10, "SAI_QUEUE_STAT_YELLOW_DROPPED_PACKETS");
    public static final StatId YELLOW_DROPPED_BYTES = new StatId(ObjectType.QUEUE, 11, "SAI_QUEUE_STAT_YELLOW_DROPPED_BYTES");
    public static final StatId RED_PACKETS = new StatId(ObjectType.QUEUE, 12, "SAI_QUEUE_STAT_RED_PACKETS");
    public static final StatId RED_BYTES = new StatId(ObjectType.QUEUE, 13, "SAI_QUEUE_STAT_RED_BYTES");
    public static final StatId RED_DROPPED_PACKETS = new StatId(ObjectType.QUEUE, 14, "SAI_QUEUE_STAT_RED_DROPPED_PACKETS");
    public static final StatId RED_DROPPED_BYTES = new StatId(ObjectType.QUEUE, 15, "SAI_QUEUE_STAT_RED_DROPPED_BYTES");
    public static final StatId GREEN_WRED_DROPPED_PACKETS = new StatId(ObjectType.QUEUE, 16, "SAI_QUEUE_STAT_GREEN_WRED_DROPPED_PACKETS");
    public static final StatId GREEN_WRED_DROPPED_BYTES = new StatId(ObjectType.QUEUE, 17, "SAI_QUEUE_STAT_GREEN_WRED_DROPPED_BYTES");
    public static final StatId YELLOW_WRED_DROPPED_PACKETS = new StatId(ObjectType.QUEUE, 18, "SAI_QUEUE_STAT_YELLOW_WRED_DROPPED_PACKETS");
    public static final StatId YELLOW_WRED_DROPPED_BYTES = new StatId(ObjectType.QUEUE, 19, "SAI_QUEUE_STAT_YELLOW_WRED_DROPPED_BYTES");
    public static final StatId RED_WRED_DROPPED_PACKETS = new StatId(ObjectType.QUEUE, 20, "SAI_QUEUE_STAT_RED_WRED_DROPPED_PACKETS");
    public static final StatId RED_WRED_DROPPED_BYTES = new StatId(ObjectType.QUEUE, 21, "SAI_QUEUE_STAT_RED_WRED_DROPPED_BYTES");
    public static final StatId WRED_DROPPED_PACKETS = new StatId(ObjectType.QUEUE, 22, "SAI_QUEUE_STAT_WRED_DROPPED_PACKETS");
    public static final StatId WRED_DROPPED_BYTES = new StatId(ObjectType.QUEUE, 23, "SAI_QUEUE_STAT_WRED_DROPPED_BYTES");
    public static final StatId CURR_OCCUPANCY_BYTES = new StatId(ObjectType.QUEUE, 24, "SAI_QUEUE_STAT_CURR_OCCUPANCY_BYTES");
    public static final StatId WATERMARK_BYTES = new StatId(ObjectType.QUEUE, 25, "SAI_QUEUE_STAT_WATERMARK_BYTES");
    public static final StatId SHARED_CURR_OCCUPANCY_BYTES = new StatId(ObjectType.QUEUE, 26, "SAI_QUEUE_STAT_SHARED_CURR_OCCUPANCY_BYTES");
    public static final StatId SHARED_WATERMARK_BYTES = new StatId(ObjectType.QUEUE, 27, "SAI_QUEUE_STAT_SHARED_WATERMARK_BYTES");
    public static final StatId GREEN_WRED_ECN_MARKED_PACKETS = new StatId(ObjectType.QUEUE, 28, "SAI_QUEUE_STAT_GREEN_WRED_ECN_MARKED_PACKETS");
    public static final StatId GREEN_WRED_ECN_MARKED_BYTES = new StatId(ObjectType.QUEUE, 29, "SAI_QUEUE_STAT_GREEN_WRED_ECN_MARKED_BYTES");
    public static final StatId YELLOW_WRED_ECN_MARKED_PACKETS = new StatId(ObjectType.QUEUE, 30, "SAI_QUEUE_STAT_YELLOW_WRED_ECN_MARKED_PACKETS");
    public static final StatId YELLOW_WRED_ECN_MARKED_BYTES = new StatId(ObjectType.QUEUE, 31, "SAI_QUEUE_STAT_YELLOW_WRED_ECN_MARKED_BYTES");
    public static final StatId RED_WRED_ECN_MARKED_PACKETS = new StatId(ObjectType.QUEUE, 32, "SAI_QUEUE_STAT_RED_WRED_ECN_MARKED_PACKETS");
    public static final StatId RED_WRED_ECN_MARKED_BYTES = new StatId(ObjectType.QUEUE, 33, "SAI_QUEUE_STAT_RED_WRED_ECN_MARKED_BYTES");
    public static final StatId WRED_ECN_MARKED_PACKETS = new StatId(ObjectType.QUEUE, 34, "SAI_QUEUE_STAT_WRED_ECN_MARKED_PACKETS");
    public static final StatId WRED_ECN_MARKED_BYTES = new StatId(ObjectType.QUEUE, 35, "SAI_QUEUE_STAT_WRED_ECN_MARKED_BYTES");
    public static final StatId CURR_OCCUPANCY_LEVEL = new StatId(ObjectType.QUEUE, 36, "SAI_QUEUE_STAT_CURR_OCCUPANCY_LEVEL");
    public static final StatId WATERMARK_LEVEL = new StatId(ObjectType.QUEUE, 37, "SAI_QUEUE_STAT_WATERMARK_LEVEL");
    public static final StatId CREDIT_WD_DELETED_PACKETS = new StatId(ObjectType.QUEUE, 38, "SAI_QUEUE_STAT_CREDIT_WD_DELETED_PACKETS");
    public static final StatId DELAY_WATERMARK_NS = new StatId(ObjectType.QUEUE, 39, "SAI_QUEUE_STAT_DELAY_WATERMARK_NS");
    public static final StatId TRIM_PACKETS = new StatId(ObjectType.QUEUE, 40, "SAI_QUEUE_STAT_TRIM_PACKETS");
    public static final StatId CURR_OCCUPANCY_CELLS = new StatId(ObjectType.QUEUE, 41, "SAI_QUEUE_STAT_CURR_OCCUPANCY_CELLS");
    public static final StatId WATERMARK_CELLS = new StatId(ObjectType.QUEUE, 42, "SAI_QUEUE_STAT_WATERMARK_CELLS");
    public static final StatId SHARED_CURR_OCCUPANCY_CELLS = new StatId(ObjectType.QUEUE, 43, "SAI_QUEUE_STAT_SHARED_CURR_OCCUPANCY_CELLS");
    public static final StatId SHARED_WATERMARK_CELLS = new StatId(ObjectType.QUEUE, 44, "SAI_QUEUE_STAT_SHARED_WATERMARK_CELLS");
    public static final StatId DROPPED_TRIM_PACKETS = new StatId(ObjectType.QUEUE, 45, "SAI_QUEUE_STAT_DROPPED_TRIM_PACKETS");
    public static final StatId TX_TRIM_PACKETS = new StatId(ObjectType.QUEUE, 46, "SAI_QUEUE_STAT_TX_TRIM_PACKETS");

    /** Every counter, in enum order (range markers left out). */
    public static final List<StatId> ALL = List.of(
            PACKETS,
            BYTES,
            DROPPED_PACKETS,
            DROPPED_BYTES,
            GREEN_PACKETS,
            GREEN_BYTES,
            GREEN_DROPPED_PACKETS,
            GREEN_DROPPED_BYTES,
            YELLOW_PACKETS,
            YELLOW_BYTES,
            YELLOW_DROPPED_PACKETS,
            YELLOW_DROPPED_BYTES,
            RED_PACKETS,
            RED_BYTES,
            RED_DROPPED_PACKETS,
            RED_DROPPED_BYTES,
            GREEN_WRED_DROPPED_PACKETS,
            GREEN_WRED_DROPPED_BYTES,
            YELLOW_WRED_DROPPED_PACKETS,
            YELLOW_WRED_DROPPED_BYTES,
            RED_WRED_DROPPED_PACKETS,
            RED_WRED_DROPPED_BYTES,
            WRED_DROPPED_PACKETS,
            WRED_DROPPED_BYTES,
            CURR_OCCUPANCY_BYTES,
            WATERMARK_BYTES,
            SHARED_CURR_OCCUPANCY_BYTES,
            SHARED_WATERMARK_BYTES,
            GREEN_WRED_ECN_MARKED_PACKETS,
            GREEN_WRED_ECN_MARKED_BYTES,
            YELLOW_WRED_ECN_MARKED_PACKETS,
            YELLOW_WRED_ECN_MARKED_BYTES,
            RED_WRED_ECN_MARKED_PACKETS,
            RED_WRED_ECN_MARKED_BYTES,
            WRED_ECN_MARKED_PACKETS,
            WRED_ECN_MARKED_BYTES,
            CURR_OCCUPANCY_LEVEL,
            WATERMARK_LEVEL,
            CREDIT_WD_DELETED_PACKETS,
            DELAY_WATERMARK_NS,
            TRIM_PACKETS,
            CURR_OCCUPANCY_CELLS,
            WATERMARK_CELLS,
            SHARED_CURR_OCCUPANCY_CELLS,
            SHARED_WATERMARK_CELLS,
            DROPPED_TRIM_PACKETS,
            TX_TRIM_PACKETS);
}
