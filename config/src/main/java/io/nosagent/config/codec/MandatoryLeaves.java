package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.config.ConfigError.Kind;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.schema.SchemaNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.schema.SchemaNode.Inner;
import io.nosagent.config.schema.SchemaNode.Leaf;
import io.nosagent.config.schema.SchemaNode.LeafList;
import io.nosagent.config.schema.SchemaNode.ListNode;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Reports every mandatory leaf missing from a canonical document. Containers are YANG non-presence
 * containers: an absent one counts as empty, so a mandatory leaf under it is still required (which
 * is how a document without {@code /system/config/hostname} is caught); list entries are checked
 * only where they exist. An absent container augmenting another module's node (nosagent-qos's
 * {@code pfc} on a QoS interface) is absent, as YANG requires such a container to be a presence one.
 */
final class MandatoryLeaves {

    private final ConfigErrors errors;
    /** Per node whether any mandatory config leaf is at or below it: a subtree without one is not walked. */
    private final Map<Inner, Boolean> mayMiss = new IdentityHashMap<>();

    private MandatoryLeaves(ConfigErrors errors) {
        this.errors = errors;
    }

    static void check(Container root, JsonNode doc, ConfigErrors errors) {
        new MandatoryLeaves(errors).walk(root, doc, () -> ConfigPath.ROOT, true);
    }

    /** {@link #check} of the top-level members {@code reached} accepts only: a document holding part of the sections. */
    static void check(Container root, JsonNode doc, Predicate<String> reached, ConfigErrors errors) {
        var check = new MandatoryLeaves(errors);
        for (SchemaNode child : root.children()) {
            String member = child.memberName(root.module());
            if (child.config() && child instanceof Container c && reached.test(member)) {
                check.walk(c, doc.get(member), () -> ConfigPath.ROOT.child(member), false);
            }
        }
    }

    /** {@code at} builds the path only for a problem: a document of 128k routes would build one per entry and container. */
    private void walk(Inner node, JsonNode value, Supplier<ConfigPath> at, boolean atRoot) {
        for (SchemaNode child : node.children()) {
            // State, an optional leaf, or nothing below that could be missing (most of a route's next hop):
            // not looked up at all, as a large table's walk is a lookup per member of every entry.
            if (!child.config() || child instanceof Leaf leaf && !leaf.mandatory()
                    || child instanceof Inner inner && !mayMiss(inner) || child instanceof LeafList) {
                continue;
            }
            String member = child.memberName(node.module());
            JsonNode present = value == null ? null : value.get(member);
            // Plain instanceof tests: a pattern switch with guards re-dispatches per failed guard, here
            // a dozen times per route of a large table.
            if (child instanceof Leaf leaf) {
                if (present == null) {
                    ConfigPath path = at.get().child(member);
                    if (!errors.reportedAtOrAbove(path)) {
                        errors.add(Kind.CONSTRAINT, path, "mandatory leaf '" + leaf.name() + "' is missing");
                    }
                }
            } else if (child instanceof Container c) {
                // YANG lets an augmentation add mandatory leaves only under a presence container (or a
                // when condition): an absent one from another module is absent, not empty.
                if (present != null || atRoot || c.module().equals(node.module())) {
                    walk(c, present, () -> at.get().child(member), false);
                }
            } else if (child instanceof ListNode list && present != null) {
                for (JsonNode entry : present) {
                    walk(list, entry, () -> Normalizer.entryPath(list, member, entry, at.get()), false);
                }
            }
        }
    }

    private boolean mayMiss(Inner node) {
        Boolean known = mayMiss.get(node);
        if (known == null) {
            known = false;
            for (SchemaNode child : node.children()) {
                if (child.config() && (child instanceof Leaf leaf && leaf.mandatory() || child instanceof Inner inner && mayMiss(inner))) {
                    known = true;
                    break;
                }
            }
            mayMiss.put(node, known);
        }
        return known;
    }
}
