package io.nosagent.agent.bench;

import io.nosagent.agent.text.TextTable;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
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
import io.nosagent.sai.store.SaiKey;
import io.nosagent.sai.store.SaiStore;

import java.io.PrintStream;
import java.lang.ref.Reference;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Route programming through {@link SaiStore}: 100,000 IPv6 routes pointing at 1,000 ECMP groups
 * of 8 next hops over the RTSW uplinks. Reports routes per second and the heap the ASIC model and
 * the store retain afterwards.
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
        var held = new ArrayList<SaiHandle>();
        long[] groupIds = programGroups(sw, store, held);
        long afterGroups = measure ? heap.retainedBytes() : 0;

        long start = System.nanoTime();
        for (int i = 0; i < routes; i++) {
            var entry = new RouteEntry(sw.switchId(), sw.defaultVrId(), new IpPrefix(ipv6Slash64(i), 64));
            held.add(store.ensure(entry, List.of(RouteEntryAttr.NEXT_HOP_ID.oid(groupIds[i % groups]))));
        }
        long elapsed = System.nanoTime() - start;

        long after = measure ? heap.retainedBytes() : 0;
        var result = new Result(routes, groups, routes / (elapsed / 1e9), after - before, after - afterGroups);
        // The handles are what keeps the objects owned; they must live until the heap is measured.
        Reference.reachabilityFence(held);
        Reference.reachabilityFence(store);
        sai.close();
        return result;
    }

    /** RIF + neighbor + next hop per uplink, then the groups and their members. */
    private long[] programGroups(SwitchHandle sw, SaiStore store, List<SaiHandle> held) {
        var nextHops = new ArrayList<Long>();
        int n = 0;
        for (Platform.PortSpec port : platform.ports()) {
            if (port.role() != Platform.PortRole.UPLINK) {
                continue;
            }
            long portId = sw.portId(port.name()).orElseThrow();
            SaiHandle rif = store.ensure(new SaiKey(ObjectType.ROUTER_INTERFACE, port.name()), List.of(
                    RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(sw.defaultVrId()),
                    RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT),
                    RouterInterfaceAttr.PORT_ID.oid(portId)));
            InetAddress peer = ipv6Peer(n++);
            SaiHandle neighbor = store.ensure(new NeighborEntry(sw.switchId(), rif.oid(), peer),
                    List.of(NeighborEntryAttr.DST_MAC_ADDRESS.mac(new MacAddress(0x0200_0000_0000L + n))));
            SaiHandle nh = store.ensure(new SaiKey(ObjectType.NEXT_HOP, peer.getHostAddress() + "@" + port.name()), List.of(
                    NextHopAttr.TYPE.s32(SaiEnums.NextHopType.IP),
                    NextHopAttr.IP.ip(peer),
                    NextHopAttr.ROUTER_INTERFACE_ID.oid(rif.oid())));
            held.add(rif);
            held.add(neighbor);
            held.add(nh);
            nextHops.add(nh.oid());
        }
        long[] groupIds = new long[groups];
        for (int g = 0; g < groups; g++) {
            SaiHandle group = store.ensure(new SaiKey(ObjectType.NEXT_HOP_GROUP, "bench-" + g),
                    List.of(NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.DYNAMIC_UNORDERED_ECMP)));
            held.add(group);
            groupIds[g] = group.oid();
            for (int m = 0; m < membersPerGroup; m++) {
                long nh = nextHops.get((g + m * 7) % nextHops.size());
                List<Attribute> attrs = List.of(NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(group.oid()),
                        NextHopGroupMemberAttr.NEXT_HOP_ID.oid(nh));
                held.add(store.ensure(new SaiKey(ObjectType.NEXT_HOP_GROUP_MEMBER, "bench-" + g + "/" + m), attrs));
            }
        }
        return groupIds;
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
