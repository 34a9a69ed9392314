package io.nosagent.control.kernel;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * No thread of the kernel path stays in a switch's namespace: a thread started from one there would inherit it, and a
 * gRPC client whose event loop started so reaches no listener on the agent's 127.0.0.1. Needs root; skipped without.
 */
class KernelNamespaceTest {

    @BeforeAll
    static void needsTheKernel() {
        var why = KernelAccess.unavailable();
        assumeTrue(why.isEmpty(), () -> "kernel interfaces off: " + why.orElse(""));
    }

    @Test
    void aThreadEntersANamespaceOnlyForItsWorkAndWhatItStartsAfterwardsIsInTheAgents() throws Exception {
        String name = "nosagent-ns-" + ProcessHandle.current().pid();
        KernelRack.ip("netns", "add", name);
        try {
            var namespace = KernelNamespace.named(name);
            var libc = new Libc();
            Path agents = netns();
            Path inside = namespace.within(libc, KernelNamespaceTest::netns);
            assertThat(inside).isNotEqualTo(agents);
            assertThat(netns()).as("the thread is back").isEqualTo(agents);

            var startedAfter = new AtomicReference<Path>();
            Thread t = Thread.ofPlatform().start(() -> startedAfter.set(netnsQuietly()));
            t.join();
            assertThat(startedAfter.get()).as("a thread it starts afterwards").isEqualTo(agents);
        } finally {
            KernelRack.ip("netns", "del", name);
        }
    }

    @Test
    void theKernelLoopOpensItsTunsInTheNamespaceButRunsInTheAgents() throws Exception {
        String name = "nosagent-loop-" + ProcessHandle.current().pid();
        KernelRack.ip("netns", "add", name);
        var namespace = KernelNamespace.named(name);
        var libc = new Libc();
        try (var loop = new TunLoop(libc, namespace, (tun, packet) -> { })) {
            Path agents = netns();
            CompletableFuture<Path> afterOpen = loop.submit(() -> {
                loop.watch(namespace.within(libc, () -> TunDevice.open(libc, "nosagent0")));
                return netns();
            });
            assertThat(afterOpen.join()).as("the loop thread after opening a TUN").isEqualTo(agents);
            assertThat(KernelRack.ip("-n", name, "-o", "link", "show", "dev", "nosagent0")).contains("nosagent0");
            assertThat(KernelRack.ip("-o", "link", "show", "dev", "nosagent0")).startsWith("ip failed");
        } finally {
            KernelRack.ip("netns", "del", name);
        }
    }

    private static Path netns() throws Exception {
        return Files.readSymbolicLink(Path.of("/proc/thread-self/ns/net"));
    }

    private static Path netnsQuietly() {
        try {
            return netns();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
