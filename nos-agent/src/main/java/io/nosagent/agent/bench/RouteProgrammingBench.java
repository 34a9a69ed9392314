package io.nosagent.agent.bench;

import io.nosagent.agent.text.TextTable;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.Sai;
import io.nosagent.sai.meta.NeighborEntryAttr;
import io.nosagent.sai.meta.NextHopAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.NextHopGroupKey;
import io.nosagent.sai.store.key.NextHopGroupMemberKey;
import io.nosagent.sai.store.key.NextHopKey;
import io.nosagent.sai.store.key.RouterInterfaceKey;

import java.io.PrintStream;
import java.lang.ref.Reference;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.Function;

/**
 * Route programming through {@link SaiStore}: 100,000 IPv6 routes pointing at 1,000 ECMP groups
 * of 8 next hops over the RTSW uplinks, group members and routes with the SAI bulk calls. Reports
 * routes per second and the heap the ASIC model and the store retain afterwards.
 */
public final class RouteProgrammingBench {

    /** Targets from the foundation issue. */
    static final double TARGET_ROUTES_PER_SECOND = 200_000;
    static final long TARGET_RETAINED_BYTES = 150L * 1024 * 1024;

    private final Function<Platform, Sai> backend;
    private final Platform platform;
    private final int routes;
    private final int groups;
    private final int membersPerGroup;

    public RouteProgrammingBench(Function<Platform, Sai> backend, Platform platform, int routes, int groups, int membersPerGroup) {
        this.backend = backend;
        this.platform = platform;
        this.routes = routes;
        this.groups = groups;
        this.membersPerGroup = membersPerGroup;
        int links = linkPorts().size();
        if (binomial(links, membersPerGroup) < groups) {
            throw new IllegalArgumentException(platform.name() + " has " + links + " ports to spread next hops over: not "
                    + groups + " distinct groups of " + membersPerGroup + " (at most " + binomial(links, membersPerGroup) + ")");
        }
    }

    /** The measured figures of one run. */
    public record Result(int routes, int groups, double routesPerSecond, long retainedBytes, long retainedByRoutesBytes) {
    }

    /** Runs once to warm the JIT, then measures a second, fresh run. */
    public Result run() {
        runOnce(new HeapMeter(), false);
        return runOnce(new HeapMeter(), true);
    }

    public void print(Result r, PrintStream out) {
        out.printf("Route programming through SaiStore on %s: %,d IPv6 routes -> %,d next-hop groups of %d members%n%n",
                platform.name(), r.routes(), r.groups(), membersPerGroup);
        new TextTable().left("metric").right("measured").right("target").left("verdict")
                .row("routes/s", String.format("%,.0f", r.routesPerSecond()), String.format(">= %,.0f", TARGET_ROUTES_PER_SECOND),
                        r.routesPerSecond() >= TARGET_ROUTES_PER_SECOND ? "met" : "MISSED")
                .row("heap retained (ASIC model + store)", HeapMeter.mib(r.retainedBytes()), "<= " + HeapMeter.mib(TARGET_RETAINED_BYTES),
                        r.retainedBytes() <= TARGET_RETAINED_BYTES ? "met" : "MISSED")
                .row("  of which the routes", HeapMeter.mib(r.retainedByRoutesBytes()), "", "")
                .print(out);
    }

    private Result runOnce(HeapMeter heap, boolean measure) {
        long before = measure ? heap.retainedBytes() : 0;
        Sai sai = backend.apply(platform);
        SwitchHandle sw = new SwitchBringUp(sai, platform).bringUp();
        var store = new SaiStore(sai, sw.switchId());
        store.adoptSwitch(sw);
        var held = new ArrayList<SaiHandle>();
        long[] groupIds = programGroups(sw, store, held);
        long afterGroups = measure ? heap.retainedBytes() : 0;

        long start = System.nanoTime();
        var wanted = new LinkedHashMap<RouteEntry, List<Attribute>>(routes * 4 / 3 + 1);
        for (int i = 0; i < routes; i++) {
            wanted.put(new RouteEntry(sw.switchId(), sw.defaultVrId(), new IpPrefix(ipv6Slash64(i), 64)),
                    List.of(RouteEntryAttr.NEXT_HOP_ID.oid(groupIds[i % groups])));
        }
        held.addAll(store.ensureRoutes(wanted));
        long elapsed = System.nanoTime() - start;
        wanted = null; // the request is garbage now: only what the ASIC and the store keep counts

        long after = measure ? heap.retainedBytes() : 0;
        var result = new Result(routes, groups, routes / (elapsed / 1e9), after - before, after - afterGroups);
        // The handles are what keeps the objects owned; they must live until the heap is measured.
        Reference.reachabilityFence(held);
        Reference.reachabilityFence(store);
        sai.close();
        return result;
    }

    /** RIF + neighbor + next hop per uplink, then the groups (each a distinct set of next hops) and their members in bulk. */
    private long[] programGroups(SwitchHandle sw, SaiStore store, List<SaiHandle> held) {
        var nextHops = new ArrayList<NextHopKey>();
        var nextHopIds = new HashMap<NextHopKey, Long>();
        int n = 0;
        for (Platform.PortSpec port : linkPorts()) {
            long portId = sw.portId(port.name()).orElseThrow();
            var rifKey = new RouterInterfaceKey(port.name());
            SaiHandle rif = store.ensure(rifKey, List.of(
                    RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(sw.defaultVrId()),
                    RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT),
                    RouterInterfaceAttr.PORT_ID.oid(portId)));
            InetAddress peer = ipv6Peer(n++);
            SaiHandle neighbor = store.ensure(new NeighborEntry(sw.switchId(), rif.oid(), peer),
                    List.of(NeighborEntryAttr.DST_MAC_ADDRESS.mac(new MacAddress(0x0200_0000_0000L + n))));
            var nhKey = new NextHopKey(peer, rifKey);
            SaiHandle nh = store.ensure(nhKey, List.of(
                    NextHopAttr.TYPE.s32(SaiEnums.NextHopType.IP),
                    NextHopAttr.IP.ip(peer),
                    NextHopAttr.ROUTER_INTERFACE_ID.oid(rif.oid())));
            held.add(rif);
            held.add(neighbor);
            held.add(nh);
            nextHops.add(nhKey);
            nextHopIds.put(nhKey, nh.oid());
        }
        long[] groupIds = new long[groups];
        var members = new LinkedHashMap<NextHopGroupMemberKey, List<Attribute>>();
        for (int g = 0; g < groups; g++) {
            var groupKey = NextHopGroupKey.ecmp(combination(nextHops, membersPerGroup, g));
            SaiHandle group = store.ensure(groupKey,
                    List.of(NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.DYNAMIC_UNORDERED_ECMP)));
            held.add(group);
            groupIds[g] = group.oid();
            for (var m : groupKey.members()) {
                members.put(new NextHopGroupMemberKey(groupKey, m.nextHop()), List.of(
                        NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(group.oid()),
                        NextHopGroupMemberAttr.NEXT_HOP_ID.oid(nextHopIds.get(m.nextHop()))));
            }
        }
        held.addAll(store.ensureMembers(members));
        return groupIds;
    }

    /** The uplinks, or every port on a platform without any (a spine). */
    private List<Platform.PortSpec> linkPorts() {
        var uplinks = platform.ports().stream().filter(p -> p.role() == Platform.PortRole.UPLINK).toList();
        return uplinks.isEmpty() ? platform.ports() : uplinks;
    }

    /**
     * The {@code rank}-th {@code k}-subset of {@code items} in lexicographic order: distinct ranks give
     * distinct member sets, so every group is its own object (a group's host key is its member set).
     */
    static <T> List<T> combination(List<T> items, int k, long rank) {
        int n = items.size();
        if (rank >= binomial(n, k)) {
            throw new IllegalArgumentException("only " + binomial(n, k) + " distinct groups of " + k + " out of " + n
                    + " next hops, asked for group #" + (rank + 1));
        }
        var out = new ArrayList<T>(k);
        int next = 0;
        for (int left = k; left > 0; left--) {
            while (true) {
                long withThis = binomial(n - next - 1, left - 1);
                if (rank < withThis) {
                    break;
                }
                rank -= withThis;
                next++;
            }
            out.add(items.get(next++));
        }
        return out;
    }

    /** n choose k, saturating at Long.MAX_VALUE. */
    static long binomial(int n, int k) {
        if (k < 0 || k > n) {
            return 0;
        }
        long c = 1;
        try {
            for (int i = 1; i <= k; i++) {
                c = Math.multiplyExact(c, n - k + i) / i; // exact: c * (n-k+i) is a multiple of i
            }
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
        return c;
    }

    private static InetAddress ipv6Slash64(int i) {
        byte[] b = new byte[16];
        b[0] = 0x20;
        b[1] = 0x01;
        b[2] = 0x0d;
        b[3] = (byte) 0xb8;
        b[4] = (byte) (i >>> 24);
        b[5] = (byte) (i >>> 16);
        b[6] = (byte) (i >>> 8);
        b[7] = (byte) i;
        return address(b);
    }

    private static InetAddress ipv6Peer(int i) {
        byte[] b = new byte[16];
        b[0] = (byte) 0xfd;
        b[15] = (byte) (i + 1);
        b[14] = (byte) ((i + 1) >>> 8);
        return address(b);
    }

    private static InetAddress address(byte[] b) {
        try {
            return InetAddress.getByAddress(b);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(e);
        }
    }
}
