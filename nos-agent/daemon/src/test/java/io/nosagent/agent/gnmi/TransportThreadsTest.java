package io.nosagent.agent.gnmi;

import io.nosagent.sai.time.CpuPriority;
import org.junit.jupiter.api.Test;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static io.nosagent.agent.ThreadNice.kernelNice;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * After an ON_CHANGE update is handed over, the event loops that write to the sockets run raised until they have
 * done what was queued on them by then (the update's write among it), then drop back to their own priority.
 */
public class TransportThreadsTest {

    @Test
    void aLoopRunsRaisedUntilTheWorkQueuedBeforeTheChangeIsDoneThenDropsBack() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && CpuPriority.ofThisHost().mayRaise(), "raising a priority needs CAP_SYS_NICE");
        var cpu = CpuPriority.ofThisHost();
        try (var transport = new TransportThreads(1, cpu)) {
            var loop = transport.group().next();
            int tid = loop.submit(cpu::currentThreadId).get(10, TimeUnit.SECONDS);
            int own = kernelNice(tid);
            var release = new CountDownLatch(1);
            var niceWhileWriting = new CompletableFuture<Integer>();
            // the loop busy with a write queued before the change's (SAMPLE data, say), then the change's write
            loop.execute(() -> await(release));
            loop.execute(() -> niceWhileWriting.complete(kernelNice(tid)));

            transport.untilWritten();

            assertThat(kernelNice(tid)).as("raised at once, while busy").isEqualTo(CpuPriority.HIGHEST);
            release.countDown();
            assertThat(niceWhileWriting.get(10, TimeUnit.SECONDS)).as("the write queued before runs raised").isEqualTo(CpuPriority.HIGHEST);
            int after = loop.submit(() -> kernelNice(tid)).get(10, TimeUnit.SECONDS);
            assertThat(after).as("work queued after the change's write runs at the loop's own priority").isEqualTo(own);
        }
    }

    @Test
    void overlappingChangesKeepTheLoopRaisedUntilTheLastOnesWriteIsDone() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && CpuPriority.ofThisHost().mayRaise(), "raising a priority needs CAP_SYS_NICE");
        var cpu = CpuPriority.ofThisHost();
        try (var transport = new TransportThreads(1, cpu)) {
            var loop = transport.group().next();
            int tid = loop.submit(cpu::currentThreadId).get(10, TimeUnit.SECONDS);
            int own = kernelNice(tid);
            var release = new CountDownLatch(1);
            var between = new CompletableFuture<Integer>();
            loop.execute(() -> await(release));
            transport.untilWritten();
            loop.execute(() -> between.complete(kernelNice(tid))); // the second change's write
            transport.untilWritten();

            release.countDown();
            assertThat(between.get(10, TimeUnit.SECONDS)).as("after the first change's drop, the second's write still raised")
                    .isEqualTo(CpuPriority.HIGHEST);
            assertThat(loop.submit(() -> kernelNice(tid)).get(10, TimeUnit.SECONDS)).isEqualTo(own);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
