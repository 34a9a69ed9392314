package io.nosagent.sai.time;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Production time: one timer thread that survives failing tasks, and an update loop on a thread of its own. */
class WallClockTest {

    private final WallClock time = new WallClock();

    @AfterEach
    void close() {
        time.close();
    }

    @Test
    void aPeriodicTaskThatThrowsKeepsItsScheduleOnTheTimerThread() throws Exception {
        var runs = new AtomicInteger();
        var threads = new ArrayList<String>();
        var fiveRuns = new CountDownLatch(5);
        Timer timer = time.scheduleAtFixedRate(Duration.ZERO, Duration.ofMillis(5), () -> {
            synchronized (threads) {
                threads.add(Thread.currentThread().getName());
            }
            runs.incrementAndGet();
            fiveRuns.countDown();
            throw new IllegalStateException("a task bug");
        });

        assertThat(fiveRuns.await(10, TimeUnit.SECONDS)).as("five runs despite the exceptions").isTrue();
        timer.cancel();
        int atCancel = runs.get();
        Thread.sleep(50);

        assertThat(runs.get()).as("at most the run in progress finishes after cancel").isLessThanOrEqualTo(atCancel + 1);
        synchronized (threads) {
            assertThat(threads).containsOnly(WallClock.THREAD_NAME);
        }
    }

    @Test
    void timersRunAtTheHighestNiceValueAndTheThreadsTheyStartDoNot() throws Exception {
        var cpu = CpuPriority.ofThisHost();
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && cpu.mayRaise(), "raising a priority needs CAP_SYS_NICE");
        var seen = new CompletableFuture<int[]>();
        time.schedule(Duration.ZERO, () -> {
            int own = CpuPriorityTest.kernelNice(cpu.currentThreadId());
            var child = new CompletableFuture<Integer>();
            Thread.ofPlatform().start(() -> child.complete(CpuPriorityTest.kernelNice(cpu.currentThreadId())));
            seen.complete(new int[] {own, child.join()});
        });

        assertThat(seen.get(10, TimeUnit.SECONDS)).as("the timer thread's nice value, and a thread a timer starts")
                .containsExactly(CpuPriority.HIGHEST, 0);
    }

    @Test
    void awaitGivesTheValueOrTheFailureItself() {
        var done = new CompletableFuture<String>();
        time.schedule(Duration.ofMillis(10), () -> done.complete("done"));
        var failed = CompletableFuture.<String>failedFuture(new IllegalArgumentException("refused"));

        assertThat(time.await(done)).isEqualTo("done");
        assertThatThrownBy(() -> time.await(failed)).isInstanceOf(IllegalArgumentException.class).hasMessage("refused");
    }

    @Test
    void awaitGivesUpAfterItsLimit() {
        try (var impatient = new WallClock(java.time.Clock.systemUTC(), Duration.ofMillis(50))) {
            assertThatThrownBy(() -> impatient.await(new CompletableFuture<>()))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("gave up waiting");
        }
    }
}
