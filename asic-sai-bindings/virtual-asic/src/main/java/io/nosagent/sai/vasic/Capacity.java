package io.nosagent.sai.vasic;

import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.platform.Platform;

/**
 * The ASIC's table sizes from the platform, measured against what the store holds: a create past a
 * limit fails with TABLE_FULL, and the switch's AVAILABLE_* attributes and objectAvailability report
 * what is left. IPv4 and IPv6 routes fill separate tables; next hops and neighbors of both families
 * share one.
 */
final class Capacity {

    /** The hardware tables the platform sizes. */
    enum Table {
        IPV4_ROUTE("IPv4 route"),
        IPV6_ROUTE("IPv6 route"),
        NEXT_HOP("next hop"),
        NEXT_HOP_GROUP("next-hop group"),
        NEXT_HOP_GROUP_MEMBER("next-hop group member"),
        ROUTER_INTERFACE("router interface"),
        NEIGHBOR("neighbor"),
        ACL_TABLE("ACL table"),
        ACL_ENTRY("ACL entry"),
        UDF("UDF");

        private final String label;

        Table(String label) {
            this.label = label;
        }
    }

    private final Platform.Capacities limits;
    private final ObjectTable table;

    Capacity(Platform.Capacities limits, ObjectTable table) {
        this.limits = limits;
        this.table = table;
    }

    /** The table an object of {@code type} takes a slot in; null when the platform does not limit it. */
    static Table tableOf(ObjectType type) {
        return switch (type) {
            case NEXT_HOP -> Table.NEXT_HOP;
            case NEXT_HOP_GROUP -> Table.NEXT_HOP_GROUP;
            case NEXT_HOP_GROUP_MEMBER -> Table.NEXT_HOP_GROUP_MEMBER;
            case ROUTER_INTERFACE -> Table.ROUTER_INTERFACE;
            case NEIGHBOR_ENTRY -> Table.NEIGHBOR;
            case ACL_TABLE -> Table.ACL_TABLE;
            case ACL_ENTRY -> Table.ACL_ENTRY;
            case UDF -> Table.UDF;
            default -> null;
        };
    }

    static Table tableOf(EntryKey key) {
        if (key instanceof RouteEntry r) {
            return r.destination().isIpv4() ? Table.IPV4_ROUTE : Table.IPV6_ROUTE;
        }
        return tableOf(key.objectType());
    }

    int limit(Table t) {
        return switch (t) {
            case IPV4_ROUTE -> limits.ipv4Routes();
            case IPV6_ROUTE -> limits.ipv6Routes();
            case NEXT_HOP -> limits.nextHops();
            case NEXT_HOP_GROUP -> limits.nextHopGroups();
            case NEXT_HOP_GROUP_MEMBER -> limits.nextHopGroupMembers();
            case ROUTER_INTERFACE -> limits.routerInterfaces();
            case NEIGHBOR -> limits.neighbors();
            case ACL_TABLE -> limits.aclTables();
            case ACL_ENTRY -> limits.aclEntries();
            case UDF -> limits.udfs();
        };
    }

    int used(Table t) {
        return switch (t) {
            case IPV4_ROUTE -> table.routeCount(true);
            case IPV6_ROUTE -> table.routeCount(false);
            case NEXT_HOP -> table.count(ObjectType.NEXT_HOP);
            case NEXT_HOP_GROUP -> table.count(ObjectType.NEXT_HOP_GROUP);
            case NEXT_HOP_GROUP_MEMBER -> table.count(ObjectType.NEXT_HOP_GROUP_MEMBER);
            case ROUTER_INTERFACE -> table.count(ObjectType.ROUTER_INTERFACE);
            case NEIGHBOR -> table.count(ObjectType.NEIGHBOR_ENTRY);
            case ACL_TABLE -> table.count(ObjectType.ACL_TABLE);
            case ACL_ENTRY -> table.count(ObjectType.ACL_ENTRY);
            case UDF -> table.count(ObjectType.UDF);
        };
    }

    long available(Table t) {
        return Math.max(0, limit(t) - used(t));
    }

    /** TABLE_FULL unless {@code t} (null: unlimited) has a free slot. */
    void requireRoom(Table t) {
        if (t != null && used(t) >= limit(t)) {
            throw Violation.of(SaiStatusCode.TABLE_FULL, t.label + " table full (" + limit(t) + " entries)");
        }
    }
}
