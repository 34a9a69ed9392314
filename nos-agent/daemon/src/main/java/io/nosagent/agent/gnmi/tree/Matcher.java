package io.nosagent.agent.gnmi.tree;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.agent.gnmi.schema.PathKeys;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.ConfigPath.Elem;
import io.nosagent.config.schema.LeafType;
import io.nosagent.config.schema.SchemaNode;
import io.nosagent.config.schema.SchemaNode.Inner;
import io.nosagent.config.schema.SchemaNode.ListNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Finds the nodes of a document a (possibly wildcarded) path names: {@code *} is any one child,
 * {@code ...} any depth, a key {@code *} or an absent key any entry. Key values compare in
 * canonical form, so {@code index=00} finds entry {@code 0}.
 */
final class Matcher {

    private Matcher() {
    }

    private record Position(SchemaNode node, JsonNode value, ConfigPath path) {
    }

    /** The matches in document order; {@code path} must have passed {@code DataSchema.check}. */
    static List<Match> match(SchemaNode.Container root, JsonNode doc, List<Elem> pattern) {
        var out = new ArrayList<Match>();
        walk(new Position(root, doc, ConfigPath.ROOT), pattern, out);
        if (pattern.stream().noneMatch(e -> e.name().equals(ConfigPath.ANY_DEPTH))) {
            return List.copyOf(out); // without "..." no node is reached twice
        }
        var once = new LinkedHashMap<String, Match>();
        out.forEach(m -> once.putIfAbsent(m.path().toString(), m));
        return List.copyOf(once.values());
    }

    private static void walk(Position pos, List<Elem> rest, List<Match> out) {
        if (rest.isEmpty()) {
            out.add(new Match(pos.path(), pos.value(), pos.node()));
            return;
        }
        Elem elem = rest.getFirst();
        List<Elem> tail = rest.subList(1, rest.size());
        if (elem.name().equals(ConfigPath.ANY_DEPTH)) {
            walk(pos, tail, out);
            children(pos).forEach(c -> walk(c, rest, out));
            return;
        }
        if (!(pos.node() instanceof Inner inner)) {
            return;
        }
        if (elem.name().equals(ConfigPath.ANY)) {
            children(pos).forEach(c -> walk(c, tail, out));
            return;
        }
        var child = inner.member(elem.name());
        if (child.isEmpty()) {
            return;
        }
        JsonNode value = pos.value().get(child.get().memberName(inner.module()));
        if (value == null) {
            return;
        }
        if (child.get() instanceof ListNode list) {
            Map<String, String> wanted = canonical(list, elem);
            for (JsonNode entry : value) {
                if (matches(list, entry, wanted)) {
                    walk(new Position(list, entry, entryPath(list, entry, pos.path())), tail, out);
                }
            }
        } else {
            walk(new Position(child.get(), value, pos.path().child(child.get().name())), tail, out);
        }
    }

    private static List<Position> children(Position pos) {
        var found = new ArrayList<Position>();
        if (!(pos.node() instanceof Inner inner)) {
            return found;
        }
        for (SchemaNode c : inner.children()) {
            JsonNode value = pos.value().get(c.memberName(inner.module()));
            if (value == null) {
                continue;
            }
            if (c instanceof ListNode list) {
                for (JsonNode entry : value) {
                    found.add(new Position(list, entry, entryPath(list, entry, pos.path())));
                }
            } else {
                found.add(new Position(c, value, pos.path().child(c.name())));
            }
        }
        return found;
    }

    /** The path's key values in canonical form; wildcard keys left out. */
    private static Map<String, String> canonical(ListNode list, Elem elem) {
        var out = new TreeMap<String, String>();
        elem.keys().forEach((k, v) -> {
            if (!v.equals(ConfigPath.ANY)) {
                out.put(k, PathKeys.canonical(list.keyLeaf(k).type(), v));
            }
        });
        return out;
    }

    private static boolean matches(ListNode list, JsonNode entry, Map<String, String> wanted) {
        for (var k : wanted.entrySet()) {
            JsonNode v = entry.get(k.getKey());
            if (v == null || !sameKey(list.keyLeaf(k.getKey()).type(), text(v), k.getValue())) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a key value in the data is the one a path asks for. An identity key may be given with
     * or without its module ({@code identifier=STATIC} or {@code openconfig-policy-types:STATIC}); the
     * data always has it qualified.
     */
    private static boolean sameKey(LeafType type, String data, String asked) {
        if (data.equals(asked)) {
            return true;
        }
        return PathKeys.isIdentity(type) && asked.indexOf(':') < 0 && data.endsWith(":" + asked);
    }

    static ConfigPath entryPath(ListNode list, JsonNode entry, ConfigPath parent) {
        var keys = new TreeMap<String, String>();
        for (String k : list.keys()) {
            JsonNode v = entry.get(k);
            keys.put(k, v == null ? "" : text(v));
        }
        return parent.child(new Elem(list.name(), keys)); // the element copies the keys itself
    }

    /**
     * A key value as text. Strings, integers and booleans read as their text directly; only other
     * values go through JSON serialization, which is far too heavy for the list keys of every sample
     * (each PFC priority of each port).
     */
    static String text(JsonNode scalar) {
        return scalar.isTextual() || scalar.isIntegralNumber() || scalar.isBoolean() ? scalar.asText() : scalar.toString();
    }
}
