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

/** Attributes of {@code SAI_OBJECT_TYPE_HOSTIF_TRAP} ({@code sai_hostif_trap_attr_t}). */
public final class HostifTrapAttr {

    private HostifTrapAttr() {
    }

    /** {@code SAI_HOSTIF_TRAP_ATTR_TRAP_TYPE}: int32, mandatory on create, create only. */
    public static final AttrSpec TRAP_TYPE = new AttrSpec(ObjectType.HOSTIF_TRAP, 0, "SAI_HOSTIF_TRAP_ATTR_TRAP_TYPE",
            ValueType.INT32, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.KEY),
            SaiEnums.HostifTrapType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_HOSTIF_TRAP_ATTR_PACKET_ACTION}: int32, mandatory on create, create and set. */
    public static final AttrSpec PACKET_ACTION = new AttrSpec(ObjectType.HOSTIF_TRAP, 1, "SAI_HOSTIF_TRAP_ATTR_PACKET_ACTION",
            ValueType.INT32, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_HOSTIF_TRAP_ATTR_TRAP_PRIORITY}: uint32, create and set. */
    public static final AttrSpec TRAP_PRIORITY = new AttrSpec(ObjectType.HOSTIF_TRAP, 2, "SAI_HOSTIF_TRAP_ATTR_TRAP_PRIORITY",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.FROM_ATTRIBUTE);

    /** {@code SAI_HOSTIF_TRAP_ATTR_EXCLUDE_PORT_LIST}: object_list, create and set. */
    public static final AttrSpec EXCLUDE_PORT_LIST = new AttrSpec(ObjectType.HOSTIF_TRAP, 3, "SAI_HOSTIF_TRAP_ATTR_EXCLUDE_PORT_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_HOSTIF_TRAP_ATTR_TRAP_GROUP}: object_id, create and set. */
    public static final AttrSpec TRAP_GROUP = new AttrSpec(ObjectType.HOSTIF_TRAP, 4, "SAI_HOSTIF_TRAP_ATTR_TRAP_GROUP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(ObjectType.HOSTIF_TRAP_GROUP), false,
            AttrDefault.FROM_ATTRIBUTE);

    /** {@code SAI_HOSTIF_TRAP_ATTR_MIRROR_SESSION}: object_list, create and set. */
    public static final AttrSpec MIRROR_SESSION = new AttrSpec(ObjectType.HOSTIF_TRAP, 5, "SAI_HOSTIF_TRAP_ATTR_MIRROR_SESSION",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.MIRROR_SESSION), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_HOSTIF_TRAP_ATTR_COUNTER_ID}: object_id, create and set. */
    public static final AttrSpec COUNTER_ID = new AttrSpec(ObjectType.HOSTIF_TRAP, 6, "SAI_HOSTIF_TRAP_ATTR_COUNTER_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            TRAP_TYPE,
            PACKET_ACTION,
            TRAP_PRIORITY,
            EXCLUDE_PORT_LIST,
            TRAP_GROUP,
            MIRROR_SESSION,
            COUNTER_ID);
}
