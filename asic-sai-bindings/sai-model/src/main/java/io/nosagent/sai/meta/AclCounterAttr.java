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

/** Attributes of {@code SAI_OBJECT_TYPE_ACL_COUNTER} ({@code sai_acl_counter_attr_t}). */
public final class AclCounterAttr {

    private AclCounterAttr() {
    }

    /** {@code SAI_ACL_COUNTER_ATTR_TABLE_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.AclCounter> TABLE_ID = new AttrSpec.Oid<>(SaiObject.AclCounter.class, 0, "SAI_ACL_COUNTER_ATTR_TABLE_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.ACL_TABLE), false,
            AttrDefault.NONE);

    /** {@code SAI_ACL_COUNTER_ATTR_ENABLE_PACKET_COUNT}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclCounter> ENABLE_PACKET_COUNT = new AttrSpec.Bool<>(SaiObject.AclCounter.class, 1, "SAI_ACL_COUNTER_ATTR_ENABLE_PACKET_COUNT",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_COUNTER_ATTR_ENABLE_BYTE_COUNT}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclCounter> ENABLE_BYTE_COUNT = new AttrSpec.Bool<>(SaiObject.AclCounter.class, 2, "SAI_ACL_COUNTER_ATTR_ENABLE_BYTE_COUNT",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_COUNTER_ATTR_PACKETS}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.AclCounter> PACKETS = new AttrSpec.U64<>(SaiObject.AclCounter.class, 3, "SAI_ACL_COUNTER_ATTR_PACKETS",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_ACL_COUNTER_ATTR_BYTES}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.AclCounter> BYTES = new AttrSpec.U64<>(SaiObject.AclCounter.class, 4, "SAI_ACL_COUNTER_ATTR_BYTES",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_ACL_COUNTER_ATTR_LABEL}: chardata, create and set. */
    public static final AttrSpec.CharData<SaiObject.AclCounter> LABEL = new AttrSpec.CharData<>(SaiObject.AclCounter.class, 5, "SAI_ACL_COUNTER_ATTR_LABEL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.CharData("")));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            TABLE_ID,
            ENABLE_PACKET_COUNT,
            ENABLE_BYTE_COUNT,
            PACKETS,
            BYTES,
            LABEL);
}
