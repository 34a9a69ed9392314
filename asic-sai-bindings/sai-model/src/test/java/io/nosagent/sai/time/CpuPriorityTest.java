package io.nosagent.sai.time;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** A thread's nice value and real-time scheduling set through the kernel, and what happens where the host refuses. */
class CpuPriorityTest {

    /** A C library that refuses every change (no CAP_SYS_NICE) and keeps the thread at nice 0. */
    private static final class Refusing implements CpuPriority.Native {
        final AtomicInteger asked = new AtomicInteger();

        @Override
        public int gettid() {
            return 4242;
        }

        @Override
        public int setpriority(int tid, int nice) {
            asked.incrementAndGet();
            return -CpuPriority.Errno.EPERM;
        }

        @Override
        public int getpriority(int tid) {
            return 20; // the kernel's 20 - nice for nice 0
        }

        @Override
        public int setScheduler(int tid, int realTimePriority, int nice, long sliceNs) {
            asked.incrementAndGet();
            return -CpuPriority.Errno.EPERM;
        }

        @Override
        public int getScheduler(int tid) {
            return 0;
        }
    }

    /** A C library that grants nice values but refuses real-time (a cgroup without a real-time budget). */
    private static class NoRealTime implements CpuPriority.Native {
        final java.util.List<String> calls = new java.util.ArrayList<>();

        @Override
        public int gettid() {
            return 4242;
        }

        @Override
        public int setpriority(int tid, int nice) {
            calls.add("setpriority " + nice);
            return 0;
        }

        @Override
        public int getpriority(int tid) {
            return 20;
        }

        @Override
        public int setScheduler(int tid, int realTimePriority, int nice, long sliceNs) {
            calls.add(realTimePriority > 0 ? "fifo" : "other " + nice + " slice " + sliceNs);
            return realTimePriority > 0 ? -CpuPriority.Errno.EPERM : 0;
        }

        @Override
        public int getScheduler(int tid) {
            return 0;
        }
    }

    @Test
    void aRefusedChangeAnswersFalseAndLeavesTheThreadAtThePriorityItHad() {
        var libc = new Refusing();
        var cpu = new CpuPriority(libc);

        assertThat(cpu.setNice(cpu.currentThreadId(), CpuPriority.HIGHEST, "the test's work")).isFalse();
        assertThat(cpu.setNice(cpu.currentThreadId(), CpuPriority.HIGHEST, "the test's work")).as("refused again, still no exception").isFalse();
        assertThat(libc.asked).hasValue(2);
        assertThat(cpu.nice(4242)).isEqualTo(OptionalInt.of(0));
    }

    @Test
    void realTimeRefusedFallsBackToTheHighestNiceValueWithTheShortestSlice() {
        var libc = new NoRealTime();
        var cpu = new CpuPriority(libc);

        assertThat(cpu.realTime(4242, "the test's work")).as("the fallback took").isTrue();
        assertThat(libc.calls).containsExactly("fifo", "other -20 slice " + CpuPriority.SHORTEST_SLICE_NS);
        assertThat(cpu.isRealTime(4242)).isFalse();

        libc.calls.clear();
        assertThat(cpu.setNice(4242, 3, "the test's work")).isTrue();
        assertThat(libc.calls).as("any other nice value keeps the kernel's slice").containsExactly("other 3 slice 0");
    }

    @Test
    void aThreadAlreadyRealTimeUnderAnyPolicyCountsAsRealTime() {
        int resetOnFork = 0x40000000; // sched_getscheduler(2) or's it in
        var policies = new int[] {0, 1, 2, 3, 5, 6, 1 | resetOnFork, resetOnFork};
        var answers = new java.util.ArrayList<Boolean>();
        for (int policy : policies) {
            var cpu = new CpuPriority(new NoRealTime() {
                @Override
                public int getScheduler(int tid) {
                    return policy;
                }
            });
            answers.add(cpu.isRealTime(4242));
        }
        assertThat(answers).as("OTHER, FIFO, RR, BATCH, IDLE, DEADLINE, FIFO and OTHER reset on fork")
                .containsExactly(false, true, true, false, false, true, true, false);
    }

    @Test
    void onLinuxARealTimeThreadIsSchedFifoUntilSetNiceAndTheThreadsItStartsAreNot() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && CpuPriority.ofThisHost().mayRunRealTime(), "real-time scheduling needs CAP_SYS_NICE and a real-time budget");
        var cpu = CpuPriority.ofThisHost();
        var seen = new CompletableFuture<int[]>();
        Thread.ofPlatform().start(() -> {
            int tid = cpu.currentThreadId();
            boolean took = cpu.realTime(tid, "the test thread");
            int[] policy = kernelPolicy(tid);
            var child = new CompletableFuture<int[]>();
            Thread.ofPlatform().start(() -> child.complete(kernelPolicy(cpu.currentThreadId())));
            boolean back = cpu.setNice(tid, 0, "the test thread");
            seen.complete(new int[] {took ? 1 : 0, policy[0], policy[1], child.join()[0], back ? 1 : 0, kernelPolicy(tid)[0],
                    cpu.isRealTime(tid) ? 1 : 0});
        });

        int[] r = seen.get(10, TimeUnit.SECONDS);
        assertThat(r[0]).as("the change took").isEqualTo(1);
        assertThat(r[1]).as("/proc's policy: SCHED_FIFO").isEqualTo(1);
        assertThat(r[2]).as("/proc's real-time priority: the lowest").isEqualTo(1);
        assertThat(r[3]).as("a thread the real-time one started is time-sharing").isZero();
        assertThat(r[4]).as("back to time-sharing took").isEqualTo(1);
        assertThat(r[5]).as("/proc's policy after setNice").isZero();
        assertThat(r[6]).as("isRealTime after setNice").isZero();
    }

    @Test
    void theOverseerRunsAtARealTimePriorityAboveTheBursts() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && CpuPriority.ofThisHost().mayRunRealTime(), "real-time scheduling needs CAP_SYS_NICE and a real-time budget");
        var cpu = CpuPriority.ofThisHost();
        var seen = new CompletableFuture<int[]>();
        Thread.ofPlatform().start(() -> {
            int tid = cpu.currentThreadId();
            cpu.realTime(tid, CpuPriority.OVERSEER, "the test thread");
            seen.complete(kernelPolicy(tid));
        });

        assertThat(seen.get(10, TimeUnit.SECONDS)).as("/proc's policy and real-time priority").containsExactly(1, CpuPriority.BURSTS + 1);
        assertThatThrownBy(() -> cpu.realTime(1, 0, "nothing")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aThreadWithoutAKernelIdIsNeverChanged() {
        var libc = new Refusing();
        var cpu = new CpuPriority(libc);

        assertThat(cpu.setNice(0, 5, "a thread not started yet")).isFalse();
        assertThat(cpu.nice(-1)).isEmpty();
        assertThat(libc.asked).as("no system call for a thread that has no id").hasValue(0);
    }

    @Test
    void aNiceValueOutsideTheKernelsRangeIsRefusedNamingIt() {
        var cpu = new CpuPriority(new Refusing());

        assertThatThrownBy(() -> cpu.setNice(4242, -21, "x")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-21");
        assertThatThrownBy(() -> cpu.setNice(4242, 20, "x")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("20");
    }

    @Test
    void onLinuxAThreadLowersItsOwnPriorityAndTheKernelShowsIt() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux"), "setpriority(2) per thread is Linux's");
        var cpu = CpuPriority.ofThisHost();
        var seen = new CompletableFuture<int[]>();
        Thread.ofPlatform().start(() -> {
            int tid = cpu.currentThreadId();
            boolean took = cpu.setNice(tid, 7, "the test thread"); // lowering one's own priority needs no permission
            seen.complete(new int[] {took ? 1 : 0, cpu.nice(tid).orElse(99), kernelNice(tid)});
        });

        int[] r = seen.get(10, TimeUnit.SECONDS);
        assertThat(r[0]).as("the change took").isEqualTo(1);
        assertThat(r[1]).as("read back").isEqualTo(7);
        assertThat(r[2]).as("/proc's nice field of the thread").isEqualTo(7);
    }

    @Test
    void anUrgentWorkersThreadRunsRealTimeUntilToldOtherwise() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && CpuPriority.ofThisHost().mayRunRealTime(), "real-time scheduling needs CAP_SYS_NICE and a real-time budget");
        int own = kernelNice(CpuPriority.ofThisHost().currentThreadId()); // a new thread starts at its creator's
        try (var time = new WallClock()) {
            var nice = new AtomicInteger(99);
            var policy = new AtomicInteger(99);
            var turns = new java.util.concurrent.Semaphore(0);
            Worker worker = time.startWorker("priority-test", () -> {
                nice.set(kernelNice(CpuPriority.ofThisHost().currentThreadId()));
                policy.set(kernelPolicy(CpuPriority.ofThisHost().currentThreadId())[0]);
                turns.release();
            });
            try {
                worker.urgent(true);
                worker.wake();
                assertThat(turns.tryAcquire(10, TimeUnit.SECONDS)).isTrue();
                assertThat(policy).as("urgent: SCHED_FIFO").hasValue(1);

                worker.urgent(false);
                worker.wake();
                assertThat(turns.tryAcquire(10, TimeUnit.SECONDS)).isTrue();
                assertThat(policy).as("back to time-sharing").hasValue(0);
                assertThat(nice).as("back to the thread's own").hasValue(own);
            } finally {
                worker.close();
            }
        }
    }

    /** The scheduling policy and real-time priority /proc shows for thread {@code tid} of this process. */
    static int[] kernelPolicy(int tid) {
        try {
            String s = Files.readString(Path.of("/proc/self/task/" + tid + "/stat"));
            String[] f = s.substring(s.lastIndexOf(')') + 2).split(" ");
            return new int[] {Integer.parseInt(f[38]), Integer.parseInt(f[37])}; // fields 41 (policy) and 40 (rt_priority)
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The nice value /proc shows for thread {@code tid} of this process. */
    static int kernelNice(int tid) {
        try {
            String s = Files.readString(Path.of("/proc/self/task/" + tid + "/stat"));
            return Integer.parseInt(s.substring(s.lastIndexOf(')') + 2).split(" ")[16]);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
