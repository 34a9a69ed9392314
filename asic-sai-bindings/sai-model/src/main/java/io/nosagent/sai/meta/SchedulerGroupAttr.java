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

/** Attributes of {@code SAI_OBJECT_TYPE_SCHEDULER_GROUP} ({@code sai_scheduler_group_attr_t}). */
public final class SchedulerGroupAttr {

    private SchedulerGroupAttr() {
    }

    /** {@code SAI_SCHEDULER_GROUP_ATTR_CHILD_COUNT}: uint32, read only. */
    public static final AttrSpec CHILD_COUNT = new AttrSpec(ObjectType.SCHEDULER_GROUP, 0, "SAI_SCHEDULER_GROUP_ATTR_CHILD_COUNT",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SCHEDULER_GROUP_ATTR_CHILD_LIST}: object_list, read only. */
    public static final AttrSpec CHILD_LIST = new AttrSpec(ObjectType.SCHEDULER_GROUP, 1, "SAI_SCHEDULER_GROUP_ATTR_CHILD_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.SCHEDULER_GROUP, ObjectType.QUEUE), false,
            AttrDefault.NONE);

    /** {@code SAI_SCHEDULER_GROUP_ATTR_PORT_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec PORT_ID = new AttrSpec(ObjectType.SCHEDULER_GROUP, 2, "SAI_SCHEDULER_GROUP_ATTR_PORT_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_SCHEDULER_GROUP_ATTR_LEVEL}: uint8, mandatory on create, create only. */
    public static final AttrSpec LEVEL = new AttrSpec(ObjectType.SCHEDULER_GROUP, 3, "SAI_SCHEDULER_GROUP_ATTR_LEVEL",
            ValueType.UINT8, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SCHEDULER_GROUP_ATTR_MAX_CHILDS}: uint8, mandatory on create, create only. */
    public static final AttrSpec MAX_CHILDS = new AttrSpec(ObjectType.SCHEDULER_GROUP, 4, "SAI_SCHEDULER_GROUP_ATTR_MAX_CHILDS",
            ValueType.UINT8, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SCHEDULER_GROUP_ATTR_SCHEDULER_PROFILE_ID}: object_id, create and set. */
    public static final AttrSpec SCHEDULER_PROFILE_ID = new AttrSpec(ObjectType.SCHEDULER_GROUP, 5, "SAI_SCHEDULER_GROUP_ATTR_SCHEDULER_PROFILE_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.SCHEDULER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_SCHEDULER_GROUP_ATTR_PARENT_NODE}: object_id, mandatory on create, create and set. */
    public static final AttrSpec PARENT_NODE = new AttrSpec(ObjectType.SCHEDULER_GROUP, 6, "SAI_SCHEDULER_GROUP_ATTR_PARENT_NODE",
            ValueType.OBJECT_ID, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET),
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
