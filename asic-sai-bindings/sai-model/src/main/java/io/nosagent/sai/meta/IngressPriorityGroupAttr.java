// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true
package io.nosagent.sai.meta;

import io.nosagent.sai.AttrDefault;
import io.nosagent.sai.AttrFlag;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.ValueType;

import java.util.List;
import java.util.Set;

/** Attributes of {@code SAI_OBJECT_TYPE_INGRESS_PRIORITY_GROUP} ({@code sai_ingress_priority_group_attr_t}). */
public final class IngressPriorityGroupAttr {

    private IngressPriorityGroupAttr() {
    }

    /** {@code SAI_INGRESS_PRIORITY_GROUP_ATTR_BUFFER_PROFILE}: object_id, create and set. */
    public static final AttrSpec BUFFER_PROFILE = new AttrSpec(ObjectType.INGRESS_PRIORITY_GROUP, 0, "SAI_INGRESS_PRIORITY_GROUP_ATTR_BUFFER_PROFILE",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.BUFFER_PROFILE), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_INGRESS_PRIORITY_GROUP_ATTR_PORT}: object_id, mandatory on create, create only. */
    public static final AttrSpec PORT = new AttrSpec(ObjectType.INGRESS_PRIORITY_GROUP, 1, "SAI_INGRESS_PRIORITY_GROUP_ATTR_PORT",
            ValueType.OBJECT_ID, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.KEY),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_INGRESS_PRIORITY_GROUP_ATTR_TAM}: object_list, create and set. */
    public static final AttrSpec TAM = new AttrSpec(ObjectType.INGRESS_PRIORITY_GROUP, 2, "SAI_INGRESS_PRIORITY_GROUP_ATTR_TAM",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.TAM), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_INGRESS_PRIORITY_GROUP_ATTR_INDEX}: uint8, mandatory on create, create only. */
    public static final AttrSpec INDEX = new AttrSpec(ObjectType.INGRESS_PRIORITY_GROUP, 3, "SAI_INGRESS_PRIORITY_GROUP_ATTR_INDEX",
            ValueType.UINT8, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.KEY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_INGRESS_PRIORITY_GROUP_ATTR_STATS_COUNT_MODE}: int32, create and set. */
    public static final AttrSpec STATS_COUNT_MODE = new AttrSpec(ObjectType.INGRESS_PRIORITY_GROUP, 4, "SAI_INGRESS_PRIORITY_GROUP_ATTR_STATS_COUNT_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.StatsCountMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_STATS_COUNT_MODE_PACKET_AND_BYTE */);

    /** {@code SAI_INGRESS_PRIORITY_GROUP_ATTR_SELECTIVE_COUNTER_LIST}: object_list, create and set. */
    public static final AttrSpec SELECTIVE_COUNTER_LIST = new AttrSpec(ObjectType.INGRESS_PRIORITY_GROUP, 5, "SAI_INGRESS_PRIORITY_GROUP_ATTR_SELECTIVE_COUNTER_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), false,
            AttrDefault.EMPTY_LIST);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            BUFFER_PROFILE,
            PORT,
            TAM,
            INDEX,
            STATS_COUNT_MODE,
            SELECTIVE_COUNTER_LIST);
}
