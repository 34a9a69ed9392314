package io.nosagent.agent.gnoi;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.agent.gnmi.paths.PlatformComponentsHandler;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.ComponentsYang;
import io.nosagent.config.yang.ComponentsYang.Component;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.observe.Published;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code /components/component/healthz/state} (openconfig-platform-healthz): status, last-unhealthy and
 * unhealthy-count of each component a fault can name (every PORT, its TRANSCEIVER and the ASIC), from {@link ComponentHealth},
 * so a subscriber hears ON_CHANGE when a port turns UNHEALTHY and when it is HEALTHY again.
 */
public final class HealthzStateHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(Fragment.of(ComponentsYang.node())
            .with(Component.Healthz.State.node(), Component.Healthz.State.STATUS, Component.Healthz.State.LAST_UNHEALTHY,
                    Component.Healthz.State.UNHEALTHY_COUNT)
            .build());

    private final ComponentHealth health;
    private final Set<Published<?>> sources;
    private final List<String> components;

    /**
     * @param events     what else changes health: the snapshot index (new events) and the acknowledgements
     * @param interfaces the front-panel ports, whose PORT and TRANSCEIVER components carry health besides the ASIC
     */
    public HealthzStateHandler(ComponentHealth health, Set<Published<?>> events, Iterable<String> interfaces) {
        this.health = health;
        var all = new java.util.HashSet<Published<?>>(events);
        all.add(health.changes());
        this.sources = Set.copyOf(all);
        var names = new ArrayList<String>();
        interfaces.forEach(i -> {
            names.add(PlatformComponentsHandler.portComponent(i));
            names.add(PlatformComponentsHandler.transceiverComponent(i));
        });
        names.add(PlatformComponentsHandler.ASIC);
        this.components = List.copyOf(names);
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
        ObjectNode list = out.container(out.root(), ComponentsYang.TOP);
        for (String name : components) {
            ComponentHealth.Health h = health.of(name);
            ObjectNode state = out.container(out.container(out.entry(list, ComponentsYang.COMPONENT, Component.NAME, name),
                    Component.HEALTHZ), Component.Healthz.STATE);
            state.put(Component.Healthz.State.STATUS, health.healthy(name) ? "HEALTHY" : "UNHEALTHY");
            h.lastUnhealthy().ifPresent(t -> state.set(Component.Healthz.State.LAST_UNHEALTHY, DataWriter.uint64(DataWriter.nanos(t))));
            state.set(Component.Healthz.State.UNHEALTHY_COUNT, DataWriter.uint64(h.unhealthyCount()));
        }
    }
}
