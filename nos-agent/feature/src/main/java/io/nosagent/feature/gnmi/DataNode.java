package io.nosagent.feature.gnmi;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One node of the served data tree. Built with {@link Yang}; module and config flag are settled
 * when a fragment joins a {@link DataSchema} (a child inherits both unless it names its own module,
 * and everything under a {@code config false} node is state).
 */
public sealed interface DataNode permits DataNode.Inner, DataNode.Leaf {

    String name();

    /** Defining YANG module; null only before the fragment is resolved. */
    String module();

    boolean config();

    /** The RFC 7951 member name under a parent of {@code parentModule}. */
    default String memberName(String parentModule) {
        return module().equals(parentModule) ? name() : module() + ":" + name();
    }

    /** A container or list: a node with children. */
    sealed interface Inner extends DataNode permits Container, ListNode {
        /** Children by local name, in schema order. */
        Map<String, DataNode> children();

        /** The child a JSON member or path element names: local, or qualified with its own module. */
        default Optional<DataNode> member(String memberName) {
            int colon = memberName.indexOf(':');
            DataNode found = children().get(colon < 0 ? memberName : memberName.substring(colon + 1));
            if (found == null || (colon >= 0 && !found.module().equals(memberName.substring(0, colon)))) {
                return Optional.empty();
            }
            return Optional.of(found);
        }

        default String childNames() {
            return String.join(", ", children().keySet());
        }
    }

    /** A YANG container. */
    record Container(String name, String module, boolean config, Map<String, DataNode> children) implements Inner {
        public Container {
            children = Collections.unmodifiableMap(new LinkedHashMap<>(children));
        }
    }

    /** A YANG list; {@code keys} name direct leaf children. */
    record ListNode(String name, String module, boolean config, List<String> keys, Map<String, DataNode> children)
            implements Inner {
        public ListNode {
            keys = List.copyOf(keys);
            children = Collections.unmodifiableMap(new LinkedHashMap<>(children));
        }

        public Leaf keyLeaf(String key) {
            return (Leaf) children.get(key);
        }

        public boolean isKey(String leafName) {
            return keys.contains(leafName);
        }
    }

    /**
     * A YANG leaf or leaf-list.
     *
     * @param list true for a leaf-list (a JSON array of values)
     */
    record Leaf(String name, String module, boolean config, LeafKind kind, boolean list) implements DataNode {
        public Leaf {
            Objects.requireNonNull(kind, "kind");
        }
    }

    /** Children as a map by local name, refusing duplicates. */
    static Map<String, DataNode> byName(String parent, List<DataNode> children) {
        var map = new LinkedHashMap<String, DataNode>();
        for (DataNode c : children) {
            if (map.put(c.name(), c) != null) {
                throw new IllegalArgumentException("'" + parent + "' has two children named '" + c.name() + "'");
            }
        }
        return map;
    }

    /** The node resolved under a parent of {@code parentModule} / {@code parentConfig}. */
    static DataNode resolve(DataNode node, String parentModule, boolean parentConfig) {
        String m = node.module() != null ? node.module() : parentModule;
        boolean c = parentConfig && node.config();
        return switch (node) {
            case Container x -> new Container(x.name(), m, c, resolveAll(x.children(), m, c));
            case ListNode x -> new ListNode(x.name(), m, c, x.keys(), resolveAll(x.children(), m, c));
            case Leaf x -> new Leaf(x.name(), m, c, x.kind(), x.list());
        };
    }

    private static Map<String, DataNode> resolveAll(Map<String, DataNode> children, String module, boolean config) {
        var out = new LinkedHashMap<String, DataNode>();
        children.forEach((k, v) -> out.put(k, resolve(v, module, config)));
        return out;
    }

    /**
     * Two fragments' views of the same node joined: containers and lists merge their children, a leaf
     * may appear in both only as a list key.
     */
    static DataNode merge(DataNode a, DataNode b, String at) {
        if (!a.name().equals(b.name()) || !a.module().equals(b.module()) || a.config() != b.config()) {
            throw new IllegalArgumentException(at + ": two different definitions of '" + a.name() + "'");
        }
        return switch (a) {
            case Container x when b instanceof Container y ->
                    new Container(x.name(), x.module(), x.config(), mergeChildren(x.children(), y.children(), at));
            case ListNode x when b instanceof ListNode y && x.keys().equals(y.keys()) ->
                    new ListNode(x.name(), x.module(), x.config(), x.keys(), mergeChildren(x.children(), y.children(), at));
            case Leaf x when x.equals(b) -> x;
            default -> throw new IllegalArgumentException(at + ": '" + a.name() + "' is defined twice differently");
        };
    }

    private static Map<String, DataNode> mergeChildren(Map<String, DataNode> a, Map<String, DataNode> b, String at) {
        var out = new LinkedHashMap<>(a);
        b.forEach((name, node) -> out.merge(name, node, (x, y) -> merge(x, y, at + "/" + name)));
        return out;
    }
}
