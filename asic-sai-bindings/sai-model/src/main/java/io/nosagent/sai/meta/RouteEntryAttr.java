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

/** Attributes of {@code SAI_OBJECT_TYPE_ROUTE_ENTRY} ({@code sai_route_entry_attr_t}). */
public final class RouteEntryAttr {

    private RouteEntryAttr() {
    }

    /** {@code SAI_ROUTE_ENTRY_ATTR_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.RouteEntry> PACKET_ACTION = new AttrSpec.S32<>(SaiObject.RouteEntry.class, 0, "SAI_ROUTE_ENTRY_ATTR_PACKET_ACTION",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(1)) /* SAI_PACKET_ACTION_FORWARD */);

    /** {@code SAI_ROUTE_ENTRY_ATTR_USER_TRAP_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.RouteEntry> USER_TRAP_ID = new AttrSpec.Oid<>(SaiObject.RouteEntry.class, 1, "SAI_ROUTE_ENTRY_ATTR_USER_TRAP_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.HOSTIF_USER_DEFINED_TRAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTE_ENTRY_ATTR_NEXT_HOP_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.RouteEntry> NEXT_HOP_ID = new AttrSpec.Oid<>(SaiObject.RouteEntry.class, 2, "SAI_ROUTE_ENTRY_ATTR_NEXT_HOP_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.NEXT_HOP, ObjectType.NEXT_HOP_GROUP, ObjectType.ROUTER_INTERFACE, ObjectType.PORT), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTE_ENTRY_ATTR_META_DATA}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.RouteEntry> META_DATA = new AttrSpec.U32<>(SaiObject.RouteEntry.class, 3, "SAI_ROUTE_ENTRY_ATTR_META_DATA",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ROUTE_ENTRY_ATTR_IP_ADDR_FAMILY}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.RouteEntry> IP_ADDR_FAMILY = new AttrSpec.S32<>(SaiObject.RouteEntry.class, 4, "SAI_ROUTE_ENTRY_ATTR_IP_ADDR_FAMILY",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.IpAddrFamily.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ROUTE_ENTRY_ATTR_COUNTER_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.RouteEntry> COUNTER_ID = new AttrSpec.Oid<>(SaiObject.RouteEntry.class, 5, "SAI_ROUTE_ENTRY_ATTR_COUNTER_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.COUNTER), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ROUTE_ENTRY_ATTR_PREFIX_AGG_ID}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.RouteEntry> PREFIX_AGG_ID = new AttrSpec.U32<>(SaiObject.RouteEntry.class, 6, "SAI_ROUTE_ENTRY_ATTR_PREFIX_AGG_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
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
