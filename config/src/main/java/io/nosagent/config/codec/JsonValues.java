package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Comparisons on canonical JSON values that Jackson's node equality gets wrong for numbers. */
final class JsonValues {

    private JsonValues() {
    }

    /** Equal values; an int node and a long node of the same number are the same value. */
    static boolean same(JsonNode a, JsonNode b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a.isIntegralNumber() && b.isIntegralNumber()) {
            return a.bigIntegerValue().equals(b.bigIntegerValue());
        }
        return a.equals(b);
    }

    /**
     * A list entry's key values as a hash key that is equal exactly when {@link #same} holds for each
     * (integers by value, whatever their JSON width; a missing key as null).
     *
     * @param names the list's key names, in order
     * @param value each key's value, or null
     */
    static List<Object> key(List<String> names, java.util.function.Function<String, JsonNode> value) {
        var key = new ArrayList<Object>(names.size());
        for (String name : names) {
            JsonNode v = value.apply(name);
            key.add(v == null ? null : v.isIntegralNumber() ? v.bigIntegerValue() : v);
        }
        return key;
    }

    /** Whether list entry {@code entry} has every key value in {@code keys}. */
    static boolean matches(JsonNode entry, Map<String, JsonNode> keys) {
        for (var k : keys.entrySet()) {
            if (!same(entry.get(k.getKey()), k.getValue())) {
                return false;
            }
        }
        return true;
    }
}
