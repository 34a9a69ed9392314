package io.nosagent.agent.gnmi.tree;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.feature.gnmi.DataNode;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataNode.Inner;
import io.nosagent.feature.gnmi.DataNode.Leaf;
import io.nosagent.feature.gnmi.DataNode.ListNode;

/**
 * Keeps the part of a document a {@link Selection} asks for: leaves of the wanted data type, nodes of
 * the wanted modules (a node of another module goes with everything below it). Containers left
 * empty disappear; list entries stay only while they hold more than their keys.
 */
final class DocumentFilter {

    private DocumentFilter() {
    }

    static ObjectNode filter(Container root, ObjectNode doc, Selection selection) {
        if (selection.everything()) {
            return doc;
        }
        ObjectNode out = members(root, null, doc, selection);
        return out == null ? JsonNodeFactory.instance.objectNode() : out;
    }

    /** The kept members of {@code value} (an object of {@code node}); null when nothing is kept. */
    private static ObjectNode members(Inner node, Inner parent, JsonNode value, Selection selection) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        boolean kept = false;
        for (var field : value.properties()) {
            var child = node.member(field.getKey());
            if (child.isEmpty()) {
                continue;
            }
            DataNode c = child.get();
            if (node instanceof ListNode list && list.isKey(c.name())) {
                out.set(field.getKey(), field.getValue());
                continue;
            }
            if (!selection.modules().isEmpty() && !selection.modules().contains(c.module())) {
                continue;
            }
            JsonNode v = switch (c) {
                case Leaf leaf -> wanted(leaf, node, parent, selection.type()) ? field.getValue() : null;
                case ListNode list -> entries(list, node, field.getValue(), selection);
                case Container container -> members(container, node, field.getValue(), selection);
            };
            if (v != null) {
                out.set(field.getKey(), v);
                kept = true;
            }
        }
        return kept ? out : null;
    }

    private static ArrayNode entries(ListNode list, Inner parent, JsonNode value, Selection selection) {
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        for (JsonNode entry : value) {
            ObjectNode e = members(list, parent, entry, selection);
            if (e != null) {
                out.add(e);
            }
        }
        return out.isEmpty() ? null : out;
    }

    private static boolean wanted(Leaf leaf, Inner container, Inner parent, DataType type) {
        return switch (type) {
            case ALL -> true;
            case CONFIG -> leaf.config();
            case STATE -> !leaf.config();
            case OPERATIONAL -> !leaf.config() && !mirrorsConfig(leaf, container, parent);
        };
    }

    /** A leaf of a {@code state} container whose sibling {@code config} container has the same leaf. */
    private static boolean mirrorsConfig(Leaf leaf, Inner container, Inner parent) {
        return container.name().equals("state") && parent != null
                && parent.children().get("config") instanceof Container config
                && config.children().containsKey(leaf.name());
    }
}
