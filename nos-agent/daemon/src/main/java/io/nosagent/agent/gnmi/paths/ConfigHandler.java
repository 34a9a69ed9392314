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
import java.util.HashSet;
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
 * that know it, and so is a copy a feature's handler serves itself (the neighbors' state: the control plane
 * serves every neighbor's, configured or learned).
 */
public final class ConfigHandler implements PathHandler {

    private final IntentService intent;
    private final IntentCodec codec;
    private final PortDefaults ports;
    private final List<Container> schema;
    private final Map<String, Container> topsByMember = new LinkedHashMap<>();

    /** {@code others}: the handlers (the features', and the daemon's interface state) whose state leaves this one leaves to them. */
    public ConfigHandler(IntentService intent, PortDefaults ports, List<PathHandler> others) {
        this.intent = intent;
        this.codec = intent.codec();
        this.ports = ports;
        var servedElsewhere = new HashSet<String>();
        others.forEach(h -> h.schema().forEach(top -> leafPaths(top, "", servedElsewhere)));
        this.schema = configPart(codec.schema(), servedElsewhere);
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

    /**
     * The sections' tops reduced to their config nodes and each state container's copy of its config sibling,
     * but for the state leaves in {@code servedElsewhere} (paths as {@link #leafPaths} writes them).
     */
    static List<Container> configPart(ConfigSchema schema, Set<String> servedElsewhere) {
        var out = new ArrayList<Container>();
        for (SchemaNode top : schema.root().children()) {
            if (configPart(top, null, "", servedElsewhere) instanceof Container c) {
                out.add(c);
            }
        }
        return out;
    }

    /** Every leaf below {@code node} as {@code /module:name/...}. */
    private static void leafPaths(SchemaNode node, String above, Set<String> into) {
        String path = above + "/" + node.module() + ":" + node.name();
        if (node instanceof Inner inner) {
            inner.children().forEach(c -> leafPaths(c, path, into));
        } else {
            into.add(path);
        }
    }

    /** {@code node} with only config and copies of config below it; null when nothing is left. */
    private static SchemaNode configPart(SchemaNode node, Inner parent, String above, Set<String> servedElsewhere) {
        String path = above + "/" + node.module() + ":" + node.name();
        if (node instanceof Container state && state.name().equals("state") && !state.config()) {
            List<String> copied = parent == null ? List.of() : parent.child("config")
                    .filter(Container.class::isInstance).map(c -> ((Container) c).children().stream().map(SchemaNode::name).toList())
                    .orElse(List.of());
            var leaves = state.children().stream().filter(c -> !(c instanceof Inner) && copied.contains(c.name())
                    && !servedElsewhere.contains(path + "/" + c.module() + ":" + c.name())).toList();
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
            SchemaNode kept = configPart(c, inner, path, servedElsewhere);
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
