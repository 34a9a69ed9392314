package io.nosagent.agent.gnmi;

import io.nosagent.sai.time.CpuPriority;
import org.junit.jupiter.api.Test;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static io.nosagent.agent.ThreadNice.FIFO;
import static io.nosagent.agent.ThreadNice.kernelNice;
import static io.nosagent.agent.ThreadNice.kernelPolicy;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * After an ON_CHANGE update is handed over, the event loops that write to the sockets run raised until they have
 * done what was queued on them by then (the update's write among it), then drop back to their own priority.
 */
public class TransportThreadsTest {

    @Test
    void aLoopRunsRaisedUntilTheWorkQueuedBeforeTheChangeIsDoneThenDropsBack() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && CpuPriority.ofThisHost().mayRunRealTime(), "real-time scheduling needs CAP_SYS_NICE and a real-time budget");
        var cpu = CpuPriority.ofThisHost();
        try (var transport = new TransportThreads(1, cpu)) {
            var loop = transport.group().next();
            int tid = loop.submit(cpu::currentThreadId).get(10, TimeUnit.SECONDS);
            int own = kernelNice(tid);
            var release = new CountDownLatch(1);
            var policyWhileWriting = new CompletableFuture<Integer>();
            // the loop busy with a write queued before the change's (SAMPLE data, say), then the change's write
            loop.execute(() -> await(release));
            loop.execute(() -> policyWhileWriting.complete(kernelPolicy(tid)));

            transport.untilWritten();

            assertThat(kernelPolicy(tid)).as("real-time at once, while busy").isEqualTo(FIFO);
            release.countDown();
            assertThat(policyWhileWriting.get(10, TimeUnit.SECONDS)).as("the write queued before runs real-time").isEqualTo(FIFO);
            int[] after = loop.submit(() -> new int[] {kernelPolicy(tid), kernelNice(tid)}).get(10, TimeUnit.SECONDS);
            assertThat(after).as("work queued after the change's write runs time-sharing at the loop's own priority")
                    .containsExactly(0, own);
        }
    }

    @Test
    void overlappingChangesKeepTheLoopRaisedUntilTheLastOnesWriteIsDone() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && CpuPriority.ofThisHost().mayRunRealTime(), "real-time scheduling needs CAP_SYS_NICE and a real-time budget");
        var cpu = CpuPriority.ofThisHost();
        try (var transport = new TransportThreads(1, cpu)) {
            var loop = transport.group().next();
            int tid = loop.submit(cpu::currentThreadId).get(10, TimeUnit.SECONDS);
            int own = kernelNice(tid);
            var release = new CountDownLatch(1);
            var between = new CompletableFuture<Integer>();
            loop.execute(() -> await(release));
            transport.untilWritten();
            loop.execute(() -> between.complete(kernelPolicy(tid))); // the second change's write
            transport.untilWritten();

            release.countDown();
            assertThat(between.get(10, TimeUnit.SECONDS)).as("after the first change's drop, the second's write still real-time")
                    .isEqualTo(FIFO);
            assertThat(loop.submit(() -> new int[] {kernelPolicy(tid), kernelNice(tid)}).get(10, TimeUnit.SECONDS)).containsExactly(0, own);
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
