package io.nosagent.sai.meta;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Generates the SAI tables under {@code src/main/java} from {@code sai-1.18.1-metadata.json}:
 * {@code ObjectType}, {@code ValueType}, {@code SaiStatusCode} and the {@code SaiObject} markers in
 * {@code io.nosagent.sai}, and in
 * {@code io.nosagent.sai.meta} one {@code *Attr} class per object type the agent uses, one
 * {@code *Stat} class per stats enum of those types, {@code SaiEnums} with every value enum they
 * reference, and the {@code SaiMetadata} registry.
 *
 * <p>Run through {@link GeneratedTablesMatchSharedMetadataTest} with {@code -Dsai.regenerate=true}.
 */
final class SaiTablesGenerator {

    /** The object types the agent programs or reads; widen this list and regenerate to add one. */
    static final List<String> USED_TYPES = List.of(
            "SWITCH", "PORT", "QUEUE", "SCHEDULER", "SCHEDULER_GROUP", "INGRESS_PRIORITY_GROUP",
            "BUFFER_POOL", "BUFFER_PROFILE", "PORT_POOL", "WRED", "QOS_MAP", "VIRTUAL_ROUTER",
            "ROUTER_INTERFACE", "NEXT_HOP", "NEXT_HOP_GROUP", "NEXT_HOP_GROUP_MEMBER", "ROUTE_ENTRY",
            "NEIGHBOR_ENTRY", "HASH", "FINE_GRAINED_HASH_FIELD", "UDF", "UDF_MATCH", "UDF_GROUP",
            "ARS", "ARS_PROFILE", "ACL_TABLE", "ACL_ENTRY", "ACL_COUNTER", "ACL_TABLE_GROUP",
            "ACL_TABLE_GROUP_MEMBER", "ACL_RANGE", "COUNTER", "DEBUG_COUNTER", "SYSTEM_PORT", "LAG",
            "LAG_MEMBER", "HOSTIF", "HOSTIF_TRAP", "HOSTIF_TRAP_GROUP", "POLICER", "HOSTIF_PACKET");

    /** Value enums the agent needs beyond those its attributes reference. */
    static final List<String> EXTRA_ENUMS = List.of(
            "sai_port_oper_status_t", "sai_queue_pfc_deadlock_event_type_t", "sai_native_hash_field_t",
            "sai_api_t", "sai_log_level_t", "sai_bulk_op_error_mode_t", "sai_stats_mode_t",
            "sai_ip_addr_family_t");

    private static final String HEADER = "// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:\n"
            + "// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true\n";

    private final JsonNode root;
    private final Map<String, JsonNode> typesByShortName = new LinkedHashMap<>();

    SaiTablesGenerator(Path metadataJson) throws IOException {
        this.root = new ObjectMapper().readTree(metadataJson.toFile());
        for (JsonNode t : root.get("object_types")) {
            typesByShortName.put(t.get("name").asText().substring("SAI_OBJECT_TYPE_".length()), t);
        }
    }

    /** Source path (relative to src/main/java) to file content. */
    Map<String, String> generate() {
        var out = new TreeMap<String, String>();
        out.put("io/nosagent/sai/ObjectType.java", objectTypeEnum());
        out.put("io/nosagent/sai/ValueType.java", valueTypeEnum());
        out.put("io/nosagent/sai/SaiStatusCode.java", statusCodeEnum());
        out.put("io/nosagent/sai/SaiObject.java", markers());

        Set<String> enums = new LinkedHashSet<>(EXTRA_ENUMS);
        var statClasses = new LinkedHashMap<String, String>(); // short type -> class
        for (String t : USED_TYPES) {
            JsonNode type = typesByShortName.get(t);
            for (JsonNode a : type.get("attributes")) {
                if (a.hasNonNull("enum")) {
                    enums.add(a.get("enum").asText());
                }
            }
            out.put("io/nosagent/sai/meta/" + className(t) + "Attr.java", attrClass(t, type));
            if (type.hasNonNull("stats_enum")) {
                String cls = className(t) + "Stat";
                statClasses.put(t, cls);
                out.put("io/nosagent/sai/meta/" + cls + ".java", statClass(t, cls, type.get("stats_enum").asText()));
            }
        }
        out.put("io/nosagent/sai/meta/SaiEnums.java", enumsClass(enums));
        out.put("io/nosagent/sai/meta/SaiMetadata.java", registry(statClasses));
        return out;
    }

    // ---- io.nosagent.sai enums ---------------------------------------------------------------

    private String objectTypeEnum() {
        var sb = new StringBuilder(HEADER).append("package io.nosagent.sai;\n\n")
                .append("/** SAI object types ({@code sai_object_type_t} and its extensions). */\n")
                .append("public enum ObjectType {\n");
        var members = new ArrayList<String>();
        members.add("    NULL(0, false, \"SAI_OBJECT_TYPE_NULL\")");
        for (var e : typesByShortName.entrySet()) {
            JsonNode t = e.getValue();
            members.add("    %s(%d, %s, \"%s\")".formatted(e.getKey(), t.get("value").asLong(),
                    t.get("object_id").asBoolean(), t.get("name").asText()));
        }
        sb.append(String.join(",\n", members)).append(";\n\n");
        sb.append("""
                    private static final java.util.Map<Integer, ObjectType> BY_VALUE = java.util.Arrays.stream(values())
                            .collect(java.util.stream.Collectors.toUnmodifiableMap(ObjectType::value, t -> t));

                    private final int value;
                    private final boolean objectId;
                    private final String saiName;

                    ObjectType(int value, boolean objectId, String saiName) {
                        this.value = value;
                        this.objectId = objectId;
                        this.saiName = saiName;
                    }

                    /** The {@code sai_object_type_t} number. */
                    public int value() {
                        return value;
                    }

                    /** True for types identified by an object id; false for entry-keyed types (route, neighbor, ...). */
                    public boolean isObjectId() {
                        return objectId;
                    }

                    /** The full SAI name, e.g. {@code SAI_OBJECT_TYPE_PORT}. */
                    public String saiName() {
                        return saiName;
                    }

                    /** The type with this number, or {@link #NULL}. */
                    public static ObjectType of(int value) {
                        return BY_VALUE.getOrDefault(value, NULL);
                    }
                }
                """);
        return sb.toString();
    }

    private String markers() {
        var sb = new StringBuilder(HEADER).append("package io.nosagent.sai;\n\n")
                .append("import java.util.Map;\nimport java.util.Objects;\n\n")
                .append("""
                        /**
                         * One marker type per SAI object type the tables describe: the {@code O} of {@code AttrSpec.Of<O, V>},
                         * {@code Attribute.Of<O>} and the store's {@code HostKey<O>}, so the compiler refuses a port's
                         * attribute for a next hop. Markers have no instances; {@link #typeOf} gives the object type one
                         * stands for.
                         */
                        public abstract sealed class SaiObject {

                            private SaiObject() {
                            }
                        """);
        var entries = new ArrayList<String>();
        for (String t : USED_TYPES) {
            String cls = className(t);
            sb.append("\n    /** {@code SAI_OBJECT_TYPE_").append(t).append("}. */\n")
                    .append("    public static final class ").append(cls).append(" extends SaiObject {\n        private ")
                    .append(cls).append("() {\n        }\n    }\n");
            entries.add("Map.entry(" + cls + ".class, ObjectType." + t + ")");
        }
        sb.append("\n    private static final Map<Class<? extends SaiObject>, ObjectType> TYPES = Map.ofEntries(\n            ")
                .append(String.join(",\n            ", entries)).append(");\n\n")
                .append("""
                            /** The object type {@code marker} stands for. */
                            public static ObjectType typeOf(Class<? extends SaiObject> marker) {
                                return Objects.requireNonNull(TYPES.get(marker), () -> marker + " is not an object marker");
                            }
                        }
                        """);
        return sb.toString();
    }

    private String valueTypeEnum() {
        var sb = new StringBuilder(HEADER).append("package io.nosagent.sai;\n\n")
                .append("/** The {@code sai_attribute_value_t} member kind an attribute takes ({@code sai_attr_value_type_t}). */\n")
                .append("public enum ValueType {\n");
        var members = new ArrayList<String>();
        for (JsonNode m : root.get("enums").get("sai_attr_value_type_t")) {
            members.add("    %s(%d)".formatted(m.get(0).asText().substring("SAI_ATTR_VALUE_TYPE_".length()), m.get(1).asInt()));
        }
        sb.append(String.join(",\n", members)).append(";\n\n");
        sb.append("""
                    private final int value;

                    ValueType(int value) {
                        this.value = value;
                    }

                    /** The {@code sai_attr_value_type_t} number. */
                    public int value() {
                        return value;
                    }
                }
                """);
        return sb.toString();
    }

    private String statusCodeEnum() {
        var sb = new StringBuilder(HEADER).append("package io.nosagent.sai;\n\n")
                .append("/**\n * SAI status codes ({@code sai_status_t}). The attribute-indexed ranges appear once, by their\n")
                .append(" * base ({@code INVALID_ATTRIBUTE} = SAI_STATUS_INVALID_ATTRIBUTE_0); {@link SaiStatus} adds the index.\n */\n")
                .append("public enum SaiStatusCode {\n");
        var members = new ArrayList<String>();
        Pattern indexed = Pattern.compile("SAI_STATUS_(.*)_(\\d+|MAX)");
        for (JsonNode m : root.get("enums").get("sai_status_t")) {
            String name = m.get(0).asText();
            Matcher im = indexed.matcher(name);
            if (im.matches()) {
                if (im.group(2).equals("0")) {
                    members.add("    %s(%d, true)".formatted(im.group(1), m.get(1).asInt()));
                }
                continue;
            }
            members.add("    %s(%d, false)".formatted(name.substring("SAI_STATUS_".length()), m.get(1).asInt()));
        }
        sb.append(String.join(",\n", members)).append(";\n\n");
        sb.append("""
                    private final int value;
                    private final boolean range;

                    SaiStatusCode(int value, boolean range) {
                        this.value = value;
                        this.range = range;
                    }

                    /** The raw value; for a range, its base (index 0). */
                    public int value() {
                        return value;
                    }

                    /** Whether this code is an attribute-indexed range. */
                    public boolean isRange() {
                        return range;
                    }

                    /** The plain (non-range) code with this raw value, or null. */
                    static SaiStatusCode plain(int raw) {
                        for (var c : values()) {
                            if (!c.range && c.value == raw) {
                                return c;
                            }
                        }
                        return null;
                    }

                    /** The range whose base is {@code base}, or null. */
                    static SaiStatusCode rangeBase(int base) {
                        for (var c : values()) {
                            if (c.range && c.value == base) {
                                return c;
                            }
                        }
                        return null;
                    }
                }
                """);
        return sb.toString();
    }

    // ---- io.nosagent.sai.meta ----------------------------------------------------------------

    private String attrClass(String shortType, JsonNode type) {
        String cls = className(shortType) + "Attr";
        String prefix = "SAI_" + shortType + "_ATTR_";
        var sb = new StringBuilder(HEADER).append("package io.nosagent.sai.meta;\n\n")
                .append("import io.nosagent.sai.AttrDefault;\nimport io.nosagent.sai.AttrFlag;\nimport io.nosagent.sai.AttrSpec;\n")
                .append("import io.nosagent.sai.AttrValue;\nimport io.nosagent.sai.ObjectType;\nimport io.nosagent.sai.SaiObject;\n")
                .append("import io.nosagent.sai.ValueType;\n\n")
                .append("import java.util.List;\nimport java.util.Set;\n\n")
                .append("/** Attributes of {@code ").append(type.get("name").asText()).append("} ({@code ")
                .append(type.get("attr_enum").asText()).append("}). */\n")
                .append("public final class ").append(cls).append(" {\n\n")
                .append("    private ").append(cls).append("() {\n    }\n\n");
        var names = new ArrayList<String>();
        for (JsonNode a : type.get("attributes")) {
            String full = a.get("name").asText();
            String name = constantName(full, prefix);
            names.add(name);
            sb.append("    /** {@code ").append(full).append("}: ").append(describe(a)).append(". */\n");
            String valueType = a.get("type").asText().substring("SAI_ATTR_VALUE_TYPE_".length());
            String marker = "SaiObject." + className(shortType);
            String kind = TYPED_KINDS.get(valueType);
            String record = builtKind(valueType);
            String declared;
            String constructed;
            if (kind != null) {
                declared = "AttrSpec." + kind + "<" + marker + ">";
                constructed = "new AttrSpec." + kind + "<>(" + marker + ".class, " + a.get("id").asInt() + ", \"" + full + "\",\n            ";
            } else {
                declared = record != null ? "AttrSpec.Of<" + marker + ", AttrValue." + record + ">" : "AttrSpec.Opaque<" + marker + ">";
                constructed = "new AttrSpec." + (record != null ? "Of" : "Opaque") + "<>(" + marker + ".class, " + a.get("id").asInt()
                        + ", \"" + full + "\",\n            ValueType." + valueType + ", ";
            }
            sb.append("    public static final ").append(declared).append(" ").append(name).append(" = ").append(constructed)
                    .append(flags(a)).append(",\n            ")
                    .append(a.hasNonNull("enum") ? "SaiEnums." + enumClassName(a.get("enum").asText()) + ".ENUM" : "null")
                    .append(", ").append(objects(a)).append(", ").append(a.path("allow_null").asBoolean(false))
                    .append(",\n            ").append(defaultExpr(a)).append(");\n\n");
        }
        sb.append("    /** Every attribute, in id order. */\n    public static final List<AttrSpec> ALL = List.of(\n            ")
                .append(String.join(",\n            ", names)).append(");\n}\n");
        return sb.toString();
    }

    /** Value types whose spec has a builder of its own, to the {@code AttrSpec} subclass. */
    private static final Map<String, String> TYPED_KINDS = Map.ofEntries(
            Map.entry("BOOL", "Bool"), Map.entry("UINT8", "U8"), Map.entry("UINT16", "U16"), Map.entry("UINT32", "U32"),
            Map.entry("UINT64", "U64"), Map.entry("INT32", "S32"), Map.entry("OBJECT_ID", "Oid"),
            Map.entry("OBJECT_LIST", "OidList"), Map.entry("INT32_LIST", "S32List"), Map.entry("UINT32_LIST", "U32List"),
            Map.entry("MAC", "Mac"), Map.entry("IPV4", "Ipv4"), Map.entry("IPV6", "Ipv6"), Map.entry("IP_ADDRESS", "IpAddress"),
            Map.entry("IP_PREFIX", "Prefix"), Map.entry("CHARDATA", "CharData"));

    /** Other value types the agent builds, to their {@code AttrValue} record. */
    private static final Map<String, String> BUILT_KINDS = Map.ofEntries(
            Map.entry("INT8", "S8"), Map.entry("INT16", "S16"), Map.entry("INT64", "S64"), Map.entry("POINTER", "Pointer"),
            Map.entry("UINT8_LIST", "U8List"), Map.entry("INT8_LIST", "S8List"), Map.entry("UINT16_LIST", "U16List"),
            Map.entry("UINT32_RANGE", "U32Range"), Map.entry("QOS_MAP_LIST", "QosMapList"), Map.entry("MAP_LIST", "MapList"),
            Map.entry("SYSTEM_PORT_CONFIG", "SystemPortConfig"), Map.entry("SYSTEM_PORT_CONFIG_LIST", "SystemPortConfigList"));

    /** ACL data of these widths is built (the rest, MACsec, is opaque). */
    private static final Set<String> ACL_WIDTHS = Set.of("BOOL", "UINT8", "INT8", "UINT16", "INT16", "UINT32", "INT32",
            "UINT64", "MAC", "IPV4", "IPV6", "IP_ADDRESS", "OBJECT_ID", "OBJECT_LIST", "UINT8_LIST");

    /** The record a built value type takes outside the typed kinds, or null when the agent never builds it. */
    private static String builtKind(String valueType) {
        if (valueType.startsWith("ACL_FIELD_DATA_")) {
            return ACL_WIDTHS.contains(valueType.substring("ACL_FIELD_DATA_".length())) ? "AclField" : null;
        }
        if (valueType.startsWith("ACL_ACTION_DATA_")) {
            return ACL_WIDTHS.contains(valueType.substring("ACL_ACTION_DATA_".length())) ? "AclAction" : null;
        }
        return BUILT_KINDS.get(valueType);
    }

    private static String describe(JsonNode a) {
        var parts = new ArrayList<String>();
        parts.add(a.get("type").asText().substring("SAI_ATTR_VALUE_TYPE_".length()).toLowerCase(Locale.ROOT));
        if (a.get("mandatory_on_create").asBoolean()) {
            parts.add("mandatory on create");
        }
        if (a.get("create_only").asBoolean()) {
            parts.add("create only");
        }
        if (a.get("create_and_set").asBoolean()) {
            parts.add("create and set");
        }
        if (a.get("read_only").asBoolean()) {
            parts.add("read only");
        }
        return String.join(", ", parts);
    }

    private static String flags(JsonNode a) {
        var f = new ArrayList<String>();
        String[][] map = {{"mandatory_on_create", "MANDATORY_ON_CREATE"}, {"create_only", "CREATE_ONLY"},
                {"create_and_set", "CREATE_AND_SET"}, {"read_only", "READ_ONLY"}, {"key", "KEY"},
                {"conditional", "CONDITIONAL"}, {"valid_only", "VALID_ONLY"}, {"deprecated", "DEPRECATED"}};
        for (String[] m : map) {
            if (a.path(m[0]).asBoolean(false)) {
                f.add("AttrFlag." + m[1]);
            }
        }
        return "Set.of(" + String.join(", ", f) + ")";
    }

    private static String objects(JsonNode a) {
        if (!a.has("objects")) {
            return "Set.of()";
        }
        var o = new ArrayList<String>();
        for (JsonNode t : a.get("objects")) {
            o.add("ObjectType." + t.asText().substring("SAI_OBJECT_TYPE_".length()));
        }
        return "Set.of(" + String.join(", ", o) + ")";
    }

    private static final Pattern DEFAULT_VALUE = Pattern.compile("\\{\"(\\w+)\":(.*)}");

    private String defaultExpr(JsonNode a) {
        JsonNode d = a.get("default");
        if (d == null || d.isNull()) {
            return "AttrDefault.NONE";
        }
        String s = d.asText();
        switch (s) {
            case "SAI_DEFAULT_VALUE_TYPE_NONE":
                return "AttrDefault.NONE";
            case "SAI_DEFAULT_VALUE_TYPE_CONST":
                return "AttrDefault.CONST";
            case "SAI_DEFAULT_VALUE_TYPE_EMPTY_LIST":
                return "AttrDefault.EMPTY_LIST";
            case "SAI_DEFAULT_VALUE_TYPE_ATTR_VALUE":
                return "AttrDefault.FROM_ATTRIBUTE";
            case "SAI_DEFAULT_VALUE_TYPE_ATTR_RANGE":
                return "AttrDefault.ATTR_RANGE";
            case "SAI_DEFAULT_VALUE_TYPE_VENDOR_SPECIFIC":
                return "AttrDefault.VENDOR_SPECIFIC";
            case "SAI_DEFAULT_VALUE_TYPE_SWITCH_INTERNAL":
                return "AttrDefault.SWITCH_INTERNAL";
            default:
                break;
        }
        Matcher m = DEFAULT_VALUE.matcher(s);
        if (!m.matches()) {
            throw new IllegalStateException("unparsed default " + s + " of " + a.get("name"));
        }
        String kind = m.group(1);
        String v = m.group(2).trim();
        String unq = v.startsWith("\"") ? v.substring(1, v.length() - 1) : v;
        return switch (kind) {
            case "booldata" -> "AttrDefault.of(AttrValue.Bool." + (unq.equals("true") ? "TRUE" : "FALSE") + ")";
            case "u8" -> "AttrDefault.of(new AttrValue.U8(" + unq + "))";
            case "s8" -> "AttrDefault.of(new AttrValue.S8(" + unq + "))";
            case "u16" -> "AttrDefault.of(new AttrValue.U16(" + unq + "))";
            case "s16" -> "AttrDefault.of(new AttrValue.S16(" + unq + "))";
            case "u32" -> "AttrDefault.of(new AttrValue.U32(" + unq + "L))";
            case "u64" -> "AttrDefault.of(new AttrValue.U64(" + Long.parseUnsignedLong(unq) + "L))";
            case "s64" -> "AttrDefault.of(new AttrValue.S64(" + unq + "L))";
            case "s32" -> "AttrDefault.of(new AttrValue.S32(" + enumNumber(unq) + "))" + (unq.matches("-?\\d+") ? "" : " /* " + unq + " */");
            case "oid" -> "AttrDefault.of(AttrValue.Oid.NULL)";
            case "ptr" -> "AttrDefault.of(new AttrValue.Pointer(0L))";
            case "chardata" -> "AttrDefault.of(new AttrValue.CharData(\"" + unq + "\"))";
            case "ipaddr" -> "AttrDefault.of(AttrValue.IpAddress.parse(\"" + unq + "\"))";
            case "ip4" -> "AttrDefault.of(AttrValue.Ipv4.parse(\"" + unq + "\"))";
            case "ip6" -> "AttrDefault.of(AttrValue.Ipv6.parse(\"" + unq + "\"))";
            case "aclfield", "aclmask" -> "AttrDefault.of(AttrValue.AclField.DISABLED)";
            case "aclaction" -> "AttrDefault.of(AttrValue.AclAction.DISABLED)";
            case "timespec" -> "AttrDefault.CONST";
            default -> throw new IllegalStateException("unhandled default kind " + kind + " of " + a.get("name"));
        };
    }

    private int enumNumber(String value) {
        if (value.matches("-?\\d+")) {
            return Integer.parseInt(value);
        }
        for (var e : root.get("enums").properties()) {
            for (JsonNode m : e.getValue()) {
                if (m.get(0).asText().equals(value)) {
                    return m.get(1).asInt();
                }
            }
        }
        throw new IllegalStateException("unknown enum member " + value);
    }

    private String statClass(String shortType, String cls, String statsEnum) {
        String prefix = "SAI_" + shortType + "_STAT_";
        var sb = new StringBuilder(HEADER).append("package io.nosagent.sai.meta;\n\n")
                .append("import io.nosagent.sai.ObjectType;\nimport io.nosagent.sai.StatId;\n\nimport java.util.List;\n\n")
                .append("/** Counters of {@code SAI_OBJECT_TYPE_").append(shortType).append("} ({@code ").append(statsEnum).append("}). */\n")
                .append("public final class ").append(cls).append(" {\n\n")
                .append("    private ").append(cls).append("() {\n    }\n\n");
        var names = new ArrayList<String>();
        var seen = new LinkedHashSet<Integer>();
        for (JsonNode m : root.get("enums").get(statsEnum)) {
            String full = m.get(0).asText();
            int value = m.get(1).asInt();
            String name = constantName(full, prefix);
            sb.append("    public static final StatId ").append(name).append(" = new StatId(ObjectType.").append(shortType)
                    .append(", ").append(value).append(", \"").append(full).append("\");\n");
            if (seen.add(value) && !full.endsWith("_RANGE_BASE") && !full.endsWith("_RANGE_END")) {
                names.add(name);
            }
        }
        sb.append("\n    /** Every counter, in enum order (range markers left out). */\n    public static final List<StatId> ALL = List.of(\n            ")
                .append(String.join(",\n            ", names)).append(");\n}\n");
        return sb.toString();
    }

    private String enumsClass(Set<String> enumNames) {
        var sb = new StringBuilder(HEADER).append("package io.nosagent.sai.meta;\n\n")
                .append("import io.nosagent.sai.SaiEnum;\n\n")
                .append("/** The SAI value enums the agent uses: member numbers as constants, and the enum as a {@link SaiEnum}. */\n")
                .append("public final class SaiEnums {\n\n    private SaiEnums() {\n    }\n");
        for (String e : new java.util.TreeSet<>(enumNames)) {
            JsonNode members = root.get("enums").get(e);
            if (members == null) {
                throw new IllegalStateException("enum " + e + " not in metadata");
            }
            String cls = enumClassName(e);
            String prefix = "SAI_" + e.substring(4, e.length() - 2).toUpperCase(Locale.ROOT) + "_";
            sb.append("\n    /** {@code ").append(e).append("}. */\n    public static final class ").append(cls).append(" {\n")
                    .append("        private ").append(cls).append("() {\n        }\n\n");
            var pairs = new ArrayList<String>();
            for (JsonNode m : members) {
                String full = m.get(0).asText();
                sb.append("        public static final int ").append(constantName(full, prefix)).append(" = ").append(m.get(1).asInt()).append(";\n");
                pairs.add("\"" + full + "\", " + m.get(1).asInt());
            }
            sb.append("\n        public static final SaiEnum ENUM = SaiEnum.of(\"").append(e).append("\",\n                ")
                    .append(String.join(",\n                ", pairs)).append(");\n    }\n");
        }
        return sb.append("}\n").toString();
    }

    private String registry(Map<String, String> statClasses) {
        var sb = new StringBuilder(HEADER).append("package io.nosagent.sai.meta;\n\n")
                .append("import io.nosagent.sai.AttrSpec;\nimport io.nosagent.sai.ObjectType;\nimport io.nosagent.sai.StatId;\n\n")
                .append("import java.util.List;\nimport java.util.Map;\nimport java.util.Optional;\nimport java.util.Set;\n")
                .append("import java.util.function.Function;\nimport java.util.stream.Collectors;\n\n")
                .append("/** Lookup of the generated attribute and stat tables by object type and id. */\n")
                .append("public final class SaiMetadata {\n\n    private SaiMetadata() {\n    }\n\n")
                .append("    private static final Map<ObjectType, List<AttrSpec>> ATTRIBUTES = Map.ofEntries(\n            ");
        var entries = new ArrayList<String>();
        for (String t : USED_TYPES) {
            entries.add("Map.entry(ObjectType." + t + ", " + className(t) + "Attr.ALL)");
        }
        sb.append(String.join(",\n            ", entries)).append(");\n\n");
        sb.append("    private static final Map<ObjectType, List<StatId>> STATS = Map.ofEntries(\n            ");
        entries.clear();
        for (var e : statClasses.entrySet()) {
            entries.add("Map.entry(ObjectType." + e.getKey() + ", " + e.getValue() + ".ALL)");
        }
        sb.append(String.join(",\n            ", entries)).append(");\n\n");
        sb.append("""
                    private static final Map<ObjectType, Map<Integer, AttrSpec>> ATTRIBUTES_BY_ID = ATTRIBUTES.entrySet().stream()
                            .collect(Collectors.toUnmodifiableMap(Map.Entry::getKey, e -> e.getValue().stream()
                                    .collect(Collectors.toUnmodifiableMap(AttrSpec::id, Function.identity()))));

                    private static final Map<ObjectType, Map<Integer, StatId>> STATS_BY_ID = STATS.entrySet().stream()
                            .collect(Collectors.toUnmodifiableMap(Map.Entry::getKey, e -> e.getValue().stream()
                                    .collect(Collectors.toUnmodifiableMap(StatId::id, Function.identity()))));

                    /** The object types these tables describe. */
                    public static Set<ObjectType> describedTypes() {
                        return ATTRIBUTES.keySet();
                    }

                    /** Every attribute of {@code type}, in id order; empty for a type the agent does not use. */
                    public static List<AttrSpec> attributes(ObjectType type) {
                        return ATTRIBUTES.getOrDefault(type, List.of());
                    }

                    /** The attribute {@code id} of {@code type}, if the metadata has it. */
                    public static Optional<AttrSpec> attribute(ObjectType type, int id) {
                        return Optional.ofNullable(ATTRIBUTES_BY_ID.getOrDefault(type, Map.of()).get(id));
                    }

                    /** Every counter of {@code type}; empty for types without stats. */
                    public static List<StatId> stats(ObjectType type) {
                        return STATS.getOrDefault(type, List.of());
                    }

                    /** The counter {@code id} of {@code type}, if the metadata has it. */
                    public static Optional<StatId> stat(ObjectType type, int id) {
                        return Optional.ofNullable(STATS_BY_ID.getOrDefault(type, Map.of()).get(id));
                    }
                }
                """);
        return sb.toString();
    }

    // ---- naming -----------------------------------------------------------------------------

    static String className(String upperSnake) {
        var sb = new StringBuilder();
        for (String p : upperSnake.toLowerCase(Locale.ROOT).split("_")) {
            if (!p.isEmpty()) {
                sb.append(Character.toUpperCase(p.charAt(0))).append(p.substring(1));
            }
        }
        return sb.toString();
    }

    static String enumClassName(String cEnum) {
        return className(cEnum.substring(4, cEnum.length() - 2));
    }

    private static String constantName(String full, String prefix) {
        String n = full.startsWith(prefix) ? full.substring(prefix.length()) : full.substring("SAI_".length());
        return Character.isDigit(n.charAt(0)) ? "_" + n : n;
    }

    /** Writes the generated files under {@code sourceRoot}. */
    void writeTo(Path sourceRoot) throws IOException {
        for (var e : generate().entrySet()) {
            Path p = sourceRoot.resolve(e.getKey());
            Files.createDirectories(p.getParent());
            Files.writeString(p, e.getValue());
        }
    }
}
