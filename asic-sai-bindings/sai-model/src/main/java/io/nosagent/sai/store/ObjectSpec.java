package io.nosagent.sai.store;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.store.key.HostKey;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;

/**
 * One SAI object as a programmer wants it: its host key and what it sets on it, in the order written;
 * {@link OwnedObjects} brings the ASIC to it. The key and the attributes are of one object type.
 *
 * @param key   the object
 * @param attrs what the programmer sets on it: values, or references to other objects by key
 * @param <O>   the object type
 */
public record ObjectSpec<O extends SaiObject>(HostKey<O> key, List<Desired<O>> attrs) {

    public ObjectSpec {
        Objects.requireNonNull(key, "key");
        attrs = List.copyOf(attrs);
        var seen = new HashSet<Integer>();
        for (Desired<O> d : attrs) {
            if (!seen.add(d.spec().id())) {
                throw new IllegalArgumentException(d.spec().name() + " given twice for " + key);
            }
        }
    }

    /** An object whose attributes are all plain values. */
    public static <O extends SaiObject> ObjectSpec<O> of(HostKey<O> key, List<Attribute.Of<O>> values) {
        return new ObjectSpec<>(key, values.stream().<Desired<O>>map(Desired::value).toList());
    }
}
