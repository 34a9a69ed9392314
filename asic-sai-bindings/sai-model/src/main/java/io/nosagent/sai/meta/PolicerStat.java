// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true
package io.nosagent.sai.meta;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatId;

import java.util.List;

/** Counters of {@code SAI_OBJECT_TYPE_POLICER} ({@code sai_policer_stat_t}). */
public final class PolicerStat {

    private PolicerStat() {
    }

    public static final StatId PACKETS = new StatId(ObjectType.POLICER, 0, "SAI_POLICER_STAT_PACKETS");
    public static final StatId ATTR_BYTES = new StatId(ObjectType.POLICER, 1, "SAI_POLICER_STAT_ATTR_BYTES");
    public static final StatId GREEN_PACKETS = new StatId(ObjectType.POLICER, 2, "SAI_POLICER_STAT_GREEN_PACKETS");
    public static final StatId GREEN_BYTES = new StatId(ObjectType.POLICER, 3, "SAI_POLICER_STAT_GREEN_BYTES");
    public static final StatId YELLOW_PACKETS = new StatId(ObjectType.POLICER, 4, "SAI_POLICER_STAT_YELLOW_PACKETS");
    public static final StatId YELLOW_BYTES = new StatId(ObjectType.POLICER, 5, "SAI_POLICER_STAT_YELLOW_BYTES");
    public static final StatId RED_PACKETS = new StatId(ObjectType.POLICER, 6, "SAI_POLICER_STAT_RED_PACKETS");
    public static final StatId RED_BYTES = new StatId(ObjectType.POLICER, 7, "SAI_POLICER_STAT_RED_BYTES");

    /** Every counter, in enum order (range markers left out). */
    public static final List<StatId> ALL = List.of(
            PACKETS,
            ATTR_BYTES,
            GREEN_PACKETS,
            GREEN_BYTES,
            YELLOW_PACKETS,
            YELLOW_BYTES,
            RED_PACKETS,
            RED_BYTES);
}
