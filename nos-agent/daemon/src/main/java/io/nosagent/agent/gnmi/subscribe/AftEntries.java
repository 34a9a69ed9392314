package io.nosagent.agent.gnmi.subscribe;

import io.nosagent.config.ConfigPath;

import java.util.List;
import java.util.Set;

/**
 * Where an AFT entry starts in a leaf's path. AFT clients (featureprofiles AFT-1.1, AFT-3.1) rebuild the
 * forwarding table one entry at a time: each next-hop group, next hop and IPv4/IPv6 entry comes in a
 * notification of its own, prefixed at the entry and marked atomic, and goes with one delete of the entry.
 */
final class AftEntries {

    /** The containers under {@code afts} whose list entries are AFT entries. */
    private static final Set<String> TABLES = Set.of("next-hop-groups", "next-hops", "ipv4-unicast", "ipv6-unicast");

    private AftEntries() {
    }

    /** How many elements of {@code elems} name the AFT entry it lies in; 0 when it lies in none. */
    static int entryLength(List<ConfigPath.Elem> elems) {
        // network-instances / network-instance[name] / afts / <table> / <entry>[key]
        if (elems.size() < 5 || !elems.get(2).localName().equals("afts") || !TABLES.contains(elems.get(3).localName())) {
            return 0;
        }
        return 5;
    }
}
