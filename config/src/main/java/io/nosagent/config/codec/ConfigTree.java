package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigError.Kind;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.ConfigException;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.ConfigPath.Elem;
import io.nosagent.config.schema.ConfigSchema;
import io.nosagent.config.schema.ConfigSchema.Step;
import io.nosagent.config.schema.SchemaNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.schema.SchemaNode.Inner;
import io.nosagent.config.schema.SchemaNode.Leaf;
import io.nosagent.config.schema.SchemaNode.LeafList;
import io.nosagent.config.schema.SchemaNode.ListNode;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An immutable OpenConfig JSON_IETF config document with gNMI-style operations by path. Edits return
 * a new tree and never touch this one, so a failed edit changes nothing; turn the result into intent
 * with {@link IntentCodec#decode(ConfigTree, String, io.nosagent.config.validate.ValidationContext)}.
 *
 * <p>Paths are checked against the schema first: an element not in it is UNKNOWN_ELEMENT (gNMI
 * NOT_FOUND); a value of the wrong JSON type, a key that conflicts with the path, or a write to state
 * is BAD_VALUE (INVALID_ARGUMENT). Reads accept wildcards ({@code [name=*]}, absent keys, {@code *},
 * {@code ...}); delete accepts key wildcards; replace and update need every key.
 */
public final class ConfigTree {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final ConfigSchema schema;
    private final ObjectNode root;

    /** @param root a canonical document (see {@link Normalizer}); kept, never modified */
    ConfigTree(ConfigSchema schema, ObjectNode root) {
        this.schema = schema;
        this.root = root;
    }

    /**
     * One node found by {@link #read}.
     *
     * @param path  its concrete canonical path (keys filled in)
     * @param value its JSON: an object for a container or list entry, a scalar for a leaf
     */
    public record Match(ConfigPath path, JsonNode value) {
    }

    public ConfigSchema schema() {
        return schema;
    }

    /** A copy of the whole document. */
    public JsonNode json() {
        return root.deepCopy();
    }

    ObjectNode document() {
        return root;
    }

    /** Every node {@code path} matches, in document order; empty when nothing is configured there. */
    public List<Match> read(ConfigPath path) {
        schema.resolveUntilWildcard(path); // an unknown element is an error even where there is no data
        var out = new LinkedHashMap<String, Match>();
        match(new Position(schema.root(), root, ConfigPath.ROOT), path.elems(), path, out);
        return List.copyOf(out.values());
    }

    /**
     * Removes what {@code path} names. A path with nothing under it succeeds (gNMI). List keys and
     * mandatory leaves cannot be deleted on their own: delete the entry or its parent instead.
     */
    public ConfigTree delete(ConfigPath path) {
        var edits = edits();
        edits.delete(path);
        return edits.tree();
    }

    /** Sets the node at {@code path} to exactly {@code value}: whatever is not supplied is removed. */
    public ConfigTree replace(ConfigPath path, JsonNode value) {
        var edits = edits();
        edits.replace(path, value);
        return edits.tree();
    }

    /** Merges {@code value} into the node at {@code path}: supplied leaves are set, nothing is removed. */
    public ConfigTree update(ConfigPath path, JsonNode value) {
        var edits = edits();
        edits.update(path, value);
        return edits.tree();
    }

    /**
     * Several edits on one copy of this tree, as a gNMI Set makes them: the document is copied once and
     * list entries are found by key through an index, so a Set costs in proportion to what it changes,
     * not to the size of the config times its operations. An edit that throws has changed nothing of the
     * copy; this tree is never touched.
     */
    public Edits edits() {
        return new Edits(root.deepCopy());
    }

    /** Edits of one copy; each tells whether it changed the document. Not thread-safe. */
    public final class Edits {

        private ObjectNode doc;
        /** Each list's entries by key, built when a list is first searched, kept up to date by the edits. */
        private final Map<ArrayNode, Map<List<Object>, ObjectNode>> entriesByKey = new IdentityHashMap<>();
        /**
         * Entries deleted by key but still in their list: taking one out of the middle of a list shifts the rest, so
         * a Set deleting 20k routes one path each would move the table 20k times. They leave in one pass
         * ({@link #settle}) before anything reads the list in order; until then the index no longer holds them.
         */
        private final Map<ArrayNode, Set<JsonNode>> deleted = new IdentityHashMap<>();

        private Edits(ObjectNode doc) {
            this.doc = doc;
        }

        /** The edited document as a tree; this ends the edits (the tree keeps the document). */
        public ConfigTree tree() {
            requireOpen();
            List.copyOf(deleted.keySet()).forEach(this::settle);
            var tree = new ConfigTree(schema, doc);
            doc = null;
            entriesByKey.clear();
            return tree;
        }

        private void requireOpen() {
            if (doc == null) {
                throw new IllegalStateException("these edits ended with tree()");
            }
        }

        /** {@link ConfigTree#delete}; whether anything was removed. */
        public boolean delete(ConfigPath path) {
            requireOpen();
            List<Step> steps = schema.resolve(path);
            if (steps.isEmpty()) {
                boolean changed = !doc.isEmpty();
                doc = JSON.objectNode();
                entriesByKey.clear();
                deleted.clear();
                return changed;
            }
            Step last = steps.getLast();
            String source = "delete " + path;
            refuseState(last, source);
            if (last.node() instanceof Leaf leaf) {
                keyOwner(steps).ifPresent(entry -> {
                    throw new ConfigException(source, new ConfigError(
                            Kind.BAD_VALUE, last.path(), "'" + leaf.name() + "' is a list key and cannot be deleted;"
                            + " delete the entry " + entry + " instead"));
                });
                if (leaf.mandatory()) {
                    throw new ConfigException(source, new ConfigError(
                            Kind.BAD_VALUE, last.path(), "mandatory leaf '" + leaf.name() + "' cannot be deleted"));
                }
            }
            List<Position> parents = List.of(new Position(schema.root(), doc, ConfigPath.ROOT));
            for (Step step : steps.subList(0, steps.size() - 1)) {
                parents = parents.stream().flatMap(p -> advance(settled(p, step), step).stream()).toList();
            }
            boolean changed = false;
            for (Position parent : parents) {
                ObjectNode object = (ObjectNode) parent.value();
                if (last.node() instanceof ListNode list && last.isEntry() && object.get(last.member()) instanceof ArrayNode entries) {
                    // One entry by its keys: found through the index, which stays valid, so a Set deleting
                    // 20k routes one path each does not search the list or rebuild the index per delete.
                    ObjectNode found = entry(entries, list, last.keys());
                    if (found != null) {
                        deleted.computeIfAbsent(entries, a -> Collections.newSetFromMap(new IdentityHashMap<>())).add(found);
                        index(entries, list).remove(JsonValues.key(list.keys(), last.keys()::get));
                        changed = true;
                    }
                    if (entries.size() == deleted.getOrDefault(entries, Set.of()).size()) {
                        object.remove(last.member());
                        forget(entries);
                    }
                } else if (last.node() instanceof ListNode && object.get(last.member()) instanceof ArrayNode entries) {
                    settle(entries);
                    entriesByKey.remove(entries);
                    for (Iterator<JsonNode> it = entries.iterator(); it.hasNext(); ) {
                        if (JsonValues.matches(it.next(), last.keys())) {
                            it.remove();
                            changed = true;
                        }
                    }
                    if (entries.isEmpty()) {
                        object.remove(last.member());
                    }
                } else {
                    JsonNode removed = object.remove(last.member());
                    if (removed instanceof ArrayNode a) {
                        forget(a);
                    }
                    changed |= removed != null;
                }
            }
            return changed;
        }

        /** {@code position}, its list {@code step} leads into first rid of the entries deleted from it. */
        private Position settled(Position position, Step step) {
            if (step.node() instanceof ListNode && position.value().get(step.member()) instanceof ArrayNode entries) {
                settle(entries);
            }
            return position;
        }

        /** Takes the entries deleted from {@code entries} out of it, in one pass that keeps the others' order. */
        private void settle(ArrayNode entries) {
            Set<JsonNode> gone = deleted.remove(entries);
            if (gone == null) {
                return;
            }
            var kept = new ArrayList<JsonNode>(entries.size() - gone.size());
            for (JsonNode e : entries) {
                if (!gone.contains(e)) {
                    kept.add(e);
                }
            }
            entries.removeAll();
            entries.addAll(kept);
        }

        /** Drops what the edits keep about a list no longer in the document. */
        private void forget(ArrayNode entries) {
            entriesByKey.remove(entries);
            deleted.remove(entries);
        }

        /** {@link ConfigTree#replace}; whether the document changed. */
        public boolean replace(ConfigPath path, JsonNode value) {
            return write(path, value, true);
        }

        /** {@link ConfigTree#update}; whether the document changed. */
        public boolean update(ConfigPath path, JsonNode value) {
            return write(path, value, false);
        }

        private boolean write(ConfigPath path, JsonNode value, boolean replace) {
            requireOpen();
            String source = (replace ? "replace " : "update ") + path;
            List<Step> steps = schema.resolve(path);
            ConfigPath at = steps.isEmpty() ? ConfigPath.ROOT : steps.getLast().path();
            if (value == null || value.isNull() || value.isMissingNode()) {
                throw single(source, Kind.BAD_VALUE, at, "a value is required, got null");
            }
            if (replace && value.isObject() && value.isEmpty()) {
                throw single(source, Kind.BAD_VALUE, at, "replace with an empty object; use delete to remove");
            }
            for (Step step : steps) {
                if (step.node() instanceof ListNode list && !step.isEntry()) {
                    throw single(source, Kind.BAD_VALUE, step.path(), "writing needs every key of list '"
                            + list.name() + "' " + list.keys() + " with a value, not a wildcard");
                }
            }
            var errors = new ConfigErrors();
            var normalizer = new Normalizer(errors);
            if (steps.isEmpty()) {
                ObjectNode given = normalizer.document(schema.root(), value);
                errors.throwIfAny(source);
                if (replace) {
                    List.copyOf(deleted.keySet()).forEach(this::settle);
                    boolean changed = !given.equals(doc);
                    doc = given;
                    entriesByKey.clear();
                    return changed;
                }
                return merge(schema.root(), doc, given);
            }
            Step last = steps.getLast();
            refuseState(last, source);
            Step parentStep = steps.size() > 1 ? steps.get(steps.size() - 2) : null;
            SchemaNode parentNode = parentStep == null ? schema.root() : parentStep.node();
            ConfigPath parentPath = parentStep == null ? ConfigPath.ROOT : parentStep.path();
            JsonNode body = value;
            if (last.node() instanceof ListNode list && value.isObject()) {
                body = withPathKeys(list, value, last.keys());
            }
            JsonNode normalized = normalizer.value(last.node(), parentNode.module(), body, parentPath, last.path());
            if (normalized != null) {
                checkKeyConflicts(steps, normalized, errors);
            }
            errors.throwIfAny(source);
            boolean changed = createAlong(steps.subList(0, steps.size() - 1));
            changed |= place(entryAt(steps.subList(0, steps.size() - 1)), last, normalized, replace);
            createAlong(steps.stream().filter(s -> s.node() instanceof Inner).toList()); // restore key mirrors
            return changed;
        }

        /** The object {@code steps} lead to, which {@link #createAlong} made sure exists. */
        private ObjectNode entryAt(List<Step> steps) {
            ObjectNode object = doc;
            for (Step step : steps) {
                object = step.node() instanceof ListNode list
                        ? entry((ArrayNode) object.get(step.member()), list, step.keys())
                        : (ObjectNode) object.get(step.member());
            }
            return object;
        }

        /**
         * Walks {@code steps}, creating missing containers and list entries (with their key leaves and
         * {@code config} mirrors) on the way; whether it created anything.
         */
        private boolean createAlong(List<Step> steps) {
            ObjectNode object = doc;
            boolean created = false;
            for (Step step : steps) {
                String member = step.member();
                if (step.node() instanceof ListNode list) {
                    ArrayNode entries = object.get(member) instanceof ArrayNode a ? a : object.putArray(member);
                    ObjectNode entry = entry(entries, list, step.keys());
                    if (entry == null) {
                        entry = entries.addObject();
                        created = true;
                    }
                    for (var k : step.keys().entrySet()) {
                        created |= !JsonValues.same(entry.get(k.getKey()), k.getValue());
                        entry.set(k.getKey(), k.getValue());
                        if (list.keyMirror(k.getKey()).isPresent()) {
                            ObjectNode config = child(entry, "config");
                            created |= !JsonValues.same(config.get(k.getKey()), k.getValue());
                            config.set(k.getKey(), k.getValue());
                        }
                    }
                    index(entries, list).put(JsonValues.key(list.keys(), step.keys()::get), entry);
                    object = entry;
                } else {
                    created |= !(object.get(member) instanceof ObjectNode);
                    object = child(object, member);
                }
            }
            return created;
        }

        private boolean place(ObjectNode parent, Step last, JsonNode value, boolean replace) {
            String member = last.member();
            switch (last.node()) {
                case ListNode list -> {
                    ArrayNode entries = parent.get(member) instanceof ArrayNode a ? a : parent.putArray(member);
                    ObjectNode existing = entry(entries, list, last.keys());
                    if (existing == null) {
                        entries.add(value);
                        index(entries, list).put(JsonValues.key(list.keys(), value::get), (ObjectNode) value);
                        return true;
                    }
                    if (replace) {
                        boolean changed = !existing.equals(value);
                        existing.removeAll().setAll((ObjectNode) value); // same place in the list, same identity in the index
                        return changed;
                    }
                    return merge(list, existing, (ObjectNode) value);
                }
                case Container c when !replace && parent.get(member) instanceof ObjectNode existing -> {
                    return merge(c, existing, (ObjectNode) value);
                }
                case LeafList _ when !replace && parent.get(member) instanceof ArrayNode existing -> {
                    return append(existing, value);
                }
                default -> {
                    JsonNode before = parent.replace(member, value); // replace, not set: it returns the old value
                    if (before instanceof ArrayNode a) {
                        settle(a);
                        forget(a);
                    }
                    return before == null || !JsonValues.same(before, value);
                }
            }
        }

        /**
         * A merge into a leaf-list adds the values it lacks at its end (gNMI Update appends: gNMI-1.24's search
         * domains); a replace sets the whole list.
         */
        private static boolean append(ArrayNode values, JsonNode added) {
            boolean changed = false;
            for (JsonNode v : added.isArray() ? added : JsonNodeFactory.instance.arrayNode().add(added)) {
                boolean present = false;
                for (JsonNode e : values) {
                    present |= JsonValues.same(e, v);
                }
                if (!present) {
                    values.add(v);
                    changed = true;
                }
            }
            return changed;
        }

        /** RFC 7950 merge: containers recurse, list entries merge by key, leaves are replaced, leaf-lists appended to. */
        private boolean merge(Inner node, ObjectNode target, ObjectNode body) {
            boolean changed = false;
            for (var field : body.properties()) {
                String member = field.getKey();
                JsonNode value = field.getValue();
                SchemaNode child = node.member(member).orElseThrow();
                JsonNode existing = target.get(member);
                if (child instanceof Container c && existing instanceof ObjectNode o) {
                    changed |= merge(c, o, (ObjectNode) value);
                } else if (child instanceof ListNode list && existing instanceof ArrayNode entries) {
                    var index = index(entries, list);
                    for (JsonNode entry : value) {
                        var key = JsonValues.key(list.keys(), entry::get);
                        ObjectNode same = index.get(key);
                        if (same == null) {
                            entries.add(entry);
                            index.put(key, (ObjectNode) entry);
                            changed = true;
                        } else {
                            changed |= merge(list, same, (ObjectNode) entry);
                        }
                    }
                } else if (child instanceof LeafList && existing instanceof ArrayNode values) {
                    changed |= append(values, value);
                } else {
                    if (existing instanceof ArrayNode a) {
                        settle(a);
                        forget(a);
                    }
                    changed |= existing == null || !JsonValues.same(existing, value);
                    target.set(member, value);
                }
            }
            return changed;
        }

        /** The entry of {@code entries} with {@code keys}, or null. */
        private ObjectNode entry(ArrayNode entries, ListNode list, Map<String, JsonNode> keys) {
            return entries == null ? null : index(entries, list).get(JsonValues.key(list.keys(), keys::get));
        }

        /** {@code entries} by key; on a duplicate key the later entry wins, as a search from the start would leave it. */
        private Map<List<Object>, ObjectNode> index(ArrayNode entries, ListNode list) {
            Map<List<Object>, ObjectNode> known = entriesByKey.get(entries);
            if (known != null) {
                return known;
            }
            settle(entries);
            return entriesByKey.computeIfAbsent(entries, a -> {
                var byKey = new HashMap<List<Object>, ObjectNode>();
                for (JsonNode e : a) {
                    byKey.put(JsonValues.key(list.keys(), e::get), (ObjectNode) e);
                }
                return byKey;
            });
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ConfigTree t && t.root.equals(root);
    }

    @Override
    public int hashCode() {
        return root.hashCode();
    }

    /** The document as pretty JSON. */
    @Override
    public String toString() {
        return JsonText.print(root);
    }

    // --- reading -----------------------------------------------------------------------------

    /** A place in the document: the schema node, its JSON (an entry object for a list) and its path. */
    private record Position(SchemaNode node, JsonNode value, ConfigPath path) {
    }

    private void match(Position pos, List<Elem> rest, ConfigPath whole, Map<String, Match> out) {
        if (rest.isEmpty()) {
            out.putIfAbsent(pos.path().toString(), new Match(pos.path(), pos.value().deepCopy()));
            return;
        }
        Elem elem = rest.getFirst();
        List<Elem> tail = rest.subList(1, rest.size());
        if (elem.name().equals(ConfigPath.ANY_DEPTH)) { // zero levels here, or more below
            match(pos, tail, whole, out);
            children(pos).forEach(c -> match(c, rest, whole, out));
            return;
        }
        if (!(pos.node() instanceof Inner inner)) {
            return;
        }
        switch (elem.name()) {
            case ConfigPath.ANY -> children(pos).forEach(c -> match(c, tail, whole, out));
            default -> {
                if (inner.member(elem.name()).isPresent()) { // absent only on a branch reached by a wildcard
                    Step step = schema.step(inner, elem, pos.path(), whole);
                    advance(pos, step).forEach(c -> match(c, tail, whole, out));
                }
            }
        }
    }

    /** The positions one step below {@code pos}: the child, or the matching entries of a list. */
    private static List<Position> advance(Position pos, Step step) {
        JsonNode value = pos.value().get(step.member());
        if (value == null) {
            return List.of();
        }
        if (step.node() instanceof ListNode list) {
            var found = new ArrayList<Position>();
            for (JsonNode entry : value) {
                if (JsonValues.matches(entry, step.keys())) {
                    found.add(new Position(list, entry, Normalizer.entryPath(list, step.member(), entry, pos.path())));
                }
            }
            return found;
        }
        return List.of(new Position(step.node(), value, pos.path().child(step.member())));
    }

    private static List<Position> children(Position pos) {
        var found = new ArrayList<Position>();
        if (!(pos.node() instanceof Inner inner)) {
            return found;
        }
        for (SchemaNode child : inner.children()) {
            String member = child.memberName(inner.module());
            JsonNode value = pos.value().get(member);
            if (value == null) {
                continue;
            }
            if (child instanceof ListNode list) {
                for (JsonNode entry : value) {
                    found.add(new Position(list, entry, Normalizer.entryPath(list, member, entry, pos.path())));
                }
            } else {
                found.add(new Position(child, value, pos.path().child(member)));
            }
        }
        return found;
    }

    // --- writing -----------------------------------------------------------------------------

    private static void refuseState(Step step, String source) {
        if (!step.node().config()) {
            throw single(source, Kind.BAD_VALUE, step.path(),
                    "'" + step.node().name() + "' is read-only state (config false)");
        }
    }

    /** The entry path whose key {@code steps} ends on (the key leaf or its {@code config} mirror), if any. */
    private static Optional<ConfigPath> keyOwner(List<Step> steps) {
        String leaf = steps.getLast().node().name();
        int n = steps.size();
        if (n >= 2 && steps.get(n - 2).node() instanceof ListNode list && list.keys().contains(leaf)) {
            return Optional.of(steps.get(n - 2).path());
        }
        if (n >= 3 && steps.get(n - 2).node() instanceof Container c && c.name().equals("config")
                && steps.get(n - 3).node() instanceof ListNode list && list.keys().contains(leaf)) {
            return Optional.of(steps.get(n - 3).path());
        }
        return Optional.empty();
    }

    /** A body for a list entry gets the path's keys (first, as in encoded entries) where it does not spell them. */
    private static JsonNode withPathKeys(ListNode list, JsonNode body, Map<String, JsonNode> keys) {
        ObjectNode out = JSON.objectNode();
        keys.forEach((k, v) -> {
            boolean given = false;
            for (var f : body.properties()) {
                given |= list.member(f.getKey()).filter(c -> c.name().equals(k)).isPresent();
            }
            if (!given) {
                out.set(k, v);
            }
        });
        return out.setAll((ObjectNode) body);
    }

    /** Key leaves in the body must say what the path says. */
    private static void checkKeyConflicts(List<Step> steps, JsonNode body, ConfigErrors errors) {
        Step last = steps.getLast();
        int n = steps.size();
        if (last.isEntry()) {
            last.keys().forEach((k, v) -> {
                conflict(body.get(k), v, k, last.path().child(k), errors);
                conflict(body.path("config").get(k), v, k, last.path().child("config").child(k), errors);
            });
        } else if (last.node() instanceof Container c && c.name().equals("config") && n >= 2 && steps.get(n - 2).isEntry()) {
            steps.get(n - 2).keys().forEach((k, v) -> conflict(body.get(k), v, k, last.path().child(k), errors));
        } else if (last.node() instanceof Leaf leaf) {
            keyOwner(steps).ifPresent(entry -> {
                Step owner = steps.stream().filter(s -> s.path().equals(entry)).findFirst().orElseThrow();
                conflict(body, owner.keys().get(leaf.name()), leaf.name(), last.path(), errors);
            });
        }
    }

    private static void conflict(JsonNode given, JsonNode key, String name, ConfigPath at, ConfigErrors errors) {
        if (given != null && key != null && !JsonValues.same(given, key)) {
            errors.add(Kind.BAD_VALUE, at, "'" + given.asText() + "' conflicts with the path's key " + name + "="
                    + key.asText());
        }
    }

    private static ObjectNode child(ObjectNode parent, String member) {
        return parent.get(member) instanceof ObjectNode o ? o : parent.putObject(member);
    }

    private static ConfigException single(String source, Kind kind, ConfigPath at, String message) {
        return new ConfigException(source, new ConfigError(kind, at, message));
    }
}
