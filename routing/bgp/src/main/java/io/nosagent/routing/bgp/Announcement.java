package io.nosagent.routing.bgp;

import io.nosagent.net.Cidr;

import java.net.InetAddress;
import java.util.Objects;

/**
 * One path as a BGP daemon reports it, reduced to what routing needs: the prefix, the next hop, the neighbor
 * it came from and its path identifier (ADD-PATHS: a host sidecar announces one path per NIC over one
 * session), or that it was withdrawn.
 *
 * @param prefix    the destination
 * @param nextHop   where traffic goes
 * @param neighbor  the peer that announced it
 * @param pathId    its ADD-PATHS identifier (0 without ADD-PATHS)
 * @param withdrawn whether this withdraws the prefix
 */
public record Announcement(Cidr prefix, InetAddress nextHop, InetAddress neighbor, int pathId, boolean withdrawn) {

    public Announcement {
        Objects.requireNonNull(prefix, "prefix");
        Objects.requireNonNull(nextHop, "nextHop");
        Objects.requireNonNull(neighbor, "neighbor");
    }
}
