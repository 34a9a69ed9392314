package io.nosagent.config.intent.bgp;

import java.net.Inet4Address;
import java.util.Collections;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The switch's BGP instance.
 *
 * @param as               the switch's AS
 * @param routerId         its BGP identifier (an IPv4 address)
 * @param useMultiplePaths multipath: equal paths are all used (default false)
 * @param gracefulRestart  the defaults of every neighbor
 * @param afiSafis         the families the instance handles; none listed means the daemon's default
 */
public record BgpGlobal(long as, Inet4Address routerId, boolean useMultiplePaths, GracefulRestart gracefulRestart,
                        SortedMap<AfiSafi, AfiSafiSettings> afiSafis) {

    public BgpGlobal {
        Objects.requireNonNull(routerId, "routerId");
        Objects.requireNonNull(gracefulRestart, "gracefulRestart");
        afiSafis = Collections.unmodifiableSortedMap(new TreeMap<>(afiSafis));
    }

    public static BgpGlobal of(long as, Inet4Address routerId) {
        return new BgpGlobal(as, routerId, false, GracefulRestart.UNSET, new TreeMap<>());
    }

    public BgpGlobal withMultiplePaths(boolean value) {
        return new BgpGlobal(as, routerId, value, gracefulRestart, afiSafis);
    }

    public BgpGlobal withGracefulRestart(GracefulRestart value) {
        return new BgpGlobal(as, routerId, useMultiplePaths, value, afiSafis);
    }
}
