package io.nosagent.qos;

import com.fasterxml.jackson.core.JsonGenerator;
import io.nosagent.config.codec.Section;
import io.nosagent.config.codec.Sections;
import io.nosagent.config.validate.IntentValidator;
import io.nosagent.feature.Feature;
import io.nosagent.feature.FeatureContext;
import io.nosagent.feature.ProgrammingStep;
import io.nosagent.feature.SnapshotPart;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.feature.gnmi.YangModel;
import io.nosagent.qos.gnmi.QosStateHandler;
import io.nosagent.qos.state.QosState;
import io.nosagent.qos.state.QosStates;

import java.io.IOException;
import java.util.List;

/**
 * QoS as the agent runs it: the QoS section programmed after the ports (maps, PFC on the lossless
 * priorities of the shared lossless plan, buffers, schedulers, WRED/ECN, ACK re-marking, VOQ credits), its
 * queue, PFC and buffer state over gNMI, and what it programmed in snapshots.
 */
public final class QosFeature implements Feature {

    /** The QoS section's step: after the ports, whose MTU and speed its headroom follows. */
    public static final String QOS = "qos";

    private final QosProgrammer programmer;
    private final List<PathHandler> handlers;
    private final ProgrammingStep step;

    /** @param ports the step that programs the ports ({@code ports}) */
    public QosFeature(FeatureContext context, String ports) {
        programmer = new QosProgrammer(context.store(), context.sw(),
                new BthOpcodeCapability(context.sai(), context.sw().switchId()), context.lossless());
        handlers = List.of(new QosStateHandler(programmer.states(), context.stats(), context.commits()));
        step = ProgrammingStep.of(QOS, delta -> {
            programmer.apply(delta);
            // The collector polls the pools QoS programmed (the buffer monitor and gNMI read them).
            context.stats().watchPools(programmer.states().poolSizes());
        }, ports);
    }

    @Override
    public String name() {
        return "qos";
    }

    /** What QoS programmed: per port its queues, PFC priorities and headroom; the buffer pools. */
    public QosStates states() {
        return programmer.states();
    }

    @Override
    public List<Section<?>> sections() {
        return List.of(Sections.qos());
    }

    @Override
    public List<IntentValidator> checks() {
        return Sections.qosChecks();
    }

    @Override
    public List<ProgrammingStep> programmers() {
        return List.of(step);
    }

    @Override
    public List<PathHandler> stateHandlers() {
        return handlers;
    }

    @Override
    public List<YangModel> models() {
        return List.of(YangModel.openconfig("openconfig-qos", "2.2.0"), YangModel.project("nosagent-qos", "2026-11-26"));
    }

    @Override
    public List<SnapshotPart> snapshotParts() {
        return List.of(new SnapshotPart() {
            @Override
            public String member() {
                return "qos";
            }

            @Override
            public Captured capture() {
                QosState state = programmer.states().current();
                return g -> write(g, state);
            }
        });
    }

    private static void write(JsonGenerator g, QosState s) throws IOException {
        g.writeStartObject();
        g.writeArrayFieldStart("ports");
        for (QosState.PortState p : s.ports().values()) {
            g.writeStartObject();
            g.writeStringField("interface", p.port());
            g.writeNumberField("pfc-mask", p.pfcMask());
            g.writeObjectFieldStart("queues");
            for (var q : p.queues().entrySet()) {
                g.writeNumberField(q.getKey(), q.getValue());
            }
            g.writeEndObject();
            g.writeArrayFieldStart("lossless-priority-groups");
            for (int pg : p.losslessGroups()) {
                g.writeNumber(pg);
            }
            g.writeEndArray();
            if (p.headroom().isPresent()) {
                g.writeNumberField("headroom", p.headroom().getAsLong());
            }
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("buffer-pools");
        for (QosState.PoolState pool : s.pools().values()) {
            g.writeStartObject();
            g.writeStringField("name", pool.name());
            g.writeBooleanField("ingress", pool.ingress());
            g.writeNumberField("size", pool.size());
            g.writeNumberField("shared-size", pool.sharedSize());
            g.writeEndObject();
        }
        g.writeEndArray();
        if (s.ackMatch().isPresent()) {
            g.writeStringField("ack-remark-match", s.ackMatch().get().name());
        }
        g.writeEndObject();
    }
}
