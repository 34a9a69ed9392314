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

/** Attributes of {@code SAI_OBJECT_TYPE_ACL_TABLE} ({@code sai_acl_table_attr_t}). */
public final class AclTableAttr {

    private AclTableAttr() {
    }

    /** {@code SAI_ACL_TABLE_ATTR_ACL_STAGE}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.AclTable> ACL_STAGE = new AttrSpec.S32<>(SaiObject.AclTable.class, 0, "SAI_ACL_TABLE_ATTR_ACL_STAGE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            SaiEnums.AclStage.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ACL_TABLE_ATTR_ACL_BIND_POINT_TYPE_LIST}: int32_list, create only. */
    public static final AttrSpec.S32List<SaiObject.AclTable> ACL_BIND_POINT_TYPE_LIST = new AttrSpec.S32List<>(SaiObject.AclTable.class, 1, "SAI_ACL_TABLE_ATTR_ACL_BIND_POINT_TYPE_LIST",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.AclBindPointType.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_ACL_TABLE_ATTR_SIZE}: uint32, create only. */
    public static final AttrSpec.U32<SaiObject.AclTable> SIZE = new AttrSpec.U32<>(SaiObject.AclTable.class, 2, "SAI_ACL_TABLE_ATTR_SIZE",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ACL_TABLE_ATTR_ACL_ACTION_TYPE_LIST}: int32_list, create only. */
    public static final AttrSpec.S32List<SaiObject.AclTable> ACL_ACTION_TYPE_LIST = new AttrSpec.S32List<>(SaiObject.AclTable.class, 3, "SAI_ACL_TABLE_ATTR_ACL_ACTION_TYPE_LIST",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.AclActionType.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_SRC_IPV6}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_SRC_IPV6 = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4096, "SAI_ACL_TABLE_ATTR_FIELD_SRC_IPV6",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_DST_IPV6}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_DST_IPV6 = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4097, "SAI_ACL_TABLE_ATTR_FIELD_DST_IPV6",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_INNER_SRC_IPV6}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_INNER_SRC_IPV6 = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4098, "SAI_ACL_TABLE_ATTR_FIELD_INNER_SRC_IPV6",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_INNER_DST_IPV6}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_INNER_DST_IPV6 = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4099, "SAI_ACL_TABLE_ATTR_FIELD_INNER_DST_IPV6",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_SRC_MAC}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_SRC_MAC = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4100, "SAI_ACL_TABLE_ATTR_FIELD_SRC_MAC",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_DST_MAC}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_DST_MAC = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4101, "SAI_ACL_TABLE_ATTR_FIELD_DST_MAC",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_SRC_IP}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_SRC_IP = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4102, "SAI_ACL_TABLE_ATTR_FIELD_SRC_IP",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_DST_IP}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_DST_IP = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4103, "SAI_ACL_TABLE_ATTR_FIELD_DST_IP",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_INNER_SRC_IP}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_INNER_SRC_IP = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4104, "SAI_ACL_TABLE_ATTR_FIELD_INNER_SRC_IP",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_INNER_DST_IP}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_INNER_DST_IP = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4105, "SAI_ACL_TABLE_ATTR_FIELD_INNER_DST_IP",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_IN_PORTS}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_IN_PORTS = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4106, "SAI_ACL_TABLE_ATTR_FIELD_IN_PORTS",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_OUT_PORTS}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_OUT_PORTS = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4107, "SAI_ACL_TABLE_ATTR_FIELD_OUT_PORTS",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_IN_PORT}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_IN_PORT = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4108, "SAI_ACL_TABLE_ATTR_FIELD_IN_PORT",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_OUT_PORT}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_OUT_PORT = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4109, "SAI_ACL_TABLE_ATTR_FIELD_OUT_PORT",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_SRC_PORT}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_SRC_PORT = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4110, "SAI_ACL_TABLE_ATTR_FIELD_SRC_PORT",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_OUTER_VLAN_ID}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_OUTER_VLAN_ID = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4111, "SAI_ACL_TABLE_ATTR_FIELD_OUTER_VLAN_ID",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_OUTER_VLAN_PRI}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_OUTER_VLAN_PRI = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4112, "SAI_ACL_TABLE_ATTR_FIELD_OUTER_VLAN_PRI",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_OUTER_VLAN_CFI}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_OUTER_VLAN_CFI = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4113, "SAI_ACL_TABLE_ATTR_FIELD_OUTER_VLAN_CFI",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_INNER_VLAN_ID}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_INNER_VLAN_ID = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4114, "SAI_ACL_TABLE_ATTR_FIELD_INNER_VLAN_ID",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_INNER_VLAN_PRI}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_INNER_VLAN_PRI = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4115, "SAI_ACL_TABLE_ATTR_FIELD_INNER_VLAN_PRI",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_INNER_VLAN_CFI}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_INNER_VLAN_CFI = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4116, "SAI_ACL_TABLE_ATTR_FIELD_INNER_VLAN_CFI",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_L4_SRC_PORT}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_L4_SRC_PORT = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4117, "SAI_ACL_TABLE_ATTR_FIELD_L4_SRC_PORT",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_L4_DST_PORT}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_L4_DST_PORT = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4118, "SAI_ACL_TABLE_ATTR_FIELD_L4_DST_PORT",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_INNER_L4_SRC_PORT}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_INNER_L4_SRC_PORT = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4119, "SAI_ACL_TABLE_ATTR_FIELD_INNER_L4_SRC_PORT",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_INNER_L4_DST_PORT}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_INNER_L4_DST_PORT = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4120, "SAI_ACL_TABLE_ATTR_FIELD_INNER_L4_DST_PORT",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_ETHER_TYPE}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_ETHER_TYPE = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4121, "SAI_ACL_TABLE_ATTR_FIELD_ETHER_TYPE",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_INNER_ETHER_TYPE}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_INNER_ETHER_TYPE = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4122, "SAI_ACL_TABLE_ATTR_FIELD_INNER_ETHER_TYPE",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_IP_PROTOCOL}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_IP_PROTOCOL = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4123, "SAI_ACL_TABLE_ATTR_FIELD_IP_PROTOCOL",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_INNER_IP_PROTOCOL}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_INNER_IP_PROTOCOL = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4124, "SAI_ACL_TABLE_ATTR_FIELD_INNER_IP_PROTOCOL",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_IP_IDENTIFICATION}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_IP_IDENTIFICATION = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4125, "SAI_ACL_TABLE_ATTR_FIELD_IP_IDENTIFICATION",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_DSCP}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_DSCP = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4126, "SAI_ACL_TABLE_ATTR_FIELD_DSCP",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_ECN}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_ECN = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4127, "SAI_ACL_TABLE_ATTR_FIELD_ECN",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_TTL}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_TTL = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4128, "SAI_ACL_TABLE_ATTR_FIELD_TTL",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_TOS}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_TOS = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4129, "SAI_ACL_TABLE_ATTR_FIELD_TOS",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_IP_FLAGS}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_IP_FLAGS = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4130, "SAI_ACL_TABLE_ATTR_FIELD_IP_FLAGS",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_TCP_FLAGS}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_TCP_FLAGS = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4131, "SAI_ACL_TABLE_ATTR_FIELD_TCP_FLAGS",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_ACL_IP_TYPE}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_ACL_IP_TYPE = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4132, "SAI_ACL_TABLE_ATTR_FIELD_ACL_IP_TYPE",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_ACL_IP_FRAG}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_ACL_IP_FRAG = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4133, "SAI_ACL_TABLE_ATTR_FIELD_ACL_IP_FRAG",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_IPV6_FLOW_LABEL}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_IPV6_FLOW_LABEL = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4134, "SAI_ACL_TABLE_ATTR_FIELD_IPV6_FLOW_LABEL",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_TC}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_TC = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4135, "SAI_ACL_TABLE_ATTR_FIELD_TC",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_ICMP_TYPE}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_ICMP_TYPE = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4136, "SAI_ACL_TABLE_ATTR_FIELD_ICMP_TYPE",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_ICMP_CODE}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_ICMP_CODE = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4137, "SAI_ACL_TABLE_ATTR_FIELD_ICMP_CODE",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_ICMPV6_TYPE}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_ICMPV6_TYPE = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4138, "SAI_ACL_TABLE_ATTR_FIELD_ICMPV6_TYPE",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_ICMPV6_CODE}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_ICMPV6_CODE = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4139, "SAI_ACL_TABLE_ATTR_FIELD_ICMPV6_CODE",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_PACKET_VLAN}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_PACKET_VLAN = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4140, "SAI_ACL_TABLE_ATTR_FIELD_PACKET_VLAN",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_TUNNEL_VNI}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_TUNNEL_VNI = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4141, "SAI_ACL_TABLE_ATTR_FIELD_TUNNEL_VNI",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_HAS_VLAN_TAG}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_HAS_VLAN_TAG = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4142, "SAI_ACL_TABLE_ATTR_FIELD_HAS_VLAN_TAG",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MACSEC_SCI}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MACSEC_SCI = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4143, "SAI_ACL_TABLE_ATTR_FIELD_MACSEC_SCI",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL0_LABEL}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL0_LABEL = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4144, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL0_LABEL",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL0_TTL}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL0_TTL = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4145, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL0_TTL",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL0_EXP}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL0_EXP = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4146, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL0_EXP",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL0_BOS}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL0_BOS = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4147, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL0_BOS",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL1_LABEL}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL1_LABEL = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4148, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL1_LABEL",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL1_TTL}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL1_TTL = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4149, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL1_TTL",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL1_EXP}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL1_EXP = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4150, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL1_EXP",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL1_BOS}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL1_BOS = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4151, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL1_BOS",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL2_LABEL}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL2_LABEL = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4152, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL2_LABEL",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL2_TTL}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL2_TTL = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4153, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL2_TTL",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL2_EXP}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL2_EXP = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4154, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL2_EXP",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL2_BOS}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL2_BOS = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4155, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL2_BOS",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL3_LABEL}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL3_LABEL = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4156, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL3_LABEL",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL3_TTL}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL3_TTL = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4157, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL3_TTL",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL3_EXP}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL3_EXP = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4158, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL3_EXP",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL3_BOS}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL3_BOS = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4159, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL3_BOS",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL4_LABEL}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL4_LABEL = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4160, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL4_LABEL",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL4_TTL}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL4_TTL = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4161, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL4_TTL",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL4_EXP}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL4_EXP = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4162, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL4_EXP",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL4_BOS}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_MPLS_LABEL4_BOS = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4163, "SAI_ACL_TABLE_ATTR_FIELD_MPLS_LABEL4_BOS",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_FDB_DST_USER_META}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_FDB_DST_USER_META = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4164, "SAI_ACL_TABLE_ATTR_FIELD_FDB_DST_USER_META",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_ROUTE_DST_USER_META}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_ROUTE_DST_USER_META = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4165, "SAI_ACL_TABLE_ATTR_FIELD_ROUTE_DST_USER_META",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_NEIGHBOR_DST_USER_META}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_NEIGHBOR_DST_USER_META = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4166, "SAI_ACL_TABLE_ATTR_FIELD_NEIGHBOR_DST_USER_META",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_PORT_USER_META}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_PORT_USER_META = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4167, "SAI_ACL_TABLE_ATTR_FIELD_PORT_USER_META",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_VLAN_USER_META}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_VLAN_USER_META = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4168, "SAI_ACL_TABLE_ATTR_FIELD_VLAN_USER_META",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_ACL_USER_META}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_ACL_USER_META = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4169, "SAI_ACL_TABLE_ATTR_FIELD_ACL_USER_META",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_FDB_NPU_META_DST_HIT}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_FDB_NPU_META_DST_HIT = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4170, "SAI_ACL_TABLE_ATTR_FIELD_FDB_NPU_META_DST_HIT",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_NEIGHBOR_NPU_META_DST_HIT}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_NEIGHBOR_NPU_META_DST_HIT = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4171, "SAI_ACL_TABLE_ATTR_FIELD_NEIGHBOR_NPU_META_DST_HIT",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_ROUTE_NPU_META_DST_HIT}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_ROUTE_NPU_META_DST_HIT = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4172, "SAI_ACL_TABLE_ATTR_FIELD_ROUTE_NPU_META_DST_HIT",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_BTH_OPCODE}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_BTH_OPCODE = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4173, "SAI_ACL_TABLE_ATTR_FIELD_BTH_OPCODE",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_AETH_SYNDROME}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_AETH_SYNDROME = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4174, "SAI_ACL_TABLE_ATTR_FIELD_AETH_SYNDROME",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_MIN}: object_id, create only. */
    public static final AttrSpec.Oid<SaiObject.AclTable> USER_DEFINED_FIELD_GROUP_MIN = new AttrSpec.Oid<>(SaiObject.AclTable.class, 4175, "SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_MIN",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.UDF_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_1}: object_id, create only. */
    public static final AttrSpec.Oid<SaiObject.AclTable> USER_DEFINED_FIELD_GROUP_1 = new AttrSpec.Oid<>(SaiObject.AclTable.class, 4176, "SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_1",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.UDF_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_2}: object_id, create only. */
    public static final AttrSpec.Oid<SaiObject.AclTable> USER_DEFINED_FIELD_GROUP_2 = new AttrSpec.Oid<>(SaiObject.AclTable.class, 4177, "SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_2",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.UDF_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_3}: object_id, create only. */
    public static final AttrSpec.Oid<SaiObject.AclTable> USER_DEFINED_FIELD_GROUP_3 = new AttrSpec.Oid<>(SaiObject.AclTable.class, 4178, "SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_3",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.UDF_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_4}: object_id, create only. */
    public static final AttrSpec.Oid<SaiObject.AclTable> USER_DEFINED_FIELD_GROUP_4 = new AttrSpec.Oid<>(SaiObject.AclTable.class, 4179, "SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_4",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.UDF_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_5}: object_id, create only. */
    public static final AttrSpec.Oid<SaiObject.AclTable> USER_DEFINED_FIELD_GROUP_5 = new AttrSpec.Oid<>(SaiObject.AclTable.class, 4180, "SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_5",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.UDF_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_6}: object_id, create only. */
    public static final AttrSpec.Oid<SaiObject.AclTable> USER_DEFINED_FIELD_GROUP_6 = new AttrSpec.Oid<>(SaiObject.AclTable.class, 4181, "SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_6",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.UDF_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_7}: object_id, create only. */
    public static final AttrSpec.Oid<SaiObject.AclTable> USER_DEFINED_FIELD_GROUP_7 = new AttrSpec.Oid<>(SaiObject.AclTable.class, 4182, "SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_7",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.UDF_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_8}: object_id, create only. */
    public static final AttrSpec.Oid<SaiObject.AclTable> USER_DEFINED_FIELD_GROUP_8 = new AttrSpec.Oid<>(SaiObject.AclTable.class, 4183, "SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_8",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.UDF_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_9}: object_id, create only. */
    public static final AttrSpec.Oid<SaiObject.AclTable> USER_DEFINED_FIELD_GROUP_9 = new AttrSpec.Oid<>(SaiObject.AclTable.class, 4184, "SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_9",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.UDF_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_MAX}: object_id, create only. */
    public static final AttrSpec.Oid<SaiObject.AclTable> USER_DEFINED_FIELD_GROUP_MAX = new AttrSpec.Oid<>(SaiObject.AclTable.class, 4430, "SAI_ACL_TABLE_ATTR_USER_DEFINED_FIELD_GROUP_MAX",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.UDF_GROUP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_ACL_RANGE_TYPE}: int32_list, create only. */
    public static final AttrSpec.S32List<SaiObject.AclTable> FIELD_ACL_RANGE_TYPE = new AttrSpec.S32List<>(SaiObject.AclTable.class, 4431, "SAI_ACL_TABLE_ATTR_FIELD_ACL_RANGE_TYPE",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.AclRangeType.ENUM, Set.of(), false,
            AttrDefault.EMPTY_LIST);

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_IPV6_NEXT_HEADER}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_IPV6_NEXT_HEADER = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4432, "SAI_ACL_TABLE_ATTR_FIELD_IPV6_NEXT_HEADER",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_GRE_KEY}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_GRE_KEY = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4433, "SAI_ACL_TABLE_ATTR_FIELD_GRE_KEY",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_TAM_INT_TYPE}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_TAM_INT_TYPE = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4434, "SAI_ACL_TABLE_ATTR_FIELD_TAM_INT_TYPE",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_SRC_IPV6_WORD3}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_SRC_IPV6_WORD3 = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4435, "SAI_ACL_TABLE_ATTR_FIELD_SRC_IPV6_WORD3",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_SRC_IPV6_WORD2}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_SRC_IPV6_WORD2 = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4436, "SAI_ACL_TABLE_ATTR_FIELD_SRC_IPV6_WORD2",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_SRC_IPV6_WORD1}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_SRC_IPV6_WORD1 = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4437, "SAI_ACL_TABLE_ATTR_FIELD_SRC_IPV6_WORD1",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_SRC_IPV6_WORD0}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_SRC_IPV6_WORD0 = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4438, "SAI_ACL_TABLE_ATTR_FIELD_SRC_IPV6_WORD0",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_DST_IPV6_WORD3}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_DST_IPV6_WORD3 = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4439, "SAI_ACL_TABLE_ATTR_FIELD_DST_IPV6_WORD3",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_DST_IPV6_WORD2}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_DST_IPV6_WORD2 = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4440, "SAI_ACL_TABLE_ATTR_FIELD_DST_IPV6_WORD2",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_DST_IPV6_WORD1}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_DST_IPV6_WORD1 = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4441, "SAI_ACL_TABLE_ATTR_FIELD_DST_IPV6_WORD1",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_DST_IPV6_WORD0}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_DST_IPV6_WORD0 = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4442, "SAI_ACL_TABLE_ATTR_FIELD_DST_IPV6_WORD0",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_INNER_SRC_MAC}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_INNER_SRC_MAC = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4443, "SAI_ACL_TABLE_ATTR_FIELD_INNER_SRC_MAC",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_INNER_DST_MAC}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_INNER_DST_MAC = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4444, "SAI_ACL_TABLE_ATTR_FIELD_INNER_DST_MAC",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_VRF_ID}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_VRF_ID = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4445, "SAI_ACL_TABLE_ATTR_FIELD_VRF_ID",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_IPMC_NPU_META_DST_HIT}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_IPMC_NPU_META_DST_HIT = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4446, "SAI_ACL_TABLE_ATTR_FIELD_IPMC_NPU_META_DST_HIT",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_TUNNEL_TERMINATED}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_TUNNEL_TERMINATED = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4447, "SAI_ACL_TABLE_ATTR_FIELD_TUNNEL_TERMINATED",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_SRC_PREFIX_META}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_SRC_PREFIX_META = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4448, "SAI_ACL_TABLE_ATTR_FIELD_SRC_PREFIX_META",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_DST_PREFIX_META}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_DST_PREFIX_META = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4449, "SAI_ACL_TABLE_ATTR_FIELD_DST_PREFIX_META",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_NEXT_HOP_USER_META}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_NEXT_HOP_USER_META = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4450, "SAI_ACL_TABLE_ATTR_FIELD_NEXT_HOP_USER_META",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_CSIG_COMPACT_TAG_ETHER_TYPE}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_CSIG_COMPACT_TAG_ETHER_TYPE = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4451, "SAI_ACL_TABLE_ATTR_FIELD_CSIG_COMPACT_TAG_ETHER_TYPE",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_CSIG_WIDE_TAG_ETHER_TYPE}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_CSIG_WIDE_TAG_ETHER_TYPE = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4452, "SAI_ACL_TABLE_ATTR_FIELD_CSIG_WIDE_TAG_ETHER_TYPE",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_CSIG_SIGNAL_TYPE}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_CSIG_SIGNAL_TYPE = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4453, "SAI_ACL_TABLE_ATTR_FIELD_CSIG_SIGNAL_TYPE",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_CSIG_D_BIT}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.AclTable> FIELD_CSIG_D_BIT = new AttrSpec.Bool<>(SaiObject.AclTable.class, 4454, "SAI_ACL_TABLE_ATTR_FIELD_CSIG_D_BIT",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ACL_TABLE_ATTR_ENTRY_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.AclTable> ENTRY_LIST = new AttrSpec.OidList<>(SaiObject.AclTable.class, 8192, "SAI_ACL_TABLE_ATTR_ENTRY_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.ACL_ENTRY), false,
            AttrDefault.NONE);

    /** {@code SAI_ACL_TABLE_ATTR_AVAILABLE_ACL_ENTRY}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.AclTable> AVAILABLE_ACL_ENTRY = new AttrSpec.U32<>(SaiObject.AclTable.class, 8193, "SAI_ACL_TABLE_ATTR_AVAILABLE_ACL_ENTRY",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ACL_TABLE_ATTR_AVAILABLE_ACL_COUNTER}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.AclTable> AVAILABLE_ACL_COUNTER = new AttrSpec.U32<>(SaiObject.AclTable.class, 8194, "SAI_ACL_TABLE_ATTR_AVAILABLE_ACL_COUNTER",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ACL_TABLE_ATTR_ACL_TABLE_MATCH_TYPE}: int32, create only. */
    public static final AttrSpec.S32<SaiObject.AclTable> ACL_TABLE_MATCH_TYPE = new AttrSpec.S32<>(SaiObject.AclTable.class, 8195, "SAI_ACL_TABLE_ATTR_ACL_TABLE_MATCH_TYPE",
            Set.of(AttrFlag.CREATE_ONLY),
            SaiEnums.AclTableMatchType.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_ACL_TABLE_MATCH_TYPE_TERNARY */);

    /** {@code SAI_ACL_TABLE_ATTR_SRC_PREFIX_COMPRESSION_TABLE}: object_id, create only. */
    public static final AttrSpec.Oid<SaiObject.AclTable> SRC_PREFIX_COMPRESSION_TABLE = new AttrSpec.Oid<>(SaiObject.AclTable.class, 8196, "SAI_ACL_TABLE_ATTR_SRC_PREFIX_COMPRESSION_TABLE",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.PREFIX_COMPRESSION_TABLE), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ACL_TABLE_ATTR_DST_PREFIX_COMPRESSION_TABLE}: object_id, create only. */
    public static final AttrSpec.Oid<SaiObject.AclTable> DST_PREFIX_COMPRESSION_TABLE = new AttrSpec.Oid<>(SaiObject.AclTable.class, 8197, "SAI_ACL_TABLE_ATTR_DST_PREFIX_COMPRESSION_TABLE",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.PREFIX_COMPRESSION_TABLE), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_VALID_BITS_SRC_IPV6}: acl_field_data_ipv6, create only. */
    public static final AttrSpec.Of<SaiObject.AclTable, AttrValue.AclField> FIELD_VALID_BITS_SRC_IPV6 = new AttrSpec.Of<>(SaiObject.AclTable.class, 12288, "SAI_ACL_TABLE_ATTR_FIELD_VALID_BITS_SRC_IPV6",
            ValueType.ACL_FIELD_DATA_IPV6, Set.of(AttrFlag.CREATE_ONLY, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_TABLE_ATTR_FIELD_VALID_BITS_DST_IPV6}: acl_field_data_ipv6, create only. */
    public static final AttrSpec.Of<SaiObject.AclTable, AttrValue.AclField> FIELD_VALID_BITS_DST_IPV6 = new AttrSpec.Of<>(SaiObject.AclTable.class, 12289, "SAI_ACL_TABLE_ATTR_FIELD_VALID_BITS_DST_IPV6",
            ValueType.ACL_FIELD_DATA_IPV6, Set.of(AttrFlag.CREATE_ONLY, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            ACL_STAGE,
            ACL_BIND_POINT_TYPE_LIST,
            SIZE,
            ACL_ACTION_TYPE_LIST,
            FIELD_SRC_IPV6,
            FIELD_DST_IPV6,
            FIELD_INNER_SRC_IPV6,
            FIELD_INNER_DST_IPV6,
            FIELD_SRC_MAC,
            FIELD_DST_MAC,
            FIELD_SRC_IP,
            FIELD_DST_IP,
            FIELD_INNER_SRC_IP,
            FIELD_INNER_DST_IP,
            FIELD_IN_PORTS,
            FIELD_OUT_PORTS,
            FIELD_IN_PORT,
            FIELD_OUT_PORT,
            FIELD_SRC_PORT,
            FIELD_OUTER_VLAN_ID,
            FIELD_OUTER_VLAN_PRI,
            FIELD_OUTER_VLAN_CFI,
            FIELD_INNER_VLAN_ID,
            FIELD_INNER_VLAN_PRI,
            FIELD_INNER_VLAN_CFI,
            FIELD_L4_SRC_PORT,
            FIELD_L4_DST_PORT,
            FIELD_INNER_L4_SRC_PORT,
            FIELD_INNER_L4_DST_PORT,
            FIELD_ETHER_TYPE,
            FIELD_INNER_ETHER_TYPE,
            FIELD_IP_PROTOCOL,
            FIELD_INNER_IP_PROTOCOL,
            FIELD_IP_IDENTIFICATION,
            FIELD_DSCP,
            FIELD_ECN,
            FIELD_TTL,
            FIELD_TOS,
            FIELD_IP_FLAGS,
            FIELD_TCP_FLAGS,
            FIELD_ACL_IP_TYPE,
            FIELD_ACL_IP_FRAG,
            FIELD_IPV6_FLOW_LABEL,
            FIELD_TC,
            FIELD_ICMP_TYPE,
            FIELD_ICMP_CODE,
            FIELD_ICMPV6_TYPE,
            FIELD_ICMPV6_CODE,
            FIELD_PACKET_VLAN,
            FIELD_TUNNEL_VNI,
            FIELD_HAS_VLAN_TAG,
            FIELD_MACSEC_SCI,
            FIELD_MPLS_LABEL0_LABEL,
            FIELD_MPLS_LABEL0_TTL,
            FIELD_MPLS_LABEL0_EXP,
            FIELD_MPLS_LABEL0_BOS,
            FIELD_MPLS_LABEL1_LABEL,
            FIELD_MPLS_LABEL1_TTL,
            FIELD_MPLS_LABEL1_EXP,
            FIELD_MPLS_LABEL1_BOS,
            FIELD_MPLS_LABEL2_LABEL,
            FIELD_MPLS_LABEL2_TTL,
            FIELD_MPLS_LABEL2_EXP,
            FIELD_MPLS_LABEL2_BOS,
            FIELD_MPLS_LABEL3_LABEL,
            FIELD_MPLS_LABEL3_TTL,
            FIELD_MPLS_LABEL3_EXP,
            FIELD_MPLS_LABEL3_BOS,
            FIELD_MPLS_LABEL4_LABEL,
            FIELD_MPLS_LABEL4_TTL,
            FIELD_MPLS_LABEL4_EXP,
            FIELD_MPLS_LABEL4_BOS,
            FIELD_FDB_DST_USER_META,
            FIELD_ROUTE_DST_USER_META,
            FIELD_NEIGHBOR_DST_USER_META,
            FIELD_PORT_USER_META,
            FIELD_VLAN_USER_META,
            FIELD_ACL_USER_META,
            FIELD_FDB_NPU_META_DST_HIT,
            FIELD_NEIGHBOR_NPU_META_DST_HIT,
            FIELD_ROUTE_NPU_META_DST_HIT,
            FIELD_BTH_OPCODE,
            FIELD_AETH_SYNDROME,
            USER_DEFINED_FIELD_GROUP_MIN,
            USER_DEFINED_FIELD_GROUP_1,
            USER_DEFINED_FIELD_GROUP_2,
            USER_DEFINED_FIELD_GROUP_3,
            USER_DEFINED_FIELD_GROUP_4,
            USER_DEFINED_FIELD_GROUP_5,
            USER_DEFINED_FIELD_GROUP_6,
            USER_DEFINED_FIELD_GROUP_7,
            USER_DEFINED_FIELD_GROUP_8,
            USER_DEFINED_FIELD_GROUP_9,
            USER_DEFINED_FIELD_GROUP_MAX,
            FIELD_ACL_RANGE_TYPE,
            FIELD_IPV6_NEXT_HEADER,
            FIELD_GRE_KEY,
            FIELD_TAM_INT_TYPE,
            FIELD_SRC_IPV6_WORD3,
            FIELD_SRC_IPV6_WORD2,
            FIELD_SRC_IPV6_WORD1,
            FIELD_SRC_IPV6_WORD0,
            FIELD_DST_IPV6_WORD3,
            FIELD_DST_IPV6_WORD2,
            FIELD_DST_IPV6_WORD1,
            FIELD_DST_IPV6_WORD0,
            FIELD_INNER_SRC_MAC,
            FIELD_INNER_DST_MAC,
            FIELD_VRF_ID,
            FIELD_IPMC_NPU_META_DST_HIT,
            FIELD_TUNNEL_TERMINATED,
            FIELD_SRC_PREFIX_META,
            FIELD_DST_PREFIX_META,
            FIELD_NEXT_HOP_USER_META,
            FIELD_CSIG_COMPACT_TAG_ETHER_TYPE,
            FIELD_CSIG_WIDE_TAG_ETHER_TYPE,
            FIELD_CSIG_SIGNAL_TYPE,
            FIELD_CSIG_D_BIT,
            ENTRY_LIST,
            AVAILABLE_ACL_ENTRY,
            AVAILABLE_ACL_COUNTER,
            ACL_TABLE_MATCH_TYPE,
            SRC_PREFIX_COMPRESSION_TABLE,
            DST_PREFIX_COMPRESSION_TABLE,
            FIELD_VALID_BITS_SRC_IPV6,
            FIELD_VALID_BITS_DST_IPV6);
}
