package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.config.ConfigError.Kind;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.schema.SchemaNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.schema.SchemaNode.Inner;
import io.nosagent.config.schema.SchemaNode.Leaf;
import io.nosagent.config.schema.SchemaNode.ListNode;

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

    private MandatoryLeaves() {
    }

    static void check(Container root, JsonNode doc, ConfigErrors errors) {
        walk(root, doc, () -> ConfigPath.ROOT, true, errors);
    }

    /** {@link #check} of the top-level members {@code reached} accepts only: a document holding part of the sections. */
    static void check(Container root, JsonNode doc, Predicate<String> reached, ConfigErrors errors) {
        for (SchemaNode child : root.children()) {
            String member = child.memberName(root.module());
            if (child.config() && child instanceof Container c && reached.test(member)) {
                walk(c, doc.get(member), () -> ConfigPath.ROOT.child(member), false, errors);
            }
        }
    }

    /** {@code at} builds the path only for a problem: a document of 128k routes would build one per entry and container. */
    private static void walk(Inner node, JsonNode value, Supplier<ConfigPath> at, boolean atRoot, ConfigErrors errors) {
        for (SchemaNode child : node.children()) {
            if (!child.config()) {
                continue;
            }
            String member = child.memberName(node.module());
            JsonNode present = value == null ? null : value.get(member);
            switch (child) {
                case Leaf leaf when leaf.mandatory() && present == null -> {
                    ConfigPath path = at.get().child(member);
                    if (!errors.reportedAtOrAbove(path)) {
                        errors.add(Kind.CONSTRAINT, path, "mandatory leaf '" + leaf.name() + "' is missing");
                    }
                }
                // YANG lets an augmentation add mandatory leaves only under a presence container (or a
                // when condition): an absent one from another module is absent, not empty.
                case Container c when present == null && !atRoot && !c.module().equals(node.module()) -> {
                }
                case Container c -> walk(c, present, () -> at.get().child(member), false, errors);
                case ListNode list when present != null -> {
                    for (JsonNode entry : present) {
                        walk(list, entry, () -> Normalizer.entryPath(list, member, entry, at.get()), false, errors);
                    }
                }
                default -> {
                }
            }
        }
    }
}
