package io.nosagent.lab.fabric;

import io.nosagent.agent.BgpOptions;
import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.intent.bgp.AfiSafiSettings;
import io.nosagent.config.intent.bgp.Bfd;
import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.GracefulRestart;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.config.intent.bgp.PeerSettings;
import io.nosagent.control.kernel.KernelAccess;
import io.nosagent.control.kernel.KernelNamespace;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.frr.FrrDaemons;

import java.net.Inet4Address;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * eBGP between the tiers of a zone instead of static routes, on FRR: every switch runs its own zebra, bgpd and
 * bfdd in its own network namespace ({@link ZoneNamespaces}), where its kernel (TUN) interfaces carry its router
 * interfaces' addresses, so every session runs between the two ends of one cable, over the simulated cable: a
 * cut cable takes the interface down and FRR ends that directly connected session at once. One private AS per
 * RTSW and one for all CTSWs (a route through one CTSW is never taken back to another: its AS is already on the
 * path), multipath on. No loopback address anywhere: the router id is the switch's address on its first cable.
 *
 * @param bfd             BFD on every session (its timers), or {@link Bfd#UNSET} for none
 * @param gracefulRestart graceful restart (RFC 4724) on every switch, restarting and helping, or
 *                        {@link GracefulRestart#UNSET} for FRR's default (helper only, not advertised)
 */
public record ZoneBgp(Bfd bfd, GracefulRestart gracefulRestart) {

    /** How long a restarting switch's peers keep its routes (FRR's default). */
    public static final int RESTART_TIME = 120;

    /** BFD as given, graceful restart left to FRR. */
    public ZoneBgp(Bfd bfd) {
        this(bfd, GracefulRestart.UNSET);
    }

    /** The CTSWs' shared AS and the first RTSW's: 4-byte private ASes (RFC 6996). */
    public static final long CTSW_AS = 4_200_000_000L;
    public static final long FIRST_RTSW_AS = 4_200_000_001L;

    /** What BGP over the cables needs, said when it is asked for without it. */
    public static final String NEEDS = "BGP over the simulated cables runs FRR (zebra, bgpd, bfdd) per switch in a network "
            + "namespace of its own with kernel (TUN) interfaces: it needs root, /dev/net/tun and FRR (Debian packages frr "
            + "and frr-pythontools)";

    /**
     * BGP on FRR without BFD, when it can run here.
     *
     * @throws IllegalStateException naming what is missing ({@link #NEEDS})
     */
    public static ZoneBgp onFrr() {
        unavailable().ifPresent(why -> {
            throw new IllegalStateException(NEEDS + ": " + why);
        });
        return new ZoneBgp(Bfd.UNSET, GracefulRestart.UNSET);
    }

    /** Why BGP over the cables cannot run here (no root or TUN, no FRR); empty when it can. */
    public static Optional<String> unavailable() {
        return KernelAccess.unavailable().or(() -> FrrDaemons.installed() ? Optional.empty()
                : Optional.of("FRR is not installed (no /usr/lib/frr/zebra, bgpd, dplane_fpm_nl or vtysh)"));
    }

    /** The same, every session with BFD at {@code intervalMillis} x {@code multiplier}. */
    public ZoneBgp withBfd(long intervalMillis, int multiplier) {
        return new ZoneBgp(Bfd.of(intervalMillis, multiplier), gracefulRestart);
    }

    /**
     * The same, every switch restarting gracefully and helping its peers do so: an agent's warm restart then keeps
     * its peers forwarding to it (the ASIC keeps its routes) while its FRR is away.
     */
    public ZoneBgp withGracefulRestart() {
        return new ZoneBgp(bfd, new GracefulRestart(Optional.of(true), OptionalInt.of(RESTART_TIME), OptionalInt.empty(),
                Optional.of(false)));
    }

    public static long rtswAs(int r) {
        return FIRST_RTSW_AS + r;
    }

    /** How a switch whose kernel interfaces are in {@code namespace} runs its daemons: FRR's, in that namespace. */
    public BgpOptions options(KernelNamespace namespace) {
        return BgpOptions.frrChildren(namespace.name());
    }

    /** RTSW {@code r}'s BGP: a session to every CTSW it has an uplink to, at the CTSW's end of their cable. */
    public BgpIntent rtsw(ZonePlan plan, int r) {
        var bgp = instance(rtswAs(r), plan.rtswLinkAddress(r, plan.ctswsOf(r).getFirst()));
        for (int s : plan.ctswsOf(r)) {
            bgp = bgp.withNeighbor(neighbor(plan.ctswLinkAddress(r, s), CTSW_AS));
        }
        return bgp;
    }

    /** CTSW {@code s}'s BGP: a session to every RTSW it has a downlink to, at the RTSW's end of their cable. */
    public BgpIntent ctsw(ZonePlan plan, int s) {
        var bgp = instance(CTSW_AS, plan.ctswLinkAddress(plan.racksOf(s).getFirst(), s));
        for (int r : plan.racksOf(s)) {
            bgp = bgp.withNeighbor(neighbor(plan.rtswLinkAddress(r, s), rtswAs(r)));
        }
        return bgp;
    }

    private BgpIntent instance(long as, String routerId) {
        return BgpIntent.of(BgpGlobal.of(as, (Inet4Address) IpAddresses.parseIpv4(routerId)).withMultiplePaths(true)
                .withGracefulRestart(gracefulRestart));
    }

    private Neighbor neighbor(String peer, long peerAs) {
        var settings = PeerSettings.NONE.withPeerAs(peerAs).withAfiSafi(AfiSafiSettings.of(AfiSafi.IPV4_UNICAST));
        return Neighbor.of(IpAddresses.parse(peer), peerAs)
                .withSettings(bfd.equals(Bfd.UNSET) ? settings : settings.withBfd(bfd));
    }
}
