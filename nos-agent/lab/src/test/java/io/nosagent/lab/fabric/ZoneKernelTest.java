package io.nosagent.lab.fabric;

import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.control.ControlPlaneFeature;
import io.nosagent.control.kernel.KernelAccess;
import io.nosagent.control.kernel.KernelNames;
import io.nosagent.control.kernel.KernelNamespace;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.platform.Personality;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A zone whose switches each have their kernel interfaces in a network namespace of their own: a TCP session from
 * the RTSW's namespace to the CTSW's address on their cable (port 179, as BGP's) is carried by the simulated cable:
 * RTSW kernel, its TUN, the RTSW's pipeline, the cable, the CTSW's BGP trap, its TUN, the CTSW's kernel, and back.
 * Needs root and /dev/net/tun; skipped without them.
 */
class ZoneKernelTest {

    private static final ZonePlan PLAN = ZonePlan.of(1, 1, 1, 1);

    @Test
    void aTcpSessionBetweenTwoSwitchesNamespacesRunsOverTheirCable(@TempDir Path dir) throws Exception {
        var why = KernelAccess.unavailable();
        assumeTrue(why.isEmpty(), () -> "kernel interfaces off: " + why.orElse(""));
        String rtsw = ZonePlan.rtswName(0);
        String ctsw = ZonePlan.ctswName(0);
        String prefix = "nz" + ProcessHandle.current().pid() + "-";
        try (var namespaces = ZoneNamespaces.make(PLAN, prefix);
             var zone = VirtualZone.start(PLAN, 5, dir, VirtualZone.Edits.NONE, n -> Optional.empty(), Optional.empty(),
                     Personality.FULL, namespaces::of);
             var realTime = zone.runInRealTime()) {
            var ctswAddress = IpAddresses.parse(PLAN.ctswLinkAddress(0, 0));
            try (ServerSocket server = KernelNamespace.named(namespace(ctsw)).call(() -> {
                var s = new ServerSocket();
                s.bind(new InetSocketAddress(ctswAddress, 179));
                return s;
            })) {
                server.setSoTimeout(10_000);
                String heard;
                try (Socket client = connect(namespace(rtsw), ctswAddress); Socket accepted = server.accept()) {
                    new PrintWriter(client.getOutputStream(), true, StandardCharsets.US_ASCII).println("OPEN " + rtsw);
                    heard = new BufferedReader(new InputStreamReader(accepted.getInputStream(), StandardCharsets.US_ASCII)).readLine();
                    assertThat(accepted.getInetAddress()).isEqualTo(IpAddresses.parse(PLAN.rtswLinkAddress(0, 0)));
                }
                assertThat(heard).isEqualTo("OPEN " + rtsw);
                assertThat(zone.ctsw(0).feature(ControlPlaneFeature.class).packetCounters().received(TrapName.BGP))
                        .as("the CTSW trapped the session's packets as BGP").isPositive();
            }

            // the cable cut: both ends' kernel interfaces go down, and the kernel has no route to the peer
            zone.fabric().faults().linkDown(zone.uplink(0, 0).orElseThrow());
            String uplink = KernelNames.of(ZonePlan.rtswUplink(0));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (show(namespace(rtsw), uplink).contains(",UP") && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(show(namespace(rtsw), uplink)).doesNotContain(",UP").contains("state DOWN");
            var refused = org.assertj.core.api.Assertions.catchThrowable(() -> KernelNamespace.named(namespace(rtsw)).call(() -> {
                try (var c = new Socket()) {
                    c.connect(new InetSocketAddress(ctswAddress, 179), 2_000);
                }
                return null;
            }));
            assertThat(refused).isInstanceOf(java.io.IOException.class).hasMessageContaining("unreachable");
        }
    }

    /** A connection from {@code namespace} to port 179 of {@code address}, tried again while the uplink's neighbors resolve. */
    private static Socket connect(String namespace, java.net.InetAddress address) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (true) {
            try {
                return KernelNamespace.named(namespace).call(() -> {
                    var c = new Socket();
                    c.connect(new InetSocketAddress(address, 179), 2_000);
                    return c;
                });
            } catch (java.io.IOException e) {
                if (System.nanoTime() > deadline) {
                    throw e;
                }
                Thread.sleep(200);
            }
        }
    }

    private static String show(String namespace, String link) throws Exception {
        Process p = new ProcessBuilder("ip", "-n", namespace, "-o", "link", "show", "dev", link).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor(10, TimeUnit.SECONDS);
        return out;
    }

    private static String namespace(String switchName) {
        return "nz" + ProcessHandle.current().pid() + "-" + switchName;
    }
}
