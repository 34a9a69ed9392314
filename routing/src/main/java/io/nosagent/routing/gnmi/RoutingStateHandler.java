package io.nosagent.routing.gnmi;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataWriter;
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

import static io.nosagent.feature.gnmi.LeafKind.BOOLEAN;
import static io.nosagent.feature.gnmi.LeafKind.ENUMERATION;
import static io.nosagent.feature.gnmi.LeafKind.IP_ADDRESS;
import static io.nosagent.feature.gnmi.LeafKind.IP_PREFIX;
import static io.nosagent.feature.gnmi.LeafKind.STRING;
import static io.nosagent.feature.gnmi.LeafKind.UINT32;
import static io.nosagent.feature.gnmi.LeafKind.UINT64;
import static io.nosagent.feature.gnmi.Yang.container;
import static io.nosagent.feature.gnmi.Yang.leaf;
import static io.nosagent.feature.gnmi.Yang.list;
import static io.nosagent.feature.gnmi.Yang.readOnly;
import static io.nosagent.feature.gnmi.Yang.state;

/**
 * What routing programmed, beyond what OpenConfig's AFT can say ({@code nosagent-routing}, config
 * false): every next-hop group with its type, bucket count and routes, and each member with its
 * interface, weight, buckets and status (up, failed over, drained); routes that are configured but not
 * programmed, with the reason; each TE override's status; the QP hashing mode in effect. Read from the
 * routing state snapshot, never re-derived from the config.
 */
public final class RoutingStateHandler implements PathHandler {

    static final String ROUTING = "nosagent-routing:routing";

    private static final List<Container> SCHEMA = List.of(container(ROUTING,
            readOnly("next-hop-groups", list("next-hop-group", List.of("id"), leaf("id", UINT64),
                    state(leaf("id", UINT64), leaf("type", ENUMERATION), leaf("buckets", UINT32), leaf("route-count", UINT32)),
                    container("members", list("member", List.of("next-hop"), leaf("next-hop", UINT64),
                            state(leaf("next-hop", UINT64), leaf("ip-address", IP_ADDRESS), leaf("interface", STRING),
                                    leaf("weight", UINT32), leaf("buckets", UINT32), leaf("status", ENUMERATION),
                                    leaf("forwarding", BOOLEAN)))))),
            readOnly("unresolved-routes", list("route", List.of("prefix"), leaf("prefix", IP_PREFIX),
                    state(leaf("prefix", IP_PREFIX), leaf("reason", STRING)))),
            container("load-balancing", container("roce-qp-hash", state(leaf("active-mode", ENUMERATION)))),
            container("te-overrides", list("override", List.of("in-port", "prefix"), leaf("in-port", STRING),
                    leaf("prefix", IP_PREFIX), state(leaf("status", ENUMERATION), leaf("reason", STRING))))));

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
        ObjectNode top = out.container(out.root(), ROUTING);
        mode.ifPresent(m -> out.container(out.container(out.container(top, "load-balancing"), "roce-qp-hash"), "state")
                .put("active-mode", m.yangName()));
        if (!state.groups().isEmpty()) {
            ObjectNode groups = out.container(top, "next-hop-groups");
            for (RoutingState.Group g : state.groups().values()) {
                String id = Long.toString(g.id());
                ObjectNode group = out.entry(groups, "next-hop-group", "id", id);
                out.container(group, "state").put("id", id).put("type", enumName(g.type()))
                        .put("buckets", g.buckets()).put("route-count", g.routes());
                ObjectNode members = out.container(group, "members");
                for (RoutingState.Member m : g.members()) {
                    String nh = Long.toString(m.nextHopId());
                    out.container(out.entry(members, "member", "next-hop", nh), "state").put("next-hop", nh)
                            .put("ip-address", IpAddresses.format(m.ip())).put("interface", m.interfaceName())
                            .put("weight", m.weight()).put("buckets", m.buckets()).put("status", enumName(m.status()))
                            .put("forwarding", m.forwarding());
                }
            }
        }
        if (unresolved) {
            ObjectNode routes = out.container(top, "unresolved-routes");
            for (RoutingState.Route r : state.routes().values()) {
                if (!(r.target() instanceof RoutingState.Unresolved)) {
                    continue;
                }
                String prefix = r.prefix().toString();
                out.container(out.entry(routes, "route", "prefix", prefix), "state").put("prefix", prefix)
                        .put("reason", ((RoutingState.Unresolved) r.target()).reason());
            }
        }
        if (!state.teOverrides().isEmpty()) {
            ObjectNode overrides = out.container(top, "te-overrides");
            for (RoutingState.TeOverrideState o : state.teOverrides().values()) {
                var keys = new LinkedHashMap<String, JsonNode>();
                keys.put("in-port", JsonNodeFactory.instance.textNode(o.key().inPort()));
                keys.put("prefix", JsonNodeFactory.instance.textNode(o.key().prefix().toString()));
                ObjectNode entry = out.container(out.entry(overrides, "override", keys), "state")
                        .put("status", enumName(o.status()));
                if (o.reason() != null && !o.reason().isEmpty()) {
                    entry.put("reason", o.reason());
                }
            }
        }
    }

    /** A Java constant as its YANG enum name: FAILED_OVER -> failed-over. */
    static String enumName(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
