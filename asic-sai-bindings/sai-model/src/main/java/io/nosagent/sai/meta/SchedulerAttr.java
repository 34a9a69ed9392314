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

/** Attributes of {@code SAI_OBJECT_TYPE_SCHEDULER} ({@code sai_scheduler_attr_t}). */
public final class SchedulerAttr {

    private SchedulerAttr() {
    }

    /** {@code SAI_SCHEDULER_ATTR_SCHEDULING_TYPE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Scheduler> SCHEDULING_TYPE = new AttrSpec.S32<>(SaiObject.Scheduler.class, 0, "SAI_SCHEDULER_ATTR_SCHEDULING_TYPE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.SchedulingType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_SCHEDULING_TYPE_WRR */);

    /** {@code SAI_SCHEDULER_ATTR_SCHEDULING_WEIGHT}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Scheduler> SCHEDULING_WEIGHT = new AttrSpec.U8<>(SaiObject.Scheduler.class, 1, "SAI_SCHEDULER_ATTR_SCHEDULING_WEIGHT",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(1)));

    /** {@code SAI_SCHEDULER_ATTR_METER_TYPE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Scheduler> METER_TYPE = new AttrSpec.S32<>(SaiObject.Scheduler.class, 2, "SAI_SCHEDULER_ATTR_METER_TYPE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.MeterType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_METER_TYPE_BYTES */);

    /** {@code SAI_SCHEDULER_ATTR_MIN_BANDWIDTH_RATE}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Scheduler> MIN_BANDWIDTH_RATE = new AttrSpec.U64<>(SaiObject.Scheduler.class, 3, "SAI_SCHEDULER_ATTR_MIN_BANDWIDTH_RATE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_SCHEDULER_ATTR_MIN_BANDWIDTH_BURST_RATE}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Scheduler> MIN_BANDWIDTH_BURST_RATE = new AttrSpec.U64<>(SaiObject.Scheduler.class, 4, "SAI_SCHEDULER_ATTR_MIN_BANDWIDTH_BURST_RATE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_SCHEDULER_ATTR_MAX_BANDWIDTH_RATE}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Scheduler> MAX_BANDWIDTH_RATE = new AttrSpec.U64<>(SaiObject.Scheduler.class, 5, "SAI_SCHEDULER_ATTR_MAX_BANDWIDTH_RATE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_SCHEDULER_ATTR_MAX_BANDWIDTH_BURST_RATE}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Scheduler> MAX_BANDWIDTH_BURST_RATE = new AttrSpec.U64<>(SaiObject.Scheduler.class, 6, "SAI_SCHEDULER_ATTR_MAX_BANDWIDTH_BURST_RATE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_SCHEDULER_ATTR_LABEL}: chardata, create and set. */
    public static final AttrSpec.CharData<SaiObject.Scheduler> LABEL = new AttrSpec.CharData<>(SaiObject.Scheduler.class, 7, "SAI_SCHEDULER_ATTR_LABEL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.CharData("")));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            SCHEDULING_TYPE,
            SCHEDULING_WEIGHT,
            METER_TYPE,
            MIN_BANDWIDTH_RATE,
            MIN_BANDWIDTH_BURST_RATE,
            MAX_BANDWIDTH_RATE,
            MAX_BANDWIDTH_BURST_RATE,
            LABEL);
}
