package io.nosagent.sai.store.key;

import io.nosagent.sai.SaiEnum;

/** The field rules keys share: interface names, configured names, SAI enum members, and indexes SAI holds in a u8 or u16. */
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

    /** Returns {@code name} if it can name a configured object: not blank, no control characters. */
    static String configName(String what, String name) {
        if (name == null || name.isBlank() || name.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException(what + " needs a name, got '" + name + "'");
        }
        return name;
    }

    /** Returns {@code value} if it is a member of {@code e}. */
    static int member(String what, SaiEnum e, int value) {
        if (!e.contains(value)) {
            throw new IllegalArgumentException(what + " " + value + " is not a member of " + e.name());
        }
        return value;
    }

    /** The short name of member {@code value} of {@code e} ({@code INGRESS} for {@code SAI_ACL_STAGE_INGRESS}). */
    static String memberName(SaiEnum e, int value, String prefix) {
        return e.nameOf(value).map(n -> n.startsWith(prefix) ? n.substring(prefix.length()) : n).orElse(Integer.toString(value));
    }

    static int inRange(String what, int value, int max) {
        if (value < 0 || value > max) {
            throw new IllegalArgumentException(what + " " + value + " out of range 0.." + max);
        }
        return value;
    }
}
