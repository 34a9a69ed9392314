package io.nosagent.routing.bgp;

import com.fasterxml.jackson.core.JsonGenerator;
import io.nosagent.feature.Feature;
import io.nosagent.feature.FeatureContext;
import io.nosagent.feature.ProgrammingStep;
import io.nosagent.feature.SnapshotPart;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.RoutingFeature;
import io.nosagent.routing.bgp.gnmi.BgpStateHandler;
import io.nosagent.routing.bgp.gobgp.BgpDaemon;
import io.nosagent.routing.bgp.gobgp.BgpListen;
import io.nosagent.routing.state.RoutingStates;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * BGP as the agent runs it: with a daemon, the {@link BgpSpeaker} (its config pushed after routes are
 * programmed, what it learns handed to the learned routes); always, the BGP session state over gNMI (empty
 * without a speaker). Its config is part of routing's network-instance section.
 */
public final class BgpFeature implements Feature {

    /** Pushes the BGP config into the daemon, once routes are programmed. */
    public static final String BGP = "bgp";

    private final Optional<BgpSpeaker> speaker;
    private final List<PathHandler> handlers;

    /**
     * @param routing what routing programmed (the installed counts)
     * @param daemon  the daemon to drive, when BGP runs ({@code run --bgp})
     */
    public BgpFeature(FeatureContext context, RoutingStates routing, Optional<BgpDaemon> daemon, BgpListen listen) {
        speaker = daemon.map(d -> new BgpSpeaker(context.rib(), routing, context.updateLoop(), context.time(),
                context.sw().platform(), d, listen));
        handlers = List.of(new BgpStateHandler(speaker.map(BgpSpeaker::state), context.commits()));
    }

    @Override
    public String name() {
        return "bgp";
    }

    /** The speaker, when BGP runs. */
    public Optional<BgpSpeaker> speaker() {
        return speaker;
    }

    @Override
    public List<ProgrammingStep> programmers() {
        return speaker.map(s -> List.of(ProgrammingStep.of(BGP, s, RoutingFeature.ROUTES))).orElse(List.of());
    }

    @Override
    public List<PathHandler> stateHandlers() {
        return handlers;
    }

    @Override
    public List<SnapshotPart> snapshotParts() {
        return speaker.<List<SnapshotPart>>map(s -> List.of(new SnapshotPart() {
            @Override
            public String member() {
                return "bgp";
            }

            @Override
            public Captured capture() {
                BgpState state = s.state().current();
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
    public void close() {
        speaker.ifPresent(BgpSpeaker::close);
    }
}
