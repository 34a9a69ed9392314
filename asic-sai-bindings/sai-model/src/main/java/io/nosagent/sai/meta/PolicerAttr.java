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

/** Attributes of {@code SAI_OBJECT_TYPE_POLICER} ({@code sai_policer_attr_t}). */
public final class PolicerAttr {

    private PolicerAttr() {
    }

    /** {@code SAI_POLICER_ATTR_METER_TYPE}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.Policer> METER_TYPE = new AttrSpec.S32<>(SaiObject.Policer.class, 0, "SAI_POLICER_ATTR_METER_TYPE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            SaiEnums.MeterType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_POLICER_ATTR_MODE}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.Policer> MODE = new AttrSpec.S32<>(SaiObject.Policer.class, 1, "SAI_POLICER_ATTR_MODE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            SaiEnums.PolicerMode.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_POLICER_ATTR_COLOR_SOURCE}: int32, create only. */
    public static final AttrSpec.S32<SaiObject.Policer> COLOR_SOURCE = new AttrSpec.S32<>(SaiObject.Policer.class, 2, "SAI_POLICER_ATTR_COLOR_SOURCE",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.PolicerColorSource.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_POLICER_COLOR_SOURCE_AWARE */);

    /** {@code SAI_POLICER_ATTR_CBS}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Policer> CBS = new AttrSpec.U64<>(SaiObject.Policer.class, 3, "SAI_POLICER_ATTR_CBS",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_POLICER_ATTR_CIR}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Policer> CIR = new AttrSpec.U64<>(SaiObject.Policer.class, 4, "SAI_POLICER_ATTR_CIR",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_POLICER_ATTR_PBS}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Policer> PBS = new AttrSpec.U64<>(SaiObject.Policer.class, 5, "SAI_POLICER_ATTR_PBS",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_POLICER_ATTR_PIR}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Policer> PIR = new AttrSpec.U64<>(SaiObject.Policer.class, 6, "SAI_POLICER_ATTR_PIR",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_POLICER_ATTR_GREEN_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Policer> GREEN_PACKET_ACTION = new AttrSpec.S32<>(SaiObject.Policer.class, 7, "SAI_POLICER_ATTR_GREEN_PACKET_ACTION",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_PACKET_ACTION_FORWARD */);

    /** {@code SAI_POLICER_ATTR_YELLOW_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Policer> YELLOW_PACKET_ACTION = new AttrSpec.S32<>(SaiObject.Policer.class, 8, "SAI_POLICER_ATTR_YELLOW_PACKET_ACTION",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_PACKET_ACTION_FORWARD */);

    /** {@code SAI_POLICER_ATTR_RED_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Policer> RED_PACKET_ACTION = new AttrSpec.S32<>(SaiObject.Policer.class, 9, "SAI_POLICER_ATTR_RED_PACKET_ACTION",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_PACKET_ACTION_FORWARD */);

    /** {@code SAI_POLICER_ATTR_ENABLE_COUNTER_PACKET_ACTION_LIST}: int32_list, create and set. */
    public static final AttrSpec.S32List<SaiObject.Policer> ENABLE_COUNTER_PACKET_ACTION_LIST = new AttrSpec.S32List<>(SaiObject.Policer.class, 10, "SAI_POLICER_ATTR_ENABLE_COUNTER_PACKET_ACTION_LIST",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_POLICER_ATTR_OBJECT_STAGE}: int32, create only. */
    public static final AttrSpec.S32<SaiObject.Policer> OBJECT_STAGE = new AttrSpec.S32<>(SaiObject.Policer.class, 11, "SAI_POLICER_ATTR_OBJECT_STAGE",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.ObjectStage.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_OBJECT_STAGE_BOTH */);

    /** {@code SAI_POLICER_ATTR_STATS_COUNT_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Policer> STATS_COUNT_MODE = new AttrSpec.S32<>(SaiObject.Policer.class, 12, "SAI_POLICER_ATTR_STATS_COUNT_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.StatsCountMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_STATS_COUNT_MODE_PACKET_AND_BYTE */);

    /** {@code SAI_POLICER_ATTR_SELECTIVE_COUNTER_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Policer> SELECTIVE_COUNTER_LIST = new AttrSpec.OidList<>(SaiObject.Policer.class, 13, "SAI_POLICER_ATTR_SELECTIVE_COUNTER_LIST",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_POLICER_ATTR_LABEL}: chardata, create and set. */
    public static final AttrSpec.CharData<SaiObject.Policer> LABEL = new AttrSpec.CharData<>(SaiObject.Policer.class, 14, "SAI_POLICER_ATTR_LABEL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.CharData("")));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            METER_TYPE,
            MODE,
            COLOR_SOURCE,
            CBS,
            CIR,
            PBS,
            PIR,
            GREEN_PACKET_ACTION,
            YELLOW_PACKET_ACTION,
            RED_PACKET_ACTION,
            ENABLE_COUNTER_PACKET_ACTION_LIST,
            OBJECT_STAGE,
            STATS_COUNT_MODE,
            SELECTIVE_COUNTER_LIST,
            LABEL);
}
