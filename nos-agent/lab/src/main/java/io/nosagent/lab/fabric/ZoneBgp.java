package io.nosagent.lab.fabric;

import io.nosagent.agent.BgpOptions;
import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.intent.bgp.AfiSafiSettings;
import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.config.intent.bgp.PeerSettings;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.gobgp.BgpListen;
import io.nosagent.routing.bgp.gobgp.FreePorts;
import io.nosagent.routing.bgp.gobgp.GobgpDaemon;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * eBGP between the tiers of a zone instead of static routes: every switch runs its own {@code gobgpd}
 * (binary {@code gobgpd}), listening for sessions on its own loopback address at the shared {@code port},
 * so many switches share one machine. One private AS per RTSW and one for all CTSWs (a route through one
 * CTSW is never taken back to another: its AS is already on the path), multipath on. Sessions run between
 * the loopbacks; each side advertises its own address on the cable between them as the next hop, since a
 * loopback does not forward.
 *
 * @param port   the BGP port every switch's daemon listens on (at its own loopback)
 * @param gobgpd the daemon's binary
 */
public record ZoneBgp(int port, Path gobgpd) {

    /** The CTSWs' shared AS and the first RTSW's: 4-byte private ASes (RFC 6996). */
    public static final long CTSW_AS = 4_200_000_000L;
    public static final long FIRST_RTSW_AS = 4_200_000_001L;

    /**
     * BGP on a port (below the ephemeral range) that is free on every loopback of {@code plan}'s switches,
     * with {@code gobgpd} from the PATH.
     *
     * @throws IllegalStateException when there is no {@code gobgpd} on the PATH
     */
    public static ZoneBgp onFreePort(ZonePlan plan) {
        Path binary = GobgpDaemon.onPath().orElseThrow(() -> new IllegalStateException(
                "BGP routing needs gobgpd on the PATH (Debian package gobgpd)"));
        var loopbacks = new ArrayList<InetAddress>();
        for (int r = 0; r < plan.racks(); r++) {
            loopbacks.add(IpAddresses.parse(rtswLoopback(r)));
        }
        for (int s = 0; s < plan.spines(); s++) {
            loopbacks.add(IpAddresses.parse(ctswLoopback(s)));
        }
        return new ZoneBgp(FreePorts.onEvery(loopbacks), binary);
    }

    /** RTSW {@code r}'s loopback (its BGP session address and router id): 127.1.x.y. */
    public static String rtswLoopback(int r) {
        return loopback(1, r);
    }

    /** CTSW {@code s}'s loopback: 127.2.x.y. */
    public static String ctswLoopback(int s) {
        return loopback(2, s);
    }

    private static String loopback(int tier, int index) {
        int n = index + 1;
        return "127." + tier + "." + (n >> 8) + "." + (n & 0xff);
    }

    public static long rtswAs(int r) {
        return FIRST_RTSW_AS + r;
    }

    /** How the agent of the switch with loopback {@code loopback} runs its daemon. */
    public BgpOptions options(String loopback) {
        return new BgpOptions(Optional.empty(), new BgpListen(port, List.of(loopback)), Optional.of(gobgpd));
    }

    /** RTSW {@code r}'s BGP: a session to every CTSW it has an uplink to. */
    public BgpIntent rtsw(ZonePlan plan, int r) {
        var bgp = instance(rtswAs(r), rtswLoopback(r));
        for (int s : plan.ctswsOf(r)) {
            bgp = bgp.withNeighbor(neighbor(ctswLoopback(s), CTSW_AS, rtswLoopback(r), plan.rtswLinkAddress(r, s)));
        }
        return bgp;
    }

    /** CTSW {@code s}'s BGP: a session to every RTSW it has a downlink to. */
    public BgpIntent ctsw(ZonePlan plan, int s) {
        var bgp = instance(CTSW_AS, ctswLoopback(s));
        for (int r : plan.racksOf(s)) {
            bgp = bgp.withNeighbor(neighbor(rtswLoopback(r), rtswAs(r), ctswLoopback(s), plan.ctswLinkAddress(r, s)));
        }
        return bgp;
    }

    private static BgpIntent instance(long as, String loopback) {
        return BgpIntent.of(BgpGlobal.of(as, (Inet4Address) IpAddresses.parseIpv4(loopback)).withMultiplePaths(true));
    }

    private Neighbor neighbor(String peer, long peerAs, String self, String linkAddress) {
        return Neighbor.of(IpAddresses.parse(peer), peerAs).withPort(port)
                .withSettings(PeerSettings.NONE.withPeerAs(peerAs).withLocalAddress(IpAddresses.parse(self))
                        .withAfiSafi(AfiSafiSettings.of(AfiSafi.IPV4_UNICAST)))
                .withAdvertisedNextHop(IpAddresses.parse(linkAddress));
    }
}
