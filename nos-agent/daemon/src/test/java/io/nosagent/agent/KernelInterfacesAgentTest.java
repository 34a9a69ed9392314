package io.nosagent.agent;

import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.control.ControlPlaneFeature;
import io.nosagent.control.kernel.KernelAccess;
import io.nosagent.control.kernel.KernelNames;
import io.nosagent.control.kernel.KernelNamespace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The agent asked for kernel interfaces (here in a network namespace of the test's own): every router interface of
 * its config is a TUN with the config's addresses, a commit's new address shows in the kernel, and stopping the
 * agent removes them. Needs root and /dev/net/tun; skipped without them.
 */
class KernelInterfacesAgentTest {

    @Test
    void theConfigsRouterInterfacesAreKernelInterfacesUntilTheAgentStops(@TempDir Path state) throws Exception {
        var why = KernelAccess.unavailable();
        assumeTrue(why.isEmpty(), () -> "kernel interfaces off: " + why.orElse(""));
        String ns = "nosagent-agent-" + ProcessHandle.current().pid();
        ip("netns", "add", ns);
        try {
            try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", state)
                    .withKernelInterfaces(Optional.of(KernelNamespace.named(ns))))) {
                assertThat(agent.feature(ControlPlaneFeature.class).kernelInterfaces()).isPresent();
                var routed = agent.intent().current().interfaces().values().stream()
                        .filter(i -> !i.addresses().isEmpty()).toList();
                assertThat(routed).isNotEmpty();
                assertThat(eventually(() -> ip("-n", ns, "-o", "address", "show"), shown -> routed.stream().allMatch(i ->
                        i.addresses().stream().allMatch(a -> shown.contains(KernelNames.of(i.name()) + "    inet" + (a.isIpv4() ? " " : "6 ") + a)))))
                        .as("every router interface with its addresses").isTrue();

                InterfaceIntent uplink = agent.intent().current().interfaceNamed("eth1/17/1").orElseThrow();
                agent.intent().commit(i -> i.withInterface(uplink.withAddress(InterfaceAddress.parse("192.0.2.1/31"))), "one more").get();
                assertThat(eventually(() -> ip("-n", ns, "-o", "address", "show", "dev", KernelNames.of("eth1/17/1")),
                        shown -> shown.contains("inet 192.0.2.1/31"))).as("a committed address").isTrue();
            }
            assertThat(ip("-n", ns, "-o", "link", "show")).as("gone with the agent").doesNotContain("eth1-");
        } finally {
            ip("netns", "del", ns);
        }
    }

    private static boolean eventually(java.util.function.Supplier<String> read, Predicate<String> done) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!done.test(read.get())) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(20);
        }
        return true;
    }

    private static String ip(String... args) {
        var command = new java.util.ArrayList<>(List.of("ip"));
        command.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            p.waitFor(10, TimeUnit.SECONDS);
            return out;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
