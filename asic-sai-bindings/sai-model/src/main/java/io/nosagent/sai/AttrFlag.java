package io.nosagent.sai;

/** The SAI metadata flags of an attribute ({@code sai_attr_flags_t} plus the informative ones). */
public enum AttrFlag {
    MANDATORY_ON_CREATE,
    CREATE_ONLY,
    CREATE_AND_SET,
    READ_ONLY,
    KEY,
    /** Mandatory or valid only under a condition on another attribute. */
    CONDITIONAL,
    /** Valid only when another attribute has a given value. */
    VALID_ONLY,
    DEPRECATED
}
