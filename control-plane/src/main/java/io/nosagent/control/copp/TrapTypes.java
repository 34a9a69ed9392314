package io.nosagent.control.copp;

import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.sai.meta.SaiEnums.HostifTrapType;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/** The SAI trap type ({@code sai_hostif_trap_type_t}) of each kind of trapped packet the config names. */
public final class TrapTypes {

    private static final Map<TrapName, Integer> SAI = new EnumMap<>(Map.ofEntries(
            Map.entry(TrapName.ARP_REQUEST, HostifTrapType.ARP_REQUEST),
            Map.entry(TrapName.ARP_RESPONSE, HostifTrapType.ARP_RESPONSE),
            Map.entry(TrapName.NEIGHBOR_DISCOVERY, HostifTrapType.IPV6_NEIGHBOR_DISCOVERY),
            Map.entry(TrapName.LLDP, HostifTrapType.LLDP),
            Map.entry(TrapName.LACP, HostifTrapType.LACP),
            Map.entry(TrapName.BGP, HostifTrapType.BGP),
            Map.entry(TrapName.BGPV6, HostifTrapType.BGPV6),
            Map.entry(TrapName.IP2ME, HostifTrapType.IP2ME),
            Map.entry(TrapName.TTL_ERROR, HostifTrapType.TTL_ERROR),
            Map.entry(TrapName.L3_MTU_ERROR, HostifTrapType.L3_MTU_ERROR),
            Map.entry(TrapName.NEIGHBOR_MISS, HostifTrapType.NEIGHBOR_MISS),
            Map.entry(TrapName.DHCP, HostifTrapType.DHCP),
            Map.entry(TrapName.DHCPV6, HostifTrapType.DHCPV6)));

    private TrapTypes() {
    }

    public static int of(TrapName trap) {
        return SAI.get(trap);
    }

    /** The config's name of a SAI trap type, if the agent traps it. */
    public static Optional<TrapName> nameOf(int saiTrapType) {
        return SAI.entrySet().stream().filter(e -> e.getValue() == saiTrapType).map(Map.Entry::getKey).findFirst();
    }
}
