package io.nosagent.agent.gnmi.tree;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.agent.gnmi.schema.DataNode;
import io.nosagent.config.ConfigPath;

/**
 * One leaf of the data with its concrete path.
 *
 * @param path  concrete path (local names, canonical keys)
 * @param key   {@code path.toString()}, kept to compare leaves cheaply
 * @param value RFC 7951 scalar (or array for a leaf-list)
 * @param node  its schema node
 */
public record LeafValue(ConfigPath path, String key, JsonNode value, DataNode.Leaf node) {
}
