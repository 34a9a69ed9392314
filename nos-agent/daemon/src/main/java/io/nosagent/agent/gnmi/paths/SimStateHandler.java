package io.nosagent.agent.gnmi.paths;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.SimYang;
import io.nosagent.config.yang.SimYang.Interfaces.Interface;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.agent.faults.FaultInjector;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The faults injected into a virtual ASIC's simulated hosts ({@code nosagent-sim}, origin {@code nosagent}):
 * per port whether its cable is in, whether its NIC drains, the loss rate in parts per million and the
 * priorities its peer storms. Set on these paths injects ({@code io.nosagent.agent.gnmi.set.OperationsSet});
 * without simulated hosts (a hardware backend) there is nothing here.
 */
public final class SimStateHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(SimYang.node());

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
        if (faults.get().isEmpty() && !asked.elems().isEmpty() && asked.elems().getFirst().localName().equals(SimYang.node().name())) {
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
        ObjectNode interfaces = out.container(out.container(out.root(), SimYang.TOP), SimYang.INTERFACES);
        injector.get().state().forEach((port, f) -> {
            ObjectNode st = out.container(out.entry(interfaces, SimYang.Interfaces.INTERFACE, Interface.NAME, port), Interface.STATE)
                    .put(Interface.State.LINK_UP, f.linkUp()).put(Interface.State.DRAINING, f.draining())
                    .put(Interface.State.LOSS_PPM, Math.round(f.lossRate() * 1e6));
            f.swappedWith().ifPresent(other -> st.put(Interface.State.SWAPPED_WITH, other));
            ArrayNode storms = st.putArray(Interface.State.STORM_PRIORITIES);
            f.stormPriorities().stream().sorted().forEach(p -> storms.add(IntNode.valueOf(p)));
        });
    }
}
