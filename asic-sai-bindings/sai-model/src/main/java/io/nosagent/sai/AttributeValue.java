package io.nosagent.sai;

import java.util.Objects;

/**
 * The one implementation of {@link Attribute}: package-private, so an {@link Attribute.Of} can only come
 * from a typed spec's builder (or, untyped, from {@link Attribute#checked} and {@link Attribute#unchecked}).
 */
record AttributeValue<O extends SaiObject>(AttrSpec spec, AttrValue value) implements Attribute.Of<O> {

    AttributeValue {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(value, "value");
    }

    @Override
    public String toString() {
        return spec.name() + "=" + value;
    }
}
