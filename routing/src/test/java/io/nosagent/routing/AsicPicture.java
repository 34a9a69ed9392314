package io.nosagent.routing;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.meta.NextHopAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.vasic.VirtualAsic;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * What the ASIC forwards with, described without object ids (a group removed and re-created by a
 * rollback has a new id but is the same group): each route with what it points at, spelled out down to
 * the next-hop addresses, and how many objects of each routing type exist. Two pictures are equal when
 * the switch would forward every packet the same way.
 */
public record AsicPicture(Map<String, String> routes, Map<ObjectType, Integer> counts) {

    private static final List<ObjectType> COUNTED = List.of(ObjectType.ROUTER_INTERFACE, ObjectType.NEXT_HOP,
            ObjectType.NEXT_HOP_GROUP, ObjectType.NEXT_HOP_GROUP_MEMBER, ObjectType.ACL_TABLE, ObjectType.ACL_ENTRY);

    public static AsicPicture of(VirtualAsic asic) {
        var routes = new TreeMap<String, String>();
        for (EntryKey e : asic.entries(ObjectType.ROUTE_ENTRY)) {
            var route = (RouteEntry) e;
            AttrValue target = asic.value(route, RouteEntryAttr.NEXT_HOP_ID);
            routes.put(route.destination().toString(), target instanceof AttrValue.Oid(long oid) ? describe(asic, oid) : "drop");
        }
        var counts = new TreeMap<ObjectType, Integer>();
        COUNTED.forEach(t -> counts.put(t, asic.objects(t).size()));
        return new AsicPicture(routes, counts);
    }

    private static String describe(VirtualAsic asic, long oid) {
        return switch (asic.objectTypeOf(oid)) {
            case NEXT_HOP -> nextHop(asic, oid);
            case NEXT_HOP_GROUP -> {
                var members = new ArrayList<String>();
                for (long m : asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER)) {
                    if (asic.value(m, NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID) instanceof AttrValue.Oid(long g) && g == oid) {
                        long nh = ((AttrValue.Oid) asic.value(m, NextHopGroupMemberAttr.NEXT_HOP_ID)).value();
                        members.add(nextHop(asic, nh) + " " + asic.attributes(m).stream()
                                .filter(a -> a.spec() == NextHopGroupMemberAttr.INDEX || a.spec() == NextHopGroupMemberAttr.WEIGHT)
                                .map(Attribute::toString).collect(Collectors.joining(",")));
                    }
                }
                members.sort(null);
                yield "group " + members;
            }
            case ROUTER_INTERFACE -> "connected";
            default -> asic.objectTypeOf(oid).toString();
        };
    }

    private static String nextHop(VirtualAsic asic, long oid) {
        return asic.value(oid, NextHopAttr.IP) + "@rif" + Long.toHexString(((AttrValue.Oid) asic.value(oid, NextHopAttr.ROUTER_INTERFACE_ID)).value());
    }
}
