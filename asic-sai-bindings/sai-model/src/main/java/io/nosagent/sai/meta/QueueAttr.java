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

/** Attributes of {@code SAI_OBJECT_TYPE_QUEUE} ({@code sai_queue_attr_t}). */
public final class QueueAttr {

    private QueueAttr() {
    }

    /** {@code SAI_QUEUE_ATTR_TYPE}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.Queue> TYPE = new AttrSpec.S32<>(SaiObject.Queue.class, 0, "SAI_QUEUE_ATTR_TYPE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.KEY),
            SaiEnums.QueueType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_QUEUE_ATTR_PORT}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.Queue> PORT = new AttrSpec.Oid<>(SaiObject.Queue.class, 1, "SAI_QUEUE_ATTR_PORT",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.KEY),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_QUEUE_ATTR_INDEX}: uint8, mandatory on create, create only. */
    public static final AttrSpec.U8<SaiObject.Queue> INDEX = new AttrSpec.U8<>(SaiObject.Queue.class, 2, "SAI_QUEUE_ATTR_INDEX",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.KEY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_QUEUE_ATTR_PARENT_SCHEDULER_NODE}: object_id, mandatory on create, create and set. */
    public static final AttrSpec.Oid<SaiObject.Queue> PARENT_SCHEDULER_NODE = new AttrSpec.Oid<>(SaiObject.Queue.class, 3, "SAI_QUEUE_ATTR_PARENT_SCHEDULER_NODE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.SCHEDULER_GROUP, ObjectType.PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_QUEUE_ATTR_WRED_PROFILE_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Queue> WRED_PROFILE_ID = new AttrSpec.Oid<>(SaiObject.Queue.class, 4, "SAI_QUEUE_ATTR_WRED_PROFILE_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.WRED), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_QUEUE_ATTR_BUFFER_PROFILE_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Queue> BUFFER_PROFILE_ID = new AttrSpec.Oid<>(SaiObject.Queue.class, 5, "SAI_QUEUE_ATTR_BUFFER_PROFILE_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.BUFFER_PROFILE), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_QUEUE_ATTR_SCHEDULER_PROFILE_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Queue> SCHEDULER_PROFILE_ID = new AttrSpec.Oid<>(SaiObject.Queue.class, 6, "SAI_QUEUE_ATTR_SCHEDULER_PROFILE_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.SCHEDULER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_QUEUE_ATTR_PAUSE_STATUS}: bool, read only. */
    public static final AttrSpec.Bool<SaiObject.Queue> PAUSE_STATUS = new AttrSpec.Bool<>(SaiObject.Queue.class, 7, "SAI_QUEUE_ATTR_PAUSE_STATUS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_QUEUE_ATTR_ENABLE_PFC_DLDR}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Queue> ENABLE_PFC_DLDR = new AttrSpec.Bool<>(SaiObject.Queue.class, 8, "SAI_QUEUE_ATTR_ENABLE_PFC_DLDR",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_QUEUE_ATTR_PFC_DLR_INIT}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Queue> PFC_DLR_INIT = new AttrSpec.Bool<>(SaiObject.Queue.class, 9, "SAI_QUEUE_ATTR_PFC_DLR_INIT",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_QUEUE_ATTR_TAM_OBJECT}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Queue> TAM_OBJECT = new AttrSpec.OidList<>(SaiObject.Queue.class, 10, "SAI_QUEUE_ATTR_TAM_OBJECT",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.TAM), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_QUEUE_ATTR_PFC_DLR_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Queue> PFC_DLR_PACKET_ACTION = new AttrSpec.S32<>(SaiObject.Queue.class, 11, "SAI_QUEUE_ATTR_PFC_DLR_PACKET_ACTION",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PACKET_ACTION_DROP */);

    /** {@code SAI_QUEUE_ATTR_PFC_CONTINUOUS_DEADLOCK_STATE}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.Queue> PFC_CONTINUOUS_DEADLOCK_STATE = new AttrSpec.S32<>(SaiObject.Queue.class, 12, "SAI_QUEUE_ATTR_PFC_CONTINUOUS_DEADLOCK_STATE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.QueuePfcContinuousDeadlockState.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_QUEUE_ATTR_STATS_COUNT_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Queue> STATS_COUNT_MODE = new AttrSpec.S32<>(SaiObject.Queue.class, 13, "SAI_QUEUE_ATTR_STATS_COUNT_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.StatsCountMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_STATS_COUNT_MODE_PACKET_AND_BYTE */);

    /** {@code SAI_QUEUE_ATTR_SELECTIVE_COUNTER_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.Queue> SELECTIVE_COUNTER_LIST = new AttrSpec.OidList<>(SaiObject.Queue.class, 14, "SAI_QUEUE_ATTR_SELECTIVE_COUNTER_LIST",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), false,
            AttrDefault.EMPTY_LIST);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            TYPE,
            PORT,
            INDEX,
            PARENT_SCHEDULER_NODE,
            WRED_PROFILE_ID,
            BUFFER_PROFILE_ID,
            SCHEDULER_PROFILE_ID,
            PAUSE_STATUS,
            ENABLE_PFC_DLDR,
            PFC_DLR_INIT,
            TAM_OBJECT,
            PFC_DLR_PACKET_ACTION,
            PFC_CONTINUOUS_DEADLOCK_STATE,
            STATS_COUNT_MODE,
            SELECTIVE_COUNTER_LIST);
}
