package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigError.Kind;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.schema.LeafType;
import io.nosagent.config.schema.SchemaNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.schema.SchemaNode.Inner;
import io.nosagent.config.schema.SchemaNode.Leaf;
import io.nosagent.config.schema.SchemaNode.LeafList;
import io.nosagent.config.schema.SchemaNode.ListNode;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * Checks config JSON against the schema and returns its canonical form: RFC 7951 member names
 * (qualified only where the module changes), canonical leaf values, and list keys mirrored into each
 * entry's {@code config}. Every problem goes to the error list at its exact path; the offending
 * member is dropped so the rest can still be checked.
 */
final class Normalizer {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final ConfigErrors errors;

    /**
     * Where the walk is, as the path is built only for a problem: a document of 128k routes would
     * otherwise build a dozen paths per route, each a copy of its parent's elements.
     */
    private record At(At parent, String member, Supplier<Map<String, String>> keys, ConfigPath known) {

        static At of(ConfigPath path) {
            return new At(null, null, null, path);
        }

        At child(String name) {
            return new At(this, name, null, null);
        }

        At child(String name, Map<String, String> keys) {
            return new At(this, name, () -> keys, null);
        }

        /** An entry whose key texts are worked out only for a problem (three entries per route otherwise). */
        At entry(String name, Supplier<Map<String, String>> keys) {
            return new At(this, name, keys, null);
        }

        ConfigPath path() {
            if (known != null) {
                return known;
            }
            return keys == null ? parent.path().child(member) : parent.path().child(member, keys.get());
        }

        boolean isRoot() {
            return known != null && known.isRoot();
        }
    }

    Normalizer(ConfigErrors errors) {
        this.errors = errors;
    }

    /** A whole document: the root object whose members are section top containers. */
    ObjectNode document(Container root, JsonNode doc) {
        if (!doc.isObject()) {
            errors.add(Kind.BAD_VALUE, ConfigPath.ROOT,
                    "a config document is a JSON object, got " + LeafType.describeJson(doc));
            return JSON.objectNode();
        }
        return members(root, (ObjectNode) doc, At.of(ConfigPath.ROOT));
    }

    /**
     * The value written at a node reached by a path: a container's members, one list entry (when
     * {@code node} is a list), a leaf or leaf-list value. Null if it was dropped.
     *
     * @param parentAt the canonical path of the node's parent
     * @param at       the canonical path of the node itself
     */
    JsonNode value(SchemaNode node, String parentModule, JsonNode value, ConfigPath parentPath, ConfigPath path) {
        At parentAt = At.of(parentPath);
        At at = At.of(path);
        return switch (node) {
            case Container c -> container(c, value, at);
            case ListNode l when !value.isObject() -> {
                errors.add(Kind.BAD_VALUE, at.path(), "expected a JSON object for an entry of list '" + l.name() + "', got "
                        + LeafType.describeJson(value));
                yield null;
            }
            case ListNode l -> entry(l, node.memberName(parentModule), value, parentAt);
            case Leaf leaf -> leaf(leaf, value, at);
            case LeafList ll -> leafList(ll, value, at);
        };
    }

    private ObjectNode container(Container node, JsonNode value, At at) {
        if (!value.isObject()) {
            errors.add(Kind.BAD_VALUE, at.path(), "expected a JSON object for container '" + node.name() + "', got "
                    + LeafType.describeJson(value));
            return null;
        }
        return members(node, (ObjectNode) value, at);
    }

    private ObjectNode members(Inner node, ObjectNode value, At at) {
        return members(node, value, at, Map.of());
    }

    /** A list key as given and as made canonical (once: an entry's key is read before its members). */
    private record Key(JsonNode given, JsonNode canonical) {
    }

    /** {@code keys}: the entry's keys already made canonical, by name. */
    private ObjectNode members(Inner node, ObjectNode value, At at, Map<String, Key> keys) {
        ObjectNode out = new ObjectNode(JSON, new LinkedHashMap<>(value.size() * 4 / 3 + 1));
        for (var field : value.properties()) {
            String given = field.getKey();
            Optional<SchemaNode> child = node.member(given);
            if (child.isEmpty()) {
                errors.add(Kind.UNKNOWN_ELEMENT, at.child(given).path(), "'" + given + "' is not in the schema ("
                        + (at.isRoot() ? "top level" : node.name()) + " has: " + node.childNames() + ")");
                continue;
            }
            SchemaNode c = child.get();
            String member = c.memberName(node.module());
            if (!c.config()) {
                errors.add(Kind.BAD_VALUE, at.child(member).path(),
                        "'" + c.name() + "' is read-only state (config false) and cannot be configured");
                continue;
            }
            if (out.has(member)) {
                errors.add(Kind.BAD_VALUE, at.child(member).path(), "'" + c.name() + "' is given twice");
                continue;
            }
            Key key = keys.get(c.name());
            JsonNode normalized = key != null && key.given() == field.getValue() ? key.canonical() : switch (c) {
                case Container cc -> container(cc, field.getValue(), at.child(member));
                case ListNode l -> list(l, member, field.getValue(), at);
                case Leaf leaf -> leaf(leaf, field.getValue(), at.child(member));
                case LeafList ll -> leafList(ll, field.getValue(), at.child(member));
            };
            if (normalized != null) {
                out.set(member, normalized);
            }
        }
        return out;
    }

    private ArrayNode list(ListNode node, String member, JsonNode value, At parentAt) {
        if (!value.isArray()) {
            errors.add(Kind.BAD_VALUE, parentAt.child(member).path(), "expected a JSON array for list '" + node.name()
                    + "', got " + LeafType.describeJson(value));
            return null;
        }
        ArrayNode out = JSON.arrayNode(value.size());
        var seen = HashSet.<List<Object>>newHashSet(value.size());
        for (JsonNode element : value) {
            ObjectNode entry = entry(node, member, element, parentAt);
            if (entry == null) {
                continue;
            }
            if (!seen.add(JsonValues.key(node.keys(), entry::get))) {
                errors.add(Kind.BAD_VALUE, entryPath(node, member, entry, parentAt.path()),
                        "duplicate entry in list '" + node.name() + "'");
                continue;
            }
            out.add(entry);
        }
        return out;
    }

    /** One list entry: its keys must be present and agree with their {@code config} mirrors. */
    private ObjectNode entry(ListNode node, String member, JsonNode value, At parentAt) {
        if (!value.isObject()) {
            errors.add(Kind.BAD_VALUE, parentAt.child(member).path(), "expected a JSON object for an entry of list '"
                    + node.name() + "', got " + LeafType.describeJson(value));
            return null;
        }
        var keyValues = new TreeMap<String, JsonNode>();
        var known = new HashMap<String, Key>();
        for (String key : node.keys()) {
            JsonNode raw = rawMember(node, (ObjectNode) value, key);
            if (raw == null) {
                errors.add(Kind.BAD_VALUE, parentAt.child(member).path(), "an entry of list '" + node.name()
                        + "' has no key '" + key + "'");
                return null;
            }
            try {
                JsonNode canonical = node.keyLeaf(key).type().canonical(raw);
                keyValues.put(key, canonical);
                known.put(key, new Key(raw, canonical));
            } catch (IllegalArgumentException bad) {
                errors.add(Kind.BAD_VALUE, parentAt.child(member, rawKeyTexts(node, (ObjectNode) value, key)).path(),
                        bad.getMessage());
                return null;
            }
        }
        Supplier<Map<String, String>> canonical = () -> {
            var texts = new TreeMap<String, String>();
            keyValues.forEach((k, v) -> texts.put(k, node.keyLeaf(k).type().keyText(v)));
            return texts;
        };
        At at = parentAt.entry(member, canonical);
        ObjectNode out = members(node, (ObjectNode) value, at, known);
        for (var key : keyValues.entrySet()) {
            if (node.keyMirror(key.getKey()).isEmpty() || !out.has(key.getKey())) {
                continue;
            }
            JsonNode config = out.get("config");
            if (config == null) {
                config = out.putObject("config");
            }
            JsonNode mirrored = config.get(key.getKey());
            if (mirrored == null) {
                ((ObjectNode) config).set(key.getKey(), key.getValue());
            } else if (!JsonValues.same(mirrored, key.getValue())) {
                errors.add(Kind.BAD_VALUE, at.child("config").child(key.getKey()).path(), "'" + mirrored.asText()
                        + "' conflicts with the entry's key " + key.getKey() + "=" + canonical.get().get(key.getKey()));
            }
        }
        return out;
    }

    private JsonNode leaf(Leaf node, JsonNode value, At at) {
        try {
            return node.type().canonical(value);
        } catch (IllegalArgumentException bad) {
            errors.add(Kind.BAD_VALUE, at.path(), bad.getMessage());
            return null;
        }
    }

    private ArrayNode leafList(LeafList node, JsonNode value, At at) {
        if (!value.isArray()) {
            errors.add(Kind.BAD_VALUE, at.path(), "expected a JSON array for leaf-list '" + node.name() + "', got "
                    + LeafType.describeJson(value));
            return null;
        }
        ArrayNode out = JSON.arrayNode();
        var seen = new HashSet<JsonNode>();
        for (JsonNode v : value) {
            try {
                JsonNode c = node.type().canonical(v);
                if (seen.add(c)) {
                    out.add(c);
                }
            } catch (IllegalArgumentException bad) {
                errors.add(Kind.BAD_VALUE, at.path(), bad.getMessage());
            }
        }
        return out;
    }

    /** The canonical path of a normalized entry. */
    static ConfigPath entryPath(ListNode node, String member, JsonNode entry, ConfigPath parentAt) {
        var keys = new TreeMap<String, String>();
        for (String k : node.keys()) {
            JsonNode v = entry.get(k);
            keys.put(k, v == null ? ConfigPath.ANY : node.keyLeaf(k).type().keyText(v));
        }
        return parentAt.child(member, keys);
    }

    /** The keys of {@code entry} as given, up to and including {@code last}: where a key that is not valid is reported. */
    private static Map<String, String> rawKeyTexts(ListNode node, ObjectNode entry, String last) {
        var texts = new TreeMap<String, String>();
        for (String key : node.keys()) {
            JsonNode raw = rawMember(node, entry, key);
            texts.put(key, raw.isTextual() ? raw.asText() : raw.toString());
            if (key.equals(last)) {
                break;
            }
        }
        return texts;
    }

    private static JsonNode rawMember(ListNode node, ObjectNode value, String local) {
        for (Map.Entry<String, JsonNode> f : value.properties()) {
            if (node.member(f.getKey()).filter(c -> c.name().equals(local)).isPresent()) {
                return f.getValue();
            }
        }
        return null;
    }
}
