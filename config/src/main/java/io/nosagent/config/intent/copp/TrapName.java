package io.nosagent.config.intent.copp;

import java.util.Arrays;
import java.util.Optional;

/** A kind of packet the ASIC traps to the CPU, by its {@code nosagent-copp} name. */
public enum TrapName {
    ARP_REQUEST("arp-request"),
    ARP_RESPONSE("arp-response"),
    NEIGHBOR_DISCOVERY("neighbor-discovery"),
    LLDP("lldp"),
    LACP("lacp"),
    BGP("bgp"),
    BGPV6("bgpv6"),
    IP2ME("ip2me"),
    TTL_ERROR("ttl-error"),
    L3_MTU_ERROR("l3-mtu-error"),
    NEIGHBOR_MISS("neighbor-miss"),
    DHCP("dhcp"),
    DHCPV6("dhcpv6");

    private final String yangName;

    TrapName(String yangName) {
        this.yangName = yangName;
    }

    public String yangName() {
        return yangName;
    }

    public static Optional<TrapName> ofYangName(String name) {
        return Arrays.stream(values()).filter(t -> t.yangName.equals(name)).findFirst();
    }

    @Override
    public String toString() {
        return yangName;
    }
}
