package io.nosagent.sai.ffm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.SaiMetadata;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Generates, from {@code sai-1.18.1-api-tables.json} and {@code sai-1.18.1-metadata.json}:
 * <ul>
 *   <li>{@code io/nosagent/sai/ffm/SaiApiTable.java}: for each object type the agent uses, its
 *       {@code sai_api_t} and the method-table slots of create/remove/set/get/stats and bulk calls;</li>
 *   <li>{@code sai_facts.h} for the C test library: the same slots as an X-macro, status codes,
 *       value types, the value type of every attribute, and the few ids the library fills in.</li>
 * </ul>
 * Run through {@link GeneratedApiTablesMatchSharedTest} with {@code -Dsai.regenerate=true}.
 */
final class SaiApiTablesGenerator {

    static final String JAVA_TABLE = "io/nosagent/sai/ffm/SaiApiTable.java";
    static final String C_FACTS = "sai_facts.h";

    /** Attribute and enum names the C test library uses when it builds a switch. */
    static final List<String> C_NAMES = List.of(
            "SAI_SWITCH_ATTR_NUMBER_OF_ACTIVE_PORTS", "SAI_SWITCH_ATTR_PORT_LIST", "SAI_SWITCH_ATTR_CPU_PORT",
            "SAI_SWITCH_ATTR_DEFAULT_VIRTUAL_ROUTER_ID", "SAI_SWITCH_ATTR_PORT_STATE_CHANGE_NOTIFY",
            "SAI_SWITCH_ATTR_QUEUE_PFC_DEADLOCK_NOTIFY", "SAI_SWITCH_ATTR_PACKET_EVENT_NOTIFY",
            "SAI_HOSTIF_PACKET_ATTR_HOSTIF_TRAP_ID", "SAI_HOSTIF_PACKET_ATTR_INGRESS_PORT", "SAI_HOSTIF_PACKET_ATTR_HOSTIF_TX_TYPE",
            "SAI_HOSTIF_PACKET_ATTR_EGRESS_PORT_OR_LAG", "SAI_HOSTIF_PACKET_ATTR_EGRESS_QUEUE_INDEX",
            "SAI_HOSTIF_TX_TYPE_PIPELINE_BYPASS", "SAI_API_HOSTIF",
            "SAI_PORT_ATTR_HW_LANE_LIST", "SAI_PORT_ATTR_SPEED", "SAI_PORT_ATTR_OPER_STATUS",
            "SAI_PORT_ATTR_QOS_NUMBER_OF_QUEUES", "SAI_PORT_ATTR_QOS_QUEUE_LIST",
            "SAI_PORT_ATTR_NUMBER_OF_INGRESS_PRIORITY_GROUPS", "SAI_PORT_ATTR_INGRESS_PRIORITY_GROUP_LIST",
            "SAI_PORT_ATTR_QOS_NUMBER_OF_SCHEDULER_GROUPS", "SAI_PORT_ATTR_QOS_SCHEDULER_GROUP_LIST",
            "SAI_SCHEDULER_GROUP_ATTR_CHILD_COUNT", "SAI_SCHEDULER_GROUP_ATTR_CHILD_LIST", "SAI_SCHEDULER_GROUP_ATTR_PORT_ID",
            "SAI_SCHEDULER_GROUP_ATTR_LEVEL", "SAI_SCHEDULER_GROUP_ATTR_MAX_CHILDS",
            "SAI_QUEUE_ATTR_TYPE", "SAI_QUEUE_ATTR_PORT", "SAI_QUEUE_ATTR_INDEX",
            "SAI_INGRESS_PRIORITY_GROUP_ATTR_PORT", "SAI_INGRESS_PRIORITY_GROUP_ATTR_INDEX",
            "SAI_QUEUE_TYPE_UNICAST", "SAI_PORT_OPER_STATUS_DOWN", "SAI_STATS_MODE_READ_AND_CLEAR",
            "SAI_BULK_OP_ERROR_MODE_STOP_ON_ERROR");

    private static final String GENERATED_BY = "GENERATED from SAI 1.18.1 api tables and metadata by SaiApiTablesGenerator. Do not edit:";
    private static final String REGENERATE = "./mvnw -pl asic-sai-bindings/native-sai test -Dtest=GeneratedApiTablesMatchSharedTest -Dsai.regenerate=true";

    private final JsonNode apiTables;
    private final JsonNode metadata;
    private final Map<String, JsonNode> typesByName = new TreeMap<>();

    SaiApiTablesGenerator(Path apiTablesJson, Path metadataJson) throws IOException {
        var mapper = new ObjectMapper();
        this.apiTables = mapper.readTree(apiTablesJson.toFile()).get("api_tables");
        this.metadata = mapper.readTree(metadataJson.toFile());
        for (JsonNode t : metadata.get("object_types")) {
            typesByName.put(t.get("name").asText(), t);
        }
    }

    /** One object type's place in the method tables. */
    private record Row(ObjectType type, String table, String api, int apiValue, int tableSize, int keySize,
                       int create, int remove, int set, int get, int getStats, int getStatsExt, int clearStats,
                       int bulkCreate, int bulkRemove) {
    }

    /** File name (relative to its source root) to content. */
    Map<String, String> generate() {
        var rows = rows();
        var out = new TreeMap<String, String>();
        out.put(JAVA_TABLE, javaTable(rows));
        out.put(C_FACTS, cFacts(rows));
        return out;
    }

    private List<Row> rows() {
        var types = new ArrayList<>(SaiMetadata.describedTypes());
        types.sort(Comparator.comparingInt(ObjectType::value));
        var rows = new ArrayList<Row>();
        for (ObjectType type : types) {
            if (type == ObjectType.HOSTIF_PACKET) {
                continue; // a packet's attributes, for send_hostif_packet: no object, no create/remove/set/get
            }
            String x = type.name().toLowerCase(Locale.ROOT);
            String plural = x.endsWith("entry") ? x.substring(0, x.length() - 1) + "ies" : x + "s";
            String table = tableWith("create_" + x);
            List<String> members = new ArrayList<>();
            apiTables.get(table).get("members").forEach(m -> members.add(m.get("name").asText()));
            String api = "SAI_API_" + table.substring("sai_".length(), table.length() - "_api_t".length()).toUpperCase(Locale.ROOT);
            int keySize = type.isObjectId() ? 8 : sizeof("sai_" + x + "_t");
            rows.add(new Row(type, table, api, enumValue("sai_api_t", api), members.size(), keySize,
                    members.indexOf("create_" + x), members.indexOf("remove_" + x),
                    members.indexOf("set_" + x + "_attribute"), members.indexOf("get_" + x + "_attribute"),
                    members.indexOf("get_" + x + "_stats"), members.indexOf("get_" + x + "_stats_ext"),
                    members.indexOf("clear_" + x + "_stats"),
                    members.indexOf("create_" + plural), members.indexOf("remove_" + plural)));
        }
        return rows;
    }

    private int hostifTableSize() {
        return apiTables.get("sai_hostif_api_t").get("members").size();
    }

    private int sendSlot() {
        int i = 0;
        for (JsonNode m : apiTables.get("sai_hostif_api_t").get("members")) {
            if (m.get("name").asText().equals("send_hostif_packet")) {
                return i;
            }
            i++;
        }
        throw new IllegalStateException("sai_hostif_api_t has no send_hostif_packet");
    }

    private String tableWith(String member) {
        for (var e : apiTables.properties()) {
            for (JsonNode m : e.getValue().get("members")) {
                if (m.get("name").asText().equals(member)) {
                    return e.getKey();
                }
            }
        }
        throw new IllegalStateException("no method table has " + member);
    }

    private int enumValue(String enumName, String member) {
        for (JsonNode m : metadata.get("enums").get(enumName)) {
            if (m.get(0).asText().equals(member)) {
                return m.get(1).asInt();
            }
        }
        throw new IllegalStateException(member + " not in " + enumName);
    }

    private int sizeof(String cType) {
        JsonNode n = metadata.get("abi_x86_64").get("sizeof").get(cType);
        if (n == null) {
            throw new IllegalStateException("no sizeof " + cType);
        }
        return n.asInt();
    }

    // ---- Java ------------------------------------------------------------------------------

    private String javaTable(List<Row> rows) {
        var sb = new StringBuilder("// ").append(GENERATED_BY).append("\n// ").append(REGENERATE).append("\n")
                .append("package io.nosagent.sai.ffm;\n\n")
                .append("import io.nosagent.sai.ObjectType;\nimport io.nosagent.sai.meta.SaiEnums;\n\n")
                .append("import java.util.Map;\n\n")
                .append("/**\n * Where each object type's functions sit in its {@code sai_*_api_t} method table, in header\n")
                .append(" * order (slot i at byte offset 8 * i); -1 where the table has no such function.\n */\n")
                .append("final class SaiApiTable {\n\n    private SaiApiTable() {\n    }\n\n");
        var entries = new ArrayList<String>();
        for (Row r : rows) {
            String api = r.api.substring("SAI_API_".length());
            sb.append("    /** {@code ").append(r.type.saiName()).append("} in {@code ").append(r.table).append("}. */\n")
                    .append("    static final MethodSlots ").append(r.type.name()).append(" = new MethodSlots(ObjectType.")
                    .append(r.type.name()).append(", SaiEnums.Api.").append(api).append(", \"").append(r.table).append("\", ")
                    .append(r.tableSize).append(",\n            ")
                    .append(r.create).append(", ").append(r.remove).append(", ").append(r.set).append(", ").append(r.get).append(", ")
                    .append(r.getStats).append(", ").append(r.getStatsExt).append(", ").append(r.clearStats).append(", ")
                    .append(r.bulkCreate).append(", ").append(r.bulkRemove).append(");\n\n");
            entries.add("Map.entry(ObjectType." + r.type.name() + ", " + r.type.name() + ")");
        }
        sb.append("    /** {@code send_hostif_packet} in {@code sai_hostif_api_t} (of ").append(hostifTableSize())
                .append(" slots): not an object's function, the packets' own. */\n")
                .append("    static final int HOSTIF_TABLE_SIZE = ").append(hostifTableSize()).append(";\n")
                .append("    static final int SEND_HOSTIF_PACKET = ").append(sendSlot()).append(";\n\n");
        sb.append("    /** Every object type the agent uses, by type. */\n")
                .append("    static final Map<ObjectType, MethodSlots> BY_TYPE = Map.ofEntries(\n            ")
                .append(String.join(",\n            ", entries)).append(");\n}\n");
        return sb.toString();
    }

    // ---- C ---------------------------------------------------------------------------------

    private String cFacts(List<Row> rows) {
        var sb = new StringBuilder("/* ").append(GENERATED_BY).append("\n * ").append(REGENERATE).append(" */\n")
                .append("#ifndef SAI_FACTS_H\n#define SAI_FACTS_H\n\n#include <stdint.h>\n\n");
        sb.append("/* sai_status_t */\n");
        for (JsonNode m : metadata.get("enums").get("sai_status_t")) {
            String name = m.get(0).asText();
            if (!name.matches(".*_([1-9]\\d*|MAX)")) {
                sb.append("#define ").append(name).append(" (").append(m.get(1).asInt()).append(")\n");
            }
        }
        sb.append("\n/* sai_attr_value_type_t */\n");
        for (JsonNode m : metadata.get("enums").get("sai_attr_value_type_t")) {
            sb.append("#define ").append(m.get(0).asText()).append(' ').append(m.get(1).asInt()).append('\n');
        }
        sb.append("\n/* ids and enum members the test library fills in */\n");
        for (String name : C_NAMES) {
            sb.append("#define ").append(name).append(' ').append(numberOf(name)).append('\n');
        }
        sb.append("#define SAITEST_SEND_HOSTIF_PACKET_SLOT ").append(sendSlot()).append('\n');
        sb.append("\n/* sai_object_type_t of the types below */\n");
        for (Row r : rows) {
            sb.append("#define ").append(r.type.saiName()).append(' ').append(r.type.value()).append('\n');
        }
        sb.append("\n/*\n * Object types and their method-table slots (-1: none):\n")
                .append(" * X(NAME, object_type, KIND, api, table_size, key_size, create, remove, set, get,\n")
                .append(" *   get_stats, get_stats_ext, clear_stats, bulk_create, bulk_remove)\n")
                .append(" * KIND is SWITCH (create without switch id), OID (object-id type) or ENTRY (keyed by a struct).\n */\n")
                .append("#define SAITEST_OBJECT_TYPES(X) \\\n");
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            String kind = r.type == ObjectType.SWITCH ? "SWITCH" : r.type.isObjectId() ? "OID" : "ENTRY";
            sb.append("    X(%s, %d, %s, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d)".formatted(r.type.name(),
                    r.type.value(), kind, r.apiValue, r.tableSize, r.keySize, r.create, r.remove, r.set, r.get,
                    r.getStats, r.getStatsExt, r.clearStats, r.bulkCreate, r.bulkRemove));
            sb.append(i + 1 < rows.size() ? " \\\n" : "\n");
        }
        sb.append("\n/* The value type of every attribute of those object types, sorted by (object_type, attr_id). */\n")
                .append("typedef struct saitest_value_type {\n    int32_t object_type;\n    uint32_t attr_id;\n    int32_t value_type;\n} saitest_value_type_t;\n\n")
                .append("static const saitest_value_type_t SAITEST_VALUE_TYPES[] = {\n");
        var triples = new ArrayList<long[]>();
        for (Row r : rows) {
            for (JsonNode a : typesByName.get(r.type.saiName()).get("attributes")) {
                triples.add(new long[]{r.type.value(), a.get("id").asLong(),
                        enumValue("sai_attr_value_type_t", a.get("type").asText())});
            }
        }
        triples.sort(Comparator.<long[]>comparingLong(t -> t[0]).thenComparingLong(t -> t[1]));
        for (long[] t : triples) {
            sb.append("    {").append(t[0]).append(", ").append(t[1]).append("u, ").append(t[2]).append("},\n");
        }
        sb.append("};\n\n#endif\n");
        return sb.toString();
    }

    private long numberOf(String name) {
        for (JsonNode t : metadata.get("object_types")) {
            for (JsonNode a : t.get("attributes")) {
                if (a.get("name").asText().equals(name)) {
                    return a.get("id").asLong();
                }
            }
        }
        for (var e : metadata.get("enums").properties()) {
            for (JsonNode m : e.getValue()) {
                if (m.get(0).asText().equals(name)) {
                    return m.get(1).asLong();
                }
            }
        }
        throw new IllegalStateException(name + " not in the metadata");
    }
}
