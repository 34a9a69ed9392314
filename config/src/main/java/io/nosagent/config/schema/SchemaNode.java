package io.nosagent.config.schema;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * One node of the served YANG tree, as {@code io.nosagent.config.yang} (generated from the YANG) builds
 * it: every node knows its defining module and whether it is config ({@code config false} and everything
 * below it is state).
 */
public sealed interface SchemaNode permits SchemaNode.Inner, SchemaNode.Leaf, SchemaNode.LeafList {

    /** Local name, without module prefix. */
    String name();

    /** The YANG module defining the node. */
    String module();

    /** True for configuration, false for state ({@code config false}). */
    boolean config();

    /** The RFC 7951 member name under a parent of {@code parentModule}: qualified only when modules differ. */
    default String memberName(String parentModule) {
        return module().equals(parentModule) ? name() : module() + ":" + name();
    }

    /** A node with children: container or list entry. */
    sealed interface Inner extends SchemaNode permits Container, ListNode {
        List<SchemaNode> children();

        default Optional<SchemaNode> child(String localName) {
            // A plain loop: this runs for every member of every document decoded (128k routes: millions).
            // By index: an iterator per call was most of what telemetry's walk of each sample allocated here.
            List<SchemaNode> children = children();
            for (int i = 0; i < children.size(); i++) {
                SchemaNode c = children.get(i);
                if (c.name().equals(localName)) {
                    return Optional.of(c);
                }
            }
            return Optional.empty();
        }

        /**
         * The child a JSON member or path element names: {@code mtu}, or qualified {@code module:mtu}
         * when the module matches. Unqualified names are accepted even where RFC 7951 would qualify.
         */
        default Optional<SchemaNode> member(String memberName) {
            int colon = memberName.indexOf(':');
            Optional<SchemaNode> found = child(colon < 0 ? memberName : memberName.substring(colon + 1));
            return colon < 0 ? found : found.filter(c -> c.module().equals(memberName.substring(0, colon)));
        }

        /** Child names for error messages ("has: name, type, mtu"). */
        default String childNames() {
            return children().stream().map(SchemaNode::name).collect(Collectors.joining(", "));
        }
    }

    /** A YANG container. */
    record Container(String name, String module, boolean config, List<SchemaNode> children) implements Inner {
        public Container {
            children = List.copyOf(children);
            requireUniqueNames(name, children);
        }
    }

    /**
     * A YANG list. In OpenConfig each key is a direct leaf that mirrors the leaf of the same name in the
     * entry's {@code config} container ({@code interface[name]/name} and {@code interface/config/name}).
     */
    record ListNode(String name, String module, boolean config, List<String> keys, List<SchemaNode> children)
            implements Inner {
        public ListNode {
            keys = List.copyOf(keys);
            children = List.copyOf(children);
            requireUniqueNames(name, children);
            if (keys.isEmpty()) {
                throw new IllegalArgumentException("list '" + name + "' has no key");
            }
            for (String k : keys) {
                if (!(children.stream().anyMatch(c -> c.name().equals(k) && c instanceof Leaf))) {
                    throw new IllegalArgumentException("list '" + name + "' key '" + k + "' is not a leaf child");
                }
            }
        }

        /** The direct key leaf {@code key}. */
        public Leaf keyLeaf(String key) {
            return (Leaf) child(key).orElseThrow();
        }

        /** The {@code config/<key>} leaf mirroring {@code key}, if the entry has one. */
        public Optional<Leaf> keyMirror(String key) {
            return child("config").filter(Container.class::isInstance).map(Container.class::cast)
                    .flatMap(c -> c.child(key)).filter(Leaf.class::isInstance).map(Leaf.class::cast);
        }
    }

    /**
     * A YANG leaf.
     *
     * @param mandatory the leaf must be present whenever its parent entry (or top container) exists
     */
    record Leaf(String name, String module, boolean config, LeafType type, boolean mandatory) implements SchemaNode {
        public Leaf {
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(module, "module");
        }
    }

    /** A YANG leaf-list: a JSON array of values of one type; an update replaces the whole list. */
    record LeafList(String name, String module, boolean config, LeafType type) implements SchemaNode {
        public LeafList {
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(module, "module");
        }
    }

    private static void requireUniqueNames(String parent, List<SchemaNode> children) {
        var seen = new HashSet<String>();
        for (SchemaNode c : children) {
            // Local names must be unique so unqualified JSON members and path elements are unambiguous.
            if (!seen.add(c.name())) {
                throw new IllegalArgumentException("'" + parent + "' has two children named '" + c.name() + "'");
            }
        }
    }
}
