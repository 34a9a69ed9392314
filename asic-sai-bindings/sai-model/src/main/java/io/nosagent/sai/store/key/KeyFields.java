package io.nosagent.sai.store.key;

/** The field rules keys share: interface names, and indexes that SAI holds in a u8 or u16. */
final class KeyFields {

    private KeyFields() {
    }

    /** Returns {@code name} if it can name an interface: not blank, no whitespace or control characters. */
    static String interfaceName(String what, String name) {
        if (name == null || name.isEmpty() || name.chars().anyMatch(c -> Character.isWhitespace(c) || Character.isISOControl(c))) {
            throw new IllegalArgumentException(what + " needs an interface name without spaces, got '" + name + "'");
        }
        return name;
    }

    static int inRange(String what, int value, int max) {
        if (value < 0 || value > max) {
            throw new IllegalArgumentException(what + " " + value + " out of range 0.." + max);
        }
        return value;
    }
}
