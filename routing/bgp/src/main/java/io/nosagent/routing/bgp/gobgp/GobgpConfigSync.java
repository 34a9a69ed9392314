package io.nosagent.routing.bgp.gobgp;

import io.nosagent.routing.bgp.RackAggregates;
import com.google.protobuf.ByteString;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.apipb.Global;
import io.nosagent.routing.bgp.apipb.Peer;
import io.nosagent.routing.bgp.apipb.PeerGroup;
import io.nosagent.routing.bgp.apipb.Policy;
import io.nosagent.routing.bgp.apipb.PolicyAssignment;
import io.nosagent.routing.bgp.apipb.SetPoliciesRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.InetAddress;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Brings a gobgpd's BGP configuration in line with the intent through its API, touching only what
 * differs: the instance (AS, router id, listen port, multipath: a change restarts it, as GoBGP cannot
 * change them live), peer groups, peers and the export policies (task VIPs stay on the switch; each
 * neighbor with an advertised next hop gets it). It
 * remembers what it pushed, so re-applying the same intent changes nothing (it only reads the daemon's
 * instance, peer and group lists); {@link #forget()} when the daemon may have lost it (restarted). Calls run on the caller's thread (the update thread).
 */
public final class GobgpConfigSync {

    private static final Logger log = LoggerFactory.getLogger(GobgpConfigSync.class);

    private final int listenPort;
    private final List<String> listenAddresses;
    private final Map<String, Peer> pushedPeers = new HashMap<>();
    private final Map<String, PeerGroup> pushedGroups = new HashMap<>();
    private SetPoliciesRequest pushedPolicies;
    /** The rack's aggregates originated in the daemon, with the ids it gave them. */
    private final Map<Cidr, ByteString> pushedAggregates = new HashMap<>();

    /** Pushes instances that listen for BGP on {@code listenPort} at {@code listenAddresses} (empty: all). */
    public GobgpConfigSync(int listenPort, List<String> listenAddresses) {
        this.listenPort = listenPort;
        this.listenAddresses = List.copyOf(listenAddresses);
    }

    /** Forgets what was pushed: the next {@link #sync} compares with what the daemon reports instead. */
    public void forget() {
        pushedPeers.clear();
        pushedGroups.clear();
        pushedPolicies = null;
        pushedAggregates.clear();
    }

    /**
     * Makes the daemon run {@code bgp} (with task VIPs inside {@code downlinkSubnets} kept from other
     * peers). Without a global instance BGP is stopped.
     *
     * @return whether the instance or a peer had to be created: the daemon's table then starts empty
     * @throws GobgpException when the daemon refuses a call; what succeeded before stays pushed
     */
    public boolean sync(GobgpClient daemon, BgpIntent bgp, Set<Cidr> downlinkSubnets) {
        var current = daemon.global();
        if (bgp.global().isEmpty()) {
            if (current.isPresent()) {
                daemon.stopBgp();
                log.info("BGP stopped in gobgpd at {}", daemon.target());
            }
            forget();
            return false;
        }
        boolean created = false;
        Global want = GobgpMessages.global(bgp.global().get(), listenPort, listenAddresses);
        if (current.isEmpty() || !sameInstance(current.get(), want)) {
            if (current.isPresent()) {
                daemon.stopBgp();
            }
            forget();
            daemon.startBgp(want);
            created = true;
            log.info("BGP started in gobgpd at {}: AS {}, router id {}, port {}", daemon.target(), want.getAsn(),
                    want.getRouterId(), want.getListenPort());
        }

        var groups = new LinkedHashMap<String, PeerGroup>();
        bgp.peerGroups().values().forEach(g -> groups.put(g.name(), GobgpMessages.peerGroup(g)));
        var peers = new LinkedHashMap<String, Peer>();
        for (Neighbor n : bgp.neighbors().values()) {
            peers.put(IpAddresses.format(n.address()), GobgpMessages.peer(n, bgp.effective(n)));
        }
        Set<String> haveGroups = new HashSet<>();
        daemon.peerGroups().forEach(g -> haveGroups.add(g.getConf().getPeerGroupName()));
        Set<String> havePeers = new HashSet<>();
        daemon.peers().forEach(p -> havePeers.add(p.getConf().getNeighborAddress()));

        for (var e : groups.entrySet()) {
            if (!haveGroups.contains(e.getKey())) {
                daemon.addPeerGroup(e.getValue());
            } else if (!e.getValue().equals(pushedGroups.get(e.getKey()))) {
                daemon.updatePeerGroup(e.getValue());
            }
            pushedGroups.put(e.getKey(), e.getValue());
        }
        for (String gone : havePeers) {
            if (!peers.containsKey(gone)) {
                daemon.deletePeer(gone);
                pushedPeers.remove(gone);
            }
        }
        for (var e : peers.entrySet()) {
            if (!havePeers.contains(e.getKey())) {
                daemon.addPeer(e.getValue());
                created = true;
            } else if (!e.getValue().equals(pushedPeers.get(e.getKey()))) {
                daemon.updatePeer(e.getValue());
            }
            pushedPeers.put(e.getKey(), e.getValue());
        }
        for (String gone : haveGroups) {
            if (!groups.containsKey(gone)) {
                daemon.deletePeerGroup(gone);
                pushedGroups.remove(gone);
            }
        }
        SetPoliciesRequest policies = GobgpMessages.exportPolicies(downlinkSubnets, bgp);
        if (!policies.equals(pushedPolicies)) {
            // A policy is defined before it is assigned and unassigned before it is removed: first keep
            // assigned only what stays, then define the new set, then assign it all.
            PolicyAssignment export = GobgpMessages.exportAssignment(downlinkSubnets, bgp);
            Set<String> before = pushedPolicies == null ? Set.of()
                    : pushedPolicies.getPoliciesList().stream().map(Policy::getName).collect(Collectors.toSet());
            // (An assignment names its policies: GoBGP looks them up by name.)
            daemon.setPolicyAssignment(export.toBuilder().clearPolicies().addAllPolicies(export.getPoliciesList().stream()
                    .filter(p -> before.contains(p.getName())).toList()).build());
            daemon.setPolicies(policies);
            daemon.setPolicyAssignment(export);
            pushedPolicies = policies;
            if (!created) {
                for (String peer : peers.keySet()) {
                    try {
                        daemon.resendTo(peer);
                    } catch (GobgpException e) {
                        log.debug("{} gets the new export policy when its session comes up: {}", peer, e.getMessage());
                    }
                }
            }
        }
        originate(daemon, RackAggregates.of(downlinkSubnets));
        return created;
    }

    /**
     * Makes the daemon originate {@code aggregates} and nothing else of the agent's: the rack's address
     * space, announced to every neighbor (the export policy keeps the task VIPs inside it on the switch).
     * Next hop 0.0.0.0 / ::, which gobgpd replaces by the session's own address.
     */
    private void originate(GobgpClient daemon, Set<Cidr> aggregates) {
        for (var it = pushedAggregates.entrySet().iterator(); it.hasNext(); ) {
            var e = it.next();
            if (!aggregates.contains(e.getKey())) {
                daemon.deletePath(e.getValue());
                it.remove();
                log.info("BGP: no longer announcing the rack aggregate {}", e.getKey());
            }
        }
        for (Cidr a : aggregates) {
            if (!pushedAggregates.containsKey(a)) {
                InetAddress self = IpAddresses.parse(a.isIpv4() ? "0.0.0.0" : "::");
                pushedAggregates.put(a, daemon.addPath(Paths.route(a, self, 0)));
                log.info("BGP: announcing the rack aggregate {}", a);
            }
        }
    }

    /** The same instance: what GoBGP cannot change without restarting it. */
    private static boolean sameInstance(Global have, Global want) {
        return have.getAsn() == want.getAsn() && have.getRouterId().equals(want.getRouterId())
                && have.getListenPort() == want.getListenPort() && have.getUseMultiplePaths() == want.getUseMultiplePaths();
    }
}
