package io.nosagent.config.validate;

import io.nosagent.config.ConfigErrors;

/**
 * The checks of one config section that the schema cannot express.
 *
 * @param <T> the section's intent type
 */
@FunctionalInterface
public interface SectionValidator<T> {

    /** Adds every problem of {@code section} to {@code errors}, each at its exact path. */
    void validate(T section, ValidationContext context, ConfigErrors errors);
}
