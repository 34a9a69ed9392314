package io.nosagent.agent.gnmi.tree;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.schema.SchemaNode;

/**
 * One leaf of the data with its concrete path.
 *
 * @param path  concrete path (local names, canonical keys)
 * @param base  the path above the first list on the way to the leaf (the root when there is
 *              none), e.g. {@code /interfaces} for every interface's leaves; leaves sharing it hold
 *              the same instance, so telemetry can send them under one prefix
 * @param value RFC 7951 scalar (or array for a leaf-list)
 * @param node  its schema node: a {@link SchemaNode.Leaf} or {@link SchemaNode.LeafList}
 */
public record LeafValue(ConfigPath path, ConfigPath base, JsonNode value, SchemaNode node) {

    /** The path below {@link #base()}. */
    public java.util.List<ConfigPath.Elem> relative() {
        return path.elems().subList(base.elems().size(), path.elems().size());
    }
}
