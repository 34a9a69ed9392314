package io.nosagent.config.intent.qos;

/** What a classifier matches: IPv4 or IPv6 packets (OpenConfig's MPLS and ETHERNET are not served). */
public enum ClassifierType {
    IPV4, IPV6;

    /** The condition container of its terms ({@code ipv4}, {@code ipv6}). */
    public String condition() {
        return this == IPV4 ? "ipv4" : "ipv6";
    }
}
