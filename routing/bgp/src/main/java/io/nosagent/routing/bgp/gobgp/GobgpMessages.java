package io.nosagent.routing.bgp.gobgp;

import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.intent.bgp.AfiSafiSettings;
import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.GracefulRestart;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.config.intent.bgp.PeerGroup;
import io.nosagent.config.intent.bgp.PeerSettings;
import io.nosagent.config.intent.routing.PrefixOrder;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.apipb.Actions;
import io.nosagent.routing.bgp.apipb.AddPaths;
import io.nosagent.routing.bgp.apipb.AddPathsConfig;
import io.nosagent.routing.bgp.apipb.AfiSafiConfig;
import io.nosagent.routing.bgp.apipb.Conditions;
import io.nosagent.routing.bgp.apipb.DefinedSet;
import io.nosagent.routing.bgp.apipb.DefinedType;
import io.nosagent.routing.bgp.apipb.Family;
import io.nosagent.routing.bgp.apipb.Global;
import io.nosagent.routing.bgp.apipb.MatchSet;
import io.nosagent.routing.bgp.apipb.MpGracefulRestart;
import io.nosagent.routing.bgp.apipb.NexthopAction;
import io.nosagent.routing.bgp.apipb.MpGracefulRestartConfig;
import io.nosagent.routing.bgp.apipb.Peer;
import io.nosagent.routing.bgp.apipb.PeerConf;
import io.nosagent.routing.bgp.apipb.PeerGroupConf;
import io.nosagent.routing.bgp.apipb.Policy;
import io.nosagent.routing.bgp.apipb.PolicyAssignment;
import io.nosagent.routing.bgp.apipb.PolicyDirection;
import io.nosagent.routing.bgp.apipb.Prefix;
import io.nosagent.routing.bgp.apipb.RouteAction;
import io.nosagent.routing.bgp.apipb.SetPoliciesRequest;
import io.nosagent.routing.bgp.apipb.Statement;
import io.nosagent.routing.bgp.apipb.Transport;

import java.net.Inet4Address;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The BGP intent as gobgpd's API messages. OpenConfig and GoBGP's own config share the model, so this
 * is mostly a copy leaf by leaf; where they differ: a neighbor's {@code enabled} false is
 * {@code admin_down}; {@code neighbor-port} is the transport's remote port; ADD-PATHS {@code send}
 * becomes a {@code send_max} (OpenConfig's, or 255 when unset: no limit); graceful restart, when
 * enabled, is negotiated for every family of the neighbor.
 */
public final class GobgpMessages {

    /** Paths per prefix sent with ADD-PATHS when OpenConfig's send-max is unset: as many as the field holds. */
    static final int SEND_MAX_UNSET = 255;
    /** The prefix sets of every task VIP, one per family (a GoBGP prefix set holds one family). */
    static final String TASK_VIPS_V4 = "nosagent-task-vips-ipv4";
    static final String TASK_VIPS_V6 = "nosagent-task-vips-ipv6";
    /** The export policy that keeps task VIPs on the rack switch. */
    static final String NO_TASK_VIPS = "nosagent-no-task-vips";
    /** The export policy that gives each neighbor with an advertised next hop its next hop. */
    static final String NEXT_HOPS = "nosagent-advertised-next-hops";

    private GobgpMessages() {
    }

    /** The global instance listening on {@code listenPort} at {@code listenAddresses} (empty: every address). */
    public static Global global(BgpGlobal g, int listenPort, List<String> listenAddresses) {
        var out = Global.newBuilder().setAsn((int) g.as()).setRouterId(IpAddresses.format(g.routerId()))
                .setListenPort(listenPort).addAllListenAddresses(listenAddresses)
                .setUseMultiplePaths(g.useMultiplePaths());
        for (AfiSafi f : g.afiSafis().keySet()) {
            if (g.afiSafis().get(f).enabled()) {
                Family family = family(f);
                out.addFamilies((family.getAfiValue() << 16) | family.getSafiValue());
            }
        }
        if (!g.gracefulRestart().isUnset()) {
            out.setGracefulRestart(gracefulRestart(g.gracefulRestart()));
        }
        return out.build();
    }

    /** A neighbor with what it runs with ({@code effective}: its own settings over its group's and global's). */
    public static Peer peer(Neighbor n, PeerSettings effective) {
        var conf = PeerConf.newBuilder().setNeighborAddress(IpAddresses.format(n.address()))
                .setPeerAsn((int) effective.peerAs().orElse(0)).setAdminDown(!n.enabled());
        n.peerGroup().ifPresent(conf::setPeerGroup);
        effective.description().ifPresent(conf::setDescription);
        var peer = Peer.newBuilder().setConf(conf).setTransport(transport(effective).setRemotePort(n.port()));
        peer.setGracefulRestart(gracefulRestart(effective.gracefulRestart()));
        addFamilies(effective, peer::addAfiSafis);
        return peer.build();
    }

    public static io.nosagent.routing.bgp.apipb.PeerGroup peerGroup(PeerGroup g) {
        PeerSettings s = g.settings();
        var conf = PeerGroupConf.newBuilder().setPeerGroupName(g.name()).setPeerAsn((int) s.peerAs().orElse(0));
        s.description().ifPresent(conf::setDescription);
        var group = io.nosagent.routing.bgp.apipb.PeerGroup.newBuilder().setConf(conf).setTransport(transport(s));
        if (!s.gracefulRestart().isUnset()) {
            group.setGracefulRestart(gracefulRestart(s.gracefulRestart()));
        }
        addFamilies(s, group::addAfiSafis);
        return group.build();
    }

    /**
     * The export policies and the defined sets they use, {@link #exportAssignment} applies them in order:
     * <ol>
     *   <li>{@value #NO_TASK_VIPS}: task VIPs (host routes inside {@code downlinkSubnets}) stay on this switch;
     *       the rest of the fabric reaches them through the rack's subnets, so announcing them would only
     *       spread per-job churn. No subnet, no policy.</li>
     *   <li>{@value #NEXT_HOPS}: towards each neighbor with an advertised next hop, every route carries that
     *       next hop (an address of the switch's own interface) instead of the session's address, which may
     *       be a loopback that does not forward. No such neighbor, no policy.</li>
     * </ol>
     */
    public static SetPoliciesRequest exportPolicies(Collection<Cidr> downlinkSubnets, BgpIntent bgp) {
        var out = SetPoliciesRequest.newBuilder();
        for (boolean v4 : new boolean[]{true, false}) {
            var subnets = downlinkSubnets.stream().filter(c -> c.isIpv4() == v4).sorted(PrefixOrder.INSTANCE).toList();
            if (subnets.isEmpty()) {
                continue;
            }
            var vips = DefinedSet.newBuilder().setDefinedType(DefinedType.PREFIX).setName(v4 ? TASK_VIPS_V4 : TASK_VIPS_V6);
            int host = v4 ? 32 : 128;
            subnets.forEach(subnet -> vips.addPrefixes(Prefix.newBuilder().setIpPrefix(subnet.toString())
                    .setMaskLengthMin(host).setMaskLengthMax(host)));
            out.addDefinedSets(vips);
        }
        for (Neighbor n : withAdvertisedNextHops(bgp)) {
            out.addDefinedSets(DefinedSet.newBuilder().setDefinedType(DefinedType.NEIGHBOR).setName(neighborSet(n))
                    .addList(IpAddresses.format(n.address()) + (n.address() instanceof Inet4Address ? "/32" : "/128")));
        }
        exportPolicyList(downlinkSubnets, bgp).forEach(out::addPolicies);
        return out.build();
    }

    /** The global export assignment: {@link #exportPolicies}' policies in order; accept the rest. */
    public static PolicyAssignment exportAssignment(Collection<Cidr> downlinkSubnets, BgpIntent bgp) {
        return PolicyAssignment.newBuilder().setName("global").setDirection(PolicyDirection.EXPORT)
                .setDefaultAction(RouteAction.ACCEPT).addAllPolicies(exportPolicyList(downlinkSubnets, bgp)).build();
    }

    private static List<Policy> exportPolicyList(Collection<Cidr> downlinkSubnets, BgpIntent bgp) {
        var out = new ArrayList<Policy>();
        if (!downlinkSubnets.isEmpty()) {
            out.add(noTaskVipsPolicy(downlinkSubnets));
        }
        var nextHops = withAdvertisedNextHops(bgp);
        if (!nextHops.isEmpty()) {
            var policy = Policy.newBuilder().setName(NEXT_HOPS);
            for (Neighbor n : nextHops) {
                // No route action: the route goes on to the default (accept) with its next hop replaced.
                policy.addStatements(Statement.newBuilder().setName("next-hop-to-" + IpAddresses.format(n.address()))
                        .setConditions(Conditions.newBuilder().setNeighborSet(MatchSet.newBuilder()
                                .setType(MatchSet.Type.ANY).setName(neighborSet(n))))
                        .setActions(Actions.newBuilder().setNexthop(NexthopAction.newBuilder()
                                .setAddress(IpAddresses.format(n.advertisedNextHop().orElseThrow())))));
            }
            out.add(policy.build());
        }
        return out;
    }

    private static List<Neighbor> withAdvertisedNextHops(BgpIntent bgp) {
        return bgp.neighbors().values().stream().filter(n -> n.advertisedNextHop().isPresent()).toList();
    }

    private static String neighborSet(Neighbor n) {
        return "nosagent-neighbor-" + IpAddresses.format(n.address());
    }

    /** One statement per family with subnets: a route in its prefix set is rejected. */
    private static Policy noTaskVipsPolicy(Collection<Cidr> downlinkSubnets) {
        var policy = Policy.newBuilder().setName(NO_TASK_VIPS);
        for (boolean v4 : new boolean[]{true, false}) {
            if (downlinkSubnets.stream().anyMatch(c -> c.isIpv4() == v4)) {
                policy.addStatements(Statement.newBuilder().setName(v4 ? "reject-ipv4-task-vips" : "reject-ipv6-task-vips")
                        .setConditions(Conditions.newBuilder().setPrefixSet(MatchSet.newBuilder().setType(MatchSet.Type.ANY)
                                .setName(v4 ? TASK_VIPS_V4 : TASK_VIPS_V6)))
                        .setActions(Actions.newBuilder().setRouteAction(RouteAction.REJECT)));
            }
        }
        return policy.build();
    }

    public static Family family(AfiSafi f) {
        return switch (f) {
            case IPV4_UNICAST -> Paths.IPV4_UNICAST;
            case IPV6_UNICAST -> Paths.IPV6_UNICAST;
        };
    }

    private static Transport.Builder transport(PeerSettings s) {
        var t = Transport.newBuilder();
        s.localAddress().ifPresent(a -> t.setLocalAddress(IpAddresses.format(a)));
        s.passiveMode().ifPresent(t::setPassiveMode);
        return t;
    }

    private static io.nosagent.routing.bgp.apipb.GracefulRestart gracefulRestart(GracefulRestart gr) {
        var out = io.nosagent.routing.bgp.apipb.GracefulRestart.newBuilder().setEnabled(gr.isEnabled())
                .setHelperOnly(gr.helperOnly().orElse(false));
        gr.restartTime().ifPresent(out::setRestartTime);
        gr.staleRoutesTime().ifPresent(out::setStaleRoutesTime);
        return out.build();
    }

    private static void addFamilies(PeerSettings s, java.util.function.Consumer<io.nosagent.routing.bgp.apipb.AfiSafi> sink) {
        boolean gr = s.gracefulRestart().isEnabled();
        for (AfiSafiSettings a : s.afiSafis().values()) {
            var addPaths = AddPathsConfig.newBuilder().setReceive(a.addPaths().receive());
            if (a.addPaths().send()) {
                addPaths.setSendMax(a.addPaths().sendMax().orElse(SEND_MAX_UNSET));
            }
            sink.accept(io.nosagent.routing.bgp.apipb.AfiSafi.newBuilder()
                    .setConfig(AfiSafiConfig.newBuilder().setFamily(family(a.name())).setEnabled(a.enabled()))
                    .setMpGracefulRestart(MpGracefulRestart.newBuilder().setConfig(MpGracefulRestartConfig.newBuilder().setEnabled(gr)))
                    .setAddPaths(AddPaths.newBuilder().setConfig(addPaths))
                    .build());
        }
    }
}
