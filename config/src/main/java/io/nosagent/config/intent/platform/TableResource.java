package io.nosagent.config.intent.platform;

import java.util.Arrays;
import java.util.Optional;

/**
 * An ASIC hardware table whose use the integrated circuit reports under
 * {@code integrated-circuit/utilization/resources/resource[name]}, by the name the agent serves it as.
 * Per address family where SAI reports availability per family (routes, next hops, neighbors).
 */
public enum TableResource {
    IPV4_ROUTES("ipv4-routes", "IPv4 route entries"),
    IPV6_ROUTES("ipv6-routes", "IPv6 route entries"),
    IPV4_NEXT_HOPS("ipv4-next-hops", "IPv4 next hops"),
    IPV6_NEXT_HOPS("ipv6-next-hops", "IPv6 next hops"),
    NEXT_HOP_GROUPS("next-hop-groups", "next-hop groups"),
    NEXT_HOP_GROUP_MEMBERS("next-hop-group-members", "next-hop group members"),
    IPV4_NEIGHBORS("ipv4-neighbors", "IPv4 neighbor entries"),
    IPV6_NEIGHBORS("ipv6-neighbors", "IPv6 neighbor entries"),
    ACL_ENTRIES("acl-entries", "ACL entries");

    private final String resourceName;
    private final String description;

    TableResource(String resourceName, String description) {
        this.resourceName = resourceName;
        this.description = description;
    }

    /** The resource's name in the list ({@code ipv4-routes}). */
    public String resourceName() {
        return resourceName;
    }

    /** What the table holds, for operators. */
    public String description() {
        return description;
    }

    public static Optional<TableResource> ofName(String name) {
        return Arrays.stream(values()).filter(r -> r.resourceName.equals(name)).findFirst();
    }

    /** Every resource name, in this order, for messages. */
    public static String names() {
        return String.join(", ", Arrays.stream(values()).map(TableResource::resourceName).toList());
    }
}
