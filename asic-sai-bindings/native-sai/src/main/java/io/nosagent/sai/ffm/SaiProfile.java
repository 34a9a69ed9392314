package io.nosagent.sai.ffm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A SAI profile: the key/value pairs a vendor library reads through the service table at
 * {@code sai_api_initialize} and {@code create_switch} (e.g. {@code SAI_INIT_CONFIG_FILE}).
 *
 * <p>File format, one entry per line: {@code KEY=VALUE}; blanks around key and value are dropped;
 * empty lines and lines starting with {@code #} are ignored. A key appears at most once. Errors
 * name the file and line.
 *
 * @param values the entries, in file order
 */
public record SaiProfile(Map<String, String> values) {

    public SaiProfile {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** Reads a profile file. */
    public static SaiProfile read(Path file) {
        try {
            return parse(file.toString(), Files.readAllLines(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read SAI profile " + file + ": " + e.getMessage(), e);
        }
    }

    /** Parses profile lines; {@code source} names them in errors. */
    public static SaiProfile parse(String source, List<String> lines) {
        var values = new LinkedHashMap<String, String>();
        var lineOf = new HashMap<String, Integer>();
        for (int i = 0; i < lines.size(); i++) {
            int number = i + 1;
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException(source + ":" + number + ": expected KEY=VALUE, got '" + line + "'");
            }
            String key = line.substring(0, eq).strip();
            String value = line.substring(eq + 1).strip();
            if (key.isEmpty()) {
                throw new IllegalArgumentException(source + ":" + number + ": empty key in '" + line + "'");
            }
            if (key.chars().anyMatch(Character::isWhitespace)) {
                throw new IllegalArgumentException(source + ":" + number + ": key '" + key + "' contains whitespace");
            }
            if (key.indexOf('\0') >= 0 || value.indexOf('\0') >= 0) {
                throw new IllegalArgumentException(source + ":" + number + ": NUL character in '" + key + "'");
            }
            Integer first = lineOf.putIfAbsent(key, number);
            if (first != null) {
                throw new IllegalArgumentException(source + ":" + number + ": key '" + key + "' already set on line " + first);
            }
            values.put(key, value);
        }
        return new SaiProfile(values);
    }
}
