package io.nosagent.sai.store.key;

/** The one rule every key that names an interface follows. */
final class InterfaceNames {

    private InterfaceNames() {
    }

    /** Returns {@code name} if it can name an interface: not blank, no whitespace or control characters. */
    static String check(String what, String name) {
        if (name == null || name.isEmpty() || name.chars().anyMatch(c -> Character.isWhitespace(c) || Character.isISOControl(c))) {
            throw new IllegalArgumentException(what + " needs an interface name without spaces, got '" + name + "'");
        }
        return name;
    }

    static int checkRange(String what, int value, int max) {
        if (value < 0 || value > max) {
            throw new IllegalArgumentException(what + " " + value + " out of range 0.." + max);
        }
        return value;
    }
}
