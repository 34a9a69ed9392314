package io.nosagent.agent.gnmi.schema;

import io.nosagent.feature.gnmi.LeafKind;
import io.nosagent.feature.gnmi.DataNode;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataNode.Leaf;
import io.nosagent.feature.gnmi.DataNode.ListNode;
import io.nosagent.config.schema.ConfigSchema;
import io.nosagent.config.schema.LeafType;
import io.nosagent.config.schema.SchemaNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The config module's schema seen as served data: every config node, plus each {@code state}
 * container's leaves that mirror a sibling {@code config} leaf (the applied config). State-only
 * leaves the config schema mentions (such as {@code oper-status}) are left to the handlers that
 * actually know their values.
 */
public final class ConfigSchemaImport {

    private ConfigSchemaImport() {
    }

    /** One fragment per config section, each a module-qualified top container. */
    public static List<Container> fragments(ConfigSchema schema) {
        var out = new ArrayList<Container>();
        for (SchemaNode top : schema.root().children()) {
            Container c = (Container) convert(top, null);
            out.add(new Container(c.name(), top.module(), c.config(), c.children()));
        }
        return out;
    }

    private static DataNode convert(SchemaNode node, SchemaNode.Inner parent) {
        return switch (node) {
            case SchemaNode.Container c -> new Container(c.name(), c.module(), c.config(),
                    children(c, c.name().equals("state") && !c.config() ? mirrored(parent) : null));
            case SchemaNode.ListNode l -> new ListNode(l.name(), l.module(), l.config(), l.keys(), children(l, null));
            case SchemaNode.Leaf l -> new Leaf(l.name(), l.module(), l.config(), kind(l.type()), false);
            case SchemaNode.LeafList l -> new Leaf(l.name(), l.module(), l.config(), kind(l.type()), true);
        };
    }

    /** The leaf names of the {@code config} sibling a {@code state} container mirrors. */
    private static List<String> mirrored(SchemaNode.Inner parent) {
        if (parent == null) {
            return List.of();
        }
        return parent.child("config").filter(SchemaNode.Container.class::isInstance)
                .map(c -> ((SchemaNode.Container) c).children().stream().map(SchemaNode::name).toList())
                .orElse(List.of());
    }

    private static Map<String, DataNode> children(SchemaNode.Inner node, List<String> only) {
        var out = new LinkedHashMap<String, DataNode>();
        for (SchemaNode c : node.children()) {
            if (only == null || only.contains(c.name())) {
                out.put(c.name(), convert(c, node));
            }
        }
        return out;
    }

    private static LeafKind kind(LeafType type) {
        return switch (type) {
            case LeafType.Bool b -> LeafKind.BOOLEAN;
            case LeafType.Unsigned u -> switch (u.bits()) {
                case 8 -> LeafKind.UINT8;
                case 16 -> LeafKind.UINT16;
                case 32 -> LeafKind.UINT32;
                default -> LeafKind.UINT64;
            };
            case LeafType.Signed i -> switch (i.bits()) {
                case 8 -> LeafKind.INT8;
                case 16 -> LeafKind.INT16;
                case 32 -> LeafKind.INT32;
                default -> LeafKind.INT64;
            };
            case LeafType.Identity i -> LeafKind.IDENTITYREF;
            case LeafType.Enumeration e -> LeafKind.ENUMERATION;
            case LeafType.Ipv4Address a -> LeafKind.IPV4_ADDRESS;
            case LeafType.Ipv6Address a -> LeafKind.IPV6_ADDRESS;
            case LeafType.IpAddress a -> LeafKind.IP_ADDRESS;
            case LeafType.IpPrefix p -> LeafKind.IP_PREFIX;
            case LeafType.MacAddress m -> LeafKind.MAC_ADDRESS;
            case LeafType.Text t -> LeafKind.STRING;
        };
    }
}
