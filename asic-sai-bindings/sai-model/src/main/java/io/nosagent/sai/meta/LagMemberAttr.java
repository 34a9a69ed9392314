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

/** Attributes of {@code SAI_OBJECT_TYPE_LAG_MEMBER} ({@code sai_lag_member_attr_t}). */
public final class LagMemberAttr {

    private LagMemberAttr() {
    }

    /** {@code SAI_LAG_MEMBER_ATTR_LAG_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec LAG_ID = new AttrSpec(ObjectType.LAG_MEMBER, 0, "SAI_LAG_MEMBER_ATTR_LAG_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.LAG), false,
            AttrDefault.NONE);

    /** {@code SAI_LAG_MEMBER_ATTR_PORT_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec PORT_ID = new AttrSpec(ObjectType.LAG_MEMBER, 1, "SAI_LAG_MEMBER_ATTR_PORT_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.PORT, ObjectType.SYSTEM_PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_LAG_MEMBER_ATTR_EGRESS_DISABLE}: bool, create and set. */
    public static final AttrSpec EGRESS_DISABLE = new AttrSpec(ObjectType.LAG_MEMBER, 2, "SAI_LAG_MEMBER_ATTR_EGRESS_DISABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_LAG_MEMBER_ATTR_INGRESS_DISABLE}: bool, create and set. */
    public static final AttrSpec INGRESS_DISABLE = new AttrSpec(ObjectType.LAG_MEMBER, 3, "SAI_LAG_MEMBER_ATTR_INGRESS_DISABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_LAG_MEMBER_ATTR_WEIGHT}: uint32, create and set. */
    public static final AttrSpec WEIGHT = new AttrSpec(ObjectType.LAG_MEMBER, 4, "SAI_LAG_MEMBER_ATTR_WEIGHT",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(1L)));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            LAG_ID,
            PORT_ID,
            EGRESS_DISABLE,
            INGRESS_DISABLE,
            WEIGHT);
}
