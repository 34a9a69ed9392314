package io.nosagent.sai.store.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.AttrValue.AclAction;
import io.nosagent.sai.AttrValue.AclField;
import io.nosagent.sai.AttrValue.Bool;
import io.nosagent.sai.AttrValue.CharData;
import io.nosagent.sai.AttrValue.IpAddress;
import io.nosagent.sai.AttrValue.Ipv4;
import io.nosagent.sai.AttrValue.Ipv6;
import io.nosagent.sai.AttrValue.Mac;
import io.nosagent.sai.AttrValue.MapEntry;
import io.nosagent.sai.AttrValue.MapList;
import io.nosagent.sai.AttrValue.Oid;
import io.nosagent.sai.AttrValue.OidList;
import io.nosagent.sai.AttrValue.Pointer;
import io.nosagent.sai.AttrValue.Prefix;
import io.nosagent.sai.AttrValue.QosMapList;
import io.nosagent.sai.AttrValue.QosMapParams;
import io.nosagent.sai.AttrValue.QosMapping;
import io.nosagent.sai.AttrValue.S16;
import io.nosagent.sai.AttrValue.S32;
import io.nosagent.sai.AttrValue.S32List;
import io.nosagent.sai.AttrValue.S64;
import io.nosagent.sai.AttrValue.S8;
import io.nosagent.sai.AttrValue.S8List;
import io.nosagent.sai.AttrValue.SystemPortConfig;
import io.nosagent.sai.AttrValue.SystemPortConfigList;
import io.nosagent.sai.AttrValue.U16;
import io.nosagent.sai.AttrValue.U16List;
import io.nosagent.sai.AttrValue.U32;
import io.nosagent.sai.AttrValue.U32List;
import io.nosagent.sai.AttrValue.U32Range;
import io.nosagent.sai.AttrValue.U64;
import io.nosagent.sai.AttrValue.U8;
import io.nosagent.sai.AttrValue.U8List;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.StreamSupport;

import static io.nosagent.sai.store.json.Json.field;
import static io.nosagent.sai.store.json.Json.hex;
import static io.nosagent.sai.store.json.Json.integer;
import static io.nosagent.sai.store.json.Json.smallInteger;
import static io.nosagent.sai.store.json.Json.unhex;

/**
 * Every {@link AttrValue} kind as JSON: an object with one field, the kind's name, holding the value
 * ({@code {"u32": 9100}}, {@code {"oids": ["0x6000000000001"]}}). Each kind's name, writer and reader
 * sit together on one line pair of the table below. 64-bit values are strings (unsigned decimal, or
 * hex for ids and pointers) so no JSON reader rounds them.
 */
public final class AttrValueJson {

    /** One value kind: its JSON name and both directions. */
    private record Kind<V extends AttrValue>(String name, Class<V> type, Function<V, JsonNode> writer,
                                             Function<JsonNode, V> reader) {
        JsonNode write(AttrValue v) {
            return writer.apply(type.cast(v));
        }
    }

    private final JsonNodeFactory nodes = JsonNodeFactory.instance;
    private final Map<Class<?>, Kind<?>> byType = new HashMap<>();
    private final Map<String, Kind<?>> byName = new HashMap<>();

    public AttrValueJson() {
        add(new Kind<>("bool", Bool.class, v -> nodes.booleanNode(v.value()), n -> Bool.of(bool(n))));
        add(new Kind<>("u8", U8.class, v -> nodes.numberNode(v.value()), n -> new U8(smallInteger(n))));
        add(new Kind<>("s8", S8.class, v -> nodes.numberNode(v.value()), n -> new S8(smallInteger(n))));
        add(new Kind<>("u16", U16.class, v -> nodes.numberNode(v.value()), n -> new U16(smallInteger(n))));
        add(new Kind<>("s16", S16.class, v -> nodes.numberNode(v.value()), n -> new S16(smallInteger(n))));
        add(new Kind<>("u32", U32.class, v -> nodes.numberNode(v.value()), n -> new U32(integer(n))));
        add(new Kind<>("s32", S32.class, v -> nodes.numberNode(v.value()), n -> new S32(smallInteger(n))));
        add(new Kind<>("u64", U64.class, v -> nodes.textNode(Long.toUnsignedString(v.value())),
                n -> new U64(Long.parseUnsignedLong(text(n)))));
        add(new Kind<>("s64", S64.class, v -> nodes.textNode(Long.toString(v.value())), n -> new S64(Long.parseLong(text(n)))));
        add(new Kind<>("ptr", Pointer.class, v -> nodes.textNode(hex(v.address())), n -> new Pointer(unhex(text(n)))));
        add(new Kind<>("mac", Mac.class, v -> nodes.textNode(v.value().toString()), n -> new Mac(MacAddress.parse(text(n)))));
        add(new Kind<>("ip4", Ipv4.class, v -> nodes.textNode(IpAddresses.format(v.value())), n -> Ipv4.parse(text(n))));
        add(new Kind<>("ip6", Ipv6.class, v -> nodes.textNode(IpAddresses.format(v.value())), n -> Ipv6.parse(text(n))));
        add(new Kind<>("ip", IpAddress.class, v -> nodes.textNode(IpAddresses.format(v.value())), n -> IpAddress.parse(text(n))));
        add(new Kind<>("prefix", Prefix.class, v -> nodes.textNode(v.value().toString()), n -> new Prefix(IpPrefix.parse(text(n)))));
        add(new Kind<>("chars", CharData.class, v -> nodes.textNode(v.value()), n -> new CharData(text(n))));
        add(new Kind<>("oid", Oid.class, v -> nodes.textNode(hex(v.value())), n -> new Oid(unhex(text(n)))));
        add(new Kind<>("oids", OidList.class, v -> hexArray(v.values()),
                n -> new OidList(elements(n).stream().mapToLong(e -> unhex(text(e))).toArray())));
        add(new Kind<>("u8s", U8List.class, v -> intArray(v.values()), n -> new U8List(ints(n))));
        add(new Kind<>("s8s", S8List.class, v -> intArray(v.values()), n -> new S8List(ints(n))));
        add(new Kind<>("u16s", U16List.class, v -> intArray(v.values()), n -> new U16List(ints(n))));
        add(new Kind<>("u32s", U32List.class, v -> longArray(v.values()),
                n -> new U32List(elements(n).stream().mapToLong(Json::integer).toArray())));
        add(new Kind<>("s32s", S32List.class, v -> intArray(v.values()), n -> new S32List(ints(n))));
        add(new Kind<>("u32range", U32Range.class, v -> nodes.objectNode().put("min", v.min()).put("max", v.max()),
                n -> new U32Range(integer(n, "min"), integer(n, "max"))));
        add(new Kind<>("aclField", AclField.class, this::aclField,
                n -> new AclField(bool(field(n, "enable")), optional(n, "data"), optional(n, "mask"))));
        add(new Kind<>("aclAction", AclAction.class, this::aclAction,
                n -> new AclAction(bool(field(n, "enable")), optional(n, "parameter"))));
        add(new Kind<>("qosMap", QosMapList.class, v -> qosMappings(v.mappings()),
                n -> new QosMapList(elements(n).stream()
                        .map(e -> new QosMapping(params(field(e, "key")), params(field(e, "value")))).toList())));
        add(new Kind<>("map", MapList.class, v -> mapEntries(v.entries()),
                n -> new MapList(elements(n).stream()
                        .map(e -> new MapEntry(integer(e, "key"), smallInteger(field(e, "value")))).toList())));
        add(new Kind<>("sysPortConfig", SystemPortConfig.class, this::systemPortConfig, AttrValueJson::systemPortConfig));
        add(new Kind<>("sysPortConfigs", SystemPortConfigList.class, v -> systemPortConfigs(v.configs()),
                n -> new SystemPortConfigList(elements(n).stream().map(AttrValueJson::systemPortConfig).toList())));
    }

    private void add(Kind<?> kind) {
        byType.put(kind.type(), kind);
        byName.put(kind.name(), kind);
    }

    public ObjectNode write(AttrValue value) {
        Kind<?> kind = byType.get(value.getClass());
        if (kind == null) {
            throw new IllegalArgumentException("no JSON form for " + value.getClass().getSimpleName());
        }
        ObjectNode out = nodes.objectNode();
        out.set(kind.name(), kind.write(value));
        return out;
    }

    public AttrValue read(JsonNode node) {
        var only = Json.single(node);
        Kind<?> kind = byName.get(only.getKey());
        if (kind == null) {
            throw new IllegalArgumentException("unknown value kind \"" + only.getKey() + "\"");
        }
        return kind.reader().apply(only.getValue());
    }

    // ---- the structured kinds -------------------------------------------------------------------

    private JsonNode aclField(AclField f) {
        ObjectNode n = nodes.objectNode().put("enable", f.enable());
        if (f.data() != null) {
            n.set("data", write(f.data()));
        }
        if (f.mask() != null) {
            n.set("mask", write(f.mask()));
        }
        return n;
    }

    private JsonNode aclAction(AclAction a) {
        ObjectNode n = nodes.objectNode().put("enable", a.enable());
        if (a.parameter() != null) {
            n.set("parameter", write(a.parameter()));
        }
        return n;
    }

    private AttrValue optional(JsonNode node, String name) {
        JsonNode v = node.get(name);
        return v == null || v.isNull() ? null : read(v);
    }

    private ArrayNode qosMappings(List<QosMapping> mappings) {
        ArrayNode a = nodes.arrayNode();
        for (QosMapping m : mappings) {
            ObjectNode e = a.addObject();
            e.set("key", params(m.key()));
            e.set("value", params(m.value()));
        }
        return a;
    }

    /** Only the fields in use: the map type decides which ones, the rest are 0. */
    private ObjectNode params(QosMapParams p) {
        ObjectNode n = nodes.objectNode();
        putNonZero(n, "tc", p.tc());
        putNonZero(n, "dscp", p.dscp());
        putNonZero(n, "dot1p", p.dot1p());
        putNonZero(n, "prio", p.prio());
        putNonZero(n, "pg", p.pg());
        putNonZero(n, "queue", p.queueIndex());
        putNonZero(n, "color", p.color());
        putNonZero(n, "mplsExp", p.mplsExp());
        putNonZero(n, "fc", p.fc());
        return n;
    }

    private static QosMapParams params(JsonNode n) {
        return new QosMapParams(orZero(n, "tc"), orZero(n, "dscp"), orZero(n, "dot1p"), orZero(n, "prio"), orZero(n, "pg"),
                orZero(n, "queue"), orZero(n, "color"), orZero(n, "mplsExp"), orZero(n, "fc"));
    }

    private ArrayNode mapEntries(List<MapEntry> entries) {
        ArrayNode a = nodes.arrayNode();
        for (MapEntry e : entries) {
            a.addObject().put("key", e.key()).put("value", e.value());
        }
        return a;
    }

    private ObjectNode systemPortConfig(SystemPortConfig c) {
        return nodes.objectNode().put("portId", c.portId()).put("attachedSwitchId", c.attachedSwitchId())
                .put("attachedCoreIndex", c.attachedCoreIndex()).put("attachedCorePortIndex", c.attachedCorePortIndex())
                .put("speedMbps", c.speedMbps()).put("numVoq", c.numVoq());
    }

    private static SystemPortConfig systemPortConfig(JsonNode n) {
        return new SystemPortConfig(integer(n, "portId"), integer(n, "attachedSwitchId"), integer(n, "attachedCoreIndex"),
                integer(n, "attachedCorePortIndex"), integer(n, "speedMbps"), integer(n, "numVoq"));
    }

    private ArrayNode systemPortConfigs(List<SystemPortConfig> configs) {
        ArrayNode a = nodes.arrayNode();
        configs.forEach(c -> a.add(systemPortConfig(c)));
        return a;
    }

    // ---- helpers --------------------------------------------------------------------------------

    private ArrayNode intArray(int[] values) {
        ArrayNode a = nodes.arrayNode(values.length);
        for (int v : values) {
            a.add(v);
        }
        return a;
    }

    private ArrayNode longArray(long[] values) {
        ArrayNode a = nodes.arrayNode(values.length);
        for (long v : values) {
            a.add(v);
        }
        return a;
    }

    private ArrayNode hexArray(long[] values) {
        ArrayNode a = nodes.arrayNode(values.length);
        for (long v : values) {
            a.add(hex(v));
        }
        return a;
    }

    private static void putNonZero(ObjectNode n, String name, int v) {
        if (v != 0) {
            n.put(name, v);
        }
    }

    private static int orZero(JsonNode n, String name) {
        JsonNode v = n.get(name);
        return v == null ? 0 : smallInteger(v);
    }

    private static List<JsonNode> elements(JsonNode n) {
        if (!n.isArray()) {
            throw new IllegalArgumentException("expected an array, got " + n);
        }
        return StreamSupport.stream(n.spliterator(), false).toList();
    }

    private static int[] ints(JsonNode n) {
        return elements(n).stream().mapToInt(Json::smallInteger).toArray();
    }

    private static boolean bool(JsonNode n) {
        if (!n.isBoolean()) {
            throw new IllegalArgumentException("expected true or false, got " + n);
        }
        return n.booleanValue();
    }

    private static String text(JsonNode n) {
        if (!n.isTextual()) {
            throw new IllegalArgumentException("expected a string, got " + n);
        }
        return n.textValue();
    }
}
