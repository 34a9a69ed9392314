package io.nosagent.agent.gnmi.tree;

import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.observe.Published;
import io.nosagent.agent.gnmi.schema.DataSchema;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.ConfigPath.Elem;
import io.nosagent.config.schema.SchemaNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.schema.SchemaNode.Inner;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * The registry of path handlers and the reads every RPC is built from. {@link #read} merges the
 * handlers a path touches into one document (Get); {@link #evaluate} and {@link #leaves} work per
 * handler, with each handler's last output reused while its sources publish nothing new
 * (Subscribe).
 */
public final class DataTree {

    /** A handler with the schema paths (local names) of everything it serves. */
    private record Registered(PathHandler handler, List<List<String>> nodePaths) {
    }

    private final DataSchema schema;
    private final List<Registered> handlers;
    private final LongSupplier nowNanos;
    private final Map<PathHandler, Evaluation> last = new ConcurrentHashMap<>();
    /** Each handler's sources in a fixed order, so their versions compare position by position. */
    private final Map<PathHandler, List<Published<?>>> sourcesOf = new java.util.IdentityHashMap<>();

    /**
     * @param handlers every handler, in the order their data is merged
     * @param nowNanos the clock, ns since the epoch
     */
    public DataTree(List<PathHandler> handlers, LongSupplier nowNanos) {
        var fragments = new LinkedHashMap<String, List<Container>>();
        var registered = new ArrayList<Registered>();
        for (PathHandler h : handlers) {
            fragments.computeIfAbsent(h.origin(), o -> new ArrayList<>()).addAll(h.schema());
            var paths = new ArrayList<List<String>>();
            for (Container top : h.schema()) {
                collect(top, List.of(), paths);
            }
            registered.add(new Registered(h, List.copyOf(paths)));
            sourcesOf.put(h, List.copyOf(h.sources()));
        }
        this.schema = new DataSchema(fragments);
        this.handlers = List.copyOf(registered);
        this.nowNanos = nowNanos;
        checkLeavesOwnedOnce();
    }

    /** The time evaluations are stamped with when a handler sets none, ns since the epoch. */
    public long now() {
        return nowNanos.getAsLong();
    }

    public DataSchema schema() {
        return schema;
    }

    public List<PathHandler> handlers() {
        return handlers.stream().map(Registered::handler).toList();
    }

    /** The handlers serving something at or below {@code path}; its origin must be canonical. */
    public List<PathHandler> relevant(ConfigPath path) {
        var out = new ArrayList<PathHandler>();
        for (Registered r : handlers) {
            if (r.handler().origin().equals(path.origin()) && r.nodePaths().stream().anyMatch(p -> overlaps(path.elems(), 0, p, 0))) {
                out.add(r.handler());
            }
        }
        return out;
    }

    /** The result of a Get of one path. */
    public record Read(long timestamp, List<Match> matches) {
    }

    /**
     * Every node {@code path} matches in the selected data, read now from every relevant handler.
     * {@code path} must have passed {@code schema().check} and carry a canonical origin.
     */
    public Read read(ConfigPath path, Selection selection) {
        var out = new DataWriter(nowNanos.getAsLong());
        long stamp = out.timestamp();
        for (PathHandler h : relevant(path)) {
            if (!reads(h, selection)) {
                continue;
            }
            h.write(out, path);
            stamp = Math.max(stamp, out.timestamp());
            out.timestamp(nowNanos.getAsLong());
        }
        Container root = schema.root(path.origin());
        var doc = DocumentFilter.filter(root, out.root(), selection);
        return new Read(stamp, Matcher.match(root, doc, path.elems()));
    }

    /** {@code handler}'s current data: its last output while its sources are unchanged, else written anew. */
    public Evaluation evaluate(PathHandler handler) {
        long[] now = versionsOf(handler);
        Evaluation cached = last.get(handler);
        if (cached != null && cached.currentAt(now)) {
            return cached;
        }
        var out = new DataWriter(nowNanos.getAsLong());
        handler.write(out);
        var fresh = new Evaluation(handler, now, out.root(), out.timestamp(), cached);
        if (now != null) {
            last.put(handler, fresh);
        }
        return fresh;
    }

    /** The leaves of {@code evaluation} that {@code path} (canonical origin, checked) selects. */
    public List<LeafValue> leaves(Evaluation evaluation, ConfigPath path, Selection selection) {
        var out = new ArrayList<LeafValue>();
        if (!reads(evaluation.handler(), selection)) {
            return out;
        }
        Container root = schema.root(path.origin());
        var doc = DocumentFilter.filter(root, evaluation.document(), selection);
        for (Match m : Matcher.match(root, doc, path.elems())) {
            Flattener.leaves(m, out);
        }
        return out;
    }

    /** The leaves of a Get result, for per-leaf encodings. */
    public static List<LeafValue> leaves(List<Match> matches) {
        var out = new ArrayList<LeafValue>();
        matches.forEach(m -> Flattener.leaves(m, out));
        return out;
    }

    /** Whether {@code handler} has data of the selected type: configuration comes from config handlers only. */
    private static boolean reads(PathHandler handler, Selection selection) {
        return selection.type() != DataType.CONFIG || handler.servesConfig();
    }

    /** The versions of the handler's sources, read before its data; null when it is never cached. */
    private long[] versionsOf(PathHandler handler) {
        if (handler.changesContinuously()) {
            return null;
        }
        List<Published<?>> sources = sourcesOf.get(handler);
        long[] now = new long[sources.size()];
        for (int i = 0; i < now.length; i++) {
            now[i] = sources.get(i).version();
        }
        return now;
    }

    /** Whether the handler leaf at {@code node} lies at or below what {@code pattern} selects. */
    private static boolean overlaps(List<Elem> pattern, int i, List<String> node, int j) {
        if (i == pattern.size()) {
            return true;
        }
        if (j == node.size()) { // only "any depth" may be left: it matches zero levels
            return pattern.subList(i, pattern.size()).stream().allMatch(e -> e.name().equals(ConfigPath.ANY_DEPTH));
        }
        String name = pattern.get(i).name();
        if (name.equals(ConfigPath.ANY_DEPTH)) {
            return overlaps(pattern, i + 1, node, j) || overlaps(pattern, i, node, j + 1);
        }
        return (name.equals(ConfigPath.ANY) || pattern.get(i).localName().equals(node.get(j)))
                && overlaps(pattern, i + 1, node, j + 1);
    }

    private static void collect(SchemaNode node, List<String> above, List<List<String>> out) {
        var here = new ArrayList<>(above);
        here.add(node.name());
        if (node instanceof Inner inner) {
            inner.children().forEach(c -> collect(c, here, out));
        } else {
            out.add(List.copyOf(here));
        }
    }

    /** Two handlers writing the same leaf would overwrite each other: refuse at registration. */
    private void checkLeavesOwnedOnce() {
        var owner = new LinkedHashMap<String, PathHandler>();
        for (Registered r : handlers) {
            for (List<String> p : r.nodePaths()) {
                String key = r.handler().origin() + ":/" + String.join("/", p);
                PathHandler before = owner.put(key, r.handler());
                if (before != null && before != r.handler() && !isKeyLeaf(r.handler().origin(), p)) {
                    throw new IllegalArgumentException(key + " is served by both " + before.getClass().getSimpleName()
                            + " and " + r.handler().getClass().getSimpleName());
                }
            }
        }
    }

    /**
     * A list key, or its mirror in the entry's {@code config} (OpenConfig keys are leafrefs to it): a
     * handler that fills entries the config has none of (a port's queues as QoS programs them) writes
     * both, with the same value.
     */
    private boolean isKeyLeaf(String origin, List<String> path) {
        SchemaNode node = schema.root(origin);
        SchemaNode parent = null;
        SchemaNode grandparent = null;
        for (String name : path) {
            grandparent = parent;
            parent = node;
            node = ((Inner) node).child(name).orElseThrow();
        }
        return (parent instanceof SchemaNode.ListNode list && list.keys().contains(node.name()))
                || (parent != null && parent.name().equals("config") && grandparent instanceof SchemaNode.ListNode entry
                && entry.keys().contains(node.name()));
    }
}
