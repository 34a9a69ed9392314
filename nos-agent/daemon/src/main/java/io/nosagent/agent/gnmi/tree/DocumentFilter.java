package io.nosagent.agent.gnmi.tree;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.schema.SchemaNode.Inner;
import io.nosagent.config.schema.SchemaNode.Leaf;
import io.nosagent.config.schema.SchemaNode.LeafList;
import io.nosagent.config.schema.SchemaNode.ListNode;

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
            SchemaNode c = child.get();
            if (node instanceof ListNode list && list.keys().contains(c.name())) {
                out.set(field.getKey(), field.getValue());
                continue;
            }
            if (!selection.modules().isEmpty() && !selection.modules().contains(c.module())) {
                continue;
            }
            JsonNode v = switch (c) {
                case Leaf leaf -> wanted(leaf, node, parent, selection.type()) ? field.getValue() : null;
                case LeafList leafList -> wanted(leafList, node, parent, selection.type()) ? field.getValue() : null;
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

    /** Whether a leaf or leaf-list's value is of the selected type. */
    private static boolean wanted(SchemaNode leaf, Inner container, Inner parent, DataType type) {
        return switch (type) {
            case ALL -> true;
            case CONFIG -> leaf.config();
            case STATE -> !leaf.config();
            case OPERATIONAL -> !leaf.config() && !mirrorsConfig(leaf, container, parent);
        };
    }

    /** A leaf of a {@code state} container whose sibling {@code config} container has the same leaf. */
    private static boolean mirrorsConfig(SchemaNode leaf, Inner container, Inner parent) {
        return container.name().equals("state") && parent != null
                && parent.child("config").orElse(null) instanceof Container config
                && config.child(leaf.name()).isPresent();
    }
}
