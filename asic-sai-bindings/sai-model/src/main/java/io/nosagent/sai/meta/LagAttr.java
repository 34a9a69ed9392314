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

/** Attributes of {@code SAI_OBJECT_TYPE_LAG} ({@code sai_lag_attr_t}). */
public final class LagAttr {

    private LagAttr() {
    }

    /** {@code SAI_LAG_ATTR_PORT_LIST}: object_list, read only. */
    public static final AttrSpec PORT_LIST = new AttrSpec(ObjectType.LAG, 0, "SAI_LAG_ATTR_PORT_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.LAG_MEMBER), false,
            AttrDefault.NONE);

    /** {@code SAI_LAG_ATTR_INGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec INGRESS_ACL = new AttrSpec(ObjectType.LAG, 1, "SAI_LAG_ATTR_INGRESS_ACL",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_LAG_ATTR_EGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec EGRESS_ACL = new AttrSpec(ObjectType.LAG, 2, "SAI_LAG_ATTR_EGRESS_ACL",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_LAG_ATTR_PORT_VLAN_ID}: uint16, create and set. */
    public static final AttrSpec PORT_VLAN_ID = new AttrSpec(ObjectType.LAG, 3, "SAI_LAG_ATTR_PORT_VLAN_ID",
            ValueType.UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(1)));

    /** {@code SAI_LAG_ATTR_DEFAULT_VLAN_PRIORITY}: uint8, create and set. */
    public static final AttrSpec DEFAULT_VLAN_PRIORITY = new AttrSpec(ObjectType.LAG, 4, "SAI_LAG_ATTR_DEFAULT_VLAN_PRIORITY",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_LAG_ATTR_DROP_UNTAGGED}: bool, create and set. */
    public static final AttrSpec DROP_UNTAGGED = new AttrSpec(ObjectType.LAG, 5, "SAI_LAG_ATTR_DROP_UNTAGGED",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_LAG_ATTR_DROP_TAGGED}: bool, create and set. */
    public static final AttrSpec DROP_TAGGED = new AttrSpec(ObjectType.LAG, 6, "SAI_LAG_ATTR_DROP_TAGGED",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_LAG_ATTR_TPID}: uint16, create and set. */
    public static final AttrSpec TPID = new AttrSpec(ObjectType.LAG, 7, "SAI_LAG_ATTR_TPID",
            ValueType.UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(33024)));

    /** {@code SAI_LAG_ATTR_SYSTEM_PORT_AGGREGATE_ID}: uint32, create only. */
    public static final AttrSpec SYSTEM_PORT_AGGREGATE_ID = new AttrSpec(ObjectType.LAG, 8, "SAI_LAG_ATTR_SYSTEM_PORT_AGGREGATE_ID",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_LAG_ATTR_LABEL}: chardata, create and set. */
    public static final AttrSpec LABEL = new AttrSpec(ObjectType.LAG, 9, "SAI_LAG_ATTR_LABEL",
            ValueType.CHARDATA, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.CharData("")));

    /** {@code SAI_LAG_ATTR_ARS_OBJECT_ID}: object_id, create and set. */
    public static final AttrSpec ARS_OBJECT_ID = new AttrSpec(ObjectType.LAG, 10, "SAI_LAG_ATTR_ARS_OBJECT_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ARS), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_LAG_ATTR_ARS_PACKET_DROPS}: uint32, read only. */
    public static final AttrSpec ARS_PACKET_DROPS = new AttrSpec(ObjectType.LAG, 11, "SAI_LAG_ATTR_ARS_PACKET_DROPS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_LAG_ATTR_ARS_PORT_REASSIGNMENTS}: uint32, read only. */
    public static final AttrSpec ARS_PORT_REASSIGNMENTS = new AttrSpec(ObjectType.LAG, 12, "SAI_LAG_ATTR_ARS_PORT_REASSIGNMENTS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_LAG_ATTR_HASH_ALGORITHM}: int32, create only. */
    public static final AttrSpec HASH_ALGORITHM = new AttrSpec(ObjectType.LAG, 13, "SAI_LAG_ATTR_HASH_ALGORITHM",
            ValueType.INT32, Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.HashAlgorithm.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(7)) /* SAI_HASH_ALGORITHM_NONE */);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            PORT_LIST,
            INGRESS_ACL,
            EGRESS_ACL,
            PORT_VLAN_ID,
            DEFAULT_VLAN_PRIORITY,
            DROP_UNTAGGED,
            DROP_TAGGED,
            TPID,
            SYSTEM_PORT_AGGREGATE_ID,
            LABEL,
            ARS_OBJECT_ID,
            ARS_PACKET_DROPS,
            ARS_PORT_REASSIGNMENTS,
            HASH_ALGORITHM);
}
