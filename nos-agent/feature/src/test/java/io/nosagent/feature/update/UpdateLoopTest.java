package io.nosagent.feature.update;

import io.nosagent.sai.time.WallClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class UpdateLoopTest {

    private final WallClock time = new WallClock();

    @AfterEach
    void stop() {
        time.close();
    }

    @Test
    void theUpdateLoopRunsUrgentWorkBeforeWorkStillWaiting() throws Exception {
        try (var loop = new UpdateLoop(time)) {
            var order = new ArrayList<String>();
            var release = new CountDownLatch(1);
            loop.submit(() -> release.await(10, TimeUnit.SECONDS)); // holds the loop while the rest queues up
            var commit = loop.submit(() -> order.add("commit"));
            var failover = loop.submitUrgent(() -> {
                order.add("failover on " + Thread.currentThread().getName() + ", update thread " + loop.isUpdateThread());
                return true;
            });
            release.countDown();

            time.await(commit);
            assertThat(failover).isDone();
            assertThat(order).isEqualTo(List.of("failover on nos-update, update thread true", "commit"));
        }
    }

    @Test
    void urgentWorkRunsRealTimeAndTheWorkAfterItTimeSharingAtTheUpdateThreadsOwnPriority() throws Exception {
        var cpu = io.nosagent.sai.time.CpuPriority.ofThisHost();
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && cpu.mayRunRealTime(),
                "real-time scheduling needs Linux, CAP_SYS_NICE and a real-time budget");
        int own = statOf(cpu.currentThreadId())[16]; // the update thread starts at its creator's nice value
        try (var loop = new UpdateLoop(time)) {
            int[] urgent = time.await(loop.submitUrgent(() -> statOf(cpu.currentThreadId())));
            int[] commit = time.await(loop.submit(() -> statOf(cpu.currentThreadId())));

            assertThat(urgent[38]).as("a failover's scheduling policy: SCHED_FIFO").isEqualTo(1);
            assertThat(commit[38]).as("a commit's, after it: time-sharing").isZero();
            assertThat(commit[16]).as("a commit's nice value").isEqualTo(own);
        }
    }

    /** Thread {@code tid}'s nice value (at 16) and scheduling policy (at 38) as /proc shows them. */
    private static int[] statOf(int tid) throws java.io.IOException {
        String stat = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/self/task/" + tid + "/stat"));
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        int[] out = new int[f.length];
        out[16] = Integer.parseInt(f[16]);
        out[38] = Integer.parseInt(f[38]);
        return out;
    }

    @Test
    void backgroundWorkStepsAsideWhileUrgentWorkWaitsOrRunsAndGoesOnWhenItIsDone() throws Exception {
        try (var loop = new UpdateLoop(time)) {
            var order = java.util.Collections.synchronizedList(new ArrayList<String>());
            var release = new CountDownLatch(1);
            var failoverRunning = new CountDownLatch(1);
            loop.submitUrgent(() -> {
                failoverRunning.countDown();
                release.await(10, TimeUnit.SECONDS);
                order.add("failover");
                return null;
            });
            loop.submitUrgent(() -> order.add("second failover"));
            failoverRunning.await(10, TimeUnit.SECONDS);
            var background = Thread.ofPlatform().start(() -> {
                loop.yieldToUrgentWork();
                order.add("snapshot");
            });
            background.join(200); // not a timing assert: the background thread must still be waiting here
            assertThat(background.isAlive()).as("background work waits while failover runs").isTrue();
            release.countDown();
            background.join(TimeUnit.SECONDS.toMillis(10));

            assertThat(order).containsExactly("failover", "second failover", "snapshot");
            loop.yieldToUrgentWork(); // nothing urgent: returns at once
        }
    }
}
