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
    void urgentWorkRunsAtTheHighestCpuPriorityAndTheWorkAfterItAtTheUpdateThreadsOwn() throws Exception {
        var cpu = io.nosagent.sai.time.CpuPriority.ofThisHost();
        int own = niceOf(cpu.currentThreadId()); // the update thread starts at its creator's
        try (var loop = new UpdateLoop(time)) {
            assumeTrue(time.await(loop.submitUrgent(() -> cpu.setNice(cpu.currentThreadId(), -20, "the probe"))),
                    "raising a priority needs Linux and CAP_SYS_NICE");

            int urgent = time.await(loop.submitUrgent(() -> niceOf(cpu.currentThreadId())));
            int commit = time.await(loop.submit(() -> niceOf(cpu.currentThreadId())));

            assertThat(urgent).as("a failover's nice value").isEqualTo(-20);
            assertThat(commit).as("a commit's, after it").isEqualTo(own);
        }
    }

    /** Thread {@code tid}'s nice value as the kernel shows it. */
    private static int niceOf(int tid) throws java.io.IOException {
        String stat = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/self/task/" + tid + "/stat"));
        return Integer.parseInt(stat.substring(stat.lastIndexOf(')') + 2).split(" ")[16]);
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
