package io.nosagent.routing.routes;

import io.nosagent.sai.store.key.NextHopGroupKey;
import io.nosagent.sai.store.key.NextHopKey;

/** What a static route should point at, worked out from its next hops and the connected subnets. */
sealed interface RouteTarget {

    /** One next hop. */
    record Direct(NextHopKey nextHop) implements RouteTarget {
    }

    /** A group shared by every route with the same next-hop set and type. */
    record ViaGroup(NextHopGroupKey group) implements RouteTarget {
    }

    /** Discards the traffic: a static route with OpenConfig's DROP next hop. */
    record Drop() implements RouteTarget {
    }

    /** Not programmable now, and why. */
    record Unresolved(String reason) implements RouteTarget {
    }
}
