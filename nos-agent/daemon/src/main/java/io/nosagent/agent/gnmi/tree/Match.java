package io.nosagent.agent.gnmi.tree;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.schema.SchemaNode;

/**
 * One node a request path matched.
 *
 * @param path  its concrete path: local names, every key filled in with its canonical value
 * @param value its data (an object for a container or list entry, a scalar or array for a leaf)
 * @param node  its schema node
 */
public record Match(ConfigPath path, JsonNode value, SchemaNode node) {
}
