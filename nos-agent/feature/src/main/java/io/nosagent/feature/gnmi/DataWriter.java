package io.nosagent.feature.gnmi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SequencedMap;

/**
 * A document handlers write into, in RFC 7951 form: top-level members module-qualified
 * ({@code openconfig-interfaces:interfaces}), children qualified only where their module changes.
 * List entries are found or created by key, so handlers sharing a list fill the same entries.
 * Not thread-safe: one per evaluation.
 */
public final class DataWriter {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final ObjectNode root = JSON.objectNode();
    private final Map<ArrayNode, Map<String, ObjectNode>> entries = new IdentityHashMap<>();
    private long timestamp;

    /** @param timestamp the default collection time of what is written, ns since the epoch */
    public DataWriter(long timestamp) {
        this.timestamp = timestamp;
    }

    public ObjectNode root() {
        return root;
    }

    /** The child container {@code member} of {@code parent}, created when absent. */
    public ObjectNode container(ObjectNode parent, String member) {
        return parent.get(member) instanceof ObjectNode o ? o : parent.putObject(member);
    }

    /** The entry of list {@code member} whose single key {@code key} is {@code value}, created when absent. */
    public ObjectNode entry(ObjectNode parent, String member, String key, JsonNode value) {
        ArrayNode list = parent.get(member) instanceof ArrayNode a ? a : parent.putArray(member);
        Map<String, ObjectNode> byKey = entries.computeIfAbsent(list, l -> index(l, List.of(key)));
        String text = keyText(value);
        ObjectNode entry = byKey.get(text);
        if (entry == null) {
            entry = list.addObject();
            entry.set(key, value);
            byKey.put(text, entry);
        }
        return entry;
    }

    /** As {@link #entry(ObjectNode, String, String, JsonNode)} for a string key. */
    public ObjectNode entry(ObjectNode parent, String member, String key, String value) {
        return entry(parent, member, key, JSON.textNode(value));
    }

    /**
     * The entry of list {@code member} whose keys have {@code keys}' values (in the list's key order),
     * created when absent. A list is always written with the same keys.
     */
    public ObjectNode entry(ObjectNode parent, String member, SequencedMap<String, JsonNode> keys) {
        if (keys.size() == 1) {
            var only = keys.firstEntry();
            return entry(parent, member, only.getKey(), only.getValue());
        }
        ArrayNode list = parent.get(member) instanceof ArrayNode a ? a : parent.putArray(member);
        Map<String, ObjectNode> byKey = entries.computeIfAbsent(list, l -> index(l, List.copyOf(keys.sequencedKeySet())));
        String text = keyText(keys.sequencedValues());
        ObjectNode entry = byKey.get(text);
        if (entry == null) {
            entry = list.addObject();
            entry.setAll(new LinkedHashMap<>(keys));
            byKey.put(text, entry);
        }
        return entry;
    }

    /** Stamps what is written with the time it was collected, ns since the epoch. */
    public void timestamp(long nanos) {
        this.timestamp = nanos;
    }

    public long timestamp() {
        return timestamp;
    }

    private static Map<String, ObjectNode> index(ArrayNode list, List<String> keys) {
        var map = new HashMap<String, ObjectNode>();
        if (keys.size() == 1) { // most lists: no temporary per entry
            String key = keys.getFirst();
            for (JsonNode e : list) {
                JsonNode k = e.get(key);
                if (k != null && e instanceof ObjectNode o) {
                    map.put(keyText(k), o);
                }
            }
            return map;
        }
        for (JsonNode e : list) {
            var values = new ArrayList<JsonNode>(keys.size());
            keys.forEach(k -> values.add(e.get(k)));
            if (!values.contains(null) && e instanceof ObjectNode o) {
                map.put(keyText(values), o);
            }
        }
        return map;
    }

    /** One text for a combination of key values; a single key's is its own text. */
    private static String keyText(Collection<JsonNode> values) {
        if (values.size() == 1) {
            return keyText(values.iterator().next());
        }
        var sb = new StringBuilder();
        for (JsonNode v : values) {
            sb.append(keyText(v)).append('\u0000'); // no key value holds NUL
        }
        return sb.toString();
    }

    /** RFC 7951 text for a 64-bit unsigned counter. */
    /**
     * A key value as text. Strings, integers and booleans read as their text directly; only other
     * values go through JSON serialization, which is far too heavy for the list keys of every sample
     * (each PFC priority of each port).
     */
    public static String keyText(JsonNode scalar) {
        return scalar.isTextual() || scalar.isIntegralNumber() || scalar.isBoolean() ? scalar.asText() : scalar.toString();
    }

    /** An instant as gNMI and OpenConfig write times: nanoseconds since the epoch. */
    public static long nanos(java.time.Instant t) {
        return t.getEpochSecond() * 1_000_000_000L + t.getNano();
    }

    public static JsonNode uint64(long value) {
        return JSON.textNode(Long.toUnsignedString(value));
    }
}
