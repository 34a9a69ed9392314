package io.nosagent.agent.gnmi.subscribe;

import io.nosagent.sai.time.CpuPriority;
import org.junit.jupiter.api.Test;

import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static io.nosagent.agent.ThreadNice.FIFO;
import static io.nosagent.agent.ThreadNice.kernelNice;
import static io.nosagent.agent.ThreadNice.kernelPolicy;
import static io.nosagent.agent.gnmi.subscribe.ChangeThreads.BUDGET_NANOS;
import static io.nosagent.agent.gnmi.subscribe.ChangeThreads.WINDOW_NANOS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The threads that send changes run them real-time within a budget per window; a change that overruns goes on
 * time-sharing at the highest nice value, and so do the window's later ones; the next window is real-time again.
 */
class ChangeThreadsTest {

    private final CpuPriority cpu = CpuPriority.ofThisHost();

    @Test
    void aChangeRunsRealTimeUntilItsThreadHasSpentItsBudgetAndAgainInTheNextWindow() throws Exception {
        assumeRealTime();
        var clock = new AtomicLong(1_000_000_000L);
        var pool = new ChangeThreads(1, Thread.ofPlatform().name("test-changes").factory(), cpu, clock::get, false);
        try {
            assertThat(run(pool, this::policy)).as("a change runs real-time").isEqualTo(FIFO);

            int[] overrun = run(pool, () -> {
                clock.addAndGet(BUDGET_NANOS / 2);
                boolean watched = pool.oversee();
                int before = policy();
                clock.addAndGet(BUDGET_NANOS);
                boolean stillWatched = pool.oversee();
                int tid = cpu.currentThreadId();
                return new int[] {watched ? 1 : 0, before, stillWatched ? 1 : 0, kernelPolicy(tid), kernelNice(tid)};
            });
            assertThat(overrun).as("watched, real-time within the budget; past it, time-sharing at the highest nice value")
                    .containsExactly(1, FIFO, 0, 0, CpuPriority.HIGHEST);
            assertThat(pool.overruns()).isEqualTo(1);
            assertThat(run(pool, this::policy)).as("a later change in the same window runs time-sharing").isZero();

            clock.addAndGet(WINDOW_NANOS);
            assertThat(run(pool, this::policy)).as("the next window's first change runs real-time").isEqualTo(FIFO);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void manyShortChangesShareTheBudgetOfTheirWindow() throws Exception {
        assumeRealTime();
        var clock = new AtomicLong(1_000_000_000L);
        var pool = new ChangeThreads(1, Thread.ofPlatform().name("test-changes").factory(), cpu, clock::get, false);
        try {
            int changes = (int) (BUDGET_NANOS / TimeUnit.MILLISECONDS.toNanos(1));
            for (int i = 0; i < changes; i++) {
                assertThat(run(pool, () -> {
                    clock.addAndGet(TimeUnit.MILLISECONDS.toNanos(1));
                    return policy();
                })).as("change %d of 1 ms, within the budget", i).isEqualTo(FIFO);
            }
            assertThat(run(pool, this::policy)).as("after %d ms of changes in the window", changes).isZero();
            assertThat(pool.overruns()).as("none overran while it ran").isZero();
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theOverseerThreadStopsAChangeThatKeepsACoreFromRunningRealTime() throws Exception {
        assumeRealTime();
        var pool = new ChangeThreads(1, Thread.ofPlatform().name("test-changes").factory(), cpu);
        try {
            long[] seen = run(pool, () -> {
                int tid = cpu.currentThreadId();
                long start = System.nanoTime();
                // spins as a large AFT pass would, until moved (or for 5 s: then the overseer failed)
                while (kernelPolicy(tid) == FIFO && System.nanoTime() - start < TimeUnit.SECONDS.toNanos(5)) {
                    Thread.onSpinWait();
                }
                return new long[] {kernelPolicy(tid), kernelNice(tid)};
            });
            assertThat(seen).as("moved to time-sharing at the highest nice value").containsExactly(0, CpuPriority.HIGHEST);
            assertThat(pool.overruns()).isEqualTo(1);
        } finally {
            pool.shutdownNow();
        }
    }

    private int policy() {
        return kernelPolicy(cpu.currentThreadId());
    }

    private static <T> T run(ChangeThreads pool, Callable<T> change) throws Exception {
        return pool.submit(change).get(10, TimeUnit.SECONDS);
    }

    private void assumeRealTime() throws InterruptedException {
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && cpu.mayRunRealTime(),
                "real-time scheduling needs CAP_SYS_NICE and a real-time budget");
    }
}
