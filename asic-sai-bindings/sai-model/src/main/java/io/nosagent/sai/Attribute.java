package io.nosagent.sai;

import java.util.Objects;

/**
 * One {@code sai_attribute_t}: an attribute and its value. Built through {@link AttrSpec#of}
 * (which checks the value kind); the record itself does not check, so a backend can be shown a
 * value of the wrong kind and must answer INVALID_ATTR_VALUE as a real SAI does.
 */
public record Attribute(AttrSpec spec, AttrValue value) {
    public Attribute {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(value, "value");
    }

    @Override
    public String toString() {
        return spec.name() + "=" + value;
    }
}
