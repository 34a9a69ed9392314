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

/** Attributes of {@code SAI_OBJECT_TYPE_SCHEDULER_GROUP} ({@code sai_scheduler_group_attr_t}). */
public final class SchedulerGroupAttr {

    private SchedulerGroupAttr() {
    }

    /** {@code SAI_SCHEDULER_GROUP_ATTR_CHILD_COUNT}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.SchedulerGroup> CHILD_COUNT = new AttrSpec.U32<>(SaiObject.SchedulerGroup.class, 0, "SAI_SCHEDULER_GROUP_ATTR_CHILD_COUNT",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SCHEDULER_GROUP_ATTR_CHILD_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.SchedulerGroup> CHILD_LIST = new AttrSpec.OidList<>(SaiObject.SchedulerGroup.class, 1, "SAI_SCHEDULER_GROUP_ATTR_CHILD_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.SCHEDULER_GROUP, ObjectType.QUEUE), false,
            AttrDefault.NONE);

    /** {@code SAI_SCHEDULER_GROUP_ATTR_PORT_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.SchedulerGroup> PORT_ID = new AttrSpec.Oid<>(SaiObject.SchedulerGroup.class, 2, "SAI_SCHEDULER_GROUP_ATTR_PORT_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_SCHEDULER_GROUP_ATTR_LEVEL}: uint8, mandatory on create, create only. */
    public static final AttrSpec.U8<SaiObject.SchedulerGroup> LEVEL = new AttrSpec.U8<>(SaiObject.SchedulerGroup.class, 3, "SAI_SCHEDULER_GROUP_ATTR_LEVEL",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SCHEDULER_GROUP_ATTR_MAX_CHILDS}: uint8, mandatory on create, create only. */
    public static final AttrSpec.U8<SaiObject.SchedulerGroup> MAX_CHILDS = new AttrSpec.U8<>(SaiObject.SchedulerGroup.class, 4, "SAI_SCHEDULER_GROUP_ATTR_MAX_CHILDS",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SCHEDULER_GROUP_ATTR_SCHEDULER_PROFILE_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.SchedulerGroup> SCHEDULER_PROFILE_ID = new AttrSpec.Oid<>(SaiObject.SchedulerGroup.class, 5, "SAI_SCHEDULER_GROUP_ATTR_SCHEDULER_PROFILE_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.SCHEDULER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SCHEDULER_GROUP_ATTR_PARENT_NODE}: object_id, mandatory on create, create and set. */
    public static final AttrSpec.Oid<SaiObject.SchedulerGroup> PARENT_NODE = new AttrSpec.Oid<>(SaiObject.SchedulerGroup.class, 6, "SAI_SCHEDULER_GROUP_ATTR_PARENT_NODE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.SCHEDULER_GROUP, ObjectType.PORT), false,
            AttrDefault.NONE);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            CHILD_COUNT,
            CHILD_LIST,
            PORT_ID,
            LEVEL,
            MAX_CHILDS,
            SCHEDULER_PROFILE_ID,
            PARENT_NODE);
}
