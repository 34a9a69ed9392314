package io.nosagent.sai;

/**
 * What a GET returns for an attribute nobody set, as the SAI metadata declares it.
 *
 * @param kind  the metadata's default kind
 * @param value the value for {@link Kind#VALUE}; null otherwise
 */
public record AttrDefault(Kind kind, AttrValue value) {

    /** The SAI default value kinds ({@code sai_default_value_type_t}). */
    public enum Kind {
        /** No default: mandatory, read-only, or conditional attributes. */
        NONE,
        /** A constant value given in {@link #value}. */
        VALUE,
        /** A constant the metadata does not spell out (e.g. a full-width mask). */
        CONST,
        /** An empty list. */
        EMPTY_LIST,
        /** Taken from another attribute (e.g. the switch source MAC). */
        FROM_ATTRIBUTE,
        /** Within a range another attribute gives. */
        ATTR_RANGE,
        /** Whatever the vendor chose. */
        VENDOR_SPECIFIC,
        /** Set up by the switch itself at create time. */
        SWITCH_INTERNAL
    }

    public static final AttrDefault NONE = new AttrDefault(Kind.NONE, null);
    public static final AttrDefault CONST = new AttrDefault(Kind.CONST, null);
    public static final AttrDefault EMPTY_LIST = new AttrDefault(Kind.EMPTY_LIST, null);
    public static final AttrDefault FROM_ATTRIBUTE = new AttrDefault(Kind.FROM_ATTRIBUTE, null);
    public static final AttrDefault ATTR_RANGE = new AttrDefault(Kind.ATTR_RANGE, null);
    public static final AttrDefault VENDOR_SPECIFIC = new AttrDefault(Kind.VENDOR_SPECIFIC, null);
    public static final AttrDefault SWITCH_INTERNAL = new AttrDefault(Kind.SWITCH_INTERNAL, null);

    public AttrDefault {
        if ((kind == Kind.VALUE) != (value != null)) {
            throw new IllegalArgumentException("a VALUE default carries a value, other kinds none");
        }
    }

    public static AttrDefault of(AttrValue value) {
        return new AttrDefault(Kind.VALUE, value);
    }
}
