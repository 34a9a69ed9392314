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

/** Attributes of {@code SAI_OBJECT_TYPE_HOSTIF_TRAP_GROUP} ({@code sai_hostif_trap_group_attr_t}). */
public final class HostifTrapGroupAttr {

    private HostifTrapGroupAttr() {
    }

    /** {@code SAI_HOSTIF_TRAP_GROUP_ATTR_ADMIN_STATE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.HostifTrapGroup> ADMIN_STATE = new AttrSpec.Bool<>(SaiObject.HostifTrapGroup.class, 0, "SAI_HOSTIF_TRAP_GROUP_ATTR_ADMIN_STATE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_HOSTIF_TRAP_GROUP_ATTR_QUEUE}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.HostifTrapGroup> QUEUE = new AttrSpec.U32<>(SaiObject.HostifTrapGroup.class, 1, "SAI_HOSTIF_TRAP_GROUP_ATTR_QUEUE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_HOSTIF_TRAP_GROUP_ATTR_POLICER}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.HostifTrapGroup> POLICER = new AttrSpec.Oid<>(SaiObject.HostifTrapGroup.class, 2, "SAI_HOSTIF_TRAP_GROUP_ATTR_POLICER",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.POLICER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_HOSTIF_TRAP_GROUP_ATTR_OBJECT_STAGE}: int32, create only. */
    public static final AttrSpec.S32<SaiObject.HostifTrapGroup> OBJECT_STAGE = new AttrSpec.S32<>(SaiObject.HostifTrapGroup.class, 3, "SAI_HOSTIF_TRAP_GROUP_ATTR_OBJECT_STAGE",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.ObjectStage.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_OBJECT_STAGE_BOTH */);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            ADMIN_STATE,
            QUEUE,
            POLICER,
            OBJECT_STAGE);
}
