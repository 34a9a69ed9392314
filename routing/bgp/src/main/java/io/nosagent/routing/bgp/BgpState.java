package io.nosagent.routing.bgp;

import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.net.Cidr;

import java.net.InetAddress;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;

/**
 * What BGP looks like now (immutable; gNMI and the CLI read it): the link to the daemon, each
 * neighbor's session and prefix counts, the learned routes, the task VIPs installed, and the latest
 * refused announcements.
 *
 * @param version      increases with every published change
 * @param connection   whether learned routes follow the daemon
 * @param daemon       where the daemon's API is
 * @param neighbors    by address
 * @param learned      prefixes learned (programmed or not)
 * @param stale        learned prefixes kept from before the daemon was lost and not re-sent yet
 * @param taskVips     installed task VIPs by prefix
 * @param refusals     the latest refusals, oldest first (at most {@link BgpStates#REFUSALS_KEPT})
 */
public record BgpState(long version, Connection connection, String daemon, SortedMap<InetAddress, NeighborState> neighbors,
                       int learned, int stale, SortedMap<Cidr, TaskVip> taskVips, List<Refusal> refusals) {

    public BgpState {
        neighbors = Collections.unmodifiableSortedMap(new TreeMap<>(neighbors));
        taskVips = Collections.unmodifiableSortedMap(new TreeMap<>(taskVips));
        refusals = List.copyOf(refusals);
    }

    /** The agent's link to the daemon. */
    public enum Connection {
        /** BGP is not configured (or the agent runs without a daemon): nothing of BGP runs. */
        OFF,
        /** Learned routes follow the daemon's table. */
        CONNECTED,
        /** The daemon is unreachable: what it gave stays programmed, marked stale. */
        DISCONNECTED,
        /** Back again: re-sent routes are fresh; stale ones not re-sent go when the resync ends. */
        RESYNCING
    }

    /** OpenConfig's session states. */
    public enum SessionState { IDLE, CONNECT, ACTIVE, OPENSENT, OPENCONFIRM, ESTABLISHED }

    /**
     * One neighbor as the daemon reports it, with what the agent installed from it.
     *
     * @param address         the neighbor
     * @param session         its session state
     * @param lastEstablished when the session last came up or went down
     * @param prefixes        per family: received (after policy) and installed (programmed by the agent)
     */
    public record NeighborState(InetAddress address, SessionState session, Optional<Instant> lastEstablished,
                                Map<AfiSafi, Prefixes> prefixes) {
        public NeighborState {
            prefixes = Map.copyOf(prefixes);
        }
    }

    /** Prefix counts of one family of a neighbor. */
    public record Prefixes(long received, long installed) {
    }

    /** A task VIP the switch installed: its host's sidecar and the NICs it forwards to. */
    public record TaskVip(Cidr prefix, InetAddress neighbor, SortedSet<InetAddress> nextHops) {
    }

    /**
     * An announcement refused as illegitimate: nothing of it was installed.
     *
     * @param sequence increases with every refusal
     */
    public record Refusal(long sequence, Instant time, InetAddress neighbor, Cidr prefix, InetAddress nextHop, String reason) {
    }

    public Optional<NeighborState> neighbor(InetAddress address) {
        return Optional.ofNullable(neighbors.get(address));
    }
}
