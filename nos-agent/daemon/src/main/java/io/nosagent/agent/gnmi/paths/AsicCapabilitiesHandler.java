package io.nosagent.agent.gnmi.paths;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.AgentYang;
import io.nosagent.config.yang.AgentYang.Asic.Features.Feature;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.capability.AsicCapabilities;
import io.nosagent.sai.capability.FeatureSupport;
import io.nosagent.sai.observe.Published;

import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The ASIC's capability record ({@code nosagent-agent}, origin {@code nosagent}, {@code /agent/asic}): the
 * SAI personality, and per feature of the agent native, fallback, not supported or unknown, how, and the
 * SAI's answers. What the agent learns while running (bulk calls refused, counters missing) shows as it is
 * learned: with every commit and every counter poll.
 */
public final class AsicCapabilitiesHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(Fragment.of(AgentYang.node()).with(AgentYang.Asic.node()).build());

    private final String personality;
    private final Supplier<AsicCapabilities> capabilities;
    private final Set<Published<?>> sources;

    /** {@code changes}: what publishes when the record may have learned something (commits, counter polls). */
    public AsicCapabilitiesHandler(String personality, Supplier<AsicCapabilities> capabilities, Set<Published<?>> changes) {
        this.personality = personality;
        this.capabilities = capabilities;
        this.sources = Set.copyOf(changes);
    }

    @Override
    public String origin() {
        return AgentStateHandler.ORIGIN;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return sources;
    }

    @Override
    public void write(DataWriter out) {
        ObjectNode asic = out.container(out.container(out.root(), AgentYang.TOP), AgentYang.ASIC);
        out.container(asic, AgentYang.Asic.STATE).put(AgentYang.Asic.State.PERSONALITY, personality);
        ObjectNode features = out.container(asic, AgentYang.Asic.FEATURES);
        for (FeatureSupport f : capabilities.get().features()) {
            String name = f.feature().yangName();
            ObjectNode st = out.container(out.entry(features, AgentYang.Asic.Features.FEATURE, Feature.NAME, name), Feature.STATE)
                    .put(Feature.State.NAME, name).put(Feature.State.SUPPORT, f.support().yangName())
                    .put(Feature.State.HOW, f.how());
            ArrayNode evidence = st.putArray(Feature.State.EVIDENCE);
            f.evidence().forEach(evidence::add);
        }
    }
}
