package io.nosagent.routing.gnmi;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.LoadingCache;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.RoutingYang;
import io.nosagent.config.yang.RoutingYang.NextHopGroups.NextHopGroup;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.routing.flowlets.FlowletCounters;
import io.nosagent.routing.flowlets.GroupFlowletCounters;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.routing.state.RoutingStates;

import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * Flowlet reassignment counters of every ECMP group ({@code nosagent-routing} next-hop group state):
 * how often the ASIC moved a flowlet to another member, and to another port. They are read from the
 * ASIC (SAI has them as read-only group attributes, not stats), so each group's reading is cached for
 * {@link #FRESHNESS}: a burst of Gets or SAMPLE streams costs one SAI call per group per period.
 */
public final class FlowletCountersHandler implements PathHandler {

    /** As fresh as the stats collector's counters. */
    static final Duration FRESHNESS = Duration.ofMillis(100);

    private static final List<Container> SCHEMA = List.of(Fragment.of(RoutingYang.node())
            .with(NextHopGroup.State.node(), NextHopGroup.State.FLOWLET_REASSIGNMENTS,
                    NextHopGroup.State.FLOWLET_PORT_REASSIGNMENTS)
            .build());

    private final RoutingStates routing;
    private final LoadingCache<Long, GroupFlowletCounters> counters;

    public FlowletCountersHandler(RoutingStates routing, FlowletCounters counters) {
        this.routing = routing;
        this.counters = Caffeine.newBuilder().expireAfterWrite(FRESHNESS).build(counters::of);
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of();
    }

    @Override
    public boolean changesContinuously() {
        return true;
    }

    @Override
    public void write(DataWriter out) {
        ObjectNode groups = null;
        for (RoutingState.Group g : routing.current().groups().values()) {
            if (g.type() != RoutingState.GroupType.ECMP) {
                continue; // a bucket table keeps flows in place: no flowlets
            }
            GroupFlowletCounters c = counters.get(g.id());
            if (c.nextHopReassignments().isEmpty() && c.portReassignments().isEmpty()) {
                continue;
            }
            if (groups == null) {
                groups = out.container(out.container(out.root(), RoutingYang.TOP), RoutingYang.NEXT_HOP_GROUPS);
            }
            String id = Long.toString(g.id());
            ObjectNode state = out.container(out.entry(groups, RoutingYang.NextHopGroups.NEXT_HOP_GROUP, NextHopGroup.ID, id),
                    NextHopGroup.STATE);
            c.nextHopReassignments().ifPresent(v -> state.put(NextHopGroup.State.FLOWLET_REASSIGNMENTS, Long.toString(v)));
            c.portReassignments().ifPresent(v -> state.put(NextHopGroup.State.FLOWLET_PORT_REASSIGNMENTS, Long.toString(v)));
        }
    }
}
