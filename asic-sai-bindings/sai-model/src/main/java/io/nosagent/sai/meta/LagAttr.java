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

/** Attributes of {@code SAI_OBJECT_TYPE_LAG} ({@code sai_lag_attr_t}). */
public final class LagAttr {

    private LagAttr() {
    }

    /** {@code SAI_LAG_ATTR_PORT_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.Lag> PORT_LIST = new AttrSpec.OidList<>(SaiObject.Lag.class, 0, "SAI_LAG_ATTR_PORT_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.LAG_MEMBER), false,
            AttrDefault.NONE);

    /** {@code SAI_LAG_ATTR_INGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Lag> INGRESS_ACL = new AttrSpec.Oid<>(SaiObject.Lag.class, 1, "SAI_LAG_ATTR_INGRESS_ACL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_LAG_ATTR_EGRESS_ACL}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Lag> EGRESS_ACL = new AttrSpec.Oid<>(SaiObject.Lag.class, 2, "SAI_LAG_ATTR_EGRESS_ACL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE, ObjectType.ACL_TABLE_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_LAG_ATTR_PORT_VLAN_ID}: uint16, create and set. */
    public static final AttrSpec.U16<SaiObject.Lag> PORT_VLAN_ID = new AttrSpec.U16<>(SaiObject.Lag.class, 3, "SAI_LAG_ATTR_PORT_VLAN_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(1)));

    /** {@code SAI_LAG_ATTR_DEFAULT_VLAN_PRIORITY}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Lag> DEFAULT_VLAN_PRIORITY = new AttrSpec.U8<>(SaiObject.Lag.class, 4, "SAI_LAG_ATTR_DEFAULT_VLAN_PRIORITY",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_LAG_ATTR_DROP_UNTAGGED}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Lag> DROP_UNTAGGED = new AttrSpec.Bool<>(SaiObject.Lag.class, 5, "SAI_LAG_ATTR_DROP_UNTAGGED",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_LAG_ATTR_DROP_TAGGED}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Lag> DROP_TAGGED = new AttrSpec.Bool<>(SaiObject.Lag.class, 6, "SAI_LAG_ATTR_DROP_TAGGED",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_LAG_ATTR_TPID}: uint16, create and set. */
    public static final AttrSpec.U16<SaiObject.Lag> TPID = new AttrSpec.U16<>(SaiObject.Lag.class, 7, "SAI_LAG_ATTR_TPID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U16(33024)));

    /** {@code SAI_LAG_ATTR_SYSTEM_PORT_AGGREGATE_ID}: uint32, create only. */
    public static final AttrSpec.U32<SaiObject.Lag> SYSTEM_PORT_AGGREGATE_ID = new AttrSpec.U32<>(SaiObject.Lag.class, 8, "SAI_LAG_ATTR_SYSTEM_PORT_AGGREGATE_ID",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_LAG_ATTR_LABEL}: chardata, create and set. */
    public static final AttrSpec.CharData<SaiObject.Lag> LABEL = new AttrSpec.CharData<>(SaiObject.Lag.class, 9, "SAI_LAG_ATTR_LABEL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.CharData("")));

    /** {@code SAI_LAG_ATTR_ARS_OBJECT_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Lag> ARS_OBJECT_ID = new AttrSpec.Oid<>(SaiObject.Lag.class, 10, "SAI_LAG_ATTR_ARS_OBJECT_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ARS), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_LAG_ATTR_ARS_PACKET_DROPS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Lag> ARS_PACKET_DROPS = new AttrSpec.U32<>(SaiObject.Lag.class, 11, "SAI_LAG_ATTR_ARS_PACKET_DROPS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_LAG_ATTR_ARS_PORT_REASSIGNMENTS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.Lag> ARS_PORT_REASSIGNMENTS = new AttrSpec.U32<>(SaiObject.Lag.class, 12, "SAI_LAG_ATTR_ARS_PORT_REASSIGNMENTS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_LAG_ATTR_HASH_ALGORITHM}: int32, create only. */
    public static final AttrSpec.S32<SaiObject.Lag> HASH_ALGORITHM = new AttrSpec.S32<>(SaiObject.Lag.class, 13, "SAI_LAG_ATTR_HASH_ALGORITHM",
            Set.of(AttrFlag.CREATE_ONLY),
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
