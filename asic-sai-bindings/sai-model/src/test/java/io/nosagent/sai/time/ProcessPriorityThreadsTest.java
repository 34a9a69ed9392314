package io.nosagent.sai.time;

import org.junit.jupiter.api.Test;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** A thread made by a raised thread starts at the process's priority, not its creator's. */
class ProcessPriorityThreadsTest {

    @Test
    void aThreadCreatedByARaisedThreadRunsAtTheProcesssPriority() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux"), "setpriority(2) per thread is Linux's");
        var cpu = CpuPriority.ofThisHost();
        int processNice = CpuPriorityTest.kernelNice((int) ProcessHandle.current().pid());
        var threads = new ProcessPriorityThreads(Thread.ofPlatform().name("made").factory(), cpu);
        var creator = new CompletableFuture<Integer>();
        var made = new CompletableFuture<Integer>();
        Thread.ofPlatform().start(() -> {
            int tid = cpu.currentThreadId();
            // raised for urgent work (or, without CAP_SYS_NICE, lowered: a change of its own either way)
            if (!cpu.setNice(tid, CpuPriority.HIGHEST, "the test's creator")) {
                cpu.setNice(tid, 10, "the test's creator");
            }
            creator.complete(CpuPriorityTest.kernelNice(tid));
            threads.newThread(() -> made.complete(CpuPriorityTest.kernelNice(cpu.currentThreadId()))).start();
        });

        assertThat(creator.get(10, TimeUnit.SECONDS)).as("the creator's own").isNotEqualTo(processNice);
        assertThat(made.get(10, TimeUnit.SECONDS)).as("the new thread's").isEqualTo(processNice);
    }
}
