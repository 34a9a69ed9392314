package io.nosagent.config.schema;

import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.schema.SchemaNode.Leaf;
import io.nosagent.config.schema.SchemaNode.LeafList;
import io.nosagent.config.schema.SchemaNode.ListNode;

import java.util.ArrayList;
import java.util.List;

/**
 * A small vocabulary for writing a section's schema so it reads like the YANG tree. A name may be
 * module-qualified ({@code "openconfig-if-ip:ipv4"}) where the subtree comes from another module;
 * unqualified nodes take their parent's module.
 */
public final class Schema {

    private Schema() {
    }

    public static Container container(String name, SchemaNode... children) {
        return new Container(local(name), module(name), true, List.of(children));
    }

    public static ListNode list(String name, List<String> keys, SchemaNode... children) {
        return new ListNode(local(name), module(name), true, keys, List.of(children));
    }

    public static Leaf leaf(String name, LeafType type) {
        return new Leaf(local(name), module(name), true, type, false);
    }

    /** A leaf that must be present whenever its parent exists. */
    public static Leaf mandatoryLeaf(String name, LeafType type) {
        return new Leaf(local(name), module(name), true, type, true);
    }

    public static LeafList leafList(String name, LeafType type) {
        return new LeafList(local(name), module(name), true, type);
    }

    /**
     * The OpenConfig {@code state} container beside {@code config}: the same leaves, read-only, plus
     * the state-only leaves in {@code extra}.
     */
    public static Container stateOf(Container config, SchemaNode... extra) {
        var children = new ArrayList<>(config.children());
        children.addAll(List.of(extra));
        return new Container("state", null, false, children);
    }

    private static String local(String name) {
        int colon = name.indexOf(':');
        return colon < 0 ? name : name.substring(colon + 1);
    }

    private static String module(String name) {
        int colon = name.indexOf(':');
        return colon < 0 ? null : name.substring(0, colon);
    }
}
