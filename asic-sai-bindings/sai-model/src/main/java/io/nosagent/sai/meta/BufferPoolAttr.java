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

/** Attributes of {@code SAI_OBJECT_TYPE_BUFFER_POOL} ({@code sai_buffer_pool_attr_t}). */
public final class BufferPoolAttr {

    private BufferPoolAttr() {
    }

    /** {@code SAI_BUFFER_POOL_ATTR_SHARED_SIZE}: uint64, read only. */
    public static final AttrSpec.U64<SaiObject.BufferPool> SHARED_SIZE = new AttrSpec.U64<>(SaiObject.BufferPool.class, 0, "SAI_BUFFER_POOL_ATTR_SHARED_SIZE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_BUFFER_POOL_ATTR_TYPE}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.BufferPool> TYPE = new AttrSpec.S32<>(SaiObject.BufferPool.class, 1, "SAI_BUFFER_POOL_ATTR_TYPE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            SaiEnums.BufferPoolType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_BUFFER_POOL_ATTR_SIZE}: uint64, mandatory on create, create and set. */
    public static final AttrSpec.U64<SaiObject.BufferPool> SIZE = new AttrSpec.U64<>(SaiObject.BufferPool.class, 2, "SAI_BUFFER_POOL_ATTR_SIZE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_BUFFER_POOL_ATTR_THRESHOLD_MODE}: int32, create only. */
    public static final AttrSpec.S32<SaiObject.BufferPool> THRESHOLD_MODE = new AttrSpec.S32<>(SaiObject.BufferPool.class, 3, "SAI_BUFFER_POOL_ATTR_THRESHOLD_MODE",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.BufferPoolThresholdMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_BUFFER_POOL_THRESHOLD_MODE_DYNAMIC */);

    /** {@code SAI_BUFFER_POOL_ATTR_TAM}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.BufferPool> TAM = new AttrSpec.OidList<>(SaiObject.BufferPool.class, 4, "SAI_BUFFER_POOL_ATTR_TAM",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.TAM), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_BUFFER_POOL_ATTR_XOFF_SIZE}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.BufferPool> XOFF_SIZE = new AttrSpec.U64<>(SaiObject.BufferPool.class, 5, "SAI_BUFFER_POOL_ATTR_XOFF_SIZE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_BUFFER_POOL_ATTR_WRED_PROFILE_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.BufferPool> WRED_PROFILE_ID = new AttrSpec.Oid<>(SaiObject.BufferPool.class, 6, "SAI_BUFFER_POOL_ATTR_WRED_PROFILE_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.WRED), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_BUFFER_POOL_ATTR_STATS_COUNT_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.BufferPool> STATS_COUNT_MODE = new AttrSpec.S32<>(SaiObject.BufferPool.class, 7, "SAI_BUFFER_POOL_ATTR_STATS_COUNT_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.StatsCountMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_STATS_COUNT_MODE_PACKET_AND_BYTE */);

    /** {@code SAI_BUFFER_POOL_ATTR_SELECTIVE_COUNTER_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.BufferPool> SELECTIVE_COUNTER_LIST = new AttrSpec.OidList<>(SaiObject.BufferPool.class, 8, "SAI_BUFFER_POOL_ATTR_SELECTIVE_COUNTER_LIST",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), false,
            AttrDefault.EMPTY_LIST);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            SHARED_SIZE,
            TYPE,
            SIZE,
            THRESHOLD_MODE,
            TAM,
            XOFF_SIZE,
            WRED_PROFILE_ID,
            STATS_COUNT_MODE,
            SELECTIVE_COUNTER_LIST);
}
