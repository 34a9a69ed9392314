package io.nosagent.config.intent.bgp;

import java.net.InetAddress;
import java.util.Collection;
import java.util.Collections;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A BGP neighbor.
 *
 * @param address        the peer's address (the list key)
 * @param peerGroup      the group it inherits from
 * @param enabled        whether the session may run (default true)
 * @param port           the TCP port the peer listens on (default 179)
 * @param settings       its own settings (over its group's)
 * @param hostInterfaces when the neighbor is a host's BGP sidecar (project extension
 *                       {@code nosagent-bgp:host-interfaces}): the downlinks of that host's NICs. It may
 *                       announce task VIPs (host routes) inside their subnets with next hops on them, and
 *                       nothing else; empty for every other neighbor, which may announce no VIP
 * @param advertisedNextHop the next hop the switch gives its routes towards this neighbor (project extension
 *                       {@code nosagent-bgp:advertised-next-hop}): an address of one of its own interfaces, the
 *                       one the neighbor's traffic should arrive on. Needed when the session runs between
 *                       addresses that do not forward (loopbacks); empty: the session's own address
 */
public record Neighbor(InetAddress address, Optional<String> peerGroup, boolean enabled, int port,
                       PeerSettings settings, SortedSet<String> hostInterfaces, Optional<InetAddress> advertisedNextHop) {

    public static final int BGP_PORT = 179;

    public Neighbor {
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(peerGroup, "peerGroup");
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(advertisedNextHop, "advertisedNextHop");
        hostInterfaces = Collections.unmodifiableSortedSet(new TreeSet<>(hostInterfaces));
    }

    public static Neighbor of(InetAddress address, long peerAs) {
        return new Neighbor(address, Optional.empty(), true, BGP_PORT, PeerSettings.NONE.withPeerAs(peerAs), new TreeSet<>(), Optional.empty());
    }

    public Neighbor inGroup(String group) {
        return new Neighbor(address, Optional.of(group), enabled, port, settings, hostInterfaces, advertisedNextHop);
    }

    public Neighbor withEnabled(boolean value) {
        return new Neighbor(address, peerGroup, value, port, settings, hostInterfaces, advertisedNextHop);
    }

    public Neighbor withPort(int value) {
        return new Neighbor(address, peerGroup, enabled, value, settings, hostInterfaces, advertisedNextHop);
    }

    public Neighbor withSettings(PeerSettings value) {
        return new Neighbor(address, peerGroup, enabled, port, value, hostInterfaces, advertisedNextHop);
    }

    public Neighbor withHostInterfaces(Collection<String> value) {
        return new Neighbor(address, peerGroup, enabled, port, settings, new TreeSet<>(value), advertisedNextHop);
    }

    public Neighbor withAdvertisedNextHop(InetAddress value) {
        return new Neighbor(address, peerGroup, enabled, port, settings, hostInterfaces, Optional.of(value));
    }

    /** Whether this neighbor is a host's BGP sidecar (it has host interfaces). */
    public boolean isHost() {
        return !hostInterfaces.isEmpty();
    }
}
