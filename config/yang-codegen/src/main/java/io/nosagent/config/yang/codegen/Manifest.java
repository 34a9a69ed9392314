package io.nosagent.config.yang.codegen;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The served subset ({@code served.txt}): the schema paths to keep and the identities an identityref
 * leaf is narrowed to. A path is a list of steps, each {@code module:name} where the module changes
 * and {@code name} elsewhere.
 *
 * @param paths      every served path, braces expanded, in file order
 * @param identities per leaf path (as {@link #key}), the identities it accepts
 * @param file       where it was read, for messages
 */
record Manifest(List<ServedPath> paths, Map<String, List<String>> identities, Path file) {

    /** One served path and the line it came from. */
    record ServedPath(List<String> steps, int line) {
        @Override
        public String toString() {
            return "/" + String.join("/", steps);
        }
    }

    static Manifest read(Path file) throws IOException {
        var paths = new ArrayList<ServedPath>();
        var identities = new LinkedHashMap<String, List<String>>();
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            int number = i + 1;
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] words = line.split("\\s+");
            if (words[0].equals("identities")) {
                if (words.length < 3) {
                    throw new IllegalArgumentException(file + ":" + number + ": identities PATH NAME... needs a name");
                }
                for (String path : expand(words[1])) {
                    identities.put(key(steps(path, file, number)), List.of(words).subList(2, words.length));
                }
            } else if (words.length == 1) {
                for (String path : expand(words[0])) {
                    paths.add(new ServedPath(steps(path, file, number), number));
                }
            } else {
                throw new IllegalArgumentException(file + ":" + number + ": a line is a path or 'identities PATH NAME...'");
            }
        }
        return new Manifest(List.copyOf(paths), Map.copyOf(identities), file);
    }

    /** The modules the manifest names: their nodes or identities must be in the model. */
    Set<String> modules() {
        var out = new LinkedHashSet<String>();
        for (ServedPath p : paths) {
            p.steps().forEach(s -> moduleOf(s).ifPresent(out::add));
        }
        identities.forEach((path, names) -> {
            for (String step : path.substring(1).split("/")) {
                moduleOf(step).ifPresent(out::add);
            }
            names.forEach(n -> moduleOf(n).ifPresent(out::add));
        });
        return out;
    }

    /** The canonical text of a path: {@code /module:top/child/other-module:child}. */
    static String key(List<String> steps) {
        return "/" + String.join("/", steps);
    }

    private static java.util.Optional<String> moduleOf(String qualified) {
        int colon = qualified.indexOf(':');
        return colon < 0 ? java.util.Optional.empty() : java.util.Optional.of(qualified.substring(0, colon));
    }

    private static List<String> steps(String path, Path file, int line) {
        if (!path.startsWith("/") || path.length() == 1) {
            throw new IllegalArgumentException(file + ":" + line + ": '" + path + "' is not an absolute schema path");
        }
        List<String> steps = List.of(path.substring(1).split("/"));
        if (!steps.getFirst().contains(":")) {
            throw new IllegalArgumentException(file + ":" + line + ": '" + path + "' must name its module at the top");
        }
        return steps;
    }

    /** Brace expansion: {@code a/{b,c}/d} is {@code a/b/d} and {@code a/c/d}; braces may nest. */
    static List<String> expand(String text) {
        int open = text.indexOf('{');
        if (open < 0) {
            return List.of(text);
        }
        int depth = 0;
        int close = -1;
        var alternatives = new ArrayList<String>();
        int from = open + 1;
        for (int i = open; i < text.length() && close < 0; i++) {
            char c = text.charAt(i);
            if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                alternatives.add(text.substring(from, i));
                close = i;
            } else if (c == ',' && depth == 1) {
                alternatives.add(text.substring(from, i));
                from = i + 1;
            }
        }
        if (close < 0) {
            throw new IllegalArgumentException("unbalanced braces in '" + text + "'");
        }
        var out = new ArrayList<String>();
        for (String alternative : alternatives) {
            out.addAll(expand(text.substring(0, open) + alternative + text.substring(close + 1)));
        }
        return out;
    }
}
