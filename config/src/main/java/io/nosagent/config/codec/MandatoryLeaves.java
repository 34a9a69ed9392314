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

/**
 * Reports every mandatory leaf missing from a canonical document. Containers are YANG non-presence
 * containers: an absent one counts as empty, so a mandatory leaf under it is still required (which
 * is how a document without {@code /system/config/hostname} is caught); list entries are checked
 * only where they exist.
 */
final class MandatoryLeaves {

    private MandatoryLeaves() {
    }

    static void check(Container root, JsonNode doc, ConfigErrors errors) {
        walk(root, doc, ConfigPath.ROOT, errors);
    }

    private static void walk(Inner node, JsonNode value, ConfigPath at, ConfigErrors errors) {
        for (SchemaNode child : node.children()) {
            if (!child.config()) {
                continue;
            }
            String member = child.memberName(node.module());
            JsonNode present = value == null ? null : value.get(member);
            switch (child) {
                case Leaf leaf when leaf.mandatory() && present == null -> {
                    ConfigPath path = at.child(member);
                    if (!errors.reportedAtOrAbove(path)) {
                        errors.add(Kind.CONSTRAINT, path, "mandatory leaf '" + leaf.name() + "' is missing");
                    }
                }
                case Container c -> walk(c, present, at.child(member), errors);
                case ListNode list when present != null -> {
                    for (JsonNode entry : present) {
                        walk(list, entry, Normalizer.entryPath(list, member, entry, at), errors);
                    }
                }
                default -> {
                }
            }
        }
    }
}
