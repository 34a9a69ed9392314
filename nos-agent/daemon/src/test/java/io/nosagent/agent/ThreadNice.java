package io.nosagent.agent;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** What the tests of raised threads read: a thread's nice and scheduling policy as the kernel shows them. */
public final class ThreadNice {

    private ThreadNice() {
    }

    /** SCHED_FIFO, as /proc shows a real-time thread's policy. */
    public static final int FIFO = 1;

    /** The nice value /proc shows for thread {@code tid} of this process. */
    public static int kernelNice(int tid) {
        return Integer.parseInt(statFields(tid)[16]);
    }

    /** The scheduling policy /proc shows for thread {@code tid} of this process (0 time-sharing, {@link #FIFO}). */
    public static int kernelPolicy(int tid) {
        return Integer.parseInt(statFields(tid)[38]);
    }

    private static String[] statFields(int tid) {
        try {
            String s = Files.readString(Path.of("/proc/self/task/" + tid + "/stat"));
            return s.substring(s.lastIndexOf(')') + 2).split(" ");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
