package io.nosagent.sai.store.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.SaiEnum;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.key.AclCounterKey;
import io.nosagent.sai.store.key.AclEntryKey;
import io.nosagent.sai.store.key.AclTableGroupKey;
import io.nosagent.sai.store.key.AclTableGroupMemberKey;
import io.nosagent.sai.store.key.AclTableKey;
import io.nosagent.sai.store.key.ArsKey;
import io.nosagent.sai.store.key.ArsProfileKey;
import io.nosagent.sai.store.key.BufferPoolKey;
import io.nosagent.sai.store.key.BufferProfileKey;
import io.nosagent.sai.store.key.HashKey;
import io.nosagent.sai.store.key.HostKey;
import io.nosagent.sai.store.key.NamedQosMapKey;
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
import io.nosagent.sai.store.key.SchedulerKey;
import io.nosagent.sai.store.key.SwitchKey;
import io.nosagent.sai.store.key.SystemPortKey;
import io.nosagent.sai.store.key.UdfGroupKey;
import io.nosagent.sai.store.key.UdfKey;
import io.nosagent.sai.store.key.UdfMatchKey;
import io.nosagent.sai.store.key.UdfUse;
import io.nosagent.sai.store.key.WredKey;
import io.nosagent.sai.store.key.PolicerKey;
import io.nosagent.sai.store.key.TrapGroupKey;
import io.nosagent.sai.store.key.TrapKey;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;

import static io.nosagent.sai.store.json.Json.array;
import static io.nosagent.sai.store.json.Json.field;
import static io.nosagent.sai.store.json.Json.integer;
import static io.nosagent.sai.store.json.Json.text;

/**
 * Every {@link HostKey} kind as JSON: an object with one field, the kind's name, holding the key's
 * fields ({@code {"port": {"interface": "eth1/1/1"}}}). Keys a key refers to are written by their
 * fields (a next hop by IP and interface), never by object id; SAI enum members by their full names.
 * Each kind's name, writer and reader sit together in the table below.
 */
public final class HostKeyJson {

    private record Kind<K extends HostKey<?>>(String name, Class<K> type, Function<K, ObjectNode> writer,
                                              Function<JsonNode, K> reader) {
        ObjectNode write(HostKey<?> key) {
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
        add(new Kind<>("namedQosMap", NamedQosMapKey.class,
                k -> nodes.objectNode().put("type", member(SaiEnums.QosMapType.ENUM, k.mapType())).put("source", k.source()),
                n -> new NamedQosMapKey(member(SaiEnums.QosMapType.ENUM, n, "type"), text(n, "source"))));
        add(new Kind<>("bufferPool", BufferPoolKey.class, this::pool, HostKeyJson::pool));
        add(new Kind<>("bufferProfile", BufferProfileKey.class, this::profile, HostKeyJson::profile));
        add(new Kind<>("scheduler", SchedulerKey.class, this::scheduler,
                n -> new SchedulerKey(n.has("policy") ? Optional.of(text(n, "policy")) : Optional.empty(), text(n, "queue"))));
        add(new Kind<>("wred", WredKey.class, k -> nodes.objectNode().put("profile", k.profile()), n -> new WredKey(text(n, "profile"))));
        add(new Kind<>("hash", HashKey.class, k -> nodes.objectNode().put("family", member(SaiEnums.IpAddrFamily.ENUM, k.family())),
                n -> new HashKey(member(SaiEnums.IpAddrFamily.ENUM, n, "family"))));
        add(new Kind<>("udfMatch", UdfMatchKey.class, k -> nodes.objectNode().put("use", k.use().name()),
                n -> new UdfMatchKey(UdfUse.valueOf(text(n, "use")))));
        add(new Kind<>("udfGroup", UdfGroupKey.class, this::udfGroup, HostKeyJson::udfGroup));
        add(new Kind<>("udf", UdfKey.class, k -> nodes.objectNode().set("group", udfGroup(k.group())),
                n -> new UdfKey(udfGroup(field(n, "group")))));
        add(new Kind<>("arsProfile", ArsProfileKey.class, k -> nodes.objectNode(), n -> ArsProfileKey.SWITCH));
        add(new Kind<>("ars", ArsKey.class, k -> nodes.objectNode(), n -> ArsKey.FLOWLETS));
        add(new Kind<>("aclTable", AclTableKey.class, k -> nodes.objectNode().put("table", k.name()),
                n -> AclTableKey.valueOf(text(n, "table"))));
        add(new Kind<>("aclEntry", AclEntryKey.class, this::aclEntry, HostKeyJson::aclEntry));
        add(new Kind<>("aclCounter", AclCounterKey.class, k -> nodes.objectNode().set("entry", aclEntry(k.entry())),
                n -> new AclCounterKey(aclEntry(field(n, "entry")))));
        add(new Kind<>("aclTableGroup", AclTableGroupKey.class, this::aclGroup, this::aclGroup));
        add(new Kind<>("aclTableGroupMember", AclTableGroupMemberKey.class,
                k -> nodes.objectNode().put("table", k.table().name()).set("group", aclGroup(k.group())),
                n -> new AclTableGroupMemberKey(aclGroup(field(n, "group")), AclTableKey.valueOf(text(n, "table")))));
        add(new Kind<>("policer", PolicerKey.class, k -> nodes.objectNode().put("name", k.name()), n -> new PolicerKey(text(n, "name"))));
        add(new Kind<>("trapGroup", TrapGroupKey.class, k -> nodes.objectNode().put("name", k.name()),
                n -> new TrapGroupKey(text(n, "name"))));
        add(new Kind<>("trap", TrapKey.class, k -> nodes.objectNode().put("trapType", member(SaiEnums.HostifTrapType.ENUM, k.trapType())),
                n -> new TrapKey(member(SaiEnums.HostifTrapType.ENUM, n, "trapType"))));
    }

    private void add(Kind<?> kind) {
        byType.put(kind.type(), kind);
        byName.put(kind.name(), kind);
    }

    public ObjectNode write(HostKey<?> key) {
        Kind<?> kind = byType.get(key.getClass());
        if (kind == null) {
            throw new IllegalArgumentException("no JSON form for " + key.getClass().getSimpleName());
        }
        ObjectNode out = nodes.objectNode();
        out.set(kind.name(), kind.write(key));
        return out;
    }

    public HostKey<?> read(JsonNode node) {
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
        ObjectNode n = nodes.objectNode().put("type", member(SaiEnums.QosMapType.ENUM, k.mapType()));
        n.set("entries", values.write(new AttrValue.QosMapList(k.entries())));
        return n;
    }

    private QosMapKey qosMap(JsonNode n) {
        int mapType = member(SaiEnums.QosMapType.ENUM, n, "type");
        if (!(values.read(field(n, "entries")) instanceof AttrValue.QosMapList list)) {
            throw new IllegalArgumentException("QoS map entries must be a qosMap value in " + n);
        }
        return new QosMapKey(mapType, list.mappings());
    }

    private ObjectNode pool(BufferPoolKey k) {
        return nodes.objectNode().put("name", k.name()).put("type", member(SaiEnums.BufferPoolType.ENUM, k.poolType()))
                .put("mode", member(SaiEnums.BufferPoolThresholdMode.ENUM, k.thresholdMode()));
    }

    private static BufferPoolKey pool(JsonNode n) {
        return new BufferPoolKey(text(n, "name"), member(SaiEnums.BufferPoolType.ENUM, n, "type"),
                member(SaiEnums.BufferPoolThresholdMode.ENUM, n, "mode"));
    }

    /** The pool, and the purpose as a one-field object naming its kind. */
    private ObjectNode profile(BufferProfileKey k) {
        ObjectNode purpose = nodes.objectNode();
        switch (k.purpose()) {
            case BufferProfileKey.LosslessGroup g -> purpose.putObject("losslessGroup").put("profile", g.profile())
                    .put("headroom", g.headroomBytes());
            case BufferProfileKey.LossyGroup g -> purpose.putObject("lossyGroup").put("profile", g.profile());
            case BufferProfileKey.LosslessQueue q -> purpose.putObject("losslessQueue");
            case BufferProfileKey.LossyQueue q -> purpose.putObject("lossyQueue").put("allocation", q.allocation())
                    .put("queue", q.queue()).put("mode", member(SaiEnums.BufferProfileThresholdMode.ENUM, q.thresholdMode()));
        }
        ObjectNode n = nodes.objectNode();
        n.set("pool", pool(k.pool()));
        n.set("purpose", purpose);
        return n;
    }

    private static BufferProfileKey profile(JsonNode n) {
        var purpose = Json.single(field(n, "purpose"));
        JsonNode p = purpose.getValue();
        BufferProfileKey.Purpose what = switch (purpose.getKey()) {
            case "losslessGroup" -> new BufferProfileKey.LosslessGroup(text(p, "profile"), integer(p, "headroom"));
            case "lossyGroup" -> new BufferProfileKey.LossyGroup(text(p, "profile"));
            case "losslessQueue" -> new BufferProfileKey.LosslessQueue();
            case "lossyQueue" -> new BufferProfileKey.LossyQueue(text(p, "allocation"), text(p, "queue"),
                    member(SaiEnums.BufferProfileThresholdMode.ENUM, p, "mode"));
            default -> throw new IllegalArgumentException("unknown buffer profile purpose \"" + purpose.getKey() + "\"");
        };
        return new BufferProfileKey(pool(field(n, "pool")), what);
    }

    private ObjectNode scheduler(SchedulerKey k) {
        ObjectNode n = nodes.objectNode();
        k.policy().ifPresent(p -> n.put("policy", p));
        return n.put("queue", k.queue());
    }

    private ObjectNode udfGroup(UdfGroupKey k) {
        return nodes.objectNode().put("use", k.use().name()).put("offset", k.offset()).put("length", k.length());
    }

    private static UdfGroupKey udfGroup(JsonNode n) {
        return new UdfGroupKey(UdfUse.valueOf(text(n, "use")), index(n, "offset"), index(n, "length"));
    }

    /** The table, and only the fields that tell the entry apart. */
    private ObjectNode aclEntry(AclEntryKey k) {
        ObjectNode n = nodes.objectNode().put("table", k.table().name());
        k.port().ifPresent(p -> n.put("port", p.interfaceName()));
        k.destination().ifPresent(d -> n.put("destination", d.toString()));
        k.trafficClass().ifPresent(tc -> n.put("trafficClass", tc));
        return n;
    }

    private static AclEntryKey aclEntry(JsonNode n) {
        return new AclEntryKey(AclTableKey.valueOf(text(n, "table")),
                n.has("port") ? Optional.of(new PortKey(text(n, "port"))) : Optional.empty(),
                n.has("destination") ? Optional.of(Cidr.parse(text(n, "destination"))) : Optional.empty(),
                n.has("trafficClass") ? OptionalInt.of(index(n, "trafficClass")) : OptionalInt.empty());
    }

    /** The object the group is bound at, as a key of its own. */
    private ObjectNode aclGroup(AclTableGroupKey k) {
        ObjectNode n = nodes.objectNode();
        n.set("boundTo", write(k.boundTo()));
        return n.put("stage", member(SaiEnums.AclStage.ENUM, k.stage()));
    }

    private AclTableGroupKey aclGroup(JsonNode n) {
        return new AclTableGroupKey(read(field(n, "boundTo")), member(SaiEnums.AclStage.ENUM, n, "stage"));
    }

    private static String member(SaiEnum e, int value) {
        return e.nameOf(value).orElseThrow(() -> new IllegalArgumentException(value + " is not a member of " + e.name()));
    }

    private static int member(SaiEnum e, JsonNode n, String name) {
        String member = text(n, name);
        Integer value = e.values().get(member);
        if (value == null) {
            throw new IllegalArgumentException("\"" + name + "\" is not a member of " + e.name() + ": " + member);
        }
        return value;
    }

    private static int index(JsonNode n, String name) {
        return Math.toIntExact(integer(n, name));
    }
}
