package io.nosagent.config.validate;

import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.SwitchIntent;

/**
 * Checks that relate sections, which a {@link SectionValidator} (one section at a time) cannot see:
 * a static route's next hop against the interfaces' subnets, for example. They run once every section
 * has decoded and passed its own checks, so they see a complete, locally valid intent and do not
 * repeat a problem already reported.
 */
@FunctionalInterface
public interface IntentValidator {

    /** Adds every problem of {@code intent} to {@code errors}, each at the path of the offending leaf. */
    void validate(SwitchIntent intent, ValidationContext context, ConfigErrors errors);
}
