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

/** Attributes of {@code SAI_OBJECT_TYPE_NEIGHBOR_ENTRY} ({@code sai_neighbor_entry_attr_t}). */
public final class NeighborEntryAttr {

    private NeighborEntryAttr() {
    }

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_DST_MAC_ADDRESS}: mac, mandatory on create, create and set. */
    public static final AttrSpec.Mac<SaiObject.NeighborEntry> DST_MAC_ADDRESS = new AttrSpec.Mac<>(SaiObject.NeighborEntry.class, 0, "SAI_NEIGHBOR_ENTRY_ATTR_DST_MAC_ADDRESS",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.NeighborEntry> PACKET_ACTION = new AttrSpec.S32<>(SaiObject.NeighborEntry.class, 1, "SAI_NEIGHBOR_ENTRY_ATTR_PACKET_ACTION",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_PACKET_ACTION_FORWARD */);

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_USER_TRAP_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.NeighborEntry> USER_TRAP_ID = new AttrSpec.Oid<>(SaiObject.NeighborEntry.class, 2, "SAI_NEIGHBOR_ENTRY_ATTR_USER_TRAP_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HOSTIF_USER_DEFINED_TRAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_NO_HOST_ROUTE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.NeighborEntry> NO_HOST_ROUTE = new AttrSpec.Bool<>(SaiObject.NeighborEntry.class, 3, "SAI_NEIGHBOR_ENTRY_ATTR_NO_HOST_ROUTE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_META_DATA}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.NeighborEntry> META_DATA = new AttrSpec.U32<>(SaiObject.NeighborEntry.class, 4, "SAI_NEIGHBOR_ENTRY_ATTR_META_DATA",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_COUNTER_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.NeighborEntry> COUNTER_ID = new AttrSpec.Oid<>(SaiObject.NeighborEntry.class, 5, "SAI_NEIGHBOR_ENTRY_ATTR_COUNTER_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_ENCAP_INDEX}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.NeighborEntry> ENCAP_INDEX = new AttrSpec.U32<>(SaiObject.NeighborEntry.class, 6, "SAI_NEIGHBOR_ENTRY_ATTR_ENCAP_INDEX",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.SWITCH_INTERNAL);

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_ENCAP_IMPOSE_INDEX}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.NeighborEntry> ENCAP_IMPOSE_INDEX = new AttrSpec.Bool<>(SaiObject.NeighborEntry.class, 7, "SAI_NEIGHBOR_ENTRY_ATTR_ENCAP_IMPOSE_INDEX",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.DEPRECATED),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_IS_LOCAL}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.NeighborEntry> IS_LOCAL = new AttrSpec.Bool<>(SaiObject.NeighborEntry.class, 8, "SAI_NEIGHBOR_ENTRY_ATTR_IS_LOCAL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_NEIGHBOR_ENTRY_ATTR_IP_ADDR_FAMILY}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.NeighborEntry> IP_ADDR_FAMILY = new AttrSpec.S32<>(SaiObject.NeighborEntry.class, 9, "SAI_NEIGHBOR_ENTRY_ATTR_IP_ADDR_FAMILY",
            Set.of(AttrFlag.READ_ONLY),
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
