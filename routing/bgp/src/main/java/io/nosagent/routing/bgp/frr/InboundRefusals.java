package io.nosagent.routing.bgp.frr;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.Announcement;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What bgpd's inbound policy refused from host sidecars: their adj-RIB-in is kept
 * ({@code soft-reconfiguration inbound}, rendered by {@link FrrConfig}), so {@code filtered-routes} lists each
 * path the task-VIP route-map denied. Each refused path is reported once, when first seen; one that leaves the
 * list and comes back is reported again. Sidecars only: a spine's table is large and kept once, by bgpd.
 */
public final class InboundRefusals {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The host sidecars (neighbors with host interfaces), from the applied intent. */
    private volatile List<InetAddress> sidecars = List.of();
    /** The switch's AS. */
    private volatile String localAs = "";
    /** The paths already reported (written by the polling thread; cleared when BGP goes). */
    private volatile Set<Announcement> seen = Set.of();

    /** Follows the applied intent's sidecars and AS (update thread). */
    public void follow(BgpIntent bgp) {
        sidecars = bgp.neighbors().values().stream().filter(Neighbor::isHost).map(Neighbor::address).toList();
        localAs = bgp.global().map(g -> Long.toString(g.as())).orElse("");
    }

    /**
     * Reads the sidecars' filtered paths (each in its own address's family) in one vtysh call and returns those
     * not reported before; empty when bgpd does not answer. A path through the switch's own AS is no announcement
     * of the sidecar's: it is the switch's own (an aggregate) sent back, which bgpd drops as a loop.
     */
    public List<Announcement> poll(Vtysh vtysh) {
        List<InetAddress> sidecars = this.sidecars;
        if (sidecars.isEmpty()) {
            seen = Set.of();
            return List.of();
        }
        var commands = sidecars.stream().map(a -> "show bgp " + (a instanceof Inet4Address ? "ipv4" : "ipv6")
                + " unicast neighbors " + IpAddresses.format(a) + " filtered-routes json").toArray(String[]::new);
        var now = new HashSet<Announcement>();
        try (var outputs = JSON.readerFor(JsonNode.class).<JsonNode>readValues(vtysh.show(commands))) {
            for (InetAddress neighbor : sidecars) {
                if (!outputs.hasNextValue()) {
                    return List.of();
                }
                filtered(outputs.nextValue(), neighbor, localAs, now);
            }
        } catch (IOException | RuntimeException e) {
            return List.of(); // bgpd restarting or a sidecar not configured yet: the next poll
        }
        var fresh = new ArrayList<Announcement>();
        for (Announcement a : now) {
            if (!seen.contains(a)) {
                fresh.add(a);
            }
        }
        seen = now;
        return fresh;
    }

    /** The paths of one neighbor's {@code filtered-routes json}: prefix -> path (or a list of paths). */
    private static void filtered(JsonNode output, InetAddress neighbor, String localAs, Set<Announcement> into) {
        JsonNode routes = output.has("filteredRoutes") ? output.path("filteredRoutes") : output.path("receivedRoutes");
        for (Map.Entry<String, JsonNode> e : routes.properties()) {
            Cidr prefix;
            try {
                prefix = Cidr.parse(e.getKey());
            } catch (IllegalArgumentException ex) {
                continue;
            }
            for (JsonNode path : e.getValue().isArray() ? e.getValue() : List.of(e.getValue())) {
                if (List.of(path.path("path").asText("").split(" ")).contains(localAs)) {
                    continue;
                }
                String nextHop = path.path("nextHop").asText(path.path("nexthop").asText(""));
                try {
                    into.add(new Announcement(prefix, IpAddresses.parse(nextHop), neighbor, 0, false));
                } catch (IllegalArgumentException ex) {
                    // no readable next hop: nothing to judge
                }
            }
        }
    }

    /** Follows nothing and forgets what was reported (BGP off). */
    public void clear() {
        sidecars = List.of();
        seen = Set.of();
    }
}
