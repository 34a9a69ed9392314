package io.nosagent.agent.gnmi.tree;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.schema.SchemaNode;
import io.nosagent.config.schema.SchemaNode.Inner;
import io.nosagent.config.schema.SchemaNode.Leaf;
import io.nosagent.config.schema.SchemaNode.LeafList;
import io.nosagent.config.schema.SchemaNode.ListNode;

import java.util.List;

/**
 * Turns matched nodes into leaves, as telemetry and the PROTO encoding carry them. A list entry's
 * key leaves are not repeated as leaves of their own: their values are in the path of every other
 * leaf of the entry. (A path that names a key leaf itself still gets it.)
 */
final class Flattener {

    private Flattener() {
    }

    static void leaves(Match match, List<LeafValue> out) {
        walk(match.node(), match.value(), match.path(), baseOf(match.path()), out);
    }

    /** The part of {@code path} before its first keyed element; null when it has none (not decided yet). */
    private static ConfigPath baseOf(ConfigPath path) {
        List<ConfigPath.Elem> elems = path.elems();
        for (int i = 0; i < elems.size(); i++) {
            if (!elems.get(i).keys().isEmpty()) {
                return new ConfigPath(path.origin(), elems.subList(0, i));
            }
        }
        return null;
    }

    private static void walk(SchemaNode node, JsonNode value, ConfigPath path, ConfigPath base, List<LeafValue> out) {
        switch (node) {
            case Leaf leaf -> out.add(new LeafValue(path, base == null ? ConfigPath.ROOT : base, value, leaf));
            case LeafList leafList -> out.add(new LeafValue(path, base == null ? ConfigPath.ROOT : base, value, leafList));
            case ListNode list -> members(list, value, path, base, out);
            case SchemaNode.Container c -> members(c, value, path, base, out);
        }
    }

    private static void members(Inner node, JsonNode value, ConfigPath path, ConfigPath base, List<LeafValue> out) {
        for (var field : value.properties()) {
            var child = node.member(field.getKey());
            if (child.isEmpty() || (node instanceof ListNode list && list.keys().contains(child.get().name()))) {
                continue;
            }
            SchemaNode c = child.get();
            if (c instanceof ListNode list) {
                ConfigPath listBase = base == null ? path : base; // one instance for every entry of the list
                for (JsonNode e : field.getValue()) {
                    members(list, e, Matcher.entryPath(list, e, path), listBase, out);
                }
            } else {
                walk(c, field.getValue(), path.child(c.name()), base, out);
            }
        }
    }
}
