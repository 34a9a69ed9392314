// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true
package io.nosagent.sai.meta;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatId;

import java.util.List;

/** Counters of {@code SAI_OBJECT_TYPE_COUNTER} ({@code sai_counter_stat_t}). */
public final class CounterStat {

    private CounterStat() {
    }

    public static final StatId PACKETS = new StatId(ObjectType.COUNTER, 0, "SAI_COUNTER_STAT_PACKETS");
    public static final StatId BYTES = new StatId(ObjectType.COUNTER, 1, "SAI_COUNTER_STAT_BYTES");

    /** Every counter, in enum order (range markers left out). */
    public static final List<StatId> ALL = List.of(
            PACKETS,
            BYTES);
}
