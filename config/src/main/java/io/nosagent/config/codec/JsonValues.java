package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;

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
