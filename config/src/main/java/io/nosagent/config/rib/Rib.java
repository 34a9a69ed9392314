package io.nosagent.config.rib;

import io.nosagent.config.intent.routing.PrefixOrder;
import io.nosagent.net.Cidr;

import java.net.InetAddress;
import java.util.Collection;
import java.util.Collections;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * The routes the switch learned (BGP today), the other input of programming beside the intent: each
 * change is a new version, programmed through the same delta as a commit, so routing sees learned and
 * configured routes together, a snapshot and the AFT show the learned ones with their origin, and a
 * config rollback (which changes the intent only) leaves them programmed. Not persisted with the config: a
 * protocol sends its routes again after a restart (a warm stop keeps them for the next agent, which adopts
 * them until their protocol has re-sent its table). Immutable.
 *
 * @param version  how many changes made this table (0: nothing learned yet)
 * @param routes   learned routes by prefix
 */
public record Rib(long version, NavigableMap<Cidr, LearnedRoute> routes) {

    public static final Rib EMPTY = new Rib(0, new TreeMap<>(PrefixOrder.INSTANCE));

    public Rib {
        routes = Collections.unmodifiableNavigableMap(routes);
    }

    /**
     * This table with {@code origin}'s changes: a prefix mapped to next hops is learned (or replaced), one
     * mapped to no next hop is withdrawn (only if {@code origin} had it). The same table when nothing changes.
     */
    public Rib learn(RouteOrigin origin, Map<Cidr, ? extends Collection<InetAddress>> changes) {
        TreeMap<Cidr, LearnedRoute> next = null;
        for (var e : changes.entrySet()) {
            LearnedRoute now = routes.get(e.getKey());
            LearnedRoute wanted = e.getValue().isEmpty() ? null : LearnedRoute.of(e.getKey(), e.getValue(), origin);
            if (wanted == null ? now == null || now.origin() != origin : wanted.equals(now)) {
                continue;
            }
            if (next == null) {
                next = new TreeMap<>(routes);
            }
            if (wanted == null) {
                next.remove(e.getKey());
            } else {
                next.put(e.getKey(), wanted);
            }
        }
        return next == null ? this : new Rib(version + 1, next);
    }

    /** Equal tables hold the same routes, whatever their versions. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Rib r && r.routes.equals(routes);
    }

    @Override
    public int hashCode() {
        return routes.hashCode();
    }
}
