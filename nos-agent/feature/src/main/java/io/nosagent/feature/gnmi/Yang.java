package io.nosagent.feature.gnmi;

import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataNode.Leaf;
import io.nosagent.feature.gnmi.DataNode.ListNode;

import java.util.List;

/**
 * A small vocabulary for declaring a fragment of the served tree so it reads like the YANG it
 * mirrors. A name may carry its module ({@code "openconfig-if-ethernet:ethernet"}) where an
 * augmentation starts; other nodes take their parent's module.
 */
public final class Yang {

    private Yang() {
    }

    public static Container container(String name, DataNode... children) {
        return new Container(local(name), module(name), true, DataNode.byName(name, List.of(children)));
    }

    public static ListNode list(String name, List<String> keys, DataNode... children) {
        var list = new ListNode(local(name), module(name), true, keys, DataNode.byName(name, List.of(children)));
        for (String k : keys) {
            if (!(list.children().get(k) instanceof Leaf)) {
                throw new IllegalArgumentException("list '" + name + "' key '" + k + "' is not a leaf child");
            }
        }
        return list;
    }

    /** OpenConfig's read-only {@code state} container. */
    public static Container state(DataNode... children) {
        return readOnly("state", children);
    }

    /** A {@code config false} container: everything below it is state. */
    public static Container readOnly(String name, DataNode... children) {
        return new Container(local(name), module(name), false, DataNode.byName(name, List.of(children)));
    }

    public static Leaf leaf(String name, LeafKind kind) {
        return new Leaf(local(name), module(name), true, kind, false);
    }

    public static Leaf leafList(String name, LeafKind kind) {
        return new Leaf(local(name), module(name), true, kind, true);
    }

    /** Leaves of one kind, e.g. a block of counters. */
    public static DataNode[] leaves(LeafKind kind, List<String> names) {
        return names.stream().map(n -> leaf(n, kind)).toArray(DataNode[]::new);
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
