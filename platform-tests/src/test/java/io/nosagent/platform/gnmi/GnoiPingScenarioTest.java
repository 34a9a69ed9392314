package io.nosagent.platform.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnoi.system.PingRequest;
import io.nosagent.api.gnoi.system.PingResponse;
import io.nosagent.api.gnoi.system.SystemGrpc;
import io.nosagent.api.gnoi.system.TracerouteRequest;
import io.nosagent.api.gnoi.system.TracerouteResponse;
import io.nosagent.control.packet.Frame;
import io.nosagent.control.packet.Icmp;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * gNOI System Ping and Traceroute from the switch (RTSW on the virtual ASIC, simulated hosts on its downlinks):
 * the echo requests leave through the switch's own pipeline and the hosts' replies come back trapped to its CPU.
 */
class GnoiPingScenarioTest {

    private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);

    private static SystemGrpc.SystemBlockingStub system(GnmiClient c) {
        return SystemGrpc.newBlockingStub(c.channel()).withDeadlineAfter(30, TimeUnit.SECONDS);
    }

    private static List<PingResponse> ping(GnmiClient c, PingRequest request) {
        var out = new ArrayList<PingResponse>();
        system(c).ping(request).forEachRemaining(out::add);
        return out;
    }

    private static String address(SimNic host) {
        return host.spec().ip().getHostAddress();
    }

    @Test
    void pingToASimulatedHostIsAnsweredThroughTheDataPlaneWithRoundTripTimes(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.NONE, 11)) {
            SimNic host = hosts.host("eth1/3/1").orElseThrow();

            var responses = ping(sw.viewer(), PingRequest.newBuilder().setDestination(address(host)).setCount(3)
                    .setInterval(100 * MS).setWait(1000 * MS).setSize(100).build());

            assertThreeRepliesFrom(responses, address(host)); // TTL 64: trapped before any decrement
            PingResponse summary = responses.getLast();
            assertThat(summary.getSent()).isEqualTo(3);
            assertThat(summary.getReceived()).isEqualTo(3);
            assertThat(summary.getMinTime()).isPositive().isLessThanOrEqualTo(summary.getAvgTime());
            assertThat(summary.getAvgTime()).isLessThanOrEqualTo(summary.getMaxTime());
            assertThat(summary.getMaxTime()).isEqualTo(responses.subList(0, 3).stream().mapToLong(PingResponse::getTime).max().orElseThrow());
            assertThat(host.echoesAnswered()).as("the host itself answered each").isEqualTo(3);
        }
    }

    @Test
    void pingToAnAddressNobodyHasReceivesNothing(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.NONE, 11)) {
            String nobody = "10.0.3.99"; // on eth1/3/1's subnet: the switch asks for it by ARP, nobody answers

            var responses = ping(sw.admin(), PingRequest.newBuilder().setDestination(nobody).setCount(2)
                    .setInterval(100 * MS).setWait(300 * MS).build());

            assertThat(responses).hasSize(1);
            assertThat(responses.getFirst().getSent()).isEqualTo(2);
            assertThat(responses.getFirst().getReceived()).isZero();
            assertThat(hosts.host("eth1/3/1").orElseThrow().echoesAnswered()).isZero();
        }
    }

    /** Three replies of 100 bytes + the ICMP header from {@code source}, in order, with RTTs and the host's 64 TTL. */
    private static void assertThreeRepliesFrom(List<PingResponse> responses, String source) {
        var replies = responses.subList(0, responses.size() - 1);
        assertThat(replies).hasSize(3).allSatisfy(r -> {
            assertThat(r.getSource()).isEqualTo(source);
            assertThat(r.getTime()).as("rtt").isPositive();
            assertThat(r.getBytes()).isEqualTo(108);
            assertThat(r.getTtl()).as("the host's TTL or hop limit, not decremented").isEqualTo(64);
        });
        assertThat(replies).extracting(PingResponse::getSequence).containsExactly(1, 2, 3);
    }

    private static String ipv6Address(SimNic host) {
        return IpAddresses.format(host.spec().alsoIpv6().orElseThrow());
    }

    @Test
    void pingToASimulatedHostsIpv6AddressIsAnsweredOverIcmpv6AfterNeighborDiscovery(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.NONE, 11)) {
            SimNic host = hosts.host("eth1/3/1").orElseThrow();
            assertThat(ipv6Address(host)).as("the host beside 2001:db8:0:3::1/64").isEqualTo("2001:db8:0:3::2");
            long solicitationsAnswered = host.neighborRepliesSent();

            var responses = ping(sw.viewer(), PingRequest.newBuilder().setDestination(ipv6Address(host)).setCount(3)
                    .setInterval(100 * MS).setWait(1000 * MS).setSize(100).build());

            assertThreeRepliesFrom(responses, ipv6Address(host)); // hop limit 64
            assertThat(responses.getLast().getSent()).isEqualTo(3);
            assertThat(responses.getLast().getReceived()).isEqualTo(3);
            assertThat(host.echoesAnswered()).as("the host itself answered each").isEqualTo(3);
            assertThat(host.neighborRepliesSent()).as("the switch found the host by neighbor discovery")
                    .isGreaterThan(solicitationsAnswered);
        }
    }

    @Test
    void pingToAnIpv6AddressNobodyHasReceivesNothing(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.NONE, 11)) {
            String nobody = "2001:db8:0:3::99"; // on eth1/3/1's subnet: the switch solicits it, nobody advertises

            var responses = ping(sw.admin(), PingRequest.newBuilder().setDestination(nobody).setCount(2)
                    .setInterval(100 * MS).setWait(300 * MS).build());

            assertThat(responses).hasSize(1);
            assertThat(responses.getFirst().getSent()).isEqualTo(2);
            assertThat(responses.getFirst().getReceived()).isZero();
            assertThat(hosts.host("eth1/3/1").orElseThrow().echoesAnswered()).isZero();
        }
    }

    @Test
    void tracerouteToAHostOneHopAwayEndsAtTheHost(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.NONE, 11)) {
            SimNic host = hosts.host("eth1/4/1").orElseThrow();

            var responses = new ArrayList<TracerouteResponse>();
            system(sw.viewer()).traceroute(TracerouteRequest.newBuilder().setDestination(address(host)).setWait(1000 * MS).build())
                    .forEachRemaining(responses::add);

            assertThat(responses.getFirst().getDestinationAddress()).isEqualTo(address(host));
            assertThat(responses.getFirst().getHops()).isEqualTo(30);
            assertThat(responses).hasSize(2);
            TracerouteResponse hop = responses.get(1);
            assertThat(hop.getHop()).isEqualTo(1);
            assertThat(hop.getAddress()).isEqualTo(address(host));
            assertThat(hop.getRtt()).isPositive();
            assertThat(hop.getState()).isEqualTo(TracerouteResponse.State.DEFAULT);
        }
    }

    @Test
    void tracerouteToAHostsIpv6AddressEndsAtTheHostOverIcmpv6(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.NONE, 11)) {
            SimNic host = hosts.host("eth1/4/1").orElseThrow();
            String v6 = ipv6Address(host);
            long echoes = host.echoesAnswered();

            var responses = new ArrayList<TracerouteResponse>();
            system(sw.viewer()).traceroute(TracerouteRequest.newBuilder().setDestination(v6).setWait(1000 * MS).build())
                    .forEachRemaining(responses::add);

            assertThat(responses.getFirst().getDestinationAddress()).isEqualTo(v6);
            assertThat(responses).hasSize(2);
            TracerouteResponse hop = responses.get(1);
            assertThat(hop.getHop()).isEqualTo(1);
            assertThat(hop.getAddress()).isEqualTo(v6);
            assertThat(hop.getRtt()).isPositive();
            assertThat(hop.getState()).isEqualTo(TracerouteResponse.State.DEFAULT);
            assertThat(host.echoesAnswered()).as("the host answered the probe itself").isGreaterThan(echoes);
        }
    }

    @Test
    void aPacketWhoseTtlRunsOutAtTheSwitchIsAnsweredWithTimeExceededFromTheSwitchsAddress(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.NONE, 11)) {
            SimNic host = hosts.host("eth1/3/1").orElseThrow();
            var heard = new java.util.concurrent.LinkedBlockingQueue<byte[]>();
            host.onIpFrame(heard::add);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (!host.gatewayResolved() && System.nanoTime() < deadline) {
                Thread.sleep(20); // the host learns the switch's MAC by ARP, as it starts
            }
            var gateway = host.gatewayMacAddress();
            assertThat(gateway.bits()).as("the host resolved its gateway").isNotZero();
            byte[] request = Icmp.echoRequest(gateway, new Icmp.Echo(host.spec().ip(), IpAddresses.parse("10.0.4.2"), 42, 1, 1, 56, false));
            System.arraycopy(host.mac().octets(), 0, request, 6, 6);

            host.sendFrame(request);

            byte[] answer = heard.poll(10, TimeUnit.SECONDS);
            assertThat(answer).as("the switch answered the expired request").isNotNull();
            var frame = Frame.parse(answer);
            assertThat(Icmp.sourceOf(frame)).contains(IpAddresses.parse("10.0.3.1"));
            assertThat(Icmp.answer(frame)).contains(new Icmp.TimeExceeded(IpAddresses.parse("10.0.3.1"), 42, 1));
            assertThat(hosts.host("eth1/4/1").orElseThrow().echoesAnswered()).as("the request went no further").isZero();
        }
    }

    @Test
    void badInput_aNameANegativeCountAnUnknownNetworkInstanceAndAForeignSourceAreRefused(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            var admin = sw.admin();
            assertThat(refusal(() -> ping(admin, PingRequest.newBuilder().setDestination("no-such-host").build())))
                    .satisfies(s -> assertThat(s.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT))
                    .satisfies(s -> assertThat(s.getDescription()).startsWith("destination"));
            assertThat(refusal(() -> ping(admin, PingRequest.newBuilder().setDestination("10.0.3.2").setCount(-1).build())))
                    .satisfies(s -> assertThat(s.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT))
                    .satisfies(s -> assertThat(s.getDescription()).startsWith("count"));
            assertThat(refusal(() -> ping(admin, PingRequest.newBuilder().setDestination("10.0.3.2").setNetworkInstance("blue").build())))
                    .satisfies(s -> assertThat(s.getCode()).isEqualTo(Status.Code.NOT_FOUND))
                    .satisfies(s -> assertThat(s.getDescription()).startsWith("network_instance"));
            assertThat(refusal(() -> ping(admin, PingRequest.newBuilder().setDestination("10.0.3.2").setSource("10.9.9.9").build())))
                    .satisfies(s -> assertThat(s.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT))
                    .satisfies(s -> assertThat(s.getDescription()).startsWith("source"));
            var traceroute = catchThrowableOfType(StatusRuntimeException.class, () -> system(admin).traceroute(TracerouteRequest.newBuilder()
                    .setDestination("10.0.3.2").setInitialTtl(5).setMaxTtl(2).build()).forEachRemaining(r -> { }));
            assertThat(traceroute.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
            assertThat(traceroute.getStatus().getDescription()).startsWith("max_ttl");
        }
    }

    private static Status refusal(Runnable call) {
        return catchThrowableOfType(StatusRuntimeException.class, call::run).getStatus();
    }
}
