package io.nosagent.agent;

import io.nosagent.sai.time.CpuPriority;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** What the tests of raised threads read: whether this host lets the process raise a thread, and a thread's nice. */
public final class ThreadNice {

    private ThreadNice() {
    }

    /** Whether a thread of this process may raise its priority (CAP_SYS_NICE), tried on a thread of its own. */
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
