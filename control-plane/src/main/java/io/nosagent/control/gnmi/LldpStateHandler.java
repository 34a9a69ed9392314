package io.nosagent.control.gnmi;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.LldpYang;
import io.nosagent.config.yang.LldpYang.Interfaces.Interface;
import io.nosagent.config.yang.LldpYang.Interfaces.Interface.Neighbors.Neighbor;
import io.nosagent.control.lldp.LldpAgent;
import io.nosagent.control.lldp.LldpNeighbor;
import io.nosagent.control.lldp.LldpState;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.observe.Published;
import io.nosagent.sai.time.AgentTime;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * LLDP over OpenConfig ({@code /lldp}, state, and each interface's {@code config/name}, the target of its key, as
 * LLDP runs on every port): enabled, the hello timer, the switch's system name and chassis id;
 * per port its counters and the neighbor heard there (chassis id, port id, system name, port description, TTL, age
 * since first heard and seconds since its last LLDPDU). From LLDP as published, ON_CHANGE.
 */
public final class LldpStateHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(Fragment.of(LldpYang.node())
            .with(LldpYang.State.node(), LldpYang.State.ENABLED, LldpYang.State.HELLO_TIMER, LldpYang.State.SYSTEM_NAME,
                    LldpYang.State.CHASSIS_ID)
            .with(Interface.Config.node(), Interface.Config.NAME)
            .with(Interface.State.node(), Interface.State.NAME, Interface.State.ENABLED, Interface.State.COUNTERS)
            .with(Neighbor.State.node(), Neighbor.State.ID, Neighbor.State.CHASSIS_ID, Neighbor.State.PORT_ID,
                    Neighbor.State.SYSTEM_NAME, Neighbor.State.PORT_DESCRIPTION, Neighbor.State.TTL, Neighbor.State.AGE,
                    Neighbor.State.LAST_UPDATE)
            .build());

    private final Published<LldpState> lldp;
    private final Supplier<String> hostname;
    private final String chassisId;
    private final AgentTime time;

    public LldpStateHandler(Published<LldpState> lldp, Supplier<String> hostname, String chassisId, AgentTime time) {
        this.lldp = lldp;
        this.hostname = hostname;
        this.chassisId = chassisId;
        this.time = time;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(lldp);
    }

    @Override
    public void write(DataWriter out) {
        LldpState s = lldp.get();
        Instant now = time.now();
        ObjectNode top = out.container(out.root(), LldpYang.TOP);
        out.container(top, LldpYang.STATE).put(LldpYang.State.ENABLED, true)
                .put(LldpYang.State.SYSTEM_NAME, hostname.get()).put(LldpYang.State.CHASSIS_ID, chassisId)
                .set(LldpYang.State.HELLO_TIMER, DataWriter.uint64(LldpAgent.HELLO.toSeconds()));
        if (s.counters().isEmpty()) {
            return;
        }
        ObjectNode interfaces = out.container(top, LldpYang.INTERFACES);
        s.counters().forEach((port, c) -> {
            ObjectNode entry = out.entry(interfaces, LldpYang.Interfaces.INTERFACE, Interface.NAME, port);
            out.container(entry, Interface.CONFIG).put(Interface.Config.NAME, port); // the key's target: LLDP runs on every port
            ObjectNode state = out.container(entry, Interface.STATE).put(Interface.State.NAME, port).put(Interface.State.ENABLED, true);
            ObjectNode counters = out.container(state, Interface.State.COUNTERS);
            counters.set(Interface.State.Counters.FRAME_IN, DataWriter.uint64(c.frameIn()));
            counters.set(Interface.State.Counters.FRAME_OUT, DataWriter.uint64(c.frameOut()));
            counters.set(Interface.State.Counters.FRAME_ERROR_IN, DataWriter.uint64(c.frameErrorIn()));
            counters.set(Interface.State.Counters.TLV_UNKNOWN, DataWriter.uint64(c.tlvUnknown()));
            LldpNeighbor n = s.neighbors().get(port);
            if (n != null) {
                ObjectNode neighbor = out.entry(out.container(entry, Interface.NEIGHBORS), Interface.Neighbors.NEIGHBOR, Neighbor.ID, n.id());
                ObjectNode ns = out.container(neighbor, Neighbor.STATE).put(Neighbor.State.ID, n.id())
                        .put(Neighbor.State.CHASSIS_ID, n.lldpdu().chassisId()).put(Neighbor.State.PORT_ID, n.lldpdu().portId())
                        .put(Neighbor.State.TTL, n.lldpdu().ttlSeconds());
                n.lldpdu().systemName().ifPresent(v -> ns.put(Neighbor.State.SYSTEM_NAME, v));
                n.lldpdu().portDescription().ifPresent(v -> ns.put(Neighbor.State.PORT_DESCRIPTION, v));
                ns.set(Neighbor.State.AGE, DataWriter.uint64(n.age(now).toSeconds()));
                ns.set(Neighbor.State.LAST_UPDATE, TextNode.valueOf(Long.toString(Duration.between(n.updated(), now).toSeconds())));
            }
        });
    }
}
