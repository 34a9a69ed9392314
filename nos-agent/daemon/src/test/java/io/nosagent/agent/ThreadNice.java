package io.nosagent.agent;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** What the tests of raised threads read: a thread's nice as the kernel shows it. */
public final class ThreadNice {

    private ThreadNice() {
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
