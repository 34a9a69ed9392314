package io.nosagent.feature.gnmi;

import io.nosagent.config.schema.SchemaNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.schema.SchemaNode.Inner;
import io.nosagent.config.schema.SchemaNode.ListNode;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * A handler's part of the served tree, cut from a top-level container generated from the YANG
 * ({@code io.nosagent.config.yang}): the nodes it names, each with everything below it; the containers and
 * lists on the way come along, each list with its key leaves. What a handler serves is therefore always
 * what the YANG says, and a node renamed in the YANG fails compilation where a handler names it.
 *
 * <pre>{@code
 * Fragment.of(InterfacesYang.node())
 *         .with(Interface.State.node(), Interface.State.ADMIN_STATUS, Interface.State.OPER_STATUS)
 *         .with(Interface.State.Counters.node())
 *         .build();
 * }</pre>
 *
 * Nodes are found by identity: pass the generated {@code node()}s of {@code top}'s own classes.
 */
public final class Fragment {

    private final Container top;
    private final Set<SchemaNode> wanted = Collections.newSetFromMap(new IdentityHashMap<>());

    private Fragment(Container top) {
        this.top = top;
    }

    /** Nothing of {@code top} yet. */
    public static Fragment of(Container top) {
        return new Fragment(top);
    }

    /** {@code node} (of {@code top}'s tree) and everything below it. */
    public Fragment with(Inner node) {
        wanted.add(node);
        return this;
    }

    /** The children of {@code parent} that {@code members} name (its generated constants), each whole. */
    public Fragment with(Inner parent, String... members) {
        for (String m : members) {
            wanted.add(parent.member(m).orElseThrow(() -> new IllegalArgumentException(
                    "'" + parent.name() + "' has no child '" + m + "' (it has: " + parent.childNames() + ")")));
        }
        return this;
    }

    /**
     * The pruned copy of the top container.
     *
     * @throws IllegalArgumentException when a node asked for is not in the top's tree
     */
    public Container build() {
        Set<SchemaNode> found = Collections.newSetFromMap(new IdentityHashMap<>());
        SchemaNode kept = prune(top, found);
        if (found.size() < wanted.size()) {
            var missing = new ArrayList<String>();
            wanted.stream().filter(n -> !found.contains(n)).forEach(n -> missing.add(n.name()));
            throw new IllegalArgumentException(missing + " not in the tree of " + top.module() + ":" + top.name());
        }
        return kept instanceof Container c ? c : new Container(top.name(), top.module(), top.config(), List.of());
    }

    /** {@code node} with only what is wanted below it; null when nothing is. */
    private SchemaNode prune(SchemaNode node, Set<SchemaNode> found) {
        if (wanted.contains(node)) {
            found.add(node);
            if (node instanceof Inner inner) {
                collectWanted(inner, found); // asked for twice: under a node wanted whole
            }
            return node;
        }
        if (!(node instanceof Inner inner)) {
            return null;
        }
        var children = new ArrayList<SchemaNode>();
        boolean any = false;
        for (SchemaNode c : inner.children()) {
            SchemaNode kept = prune(c, found);
            if (kept != null) {
                children.add(kept);
                any = true;
            } else if (inner instanceof ListNode list && list.keys().contains(c.name())) {
                children.add(c); // an entry is found by its keys
            }
        }
        if (!any) {
            return null;
        }
        return switch (inner) {
            case Container c -> new Container(c.name(), c.module(), c.config(), children);
            case ListNode l -> new ListNode(l.name(), l.module(), l.config(), l.keys(), children);
        };
    }

    private void collectWanted(Inner node, Set<SchemaNode> found) {
        for (SchemaNode c : node.children()) {
            if (wanted.contains(c)) {
                found.add(c);
            }
            if (c instanceof Inner inner) {
                collectWanted(inner, found);
            }
        }
    }
}
