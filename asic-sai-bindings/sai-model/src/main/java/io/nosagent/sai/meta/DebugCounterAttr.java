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

/** Attributes of {@code SAI_OBJECT_TYPE_DEBUG_COUNTER} ({@code sai_debug_counter_attr_t}). */
public final class DebugCounterAttr {

    private DebugCounterAttr() {
    }

    /** {@code SAI_DEBUG_COUNTER_ATTR_INDEX}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.DebugCounter> INDEX = new AttrSpec.U32<>(SaiObject.DebugCounter.class, 0, "SAI_DEBUG_COUNTER_ATTR_INDEX",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_DEBUG_COUNTER_ATTR_TYPE}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.DebugCounter> TYPE = new AttrSpec.S32<>(SaiObject.DebugCounter.class, 1, "SAI_DEBUG_COUNTER_ATTR_TYPE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            SaiEnums.DebugCounterType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_DEBUG_COUNTER_ATTR_BIND_METHOD}: int32, create only. */
    public static final AttrSpec.S32<SaiObject.DebugCounter> BIND_METHOD = new AttrSpec.S32<>(SaiObject.DebugCounter.class, 2, "SAI_DEBUG_COUNTER_ATTR_BIND_METHOD",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.DebugCounterBindMethod.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_DEBUG_COUNTER_BIND_METHOD_AUTOMATIC */);

    /** {@code SAI_DEBUG_COUNTER_ATTR_IN_DROP_REASON_LIST}: int32_list, create and set. */
    public static final AttrSpec.S32List<SaiObject.DebugCounter> IN_DROP_REASON_LIST = new AttrSpec.S32List<>(SaiObject.DebugCounter.class, 3, "SAI_DEBUG_COUNTER_ATTR_IN_DROP_REASON_LIST",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.InDropReason.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_DEBUG_COUNTER_ATTR_OUT_DROP_REASON_LIST}: int32_list, create and set. */
    public static final AttrSpec.S32List<SaiObject.DebugCounter> OUT_DROP_REASON_LIST = new AttrSpec.S32List<>(SaiObject.DebugCounter.class, 4, "SAI_DEBUG_COUNTER_ATTR_OUT_DROP_REASON_LIST",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.OutDropReason.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            INDEX,
            TYPE,
            BIND_METHOD,
            IN_DROP_REASON_LIST,
            OUT_DROP_REASON_LIST);
}
