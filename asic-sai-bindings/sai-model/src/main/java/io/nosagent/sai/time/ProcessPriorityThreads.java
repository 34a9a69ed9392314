package io.nosagent.sai.time;

import java.util.concurrent.ThreadFactory;

/**
 * Makes threads that start at the process's nice value, whichever thread creates them. Linux gives a new thread
 * its creator's nice value, so a pool that grows on demand from a thread raised for urgent work (the update loop
 * during a failover, a change being sent) would otherwise keep bulk work at the highest priority for good: a
 * snapshot writer created that way ran its dumps at nice -20 ahead of everything the raise was for.
 */
public final class ProcessPriorityThreads implements ThreadFactory {

    private final ThreadFactory threads;
    private final CpuPriority cpu;
    private final int processNice;

    /** Over {@code threads}; the process's nice value is its main thread's, read now. */
    public ProcessPriorityThreads(ThreadFactory threads, CpuPriority cpu) {
        this.threads = threads;
        this.cpu = cpu;
        this.processNice = cpu.nice((int) ProcessHandle.current().pid()).orElse(0);
    }

    @Override
    public Thread newThread(Runnable work) {
        return threads.newThread(() -> {
            int tid = cpu.currentThreadId();
            if (cpu.nice(tid).orElse(processNice) != processNice) {
                cpu.setNice(tid, processNice, "a new thread (back to the process's priority)");
            }
            work.run();
        });
    }
}
