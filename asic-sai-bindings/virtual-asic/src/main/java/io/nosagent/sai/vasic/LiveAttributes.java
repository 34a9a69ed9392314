package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.meta.AclEntryAttr;
import io.nosagent.sai.meta.AclTableAttr;
import io.nosagent.sai.meta.AclTableGroupAttr;
import io.nosagent.sai.meta.AclTableGroupMemberAttr;
import io.nosagent.sai.meta.LagAttr;
import io.nosagent.sai.meta.LagMemberAttr;
import io.nosagent.sai.meta.NeighborEntryAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SchedulerGroupAttr;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.UdfAttr;
import io.nosagent.sai.meta.UdfGroupAttr;
import io.nosagent.sai.vasic.Capacity.Table;

import java.net.Inet4Address;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.function.LongFunction;

/**
 * Read-only attributes whose value changes as the ASIC is programmed, computed when read: member
 * lists and counts (next-hop group members, LAG members, ACL table entries and group members, UDF
 * group UDFs, scheduler-group children), port operational status and speed, the switch's AVAILABLE_*
 * table counts, and an entry's address family. Read-only attributes fixed at create_switch (port
 * lists, queue lists, table sizes, ...) are held as values instead ({@link SwitchBuilder}). A data
 * plane can provide values of its own ({@link VirtualAsic#provideLiveValue}).
 */
final class LiveAttributes {

    private final Map<AttrSpec, Function<StoredObject, AttrValue>> live = new IdentityHashMap<>();
    /** Values a data plane provides (queue pause status, ARS reassignments, ...); they win over the ones above. */
    private final Map<AttrSpec, LongFunction<AttrValue>> provided = new IdentityHashMap<>();

    LiveAttributes(ObjectTable table, Capacity capacity, LinkState links) {
        live.put(PortAttr.OPER_STATUS, port -> new AttrValue.S32(links.operStatus(port)));
        live.put(PortAttr.OPER_SPEED, port -> links.operStatus(port) == SaiEnums.PortOperStatus.UP
                && port.attributes.find(PortAttr.SPEED.id()) instanceof Attribute speed ? speed.value() : new AttrValue.U32(0));
        live.put(QueueAttr.PAUSE_STATUS, queue -> AttrValue.Bool.FALSE); // until the data plane pauses queues

        live.put(NextHopGroupAttr.NEXT_HOP_MEMBER_LIST,
                group -> new AttrValue.OidList(table.members(group, ObjectType.NEXT_HOP_GROUP_MEMBER, NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID)));
        live.put(NextHopGroupAttr.NEXT_HOP_COUNT,
                group -> new AttrValue.U32(table.members(group, ObjectType.NEXT_HOP_GROUP_MEMBER, NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID).length));
        live.put(NextHopGroupAttr.REAL_SIZE, group -> group.attributes.find(NextHopGroupAttr.CONFIGURED_SIZE.id()) instanceof Attribute size
                && size.value() instanceof AttrValue.U32(long configured) && configured > 0 ? size.value()
                : new AttrValue.U32(table.members(group, ObjectType.NEXT_HOP_GROUP_MEMBER, NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID).length));
        live.put(LagAttr.PORT_LIST,
                lag -> new AttrValue.OidList(table.members(lag, ObjectType.LAG_MEMBER, LagMemberAttr.LAG_ID)));
        live.put(AclTableAttr.ENTRY_LIST,
                acl -> new AttrValue.OidList(table.members(acl, ObjectType.ACL_ENTRY, AclEntryAttr.TABLE_ID)));
        live.put(AclTableAttr.AVAILABLE_ACL_ENTRY, acl -> new AttrValue.U32(capacity.available(Table.ACL_ENTRY)));
        live.put(AclTableAttr.AVAILABLE_ACL_COUNTER, acl -> new AttrValue.U32(capacity.available(Table.ACL_ENTRY)));
        live.put(AclTableGroupAttr.MEMBER_LIST,
                group -> new AttrValue.OidList(table.members(group, ObjectType.ACL_TABLE_GROUP_MEMBER, AclTableGroupMemberAttr.ACL_TABLE_GROUP_ID)));
        live.put(UdfGroupAttr.UDF_LIST,
                group -> new AttrValue.OidList(table.members(group, ObjectType.UDF, UdfAttr.GROUP_ID)));
        live.put(SchedulerGroupAttr.CHILD_LIST, group -> new AttrValue.OidList(children(table, group)));
        live.put(SchedulerGroupAttr.CHILD_COUNT, group -> new AttrValue.U32(children(table, group).length));

        live.put(SwitchAttr.OPER_STATUS, sw -> new AttrValue.S32(SaiEnums.SwitchOperStatus.UP));
        live.put(SwitchAttr.AVAILABLE_IPV4_ROUTE_ENTRY, sw -> new AttrValue.U32(capacity.available(Table.IPV4_ROUTE)));
        live.put(SwitchAttr.AVAILABLE_IPV6_ROUTE_ENTRY, sw -> new AttrValue.U32(capacity.available(Table.IPV6_ROUTE)));
        live.put(SwitchAttr.AVAILABLE_IPV4_NEXTHOP_ENTRY, sw -> new AttrValue.U32(capacity.available(Table.NEXT_HOP)));
        live.put(SwitchAttr.AVAILABLE_IPV6_NEXTHOP_ENTRY, sw -> new AttrValue.U32(capacity.available(Table.NEXT_HOP)));
        live.put(SwitchAttr.AVAILABLE_IPV4_NEIGHBOR_ENTRY, sw -> new AttrValue.U32(capacity.available(Table.NEIGHBOR)));
        live.put(SwitchAttr.AVAILABLE_IPV6_NEIGHBOR_ENTRY, sw -> new AttrValue.U32(capacity.available(Table.NEIGHBOR)));
        live.put(SwitchAttr.AVAILABLE_NEXT_HOP_GROUP_ENTRY, sw -> new AttrValue.U32(capacity.available(Table.NEXT_HOP_GROUP)));
        live.put(SwitchAttr.AVAILABLE_NEXT_HOP_GROUP_MEMBER_ENTRY, sw -> new AttrValue.U32(capacity.available(Table.NEXT_HOP_GROUP_MEMBER)));
        live.put(SwitchAttr.AVAILABLE_IP_NEXT_HOP_GROUP_MEMBER_ENTRY, sw -> new AttrValue.U32(capacity.available(Table.NEXT_HOP_GROUP_MEMBER)));
    }

    /** Makes {@code spec} (the metadata's own) read as {@code value.apply(oid)}; null from it falls back. */
    void provide(AttrSpec spec, LongFunction<AttrValue> value) {
        provided.put(spec, value);
    }

    void withdraw(AttrSpec spec, LongFunction<AttrValue> value) {
        provided.remove(spec, value);
    }

    /** The live value of {@code spec} (the metadata's own) on {@code object}; null when it is not live. */
    AttrValue of(StoredObject object, AttrSpec spec) {
        LongFunction<AttrValue> p = provided.get(spec);
        if (p != null) {
            AttrValue v = p.apply(object.oid);
            if (v != null) {
                return v;
            }
        }
        Function<StoredObject, AttrValue> f = live.get(spec);
        return f == null ? null : f.apply(object);
    }

    /** The live value of {@code spec} on an entry: its address family. */
    AttrValue of(EntryKey key, AttrSpec spec) {
        if (spec == RouteEntryAttr.IP_ADDR_FAMILY || spec == NeighborEntryAttr.IP_ADDR_FAMILY) {
            boolean ipv4 = switch (key) {
                case RouteEntry r -> r.destination().isIpv4();
                case NeighborEntry n -> n.ip() instanceof Inet4Address;
            };
            return new AttrValue.S32(ipv4 ? SaiEnums.IpAddrFamily.IPV4 : SaiEnums.IpAddrFamily.IPV6);
        }
        return null;
    }

    /** A scheduler group's children: groups whose PARENT_NODE and queues whose PARENT_SCHEDULER_NODE name it. */
    private static long[] children(ObjectTable table, StoredObject group) {
        long[] groups = table.members(group, ObjectType.SCHEDULER_GROUP, SchedulerGroupAttr.PARENT_NODE);
        long[] queues = table.members(group, ObjectType.QUEUE, QueueAttr.PARENT_SCHEDULER_NODE);
        long[] all = new long[groups.length + queues.length];
        System.arraycopy(groups, 0, all, 0, groups.length);
        System.arraycopy(queues, 0, all, groups.length, queues.length);
        return all;
    }
}
