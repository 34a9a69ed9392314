package io.nosagent.lab.fabric;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.agent.NosAgent;
import io.nosagent.config.codec.ShippedCopp;
import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.control.ControlPlaneFeature;
import io.nosagent.control.copp.CpuQueueCounters;
import io.nosagent.control.neighbor.Neighbor;
import io.nosagent.lab.traffic.ArpFlood;
import io.nosagent.routing.bgp.BgpFeature;

import java.io.IOException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A host of rack 0 floods its RTSW with ARP requests at 1M packets/s while the zone runs BGP on FRR: the
 * arp-request CPU queue's policer must hold it at its rate while the RTSW's BGP sessions (trapped to another CPU
 * queue), its routes and its other neighbors stay up. The zone runs along the wall clock, as FRR does, for longer
 * than the BGP hold time.
 */
public final class ZoneArpFlood {

    /** Longer than the zone's 9 s BGP hold time: a starved session would have ended. */
    public static final Duration DEFAULT_LENGTH = Duration.ofSeconds(12);

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * What the flood did.
     *
     * @param sessions      rtsw001's sessions (peer -> FRR's state) after the flood
     * @param sessionDrops  how many times each went down during the flood
     * @param routesKept    whether every switch's learned routes were the same after the flood as before
     * @param neighborsUp   rtsw001's neighbors still resolved after the flood, of {@code neighbors}
     */
    public record Result(String flooder, Duration wall, double simulatedSeconds, long sent, long delivered, long policed,
                         int policerRate, Map<String, String> sessions, Map<String, Long> sessionDrops, boolean routesKept,
                         long neighborsUp, long neighbors) {

        /** Every session stayed Established without a drop, and the routes stayed. */
        public boolean bgpKept() {
            return routesKept && sessions.values().stream().allMatch("Established"::equals)
                    && sessionDrops.values().stream().allMatch(d -> d == 0);
        }
    }

    private ZoneArpFlood() {
    }

    /** Floods from rack 0's first NIC for {@code length} of wall time, driving {@code zone} along the wall clock. */
    public static Result run(VirtualZone zone, Duration length) throws InterruptedException {
        var rtsw = zone.rtsw(0);
        var plan = zone.plan();
        var peers = plan.ctswsOf(0).stream().map(s -> plan.ctswLinkAddress(0, s)).toList();
        var dropsBefore = new LinkedHashMap<String, Long>();
        peers.forEach(p -> dropsBefore.put(p, drops(rtsw, p)));
        var routesBefore = zone.agents().stream().map(a -> a.intent().learned()).toList();
        var before = arpQueue(rtsw);
        var flooder = zone.nics(0).getFirst();

        long simStart = zone.time().simulation().now();
        long wallStart = System.nanoTime();
        var flood = ArpFlood.start(zone.time().simulation(), flooder, Long.MAX_VALUE, ArpFlood.MILLION_PPS_GAP_NS);
        while (System.nanoTime() - wallStart < length.toNanos()) {
            zone.run(Duration.ofMillis(2));
            Thread.sleep(1);
        }
        flood.stop();
        Duration wall = Duration.ofNanos(System.nanoTime() - wallStart);
        double simulated = (zone.time().simulation().now() - simStart) / 1e9;

        var after = arpQueue(rtsw);
        var sessions = new LinkedHashMap<String, String>();
        var sessionDrops = new LinkedHashMap<String, Long>();
        for (String p : peers) {
            JsonNode n = neighbor(rtsw, p);
            sessions.put(p, n.path("bgpState").asText("none"));
            sessionDrops.put(p, n.path("connectionsDropped").asLong(-1) - dropsBefore.get(p));
        }
        var control = rtsw.feature(ControlPlaneFeature.class);
        var neighbors = control.neighborTable().published().get().neighbors().values();
        int rate = control.copp().programmed().orElseThrow().queues().get(arpQueueId()).rate();
        return new Result(flooder.name(), wall, simulated, flood.sent(), after.packets() - before.packets(),
                after.policerDrops() - before.policerDrops(), rate, sessions, sessionDrops,
                routesBefore.equals(zone.agents().stream().map(a -> a.intent().learned()).toList()), neighbors.stream().filter(Neighbor::isResolved).count(), neighbors.size());
    }

    private static int arpQueueId() {
        return ShippedCopp.profile().traps().get(TrapName.ARP_REQUEST);
    }

    private static CpuQueueCounters.QueueCounts arpQueue(NosAgent agent) {
        var counters = agent.feature(ControlPlaneFeature.class).cpuQueueCounters();
        counters.poll();
        return counters.published().get().queues().get(arpQueueId());
    }

    private static long drops(NosAgent agent, String peer) {
        return neighbor(agent, peer).path("connectionsDropped").asLong(-1);
    }

    /** bgpd's view of {@code agent}'s session to {@code peer}. */
    private static JsonNode neighbor(NosAgent agent, String peer) {
        String text = agent.feature(BgpFeature.class).frr().orElseThrow().daemons().vtysh().show("show bgp neighbors " + peer + " json");
        try {
            return JSON.readTree(text).path(peer);
        } catch (IOException e) {
            return JSON.missingNode();
        }
    }
}
