package io.nosagent.config.yang.codegen;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/** Java spellings of YANG names and values. */
final class JavaText {

    private static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends",
            "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
            "interface", "long", "native", "new", "package", "private", "protected", "public", "return", "short",
            "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try",
            "void", "volatile", "while", "true", "false", "null", "var", "record", "yield", "sealed", "permits");

    private JavaText() {
    }

    /** {@code poll-interval} as a constant: {@code POLL_INTERVAL}. */
    static String constant(String yang) {
        return words(yang).stream().map(w -> w.toUpperCase(Locale.ROOT)).collect(Collectors.joining("_"));
    }

    /** {@code pfc-watchdog} as a class: {@code PfcWatchdog}. */
    static String type(String yang) {
        return words(yang).stream().map(JavaText::capitalize).collect(Collectors.joining());
    }

    /** {@code interface-id} as a parameter: {@code interfaceId}. */
    static String variable(String yang) {
        String t = type(yang);
        String v = Character.toLowerCase(t.charAt(0)) + t.substring(1);
        return KEYWORDS.contains(v) ? v + "_" : v;
    }

    static String quote(String s) {
        var out = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                default -> {
                    if (c < 0x20 || c > 0x7e) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    static String stringList(List<String> values) {
        return "java.util.List.of(" + values.stream().map(JavaText::quote).collect(Collectors.joining(", ")) + ")";
    }

    /** Text safe inside a Javadoc comment. */
    static String comment(String text) {
        return text.replace("*/", "*&#47;").replace("@", "&#64;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("{", "&#123;").replace("}", "&#125;");
    }

    private static List<String> words(String yang) {
        return List.of(yang.split("[^A-Za-z0-9]+")).stream().filter(w -> !w.isEmpty()).toList();
    }

    private static String capitalize(String w) {
        return Character.toUpperCase(w.charAt(0)) + w.substring(1);
    }
}
