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

/** Attributes of {@code SAI_OBJECT_TYPE_HOSTIF_TRAP} ({@code sai_hostif_trap_attr_t}). */
public final class HostifTrapAttr {

    private HostifTrapAttr() {
    }

    /** {@code SAI_HOSTIF_TRAP_ATTR_TRAP_TYPE}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.HostifTrap> TRAP_TYPE = new AttrSpec.S32<>(SaiObject.HostifTrap.class, 0, "SAI_HOSTIF_TRAP_ATTR_TRAP_TYPE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.KEY),
            SaiEnums.HostifTrapType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_HOSTIF_TRAP_ATTR_PACKET_ACTION}: int32, mandatory on create, create and set. */
    public static final AttrSpec.S32<SaiObject.HostifTrap> PACKET_ACTION = new AttrSpec.S32<>(SaiObject.HostifTrap.class, 1, "SAI_HOSTIF_TRAP_ATTR_PACKET_ACTION",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_HOSTIF_TRAP_ATTR_TRAP_PRIORITY}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.HostifTrap> TRAP_PRIORITY = new AttrSpec.U32<>(SaiObject.HostifTrap.class, 2, "SAI_HOSTIF_TRAP_ATTR_TRAP_PRIORITY",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.FROM_ATTRIBUTE);

    /** {@code SAI_HOSTIF_TRAP_ATTR_EXCLUDE_PORT_LIST}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.HostifTrap> EXCLUDE_PORT_LIST = new AttrSpec.OidList<>(SaiObject.HostifTrap.class, 3, "SAI_HOSTIF_TRAP_ATTR_EXCLUDE_PORT_LIST",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_HOSTIF_TRAP_ATTR_TRAP_GROUP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.HostifTrap> TRAP_GROUP = new AttrSpec.Oid<>(SaiObject.HostifTrap.class, 4, "SAI_HOSTIF_TRAP_ATTR_TRAP_GROUP",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(ObjectType.HOSTIF_TRAP_GROUP), false,
            AttrDefault.FROM_ATTRIBUTE);

    /** {@code SAI_HOSTIF_TRAP_ATTR_MIRROR_SESSION}: object_list, create and set. */
    public static final AttrSpec.OidList<SaiObject.HostifTrap> MIRROR_SESSION = new AttrSpec.OidList<>(SaiObject.HostifTrap.class, 5, "SAI_HOSTIF_TRAP_ATTR_MIRROR_SESSION",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.MIRROR_SESSION), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_HOSTIF_TRAP_ATTR_COUNTER_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.HostifTrap> COUNTER_ID = new AttrSpec.Oid<>(SaiObject.HostifTrap.class, 6, "SAI_HOSTIF_TRAP_ATTR_COUNTER_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
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
