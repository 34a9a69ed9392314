package io.nosagent.config.intent.routing;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What the operator set on one next hop of a static route beside its address: the index it was given
 * (state reports it under that index) and the OpenConfig selection leaves, kept as configured.
 *
 * @param index      the next hop's key in the document
 * @param metric     its cost, when set
 * @param preference its administrative distance, when set
 * @param recurse    whether it may be resolved through another route, when set (OpenConfig's default: false)
 */
public record StaticNextHop(String index, OptionalLong metric, OptionalLong preference, Optional<Boolean> recurse) {

    public StaticNextHop {
        Objects.requireNonNull(index, "index");
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(preference, "preference");
        Objects.requireNonNull(recurse, "recurse");
    }

    /** Whether nothing but the index is set. */
    public boolean onlyIndexed() {
        return metric.isEmpty() && preference.isEmpty() && recurse.isEmpty();
    }

    /** A next hop with nothing set but its index. */
    public static StaticNextHop indexed(String index) {
        return new StaticNextHop(index, OptionalLong.empty(), OptionalLong.empty(), Optional.empty());
    }
}
