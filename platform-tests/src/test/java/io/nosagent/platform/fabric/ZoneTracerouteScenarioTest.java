package io.nosagent.platform.fabric;

import io.nosagent.api.gnoi.system.PingRequest;
import io.nosagent.api.gnoi.system.PingResponse;
import io.nosagent.api.gnoi.system.SystemGrpc;
import io.nosagent.api.gnoi.system.TracerouteRequest;
import io.nosagent.api.gnoi.system.TracerouteResponse;
import io.nosagent.lab.fabric.VirtualZone;
import io.nosagent.lab.fabric.ZonePlan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * gNOI Traceroute and Ping across the zone: from rtsw001 to a NIC in the other rack, every switch on the way
 * forwarding what still has TTL left and answering what ran out with ICMP time exceeded from the address of the
 * port it came in on; the far NIC answering the echo.
 */
class ZoneTracerouteScenarioTest {

    private static final String TEMPLATE = "racks = 2\nctsws = 2\nhosts-per-rack = 1\nnics-per-host = 2\n";
    private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);

    private static SystemGrpc.SystemBlockingStub system(Zone z, int rack) {
        return SystemGrpc.newBlockingStub(z.client(z.zone.rtsw(rack)).channel()).withDeadlineAfter(60, TimeUnit.SECONDS);
    }

    /** The hops of a traceroute from RTSW {@code from} to {@code destination}, after the first response naming it. */
    private static List<TracerouteResponse> traceroute(Zone z, int from, String destination) {
        var stub = system(z, from);
        List<TracerouteResponse> responses = z.whileRunning(() -> {
            var out = new ArrayList<TracerouteResponse>();
            stub.traceroute(TracerouteRequest.newBuilder().setDestination(destination).setWait(500 * MS).build()).forEachRemaining(out::add);
            return out;
        });
        assertThat(responses.getFirst().getDestinationAddress()).isEqualTo(destination);
        return responses.subList(1, responses.size());
    }

    @Test
    void tracerouteFromAnRtswToANicInTheOtherRackShowsTheCtswThenTheFarRtswThenTheNicEachFromItsIngressPort(@TempDir Path dir) {
        try (var z = Zone.start(dir, TEMPLATE, 23, VirtualZone.Edits.NONE)) {
            ZonePlan plan = z.zone.plan();
            List<Integer> ctsws = plan.sharedCtsws(0, 1);
            // Both ways: a CTSW's first interface is its port to rack 1, so from rack 2 only the ingress port's address is right.
            for (int[] way : new int[][]{{0, 1}, {1, 0}}) {
                int from = way[0];
                int to = way[1];
                String nic = plan.nicAddress(to, 0);

                var hops = traceroute(z, from, nic);

                System.out.printf("traceroute %s -> %s: %s%n", ZonePlan.rtswName(from), nic,
                        hops.stream().map(h -> h.getHop() + " " + h.getAddress() + " " + h.getRtt() + " ns").toList());
                assertThat(hops).extracting(TracerouteResponse::getHop).containsExactly(1, 2, 3);
                assertThat(hops).allSatisfy(h -> {
                    assertThat(h.getRtt()).as("hop %d's rtt", h.getHop()).isPositive();
                    assertThat(h.getState()).as("hop %d answered", h.getHop()).isEqualTo(TracerouteResponse.State.DEFAULT);
                });
                assertThat(hops.get(0).getAddress()).as("a CTSW, from its port toward %s", ZonePlan.rtswName(from))
                        .isIn(ctsws.stream().map(s -> plan.ctswLinkAddress(from, s)).toList());
                assertThat(hops.get(1).getAddress()).as("%s, from the uplink the probe came in on", ZonePlan.rtswName(to))
                        .isIn(ctsws.stream().map(s -> plan.rtswLinkAddress(to, s)).toList());
                assertThat(hops.get(2).getAddress()).as("the NIC itself").isEqualTo(nic);
                assertThat(z.zone.nics(to).getFirst().echoesAnswered()).as("only the last probe reached the NIC").isEqualTo(1);
            }
        }
    }

    @Test
    void pingFromAnRtswToANicInTheOtherRackCrossesTwoRouters(@TempDir Path dir) {
        try (var z = Zone.start(dir, TEMPLATE, 29, VirtualZone.Edits.NONE)) {
            String nic = z.zone.plan().nicAddress(1, 1);
            var stub = system(z, 0);

            List<PingResponse> responses = z.whileRunning(() -> {
                var out = new ArrayList<PingResponse>();
                stub.ping(PingRequest.newBuilder().setDestination(nic).setCount(2).setInterval(10 * MS).setWait(500 * MS).build())
                        .forEachRemaining(out::add);
                return out;
            });

            assertThat(responses).hasSize(3);
            assertThat(responses.subList(0, 2)).allSatisfy(r -> {
                assertThat(r.getSource()).isEqualTo(nic);
                assertThat(r.getTtl()).as("64 less the far RTSW and the CTSW").isEqualTo(62);
            });
            assertThat(responses.getLast().getReceived()).isEqualTo(2);
        }
    }
}
