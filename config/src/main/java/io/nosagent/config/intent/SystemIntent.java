package io.nosagent.config.intent;

import java.util.Objects;
import java.util.Optional;

/**
 * Switch-wide settings from openconfig-system {@code /system/config}.
 *
 * @param hostname    this switch's name, one DNS label ({@code rtsw001}); required, since events,
 *                    alarms and snapshots are named by it
 * @param domainName  DNS domain that qualifies the hostname
 * @param loginBanner text shown before login
 * @param motdBanner  text shown after login
 */
public record SystemIntent(String hostname, Optional<String> domainName, Optional<String> loginBanner,
                           Optional<String> motdBanner) {

    public SystemIntent {
        Objects.requireNonNull(hostname, "hostname");
        Objects.requireNonNull(domainName, "domainName");
        Objects.requireNonNull(loginBanner, "loginBanner");
        Objects.requireNonNull(motdBanner, "motdBanner");
    }

    public static SystemIntent named(String hostname) {
        return new SystemIntent(hostname, Optional.empty(), Optional.empty(), Optional.empty());
    }

    public SystemIntent withHostname(String value) {
        return new SystemIntent(value, domainName, loginBanner, motdBanner);
    }

    /** A copy with {@code value} as domain name; {@code null} removes it (as for the banners). */
    public SystemIntent withDomainName(String value) {
        return new SystemIntent(hostname, Optional.ofNullable(value), loginBanner, motdBanner);
    }

    public SystemIntent withLoginBanner(String value) {
        return new SystemIntent(hostname, domainName, Optional.ofNullable(value), motdBanner);
    }

    public SystemIntent withMotdBanner(String value) {
        return new SystemIntent(hostname, domainName, loginBanner, Optional.ofNullable(value));
    }
}
