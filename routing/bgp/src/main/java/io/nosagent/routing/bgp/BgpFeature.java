package io.nosagent.routing.bgp;

import com.fasterxml.jackson.core.JsonGenerator;
import io.nosagent.feature.Feature;
import io.nosagent.feature.FeatureContext;
import io.nosagent.feature.ProgrammingStep;
import io.nosagent.feature.SnapshotPart;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.RoutingFeature;
import io.nosagent.routing.bgp.frr.FrrSuite;
import io.nosagent.routing.bgp.gnmi.BfdStateHandler;
import io.nosagent.routing.bgp.gnmi.BgpStateHandler;
import io.nosagent.routing.state.RoutingStates;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * BGP as the agent runs it: with {@code run --bgp}, the {@link FrrSpeaker} (it gets its config after routes are
 * programmed and hands what FRR learns to the learned routes); always, the BGP session state over gNMI (empty
 * without a speaker). Its config is part of routing's network-instance section.
 */
public final class BgpFeature implements Feature {

    /** Renders the BGP config for FRR and applies it, once routes are programmed. */
    public static final String BGP = "bgp";

    private final Optional<FrrSpeaker> frr;
    private final Optional<BgpStates> states;
    private final List<PathHandler> handlers;

    private BgpFeature(FeatureContext context, Optional<FrrSpeaker> frr) {
        this.frr = frr;
        this.states = frr.map(FrrSpeaker::state);
        handlers = List.of(new BgpStateHandler(states, context.commits()),
                new BfdStateHandler(frr.map(f -> f.bfdSessions().sessions())));
    }

    /** BGP not run (the agent without {@code --bgp}): the state is served, empty. */
    public static BgpFeature off(FeatureContext context) {
        return new BgpFeature(context, Optional.empty());
    }

    /**
     * BGP with FRR ({@code run --bgp}): {@code daemons} started when BGP gets configured,
     * in network namespace {@code namespace} (empty: the agent's own), where the control plane makes its TUN
     * interfaces when {@code tuns}.
     */
    public static BgpFeature withFrr(FeatureContext context, RoutingStates routing, FrrSuite daemons,
                                     Optional<String> namespace, boolean tuns) {
        return new BgpFeature(context, Optional.of(new FrrSpeaker(context.rib(), routing,
                context.updateLoop(), context.time(), context.sw().platform(), daemons, namespace, tuns)));
    }

    @Override
    public String name() {
        return "bgp";
    }

    /** The FRR speaker, when BGP runs ({@code run --bgp}). */
    public Optional<FrrSpeaker> frr() {
        return frr;
    }

    @Override
    public List<ProgrammingStep> programmers() {
        return frr.map(f -> List.of(ProgrammingStep.of(BGP, f, RoutingFeature.ROUTES))).orElse(List.of());
    }

    @Override
    public List<PathHandler> stateHandlers() {
        return handlers;
    }

    @Override
    public List<SnapshotPart> snapshotParts() {
        return states.<List<SnapshotPart>>map(s -> List.of(new SnapshotPart() {
            @Override
            public String member() {
                return "bgp";
            }

            @Override
            public Captured capture() {
                BgpState state = s.current();
                return g -> write(g, state);
            }
        })).orElse(List.of());
    }

    private static void write(JsonGenerator g, BgpState s) throws IOException {
        g.writeStartObject();
        g.writeStringField("daemon", s.daemon());
        g.writeStringField("connection", s.connection().name());
        g.writeNumberField("learned-routes", s.learned());
        g.writeNumberField("stale-routes", s.stale());
        g.writeArrayFieldStart("neighbors");
        for (BgpState.NeighborState n : s.neighbors().values()) {
            g.writeStartObject();
            g.writeStringField("address", IpAddresses.format(n.address()));
            g.writeStringField("session-state", n.session().name());
            if (n.lastEstablished().isPresent()) {
                g.writeStringField("last-established", n.lastEstablished().get().toString());
            }
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("task-vips");
        for (BgpState.TaskVip v : s.taskVips().values()) {
            g.writeStartObject();
            g.writeStringField("prefix", v.prefix().toString());
            g.writeStringField("neighbor", IpAddresses.format(v.neighbor()));
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    @Override
    public void stoppingWarm() {
        frr.ifPresent(FrrSpeaker::stoppingWarm);
    }

    @Override
    public void close() {
        frr.ifPresent(FrrSpeaker::close);
    }
}
