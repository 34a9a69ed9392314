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

/** Attributes of {@code SAI_OBJECT_TYPE_ACL_RANGE} ({@code sai_acl_range_attr_t}). */
public final class AclRangeAttr {

    private AclRangeAttr() {
    }

    /** {@code SAI_ACL_RANGE_ATTR_TYPE}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.AclRange> TYPE = new AttrSpec.S32<>(SaiObject.AclRange.class, 0, "SAI_ACL_RANGE_ATTR_TYPE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            SaiEnums.AclRangeType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ACL_RANGE_ATTR_LIMIT}: uint32_range, mandatory on create, create only. */
    public static final AttrSpec.Of<SaiObject.AclRange, AttrValue.U32Range> LIMIT = new AttrSpec.Of<>(SaiObject.AclRange.class, 1, "SAI_ACL_RANGE_ATTR_LIMIT",
            ValueType.UINT32_RANGE, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            TYPE,
            LIMIT);
}
