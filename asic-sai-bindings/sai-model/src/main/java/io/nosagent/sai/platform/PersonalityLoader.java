package io.nosagent.sai.platform;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.ObjectType;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads vendor personalities ({@link Personality}): the shipped ones by name ({@code full}, {@code minimal})
 * or a JSON file, everything in SAI's names. Errors name the offending field by its JSON path:
 *
 * <pre>
 * {"name": "minimal", "description": "...",
 *  "lacks": {"objectTypes": ["SAI_OBJECT_TYPE_ARS"], "attributes": ["SAI_NEXT_HOP_GROUP_ATTR_ARS_OBJECT_ID"],
 *            "enumValues": {"SAI_HASH_ATTR_NATIVE_HASH_FIELD_LIST": ["SAI_NATIVE_HASH_FIELD_RDMA_BTH_DEST_QP"]},
 *            "stats": ["SAI_PORT_STAT_..."], "bulk": true},
 *  "gets": {"unset": "not_implemented", "notImplemented": ["SAI_SCHEDULER_GROUP_ATTR_LEVEL"]},
 *  "capacities": {"ipv4Routes": 16384}}
 * </pre>
 */
public final class PersonalityLoader {

    /** Personalities shipped with the agent. */
    public static final List<String> SHIPPED = List.of("full", "minimal");

    private final ObjectMapper json = new ObjectMapper();

    /** Loads {@code full}, {@code minimal}, or a path to a JSON personality. */
    public Personality load(String nameOrFile) {
        if (nameOrFile.equals(Personality.FULL.name())) {
            return Personality.FULL;
        }
        if (SHIPPED.contains(nameOrFile)) {
            try (InputStream in = PersonalityLoader.class.getResourceAsStream("personalities/" + nameOrFile + ".json")) {
                return parse(json.readTree(in), nameOrFile + ".json");
            } catch (IOException e) {
                throw new IllegalStateException("shipped personality " + nameOrFile + " unreadable", e);
            }
        }
        Path file = Path.of(nameOrFile);
        if (!Files.isRegularFile(file)) {
            throw new PlatformException("personality '" + nameOrFile + "' is neither a shipped one " + SHIPPED + " nor a readable file");
        }
        return parse(DescriptionFile.read(json, file), file.toString());
    }

    Personality parse(JsonNode root, String source) {
        var ctx = new DescriptionFields(source);
        if (!root.isObject()) {
            throw new PlatformException(source + ": expected a JSON object");
        }
        JsonNode lacks = root.path("lacks");
        var types = new HashSet<ObjectType>();
        each(lacks.path("objectTypes"), "/lacks/objectTypes", (n, at) -> types.add(SaiNames.objectType(n.asText())
                .orElseThrow(() -> new PlatformException(source + ": " + at + ": '" + n.asText() + "' is not a SAI object type"))));
        var attributes = new HashSet<AttrSpec>();
        each(lacks.path("attributes"), "/lacks/attributes", (n, at) -> attributes.add(attribute(ctx, n, at)));
        var values = new HashMap<AttrSpec, Set<Integer>>();
        JsonNode enums = lacks.path("enumValues");
        for (Iterator<Map.Entry<String, JsonNode>> it = enums.fields(); it.hasNext(); ) {
            var e = it.next();
            String at = "/lacks/enumValues/" + e.getKey();
            AttrSpec spec = SaiNames.attribute(e.getKey()).orElseThrow(() -> new PlatformException(source + ": " + at
                    + ": not a SAI attribute"));
            if (spec.enumType() == null) {
                throw new PlatformException(source + ": " + at + ": " + spec.name() + " takes no enum");
            }
            var lacked = new HashSet<Integer>();
            each(e.getValue(), at, (n, item) -> {
                Integer v = spec.enumType().values().get(n.asText());
                if (v == null) {
                    throw new PlatformException(source + ": " + item + ": '" + n.asText() + "' is not a member of "
                            + spec.enumType().name());
                }
                lacked.add(v);
            });
            values.put(spec, lacked);
        }
        var stats = new HashSet<String>();
        each(lacks.path("stats"), "/lacks/stats", (n, at) -> stats.add(ctx.stat(n, at)));
        boolean bulk = !ctx.flag(lacks, "/lacks/bulk", false);

        JsonNode gets = root.path("gets");
        String unset = gets.path("unset").asText("answered");
        if (!unset.equals("answered") && !unset.equals("not_implemented")) {
            throw new PlatformException(source + ": /gets/unset: '" + unset + "' is not one of [answered, not_implemented]");
        }
        var notImplemented = new HashSet<AttrSpec>();
        each(gets.path("notImplemented"), "/gets/notImplemented", (n, at) -> notImplemented.add(attribute(ctx, n, at)));

        var limits = new HashMap<String, Integer>();
        JsonNode caps = root.path("capacities");
        for (Iterator<String> it = caps.fieldNames(); it.hasNext(); ) {
            String table = it.next();
            String at = "/capacities/" + table;
            if (!Platform.Capacities.NAMES.contains(table)) {
                throw new PlatformException(source + ": " + at + ": not a table: one of " + Platform.Capacities.NAMES);
            }
            limits.put(table, Math.toIntExact(ctx.positiveLong(caps, at)));
        }
        return new Personality(ctx.text(root, "/name"), root.path("description").asText(""), types, attributes, values,
                stats, bulk, new Personality.Gets(unset.equals("not_implemented"), notImplemented), limits);
    }

    private static AttrSpec attribute(DescriptionFields ctx, JsonNode n, String at) {
        return SaiNames.attribute(n.asText()).orElseThrow(() -> new PlatformException(ctx.source() + ": " + at + ": '"
                + n.asText() + "' is not a SAI attribute"));
    }

    private interface Item {
        void read(JsonNode item, String at);
    }

    private static void each(JsonNode list, String path, Item item) {
        for (int i = 0; i < list.size(); i++) {
            item.read(list.get(i), path + "/" + i);
        }
    }
}
