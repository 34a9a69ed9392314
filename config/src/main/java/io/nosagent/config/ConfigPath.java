package io.nosagent.config;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A path into the configuration tree in the gNMI style: an origin and elements, each a name with an
 * optional key map. Names may be module-qualified ({@code openconfig-interfaces:interfaces}).
 * Wildcards follow gNMI: a key value {@code *}, an element {@code *} (one level) or {@code ...}
 * (any depth); which operations accept them is up to the operation.
 *
 * <p>The string form is {@code [origin:]/elem[key=value]/...}; inside a key value {@code ]} and
 * {@code \} are escaped with {@code \}, and {@code /} needs no escape.
 *
 * @param origin gNMI origin; empty means the default ({@code openconfig})
 * @param elems  the elements from the root
 */
public record ConfigPath(String origin, List<Elem> elems) {

    /** The root of the default origin. */
    public static final ConfigPath ROOT = new ConfigPath("", List.of());

    /** Wildcard for a key value or (as an element name) for one level. */
    public static final String ANY = "*";
    /** Element name matching any number of levels. */
    public static final String ANY_DEPTH = "...";

    public ConfigPath {
        Objects.requireNonNull(origin, "origin");
        elems = List.copyOf(elems);
    }

    /**
     * One path element.
     *
     * @param name element name, possibly {@code module:name}
     * @param keys list keys (empty for containers, leaves, or a whole list)
     */
    public record Elem(String name, SortedMap<String, String> keys) {
        /** Keys of every element that has none: most elements, made for every leaf telemetry walks. */
        private static final SortedMap<String, String> NO_KEYS = Collections.emptySortedMap();

        public Elem {
            if (name == null || name.isEmpty()) {
                throw new IllegalArgumentException("path element without a name");
            }
            keys = keys.isEmpty() ? NO_KEYS : Collections.unmodifiableSortedMap(new TreeMap<>(keys));
        }

        public static Elem of(String name) {
            return new Elem(name, NO_KEYS);
        }

        // equals and hashCode written out: the record's generated ones go through method handles,
        // slow until the JIT has inlined them, and telemetry compares paths for every leaf it sends.
        @Override
        public boolean equals(Object o) {
            return o == this || o instanceof Elem e && name.equals(e.name) && (keys == e.keys || keys.equals(e.keys));
        }

        @Override
        public int hashCode() {
            return name.hashCode() * 31 + keys.hashCode();
        }

        /** The name without its module prefix. */
        public String localName() {
            int colon = name.indexOf(':');
            return colon < 0 ? name : name.substring(colon + 1);
        }

        @Override
        public String toString() {
            var sb = new StringBuilder(name);
            keys.forEach((k, v) -> sb.append('[').append(k).append('=').append(escape(v)).append(']'));
            return sb.toString();
        }
    }

    /** Parses {@code /interfaces/interface[name=eth1/1/1]/config/mtu}, optionally prefixed {@code origin:}. */
    public static ConfigPath parse(String text) {
        String origin = "";
        String rest = text;
        int colonSlash = text.indexOf(":/");
        if (colonSlash > 0 && text.substring(0, colonSlash).matches("[A-Za-z0-9_.-]+")) {
            origin = text.substring(0, colonSlash);
            rest = text.substring(colonSlash + 1);
        }
        if (!rest.startsWith("/")) {
            throw new IllegalArgumentException("path '" + text + "' must start with '/'");
        }
        var elems = new ArrayList<Elem>();
        int i = 1;
        while (i < rest.length()) {
            int start = i;
            while (i < rest.length() && rest.charAt(i) != '/' && rest.charAt(i) != '[') {
                i++;
            }
            String name = rest.substring(start, i);
            if (name.isEmpty()) {
                throw new IllegalArgumentException("path '" + text + "' has an empty element at offset " + start);
            }
            var keys = new TreeMap<String, String>();
            while (i < rest.length() && rest.charAt(i) == '[') {
                int eq = rest.indexOf('=', i);
                if (eq < 0) {
                    throw new IllegalArgumentException("path '" + text + "': key at offset " + i + " has no '='");
                }
                String key = rest.substring(i + 1, eq);
                var value = new StringBuilder();
                int j = eq + 1;
                for (; j < rest.length() && rest.charAt(j) != ']'; j++) {
                    char c = rest.charAt(j);
                    if (c == '\\' && j + 1 < rest.length()) {
                        c = rest.charAt(++j);
                    }
                    value.append(c);
                }
                if (j >= rest.length()) {
                    throw new IllegalArgumentException("path '" + text + "': key '" + key + "' is not closed by ']'");
                }
                if (key.isEmpty() || keys.put(key, value.toString()) != null) {
                    throw new IllegalArgumentException("path '" + text + "': empty or repeated key '" + key + "'");
                }
                i = j + 1;
            }
            if (i < rest.length() && rest.charAt(i) != '/') {
                throw new IllegalArgumentException("path '" + text + "': unexpected '" + rest.charAt(i) + "' at offset " + i);
            }
            elems.add(new Elem(name, keys));
            i++;
        }
        return new ConfigPath(origin, elems);
    }

    /** This path extended by a container, leaf or whole-list element. */
    public ConfigPath child(String name) {
        return child(Elem.of(name));
    }

    /** This path extended by one list entry. */
    public ConfigPath child(String name, Map<String, String> keys) {
        return child(new Elem(name, new TreeMap<>(keys)));
    }

    public ConfigPath child(Elem elem) {
        // List.of with fixed arguments makes one array and keeps it; List.of(array) copies the array it is
        // given. Telemetry extends a path for every leaf of every sample, mostly 4 to 8 deep.
        var e = elems;
        List<Elem> all = switch (e.size()) {
            case 0 -> List.of(elem);
            case 1 -> List.of(e.get(0), elem);
            case 2 -> List.of(e.get(0), e.get(1), elem);
            case 3 -> List.of(e.get(0), e.get(1), e.get(2), elem);
            case 4 -> List.of(e.get(0), e.get(1), e.get(2), e.get(3), elem);
            case 5 -> List.of(e.get(0), e.get(1), e.get(2), e.get(3), e.get(4), elem);
            case 6 -> List.of(e.get(0), e.get(1), e.get(2), e.get(3), e.get(4), e.get(5), elem);
            case 7 -> List.of(e.get(0), e.get(1), e.get(2), e.get(3), e.get(4), e.get(5), e.get(6), elem);
            case 8 -> List.of(e.get(0), e.get(1), e.get(2), e.get(3), e.get(4), e.get(5), e.get(6), e.get(7), elem);
            default -> {
                Elem[] array = e.toArray(new Elem[e.size() + 1]);
                array[e.size()] = elem;
                yield List.of(array);
            }
        };
        return new ConfigPath(origin, all); // immutable already: the constructor keeps it as is
    }

    /** This path with every element of {@code suffix} appended. */
    public ConfigPath append(ConfigPath suffix) {
        var list = new ArrayList<>(elems);
        list.addAll(suffix.elems);
        return new ConfigPath(origin, list);
    }

    /** Whether this path starts with every element of {@code prefix} (same names and keys). */
    public boolean startsWith(ConfigPath prefix) {
        return prefix.elems.size() <= elems.size() && elems.subList(0, prefix.elems.size()).equals(prefix.elems);
    }

    public boolean isRoot() {
        return elems.isEmpty();
    }

    /** Element by element from the leaf up: paths that differ mostly differ near their end. */
    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof ConfigPath p) || elems.size() != p.elems.size() || !origin.equals(p.origin)) {
            return false;
        }
        for (int i = elems.size() - 1; i >= 0; i--) {
            if (!elems.get(i).equals(p.elems.get(i))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return origin.hashCode() * 31 + elems.hashCode();
    }

    /** The path string without origin; the root prints as {@code /}. */
    @Override
    public String toString() {
        if (elems.isEmpty()) {
            return "/";
        }
        var sb = new StringBuilder();
        for (Elem e : elems) {
            sb.append('/').append(e);
        }
        return sb.toString();
    }

    private static String escape(String keyValue) {
        return keyValue.replace("\\", "\\\\").replace("]", "\\]");
    }
}
