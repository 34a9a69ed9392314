package io.nosagent.agent.gnmi.paths;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.agent.gnmi.schema.ConfigSchemaImport;
import io.nosagent.feature.gnmi.DataNode;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataNode.Inner;
import io.nosagent.feature.gnmi.DataNode.Leaf;
import io.nosagent.feature.gnmi.DataNode.ListNode;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.agent.update.IntentService;
import io.nosagent.config.codec.IntentCodec;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every config section of the running intent (whatever the config module registers: system,
 * interfaces, the DEFAULT network instance with its static routes, nosagent-routing, and later QoS,
 * ...), with each {@code state} container's copy of its {@code config} sibling: what is committed is
 * programmed, so applied config equals intent. Lists may have several keys (a protocol is keyed by
 * identifier and name, a TE override by port and prefix).
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
        this.schema = ConfigSchemaImport.fragments(codec.schema());
        for (Container top : schema) {
            topsByMember.put(top.module() + ":" + top.name(), top);
        }
    }

    @Override
    public List<Container> schema() {
        return schema;
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

    private static void copy(Inner node, JsonNode from, ObjectNode to, DataWriter out) {
        for (var field : from.properties()) {
            DataNode child = node.member(field.getKey()).orElseThrow();
            JsonNode value = field.getValue();
            switch (child) {
                case Container c -> {
                    copy(c, value, out.container(to, field.getKey()), out);
                    if (c.name().equals("config") && node.children().get("state") instanceof Container state) {
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
                case Leaf leaf -> to.set(field.getKey(), value);
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
