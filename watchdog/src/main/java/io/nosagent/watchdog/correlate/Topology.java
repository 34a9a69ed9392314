package io.nosagent.watchdog.correlate;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * What the correlator knows of where ports lead: the peer at the other end, the ASIC the port is on, and
 * the next-hop groups whose members leave through it.
 *
 * @param peers  port to the peer's name (a NIC, a CTSW), where known
 * @param asics  port to its ASIC (or linecard)
 * @param groups port to the ids of the next-hop groups with a member on it
 */
public record Topology(Map<String, String> peers, Map<String, String> asics, Map<String, Set<Long>> groups) {

    public Topology {
        peers = Map.copyOf(peers);
        asics = Map.copyOf(asics);
        groups = Map.copyOf(groups);
    }

    /** Ports named {@code ethL/P/S} on one ASIC per linecard {@code L}; no peers, no groups. */
    public static Topology ofPorts(Collection<String> ports) {
        var asics = new TreeMap<String, String>();
        for (String p : ports) {
            asics.put(p, "the ASIC of linecard " + linecard(p));
        }
        return new Topology(Map.of(), asics, Map.of());
    }

    public Topology withPeers(Map<String, String> value) {
        return new Topology(value, asics, groups);
    }

    public Topology withGroups(Map<String, Set<Long>> value) {
        return new Topology(peers, asics, value);
    }

    public Optional<String> peer(String port) {
        return Optional.ofNullable(peers.get(port));
    }

    public Optional<String> asic(String port) {
        return Optional.ofNullable(asics.get(port));
    }

    public Set<Long> groups(String port) {
        return groups.getOrDefault(port, Set.of());
    }

    private static String linecard(String port) {
        String digits = port.replaceFirst("^\\D*", "");
        int slash = digits.indexOf('/');
        return slash > 0 ? digits.substring(0, slash) : "1";
    }
}
