package io.nosagent.sai.store.json;

import com.fasterxml.jackson.databind.JsonNode;

/** Strict reads shared by the codecs: a missing or mistyped field is an error naming it. */
final class Json {

    private Json() {
    }

    static JsonNode field(JsonNode node, String name) {
        JsonNode v = node.get(name);
        if (v == null || v.isNull()) {
            throw new IllegalArgumentException("missing \"" + name + "\" in " + node);
        }
        return v;
    }

    static String text(JsonNode node, String name) {
        JsonNode v = field(node, name);
        if (!v.isTextual()) {
            throw new IllegalArgumentException("\"" + name + "\" must be a string in " + node);
        }
        return v.textValue();
    }

    static long integer(JsonNode node, String name) {
        return integer(field(node, name));
    }

    static long integer(JsonNode v) {
        if (!v.isIntegralNumber() || !v.canConvertToLong()) {
            throw new IllegalArgumentException("not an integer: " + v);
        }
        return v.longValue();
    }

    static int smallInteger(JsonNode v) {
        long n = integer(v);
        if (n < Integer.MIN_VALUE || n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("integer out of range: " + v);
        }
        return (int) n;
    }

    static JsonNode array(JsonNode node, String name) {
        JsonNode v = field(node, name);
        if (!v.isArray()) {
            throw new IllegalArgumentException("\"" + name + "\" must be an array in " + node);
        }
        return v;
    }

    /** Object ids and addresses as {@code 0x...}: ids carry the object type in their top bits, hex shows it. */
    static String hex(long v) {
        return "0x" + Long.toHexString(v);
    }

    static long unhex(String text) {
        if (!text.startsWith("0x")) {
            throw new IllegalArgumentException("not a 0x-prefixed hex number: '" + text + "'");
        }
        return Long.parseUnsignedLong(text.substring(2), 16);
    }

    /** The single field of a {@code {"kind": payload}} object. */
    static java.util.Map.Entry<String, JsonNode> single(JsonNode node) {
        if (!node.isObject() || node.size() != 1) {
            throw new IllegalArgumentException("expected an object with one field naming the kind, got " + node);
        }
        return node.properties().iterator().next();
    }
}
