package io.nosagent.config.validate;

import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.SystemIntent;
import io.nosagent.config.yang.SystemYang;

import java.util.regex.Pattern;

/**
 * Checks the hostname: the model types it as a domain name but says it should be a single label; a
 * switch name goes into prompts, syslog and LLDP, so it must be an RFC 1123 host label.
 */
public final class SystemValidator implements SectionValidator<SystemIntent> {

    private static final Pattern HOST_LABEL = Pattern.compile("[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?");

    @Override
    public void validate(SystemIntent system, ValidationContext context, ConfigErrors errors) {
        if (!HOST_LABEL.matcher(system.hostname()).matches()) {
            errors.add(ConfigError.Kind.CONSTRAINT, SystemYang.Config.path().child(SystemYang.Config.HOSTNAME),
                    "'" + system.hostname() + "' is not a host name: one label of letters, digits and '-'"
                            + " (not at either end), at most 63 characters; put the domain in domain-name");
        }
    }
}
