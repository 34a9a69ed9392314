package io.nosagent.config.intent.platform;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * The thresholds the operator set on one resource, in percent of the table (used / (used + free)); an
 * absent one is {@link Thresholds#DEFAULT}'s.
 *
 * @param name  the resource's name as configured (checked against {@link TableResource} by the validator)
 * @param upper {@code used-threshold-upper}: at or above it the resource is exceeded
 * @param clear {@code used-threshold-upper-clear}: below it an exceeded resource clears
 */
public record ResourceThreshold(String name, OptionalInt upper, OptionalInt clear) {

    public ResourceThreshold {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(upper, "upper");
        Objects.requireNonNull(clear, "clear");
    }

    /** A resource listed with no threshold of its own. */
    public static ResourceThreshold named(String name) {
        return new ResourceThreshold(name, OptionalInt.empty(), OptionalInt.empty());
    }

    public ResourceThreshold withUpper(int percent) {
        return new ResourceThreshold(name, OptionalInt.of(percent), clear);
    }

    public ResourceThreshold withClear(int percent) {
        return new ResourceThreshold(name, upper, OptionalInt.of(percent));
    }

    /** The thresholds in effect: what is set, the defaults for the rest. */
    public Thresholds effective() {
        return new Thresholds(upper.orElse(Thresholds.DEFAULT.upper()), clear.orElse(Thresholds.DEFAULT.clear()));
    }
}
