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

/** Attributes of {@code SAI_OBJECT_TYPE_ACL_ENTRY} ({@code sai_acl_entry_attr_t}). */
public final class AclEntryAttr {

    private AclEntryAttr() {
    }

    /** {@code SAI_ACL_ENTRY_ATTR_TABLE_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.AclEntry> TABLE_ID = new AttrSpec.Oid<>(SaiObject.AclEntry.class, 0, "SAI_ACL_ENTRY_ATTR_TABLE_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.ACL_TABLE), false,
            AttrDefault.NONE);

    /** {@code SAI_ACL_ENTRY_ATTR_PRIORITY}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.AclEntry> PRIORITY = new AttrSpec.U32<>(SaiObject.AclEntry.class, 1, "SAI_ACL_ENTRY_ATTR_PRIORITY",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ACL_ENTRY_ATTR_ADMIN_STATE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.AclEntry> ADMIN_STATE = new AttrSpec.Bool<>(SaiObject.AclEntry.class, 2, "SAI_ACL_ENTRY_ATTR_ADMIN_STATE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_SRC_IPV6}: acl_field_data_ipv6, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_SRC_IPV6 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4096, "SAI_ACL_ENTRY_ATTR_FIELD_SRC_IPV6",
            ValueType.ACL_FIELD_DATA_IPV6, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_DST_IPV6}: acl_field_data_ipv6, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_DST_IPV6 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4097, "SAI_ACL_ENTRY_ATTR_FIELD_DST_IPV6",
            ValueType.ACL_FIELD_DATA_IPV6, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_INNER_SRC_IPV6}: acl_field_data_ipv6, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_INNER_SRC_IPV6 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4098, "SAI_ACL_ENTRY_ATTR_FIELD_INNER_SRC_IPV6",
            ValueType.ACL_FIELD_DATA_IPV6, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_INNER_DST_IPV6}: acl_field_data_ipv6, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_INNER_DST_IPV6 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4099, "SAI_ACL_ENTRY_ATTR_FIELD_INNER_DST_IPV6",
            ValueType.ACL_FIELD_DATA_IPV6, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_SRC_MAC}: acl_field_data_mac, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_SRC_MAC = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4100, "SAI_ACL_ENTRY_ATTR_FIELD_SRC_MAC",
            ValueType.ACL_FIELD_DATA_MAC, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_DST_MAC}: acl_field_data_mac, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_DST_MAC = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4101, "SAI_ACL_ENTRY_ATTR_FIELD_DST_MAC",
            ValueType.ACL_FIELD_DATA_MAC, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_SRC_IP}: acl_field_data_ipv4, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_SRC_IP = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4102, "SAI_ACL_ENTRY_ATTR_FIELD_SRC_IP",
            ValueType.ACL_FIELD_DATA_IPV4, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_DST_IP}: acl_field_data_ipv4, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_DST_IP = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4103, "SAI_ACL_ENTRY_ATTR_FIELD_DST_IP",
            ValueType.ACL_FIELD_DATA_IPV4, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_INNER_SRC_IP}: acl_field_data_ipv4, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_INNER_SRC_IP = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4104, "SAI_ACL_ENTRY_ATTR_FIELD_INNER_SRC_IP",
            ValueType.ACL_FIELD_DATA_IPV4, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_INNER_DST_IP}: acl_field_data_ipv4, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_INNER_DST_IP = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4105, "SAI_ACL_ENTRY_ATTR_FIELD_INNER_DST_IP",
            ValueType.ACL_FIELD_DATA_IPV4, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_IN_PORTS}: acl_field_data_object_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_IN_PORTS = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4106, "SAI_ACL_ENTRY_ATTR_FIELD_IN_PORTS",
            ValueType.ACL_FIELD_DATA_OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_OUT_PORTS}: acl_field_data_object_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_OUT_PORTS = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4107, "SAI_ACL_ENTRY_ATTR_FIELD_OUT_PORTS",
            ValueType.ACL_FIELD_DATA_OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_IN_PORT}: acl_field_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_IN_PORT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4108, "SAI_ACL_ENTRY_ATTR_FIELD_IN_PORT",
            ValueType.ACL_FIELD_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.PORT, ObjectType.LAG), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_OUT_PORT}: acl_field_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_OUT_PORT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4109, "SAI_ACL_ENTRY_ATTR_FIELD_OUT_PORT",
            ValueType.ACL_FIELD_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.PORT, ObjectType.LAG), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_SRC_PORT}: acl_field_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_SRC_PORT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4110, "SAI_ACL_ENTRY_ATTR_FIELD_SRC_PORT",
            ValueType.ACL_FIELD_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_OUTER_VLAN_ID}: acl_field_data_uint16, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_OUTER_VLAN_ID = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4111, "SAI_ACL_ENTRY_ATTR_FIELD_OUTER_VLAN_ID",
            ValueType.ACL_FIELD_DATA_UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_OUTER_VLAN_PRI}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_OUTER_VLAN_PRI = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4112, "SAI_ACL_ENTRY_ATTR_FIELD_OUTER_VLAN_PRI",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_OUTER_VLAN_CFI}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_OUTER_VLAN_CFI = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4113, "SAI_ACL_ENTRY_ATTR_FIELD_OUTER_VLAN_CFI",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_INNER_VLAN_ID}: acl_field_data_uint16, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_INNER_VLAN_ID = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4114, "SAI_ACL_ENTRY_ATTR_FIELD_INNER_VLAN_ID",
            ValueType.ACL_FIELD_DATA_UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_INNER_VLAN_PRI}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_INNER_VLAN_PRI = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4115, "SAI_ACL_ENTRY_ATTR_FIELD_INNER_VLAN_PRI",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_INNER_VLAN_CFI}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_INNER_VLAN_CFI = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4116, "SAI_ACL_ENTRY_ATTR_FIELD_INNER_VLAN_CFI",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_L4_SRC_PORT}: acl_field_data_uint16, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_L4_SRC_PORT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4117, "SAI_ACL_ENTRY_ATTR_FIELD_L4_SRC_PORT",
            ValueType.ACL_FIELD_DATA_UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_L4_DST_PORT}: acl_field_data_uint16, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_L4_DST_PORT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4118, "SAI_ACL_ENTRY_ATTR_FIELD_L4_DST_PORT",
            ValueType.ACL_FIELD_DATA_UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_INNER_L4_SRC_PORT}: acl_field_data_uint16, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_INNER_L4_SRC_PORT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4119, "SAI_ACL_ENTRY_ATTR_FIELD_INNER_L4_SRC_PORT",
            ValueType.ACL_FIELD_DATA_UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_INNER_L4_DST_PORT}: acl_field_data_uint16, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_INNER_L4_DST_PORT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4120, "SAI_ACL_ENTRY_ATTR_FIELD_INNER_L4_DST_PORT",
            ValueType.ACL_FIELD_DATA_UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_ETHER_TYPE}: acl_field_data_uint16, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_ETHER_TYPE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4121, "SAI_ACL_ENTRY_ATTR_FIELD_ETHER_TYPE",
            ValueType.ACL_FIELD_DATA_UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_INNER_ETHER_TYPE}: acl_field_data_uint16, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_INNER_ETHER_TYPE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4122, "SAI_ACL_ENTRY_ATTR_FIELD_INNER_ETHER_TYPE",
            ValueType.ACL_FIELD_DATA_UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_IP_PROTOCOL}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_IP_PROTOCOL = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4123, "SAI_ACL_ENTRY_ATTR_FIELD_IP_PROTOCOL",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_INNER_IP_PROTOCOL}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_INNER_IP_PROTOCOL = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4124, "SAI_ACL_ENTRY_ATTR_FIELD_INNER_IP_PROTOCOL",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_IP_IDENTIFICATION}: acl_field_data_uint16, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_IP_IDENTIFICATION = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4125, "SAI_ACL_ENTRY_ATTR_FIELD_IP_IDENTIFICATION",
            ValueType.ACL_FIELD_DATA_UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_DSCP}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_DSCP = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4126, "SAI_ACL_ENTRY_ATTR_FIELD_DSCP",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_ECN}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_ECN = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4127, "SAI_ACL_ENTRY_ATTR_FIELD_ECN",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_TTL}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_TTL = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4128, "SAI_ACL_ENTRY_ATTR_FIELD_TTL",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_TOS}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_TOS = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4129, "SAI_ACL_ENTRY_ATTR_FIELD_TOS",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_IP_FLAGS}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_IP_FLAGS = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4130, "SAI_ACL_ENTRY_ATTR_FIELD_IP_FLAGS",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_TCP_FLAGS}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_TCP_FLAGS = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4131, "SAI_ACL_ENTRY_ATTR_FIELD_TCP_FLAGS",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_ACL_IP_TYPE}: acl_field_data_int32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_ACL_IP_TYPE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4132, "SAI_ACL_ENTRY_ATTR_FIELD_ACL_IP_TYPE",
            ValueType.ACL_FIELD_DATA_INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.AclIpType.ENUM, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_ACL_IP_FRAG}: acl_field_data_int32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_ACL_IP_FRAG = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4133, "SAI_ACL_ENTRY_ATTR_FIELD_ACL_IP_FRAG",
            ValueType.ACL_FIELD_DATA_INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.AclIpFrag.ENUM, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_IPV6_FLOW_LABEL}: acl_field_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_IPV6_FLOW_LABEL = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4134, "SAI_ACL_ENTRY_ATTR_FIELD_IPV6_FLOW_LABEL",
            ValueType.ACL_FIELD_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_TC}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_TC = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4135, "SAI_ACL_ENTRY_ATTR_FIELD_TC",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_ICMP_TYPE}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_ICMP_TYPE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4136, "SAI_ACL_ENTRY_ATTR_FIELD_ICMP_TYPE",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_ICMP_CODE}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_ICMP_CODE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4137, "SAI_ACL_ENTRY_ATTR_FIELD_ICMP_CODE",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_ICMPV6_TYPE}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_ICMPV6_TYPE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4138, "SAI_ACL_ENTRY_ATTR_FIELD_ICMPV6_TYPE",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_ICMPV6_CODE}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_ICMPV6_CODE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4139, "SAI_ACL_ENTRY_ATTR_FIELD_ICMPV6_CODE",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_PACKET_VLAN}: acl_field_data_int32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_PACKET_VLAN = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4140, "SAI_ACL_ENTRY_ATTR_FIELD_PACKET_VLAN",
            ValueType.ACL_FIELD_DATA_INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketVlan.ENUM, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_TUNNEL_VNI}: acl_field_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_TUNNEL_VNI = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4141, "SAI_ACL_ENTRY_ATTR_FIELD_TUNNEL_VNI",
            ValueType.ACL_FIELD_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_HAS_VLAN_TAG}: acl_field_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_HAS_VLAN_TAG = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4142, "SAI_ACL_ENTRY_ATTR_FIELD_HAS_VLAN_TAG",
            ValueType.ACL_FIELD_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MACSEC_SCI}: acl_field_data_uint64, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MACSEC_SCI = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4143, "SAI_ACL_ENTRY_ATTR_FIELD_MACSEC_SCI",
            ValueType.ACL_FIELD_DATA_UINT64, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL0_LABEL}: acl_field_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL0_LABEL = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4144, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL0_LABEL",
            ValueType.ACL_FIELD_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL0_TTL}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL0_TTL = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4145, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL0_TTL",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL0_EXP}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL0_EXP = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4146, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL0_EXP",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL0_BOS}: acl_field_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL0_BOS = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4147, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL0_BOS",
            ValueType.ACL_FIELD_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL1_LABEL}: acl_field_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL1_LABEL = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4148, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL1_LABEL",
            ValueType.ACL_FIELD_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL1_TTL}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL1_TTL = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4149, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL1_TTL",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL1_EXP}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL1_EXP = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4150, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL1_EXP",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL1_BOS}: acl_field_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL1_BOS = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4151, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL1_BOS",
            ValueType.ACL_FIELD_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL2_LABEL}: acl_field_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL2_LABEL = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4152, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL2_LABEL",
            ValueType.ACL_FIELD_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL2_TTL}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL2_TTL = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4153, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL2_TTL",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL2_EXP}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL2_EXP = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4154, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL2_EXP",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL2_BOS}: acl_field_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL2_BOS = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4155, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL2_BOS",
            ValueType.ACL_FIELD_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL3_LABEL}: acl_field_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL3_LABEL = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4156, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL3_LABEL",
            ValueType.ACL_FIELD_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL3_TTL}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL3_TTL = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4157, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL3_TTL",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL3_EXP}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL3_EXP = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4158, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL3_EXP",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL3_BOS}: acl_field_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL3_BOS = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4159, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL3_BOS",
            ValueType.ACL_FIELD_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL4_LABEL}: acl_field_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL4_LABEL = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4160, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL4_LABEL",
            ValueType.ACL_FIELD_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL4_TTL}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL4_TTL = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4161, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL4_TTL",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL4_EXP}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL4_EXP = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4162, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL4_EXP",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL4_BOS}: acl_field_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_MPLS_LABEL4_BOS = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4163, "SAI_ACL_ENTRY_ATTR_FIELD_MPLS_LABEL4_BOS",
            ValueType.ACL_FIELD_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_FDB_DST_USER_META}: acl_field_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_FDB_DST_USER_META = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4164, "SAI_ACL_ENTRY_ATTR_FIELD_FDB_DST_USER_META",
            ValueType.ACL_FIELD_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_ROUTE_DST_USER_META}: acl_field_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_ROUTE_DST_USER_META = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4165, "SAI_ACL_ENTRY_ATTR_FIELD_ROUTE_DST_USER_META",
            ValueType.ACL_FIELD_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_NEIGHBOR_DST_USER_META}: acl_field_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_NEIGHBOR_DST_USER_META = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4166, "SAI_ACL_ENTRY_ATTR_FIELD_NEIGHBOR_DST_USER_META",
            ValueType.ACL_FIELD_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_PORT_USER_META}: acl_field_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_PORT_USER_META = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4167, "SAI_ACL_ENTRY_ATTR_FIELD_PORT_USER_META",
            ValueType.ACL_FIELD_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_VLAN_USER_META}: acl_field_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_VLAN_USER_META = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4168, "SAI_ACL_ENTRY_ATTR_FIELD_VLAN_USER_META",
            ValueType.ACL_FIELD_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_ACL_USER_META}: acl_field_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_ACL_USER_META = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4169, "SAI_ACL_ENTRY_ATTR_FIELD_ACL_USER_META",
            ValueType.ACL_FIELD_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_FDB_NPU_META_DST_HIT}: acl_field_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_FDB_NPU_META_DST_HIT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4170, "SAI_ACL_ENTRY_ATTR_FIELD_FDB_NPU_META_DST_HIT",
            ValueType.ACL_FIELD_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_NEIGHBOR_NPU_META_DST_HIT}: acl_field_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_NEIGHBOR_NPU_META_DST_HIT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4171, "SAI_ACL_ENTRY_ATTR_FIELD_NEIGHBOR_NPU_META_DST_HIT",
            ValueType.ACL_FIELD_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_ROUTE_NPU_META_DST_HIT}: acl_field_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_ROUTE_NPU_META_DST_HIT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4172, "SAI_ACL_ENTRY_ATTR_FIELD_ROUTE_NPU_META_DST_HIT",
            ValueType.ACL_FIELD_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_BTH_OPCODE}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_BTH_OPCODE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4173, "SAI_ACL_ENTRY_ATTR_FIELD_BTH_OPCODE",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_AETH_SYNDROME}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_AETH_SYNDROME = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4174, "SAI_ACL_ENTRY_ATTR_FIELD_AETH_SYNDROME",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_MIN}: acl_field_data_uint8_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> USER_DEFINED_FIELD_GROUP_MIN = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4175, "SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_MIN",
            ValueType.ACL_FIELD_DATA_UINT8_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_1}: acl_field_data_uint8_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> USER_DEFINED_FIELD_GROUP_1 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4176, "SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_1",
            ValueType.ACL_FIELD_DATA_UINT8_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_2}: acl_field_data_uint8_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> USER_DEFINED_FIELD_GROUP_2 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4177, "SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_2",
            ValueType.ACL_FIELD_DATA_UINT8_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_3}: acl_field_data_uint8_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> USER_DEFINED_FIELD_GROUP_3 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4178, "SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_3",
            ValueType.ACL_FIELD_DATA_UINT8_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_4}: acl_field_data_uint8_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> USER_DEFINED_FIELD_GROUP_4 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4179, "SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_4",
            ValueType.ACL_FIELD_DATA_UINT8_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_5}: acl_field_data_uint8_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> USER_DEFINED_FIELD_GROUP_5 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4180, "SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_5",
            ValueType.ACL_FIELD_DATA_UINT8_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_6}: acl_field_data_uint8_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> USER_DEFINED_FIELD_GROUP_6 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4181, "SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_6",
            ValueType.ACL_FIELD_DATA_UINT8_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_7}: acl_field_data_uint8_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> USER_DEFINED_FIELD_GROUP_7 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4182, "SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_7",
            ValueType.ACL_FIELD_DATA_UINT8_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_8}: acl_field_data_uint8_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> USER_DEFINED_FIELD_GROUP_8 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4183, "SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_8",
            ValueType.ACL_FIELD_DATA_UINT8_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_9}: acl_field_data_uint8_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> USER_DEFINED_FIELD_GROUP_9 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4184, "SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_9",
            ValueType.ACL_FIELD_DATA_UINT8_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_MAX}: acl_field_data_uint8_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> USER_DEFINED_FIELD_GROUP_MAX = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4430, "SAI_ACL_ENTRY_ATTR_USER_DEFINED_FIELD_GROUP_MAX",
            ValueType.ACL_FIELD_DATA_UINT8_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_ACL_RANGE_TYPE}: acl_field_data_object_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_ACL_RANGE_TYPE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4431, "SAI_ACL_ENTRY_ATTR_FIELD_ACL_RANGE_TYPE",
            ValueType.ACL_FIELD_DATA_OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_RANGE), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_IPV6_NEXT_HEADER}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_IPV6_NEXT_HEADER = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4432, "SAI_ACL_ENTRY_ATTR_FIELD_IPV6_NEXT_HEADER",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_GRE_KEY}: acl_field_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_GRE_KEY = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4433, "SAI_ACL_ENTRY_ATTR_FIELD_GRE_KEY",
            ValueType.ACL_FIELD_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_TAM_INT_TYPE}: acl_field_data_int32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_TAM_INT_TYPE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4434, "SAI_ACL_ENTRY_ATTR_FIELD_TAM_INT_TYPE",
            ValueType.ACL_FIELD_DATA_INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.TamIntType.ENUM, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_SRC_IPV6_WORD3}: acl_field_data_ipv6, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_SRC_IPV6_WORD3 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4435, "SAI_ACL_ENTRY_ATTR_FIELD_SRC_IPV6_WORD3",
            ValueType.ACL_FIELD_DATA_IPV6, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_SRC_IPV6_WORD2}: acl_field_data_ipv6, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_SRC_IPV6_WORD2 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4436, "SAI_ACL_ENTRY_ATTR_FIELD_SRC_IPV6_WORD2",
            ValueType.ACL_FIELD_DATA_IPV6, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_SRC_IPV6_WORD1}: acl_field_data_ipv6, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_SRC_IPV6_WORD1 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4437, "SAI_ACL_ENTRY_ATTR_FIELD_SRC_IPV6_WORD1",
            ValueType.ACL_FIELD_DATA_IPV6, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_SRC_IPV6_WORD0}: acl_field_data_ipv6, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_SRC_IPV6_WORD0 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4438, "SAI_ACL_ENTRY_ATTR_FIELD_SRC_IPV6_WORD0",
            ValueType.ACL_FIELD_DATA_IPV6, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_DST_IPV6_WORD3}: acl_field_data_ipv6, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_DST_IPV6_WORD3 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4439, "SAI_ACL_ENTRY_ATTR_FIELD_DST_IPV6_WORD3",
            ValueType.ACL_FIELD_DATA_IPV6, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_DST_IPV6_WORD2}: acl_field_data_ipv6, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_DST_IPV6_WORD2 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4440, "SAI_ACL_ENTRY_ATTR_FIELD_DST_IPV6_WORD2",
            ValueType.ACL_FIELD_DATA_IPV6, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_DST_IPV6_WORD1}: acl_field_data_ipv6, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_DST_IPV6_WORD1 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4441, "SAI_ACL_ENTRY_ATTR_FIELD_DST_IPV6_WORD1",
            ValueType.ACL_FIELD_DATA_IPV6, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_DST_IPV6_WORD0}: acl_field_data_ipv6, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_DST_IPV6_WORD0 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4442, "SAI_ACL_ENTRY_ATTR_FIELD_DST_IPV6_WORD0",
            ValueType.ACL_FIELD_DATA_IPV6, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_INNER_SRC_MAC}: acl_field_data_mac, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_INNER_SRC_MAC = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4443, "SAI_ACL_ENTRY_ATTR_FIELD_INNER_SRC_MAC",
            ValueType.ACL_FIELD_DATA_MAC, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_INNER_DST_MAC}: acl_field_data_mac, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_INNER_DST_MAC = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4444, "SAI_ACL_ENTRY_ATTR_FIELD_INNER_DST_MAC",
            ValueType.ACL_FIELD_DATA_MAC, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_VRF_ID}: acl_field_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_VRF_ID = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4445, "SAI_ACL_ENTRY_ATTR_FIELD_VRF_ID",
            ValueType.ACL_FIELD_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.VIRTUAL_ROUTER), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_IPMC_NPU_META_DST_HIT}: acl_field_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_IPMC_NPU_META_DST_HIT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4446, "SAI_ACL_ENTRY_ATTR_FIELD_IPMC_NPU_META_DST_HIT",
            ValueType.ACL_FIELD_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_TUNNEL_TERMINATED}: acl_field_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_TUNNEL_TERMINATED = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4447, "SAI_ACL_ENTRY_ATTR_FIELD_TUNNEL_TERMINATED",
            ValueType.ACL_FIELD_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_SRC_PREFIX_META}: acl_field_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_SRC_PREFIX_META = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4448, "SAI_ACL_ENTRY_ATTR_FIELD_SRC_PREFIX_META",
            ValueType.ACL_FIELD_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_DST_PREFIX_META}: acl_field_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_DST_PREFIX_META = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4449, "SAI_ACL_ENTRY_ATTR_FIELD_DST_PREFIX_META",
            ValueType.ACL_FIELD_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_NEXT_HOP_USER_META}: acl_field_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_NEXT_HOP_USER_META = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4450, "SAI_ACL_ENTRY_ATTR_FIELD_NEXT_HOP_USER_META",
            ValueType.ACL_FIELD_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_CSIG_COMPACT_TAG_ETHER_TYPE}: acl_field_data_uint16, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_CSIG_COMPACT_TAG_ETHER_TYPE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4451, "SAI_ACL_ENTRY_ATTR_FIELD_CSIG_COMPACT_TAG_ETHER_TYPE",
            ValueType.ACL_FIELD_DATA_UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_CSIG_WIDE_TAG_ETHER_TYPE}: acl_field_data_uint16, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_CSIG_WIDE_TAG_ETHER_TYPE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4452, "SAI_ACL_ENTRY_ATTR_FIELD_CSIG_WIDE_TAG_ETHER_TYPE",
            ValueType.ACL_FIELD_DATA_UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_CSIG_SIGNAL_TYPE}: acl_field_data_int32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_CSIG_SIGNAL_TYPE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4453, "SAI_ACL_ENTRY_ATTR_FIELD_CSIG_SIGNAL_TYPE",
            ValueType.ACL_FIELD_DATA_INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.CsigSignalType.ENUM, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_FIELD_CSIG_D_BIT}: acl_field_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclField> FIELD_CSIG_D_BIT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 4454, "SAI_ACL_ENTRY_ATTR_FIELD_CSIG_D_BIT",
            ValueType.ACL_FIELD_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclField.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_REDIRECT}: acl_action_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_REDIRECT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8192, "SAI_ACL_ENTRY_ATTR_ACTION_REDIRECT",
            ValueType.ACL_ACTION_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.PORT, ObjectType.SYSTEM_PORT, ObjectType.LAG, ObjectType.NEXT_HOP, ObjectType.NEXT_HOP_GROUP, ObjectType.BRIDGE_PORT, ObjectType.L2MC_GROUP, ObjectType.IPMC_GROUP), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_ENDPOINT_IP}: acl_action_data_ip_address, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_ENDPOINT_IP = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8193, "SAI_ACL_ENTRY_ATTR_ACTION_ENDPOINT_IP",
            ValueType.ACL_ACTION_DATA_IP_ADDRESS, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_REDIRECT_LIST}: acl_action_data_object_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_REDIRECT_LIST = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8194, "SAI_ACL_ENTRY_ATTR_ACTION_REDIRECT_LIST",
            ValueType.ACL_ACTION_DATA_OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.PORT, ObjectType.SYSTEM_PORT, ObjectType.LAG, ObjectType.NEXT_HOP, ObjectType.NEXT_HOP_GROUP), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_PACKET_ACTION}: acl_action_data_int32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_PACKET_ACTION = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8195, "SAI_ACL_ENTRY_ATTR_ACTION_PACKET_ACTION",
            ValueType.ACL_ACTION_DATA_INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_FLOOD}: acl_action_data_int32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_FLOOD = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8196, "SAI_ACL_ENTRY_ATTR_ACTION_FLOOD",
            ValueType.ACL_ACTION_DATA_INT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_COUNTER}: acl_action_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_COUNTER = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8197, "SAI_ACL_ENTRY_ATTR_ACTION_COUNTER",
            ValueType.ACL_ACTION_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_COUNTER), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_MIRROR_INGRESS}: acl_action_data_object_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_MIRROR_INGRESS = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8198, "SAI_ACL_ENTRY_ATTR_ACTION_MIRROR_INGRESS",
            ValueType.ACL_ACTION_DATA_OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.MIRROR_SESSION), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_MIRROR_EGRESS}: acl_action_data_object_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_MIRROR_EGRESS = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8199, "SAI_ACL_ENTRY_ATTR_ACTION_MIRROR_EGRESS",
            ValueType.ACL_ACTION_DATA_OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.MIRROR_SESSION), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_POLICER}: acl_action_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_POLICER = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8200, "SAI_ACL_ENTRY_ATTR_ACTION_SET_POLICER",
            ValueType.ACL_ACTION_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.POLICER), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_DECREMENT_TTL}: acl_action_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_DECREMENT_TTL = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8201, "SAI_ACL_ENTRY_ATTR_ACTION_DECREMENT_TTL",
            ValueType.ACL_ACTION_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_TC}: acl_action_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_TC = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8202, "SAI_ACL_ENTRY_ATTR_ACTION_SET_TC",
            ValueType.ACL_ACTION_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_PACKET_COLOR}: acl_action_data_int32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_PACKET_COLOR = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8203, "SAI_ACL_ENTRY_ATTR_ACTION_SET_PACKET_COLOR",
            ValueType.ACL_ACTION_DATA_INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketColor.ENUM, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_INNER_VLAN_ID}: acl_action_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_INNER_VLAN_ID = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8204, "SAI_ACL_ENTRY_ATTR_ACTION_SET_INNER_VLAN_ID",
            ValueType.ACL_ACTION_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_INNER_VLAN_PRI}: acl_action_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_INNER_VLAN_PRI = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8205, "SAI_ACL_ENTRY_ATTR_ACTION_SET_INNER_VLAN_PRI",
            ValueType.ACL_ACTION_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_OUTER_VLAN_ID}: acl_action_data_uint16, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_OUTER_VLAN_ID = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8206, "SAI_ACL_ENTRY_ATTR_ACTION_SET_OUTER_VLAN_ID",
            ValueType.ACL_ACTION_DATA_UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_OUTER_VLAN_PRI}: acl_action_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_OUTER_VLAN_PRI = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8207, "SAI_ACL_ENTRY_ATTR_ACTION_SET_OUTER_VLAN_PRI",
            ValueType.ACL_ACTION_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_SRC_MAC}: acl_action_data_mac, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_SRC_MAC = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8208, "SAI_ACL_ENTRY_ATTR_ACTION_SET_SRC_MAC",
            ValueType.ACL_ACTION_DATA_MAC, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_DST_MAC}: acl_action_data_mac, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_DST_MAC = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8209, "SAI_ACL_ENTRY_ATTR_ACTION_SET_DST_MAC",
            ValueType.ACL_ACTION_DATA_MAC, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_SRC_IP}: acl_action_data_ipv4, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_SRC_IP = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8210, "SAI_ACL_ENTRY_ATTR_ACTION_SET_SRC_IP",
            ValueType.ACL_ACTION_DATA_IPV4, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_DST_IP}: acl_action_data_ipv4, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_DST_IP = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8211, "SAI_ACL_ENTRY_ATTR_ACTION_SET_DST_IP",
            ValueType.ACL_ACTION_DATA_IPV4, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_SRC_IPV6}: acl_action_data_ipv6, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_SRC_IPV6 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8212, "SAI_ACL_ENTRY_ATTR_ACTION_SET_SRC_IPV6",
            ValueType.ACL_ACTION_DATA_IPV6, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_DST_IPV6}: acl_action_data_ipv6, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_DST_IPV6 = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8213, "SAI_ACL_ENTRY_ATTR_ACTION_SET_DST_IPV6",
            ValueType.ACL_ACTION_DATA_IPV6, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_DSCP}: acl_action_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_DSCP = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8214, "SAI_ACL_ENTRY_ATTR_ACTION_SET_DSCP",
            ValueType.ACL_ACTION_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_ECN}: acl_action_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_ECN = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8215, "SAI_ACL_ENTRY_ATTR_ACTION_SET_ECN",
            ValueType.ACL_ACTION_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_L4_SRC_PORT}: acl_action_data_uint16, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_L4_SRC_PORT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8216, "SAI_ACL_ENTRY_ATTR_ACTION_SET_L4_SRC_PORT",
            ValueType.ACL_ACTION_DATA_UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_L4_DST_PORT}: acl_action_data_uint16, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_L4_DST_PORT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8217, "SAI_ACL_ENTRY_ATTR_ACTION_SET_L4_DST_PORT",
            ValueType.ACL_ACTION_DATA_UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_INGRESS_SAMPLEPACKET_ENABLE}: acl_action_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_INGRESS_SAMPLEPACKET_ENABLE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8218, "SAI_ACL_ENTRY_ATTR_ACTION_INGRESS_SAMPLEPACKET_ENABLE",
            ValueType.ACL_ACTION_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.SAMPLEPACKET), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_EGRESS_SAMPLEPACKET_ENABLE}: acl_action_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_EGRESS_SAMPLEPACKET_ENABLE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8219, "SAI_ACL_ENTRY_ATTR_ACTION_EGRESS_SAMPLEPACKET_ENABLE",
            ValueType.ACL_ACTION_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.SAMPLEPACKET), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_ACL_META_DATA}: acl_action_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_ACL_META_DATA = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8220, "SAI_ACL_ENTRY_ATTR_ACTION_SET_ACL_META_DATA",
            ValueType.ACL_ACTION_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_EGRESS_BLOCK_PORT_LIST}: acl_action_data_object_list, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_EGRESS_BLOCK_PORT_LIST = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8221, "SAI_ACL_ENTRY_ATTR_ACTION_EGRESS_BLOCK_PORT_LIST",
            ValueType.ACL_ACTION_DATA_OBJECT_LIST, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_USER_TRAP_ID}: acl_action_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_USER_TRAP_ID = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8222, "SAI_ACL_ENTRY_ATTR_ACTION_SET_USER_TRAP_ID",
            ValueType.ACL_ACTION_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HOSTIF_USER_DEFINED_TRAP), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_DO_NOT_LEARN}: acl_action_data_uint32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_DO_NOT_LEARN = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8223, "SAI_ACL_ENTRY_ATTR_ACTION_SET_DO_NOT_LEARN",
            ValueType.ACL_ACTION_DATA_UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_ACL_DTEL_FLOW_OP}: acl_action_data_int32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_ACL_DTEL_FLOW_OP = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8224, "SAI_ACL_ENTRY_ATTR_ACTION_ACL_DTEL_FLOW_OP",
            ValueType.ACL_ACTION_DATA_INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.AclDtelFlowOp.ENUM, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_DTEL_INT_SESSION}: acl_action_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_DTEL_INT_SESSION = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8225, "SAI_ACL_ENTRY_ATTR_ACTION_DTEL_INT_SESSION",
            ValueType.ACL_ACTION_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.DTEL_INT_SESSION), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_DTEL_DROP_REPORT_ENABLE}: acl_action_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_DTEL_DROP_REPORT_ENABLE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8226, "SAI_ACL_ENTRY_ATTR_ACTION_DTEL_DROP_REPORT_ENABLE",
            ValueType.ACL_ACTION_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_DTEL_TAIL_DROP_REPORT_ENABLE}: acl_action_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_DTEL_TAIL_DROP_REPORT_ENABLE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8227, "SAI_ACL_ENTRY_ATTR_ACTION_DTEL_TAIL_DROP_REPORT_ENABLE",
            ValueType.ACL_ACTION_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_DTEL_FLOW_SAMPLE_PERCENT}: acl_action_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_DTEL_FLOW_SAMPLE_PERCENT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8228, "SAI_ACL_ENTRY_ATTR_ACTION_DTEL_FLOW_SAMPLE_PERCENT",
            ValueType.ACL_ACTION_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_DTEL_REPORT_ALL_PACKETS}: acl_action_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_DTEL_REPORT_ALL_PACKETS = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8229, "SAI_ACL_ENTRY_ATTR_ACTION_DTEL_REPORT_ALL_PACKETS",
            ValueType.ACL_ACTION_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_NO_NAT}: acl_action_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_NO_NAT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8230, "SAI_ACL_ENTRY_ATTR_ACTION_NO_NAT",
            ValueType.ACL_ACTION_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_INT_INSERT}: acl_action_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_INT_INSERT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8231, "SAI_ACL_ENTRY_ATTR_ACTION_INT_INSERT",
            ValueType.ACL_ACTION_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_INT_DELETE}: acl_action_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_INT_DELETE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8232, "SAI_ACL_ENTRY_ATTR_ACTION_INT_DELETE",
            ValueType.ACL_ACTION_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_INT_REPORT_FLOW}: acl_action_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_INT_REPORT_FLOW = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8233, "SAI_ACL_ENTRY_ATTR_ACTION_INT_REPORT_FLOW",
            ValueType.ACL_ACTION_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_INT_REPORT_DROPS}: acl_action_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_INT_REPORT_DROPS = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8234, "SAI_ACL_ENTRY_ATTR_ACTION_INT_REPORT_DROPS",
            ValueType.ACL_ACTION_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_INT_REPORT_TAIL_DROPS}: acl_action_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_INT_REPORT_TAIL_DROPS = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8235, "SAI_ACL_ENTRY_ATTR_ACTION_INT_REPORT_TAIL_DROPS",
            ValueType.ACL_ACTION_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_TAM_INT_OBJECT}: acl_action_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_TAM_INT_OBJECT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8236, "SAI_ACL_ENTRY_ATTR_ACTION_TAM_INT_OBJECT",
            ValueType.ACL_ACTION_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.TAM_INT), true,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_ISOLATION_GROUP}: acl_action_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_ISOLATION_GROUP = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8237, "SAI_ACL_ENTRY_ATTR_ACTION_SET_ISOLATION_GROUP",
            ValueType.ACL_ACTION_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ISOLATION_GROUP), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_MACSEC_FLOW}: acl_action_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_MACSEC_FLOW = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8238, "SAI_ACL_ENTRY_ATTR_ACTION_MACSEC_FLOW",
            ValueType.ACL_ACTION_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.MACSEC_FLOW), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_LAG_HASH_ID}: acl_action_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_LAG_HASH_ID = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8239, "SAI_ACL_ENTRY_ATTR_ACTION_SET_LAG_HASH_ID",
            ValueType.ACL_ACTION_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_ECMP_HASH_ID}: acl_action_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_ECMP_HASH_ID = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8240, "SAI_ACL_ENTRY_ATTR_ACTION_SET_ECMP_HASH_ID",
            ValueType.ACL_ACTION_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HASH), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_VRF}: acl_action_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_VRF = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8241, "SAI_ACL_ENTRY_ATTR_ACTION_SET_VRF",
            ValueType.ACL_ACTION_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.VIRTUAL_ROUTER), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_ADD_VLAN_ID}: acl_action_data_uint16, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_ADD_VLAN_ID = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8242, "SAI_ACL_ENTRY_ATTR_ACTION_ADD_VLAN_ID",
            ValueType.ACL_ACTION_DATA_UINT16, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_ADD_VLAN_PRI}: acl_action_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_ADD_VLAN_PRI = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8243, "SAI_ACL_ENTRY_ATTR_ACTION_ADD_VLAN_PRI",
            ValueType.ACL_ACTION_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_FORWARDING_CLASS}: acl_action_data_uint8, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_FORWARDING_CLASS = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8244, "SAI_ACL_ENTRY_ATTR_ACTION_SET_FORWARDING_CLASS",
            ValueType.ACL_ACTION_DATA_UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_ARS_MONITORING}: acl_action_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_ARS_MONITORING = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8245, "SAI_ACL_ENTRY_ATTR_ACTION_SET_ARS_MONITORING",
            ValueType.ACL_ACTION_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.LAG, ObjectType.NEXT_HOP_GROUP), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_ARS_OBJECT}: acl_action_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_ARS_OBJECT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8246, "SAI_ACL_ENTRY_ATTR_ACTION_SET_ARS_OBJECT",
            ValueType.ACL_ACTION_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ARS), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_DISABLE_ARS_FORWARDING}: acl_action_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_DISABLE_ARS_FORWARDING = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8247, "SAI_ACL_ENTRY_ATTR_ACTION_DISABLE_ARS_FORWARDING",
            ValueType.ACL_ACTION_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_CHAIN_REDIRECT}: acl_action_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_CHAIN_REDIRECT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8248, "SAI_ACL_ENTRY_ATTR_ACTION_CHAIN_REDIRECT",
            ValueType.ACL_ACTION_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.ACL_TABLE_CHAIN_GROUP), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_PACKET_TRIM_DISABLE}: acl_action_data_bool, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_PACKET_TRIM_DISABLE = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8249, "SAI_ACL_ENTRY_ATTR_ACTION_PACKET_TRIM_DISABLE",
            ValueType.ACL_ACTION_DATA_BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_INNER_SRC_MAC}: acl_action_data_mac, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_INNER_SRC_MAC = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8250, "SAI_ACL_ENTRY_ATTR_ACTION_SET_INNER_SRC_MAC",
            ValueType.ACL_ACTION_DATA_MAC, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_INNER_DST_MAC}: acl_action_data_mac, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_INNER_DST_MAC = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8251, "SAI_ACL_ENTRY_ATTR_ACTION_SET_INNER_DST_MAC",
            ValueType.ACL_ACTION_DATA_MAC, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_SET_ECMP_HASH_ALGORITHM}: acl_action_data_int32, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_SET_ECMP_HASH_ALGORITHM = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8252, "SAI_ACL_ENTRY_ATTR_ACTION_SET_ECMP_HASH_ALGORITHM",
            ValueType.ACL_ACTION_DATA_INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.HashAlgorithm.ENUM, Set.of(), false,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** {@code SAI_ACL_ENTRY_ATTR_ACTION_TAM_OBJECT}: acl_action_data_object_id, create and set. */
    public static final AttrSpec.Of<SaiObject.AclEntry, AttrValue.AclAction> ACTION_TAM_OBJECT = new AttrSpec.Of<>(SaiObject.AclEntry.class, 8253, "SAI_ACL_ENTRY_ATTR_ACTION_TAM_OBJECT",
            ValueType.ACL_ACTION_DATA_OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.TAM), true,
            AttrDefault.of(AttrValue.AclAction.DISABLED));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            TABLE_ID,
            PRIORITY,
            ADMIN_STATE,
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
            ACTION_REDIRECT,
            ACTION_ENDPOINT_IP,
            ACTION_REDIRECT_LIST,
            ACTION_PACKET_ACTION,
            ACTION_FLOOD,
            ACTION_COUNTER,
            ACTION_MIRROR_INGRESS,
            ACTION_MIRROR_EGRESS,
            ACTION_SET_POLICER,
            ACTION_DECREMENT_TTL,
            ACTION_SET_TC,
            ACTION_SET_PACKET_COLOR,
            ACTION_SET_INNER_VLAN_ID,
            ACTION_SET_INNER_VLAN_PRI,
            ACTION_SET_OUTER_VLAN_ID,
            ACTION_SET_OUTER_VLAN_PRI,
            ACTION_SET_SRC_MAC,
            ACTION_SET_DST_MAC,
            ACTION_SET_SRC_IP,
            ACTION_SET_DST_IP,
            ACTION_SET_SRC_IPV6,
            ACTION_SET_DST_IPV6,
            ACTION_SET_DSCP,
            ACTION_SET_ECN,
            ACTION_SET_L4_SRC_PORT,
            ACTION_SET_L4_DST_PORT,
            ACTION_INGRESS_SAMPLEPACKET_ENABLE,
            ACTION_EGRESS_SAMPLEPACKET_ENABLE,
            ACTION_SET_ACL_META_DATA,
            ACTION_EGRESS_BLOCK_PORT_LIST,
            ACTION_SET_USER_TRAP_ID,
            ACTION_SET_DO_NOT_LEARN,
            ACTION_ACL_DTEL_FLOW_OP,
            ACTION_DTEL_INT_SESSION,
            ACTION_DTEL_DROP_REPORT_ENABLE,
            ACTION_DTEL_TAIL_DROP_REPORT_ENABLE,
            ACTION_DTEL_FLOW_SAMPLE_PERCENT,
            ACTION_DTEL_REPORT_ALL_PACKETS,
            ACTION_NO_NAT,
            ACTION_INT_INSERT,
            ACTION_INT_DELETE,
            ACTION_INT_REPORT_FLOW,
            ACTION_INT_REPORT_DROPS,
            ACTION_INT_REPORT_TAIL_DROPS,
            ACTION_TAM_INT_OBJECT,
            ACTION_SET_ISOLATION_GROUP,
            ACTION_MACSEC_FLOW,
            ACTION_SET_LAG_HASH_ID,
            ACTION_SET_ECMP_HASH_ID,
            ACTION_SET_VRF,
            ACTION_ADD_VLAN_ID,
            ACTION_ADD_VLAN_PRI,
            ACTION_SET_FORWARDING_CLASS,
            ACTION_SET_ARS_MONITORING,
            ACTION_SET_ARS_OBJECT,
            ACTION_DISABLE_ARS_FORWARDING,
            ACTION_CHAIN_REDIRECT,
            ACTION_PACKET_TRIM_DISABLE,
            ACTION_SET_INNER_SRC_MAC,
            ACTION_SET_INNER_DST_MAC,
            ACTION_SET_ECMP_HASH_ALGORITHM,
            ACTION_TAM_OBJECT);
}
