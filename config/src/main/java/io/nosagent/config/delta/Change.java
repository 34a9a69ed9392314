package io.nosagent.config.delta;

import java.util.Objects;

/**
 * One configured item that exists on both sides of a commit with a different value.
 *
 * @param before the running value
 * @param after  the value being committed
 */
public record Change<V>(V before, V after) {
    public Change {
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(after, "after");
    }
}
