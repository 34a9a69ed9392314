package io.nosagent.sai.store;

import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.store.key.NextHopKey;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.util.EnumMap;
import java.util.Map;

/**
 * How many objects of each type the store holds, and of routes, next hops and neighbors how many per
 * address family: the "used" side of a hardware table, which SAI does not report (it reports what is
 * available). Kept as objects come and go, so reading it costs nothing however many routes there are.
 * Also keeps the most held at once: a batch that adds before it removes fills the table further than a
 * count read before and after it shows, and that peak is what the table's high watermark must report.
 */
final class TableUse {

    private static final int ALL = 0;
    private static final int V4 = 1;
    private static final int V6 = 2;

    private final Map<ObjectType, int[]> counts = new EnumMap<>(ObjectType.class);
    private final Map<ObjectType, int[]> peaks = new EnumMap<>(ObjectType.class);

    void added(Object key, ObjectType type) {
        add(key, type, 1);
    }

    void removed(Object key, ObjectType type) {
        add(key, type, -1);
    }

    private void add(Object key, ObjectType type, int by) {
        int[] c = counts.computeIfAbsent(type, t -> new int[3]);
        c[ALL] += by;
        Boolean v4 = ipv4(key);
        if (v4 != null) {
            c[v4 ? V4 : V6] += by;
        }
        if (by > 0) {
            int[] p = peaks.computeIfAbsent(type, t -> new int[3]);
            for (int i = 0; i < c.length; i++) {
                p[i] = Math.max(p[i], c[i]);
            }
        }
    }

    /** The family of an object whose table is per family; null for the rest. */
    private static Boolean ipv4(Object key) {
        return switch (key) {
            case RouteEntry r -> r.destination().isIpv4();
            case NeighborEntry n -> isV4(n.ip());
            case NextHopKey n -> isV4(n.ip());
            default -> null;
        };
    }

    private static boolean isV4(InetAddress ip) {
        return ip instanceof Inet4Address;
    }

    int count(ObjectType type) {
        int[] c = counts.get(type);
        return c == null ? 0 : c[ALL];
    }

    int count(ObjectType type, boolean ipv4) {
        int[] c = counts.get(type);
        return c == null ? 0 : c[ipv4 ? V4 : V6];
    }

    int peak(ObjectType type) {
        int[] p = peaks.get(type);
        return p == null ? 0 : p[ALL];
    }

    int peak(ObjectType type, boolean ipv4) {
        int[] p = peaks.get(type);
        return p == null ? 0 : p[ipv4 ? V4 : V6];
    }
}
