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

/** Attributes of {@code SAI_OBJECT_TYPE_ROUTE_ENTRY} ({@code sai_route_entry_attr_t}). */
public final class RouteEntryAttr {

    private RouteEntryAttr() {
    }

    /** {@code SAI_ROUTE_ENTRY_ATTR_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec PACKET_ACTION = new AttrSpec(ObjectType.ROUTE_ENTRY, 0, "SAI_ROUTE_ENTRY_ATTR_PACKET_ACTION",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_PACKET_ACTION_FORWARD */);

    /** {@code SAI_ROUTE_ENTRY_ATTR_USER_TRAP_ID}: object_id, create and set. */
    public static final AttrSpec USER_TRAP_ID = new AttrSpec(ObjectType.ROUTE_ENTRY, 1, "SAI_ROUTE_ENTRY_ATTR_USER_TRAP_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HOSTIF_USER_DEFINED_TRAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTE_ENTRY_ATTR_NEXT_HOP_ID}: object_id, create and set. */
    public static final AttrSpec NEXT_HOP_ID = new AttrSpec(ObjectType.ROUTE_ENTRY, 2, "SAI_ROUTE_ENTRY_ATTR_NEXT_HOP_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.NEXT_HOP, ObjectType.NEXT_HOP_GROUP, ObjectType.ROUTER_INTERFACE, ObjectType.PORT), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTE_ENTRY_ATTR_META_DATA}: uint32, create and set. */
    public static final AttrSpec META_DATA = new AttrSpec(ObjectType.ROUTE_ENTRY, 3, "SAI_ROUTE_ENTRY_ATTR_META_DATA",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ROUTE_ENTRY_ATTR_IP_ADDR_FAMILY}: int32, read only. */
    public static final AttrSpec IP_ADDR_FAMILY = new AttrSpec(ObjectType.ROUTE_ENTRY, 4, "SAI_ROUTE_ENTRY_ATTR_IP_ADDR_FAMILY",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.IpAddrFamily.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ROUTE_ENTRY_ATTR_COUNTER_ID}: object_id, create and set. */
    public static final AttrSpec COUNTER_ID = new AttrSpec(ObjectType.ROUTE_ENTRY, 5, "SAI_ROUTE_ENTRY_ATTR_COUNTER_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTE_ENTRY_ATTR_PREFIX_AGG_ID}: uint32, create and set. */
    public static final AttrSpec PREFIX_AGG_ID = new AttrSpec(ObjectType.ROUTE_ENTRY, 6, "SAI_ROUTE_ENTRY_ATTR_PREFIX_AGG_ID",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            PACKET_ACTION,
            USER_TRAP_ID,
            NEXT_HOP_ID,
            META_DATA,
            IP_ADDR_FAMILY,
            COUNTER_ID,
            PREFIX_AGG_ID);
}
