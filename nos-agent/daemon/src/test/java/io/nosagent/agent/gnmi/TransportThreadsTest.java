package io.nosagent.agent.gnmi;

import io.nosagent.sai.time.CpuPriority;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * After an ON_CHANGE update is handed over, the event loops that write to the sockets run raised until they have
 * done what was queued on them by then (the update's write among it), then drop back to their own priority.
 */
public class TransportThreadsTest {

    @Test
    void aLoopRunsRaisedUntilTheWorkQueuedBeforeTheChangeIsDoneThenDropsBack() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && mayRaisePriority(), "raising a priority needs CAP_SYS_NICE");
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
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && mayRaisePriority(), "raising a priority needs CAP_SYS_NICE");
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

    public static boolean mayRaisePriority() throws InterruptedException {
        var cpu = CpuPriority.ofThisHost();
        var took = new boolean[1];
        var done = new CountDownLatch(1);
        Thread.ofPlatform().start(() -> {
            took[0] = cpu.setNice(cpu.currentThreadId(), -1, "the permission probe");
            done.countDown();
        });
        done.await(10, TimeUnit.SECONDS);
        return took[0];
    }

    /** The nice value /proc shows for thread {@code tid} of this process. */
    public static int kernelNice(int tid) {
        try {
            String s = Files.readString(Path.of("/proc/self/task/" + tid + "/stat"));
            return Integer.parseInt(s.substring(s.lastIndexOf(')') + 2).split(" ")[16]);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
