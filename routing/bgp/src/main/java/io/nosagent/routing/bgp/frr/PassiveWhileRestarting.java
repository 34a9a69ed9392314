package io.nosagent.routing.bgp.frr;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.net.IpAddresses;

import java.net.InetAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

/**
 * The neighbors a switch restarting gracefully leaves to open their sessions ({@code neighbor X passive}), so each
 * session comes back over one TCP connection. Both ends connecting at once is a collision (RFC 4271 6.8): the end
 * with the lower BGP identifier ends the connection it opened with a Cease, and under load its peer may already have
 * taken that connection as established. A graceful-restart helper whose session ends again before the restarting
 * peer re-sent its routes drops the paths still stale from the restart (FRR 8.4 does, RFC 4724 4.2 says so), so the
 * peers withdrew the restarted switch's own aggregates and learned them again a few seconds later.
 *
 * <p>Changing {@code passive} resets a session in OpenSent, OpenConfirm or Established, so a neighbor leaves this set
 * only while its session is down (Idle, Connect, Active): once it was up and is down again (the restart is over for
 * it), or once {@code wait} has passed without the peer connecting (a passive peer, or one slow to retry); passive
 * on an established session changes nothing. One per restart; not thread-safe (the speaker's update thread).
 */
public final class PassiveWhileRestarting {

    /** How long a restarting switch waits for a neighbor to connect before connecting itself. */
    public static final Duration WAIT = Duration.ofSeconds(20);

    private final Set<InetAddress> passive;
    private final Set<InetAddress> wereUp = new HashSet<>();
    private final Instant start;
    private final Duration wait;

    /**
     * @param neighbors the sessions to leave to the peers (configured, enabled, not passive by intent)
     * @param start     when FRR started
     * @param wait      how long to wait for a peer that does not connect
     */
    public PassiveWhileRestarting(Collection<InetAddress> neighbors, Instant start, Duration wait) {
        this.passive = new HashSet<>(neighbors);
        this.start = start;
        this.wait = wait;
    }

    /** The neighbors to render passive now. */
    public Set<InetAddress> neighbors() {
        return Set.copyOf(passive);
    }

    /**
     * Follows bgpd's sessions ({@code show bgp neighbors json}).
     *
     * @return whether some neighbor left the set (the config is to be applied again)
     */
    public boolean follow(JsonNode neighbors, Instant now) {
        boolean waited = !now.isBefore(start.plus(wait));
        return passive.removeIf(peer -> {
            String state = neighbors.path(IpAddresses.format(peer)).path("bgpState").asText("");
            if (state.equals("Established")) {
                wereUp.add(peer);
                return false;
            }
            boolean down = state.equals("Idle") || state.equals("Connect") || state.equals("Active");
            return down && (wereUp.contains(peer) || waited);
        });
    }

    /** Whether every neighbor has left the set. */
    public boolean over() {
        return passive.isEmpty();
    }
}
