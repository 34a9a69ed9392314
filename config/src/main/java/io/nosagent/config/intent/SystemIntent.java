package io.nosagent.config.intent;

import java.util.List;
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
 * @param dns         the resolver's servers and search domains ({@code /system/dns})
 */
public record SystemIntent(String hostname, Optional<String> domainName, Optional<String> loginBanner,
                           Optional<String> motdBanner, Dns dns) {

    /** The resolver: domains searched in the order given, and its servers by address. */
    public record Dns(List<String> search, List<DnsServer> servers) {
        public static final Dns NONE = new Dns(List.of(), List.of());

        public Dns {
            search = List.copyOf(search);
            servers = List.copyOf(servers);
        }
    }

    /** A DNS server: its IPv4 or IPv6 address as configured, and its port (53 unless given). */
    public record DnsServer(String address, int port) {
        public static final int DEFAULT_PORT = 53;

        public DnsServer {
            Objects.requireNonNull(address, "address");
        }
    }

    public SystemIntent {
        Objects.requireNonNull(hostname, "hostname");
        Objects.requireNonNull(domainName, "domainName");
        Objects.requireNonNull(loginBanner, "loginBanner");
        Objects.requireNonNull(motdBanner, "motdBanner");
        Objects.requireNonNull(dns, "dns");
    }

    public static SystemIntent named(String hostname) {
        return new SystemIntent(hostname, Optional.empty(), Optional.empty(), Optional.empty(), Dns.NONE);
    }

    public SystemIntent withHostname(String value) {
        return new SystemIntent(value, domainName, loginBanner, motdBanner, dns);
    }

    /** A copy with {@code value} as domain name; {@code null} removes it (as for the banners). */
    public SystemIntent withDomainName(String value) {
        return new SystemIntent(hostname, Optional.ofNullable(value), loginBanner, motdBanner, dns);
    }

    public SystemIntent withLoginBanner(String value) {
        return new SystemIntent(hostname, domainName, Optional.ofNullable(value), motdBanner, dns);
    }

    public SystemIntent withMotdBanner(String value) {
        return new SystemIntent(hostname, domainName, loginBanner, Optional.ofNullable(value), dns);
    }
}
