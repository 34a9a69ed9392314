package io.nosagent.agent.gnmi.subscribe;

import io.nosagent.agent.ThreadNice;
import io.nosagent.sai.time.CpuPriority;
import org.junit.jupiter.api.Test;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The threads that send changes run at the highest CPU priority the host grants. */
class ChangeThreadsTest {

    @Test
    void aChangeRunsAtTheHighestPriority() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && CpuPriority.ofThisHost().mayRaise(),
                "raising a priority needs CAP_SYS_NICE");
        var cpu = CpuPriority.ofThisHost();
        var pool = Executors.newFixedThreadPool(1, new ChangeThreads(Thread.ofPlatform().name("test-changes").factory(), cpu));
        try {
            var nice = new CompletableFuture<Integer>();
            pool.execute(() -> nice.complete(ThreadNice.kernelNice(cpu.currentThreadId())));
            assertThat(nice.get(10, TimeUnit.SECONDS)).isEqualTo(CpuPriority.HIGHEST);
        } finally {
            pool.shutdownNow();
        }
    }
}
