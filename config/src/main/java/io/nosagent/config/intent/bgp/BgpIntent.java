package io.nosagent.config.intent.bgp;

import io.nosagent.config.intent.SectionKey;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.StaticRoute;

import java.net.InetAddress;
import java.util.Collections;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The switch's BGP configuration (OpenConfig {@code protocol[BGP][BGP]/bgp} of the DEFAULT network
 * instance). Without a global instance BGP is off and nothing of it runs.
 *
 * @param global     the instance: AS, router id, multipath
 * @param peerGroups by name
 * @param neighbors  by address (IPv4 before IPv6)
 */
public record BgpIntent(Optional<BgpGlobal> global, NavigableMap<String, PeerGroup> peerGroups,
                        NavigableMap<InetAddress, Neighbor> neighbors) {

    /** BGP not configured. */
    public static final BgpIntent NONE = new BgpIntent(Optional.empty(), new TreeMap<>(), new TreeMap<>(StaticRoute.ADDRESS_ORDER));

    /** This section's key in a {@link SwitchIntent}: nothing configured is {@link #NONE}. */
    public static final SectionKey<BgpIntent> SECTION = SectionKey.of("bgp", NONE);

    /** The BGP section of {@code intent}. */
    public static BgpIntent of(SwitchIntent intent) {
        return intent.get(SECTION);
    }

    public BgpIntent {
        Objects.requireNonNull(global, "global");
        var groups = new TreeMap<String, PeerGroup>();
        peerGroups.forEach((name, g) -> {
            if (!name.equals(g.name())) {
                throw new IllegalArgumentException("peer group keyed '" + name + "' is named '" + g.name() + "'");
            }
            groups.put(name, g);
        });
        peerGroups = Collections.unmodifiableNavigableMap(groups);
        var byAddress = new TreeMap<InetAddress, Neighbor>(StaticRoute.ADDRESS_ORDER);
        neighbors.forEach((address, n) -> {
            if (!address.equals(n.address())) {
                throw new IllegalArgumentException("neighbor keyed " + address + " is " + n.address());
            }
            byAddress.put(address, n);
        });
        neighbors = Collections.unmodifiableNavigableMap(byAddress);
    }

    /** BGP on with this global instance and no neighbor yet. */
    public static BgpIntent of(BgpGlobal global) {
        return NONE.withGlobal(global);
    }

    /** Whether BGP runs: a global instance is configured. */
    public boolean isConfigured() {
        return global.isPresent();
    }

    public BgpIntent withGlobal(BgpGlobal value) {
        return new BgpIntent(Optional.of(value), peerGroups, neighbors);
    }

    public BgpIntent withPeerGroup(PeerGroup value) {
        var map = new TreeMap<>(peerGroups);
        map.put(value.name(), value);
        return new BgpIntent(global, map, neighbors);
    }

    public BgpIntent withNeighbor(Neighbor value) {
        var map = new TreeMap<>(neighbors);
        map.put(value.address(), value);
        return new BgpIntent(global, peerGroups, map);
    }

    public BgpIntent withoutNeighbor(InetAddress address) {
        var map = new TreeMap<>(neighbors);
        map.remove(address);
        return new BgpIntent(global, peerGroups, map);
    }

    /**
     * What {@code neighbor} runs with: its own settings, each unset one from its peer group, graceful
     * restart finally from the global instance.
     */
    public PeerSettings effective(Neighbor neighbor) {
        PeerSettings group = neighbor.peerGroup().map(peerGroups::get).map(PeerGroup::settings).orElse(PeerSettings.NONE);
        PeerSettings merged = neighbor.settings().orElse(group);
        return merged.withGracefulRestart(merged.gracefulRestart()
                .orElse(global.map(BgpGlobal::gracefulRestart).orElse(GracefulRestart.UNSET)));
    }

    /** The neighbor that is the BGP sidecar of the host on {@code interfaceName}, if any. */
    public Optional<Neighbor> hostOn(String interfaceName) {
        return neighbors.values().stream().filter(n -> n.hostInterfaces().contains(interfaceName)).findFirst();
    }
}
