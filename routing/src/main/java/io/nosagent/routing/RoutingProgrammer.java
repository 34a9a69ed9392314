package io.nosagent.routing;

import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.delta.Programmer;
import io.nosagent.routing.groups.FastFailover;
import io.nosagent.routing.groups.GroupAttributes;
import io.nosagent.routing.groups.NextHopGroups;
import io.nosagent.routing.groups.PortAvailability;
import io.nosagent.routing.groups.UplinkDrain;
import io.nosagent.routing.nexthops.NextHops;
import io.nosagent.routing.routes.StaticRouteProgrammer;
import io.nosagent.routing.state.RoutingStates;
import io.nosagent.routing.te.TeOverrideProgrammer;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.ports.PortStatusTracker;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.update.UpdateLoop;

/**
 * The routing feature's share of a commit, after ports and router interfaces (whose subnets next hops
 * resolve through) and after the hash and flowlet programmers (whose ARS object groups take through
 * {@link GroupAttributes}): drain, then static routes with their next hops and groups, then TE
 * overrides, then one published {@link RoutingStates} snapshot. {@link #startFastFailover} hooks the
 * groups and overrides to the ports' oper state.
 */
public final class RoutingProgrammer implements Programmer {

    private final RoutingStates states = new RoutingStates();
    private final PortAvailability ports = new PortAvailability();
    private final NextHopGroups groups;
    private final UplinkDrain drain;
    private final StaticRouteProgrammer routes;
    private final TeOverrideProgrammer teOverrides;

    public RoutingProgrammer(SaiStore store, SwitchHandle sw, GroupAttributes groupAttributes) {
        var nextHops = new NextHops(store, states);
        groups = new NextHopGroups(store, nextHops, ports, groupAttributes, states);
        drain = new UplinkDrain(sw, ports);
        routes = new StaticRouteProgrammer(store, sw, nextHops, groups, states);
        teOverrides = new TeOverrideProgrammer(store, sw, nextHops, ports, states);
    }

    @Override
    public void apply(IntentDelta delta) {
        try {
            drain.apply(delta);
            if (delta.routing().flowlets().isPresent()) {
                groups.refreshAttributes();
            }
            routes.apply(delta);
            teOverrides.apply(delta);
        } finally {
            states.publish();
        }
    }

    /** The routing state as programmed: the latest snapshot, and change listeners. */
    public RoutingStates state() {
        return states;
    }

    /**
     * Starts fast failover: port oper changes from {@code tracker} become urgent work on {@code loop}.
     * Close the result (before the loop) to stop.
     */
    public FastFailover startFastFailover(PortStatusTracker tracker, UpdateLoop loop) {
        return new FastFailover(tracker, loop, ports, states);
    }
}
