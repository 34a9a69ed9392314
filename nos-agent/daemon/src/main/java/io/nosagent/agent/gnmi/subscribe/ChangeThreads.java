package io.nosagent.agent.gnmi.subscribe;

import io.nosagent.sai.time.CpuPriority;

import java.util.concurrent.ThreadFactory;

/**
 * The threads that send ON_CHANGE updates, each at the {@linkplain CpuPriority#HIGHEST highest} CPU priority the
 * host grants for its whole life. They run only changes to send (samples stay on the worker pool), so the raise
 * costs the samples nothing but the time a change takes; without it, on a switch whose cores the SAMPLE encoders
 * and the ASIC keep busy, a link flip waited for a core at its hop onto this pool (p99 15-40 ms on 2 cores).
 * Raised from the start, not when work comes: a thread woken at its old priority waits for a core first.
 * Where the host refuses (no CAP_SYS_NICE), they run at the priority they would have had.
 */
final class ChangeThreads implements ThreadFactory {

    private final ThreadFactory threads;
    private final CpuPriority cpu;

    ChangeThreads(ThreadFactory threads, CpuPriority cpu) {
        this.threads = threads;
        this.cpu = cpu;
    }

    @Override
    public Thread newThread(Runnable work) {
        return threads.newThread(() -> {
            cpu.setNice(cpu.currentThreadId(), CpuPriority.HIGHEST, "ON_CHANGE sends");
            work.run();
        });
    }
}
