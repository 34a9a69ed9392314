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

/** Attributes of {@code SAI_OBJECT_TYPE_LAG_MEMBER} ({@code sai_lag_member_attr_t}). */
public final class LagMemberAttr {

    private LagMemberAttr() {
    }

    /** {@code SAI_LAG_MEMBER_ATTR_LAG_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.LagMember> LAG_ID = new AttrSpec.Oid<>(SaiObject.LagMember.class, 0, "SAI_LAG_MEMBER_ATTR_LAG_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.LAG), false,
            AttrDefault.NONE);

    /** {@code SAI_LAG_MEMBER_ATTR_PORT_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.LagMember> PORT_ID = new AttrSpec.Oid<>(SaiObject.LagMember.class, 1, "SAI_LAG_MEMBER_ATTR_PORT_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.PORT, ObjectType.SYSTEM_PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_LAG_MEMBER_ATTR_EGRESS_DISABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.LagMember> EGRESS_DISABLE = new AttrSpec.Bool<>(SaiObject.LagMember.class, 2, "SAI_LAG_MEMBER_ATTR_EGRESS_DISABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_LAG_MEMBER_ATTR_INGRESS_DISABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.LagMember> INGRESS_DISABLE = new AttrSpec.Bool<>(SaiObject.LagMember.class, 3, "SAI_LAG_MEMBER_ATTR_INGRESS_DISABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_LAG_MEMBER_ATTR_WEIGHT}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.LagMember> WEIGHT = new AttrSpec.U32<>(SaiObject.LagMember.class, 4, "SAI_LAG_MEMBER_ATTR_WEIGHT",
            Set.of(AttrFlag.CREATE_AND_SET),
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
