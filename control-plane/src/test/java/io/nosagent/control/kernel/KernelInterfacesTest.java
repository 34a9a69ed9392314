package io.nosagent.control.kernel;

import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.sai.vasic.nic.SimNic;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The kernel path for real: TUN interfaces made through FFM in a network namespace of the test's own, addressed by
 * iproute2, and Linux itself answering a simulated host through the virtual ASIC. Needs root and /dev/net/tun;
 * skipped without them.
 */
class KernelInterfacesTest {

    private static final int SWITCH_IP = 0x0A00_0000;
    private static final int HOST_IP = 0x0A00_0001;

    @BeforeAll
    static void needsTheKernel() {
        var why = KernelAccess.unavailable();
        assumeTrue(why.isEmpty(), () -> "kernel interfaces off: " + why.orElse(""));
    }

    @Test
    void eachRouterInterfaceIsATunWithItsAddressesAndMtuAndGoesWithIt() throws Exception {
        try (var rack = new KernelRack()) {
            rack.kernel.apply(rack.intent).join();

            String link = rack.ipShow("link", "show", "dev", KernelRack.TUN);
            assertThat(link).contains("mtu 9000").contains("tun type tun pi off");
            assertThat(rack.ipShow("address", "show", "dev", KernelRack.TUN))
                    .contains("inet 10.0.0.0/31").contains("inet6 2001:db8::/127");

            var moved = SwitchIntent.named("rtsw001").withInterface(InterfaceIntent.named(KernelRack.PORT).withMtu(1500)
                    .withAddress(InterfaceAddress.parse("10.0.0.4/31")));
            rack.kernel.apply(moved).join();
            assertThat(rack.ipShow("link", "show", "dev", KernelRack.TUN)).contains("mtu 1500");
            assertThat(rack.ipShow("address", "show", "dev", KernelRack.TUN))
                    .contains("inet 10.0.0.4/31").doesNotContain("10.0.0.0/31").doesNotContain("2001:db8::");

            rack.kernel.apply(SwitchIntent.named("rtsw001")).join();
            assertThat(rack.ipShow("link", "show", "dev", KernelRack.TUN)).startsWith("ip failed").contains("does not exist");
        }
    }

    @Test
    void aPingToTheSwitchIsAnsweredByLinuxThroughTheTunAndThePipeline() throws Exception {
        try (var rack = new KernelRack()) {
            SimNic host = rack.host();
            List<byte[]> received = capture(host);
            resolvedAndUp(rack, host);

            byte[] data = "nos-agent kernel path".getBytes(StandardCharsets.US_ASCII);
            host.sendFrame(HostPackets.echoRequest(KernelRack.HOST_MAC, host.gatewayMacAddress(), HOST_IP, SWITCH_IP, 0x4242, 7, data));
            Predicate<byte[]> echoReply = f -> HostPackets.protocol(f) == HostPackets.ICMP
                    && HostPackets.l4(f, 0) == 0 && HostPackets.l4u16(f, 4) == 0x4242 && HostPackets.l4u16(f, 6) == 7;
            assertThat(rack.runUntil(() -> received.stream().anyMatch(echoReply))).as("echo reply at the host").isTrue();

            byte[] reply = received.stream().filter(echoReply).findFirst().orElseThrow();
            assertThat(HostPackets.srcIp(reply)).isEqualTo(SWITCH_IP);
            assertThat(HostPackets.dstIp(reply)).isEqualTo(HOST_IP);
            assertThat(HostPackets.srcMac(reply)).isEqualTo(rack.sw.handle().mac());
            int payload = 14 + 20 + 8;
            assertThat(Arrays.copyOfRange(reply, payload, payload + data.length)).isEqualTo(data);
            assertThat(rack.io.counters().received(TrapName.IP2ME)).isPositive();
            assertThat(rack.kernel.toKernel()).isPositive();
            assertThat(rack.kernel.fromKernel()).isPositive();
        }
    }

    @Test
    void aTcpSynToTheBgpPortIsTrappedAsBgpAndLinuxResetsIt() throws Exception {
        try (var rack = new KernelRack()) {
            SimNic host = rack.host();
            List<byte[]> received = capture(host);
            resolvedAndUp(rack, host);

            host.sendFrame(HostPackets.tcpSyn(KernelRack.HOST_MAC, host.gatewayMacAddress(), HOST_IP, SWITCH_IP, 40179, 179, 1000));
            // nothing listens on 179 in the namespace: Linux answers the SYN with a reset acknowledging it
            Predicate<byte[]> reset = f -> HostPackets.protocol(f) == HostPackets.TCP && HostPackets.l4u16(f, 0) == 179
                    && HostPackets.l4u16(f, 2) == 40179;
            assertThat(rack.runUntil(() -> received.stream().anyMatch(reset))).as("reset at the host").isTrue();

            byte[] rst = received.stream().filter(reset).findFirst().orElseThrow();
            assertThat(HostPackets.l4(rst, 13) & (HostPackets.TCP_RST | HostPackets.TCP_ACK)).isEqualTo(HostPackets.TCP_RST | HostPackets.TCP_ACK);
            assertThat(HostPackets.l4u16(rst, 8) << 16 | HostPackets.l4u16(rst, 10)).isEqualTo(1001);
            assertThat(rack.io.counters().received(TrapName.BGP)).isEqualTo(1);
            assertThat(rack.io.counters().received(TrapName.IP2ME)).isZero();
        }
    }

    @Test
    void theTunsLinkFollowsItsPort() throws Exception {
        try (var rack = new KernelRack()) {
            SimNic host = rack.host();
            rack.kernel.apply(rack.intent).join();
            assertThat(rack.runUntil(() -> linkUp(rack))).as("up with its port").isTrue();

            rack.sw.faults().linkDown(host.link());
            assertThat(rack.runUntil(() -> !linkUp(rack))).as("down with its port").isTrue();
            assertThat(rack.ipShow("link", "show", "dev", KernelRack.TUN)).contains("state DOWN");

            rack.sw.faults().linkUp(host.link());
            assertThat(rack.runUntil(() -> linkUp(rack))).as("up again").isTrue();
        }
    }

    /** The TUN made, the host resolved and the TUN up with its port. */
    private static void resolvedAndUp(KernelRack rack, SimNic host) throws InterruptedException {
        rack.kernel.apply(rack.intent).join();
        rack.sw.run(Duration.ofSeconds(2));
        assertThat(host.gatewayResolved()).as("the host resolved the switch").isTrue();
        assertThat(rack.runUntil(() -> linkUp(rack))).as("the TUN up with its port").isTrue();
    }

    /** Whether the TUN is administratively up (the UP flag among its flags). */
    private static boolean linkUp(KernelRack rack) {
        String link = rack.ipShow("link", "show", "dev", KernelRack.TUN);
        int open = link.indexOf('<');
        int close = link.indexOf('>');
        return open >= 0 && close > open && Arrays.asList(link.substring(open + 1, close).split(",")).contains("UP");
    }

    private static List<byte[]> capture(SimNic host) {
        List<byte[]> frames = new CopyOnWriteArrayList<>();
        host.onIpFrame(frames::add);
        return frames;
    }
}
