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

/** Attributes of {@code SAI_OBJECT_TYPE_INGRESS_PRIORITY_GROUP} ({@code sai_ingress_priority_group_attr_t}). */
public final class IngressPriorityGroupAttr {

    private IngressPriorityGroupAttr() {
    }

    /** {@code SAI_INGRESS_PRIORITY_GROUP_ATTR_BUFFER_PROFILE}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.IngressPriorityGroup> BUFFER_PROFILE = new AttrSpec.Oid<>(SaiObject.IngressPriorityGroup.class, 0, "SAI_INGRESS_PRIORITY_GROUP_ATTR_BUFFER_PROFILE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.BUFFER_PROFILE), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_INGRESS_PRIORITY_GROUP_ATTR_PORT}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.IngressPriorityGroup> PORT = new AttrSpec.Oid<>(SaiObject.IngressPriorityGroup.class, 1, "SAI_INGRESS_PRIORITY_GROUP_ATTR_PORT",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.KEY),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_INGRESS_PRIORITY_GROUP_ATTR_TAM}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.IngressPriorityGroup> TAM = new AttrSpec.OidList<>(SaiObject.IngressPriorityGroup.class, 2, "SAI_INGRESS_PRIORITY_GROUP_ATTR_TAM",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.TAM), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_INGRESS_PRIORITY_GROUP_ATTR_INDEX}: uint8, mandatory on create, create only. */
    public static final AttrSpec.U8<SaiObject.IngressPriorityGroup> INDEX = new AttrSpec.U8<>(SaiObject.IngressPriorityGroup.class, 3, "SAI_INGRESS_PRIORITY_GROUP_ATTR_INDEX",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.KEY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_INGRESS_PRIORITY_GROUP_ATTR_STATS_COUNT_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.IngressPriorityGroup> STATS_COUNT_MODE = new AttrSpec.S32<>(SaiObject.IngressPriorityGroup.class, 4, "SAI_INGRESS_PRIORITY_GROUP_ATTR_STATS_COUNT_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.StatsCountMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_STATS_COUNT_MODE_PACKET_AND_BYTE */);

    /** {@code SAI_INGRESS_PRIORITY_GROUP_ATTR_SELECTIVE_COUNTER_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.IngressPriorityGroup> SELECTIVE_COUNTER_LIST = new AttrSpec.OidList<>(SaiObject.IngressPriorityGroup.class, 5, "SAI_INGRESS_PRIORITY_GROUP_ATTR_SELECTIVE_COUNTER_LIST",
            Set.of(AttrFlag.CREATE_AND_SET),
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
