package io.nosagent.routing;

import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.delta.Programmer;
import io.nosagent.net.Cidr;
import io.nosagent.routing.groups.FastFailover;
import io.nosagent.routing.groups.GroupAttributes;
import io.nosagent.routing.groups.NextHopGroups;
import io.nosagent.routing.groups.PortAvailability;
import io.nosagent.routing.groups.UplinkDrain;
import io.nosagent.routing.nexthops.NextHops;
import io.nosagent.routing.routes.RouteProgrammer;
import io.nosagent.routing.state.RoutingStates;
import io.nosagent.routing.te.TeOverrideProgrammer;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.ports.PortStatusTracker;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.update.UpdateLoop;

import java.net.InetAddress;
import java.util.Collection;
import java.util.Map;
import java.util.Set;

/**
 * The routing feature's share of a commit, after ports and router interfaces (whose subnets next hops
 * resolve through) and after the hash and flowlet programmers (whose ARS object groups take through
 * {@link GroupAttributes}): drain, then static routes with their next hops and groups, then TE
 * overrides, then one published {@link RoutingStates} snapshot. Learned routes ({@link #learn}) come
 * between commits and share the next hops and groups. {@link #startFastFailover} hooks the
 * groups and overrides to the ports' oper state.
 */
public final class RoutingProgrammer implements Programmer {

    private final RoutingStates states = new RoutingStates();
    private final PortAvailability ports = new PortAvailability();
    private final NextHopGroups groups;
    private final UplinkDrain drain;
    private final RouteProgrammer routes;
    private final TeOverrideProgrammer teOverrides;

    public RoutingProgrammer(SaiStore store, SwitchHandle sw, GroupAttributes groupAttributes) {
        var nextHops = new NextHops(store, states);
        groups = new NextHopGroups(store, nextHops, ports, groupAttributes, states);
        drain = new UplinkDrain(sw, ports);
        routes = new RouteProgrammer(store, sw, nextHops, groups, states);
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

    /**
     * Programs learned route changes (BGP's best next hops per prefix; an empty set withdraws the
     * prefix) through the same next hops and groups as static routes, then publishes the state. A static
     * route of the same prefix wins. Update thread only: submit it on the {@link UpdateLoop}.
     *
     * @return the prefixes the ASIC refused (TABLE_FULL): not programmed, reported, tried again later
     */
    public Set<Cidr> learn(Map<Cidr, ? extends Collection<InetAddress>> changes) {
        try {
            return routes.learn(changes);
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
