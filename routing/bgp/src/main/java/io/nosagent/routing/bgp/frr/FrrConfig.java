package io.nosagent.routing.bgp.frr;

import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.intent.bgp.AfiSafiSettings;
import io.nosagent.config.intent.bgp.Bfd;
import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.GracefulRestart;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.config.intent.bgp.PeerSettings;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.TaskVipPolicy;
import io.nosagent.routing.bgp.RackAggregates;

import java.net.InetAddress;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;

/**
 * The BGP intent as FRR configuration (one integrated frr.conf for zebra and bgpd): zebra feeds the
 * agent's FPM server; bgpd advertises a learned prefix only once the ASIC forwards it (the outbound
 * route-maps permit only {@link ForwardedPrefixes}; {@code bgp suppress-fib-pending} also waits for zebra, but not while the switch restarts warm), multipath, graceful restart, the rack aggregates (on a rack switch, the fewest
 * prefixes covering exactly the downlink subnets) and the task-VIP policy as route-maps: a host sidecar
 * may announce only host routes inside its NIC subnets with next hops on them, nobody else may announce
 * a host route inside a downlink subnet, and no task VIP is advertised to anybody. Every neighbor gets
 * its effective settings (its own over its peer group's); a neighbor with BFD enabled gets a bfdd profile of
 * its timers, so a BFD down ends its session (and its paths) at once.
 */
public final class FrrConfig {

    /** How many equal paths a route may use with multipath. */
    public static final int MAX_PATHS = 64;
    /** How long bgpd gathers changes of the gate's prefix-lists before it re-runs the outbound policy (FRR: 5). */
    public static final int ROUTE_MAP_DELAY_SECONDS = 1;
    /**
     * The longest a switch restarting gracefully holds its updates for peers not back yet ({@code update-delay}): as
     * long as the agent keeps the carried-over routes waiting for every session's End-of-RIB (the resync time).
     */
    public static final int RESTART_UPDATE_DELAY_SECONDS = 120;

    private FrrConfig() {
    }

    /**
     * @param hostname  the switch's name
     * @param fpmPort   the agent's FPM server port on 127.0.0.1
     * @param bgp       the intent (configured)
     * @param policy    the task-VIP policy of the same intent
     */
    public static String render(String hostname, int fpmPort, BgpIntent bgp, TaskVipPolicy policy) {
        return render(hostname, fpmPort, bgp, policy, "");
    }

    /**
     * As {@link #render(String, int, BgpIntent, TaskVipPolicy)} with the advertisement gate's learned entries
     * ({@link ForwardedPrefixes#lines()}), which a reload must keep.
     */
    public static String render(String hostname, int fpmPort, BgpIntent bgp, TaskVipPolicy policy, String forwarded) {
        return render(hostname, fpmPort, bgp, policy, forwarded, Set.of());
    }

    /**
     * As {@link #render(String, int, BgpIntent, TaskVipPolicy, String)} with neighbors left to open their sessions
     * while the switch restarts gracefully ({@link PassiveWhileRestarting}): rendered passive whatever the intent says.
     * While any is left (the switch is restarting), bgpd also holds its updates until every configured peer is back
     * with its table ({@code update-delay}): FRR 8.4, restarting, defers its best paths and End-of-RIB only until the
     * peers established <em>so far</em> have sent theirs (and not at all for a peer that says it restarted too), so the first peer back got an End-of-RIB without the routes
     * relayed from a peer not back yet and, a graceful-restart helper, dropped its stale paths for them until they
     * came again. Nor does it render {@code bgp suppress-fib-pending} then: FRR 8.4, restarting, sends its End-of-RIB
     * ahead of the routes zebra has not acknowledged yet; the gate still holds back what the ASIC does not forward.
     */
    public static String render(String hostname, int fpmPort, BgpIntent bgp, TaskVipPolicy policy, String forwarded,
                                Set<InetAddress> restartingPassive) {
        BgpGlobal g = bgp.global().orElseThrow(() -> new IllegalArgumentException("BGP is not configured"));
        var out = new StringBuilder();
        line(out, "frr defaults datacenter");
        line(out, "hostname " + hostname);
        line(out, "fpm address 127.0.0.1 port " + fpmPort);
        line(out, "bgp route-map delay-timer " + ROUTE_MAP_DELAY_SECONDS);
        line(out, "!");
        List<Cidr> downlinks = policy.downlinkSubnets();
        for (AfiSafi f : AfiSafi.values()) {
            boolean v4 = f == AfiSafi.IPV4_UNICAST;
            String list = (v4 ? "ip" : "ipv6") + " prefix-list ";
            int seq = 10;
            for (Cidr s : downlinks) {
                if (s.isIpv4() == v4) {
                    line(out, list + "NOSAGENT-TASK-VIPS seq " + seq + " permit " + s + " ge " + (v4 ? 32 : 128));
                    seq += 10;
                }
            }
            line(out, list + "NOSAGENT-TASK-VIPS seq " + seq + " deny any");
        }
        SortedSet<Cidr> aggregates = RackAggregates.of(downlinks);
        long originated = 1;
        for (Cidr a : aggregates) {
            line(out, ForwardedPrefixes.entry(a, originated++)); // originated: forwarded by the connected routes
        }
        out.append(forwarded);
        bgp.neighbors().values().stream().filter(Neighbor::isHost).forEach(n -> hostLists(out, n, policy));
        line(out, "!");
        line(out, "route-map NOSAGENT-IN deny 10");
        for (String m : matches("NOSAGENT-TASK-VIPS")) {
            line(out, " " + m);
        }
        line(out, "route-map NOSAGENT-IN permit 20");
        line(out, "!");
        var outMaps = new java.util.TreeMap<String, java.util.Optional<java.net.InetAddress>>();
        bgp.neighbors().values().forEach(n -> outMaps.put(outMapName(n), n.advertisedNextHop()));
        outMaps.forEach((name, nextHop) -> {
            line(out, "route-map " + name + " deny 10");
            for (String m : matches("NOSAGENT-TASK-VIPS")) {
                line(out, " " + m);
            }
            // The gate: only what the ASIC forwards (or the switch originates) leaves.
            int entry = 20;
            for (String family : List.of("ip", "ipv6")) {
                line(out, "route-map " + name + " permit " + entry);
                line(out, " match " + family + " address prefix-list " + ForwardedPrefixes.LIST);
                nextHop.ifPresent(nh -> line(out, " set " + (nh instanceof java.net.Inet4Address ? "ip" : "ipv6")
                        + " next-hop " + IpAddresses.format(nh)));
                entry += 10;
            }
        });
        line(out, "!");
        bfdProfiles(out, bgp);
        line(out, "router bgp " + g.as());
        line(out, " bgp router-id " + IpAddresses.format(g.routerId()));
        line(out, " no bgp ebgp-requires-policy");
        line(out, " no bgp default ipv4-unicast");
        line(out, " no bgp network import-check");
        if (restartingPassive.isEmpty()) {
            // Restarting, FRR 8.4 sends its End-of-RIB ahead of the routes still waiting for zebra's install (fixed
            // in FRR 10.5), and a helper drops the stale paths they were to refresh. The gate alone holds back what
            // the ASIC does not forward; the carried-over routes it forwards already.
            line(out, " bgp suppress-fib-pending");
        }
        if (g.useMultiplePaths()) {
            line(out, " bgp bestpath as-path multipath-relax");
        }
        gracefulRestart(out, g.gracefulRestart());
        if (!restartingPassive.isEmpty()) {
            // No establish-wait: read-only from the first session up until every configured peer (not shut down) is
            // established and has sent its End-of-RIB (or a keepalive), or the delay ends. Removing the line later
            // (the restart over) leaves a running delay to end as it would.
            line(out, " update-delay " + RESTART_UPDATE_DELAY_SECONDS);
        }
        for (Neighbor n : bgp.neighbors().values()) {
            neighbor(out, n, bgp.effective(n), restartingPassive.contains(n.address()));
        }
        for (AfiSafi f : AfiSafi.values()) {
            family(out, f, g, bgp, aggregates);
        }
        line(out, "exit");
        line(out, "!");
        return out.toString();
    }

    private static void hostLists(StringBuilder out, Neighbor n, TaskVipPolicy policy) {
        String name = mapName(n);
        int seq = 10;
        for (Cidr s : policy.hostSubnets(n.address())) {
            String list = s.isIpv4() ? "ip prefix-list " : "ipv6 prefix-list ";
            line(out, list + "NOSAGENT-HOST-" + name + " seq " + seq + " permit " + s + " ge " + (s.isIpv4() ? 32 : 128));
            line(out, list + "NOSAGENT-NICS-" + name + " seq " + seq + " permit " + s + " le " + (s.isIpv4() ? 32 : 128));
            seq += 10;
        }
        line(out, "route-map NOSAGENT-IN-" + name + " permit 10");
        line(out, " match ip address prefix-list NOSAGENT-HOST-" + name);
        line(out, " match ip next-hop prefix-list NOSAGENT-NICS-" + name);
        line(out, "route-map NOSAGENT-IN-" + name + " permit 20");
        line(out, " match ipv6 address prefix-list NOSAGENT-HOST-" + name);
        line(out, " match ipv6 next-hop prefix-list NOSAGENT-NICS-" + name);
        line(out, "route-map NOSAGENT-IN-" + name + " deny 30");
    }

    private static List<String> matches(String list) {
        return List.of("match ip address prefix-list " + list);
    }

    /**
     * A neighbor's outbound route-map: one shared by every neighbor advertised the same next hop (most: none). bgpd
     * groups the neighbors of one outbound policy into one update group, which computes each advertisement once for
     * all of them; a map per neighbor made as many groups as neighbors, each re-running the gate's policy on the
     * whole table at every change of the gate.
     */
    static String outMapName(Neighbor n) {
        return n.advertisedNextHop().map(nh -> "NOSAGENT-OUT-NH-" + IpAddresses.format(nh).replace(':', '-').replace('.', '-'))
                .orElse("NOSAGENT-OUT");
    }

    /** A neighbor's name in route-map and prefix-list names (its address, ':' and '.' as '-'). */
    static String mapName(Neighbor n) {
        return IpAddresses.format(n.address()).replace(':', '-').replace('.', '-');
    }

    private static void gracefulRestart(StringBuilder out, GracefulRestart gr) {
        if (gr.enabled().orElse(false)) {
            if (!gr.helperOnly().orElse(false)) {
                line(out, " bgp graceful-restart"); // helper mode is FRR's default
                // The ASIC keeps forwarding across an agent's warm restart: say so (the F bit), or the helpers
                // drop the stale routes the moment the session comes back.
                line(out, " bgp graceful-restart preserve-fw-state");
            }
            gr.restartTime().ifPresent(t -> line(out, " bgp graceful-restart restart-time " + t));
            gr.staleRoutesTime().ifPresent(t -> line(out, " bgp graceful-restart stalepath-time " + t));
        }
    }

    private static void neighbor(StringBuilder out, Neighbor n, PeerSettings s, boolean restartingPassive) {
        String a = " neighbor " + IpAddresses.format(n.address());
        line(out, a + " remote-as " + s.peerAs().orElseThrow(() -> new IllegalArgumentException(
                "neighbor " + IpAddresses.format(n.address()) + " has no peer-as")));
        if (n.port() != Neighbor.BGP_PORT) {
            line(out, a + " port " + n.port());
        }
        s.description().ifPresent(d -> line(out, a + " description " + d.replaceAll("[\\r\\n]", " ")));
        s.localAddress().ifPresent(l -> line(out, a + " update-source " + IpAddresses.format(l)));
        if (s.passiveMode().orElse(false) || restartingPassive) {
            line(out, a + " passive");
        }
        if (!n.enabled()) {
            line(out, a + " shutdown");
        }
        if (s.bfd().isEnabled()) {
            line(out, a + " bfd");
            line(out, a + " bfd profile " + bfdProfile(n));
        }
    }

    /** One bfdd profile per neighbor running BFD, its timers in milliseconds (bfdd's defaults where unset). */
    private static void bfdProfiles(StringBuilder out, BgpIntent bgp) {
        var running = bgp.neighbors().values().stream().filter(n -> bgp.effective(n).bfd().isEnabled()).toList();
        if (running.isEmpty()) {
            return;
        }
        line(out, "bfd");
        for (Neighbor n : running) {
            Bfd b = bgp.effective(n).bfd();
            line(out, " profile " + bfdProfile(n));
            b.multiplier().ifPresent(m -> line(out, "  detect-multiplier " + m));
            b.rxMicros().ifPresent(v -> line(out, "  receive-interval " + v / 1000));
            b.txMicros().ifPresent(v -> line(out, "  transmit-interval " + v / 1000));
        }
        // No "exit": each daemon reads the whole file (-f) and one that does not know the bfd node would leave
        // configuration mode on it and lose what follows; without it, a line falls back to the enclosing node.
        line(out, "!");
    }

    static String bfdProfile(Neighbor n) {
        return "NOSAGENT-BFD-" + mapName(n);
    }

    private static void family(StringBuilder out, AfiSafi f, BgpGlobal g, BgpIntent bgp, SortedSet<Cidr> aggregates) {
        boolean v4 = f == AfiSafi.IPV4_UNICAST;
        var active = bgp.neighbors().values().stream().filter(n -> uses(bgp.effective(n), n, f)).toList();
        var networks = aggregates.stream().filter(c -> c.isIpv4() == v4).toList();
        if (active.isEmpty() && networks.isEmpty()) {
            return;
        }
        line(out, " address-family " + (v4 ? "ipv4" : "ipv6") + " unicast");
        line(out, "  maximum-paths " + (g.useMultiplePaths() ? MAX_PATHS : 1));
        line(out, "  maximum-paths ibgp " + (g.useMultiplePaths() ? MAX_PATHS : 1));
        networks.forEach(c -> line(out, "  network " + c));
        for (Neighbor n : active) {
            String a = "  neighbor " + IpAddresses.format(n.address());
            line(out, a + " activate");
            AfiSafiSettings settings = bgp.effective(n).afiSafis().get(f);
            if (settings != null && settings.addPaths().send()) {
                line(out, a + " addpath-tx-all-paths");
            }
            if (n.isHost()) { // its refused paths stay listed (filtered-routes): InboundRefusals raises events for them
                line(out, a + " soft-reconfiguration inbound");
            }
            line(out, a + " route-map " + (n.isHost() ? "NOSAGENT-IN-" + mapName(n) : "NOSAGENT-IN") + " in");
            line(out, a + " route-map " + outMapName(n) + " out");
        }
        line(out, " exit-address-family");
    }

    /** A neighbor uses the families it lists (enabled), else the one of its own address. */
    private static boolean uses(PeerSettings s, Neighbor n, AfiSafi f) {
        Map<AfiSafi, AfiSafiSettings> families = s.afiSafis();
        if (families.isEmpty()) {
            return (f == AfiSafi.IPV4_UNICAST) == (n.address() instanceof java.net.Inet4Address);
        }
        AfiSafiSettings a = families.get(f);
        return a != null && a.enabled();
    }

    private static void line(StringBuilder out, String text) {
        out.append(text).append('\n');
    }
}
