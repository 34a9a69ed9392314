// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true
package io.nosagent.sai.meta;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatId;

import java.util.List;

/** Counters of {@code SAI_OBJECT_TYPE_INGRESS_PRIORITY_GROUP} ({@code sai_ingress_priority_group_stat_t}). */
public final class IngressPriorityGroupStat {

    private IngressPriorityGroupStat() {
    }

    public static final StatId PACKETS = new StatId(ObjectType.INGRESS_PRIORITY_GROUP, 0, "SAI_INGRESS_PRIORITY_GROUP_STAT_PACKETS");
    public static final StatId BYTES = new StatId(ObjectType.INGRESS_PRIORITY_GROUP, 1, "SAI_INGRESS_PRIORITY_GROUP_STAT_BYTES");
    public static final StatId CURR_OCCUPANCY_BYTES = new StatId(ObjectType.INGRESS_PRIORITY_GROUP, 2, "SAI_INGRESS_PRIORITY_GROUP_STAT_CURR_OCCUPANCY_BYTES");
    public static final StatId WATERMARK_BYTES = new StatId(ObjectType.INGRESS_PRIORITY_GROUP, 3, "SAI_INGRESS_PRIORITY_GROUP_STAT_WATERMARK_BYTES");
    public static final StatId SHARED_CURR_OCCUPANCY_BYTES = new StatId(ObjectType.INGRESS_PRIORITY_GROUP, 4, "SAI_INGRESS_PRIORITY_GROUP_STAT_SHARED_CURR_OCCUPANCY_BYTES");
    public static final StatId SHARED_WATERMARK_BYTES = new StatId(ObjectType.INGRESS_PRIORITY_GROUP, 5, "SAI_INGRESS_PRIORITY_GROUP_STAT_SHARED_WATERMARK_BYTES");
    public static final StatId XOFF_ROOM_CURR_OCCUPANCY_BYTES = new StatId(ObjectType.INGRESS_PRIORITY_GROUP, 6, "SAI_INGRESS_PRIORITY_GROUP_STAT_XOFF_ROOM_CURR_OCCUPANCY_BYTES");
    public static final StatId XOFF_ROOM_WATERMARK_BYTES = new StatId(ObjectType.INGRESS_PRIORITY_GROUP, 7, "SAI_INGRESS_PRIORITY_GROUP_STAT_XOFF_ROOM_WATERMARK_BYTES");
    public static final StatId DROPPED_PACKETS = new StatId(ObjectType.INGRESS_PRIORITY_GROUP, 8, "SAI_INGRESS_PRIORITY_GROUP_STAT_DROPPED_PACKETS");
    public static final StatId CURR_OCCUPANCY_CELLS = new StatId(ObjectType.INGRESS_PRIORITY_GROUP, 9, "SAI_INGRESS_PRIORITY_GROUP_STAT_CURR_OCCUPANCY_CELLS");
    public static final StatId WATERMARK_CELLS = new StatId(ObjectType.INGRESS_PRIORITY_GROUP, 10, "SAI_INGRESS_PRIORITY_GROUP_STAT_WATERMARK_CELLS");
    public static final StatId SHARED_CURR_OCCUPANCY_CELLS = new StatId(ObjectType.INGRESS_PRIORITY_GROUP, 11, "SAI_INGRESS_PRIORITY_GROUP_STAT_SHARED_CURR_OCCUPANCY_CELLS");
    public static final StatId SHARED_WATERMARK_CELLS = new StatId(ObjectType.INGRESS_PRIORITY_GROUP, 12, "SAI_INGRESS_PRIORITY_GROUP_STAT_SHARED_WATERMARK_CELLS");
    public static final StatId XOFF_ROOM_CURR_OCCUPANCY_CELLS = new StatId(ObjectType.INGRESS_PRIORITY_GROUP, 13, "SAI_INGRESS_PRIORITY_GROUP_STAT_XOFF_ROOM_CURR_OCCUPANCY_CELLS");
    public static final StatId XOFF_ROOM_WATERMARK_CELLS = new StatId(ObjectType.INGRESS_PRIORITY_GROUP, 14, "SAI_INGRESS_PRIORITY_GROUP_STAT_XOFF_ROOM_WATERMARK_CELLS");

    /** Every counter, in enum order (range markers left out). */
    public static final List<StatId> ALL = List.of(
            PACKETS,
            BYTES,
            CURR_OCCUPANCY_BYTES,
            WATERMARK_BYTES,
            SHARED_CURR_OCCUPANCY_BYTES,
            SHARED_WATERMARK_BYTES,
            XOFF_ROOM_CURR_OCCUPANCY_BYTES,
            XOFF_ROOM_WATERMARK_BYTES,
            DROPPED_PACKETS,
            CURR_OCCUPANCY_CELLS,
            WATERMARK_CELLS,
            SHARED_CURR_OCCUPANCY_CELLS,
            SHARED_WATERMARK_CELLS,
            XOFF_ROOM_CURR_OCCUPANCY_CELLS,
            XOFF_ROOM_WATERMARK_CELLS);
}
