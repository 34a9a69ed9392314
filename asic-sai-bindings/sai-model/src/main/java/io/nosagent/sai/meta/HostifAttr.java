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

/** Attributes of {@code SAI_OBJECT_TYPE_HOSTIF} ({@code sai_hostif_attr_t}). */
public final class HostifAttr {

    private HostifAttr() {
    }

    /** {@code SAI_HOSTIF_ATTR_TYPE}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.Hostif> TYPE = new AttrSpec.S32<>(SaiObject.Hostif.class, 0, "SAI_HOSTIF_ATTR_TYPE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            SaiEnums.HostifType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_HOSTIF_ATTR_OBJ_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.Hostif> OBJ_ID = new AttrSpec.Oid<>(SaiObject.Hostif.class, 1, "SAI_HOSTIF_ATTR_OBJ_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(ObjectType.PORT, ObjectType.LAG, ObjectType.VLAN, ObjectType.SYSTEM_PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_HOSTIF_ATTR_NAME}: chardata, mandatory on create, create only. */
    public static final AttrSpec.CharData<SaiObject.Hostif> NAME = new AttrSpec.CharData<>(SaiObject.Hostif.class, 2, "SAI_HOSTIF_ATTR_NAME",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_HOSTIF_ATTR_OPER_STATUS}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Hostif> OPER_STATUS = new AttrSpec.Bool<>(SaiObject.Hostif.class, 3, "SAI_HOSTIF_ATTR_OPER_STATUS",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_HOSTIF_ATTR_QUEUE}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Hostif> QUEUE = new AttrSpec.U32<>(SaiObject.Hostif.class, 4, "SAI_HOSTIF_ATTR_QUEUE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_HOSTIF_ATTR_VLAN_TAG}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Hostif> VLAN_TAG = new AttrSpec.S32<>(SaiObject.Hostif.class, 5, "SAI_HOSTIF_ATTR_VLAN_TAG",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            SaiEnums.HostifVlanTag.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_HOSTIF_VLAN_TAG_STRIP */);

    /** {@code SAI_HOSTIF_ATTR_GENETLINK_MCGRP_NAME}: chardata, mandatory on create, create only. */
    public static final AttrSpec.CharData<SaiObject.Hostif> GENETLINK_MCGRP_NAME = new AttrSpec.CharData<>(SaiObject.Hostif.class, 6, "SAI_HOSTIF_ATTR_GENETLINK_MCGRP_NAME",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            TYPE,
            OBJ_ID,
            NAME,
            OPER_STATUS,
            QUEUE,
            VLAN_TAG,
            GENETLINK_MCGRP_NAME);
}
