package io.nosagent.sai.conditions;

/**
 * How conditions read in messages and test names: SAI names without the prefixes the context already
 * gives, e.g. {@code THRESHOLD_MODE == DYNAMIC} for
 * {@code SAI_BUFFER_PROFILE_ATTR_THRESHOLD_MODE == SAI_BUFFER_PROFILE_THRESHOLD_MODE_DYNAMIC}.
 */
final class ShortNames {

    private static final String ATTR = "_ATTR_";

    private ShortNames() {
    }

    /** {@code SAI_BUFFER_PROFILE_ATTR_SHARED_DYNAMIC_TH} reads as {@code SHARED_DYNAMIC_TH}. */
    static String attribute(String fullName) {
        int at = fullName.indexOf(ATTR);
        return at < 0 ? fullName : fullName.substring(at + ATTR.length());
    }

    /**
     * An enum member without its enum's prefix. SAI names a value enum after the attribute that takes
     * it ({@code SAI_NEXT_HOP_ATTR_TYPE} takes {@code SAI_NEXT_HOP_TYPE_*}), so what follows the
     * attribute's short name is the member's own name; {@code true} / {@code false} stay as they are.
     */
    static String value(String attributeFullName, String valueName) {
        String marker = "_" + attribute(attributeFullName) + "_";
        int at = valueName.indexOf(marker);
        if (at >= 0) {
            return valueName.substring(at + marker.length());
        }
        return valueName.startsWith("SAI_") ? valueName.substring("SAI_".length()) : valueName;
    }

    /** One clause, {@code TYPE == IP}. */
    static String clause(String attributeFullName, String valueName) {
        return attribute(attributeFullName) + " == " + value(attributeFullName, valueName);
    }
}
