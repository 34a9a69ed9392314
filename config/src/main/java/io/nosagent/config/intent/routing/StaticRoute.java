package io.nosagent.config.intent.routing;

import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A static route of the DEFAULT network instance (OpenConfig local-routing): a prefix and the next
 * hops traffic to it is spread over. A next hop is an address on one of the switch's connected
 * subnets; routes with the same next-hop set share one next-hop group on the ASIC. A route whose next hop
 * is OpenConfig's {@code DROP} discards its traffic.
 *
 * @param prefix   the destination, host bits zero
 * @param nextHops the next-hop addresses, sorted (none for a drop route)
 * @param settings what was set on each address beside it (its index, metric, ...); an address missing here
 *                 was given itself as index and nothing else
 * @param drop     the {@code DROP} next hop, when the route has one
 * @param setTag   the route's tag, when set
 */
public record StaticRoute(Cidr prefix, SortedSet<InetAddress> nextHops, Map<InetAddress, StaticNextHop> settings,
                          Optional<StaticNextHop> drop, OptionalLong setTag) {

    /** Address order: IPv4 before IPv6, then unsigned bytes. */
    public static final Comparator<InetAddress> ADDRESS_ORDER = (a, b) -> {
        boolean v4 = a instanceof Inet4Address;
        if (v4 != b instanceof Inet4Address) {
            return v4 ? -1 : 1;
        }
        // An IPv4 address's hash code is its 32 bits; getAddress() would copy them.
        return v4 ? Integer.compareUnsigned(a.hashCode(), b.hashCode())
                : Arrays.compareUnsigned(a.getAddress(), b.getAddress());
    };

    public StaticRoute {
        Objects.requireNonNull(prefix, "prefix");
        nextHops = NextHopAddresses.of(nextHops);
        settings = Map.copyOf(settings);
        Objects.requireNonNull(drop, "drop");
        Objects.requireNonNull(setTag, "setTag");
    }

    /** A route with only addresses, each its own index. */
    public StaticRoute(Cidr prefix, SortedSet<InetAddress> nextHops) {
        this(prefix, nextHops, Map.of(), Optional.empty(), OptionalLong.empty());
    }

    /** What was set on {@code hop}, one of {@link #nextHops}. */
    public StaticNextHop settingsOf(InetAddress hop) {
        StaticNextHop set = settings.get(hop);
        return set != null ? set : StaticNextHop.indexed(IpAddresses.format(hop));
    }

    /** Whether the route discards its traffic. */
    public boolean drops() {
        return drop.isPresent();
    }

    public static StaticRoute of(String prefix, String... nextHops) {
        var hops = new TreeSet<>(ADDRESS_ORDER);
        for (String h : nextHops) {
            hops.add(IpAddresses.parse(h));
        }
        return new StaticRoute(Cidr.parse(prefix), hops);
    }

    /** A /32 or /128: one host (a task VIP when it lies inside a downlink's subnet). */
    public boolean isHostRoute() {
        return prefix.length() == (prefix.isIpv4() ? 32 : 128);
    }
}
