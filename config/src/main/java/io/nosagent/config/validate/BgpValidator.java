package io.nosagent.config.validate;

import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.intent.bgp.AfiSafiSettings;
import io.nosagent.config.intent.bgp.Bfd;
import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.config.intent.bgp.PeerGroup;
import io.nosagent.config.intent.bgp.PeerSettings;
import io.nosagent.config.schema.IntentPaths;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.Bgp;
import io.nosagent.net.IpAddresses;

import java.net.Inet4Address;
import java.util.Map;

/**
 * BGP checks the schema cannot express, each at its leaf: a configured instance has an AS other than 0
 * (reserved, RFC 7607) and a router id that is a usable IPv4 address (not 0.0.0.0, not multicast); BGP
 * with neighbors or peer groups has a global instance; every neighbor has a peer AS (its own or its
 * group's) other than 0, an existing peer group, and at least one enabled address family (its own or
 * its group's: without one the session would carry no route); a neighbor's families match what its
 * address can carry is left to the daemon; ADD-PATHS send-max is at least 1.
 */
public final class BgpValidator implements SectionValidator<BgpIntent> {

    @Override
    public void validate(BgpIntent bgp, ValidationContext context, ConfigErrors errors) {
        if (bgp.global().isEmpty()) {
            if (!bgp.neighbors().isEmpty() || !bgp.peerGroups().isEmpty()) {
                errors.add(ConfigError.Kind.CONSTRAINT, IntentPaths.bgpGlobalConfig().child(Bgp.Global.Config.AS),
                        "BGP neighbors and peer groups need the global instance: the switch's AS and router id");
            }
            return;
        }
        global(bgp.global().get(), errors);
        for (PeerGroup g : bgp.peerGroups().values()) {
            ConfigPath at = IntentPaths.bgpPeerGroup(g.name());
            g.settings().peerAs().ifPresent(as -> {
                if (as == 0) {
                    errors.add(ConfigError.Kind.CONSTRAINT, at.child(Bgp.PeerGroups.PeerGroup.CONFIG).child(Bgp.PeerGroups.PeerGroup.Config.PEER_AS),
                            "peer AS 0 is reserved (RFC 7607)");
                }
            });
            addPaths(at, g.settings().afiSafis(), errors);
            bfd(at, g.settings().bfd(), errors);
        }
        for (Neighbor n : bgp.neighbors().values()) {
            neighbor(bgp, n, errors);
        }
    }

    private static void global(BgpGlobal g, ConfigErrors errors) {
        ConfigPath config = IntentPaths.bgpGlobalConfig();
        if (g.as() == 0) {
            errors.add(ConfigError.Kind.CONSTRAINT, config.child(Bgp.Global.Config.AS), "AS 0 is reserved (RFC 7607): the switch needs its own AS");
        }
        Inet4Address id = g.routerId();
        if (id.isAnyLocalAddress() || id.isMulticastAddress() || IpAddresses.format(id).equals("255.255.255.255")) {
            errors.add(ConfigError.Kind.CONSTRAINT, config.child(Bgp.Global.Config.ROUTER_ID), "router id " + IpAddresses.format(id)
                    + " is not a usable BGP identifier: give a unicast IPv4 address, unique in the fabric");
        }
    }

    private static void neighbor(BgpIntent bgp, Neighbor n, ConfigErrors errors) {
        ConfigPath at = IntentPaths.bgpNeighbor(n.address());
        if (n.peerGroup().isPresent() && !bgp.peerGroups().containsKey(n.peerGroup().get())) {
            errors.add(ConfigError.Kind.CONSTRAINT, at.child(Bgp.Neighbors.Neighbor.CONFIG).child(Bgp.Neighbors.Neighbor.Config.PEER_GROUP), "peer group '"
                    + n.peerGroup().get() + "' is not configured (configured: " + String.join(", ", bgp.peerGroups().keySet()) + ")");
            return;
        }
        PeerSettings effective = bgp.effective(n);
        if (effective.peerAs().isEmpty()) {
            errors.add(ConfigError.Kind.CONSTRAINT, at.child(Bgp.Neighbors.Neighbor.CONFIG).child(Bgp.Neighbors.Neighbor.Config.PEER_AS), "neighbor "
                    + IpAddresses.format(n.address()) + " has no peer AS, neither its own nor its peer group's");
        } else if (effective.peerAs().getAsLong() == 0) {
            errors.add(ConfigError.Kind.CONSTRAINT, at.child(Bgp.Neighbors.Neighbor.CONFIG).child(Bgp.Neighbors.Neighbor.Config.PEER_AS), "peer AS 0 is reserved (RFC 7607)");
        }
        if (!effective.hasEnabledFamily()) {
            errors.add(ConfigError.Kind.CONSTRAINT, at.child(Bgp.Neighbors.Neighbor.AFI_SAFIS), "neighbor " + IpAddresses.format(n.address())
                    + " has no enabled AFI-SAFI, neither its own nor its peer group's: the session would carry no route");
        }
        addPaths(at, n.settings().afiSafis(), errors);
        bfd(at, n.settings().bfd(), errors);
    }

    /** BFD intervals the daemon can run: whole milliseconds, 100 ms (the fabric's fastest) to 60 s; 2..255 missed. */
    private static void bfd(ConfigPath base, Bfd bfd, ConfigErrors errors) {
        ConfigPath config = base.child(Bgp.Neighbors.Neighbor.ENABLE_BFD).child(Bgp.Neighbors.Neighbor.EnableBfd.CONFIG);
        bfd.txMicros().ifPresent(v -> interval(config.child(Bgp.Neighbors.Neighbor.EnableBfd.Config.DESIRED_MINIMUM_TX_INTERVAL), v, errors));
        bfd.rxMicros().ifPresent(v -> interval(config.child(Bgp.Neighbors.Neighbor.EnableBfd.Config.REQUIRED_MINIMUM_RECEIVE), v, errors));
        bfd.multiplier().ifPresent(m -> {
            if (m < 2 || m > 255) {
                errors.add(ConfigError.Kind.CONSTRAINT, config.child(Bgp.Neighbors.Neighbor.EnableBfd.Config.DETECTION_MULTIPLIER),
                        "detection multiplier " + m + " is outside 2..255");
            }
        });
    }

    private static void interval(ConfigPath at, long micros, ConfigErrors errors) {
        if (micros < Bfd.MIN_INTERVAL_MICROS || micros > Bfd.MAX_INTERVAL_MICROS || micros % 1000 != 0) {
            errors.add(ConfigError.Kind.CONSTRAINT, at, micros + " us is not a BFD interval the switch runs: whole milliseconds, "
                    + Bfd.MIN_INTERVAL_MICROS / 1000 + " ms to " + Bfd.MAX_INTERVAL_MICROS / 1000 + " ms");
        }
    }

    private static void addPaths(ConfigPath base, Map<AfiSafi, AfiSafiSettings> families, ConfigErrors errors) {
        for (AfiSafiSettings a : families.values()) {
            a.addPaths().sendMax().ifPresent(max -> {
                if (max == 0) {
                    // a neighbor's and a peer group's families have the same members (OpenConfig's grouping)
                    errors.add(ConfigError.Kind.CONSTRAINT, base.child(Bgp.Neighbors.Neighbor.AFI_SAFIS)
                            .child(Bgp.Neighbors.Neighbor.AfiSafis.AFI_SAFI, Map.of(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.AFI_SAFI_NAME, IntentPaths.afiSafiName(a.name())))
                            .child(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.ADD_PATHS).child(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.AddPaths.CONFIG).child(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.AddPaths.Config.SEND_MAX),
                            "send-max 0 would advertise no path at all");
                }
            });
        }
    }
}
