package io.nosagent.routing;

import io.nosagent.feature.NeighborResolution;
import io.nosagent.config.delta.RoutingDelta;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.delta.MapDelta;
import io.nosagent.config.rib.LearnedRoute;
import io.nosagent.feature.Programmer;
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
import io.nosagent.feature.update.UpdateLoop;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.InetAddress;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Set;

/**
 * The routing feature's share of a commit, after ports and router interfaces (whose subnets next hops
 * resolve through) and after the hash and flowlet programmers (whose ARS object groups take through
 * {@link GroupAttributes}): drain, then static routes with their next hops and groups, then TE
 * overrides, then one published {@link RoutingStates} snapshot. Learned routes (the delta's changes of
 * the {@code Rib}) share the next hops and groups. {@link #startFastFailover} hooks the
 * groups and overrides to the ports' oper state.
 */
public final class RoutingProgrammer implements Programmer {

    private static final Logger log = LoggerFactory.getLogger(RoutingProgrammer.class);

    private final RoutingStates states = new RoutingStates();
    private final PortAvailability ports = new PortAvailability();
    private final NextHopGroups groups;
    private final UplinkDrain drain;
    private final RouteProgrammer routes;
    private final TeOverrideProgrammer teOverrides;

    /** A switch whose neighbors are all configured ({@link NeighborResolution#CONFIGURED}). */
    public RoutingProgrammer(SaiStore store, SwitchHandle sw, GroupAttributes groupAttributes) {
        this(store, sw, groupAttributes, NeighborResolution.CONFIGURED);
    }

    /**
     * @param neighbors which next hops' neighbors are resolved: a member joins its groups once its neighbor is,
     *                  and leaves them when it ages out (work on the update thread, published as fast failover's)
     */
    public RoutingProgrammer(SaiStore store, SwitchHandle sw, GroupAttributes groupAttributes, NeighborResolution neighbors) {
        var nextHops = new NextHops(store, states, neighbors);
        groups = new NextHopGroups(store, nextHops, ports, neighbors, groupAttributes, states);
        neighbors.addListener(changed -> {
            try {
                groups.neighborsChanged(changed);
            } finally {
                states.publish();
            }
        });
        drain = new UplinkDrain(sw, ports);
        routes = new RouteProgrammer(store, sw, nextHops, groups, states);
        teOverrides = new TeOverrideProgrammer(store, sw, nextHops, ports, states);
    }

    @Override
    public void apply(IntentDelta delta) {
        try {
            drain.apply(delta);
            if (RoutingDelta.of(delta).flowlets().isPresent()) {
                groups.refreshAttributes();
            }
            routes.apply(delta);
            learn(delta.learned());
            teOverrides.apply(delta);
        } finally {
            states.publish();
        }
    }

    /**
     * Programs the learned routes that changed through the same next hops and groups as static routes; a
     * static route of the same prefix wins. A prefix the ASIC refuses (TABLE_FULL) is left unprogrammed,
     * reported in the state and tried again with the next change of the learned routes.
     */
    private void learn(MapDelta<Cidr, LearnedRoute> learned) {
        if (learned.isEmpty()) {
            return;
        }
        var changes = new LinkedHashMap<Cidr, Collection<InetAddress>>();
        learned.added().forEach((prefix, route) -> changes.put(prefix, route.nextHops()));
        learned.changed().forEach((prefix, change) -> changes.put(prefix, change.after().nextHops()));
        learned.removed().keySet().forEach(prefix -> changes.put(prefix, Set.of()));
        Set<Cidr> refused = routes.learn(changes);
        if (!refused.isEmpty()) {
            log.warn("the ASIC refused {} learned routes (e.g. {}); they are tried again with the next change",
                    refused.size(), refused.iterator().next());
        }
    }

    /** Learned prefixes the ASIC refused, to be tried again with the next change of the learned routes. */
    public Set<Cidr> refusedLearned() {
        return routes.refusedLearned();
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
        return new FastFailover(tracker, loop, ports, groups, states);
    }
}
