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

/** A thread's nice value set through setpriority(2), and what happens where the host refuses. */
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
    void anUrgentWorkersThreadRunsAtTheHighestPriorityUntilToldOtherwise() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && CpuPriority.ofThisHost().mayRaise(), "raising a priority needs CAP_SYS_NICE");
        int own = kernelNice(CpuPriority.ofThisHost().currentThreadId()); // a new thread starts at its creator's
        try (var time = new WallClock()) {
            var nice = new AtomicInteger(99);
            var turns = new java.util.concurrent.Semaphore(0);
            Worker worker = time.startWorker("priority-test", () -> {
                nice.set(kernelNice(CpuPriority.ofThisHost().currentThreadId()));
                turns.release();
            });
            try {
                worker.urgent(true);
                worker.wake();
                assertThat(turns.tryAcquire(10, TimeUnit.SECONDS)).isTrue();
                assertThat(nice).as("urgent").hasValue(CpuPriority.HIGHEST);

                worker.urgent(false);
                worker.wake();
                assertThat(turns.tryAcquire(10, TimeUnit.SECONDS)).isTrue();
                assertThat(nice).as("back to the thread's own").hasValue(own);
            } finally {
                worker.close();
            }
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
