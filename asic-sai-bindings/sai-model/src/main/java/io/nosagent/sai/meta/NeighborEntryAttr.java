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

/** Attributes of {@code SAI_OBJECT_TYPE_NEIGHBOR_ENTRY} ({@code sai_neighbor_entry_attr_t}). */
public final class NeighborEntryAttr {

    private NeighborEntryAttr() {
    }

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_DST_MAC_ADDRESS}: mac, mandatory on create, create and set. */
    public static final AttrSpec DST_MAC_ADDRESS = new AttrSpec(ObjectType.NEIGHBOR_ENTRY, 0, "SAI_NEIGHBOR_ENTRY_ATTR_DST_MAC_ADDRESS",
            ValueType.MAC, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec PACKET_ACTION = new AttrSpec(ObjectType.NEIGHBOR_ENTRY, 1, "SAI_NEIGHBOR_ENTRY_ATTR_PACKET_ACTION",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_PACKET_ACTION_FORWARD */);

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_USER_TRAP_ID}: object_id, create and set. */
    public static final AttrSpec USER_TRAP_ID = new AttrSpec(ObjectType.NEIGHBOR_ENTRY, 2, "SAI_NEIGHBOR_ENTRY_ATTR_USER_TRAP_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HOSTIF_USER_DEFINED_TRAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_NO_HOST_ROUTE}: bool, create and set. */
    public static final AttrSpec NO_HOST_ROUTE = new AttrSpec(ObjectType.NEIGHBOR_ENTRY, 3, "SAI_NEIGHBOR_ENTRY_ATTR_NO_HOST_ROUTE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_META_DATA}: uint32, create and set. */
    public static final AttrSpec META_DATA = new AttrSpec(ObjectType.NEIGHBOR_ENTRY, 4, "SAI_NEIGHBOR_ENTRY_ATTR_META_DATA",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_COUNTER_ID}: object_id, create and set. */
    public static final AttrSpec COUNTER_ID = new AttrSpec(ObjectType.NEIGHBOR_ENTRY, 5, "SAI_NEIGHBOR_ENTRY_ATTR_COUNTER_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_ENCAP_INDEX}: uint32, create and set. */
    public static final AttrSpec ENCAP_INDEX = new AttrSpec(ObjectType.NEIGHBOR_ENTRY, 6, "SAI_NEIGHBOR_ENTRY_ATTR_ENCAP_INDEX",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_ENCAP_IMPOSE_INDEX}: bool, create and set. */
    public static final AttrSpec ENCAP_IMPOSE_INDEX = new AttrSpec(ObjectType.NEIGHBOR_ENTRY, 7, "SAI_NEIGHBOR_ENTRY_ATTR_ENCAP_IMPOSE_INDEX",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.DEPRECATED),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_IS_LOCAL}: bool, create and set. */
    public static final AttrSpec IS_LOCAL = new AttrSpec(ObjectType.NEIGHBOR_ENTRY, 8, "SAI_NEIGHBOR_ENTRY_ATTR_IS_LOCAL",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_IP_ADDR_FAMILY}: int32, read only. */
    public static final AttrSpec IP_ADDR_FAMILY = new AttrSpec(ObjectType.NEIGHBOR_ENTRY, 9, "SAI_NEIGHBOR_ENTRY_ATTR_IP_ADDR_FAMILY",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.IpAddrFamily.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            DST_MAC_ADDRESS,
            PACKET_ACTION,
            USER_TRAP_ID,
            NO_HOST_ROUTE,
            META_DATA,
            COUNTER_ID,
            ENCAP_INDEX,
            ENCAP_IMPOSE_INDEX,
            IS_LOCAL,
            IP_ADDR_FAMILY);
}
