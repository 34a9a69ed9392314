package io.nosagent.routing.gnmi;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.RoutingYang;
import io.nosagent.config.yang.RoutingYang.LoadBalancing.RoceQpHash;
import io.nosagent.config.yang.RoutingYang.NextHopGroups.NextHopGroup;
import io.nosagent.config.yang.RoutingYang.NextHopGroups.NextHopGroup.Members.Member;
import io.nosagent.config.yang.RoutingYang.TeOverrides;
import io.nosagent.config.yang.RoutingYang.UnresolvedRoutes.Route;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.routing.state.RoutingStates;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * What routing programmed, beyond what OpenConfig's AFT can say ({@code nosagent-routing}, config
 * false): every next-hop group with its type, bucket count and routes, and each member with its
 * interface, weight, buckets and status (up, failed over, drained); routes that are configured but not
 * programmed, with the reason; each TE override's status; the QP hashing mode in effect. Read from the
 * routing state snapshot, never re-derived from the config.
 */
public final class RoutingStateHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(Fragment.of(RoutingYang.node())
            .with(NextHopGroup.State.node(), NextHopGroup.State.ID, NextHopGroup.State.TYPE, NextHopGroup.State.BUCKETS,
                    NextHopGroup.State.ROUTE_COUNT)
            .with(NextHopGroup.Members.node())
            .with(RoutingYang.UnresolvedRoutes.node())
            .with(RoceQpHash.State.node(), RoceQpHash.State.ACTIVE_MODE)
            .with(TeOverrides.Override.State.node(), TeOverrides.Override.State.STATUS, TeOverrides.Override.State.REASON)
            .build());

    private final RoutingStates routing;
    private final Supplier<Optional<QpHashing.Mode>> qpMode;
    private final Published<?> commits;

    public RoutingStateHandler(RoutingStates routing, Supplier<Optional<QpHashing.Mode>> qpMode, Published<?> commits) {
        this.commits = commits;
        this.routing = routing;
        this.qpMode = qpMode;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(routing.changes(), commits);
    }

    @Override
    public void write(DataWriter out) {
        RoutingState state = routing.current();
        Optional<QpHashing.Mode> mode = qpMode.get();
        boolean unresolved = state.routes().values().stream().anyMatch(r -> r.target() instanceof RoutingState.Unresolved);
        if (mode.isEmpty() && state.groups().isEmpty() && !unresolved && state.teOverrides().isEmpty()) {
            return; // nothing routed beyond connected subnets: the container stays absent, as its config is
        }
        ObjectNode top = out.container(out.root(), RoutingYang.TOP);
        mode.ifPresent(m -> out.container(out.container(out.container(top, RoutingYang.LOAD_BALANCING),
                RoutingYang.LoadBalancing.ROCE_QP_HASH), RoceQpHash.STATE).put(RoceQpHash.State.ACTIVE_MODE, m.yangName()));
        if (!state.groups().isEmpty()) {
            ObjectNode groups = out.container(top, RoutingYang.NEXT_HOP_GROUPS);
            for (RoutingState.Group g : state.groups().values()) {
                String id = Long.toString(g.id());
                ObjectNode group = out.entry(groups, RoutingYang.NextHopGroups.NEXT_HOP_GROUP, NextHopGroup.ID, id);
                out.container(group, NextHopGroup.STATE).put(NextHopGroup.State.ID, id)
                        .put(NextHopGroup.State.TYPE, enumName(g.type()))
                        .put(NextHopGroup.State.BUCKETS, g.buckets()).put(NextHopGroup.State.ROUTE_COUNT, g.routes());
                ObjectNode members = out.container(group, NextHopGroup.MEMBERS);
                for (RoutingState.Member m : g.members()) {
                    String nh = Long.toString(m.nextHopId());
                    out.container(out.entry(members, NextHopGroup.Members.MEMBER, Member.NEXT_HOP, nh), Member.STATE)
                            .put(Member.State.NEXT_HOP, nh)
                            .put(Member.State.IP_ADDRESS, IpAddresses.format(m.ip()))
                            .put(Member.State.INTERFACE, m.interfaceName())
                            .put(Member.State.WEIGHT, m.weight()).put(Member.State.BUCKETS, m.buckets())
                            .put(Member.State.STATUS, enumName(m.status()))
                            .put(Member.State.FORWARDING, m.forwarding());
                }
            }
        }
        if (unresolved) {
            ObjectNode routes = out.container(top, RoutingYang.UNRESOLVED_ROUTES);
            for (RoutingState.Route r : state.routes().values()) {
                if (!(r.target() instanceof RoutingState.Unresolved)) {
                    continue;
                }
                String prefix = r.prefix().toString();
                out.container(out.entry(routes, RoutingYang.UnresolvedRoutes.ROUTE, Route.PREFIX, prefix), Route.STATE)
                        .put(Route.State.PREFIX, prefix)
                        .put(Route.State.REASON, ((RoutingState.Unresolved) r.target()).reason());
            }
        }
        if (!state.teOverrides().isEmpty()) {
            ObjectNode overrides = out.container(top, RoutingYang.TE_OVERRIDES);
            for (RoutingState.TeOverrideState o : state.teOverrides().values()) {
                var keys = new LinkedHashMap<String, JsonNode>();
                keys.put(TeOverrides.Override.IN_PORT, JsonNodeFactory.instance.textNode(o.key().inPort()));
                keys.put(TeOverrides.Override.PREFIX, JsonNodeFactory.instance.textNode(o.key().prefix().toString()));
                ObjectNode entry = out.container(out.entry(overrides, TeOverrides.OVERRIDE, keys), TeOverrides.Override.STATE)
                        .put(TeOverrides.Override.State.STATUS, enumName(o.status()));
                if (o.reason() != null && !o.reason().isEmpty()) {
                    entry.put(TeOverrides.Override.State.REASON, o.reason());
                }
            }
        }
    }

    /** A Java constant as its YANG enum name: FAILED_OVER -> failed-over. */
    static String enumName(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
