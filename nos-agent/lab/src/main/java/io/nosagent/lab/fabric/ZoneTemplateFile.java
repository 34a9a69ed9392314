package io.nosagent.lab.fabric;

import io.nosagent.net.Cidr;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Reads a zone template: {@code key = value} lines, {@code #} comments. A file sets only what it changes;
 * the rest comes from the shipped default ({@value #DEFAULT_RESOURCE}, which lists every key). Any
 * mistake (unknown or repeated key, bad value, a zone that cannot be built) is a
 * {@link ZoneTemplateException} naming the file, line and field.
 */
public final class ZoneTemplateFile {

    public static final String DEFAULT_RESOURCE = "/io/nosagent/lab/fabric/default-zone.template";

    private static final Pattern RACK_KEY = Pattern.compile("rack\\.(\\d+)\\.(ctsws|subnet)");
    private static final List<String> KEYS = List.of("racks", "ctsws", "hosts-per-rack", "nics-per-host", "downlink-speed",
            "uplink-speed", "downlink-cable", "uplink-cable", "rack-subnets", "rack-prefix-length", "link-subnet");

    private ZoneTemplateFile() {
    }

    /** The shipped default template. */
    public static ZoneTemplate defaults() {
        return parse(defaultText(), "default-zone.template", null);
    }

    /** The shipped default template's text, commented: what {@code --template} files start from. */
    public static String defaultText() {
        try (InputStream in = ZoneTemplateFile.class.getResourceAsStream(DEFAULT_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(DEFAULT_RESOURCE + " missing from the build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads {@code file} over the defaults. */
    public static ZoneTemplate read(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new ZoneTemplateException(file.toString(), OptionalInt.empty(), "file", "cannot read: " + e.getMessage());
        }
        return parse(text, file.toString(), defaults());
    }

    /** Parses {@code text} (named {@code source} in errors) over {@code base}, or alone when {@code base} is null. */
    public static ZoneTemplate parse(String text, String source, ZoneTemplate base) {
        var values = new LinkedHashMap<String, String>();
        var lines = new HashMap<String, Integer>();
        String[] all = text.split("\r?\n", -1);
        for (int i = 0; i < all.length; i++) {
            int lineNo = i + 1;
            String line = all[i];
            int hash = line.indexOf('#');
            if (hash >= 0) {
                line = line.substring(0, hash);
            }
            line = line.strip();
            if (line.isEmpty()) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq < 0) {
                throw new ZoneTemplateException(source, OptionalInt.of(lineNo), line, "expected 'key = value'");
            }
            String key = line.substring(0, eq).strip().toLowerCase(Locale.ROOT);
            if (!KEYS.contains(key) && !RACK_KEY.matcher(key).matches()) {
                throw new ZoneTemplateException(source, OptionalInt.of(lineNo), key, "unknown key; known: " + String.join(", ", KEYS)
                        + ", rack.N.ctsws, rack.N.subnet");
            }
            if (lines.containsKey(key)) {
                throw new ZoneTemplateException(source, OptionalInt.of(lineNo), key, "repeated (first on line " + lines.get(key) + ")");
            }
            lines.put(key, lineNo);
            values.put(key, line.substring(eq + 1).strip());
        }
        if (base == null) {
            for (String key : KEYS) {
                if (!values.containsKey(key)) {
                    throw new ZoneTemplateException(source, OptionalInt.empty(), key, "missing");
                }
            }
        }
        var reader = new Values(source, values, lines);
        try {
            var overrides = new TreeMap<Integer, ZoneTemplate.Rack>(base == null ? Map.of() : base.rackOverrides());
            for (String key : values.keySet()) {
                var m = RACK_KEY.matcher(key);
                if (m.matches()) {
                    int r = reader.integer(key, m.group(1)) - 1;
                    var rack = overrides.getOrDefault(r, ZoneTemplate.Rack.DEFAULT);
                    overrides.put(r, m.group(2).equals("ctsws") ? rack.withCtsws(reader.ctswList(key)) : rack.withSubnet(reader.cidr(key)));
                }
            }
            return new ZoneTemplate(
                    reader.integer("racks", base == null ? 0 : base.racks()),
                    reader.integer("ctsws", base == null ? 0 : base.ctsws()),
                    reader.integer("hosts-per-rack", base == null ? 0 : base.hostsPerRack()),
                    reader.integer("nics-per-host", base == null ? 0 : base.nicsPerHost()),
                    reader.speed("downlink-speed", base == null ? 0 : base.downlinkSpeedMbps()),
                    reader.speed("uplink-speed", base == null ? 0 : base.uplinkSpeedMbps()),
                    reader.meters("downlink-cable", base == null ? 0 : base.downlinkCableMeters()),
                    reader.meters("uplink-cable", base == null ? 0 : base.uplinkCableMeters()),
                    reader.cidr("rack-subnets", base == null ? null : base.rackSubnets()),
                    reader.integer("rack-prefix-length", base == null ? 0 : base.rackPrefixLength()),
                    reader.cidr("link-subnet", base == null ? null : base.linkSubnet()),
                    overrides);
        } catch (ZoneTemplate.Invalid e) {
            throw new ZoneTemplateException(source, reader.lineOf(e.field()), e.field(), e.reason());
        }
    }

    /** The values as written, read into types; a value that does not read is refused at its line. */
    private record Values(String source, Map<String, String> values, Map<String, Integer> lines) {

        OptionalInt lineOf(String field) {
            if (lines.containsKey(field)) {
                return OptionalInt.of(lines.get(field));
            }
            // "rack.3" (no such rack): the first line about that rack
            return lines.entrySet().stream().filter(e -> e.getKey().startsWith(field + "."))
                    .mapToInt(Map.Entry::getValue).min();
        }

        private ZoneTemplateException bad(String key, String why) {
            return new ZoneTemplateException(source, lineOf(key), key, why);
        }

        int integer(String key, int fallback) {
            return values.containsKey(key) ? integer(key, values.get(key)) : fallback;
        }

        int integer(String key, String text) {
            try {
                return Integer.parseInt(text);
            } catch (NumberFormatException e) {
                throw bad(key, "'" + text + "' is not a whole number");
            }
        }

        long speed(String key, long fallback) {
            if (!values.containsKey(key)) {
                return fallback;
            }
            String text = values.get(key).toUpperCase(Locale.ROOT);
            if (!text.matches("\\d+G")) {
                throw bad(key, "'" + values.get(key) + "' is not a speed like 400G");
            }
            return Long.parseLong(text.substring(0, text.length() - 1)) * 1000;
        }

        int meters(String key, int fallback) {
            if (!values.containsKey(key)) {
                return fallback;
            }
            String text = values.get(key);
            String digits = text.endsWith("m") ? text.substring(0, text.length() - 1).strip() : text;
            if (!digits.matches("-?\\d+")) {
                throw bad(key, "'" + text + "' is not a length in whole meters like 30m");
            }
            return integer(key, digits);
        }

        Cidr cidr(String key, Cidr fallback) {
            return values.containsKey(key) ? cidr(key) : fallback;
        }

        Cidr cidr(String key) {
            try {
                return Cidr.parseNetwork(values.get(key));
            } catch (IllegalArgumentException e) {
                throw bad(key, e.getMessage());
            }
        }

        /** {@code 1-4,7}: 1-based CTSW numbers and ranges; empty means none. */
        List<Integer> ctswList(String key) {
            var out = new ArrayList<Integer>();
            String text = values.get(key);
            if (text.isBlank()) {
                return out;
            }
            for (String part : text.split(",")) {
                String p = part.strip();
                int dash = p.indexOf('-');
                int from = integer(key, dash < 0 ? p : p.substring(0, dash).strip());
                int to = dash < 0 ? from : integer(key, p.substring(dash + 1).strip());
                if (to < from) {
                    throw bad(key, "range '" + p + "' runs backwards");
                }
                for (int s = from; s <= to; s++) {
                    out.add(s - 1);
                }
            }
            return out;
        }
    }
}
