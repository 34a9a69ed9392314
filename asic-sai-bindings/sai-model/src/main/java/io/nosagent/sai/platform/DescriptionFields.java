package io.nosagent.sai.platform;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.List;
import java.util.Locale;

/** Field readers for platform and personality descriptions that name the JSON path in their errors. */
record DescriptionFields(String source) {

    JsonNode required(JsonNode parent, String path) {
        JsonNode n = parent.get(last(path));
        if (n == null || n.isNull()) {
            throw new PlatformException(source + ": " + path + ": missing");
        }
        return n;
    }

    String text(JsonNode parent, String path) {
        JsonNode n = required(parent, path);
        if (!n.isTextual() || n.asText().isBlank()) {
            throw new PlatformException(source + ": " + path + ": expected a non-empty string, got " + n);
        }
        return n.asText();
    }

    long positiveLong(JsonNode parent, String path) {
        JsonNode n = required(parent, path);
        if (!n.canConvertToLong() || n.asLong() <= 0) {
            throw new PlatformException(source + ": " + path + ": expected a positive integer, got " + n);
        }
        return n.asLong();
    }

    /** An optional duration in nanoseconds: a whole number, 0 or more; 0 when absent. */
    long nanos(JsonNode parent, String path) {
        JsonNode n = parent.get(last(path));
        if (n == null || n.isNull()) {
            return 0;
        }
        if (!n.isIntegralNumber() || n.asLong() < 0) {
            throw new PlatformException(source + ": " + path + ": expected nanoseconds (a whole number, 0 or more), got " + n);
        }
        return n.asLong();
    }

    /** A SAI attribute id: a number, or a string in hex ({@code "0x10000000"}). */
    int attrId(JsonNode parent, String path) {
        JsonNode n = required(parent, path);
        try {
            long id = n.isTextual() && n.asText().toLowerCase(Locale.ROOT).startsWith("0x")
                    ? Long.parseLong(n.asText().substring(2), 16)
                    : n.canConvertToLong() && n.isIntegralNumber() ? n.asLong() : -1;
            if (id < 0 || id > Integer.MAX_VALUE) {
                throw new NumberFormatException();
            }
            return (int) id;
        } catch (NumberFormatException e) {
            throw new PlatformException(source + ": " + path + ": expected an attribute id (a number or \"0x...\"), got " + n);
        }
    }

    int count(JsonNode parent, String path) {
        return Math.toIntExact(positiveLong(parent, path));
    }

    <E extends Enum<E>> E enumValue(JsonNode parent, String path, Class<E> type) {
        String v = text(parent, path);
        try {
            return Enum.valueOf(type, v.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new PlatformException(source + ": " + path + ": '" + v + "' is not one of "
                    + List.of(type.getEnumConstants()).toString().toLowerCase(Locale.ROOT));
        }
    }

    private static String last(String path) {
        return path.substring(path.lastIndexOf('/') + 1);
    }

    /** A SAI stat's name the metadata knows. */
    String stat(JsonNode n, String path) {
        if (!n.isTextual() || !SaiNames.isStat(n.asText())) {
            throw new PlatformException(source + ": " + path + ": '" + n.asText() + "' is not a SAI stat");
        }
        return n.asText();
    }

    /** A boolean member, {@code absent} when missing. */
    boolean flag(JsonNode parent, String path, boolean absent) {
        JsonNode n = parent.get(last(path));
        if (n == null || n.isNull()) {
            return absent;
        }
        if (!n.isBoolean()) {
            throw new PlatformException(source + ": " + path + ": expected true or false, got " + n);
        }
        return n.asBoolean();
    }
}
