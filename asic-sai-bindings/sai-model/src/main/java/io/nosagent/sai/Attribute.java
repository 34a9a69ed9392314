package io.nosagent.sai;

/**
 * One {@code sai_attribute_t}: an attribute and its value.
 *
 * <p>Features build {@link Of Of&lt;O&gt;} attributes with the typed builders of the generated specs
 * ({@code PortAttr.MTU.u32(9100)}), whose value kind and object type the compiler checks. Backends and
 * decoders, which learn the attribute at run time, use this root type: {@link #checked} pairs a spec
 * with a value after checking the value kind, and {@link #unchecked} does not check at all, so a test
 * can show a backend a value of the wrong kind, to which it must answer INVALID_ATTR_VALUE as a real SAI
 * does.
 */
public sealed interface Attribute permits Attribute.Of {

    AttrSpec spec();

    AttrValue value();

    /**
     * An attribute of an {@code O} object, as the typed builders make it; what the store takes for a
     * key of the same object type.
     *
     * @param <O> the object type, a {@link SaiObject} marker
     */
    sealed interface Of<O extends SaiObject> extends Attribute permits AttributeValue {
    }

    /**
     * Pairs {@code spec} with {@code value}, refusing a value of another kind: for attributes known only at
     * run time (a decoded file, a vendor catalog).
     *
     * @throws IllegalArgumentException naming the attribute and the kind it takes
     */
    static Attribute checked(AttrSpec spec, AttrValue value) {
        if (!spec.accepts(value)) {
            throw new IllegalArgumentException(spec.name() + " takes " + spec.valueType() + ", not " + value);
        }
        return new AttributeValue<>(spec, value);
    }

    /**
     * Pairs {@code spec} with {@code value} without any check: only to hand a backend what a faulty
     * caller might (tests of INVALID_ATTR_VALUE), or to re-label a value a backend checks next.
     */
    static Attribute unchecked(AttrSpec spec, AttrValue value) {
        return new AttributeValue<>(spec, value);
    }
}
