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

/** Attributes of {@code SAI_OBJECT_TYPE_QOS_MAP} ({@code sai_qos_map_attr_t}). */
public final class QosMapAttr {

    private QosMapAttr() {
    }

    /** {@code SAI_QOS_MAP_ATTR_TYPE}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.QosMap> TYPE = new AttrSpec.S32<>(SaiObject.QosMap.class, 0, "SAI_QOS_MAP_ATTR_TYPE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            SaiEnums.QosMapType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_QOS_MAP_ATTR_MAP_TO_VALUE_LIST}: qos_map_list, mandatory on create, create and set. */
    public static final AttrSpec.Of<SaiObject.QosMap, AttrValue.QosMapList> MAP_TO_VALUE_LIST = new AttrSpec.Of<>(SaiObject.QosMap.class, 1, "SAI_QOS_MAP_ATTR_MAP_TO_VALUE_LIST",
            ValueType.QOS_MAP_LIST, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            TYPE,
            MAP_TO_VALUE_LIST);
}
