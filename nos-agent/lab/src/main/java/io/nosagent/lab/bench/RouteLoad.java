package io.nosagent.lab.bench;

import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;
import io.nosagent.sai.platform.Platform;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The config of a route-scale benchmark: every uplink addressed (IPv6 /127, the peer a static neighbor),
 * and {@code routes} IPv6 /64 static routes spread over {@code groups} distinct next-hop sets of
 * {@code members} uplink peers each (so the agent builds exactly {@code groups} groups).
 */
public final class RouteLoad {

    private final Platform platform;
    private final int routes;
    private final int groups;
    private final int members;
    private final List<Platform.PortSpec> links;

    public RouteLoad(Platform platform, int routes, int groups, int members) {
        this.platform = platform;
        this.routes = routes;
        this.groups = groups;
        this.members = members;
        var uplinks = platform.ports().stream().filter(p -> p.role() == Platform.PortRole.UPLINK).toList();
        this.links = uplinks.isEmpty() ? platform.ports() : uplinks;
        if (binomial(links.size(), members) < groups) {
            throw new IllegalArgumentException(platform.name() + " has " + links.size() + " ports to spread next hops over: not "
                    + groups + " distinct groups of " + members + " (at most " + binomial(links.size(), members) + ")");
        }
    }

    public int routes() {
        return routes;
    }

    public int groups() {
        return groups;
    }

    public int members() {
        return members;
    }

    public Platform platform() {
        return platform;
    }

    /** The interfaces the next hops resolve through: each link port with a /127 and its peer as a static neighbor. */
    public SwitchIntent interfaces() {
        var intent = SwitchIntent.named(platform.name());
        for (int i = 0; i < links.size(); i++) {
            intent = intent.withInterface(InterfaceIntent.named(links.get(i).name())
                    .withAddress(new InterfaceAddress(linkAddress(i, 0), 127))
                    .withNeighbor(StaticNeighbor.of(linkAddress(i, 1).getHostAddress(), "02:00:00:00:%02x:01".formatted(i))));
        }
        return intent;
    }

    /** {@link #interfaces()} plus the routes. */
    public SwitchIntent withRoutes() {
        var peers = new ArrayList<InetAddress>();
        for (int i = 0; i < links.size(); i++) {
            peers.add(linkAddress(i, 1));
        }
        var sets = new ArrayList<TreeSet<InetAddress>>(groups);
        for (int g = 0; g < groups; g++) {
            var set = new TreeSet<>(StaticRoute.ADDRESS_ORDER);
            set.addAll(combination(peers, members, g));
            sets.add(set);
        }
        var list = new ArrayList<StaticRoute>(routes);
        for (int r = 0; r < routes; r++) {
            list.add(new StaticRoute(new Cidr(slash64(r), 64), sets.get(r % groups)));
        }
        return interfaces().with(RoutingIntent.SECTION, RoutingIntent.NONE.withStaticRoutes(list));
    }

    /** The {@code rank}-th {@code k}-subset of {@code items} in lexicographic order: distinct ranks, distinct sets. */
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

    /** 2001:db8:R::/64 for route R. */
    private static InetAddress slash64(int i) {
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

    /** fd00::L:E, the two ends ({@code end} 0 switch, 1 peer) of link L's /127. */
    private static InetAddress linkAddress(int link, int end) {
        byte[] b = new byte[16];
        b[0] = (byte) 0xfd;
        b[13] = (byte) (link >>> 8);
        b[14] = (byte) link;
        b[15] = (byte) end;
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
