package io.nosagent.agent.gnmi.paths;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.capability.AsicCapabilities;
import io.nosagent.sai.capability.FeatureSupport;
import io.nosagent.sai.observe.Published;

import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

import static io.nosagent.feature.gnmi.LeafKind.ENUMERATION;
import static io.nosagent.feature.gnmi.LeafKind.STRING;
import static io.nosagent.feature.gnmi.Yang.container;
import static io.nosagent.feature.gnmi.Yang.leaf;
import static io.nosagent.feature.gnmi.Yang.leafList;
import static io.nosagent.feature.gnmi.Yang.list;
import static io.nosagent.feature.gnmi.Yang.readOnly;
import static io.nosagent.feature.gnmi.Yang.state;

/**
 * The ASIC's capability record ({@code nosagent-agent}, origin {@code nosagent}, {@code /agent/asic}): the
 * SAI personality, and per feature of the agent native, fallback, not supported or unknown, how, and the
 * SAI's answers. What the agent learns while running (bulk calls refused, counters missing) shows as it is
 * learned: with every commit and every counter poll.
 */
public final class AsicCapabilitiesHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(readOnly("nosagent-agent:agent", container("asic",
            state(leaf("personality", STRING)),
            container("features", list("feature", List.of("name"), leaf("name", STRING),
                    state(leaf("name", STRING), leaf("support", ENUMERATION), leaf("how", STRING), leafList("evidence", STRING)))))));

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
        ObjectNode asic = out.container(out.container(out.root(), "nosagent-agent:agent"), "asic");
        out.container(asic, "state").put("personality", personality);
        ObjectNode features = out.container(asic, "features");
        for (FeatureSupport f : capabilities.get().features()) {
            String name = f.feature().yangName();
            ObjectNode st = out.container(out.entry(features, "feature", "name", name), "state")
                    .put("name", name).put("support", f.support().yangName()).put("how", f.how());
            ArrayNode evidence = st.putArray("evidence");
            f.evidence().forEach(evidence::add);
        }
    }
}
