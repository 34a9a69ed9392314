package io.nosagent.agent.gnmi.paths;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.agent.update.IntentService;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.schema.ConfigSchema;
import io.nosagent.config.schema.SchemaNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.schema.SchemaNode.Inner;
import io.nosagent.config.schema.SchemaNode.ListNode;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every config section of the running intent (whatever the config module registers: system,
 * interfaces, the DEFAULT network instance with its static routes, nosagent-routing, and later QoS,
 * ...), with each {@code state} container's copy of its {@code config} sibling: what is committed is
 * programmed, so applied config equals intent. Lists may have several keys (a protocol is keyed by
 * identifier and name, a TE override by port and prefix). Its fragment is the config part of the
 * sections' schema (the tree generated from the YANG): state beyond the config's copy is the handlers'
 * that know it.
 */
public final class ConfigHandler implements PathHandler {

    private final IntentService intent;
    private final IntentCodec codec;
    private final PortDefaults ports;
    private final List<Container> schema;
    private final Map<String, Container> topsByMember = new LinkedHashMap<>();

    public ConfigHandler(IntentService intent, PortDefaults ports) {
        this.intent = intent;
        this.codec = intent.codec();
        this.ports = ports;
        this.schema = configPart(codec.schema());
        for (Container top : schema) {
            topsByMember.put(top.module() + ":" + top.name(), top);
        }
    }

    @Override
    public List<Container> schema() {
        return schema;
    }

    @Override
    public boolean servesConfig() {
        return true;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(intent.commits());
    }

    @Override
    public void write(DataWriter out) {
        ObjectNode doc = codec.encode(ports.withDefaults(intent.current()));
        for (var field : doc.properties()) {
            Container top = topsByMember.get(field.getKey());
            copy(top, field.getValue(), out.container(out.root(), field.getKey()), out);
        }
    }

    /** The sections' tops reduced to their config nodes and each state container's copy of its config sibling. */
    static List<Container> configPart(ConfigSchema schema) {
        var out = new ArrayList<Container>();
        for (SchemaNode top : schema.root().children()) {
            if (configPart(top, null) instanceof Container c) {
                out.add(c);
            }
        }
        return out;
    }

    /** {@code node} with only config and copies of config below it; null when nothing is left. */
    private static SchemaNode configPart(SchemaNode node, Inner parent) {
        if (node instanceof Container state && state.name().equals("state") && !state.config()) {
            List<String> copied = parent == null ? List.of() : parent.child("config")
                    .filter(Container.class::isInstance).map(c -> ((Container) c).children().stream().map(SchemaNode::name).toList())
                    .orElse(List.of());
            var leaves = state.children().stream().filter(c -> !(c instanceof Inner) && copied.contains(c.name())).toList();
            return leaves.isEmpty() ? null : new Container(state.name(), state.module(), false, leaves);
        }
        if (!node.config()) {
            return null;
        }
        if (!(node instanceof Inner inner)) {
            return node;
        }
        var children = new ArrayList<SchemaNode>();
        for (SchemaNode c : inner.children()) {
            SchemaNode kept = configPart(c, inner);
            if (kept != null) {
                children.add(kept);
            }
        }
        boolean onlyKeys = inner instanceof ListNode list && children.stream().allMatch(c -> list.keys().contains(c.name()));
        if (children.isEmpty() || onlyKeys) {
            return null;
        }
        return switch (inner) {
            case Container c -> new Container(c.name(), c.module(), true, children);
            case ListNode l -> new ListNode(l.name(), l.module(), true, l.keys(), children);
        };
    }

    private static void copy(Inner node, JsonNode from, ObjectNode to, DataWriter out) {
        for (var field : from.properties()) {
            SchemaNode child = node.member(field.getKey()).orElseThrow();
            JsonNode value = field.getValue();
            switch (child) {
                case Container c -> {
                    copy(c, value, out.container(to, field.getKey()), out);
                    if (c.name().equals("config") && node.child("state").orElse(null) instanceof Container state) {
                        mirror(value, state, out.container(to, "state"));
                    }
                }
                case ListNode l -> {
                    for (JsonNode entry : value) {
                        var keys = new LinkedHashMap<String, JsonNode>();
                        l.keys().forEach(k -> keys.put(k, entry.get(k)));
                        copy(l, entry, out.entry(to, field.getKey(), keys), out);
                    }
                }
                default -> to.set(field.getKey(), value); // a leaf or leaf-list
            }
        }
    }

    /** The applied copy of a {@code config} container in its {@code state} sibling. */
    private static void mirror(JsonNode config, Container state, ObjectNode to) {
        for (var field : config.properties()) {
            if (state.member(field.getKey()).isPresent()) {
                to.set(field.getKey(), field.getValue());
            }
        }
    }
}
