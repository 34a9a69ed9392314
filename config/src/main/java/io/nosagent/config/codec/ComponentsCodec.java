package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.platform.ComponentsIntent;
import io.nosagent.config.intent.platform.ResourceThreshold;
import io.nosagent.config.schema.SchemaNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.ComponentsYang;
import io.nosagent.config.yang.ComponentsYang.Component;
import io.nosagent.config.yang.ComponentsYang.Component.IntegratedCircuit;
import io.nosagent.config.yang.ComponentsYang.Component.IntegratedCircuit.Utilization;
import io.nosagent.config.yang.ComponentsYang.Component.IntegratedCircuit.Utilization.Resources;
import io.nosagent.config.yang.ComponentsYang.Component.IntegratedCircuit.Utilization.Resources.Resource;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * {@code /openconfig-platform:components} to {@link ComponentsIntent} and back. The section's schema is the
 * configurable part of the served components tree: a component's {@code config/name} and its integrated
 * circuit's resource thresholds. The rest of what {@code /components} serves is state the agent lists
 * itself (subcomponents, transceiver channels), so a Set there is refused as outside the config schema
 * rather than taken and ignored. Encode writes what is configured, thresholds only where set.
 */
public final class ComponentsCodec implements SectionCodec<ComponentsIntent> {

    private static final Container SCHEMA = configurable();

    @Override
    public Container schema() {
        return SCHEMA;
    }

    /** The served components tree cut down to the component's key, its config and the resources' list. */
    private static Container configurable() {
        SchemaNode.ListNode component = Component.node();
        var utilization = new Container(IntegratedCircuit.node().name(), IntegratedCircuit.node().module(), true,
                List.of(Utilization.node()));
        var kept = new SchemaNode.ListNode(component.name(), component.module(), true, component.keys(),
                List.of(component.keyLeaf(Component.NAME), Component.Config.node(), utilization));
        return new Container(ComponentsYang.node().name(), ComponentsYang.node().module(), true, List.of(kept));
    }

    @Override
    public Optional<ComponentsIntent> decode(JsonNode top, ConfigErrors errors) {
        var components = new TreeMap<String, ComponentsIntent.Component>();
        for (JsonNode c : top.path(ComponentsYang.COMPONENT)) {
            String name = c.path(Component.NAME).asText();
            var resources = new TreeMap<String, ResourceThreshold>();
            for (JsonNode r : c.path(Component.INTEGRATED_CIRCUIT).path(IntegratedCircuit.UTILIZATION)
                    .path(Utilization.RESOURCES).path(Resources.RESOURCE)) {
                String resource = r.path(Resource.NAME).asText();
                JsonNode config = r.path(Resource.CONFIG);
                resources.put(resource, new ResourceThreshold(resource, percent(config, Resource.Config.USED_THRESHOLD_UPPER),
                        percent(config, Resource.Config.USED_THRESHOLD_UPPER_CLEAR)));
            }
            components.put(name, new ComponentsIntent.Component(name, resources));
        }
        return Optional.of(new ComponentsIntent(components));
    }

    private static OptionalInt percent(JsonNode config, String leaf) {
        return config.has(leaf) ? OptionalInt.of(config.get(leaf).asInt()) : OptionalInt.empty();
    }

    @Override
    public ObjectNode encode(ComponentsIntent intent) {
        ObjectNode top = JsonNodeFactory.instance.objectNode();
        if (intent.components().isEmpty()) {
            return top;
        }
        ArrayNode list = top.putArray(ComponentsYang.COMPONENT);
        for (ComponentsIntent.Component c : intent.components().values()) {
            ObjectNode entry = list.addObject().put(Component.NAME, c.name());
            entry.putObject(Component.CONFIG).put(Component.Config.NAME, c.name());
            if (c.resources().isEmpty()) {
                continue;
            }
            ArrayNode resources = entry.putObject(Component.INTEGRATED_CIRCUIT).putObject(IntegratedCircuit.UTILIZATION)
                    .putObject(Utilization.RESOURCES).putArray(Resources.RESOURCE);
            for (ResourceThreshold r : c.resources().values()) {
                ObjectNode config = resources.addObject().put(Resource.NAME, r.name())
                        .putObject(Resource.CONFIG).put(Resource.Config.NAME, r.name());
                r.upper().ifPresent(v -> config.put(Resource.Config.USED_THRESHOLD_UPPER, v));
                r.clear().ifPresent(v -> config.put(Resource.Config.USED_THRESHOLD_UPPER_CLEAR, v));
            }
        }
        return top;
    }
}
