package io.nosagent.config.intent.bgp;

import java.net.InetAddress;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a neighbor and a peer group both configure; a neighbor's own setting overrides its group's
 * ({@link #orElse}), and a neighbor that lists no address family takes its group's.
 *
 * @param peerAs          the peer's AS
 * @param description     free text
 * @param localAddress    the address sessions are made from (transport)
 * @param passiveMode     wait for the peer to connect (transport)
 * @param gracefulRestart graceful restart
 * @param afiSafis        address families, by family
 * @param bfd             BFD to the peer
 */
public record PeerSettings(OptionalLong peerAs, Optional<String> description, Optional<InetAddress> localAddress,
                           Optional<Boolean> passiveMode, GracefulRestart gracefulRestart,
                           SortedMap<AfiSafi, AfiSafiSettings> afiSafis, Bfd bfd) {

    public static final PeerSettings NONE = new PeerSettings(OptionalLong.empty(), Optional.empty(), Optional.empty(),
            Optional.empty(), GracefulRestart.UNSET, new TreeMap<>(), Bfd.UNSET);

    public PeerSettings {
        Objects.requireNonNull(gracefulRestart, "gracefulRestart");
        Objects.requireNonNull(bfd, "bfd");
        afiSafis.forEach((name, a) -> {
            if (a.name() != name) {
                throw new IllegalArgumentException("address family keyed " + name + " is " + a.name());
            }
        });
        afiSafis = Collections.unmodifiableSortedMap(new TreeMap<>(afiSafis));
    }

    public PeerSettings withPeerAs(long as) {
        return new PeerSettings(OptionalLong.of(as), description, localAddress, passiveMode, gracefulRestart, afiSafis, bfd);
    }

    public PeerSettings withLocalAddress(InetAddress value) {
        return new PeerSettings(peerAs, description, Optional.of(value), passiveMode, gracefulRestart, afiSafis, bfd);
    }

    public PeerSettings withPassiveMode(boolean value) {
        return new PeerSettings(peerAs, description, localAddress, Optional.of(value), gracefulRestart, afiSafis, bfd);
    }

    public PeerSettings withGracefulRestart(GracefulRestart value) {
        return new PeerSettings(peerAs, description, localAddress, passiveMode, value, afiSafis, bfd);
    }

    public PeerSettings withBfd(Bfd value) {
        return new PeerSettings(peerAs, description, localAddress, passiveMode, gracefulRestart, afiSafis, value);
    }

    public PeerSettings withAfiSafi(AfiSafiSettings value) {
        var map = new EnumMap<AfiSafi, AfiSafiSettings>(AfiSafi.class);
        map.putAll(afiSafis);
        map.put(value.name(), value);
        return new PeerSettings(peerAs, description, localAddress, passiveMode, gracefulRestart, new TreeMap<>(map), bfd);
    }

    /** These settings, each unset one taken from {@code group}; no families of its own means the group's. */
    public PeerSettings orElse(PeerSettings group) {
        Map<AfiSafi, AfiSafiSettings> families = afiSafis.isEmpty() ? group.afiSafis : afiSafis;
        return new PeerSettings(peerAs.isPresent() ? peerAs : group.peerAs, description.or(group::description),
                localAddress.or(group::localAddress), passiveMode.or(group::passiveMode),
                gracefulRestart.orElse(group.gracefulRestart), new TreeMap<>(families), bfd.orElse(group.bfd));
    }

    /** The families that are listed and enabled. */
    public boolean hasEnabledFamily() {
        return afiSafis.values().stream().anyMatch(AfiSafiSettings::enabled);
    }
}
