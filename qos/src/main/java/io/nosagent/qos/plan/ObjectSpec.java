package io.nosagent.qos.plan;

import io.nosagent.sai.store.key.HostKey;

import java.util.List;
import java.util.Objects;

/**
 * One SAI object as the plan wants it: its host key and its attributes, in the order they are
 * written.
 *
 * @param key   the object
 * @param attrs what QoS sets on it
 */
public record ObjectSpec(HostKey key, List<Desired> attrs) {
    public ObjectSpec {
        Objects.requireNonNull(key, "key");
        attrs = List.copyOf(attrs);
    }
}
