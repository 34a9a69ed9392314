package io.nosagent.config.validate;

import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.intent.platform.ComponentsIntent;
import io.nosagent.config.intent.platform.ResourceThreshold;
import io.nosagent.config.intent.platform.TableResource;
import io.nosagent.config.intent.platform.Thresholds;
import io.nosagent.config.yang.ComponentsYang.Component;
import io.nosagent.config.yang.ComponentsYang.Component.IntegratedCircuit.Utilization.Resources.Resource;

/**
 * Checks of the components section the schema cannot express: only the ASIC's integrated circuit has
 * settings, its resources are the tables it reports ({@link TableResource}), and a resource's clear
 * threshold is below its upper one (else an exceeded resource could never clear), each at its path. The
 * 0..100 ranges are the schema's ({@code oc-types:percentage}).
 */
public final class ComponentsValidator implements SectionValidator<ComponentsIntent> {

    @Override
    public void validate(ComponentsIntent intent, ValidationContext context, ConfigErrors errors) {
        for (ComponentsIntent.Component c : intent.components().values()) {
            if (!c.name().equals(ComponentsIntent.ASIC)) {
                errors.add(ConfigError.Kind.CONSTRAINT, Component.path(c.name()), "component '" + c.name()
                        + "' has nothing to configure: only the integrated circuit " + ComponentsIntent.ASIC
                        + "'s resource thresholds are configurable");
                continue;
            }
            for (ResourceThreshold r : c.resources().values()) {
                if (TableResource.ofName(r.name()).isEmpty()) {
                    errors.add(ConfigError.Kind.CONSTRAINT, Resource.path(c.name(), r.name()), "unknown resource '" + r.name()
                            + "' (" + c.name() + " reports " + TableResource.names() + ")");
                    continue;
                }
                Thresholds t = r.effective();
                if (t.clear() >= t.upper()) {
                    ConfigPath config = Resource.Config.path(c.name(), r.name());
                    boolean clearSet = r.clear().isPresent();
                    errors.add(ConfigError.Kind.CONSTRAINT,
                            config.child(clearSet ? Resource.Config.USED_THRESHOLD_UPPER_CLEAR : Resource.Config.USED_THRESHOLD_UPPER),
                            Resource.Config.USED_THRESHOLD_UPPER_CLEAR + " " + t.clear() + (clearSet ? "" : " (default)")
                                    + " is not below " + Resource.Config.USED_THRESHOLD_UPPER + " " + t.upper()
                                    + (r.upper().isPresent() ? "" : " (default)")
                                    + ": an exceeded resource clears only once its use falls below the clear threshold");
                }
            }
        }
    }
}
