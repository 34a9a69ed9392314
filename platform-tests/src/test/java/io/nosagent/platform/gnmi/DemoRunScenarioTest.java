package io.nosagent.platform.gnmi;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.lab.traffic.SimulatedFaults;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What {@code nos-agent run} shows, seen only through gNMI: the shipped RTSW example with the lab's simulated hosts
 * and spine peers (as {@code run} cables them) and, set over gNMI, a static default route over the spine peers (an
 * ECMP group over the 18 uplinks, next hops learned by ARP) with E-ECMP and flowlets on, the hosts' traffic to the ranks behind the spines on every uplink, nothing dropped on
 * the lossless queue; and an uplink cut through gNMI's sim path moving that traffic to the others.
 */
class DemoRunScenarioTest {

    private static final String ROUTING = "/nosagent-routing:routing";
    private static final String QOS = "/qos/interfaces/interface[interface-id=%s]";
    private static final List<String> UPLINKS = IntStream.rangeClosed(17, 34).mapToObj(i -> "eth1/" + i + "/1").toList();
    private static final List<String> PORTS = IntStream.rangeClosed(1, 34).mapToObj(i -> "eth1/" + i + "/1").toList();

    @Test
    void aDefaultRouteOverTheSpinePeersSpreadsRoceOverEveryUplinkLosslesslyAndAnUplinkCutMovesItToTheOthers(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            sw.admin().set(defaultRouteOverTheSpines());
            try (var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.ALLREDUCE, 1)) {
                sw.agent.acceptFaults(new SimulatedFaults(hosts));
                spreadsOverEveryUplinkAndMovesOffACutOne(sw);
            }
        }
    }

    /** A static default route over the 18 spine peers (10.1.n.1), E-ECMP and flowlets on: one gNMI Set. */
    private static SetRequest defaultRouteOverTheSpines() {
        String hops = IntStream.rangeClosed(1, 18).mapToObj(n -> "{\"index\": \"10.1.%d.1\", \"config\": {\"index\": \"10.1.%d.1\", \"next-hop\": \"10.1.%d.1\"}}"
                .formatted(n, n, n)).collect(java.util.stream.Collectors.joining(", "));
        return SetRequest.newBuilder()
                .addUpdate(GnmiSwitch.update("/network-instances/network-instance[name=DEFAULT]/protocols/protocol[identifier=STATIC][name=STATIC]"
                        + "/static-routes/static[prefix=0.0.0.0/0]", "{\"config\": {\"prefix\": \"0.0.0.0/0\"}, \"next-hops\": {\"next-hop\": [" + hops + "]}}"))
                .addUpdate(GnmiSwitch.update(ROUTING + "/load-balancing/roce-qp-hash/config", "{\"enabled\": true}"))
                .addUpdate(GnmiSwitch.update(ROUTING + "/flowlets/config", "{\"enabled\": true}"))
                .build();
    }

    private static void spreadsOverEveryUplinkAndMovesOffACutOne(GnmiSwitch sw) throws InterruptedException {
        assertThat(await(sw, ROUTING + "/load-balancing/roce-qp-hash/state/enabled", JsonNode::asBoolean).asBoolean())
                .as("E-ECMP: the RoCE destination QP in the hash").isTrue();
        assertThat(sw.read(ROUTING + "/flowlets/state/enabled").asBoolean()).as("flowlets").isTrue();
        JsonNode group = await(sw, ROUTING + "/next-hop-groups", g -> upMembers(g).size() == UPLINKS.size());
        assertThat(upMembers(group)).as("the default route's group: one member per spine peer").containsExactlyInAnyOrderElementsOf(UPLINKS);

        Map<String, Long> start = rdmaOut(sw, UPLINKS);
        Map<String, Long> moved = awaitGrowth(sw, start, UPLINKS, d -> d.values().stream().allMatch(v -> v > 0));
        assertThat(moved).as("RoCE packets out of each uplink").allSatisfy((port, n) -> assertThat(n).as(port).isPositive());

        String cut = UPLINKS.getFirst();
        sw.admin().set(SetRequest.newBuilder().addUpdate(GnmiSwitch.update(
                "nosagent:/sim/interfaces/interface[name=" + cut + "]/config/link-up", "false")).build());
        await(sw, "/interfaces/interface[name=" + cut + "]/state/oper-status", v -> v.asText().equals("DOWN"));
        await(sw, ROUTING + "/next-hop-groups", g -> !upMembers(g).contains(cut) && upMembers(g).size() == UPLINKS.size() - 1);

        var others = new ArrayList<>(UPLINKS);
        others.remove(cut);
        // The counters served are the last poll's: what the cut uplink sent before the cut may show a poll later.
        awaitSettled(sw, cut);
        Map<String, Long> afterCut = rdmaOut(sw, UPLINKS);
        Map<String, Long> flowing = awaitGrowth(sw, afterCut, others, d -> d.values().stream().allMatch(v -> v > 0));
        assertThat(flowing).as("the cut uplink's share moves to the 17 others").allSatisfy((port, n) -> assertThat(n).as(port).isPositive());
        assertThat(rdmaOut(sw, List.of(cut)).get(cut) - afterCut.get(cut)).as("nothing more out of the cut uplink").isZero();

        for (String port : PORTS) {
            assertThat(number(sw.read(QOS.formatted(port) + "/output/queues/queue[name=rdma]/state/dropped-pkts")))
                    .as("drops on the lossless queue of %s", port).isZero();
        }
    }

    /** The interfaces of the ECMP group's members that are up. */
    private static List<String> upMembers(JsonNode groups) {
        var out = new ArrayList<String>();
        for (JsonNode g : groups.path("nosagent-routing:next-hop-group")) {
            if (!g.path("state").path("type").asText().equals("ecmp")) {
                continue;
            }
            for (JsonNode m : g.path("members").path("member")) {
                if (m.path("state").path("status").asText().equals("up")) {
                    out.add(m.path("state").path("interface").asText());
                }
            }
        }
        return out;
    }

    private static Map<String, Long> rdmaOut(GnmiSwitch sw, List<String> ports) {
        var out = new LinkedHashMap<String, Long>();
        for (String p : ports) {
            out.put(p, number(sw.read(QOS.formatted(p) + "/output/queues/queue[name=rdma]/state/transmit-pkts")));
        }
        return out;
    }

    /** Waits (at most 30 s) until what {@code port} sent stays the same for a second (ten counter polls). */
    private static void awaitSettled(GnmiSwitch sw, String port) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        long last = rdmaOut(sw, List.of(port)).get(port);
        long since = System.nanoTime();
        while (System.nanoTime() - since < Duration.ofSeconds(1).toNanos()) {
            assertThat(System.nanoTime()).as(port + " still sending 30 s after its cut").isLessThan(deadline);
            Thread.sleep(100);
            long now = rdmaOut(sw, List.of(port)).get(port);
            if (now != last) {
                last = now;
                since = System.nanoTime();
            }
        }
    }

    /** Waits (at most 30 s) until what {@code ports} sent since {@code from} satisfies {@code until}; returns it. */
    private static Map<String, Long> awaitGrowth(GnmiSwitch sw, Map<String, Long> from, List<String> ports,
                                                 Predicate<Map<String, Long>> until) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        Map<String, Long> delta;
        do {
            var now = rdmaOut(sw, ports);
            delta = new LinkedHashMap<>();
            for (String p : ports) {
                delta.put(p, now.get(p) - from.get(p));
            }
            if (until.test(delta)) {
                return delta;
            }
            Thread.sleep(100);
        } while (System.nanoTime() < deadline);
        return delta;
    }

    private static JsonNode await(GnmiSwitch sw, String path, Predicate<JsonNode> until) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        JsonNode v;
        do {
            v = sw.read(path);
            if (until.test(v)) {
                return v;
            }
            Thread.sleep(100);
        } while (System.nanoTime() < deadline);
        throw new AssertionError(path + " never became as expected: " + v);
    }

    private static long number(JsonNode v) {
        return Long.parseLong(v.asText());
    }
}
