package io.nosagent.routing.state;

import io.nosagent.config.intent.routing.PrefixOrder;
import io.nosagent.config.intent.routing.TeOverride;
import io.nosagent.net.Cidr;

import java.net.InetAddress;
import java.util.Collections;
import java.util.List;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The routing state as programmed (what gNMI and the CLI show), in the shape of OpenConfig's AFT: each
 * route's prefix with what it points at and where it came from, the next-hop groups with their members, the next hops,
 * and the TE overrides. Immutable: a new snapshot is published after each commit or failover turn.
 * Ids are the ASIC's object ids, stable while the object exists. The maps are read-only.
 *
 * @param version     increases with every published change
 * @param routes      routes (static and learned) by prefix, in {@link PrefixOrder}
 * @param groups      next-hop groups by id
 * @param nextHops    next hops by id
 * @param teOverrides TE overrides by (ingress port, prefix)
 */
public record RoutingState(long version, NavigableMap<Cidr, Route> routes, NavigableMap<Long, Group> groups,
                           NavigableMap<Long, NextHop> nextHops, NavigableMap<TeOverride.Key, TeOverrideState> teOverrides) {

    /** Before anything is programmed. */
    public static final RoutingState EMPTY = new RoutingState(0, frozenCopy(new TreeMap<>(PrefixOrder.INSTANCE)),
            frozenCopy(new TreeMap<>()), frozenCopy(new TreeMap<>()), frozenCopy(new TreeMap<>()));

    /**
     * Takes the maps as given: {@link RoutingStates} hands in read-only copies ({@link #frozenCopy}) and
     * reuses an unchanged part from the previous snapshot as it is, instead of wrapping it again.
     */
    public RoutingState {
        Objects.requireNonNull(routes, "routes");
        Objects.requireNonNull(groups, "groups");
        Objects.requireNonNull(nextHops, "nextHops");
        Objects.requireNonNull(teOverrides, "teOverrides");
    }

    /** A read-only copy with the same order (built from the sorted entries in linear time, no comparisons). */
    public static <K, V> NavigableMap<K, V> frozenCopy(NavigableMap<K, V> map) {
        return Collections.unmodifiableNavigableMap(new TreeMap<>(map));
    }

    public Optional<Route> route(Cidr prefix) {
        return Optional.ofNullable(routes.get(prefix));
    }

    /** The group a route points at, if it points at one. */
    public Optional<Group> groupOf(Cidr prefix) {
        return route(prefix).flatMap(r -> r.target() instanceof ViaGroup(long id) ? Optional.ofNullable(groups.get(id)) : Optional.empty());
    }

    /**
     * A route, what it points at, and where it came from.
     *
     * @param origin the configured static route, or the protocol that learned it
     */
    public record Route(Cidr prefix, Target target, Origin origin) {
        public Route {
            Objects.requireNonNull(prefix, "prefix");
            Objects.requireNonNull(target, "target");
            Objects.requireNonNull(origin, "origin");
        }

        /** A static route. */
        public Route(Cidr prefix, Target target) {
            this(prefix, target, Origin.STATIC);
        }
    }

    /** Where a route came from: the config, or a routing protocol (a static route wins a prefix both have). */
    public enum Origin { STATIC, BGP }

    /** What a route forwards to: one next hop, a group, the drop (discarded), or nothing yet (not programmed). */
    public sealed interface Target permits ViaNextHop, ViaGroup, Dropped, Unresolved {
    }

    /** Programmed to discard its traffic (a static route whose next hop is DROP). */
    public record Dropped() implements Target {
    }

    /** One next hop: the route's only one. */
    public record ViaNextHop(long nextHopId) implements Target {
    }

    /** A next-hop group shared by every route with the same next-hop set. */
    public record ViaGroup(long groupId) implements Target {
    }

    /** Not programmed: {@code reason} says why (a next hop on no connected subnet, ...). */
    public record Unresolved(String reason) implements Target {
    }

    /** How a group spreads traffic. */
    public enum GroupType { ECMP, FINE_GRAINED }

    /**
     * A next-hop group.
     *
     * @param id      the group's object id
     * @param type    hashed ECMP or a fine-grained bucket table
     * @param buckets the bucket count of a fine-grained group; 0 for ECMP
     * @param routes  how many routes point at it
     * @param members its configured members, each with its state
     */
    public record Group(long id, GroupType type, int buckets, int routes, List<Member> members) {
        public Group {
            members = List.copyOf(members);
        }

        /** The members traffic goes to now. */
        public List<Member> forwarding() {
            return members.stream().filter(Member::forwarding).toList();
        }
    }

    /**
     * One member of a group.
     *
     * @param ip            the next hop's address
     * @param interfaceName the interface it is reached through
     * @param nextHopId     the next hop's object id
     * @param weight        its weight (1 for static routes)
     * @param buckets       the buckets it holds now (fine-grained groups; 0 for ECMP)
     * @param status        up, failed over (its port is down) or drained
     * @param forwarding    whether traffic goes to it now: it is up, or drained but the group has no member
     *                      that is up and not drained (a drain never empties a group)
     */
    public record Member(InetAddress ip, String interfaceName, long nextHopId, int weight, int buckets,
                         MemberStatus status, boolean forwarding) {
    }

    /** A next hop: an address on a router interface. */
    public record NextHop(long id, InetAddress ip, String interfaceName) {
    }

    /** Whether a TE override steers traffic now. */
    public enum TeStatus {
        /** Its ACL entry redirects matching traffic. */
        ACTIVE,
        /** Its next hop's port is down or drained: the entry is disabled and traffic follows the route. */
        WITHDRAWN,
        /** Not programmed: no port, or a next hop on no connected subnet. */
        UNRESOLVED
    }

    /**
     * A TE override.
     *
     * @param key           ingress port and destination prefix
     * @param nextHop       the configured next hop
     * @param interfaceName the interface the next hop resolved to (empty when unresolved)
     * @param nextHopId     its next hop's object id (0 when unresolved)
     * @param status        active, withdrawn or unresolved
     * @param reason        why it is withdrawn or unresolved; empty when active
     */
    public record TeOverrideState(TeOverride.Key key, InetAddress nextHop, Optional<String> interfaceName, long nextHopId,
                                  TeStatus status, String reason) {
    }
}
