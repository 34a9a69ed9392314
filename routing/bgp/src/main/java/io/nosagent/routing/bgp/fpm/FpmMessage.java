package io.nosagent.routing.bgp.fpm;

import io.nosagent.net.Cidr;

import java.net.InetAddress;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/** One rtnetlink message zebra sent over FPM, as far as the agent reads it. */
public sealed interface FpmMessage {

    /**
     * A next-hop object (RTM_NEWNEXTHOP): a single next hop (gateway and/or interface), a group of others
     * with weights, or a blackhole. A new one with a known id replaces it.
     *
     * @param ifindex the kernel interface (0: none)
     */
    record NextHop(int id, Optional<InetAddress> gateway, int ifindex, List<GroupMember> group, boolean blackhole)
            implements FpmMessage {
        public NextHop {
            Objects.requireNonNull(gateway, "gateway");
            group = List.copyOf(group);
        }

        public boolean isGroup() {
            return !group.isEmpty();
        }
    }

    /** A member of a next-hop group: another next-hop object's id and its weight (1..256). */
    record GroupMember(int id, int weight) {
    }

    /** RTM_DELNEXTHOP. */
    record NextHopDeleted(int id) implements FpmMessage {
    }

    /**
     * A route (RTM_NEWROUTE): through a next-hop object ({@code nextHopId}) or its own paths (RTA_GATEWAY /
     * RTA_OIF, or RTA_MULTIPATH).
     *
     * @param flags   rtm_flags as sent
     * @param netlink the whole netlink message, to echo back with the offload flag
     */
    record Route(Cidr prefix, int table, int protocol, int flags, OptionalInt nextHopId, List<Path> paths,
                 byte[] netlink) implements FpmMessage {
        public Route {
            Objects.requireNonNull(prefix, "prefix");
            paths = List.copyOf(paths);
        }
    }

    /** One path of a route given inline: gateway (none: directly connected), kernel interface, weight. */
    record Path(Optional<InetAddress> gateway, int ifindex, int weight) {
    }

    /** RTM_DELROUTE. */
    record RouteDeleted(Cidr prefix, int table) implements FpmMessage {
    }
}
