package io.nosagent.feature;

import io.nosagent.config.rib.Rib;
import io.nosagent.config.rib.RouteOrigin;
import io.nosagent.net.Cidr;

import java.net.InetAddress;
import java.util.Collection;
import java.util.Map;

/**
 * Where a routing protocol hands the agent what it learned: each call is a new version of the learned
 * routes ({@link Rib}), programmed by every feature through the same delta as a commit.
 */
public interface RibInput {

    /** The learned routes as programmed now. */
    Rib learned();

    /**
     * Learns {@code origin}'s changes (update thread only: submit the call on the update loop): a prefix mapped to next hops is learned or replaced, one mapped to no
     * next hop is withdrawn.
     */
    void learn(RouteOrigin origin, Map<Cidr, ? extends Collection<InetAddress>> changes);
}
