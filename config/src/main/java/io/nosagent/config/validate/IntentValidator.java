package io.nosagent.config.validate;

import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;

import java.util.NavigableMap;

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

    /**
     * {@link #validate} of {@code intent}, which differs from an intent that passed every check against the same
     * context only in the static routes {@code changed} (added or changed; removed ones are gone from both). A check
     * that judges each route on its own against the other sections looks at those alone, so a Set of 20k routes
     * into a large table costs its routes; the default checks the whole intent.
     */
    default void validateRoutes(SwitchIntent intent, NavigableMap<Cidr, StaticRoute> changed, ValidationContext context,
                                ConfigErrors errors) {
        validate(intent, context, errors);
    }
}
