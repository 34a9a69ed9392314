package io.nosagent.sai.store.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.sai.AttrValue;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.key.HostKey;
import io.nosagent.sai.store.key.NamedKey;
import io.nosagent.sai.store.key.NextHopGroupKey;
import io.nosagent.sai.store.key.NextHopGroupMemberKey;
import io.nosagent.sai.store.key.NextHopKey;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.store.key.PriorityGroupKey;
import io.nosagent.sai.store.key.QosMapKey;
import io.nosagent.sai.store.key.QueueKey;
import io.nosagent.sai.store.key.QueueType;
import io.nosagent.sai.store.key.RouterInterfaceKey;
import io.nosagent.sai.store.key.SchedulerGroupKey;
import io.nosagent.sai.store.key.SwitchKey;
import io.nosagent.sai.store.key.SystemPortKey;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Function;

import static io.nosagent.sai.store.json.Json.array;
import static io.nosagent.sai.store.json.Json.field;
import static io.nosagent.sai.store.json.Json.integer;
import static io.nosagent.sai.store.json.Json.text;

/**
 * Every {@link HostKey} kind as JSON: an object with one field, the kind's name, holding the key's
 * fields ({@code {"port": {"interface": "eth1/1/1"}}}). Keys a key refers to are written by their
 * fields (a next hop by IP and interface), never by object id. Each kind's name, writer and reader sit
 * together in the table below.
 */
public final class HostKeyJson {

    private record Kind<K extends HostKey>(String name, Class<K> type, Function<K, ObjectNode> writer,
                                           Function<JsonNode, K> reader) {
        ObjectNode write(HostKey key) {
            return writer.apply(type.cast(key));
        }
    }

    private final JsonNodeFactory nodes = JsonNodeFactory.instance;
    private final AttrValueJson values;
    private final Map<Class<?>, Kind<?>> byType = new HashMap<>();
    private final Map<String, Kind<?>> byName = new HashMap<>();

    public HostKeyJson(AttrValueJson values) {
        this.values = values;
        add(new Kind<>("switch", SwitchKey.class, k -> nodes.objectNode(), n -> SwitchKey.SWITCH));
        add(new Kind<>("port", PortKey.class, k -> named(k.interfaceName()), n -> new PortKey(text(n, "interface"))));
        add(new Kind<>("queue", QueueKey.class,
                k -> named(k.interfaceName()).put("type", k.queueType().name()).put("index", k.index()),
                n -> new QueueKey(text(n, "interface"), QueueType.valueOf(text(n, "type")), index(n, "index"))));
        add(new Kind<>("priorityGroup", PriorityGroupKey.class, k -> named(k.interfaceName()).put("index", k.index()),
                n -> new PriorityGroupKey(text(n, "interface"), index(n, "index"))));
        add(new Kind<>("schedulerGroup", SchedulerGroupKey.class,
                k -> named(k.interfaceName()).put("level", k.level()).put("index", k.index()),
                n -> new SchedulerGroupKey(text(n, "interface"), index(n, "level"), index(n, "index"))));
        add(new Kind<>("systemPort", SystemPortKey.class, k -> named(k.interfaceName()),
                n -> new SystemPortKey(text(n, "interface"))));
        add(new Kind<>("routerInterface", RouterInterfaceKey.class, k -> named(k.interfaceName()),
                n -> new RouterInterfaceKey(text(n, "interface"))));
        add(new Kind<>("nextHop", NextHopKey.class, this::nextHop, HostKeyJson::nextHop));
        add(new Kind<>("nextHopGroup", NextHopGroupKey.class, this::group, HostKeyJson::group));
        add(new Kind<>("nextHopGroupMember", NextHopGroupMemberKey.class, this::member, HostKeyJson::member));
        add(new Kind<>("qosMap", QosMapKey.class, this::qosMap, this::qosMap));
        add(new Kind<>("named", NamedKey.class, k -> nodes.objectNode().put("type", k.type().name()).put("name", k.name()),
                n -> new NamedKey(ObjectType.valueOf(text(n, "type")), text(n, "name"))));
    }

    private void add(Kind<?> kind) {
        byType.put(kind.type(), kind);
        byName.put(kind.name(), kind);
    }

    public ObjectNode write(HostKey key) {
        Kind<?> kind = byType.get(key.getClass());
        if (kind == null) {
            throw new IllegalArgumentException("no JSON form for " + key.getClass().getSimpleName());
        }
        ObjectNode out = nodes.objectNode();
        out.set(kind.name(), kind.write(key));
        return out;
    }

    public HostKey read(JsonNode node) {
        var only = Json.single(node);
        Kind<?> kind = byName.get(only.getKey());
        if (kind == null) {
            throw new IllegalArgumentException("unknown host key kind \"" + only.getKey() + "\"");
        }
        return kind.reader().apply(only.getValue());
    }

    // ---- the composite kinds --------------------------------------------------------------------

    private ObjectNode named(String interfaceName) {
        return nodes.objectNode().put("interface", interfaceName);
    }

    private ObjectNode nextHop(NextHopKey k) {
        return nodes.objectNode().put("ip", IpAddresses.format(k.ip())).put("interface", k.routerInterface().interfaceName());
    }

    private static NextHopKey nextHop(JsonNode n) {
        return new NextHopKey(IpAddresses.parse(text(n, "ip")), new RouterInterfaceKey(text(n, "interface")));
    }

    /** An ECMP group is its members alone (as before fine-grained groups had keys); a fine-grained one adds its buckets. */
    private ObjectNode group(NextHopGroupKey k) {
        ObjectNode n = nodes.objectNode();
        if (k.spread() instanceof NextHopGroupKey.FineGrained(int buckets)) {
            n.put("fineGrainedBuckets", buckets);
        }
        ArrayNode members = n.putArray("members");
        for (var m : k.members()) {
            members.add(nextHop(m.nextHop()).put("weight", m.weight()));
        }
        if (!k.withdrawn().isEmpty()) {
            ArrayNode withdrawn = n.putArray("withdrawn");
            k.withdrawn().forEach(w -> withdrawn.add(nextHop(w)));
        }
        return n;
    }

    private static NextHopGroupKey group(JsonNode n) {
        var members = new ArrayList<NextHopGroupKey.Member>();
        for (JsonNode m : array(n, "members")) {
            members.add(new NextHopGroupKey.Member(nextHop(m), index(m, "weight")));
        }
        NextHopGroupKey.Spread spread = n.has("fineGrainedBuckets")
                ? new NextHopGroupKey.FineGrained(index(n, "fineGrainedBuckets")) : NextHopGroupKey.ECMP;
        var withdrawn = new ArrayList<NextHopKey>();
        if (n.has("withdrawn")) {
            for (JsonNode w : array(n, "withdrawn")) {
                withdrawn.add(nextHop(w));
            }
        }
        return new NextHopGroupKey(spread, members, withdrawn);
    }

    private ObjectNode member(NextHopGroupMemberKey k) {
        ObjectNode n = nextHop(k.nextHop());
        k.bucket().ifPresent(b -> n.put("bucket", b));
        return n.set("group", group(k.group()));
    }

    private static NextHopGroupMemberKey member(JsonNode n) {
        var bucket = n.has("bucket") ? OptionalInt.of(index(n, "bucket")) : OptionalInt.empty();
        return new NextHopGroupMemberKey(group(field(n, "group")), nextHop(n), bucket);
    }

    private ObjectNode qosMap(QosMapKey k) {
        String type = SaiEnums.QosMapType.ENUM.nameOf(k.mapType()).orElseThrow();
        ObjectNode n = nodes.objectNode().put("type", type);
        n.set("entries", values.write(new AttrValue.QosMapList(k.entries())));
        return n;
    }

    private QosMapKey qosMap(JsonNode n) {
        String type = text(n, "type");
        Integer mapType = SaiEnums.QosMapType.ENUM.values().get(type);
        if (mapType == null) {
            throw new IllegalArgumentException("not a QoS map type: " + type);
        }
        if (!(values.read(field(n, "entries")) instanceof AttrValue.QosMapList list)) {
            throw new IllegalArgumentException("QoS map entries must be a qosMap value in " + n);
        }
        return new QosMapKey(mapType, list.mappings());
    }

    private static int index(JsonNode n, String name) {
        return Math.toIntExact(integer(n, name));
    }
}
