package io.nosagent.config.schema;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigException;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.ConfigPath.Elem;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.schema.SchemaNode.Inner;
import io.nosagent.config.schema.SchemaNode.ListNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The whole served tree: every section's top container under one root, and the resolution of gNMI
 * paths against it. Resolution is where an unknown element or a bad key is caught, before any data
 * is touched.
 */
public final class ConfigSchema {

    /** Origins this tree answers to: the gNMI default (empty) and its name. */
    public static final List<String> ORIGINS = List.of("", "openconfig");

    private final Container root;

    /** @param sections each section's top container ({@code io.nosagent.config.yang}) */
    public ConfigSchema(List<Container> sections) {
        this.root = new Container("", "", true, List.copyOf(sections));
    }

    /** The root: its children are the sections' top containers. */
    public Container root() {
        return root;
    }

    /**
     * One resolved path element.
     *
     * @param node the schema node the element names
     * @param path the canonical path up to here: RFC 7951 member names, canonical key values
     * @param keys for a list, the key values given concretely (canonical JSON); wildcard or absent keys
     *             are missing from the map
     */
    public record Step(SchemaNode node, ConfigPath path, Map<String, JsonNode> keys) {
        public Step {
            keys = Map.copyOf(keys);
        }

        /** True for a list element naming one entry (every key given, none a wildcard). */
        public boolean isEntry() {
            return node instanceof ListNode list && keys.size() == list.keys().size();
        }

        /** The JSON member name of this element in its parent. */
        public String member() {
            return path.elems().getLast().name();
        }
    }

    /** The schema node at {@code path} (the root for {@code /}); see {@link #resolve}. */
    public SchemaNode node(ConfigPath path) {
        List<Step> steps = resolve(path);
        return steps.isEmpty() ? root : steps.getLast().node();
    }

    /**
     * Resolves every element of {@code path}. Key values may be {@code *} or absent (a wildcard);
     * wildcard elements ({@code *}, {@code ...}) are refused.
     *
     * @throws ConfigException UNKNOWN_ELEMENT naming the element not in the schema, or BAD_VALUE for a
     *                         key that is not the list's or not of the key's type
     */
    public List<Step> resolve(ConfigPath path) {
        List<Step> steps = resolveUntilWildcard(path);
        if (steps.size() < path.elems().size()) {
            Elem wild = path.elems().get(steps.size());
            ConfigPath at = steps.isEmpty() ? ConfigPath.ROOT : steps.getLast().path();
            throw error(path, ConfigError.Kind.BAD_VALUE, at.child(wild),
                    "wildcard element '" + wild.name() + "' is not allowed here");
        }
        return steps;
    }

    /** Resolves the elements of {@code path} before its first wildcard element ({@code *} or {@code ...}). */
    public List<Step> resolveUntilWildcard(ConfigPath path) {
        if (!ORIGINS.contains(path.origin())) {
            throw error(path, ConfigError.Kind.UNKNOWN_ELEMENT, ConfigPath.ROOT,
                    "origin '" + path.origin() + "' is not served here (use openconfig)");
        }
        var steps = new ArrayList<Step>();
        SchemaNode current = root;
        ConfigPath at = ConfigPath.ROOT;
        for (Elem elem : path.elems()) {
            if (isWildcard(elem)) {
                break;
            }
            if (!(current instanceof Inner parent)) {
                throw error(path, ConfigError.Kind.UNKNOWN_ELEMENT, at.child(elem),
                        "'" + elem.name() + "' is not in the schema: '" + current.name() + "' is a leaf");
            }
            Step step = step(parent, elem, at, path);
            steps.add(step);
            current = step.node();
            at = step.path();
        }
        return steps;
    }

    /**
     * Resolves one element under {@code parent} (reached at canonical {@code at}); used by walkers that
     * expand wildcards themselves.
     */
    public Step step(Inner parent, Elem elem, ConfigPath at, ConfigPath whole) {
        SchemaNode node = parent.member(elem.name()).orElseThrow(() -> error(whole, ConfigError.Kind.UNKNOWN_ELEMENT,
                at.child(elem), "'" + elem.name() + "' is not in the schema"
                        + (parent == root ? " (top level has: " : " (" + parent.name() + " has: ")
                        + parent.childNames() + ")"));
        String member = node.memberName(parent.module());
        if (!(node instanceof ListNode list)) {
            if (!elem.keys().isEmpty()) {
                throw error(whole, ConfigError.Kind.BAD_VALUE, at.child(elem),
                        "'" + node.name() + "' is not a list and takes no keys");
            }
            return new Step(node, at.child(member), Map.of());
        }
        var keys = new LinkedHashMap<String, JsonNode>();
        var keyTexts = new TreeMap<String, String>();
        for (var e : elem.keys().entrySet()) {
            if (!list.keys().contains(e.getKey())) {
                throw error(whole, ConfigError.Kind.BAD_VALUE, at.child(elem), "list '" + list.name()
                        + "' is keyed by " + list.keys() + ", not '" + e.getKey() + "'");
            }
            if (e.getValue().equals(ConfigPath.ANY)) {
                keyTexts.put(e.getKey(), ConfigPath.ANY);
                continue;
            }
            LeafType type = list.keyLeaf(e.getKey()).type();
            try {
                JsonNode value = type.fromKey(e.getValue());
                keys.put(e.getKey(), value);
                keyTexts.put(e.getKey(), type.keyText(value));
            } catch (IllegalArgumentException bad) {
                throw error(whole, ConfigError.Kind.BAD_VALUE, at.child(elem), bad.getMessage());
            }
        }
        return new Step(node, at.child(member, keyTexts), keys);
    }

    private static boolean isWildcard(Elem elem) {
        return elem.name().equals(ConfigPath.ANY) || elem.name().equals(ConfigPath.ANY_DEPTH);
    }

    private static ConfigException error(ConfigPath whole, ConfigError.Kind kind, ConfigPath at, String message) {
        return new ConfigException("path " + whole, new ConfigError(kind, at, message));
    }
}
