package io.nosagent.agent.gnmi.paths;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.agent.faults.FaultInjector;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

import static io.nosagent.feature.gnmi.LeafKind.BOOLEAN;
import static io.nosagent.feature.gnmi.LeafKind.STRING;
import static io.nosagent.feature.gnmi.LeafKind.UINT32;
import static io.nosagent.feature.gnmi.LeafKind.UINT8;
import static io.nosagent.feature.gnmi.Yang.container;
import static io.nosagent.feature.gnmi.Yang.leaf;
import static io.nosagent.feature.gnmi.Yang.leafList;
import static io.nosagent.feature.gnmi.Yang.list;
import static io.nosagent.feature.gnmi.Yang.state;

/**
 * The faults injected into a virtual ASIC's simulated hosts ({@code nosagent-sim}, origin {@code nosagent}):
 * per port whether its cable is in, whether its NIC drains, the loss rate in parts per million and the
 * priorities its peer storms. Set on these paths injects ({@code io.nosagent.agent.gnmi.set.OperationsSet});
 * without simulated hosts (a hardware backend) there is nothing here.
 */
public final class SimStateHandler implements PathHandler {

    static final String TOP = "nosagent-sim:sim";

    private static final List<Container> SCHEMA = List.of(container(TOP,
            container("interfaces", list("interface", List.of("name"), leaf("name", STRING),
                    container("config", leaf("link-up", BOOLEAN), leaf("draining", BOOLEAN), leaf("loss-ppm", UINT32)),
                    state(leaf("link-up", BOOLEAN), leaf("draining", BOOLEAN), leaf("loss-ppm", UINT32),
                            leafList("storm-priorities", UINT8)),
                    container("pfc-storms", list("pfc-storm", List.of("priority"), leaf("priority", UINT8),
                            container("config", leaf("priority", UINT8), leaf("duration", UINT32))))))));

    private final Supplier<Optional<FaultInjector>> faults;

    public SimStateHandler(Supplier<Optional<FaultInjector>> faults) {
        this.faults = faults;
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
        return Set.of();
    }

    @Override
    public boolean changesContinuously() {
        return true;
    }

    /** A Get of {@code /sim} on an agent without simulated hosts (a hardware backend) is UNIMPLEMENTED. */
    @Override
    public void write(DataWriter out, io.nosagent.config.ConfigPath asked) {
        if (faults.get().isEmpty() && !asked.elems().isEmpty() && asked.elems().getFirst().localName().equals("sim")) {
            throw io.nosagent.api.gnmi.GnmiException.unimplemented(
                    "fault injection needs simulated hosts on the virtual ASIC; this agent has none");
        }
        write(out);
    }

    @Override
    public void write(DataWriter out) {
        var injector = faults.get();
        if (injector.isEmpty() || injector.get().state().isEmpty()) {
            return;
        }
        ObjectNode interfaces = out.container(out.container(out.root(), TOP), "interfaces");
        injector.get().state().forEach((port, f) -> {
            ObjectNode st = out.container(out.entry(interfaces, "interface", "name", port), "state")
                    .put("link-up", f.linkUp()).put("draining", f.draining()).put("loss-ppm", Math.round(f.lossRate() * 1e6));
            ArrayNode storms = st.putArray("storm-priorities");
            f.stormPriorities().stream().sorted().forEach(p -> storms.add(IntNode.valueOf(p)));
        });
    }
}
