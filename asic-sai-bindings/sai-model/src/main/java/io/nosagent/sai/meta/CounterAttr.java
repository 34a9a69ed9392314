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

/** Attributes of {@code SAI_OBJECT_TYPE_COUNTER} ({@code sai_counter_attr_t}). */
public final class CounterAttr {

    private CounterAttr() {
    }

    /** {@code SAI_COUNTER_ATTR_TYPE}: int32, create only. */
    public static final AttrSpec.S32<SaiObject.Counter> TYPE = new AttrSpec.S32<>(SaiObject.Counter.class, 0, "SAI_COUNTER_ATTR_TYPE",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.CounterType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_COUNTER_TYPE_REGULAR */);

    /** {@code SAI_COUNTER_ATTR_LABEL}: chardata, create and set. */
    public static final AttrSpec.CharData<SaiObject.Counter> LABEL = new AttrSpec.CharData<>(SaiObject.Counter.class, 1, "SAI_COUNTER_ATTR_LABEL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.CharData("")));

    /** {@code SAI_COUNTER_ATTR_ENABLE_PACKET_COUNT}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.Counter> ENABLE_PACKET_COUNT = new AttrSpec.Bool<>(SaiObject.Counter.class, 2, "SAI_COUNTER_ATTR_ENABLE_PACKET_COUNT",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_COUNTER_ATTR_ENABLE_BYTE_COUNT}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.Counter> ENABLE_BYTE_COUNT = new AttrSpec.Bool<>(SaiObject.Counter.class, 3, "SAI_COUNTER_ATTR_ENABLE_BYTE_COUNT",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_COUNTER_ATTR_OBJECT_TYPE}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.Counter> OBJECT_TYPE = new AttrSpec.S32<>(SaiObject.Counter.class, 4, "SAI_COUNTER_ATTR_OBJECT_TYPE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            SaiEnums.ObjectType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_COUNTER_ATTR_STAT_ID_LIST}: int32_list, create and set. */
    public static final AttrSpec.S32List<SaiObject.Counter> STAT_ID_LIST = new AttrSpec.S32List<>(SaiObject.Counter.class, 5, "SAI_COUNTER_ATTR_STAT_ID_LIST",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            TYPE,
            LABEL,
            ENABLE_PACKET_COUNT,
            ENABLE_BYTE_COUNT,
            OBJECT_TYPE,
            STAT_ID_LIST);
}
