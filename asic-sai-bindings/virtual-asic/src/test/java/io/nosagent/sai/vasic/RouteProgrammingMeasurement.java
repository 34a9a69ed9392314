package io.nosagent.sai.vasic;

import io.nosagent.net.IpAddresses;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.BulkMode;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.meta.RouteEntryAttr;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * Not a test: a figure for the report. Programs 100,000 IPv6 routes over 1,000 ECMP groups (the lead's
 * SaiStore benchmark shape) on the RTSW profile, one create per route and then in bulk, and prints
 * routes/s and the heap the programmed ASIC retains. Run with
 * {@code java -cp target/classes:target/test-classes:<deps> io.nosagent.sai.vasic.RouteProgrammingMeasurement}.
 */
public final class RouteProgrammingMeasurement {

    private static final int ROUTES = 100_000;
    private static final int GROUPS = 1_000;

    public static void main(String[] args) throws Exception {
        for (int round = 1; round <= 5; round++) {
            measure(round, false);
            measure(round, true);
        }
    }

    private static void measure(int round, boolean bulk) throws Exception {
        gc();
        long heapBefore = usedHeap();
        var t = TestSwitch.of("rtsw");
        long[] groups = new long[GROUPS];
        long hop = t.nextHop(t.routerInterface(t.port(0)), "10.0.0.1");
        for (int g = 0; g < GROUPS; g++) {
            groups[g] = t.group();
            t.member(groups[g], hop);
        }
        var routes = new ArrayList<RouteEntry>(ROUTES);
        var attrs = new ArrayList<List<Attribute>>(ROUTES);
        byte[] address = IpAddresses.parse("2001:db8::").getAddress();
        for (int i = 0; i < ROUTES; i++) {
            address[4] = (byte) (i >>> 16);
            address[5] = (byte) (i >>> 8);
            address[6] = (byte) i;
            routes.add(new RouteEntry(t.switchId, t.defaultRouter(), new IpPrefix(java.net.InetAddress.getByAddress(address), 56)));
            attrs.add(List.of(RouteEntryAttr.NEXT_HOP_ID.oid(groups[i % GROUPS])));
        }

        long start = System.nanoTime();
        if (bulk) {
            t.asic.createRoutes(routes, attrs, BulkMode.STOP_ON_ERROR);
        } else {
            for (int i = 0; i < ROUTES; i++) {
                t.asic.create(routes.get(i), attrs.get(i));
            }
        }
        long elapsed = System.nanoTime() - start;
        if (t.asic.entries(ObjectType.ROUTE_ENTRY).size() != ROUTES) {
            throw new IllegalStateException("not every route was programmed");
        }
        routes.clear(); // the ASIC keeps the route keys and attributes it was given, nothing else of the caller's
        attrs.clear();
        gc();
        long retained = usedHeap() - heapBefore;
        System.out.printf("round %d %-6s %,9.0f routes/s  %5.0f ns/route  heap retained %5.1f MB%n",
                round, bulk ? "bulk" : "single", ROUTES / (elapsed / 1e9), elapsed / (double) ROUTES, retained / 1e6);
        t.close();
    }

    private static void gc() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(50);
        }
    }

    private static long usedHeap() {
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
